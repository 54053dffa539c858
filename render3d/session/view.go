package session

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/render3d/geom"
)

// ViewParams are the URL parameters (and desktop flags) that say how the cube is shown
// (geom.View), besides the game's. Parse reads them into Config.View (with ParseView).
var ViewParams = []struct{ Name, Usage string }{
	{"slice", "slicing plane: none, or x, y or z, optionally :LEVEL, hiding the layers above LEVEL (x:0, the default level 0)"},
	{"explode", "how far the cells are pulled apart, from 0 to 1.5"},
	{"solid", "1 draws the empty cells solid instead of see-through"},
}

// IsViewParam reports whether name is one of ViewParams.
func IsViewParam(name string) bool {
	for _, p := range ViewParams {
		if p.Name == name {
			return true
		}
	}
	return false
}

// ParseView reads the view parameters from values, starting from geom.NewView; a bad value
// is a *ParamError that names the parameter and says what was expected.
func ParseView(values url.Values) (geom.View, error) {
	v := geom.NewView()
	if s := values.Get("slice"); s != "" && s != "none" {
		axis, level, hasLevel := strings.Cut(s, ":")
		i := strings.Index("xyz", axis)
		if len(axis) != 1 || i < 0 {
			return v, paramError("slice", s, fmt.Errorf("expected none, x, y or z, optionally followed by :LEVEL"))
		}
		v.SliceAxis = i
		if hasLevel {
			n, err := strconv.Atoi(level)
			if err != nil || n < -8 || n > 8 {
				return v, paramError("slice", s, fmt.Errorf("the level must be a whole number from -8 to 8"))
			}
			v.SliceLevel = n
		}
	}
	if s := values.Get("explode"); s != "" {
		e, err := strconv.ParseFloat(s, 64)
		if err != nil || e < 0 || e > geom.MaxExplode {
			return v, paramError("explode", s, fmt.Errorf("expected a number from 0 to %g", geom.MaxExplode))
		}
		v.Explode = e
	}
	switch s := values.Get("solid"); s {
	case "", "0":
	case "1":
		v.SeeThrough = false
	default:
		return v, paramError("solid", s, fmt.Errorf("expected 0 or 1"))
	}
	return v, nil
}

// ViewValues returns v as the parameters ParseView reads, leaving out the defaults.
func ViewValues(v geom.View) url.Values {
	out := url.Values{}
	if v.SliceAxis >= 0 && v.SliceAxis <= 2 {
		out.Set("slice", fmt.Sprintf("%c:%d", "xyz"[v.SliceAxis], v.SliceLevel))
	}
	if v.Explode != 0 {
		out.Set("explode", strconv.FormatFloat(v.Explode, 'g', 4, 64))
	}
	if !v.SeeThrough {
		out.Set("solid", "1")
	}
	return out
}

// SetView changes how the cube is shown, which the links and the saved game keep. The view is
// not the game: Generation does not change with it (the app redraws the cube itself).
func (s *Session) SetView(v geom.View) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.cfg.View = v
}
