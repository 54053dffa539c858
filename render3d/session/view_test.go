package session

import (
	"net/url"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/render3d/geom"
)

func TestViewParams(t *testing.T) {
	for _, v := range []geom.View{geom.NewView(), {SliceAxis: 2, SliceLevel: -3, Explode: 0.75}, {SliceAxis: geom.NoSlice, SeeThrough: true, Explode: 1.5}} {
		got, err := ParseView(ViewValues(v))
		if err != nil || got != v {
			t.Errorf("%+v -> %v -> %+v, %v", v, ViewValues(v), got, err)
		}
	}
	for _, bad := range []string{"slice=w", "slice=x:9", "slice=x:a", "explode=2", "explode=-1", "solid=yes"} {
		q, _ := url.ParseQuery(bad)
		if _, err := ParseView(q); err == nil || !strings.Contains(err.Error(), strings.Split(bad, "=")[0]) {
			t.Errorf("%s: error %v", bad, err)
		}
	}
	q, _ := url.ParseQuery("slice=y")
	if v, _ := ParseView(q); v.SliceAxis != 1 || v.SliceLevel != 0 {
		t.Errorf("slice=y gives %+v", v)
	}
}
