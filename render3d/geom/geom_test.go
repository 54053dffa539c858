package geom

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
)

func TestCellFaces(t *testing.T) {
	squares, hexagons := 0, 0
	uses := map[Vec]int{}
	for i, f := range CellFaces {
		switch len(f.Corners) {
		case 4:
			squares++
		case 6:
			hexagons++
		default:
			t.Fatalf("face %d has %d corners", i, len(f.Corners))
		}
		d := dot(f.Normal, f.Corners[0])
		for j, c := range f.Corners {
			uses[c]++
			if math.Abs(dot(f.Normal, c)-d) > 1e-9 {
				t.Errorf("face %d corner %d off the face's plane", i, j)
			}
			next := f.Corners[(j+1)%len(f.Corners)]
			after := f.Corners[(j+2)%len(f.Corners)]
			if dot(cross(sub(next, c), sub(after, next)), f.Normal) <= 0 {
				t.Errorf("face %d is not counter-clockwise at corner %d", i, j)
			}
		}
		if d <= 0 {
			t.Errorf("face %d: normal points inwards", i)
		}
	}
	if squares != 6 || hexagons != 8 {
		t.Errorf("%d squares and %d hexagons, want 6 and 8", squares, hexagons)
	}
	if len(uses) != 24 {
		t.Errorf("%d distinct corners, want 24", len(uses))
	}
	for v, n := range uses {
		if n != 3 {
			t.Errorf("corner %v is on %d faces, want 3", v, n)
		}
	}
}

// volume returns the signed volume enclosed by the triangles of buf.
func volume(buf []float32) float64 {
	at := func(i int) Vec { return Vec{float64(buf[i]), float64(buf[i+1]), float64(buf[i+2])} }
	v := 0.0
	for i := 0; i+3*Stride <= len(buf); i += 3 * Stride {
		a, b, c := at(i), at(i+Stride), at(i+2*Stride)
		v += dot(a, cross(b, c)) / 6
	}
	return v
}

func TestCellVolume(t *testing.T) {
	// The Voronoi cell of the body-centred cubic lattice with cube side 2
	// holds 8/2 = 4 cubic units; the drawn cell scales with size³.
	for _, size := range []float64{1, CellScale} {
		buf := AppendCell(nil, Vec{3, -1, 5}, size)
		if got := len(buf) / Stride / 3; got != CellTriangles {
			t.Errorf("%d triangles, want %d", got, CellTriangles)
		}
		if v, want := volume(buf), 4*size*size*size; math.Abs(v-want) > 1e-4 {
			t.Errorf("size %v: volume %v, want %v", size, v, want)
		}
	}
}

// checkNormals fails if a triangle's vertex normals point away from its
// winding's normal (a face drawn inside out, which culling would hide).
func checkNormals(t *testing.T, name string, buf []float32) {
	t.Helper()
	if len(buf)%(3*Stride) != 0 || len(buf) == 0 {
		t.Fatalf("%s: buffer of %d floats", name, len(buf))
	}
	at := func(i int) Vec { return Vec{float64(buf[i]), float64(buf[i+1]), float64(buf[i+2])} }
	for i := 0; i < len(buf); i += 3 * Stride {
		a, b, c := at(i), at(i+Stride), at(i+2*Stride)
		n := cross(sub(b, a), sub(c, a))
		for k := 0; k < 3; k++ {
			if dot(n, at(i+k*Stride+3)) <= 0 {
				t.Fatalf("%s: triangle %d is wound against its normals", name, i/(3*Stride))
			}
		}
	}
}

func TestWindings(t *testing.T) {
	checkNormals(t, "cell", AppendCell(nil, Vec{1, 1, 1}, 0.9))
	checkNormals(t, "tube", AppendTube(nil, []Vec{{0, 0, 0}, {1, 0.5, 0}, {1, 2, 3}, {-1, 0, 0}}, 0.1))
	checkNormals(t, "ball", AppendBall(nil, Vec{2, 0, 0}, 0.3))
	for _, w := range Walls(3, NewView()) {
		checkNormals(t, "wall", AppendWall(nil, w))
	}
}

func TestTubeVolume(t *testing.T) {
	// A closed straight tube: prism plus two balls, about a cylinder and a
	// sphere; the signed volume is positive, so the surface faces out.
	buf := AppendTube(nil, []Vec{{0, 0, 0}, {0, 0, 4}}, 0.5)
	if v := volume(buf); v <= 0 || v > math.Pi*0.25*4+4*math.Pi/3*0.125*2 {
		t.Errorf("tube volume %v", v)
	}
}

func TestHitCell(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	centre := Vec{2, 0, -2}
	rnd := func(s float64) Vec {
		return Vec{(rng.Float64()*2 - 1) * s, (rng.Float64()*2 - 1) * s, (rng.Float64()*2 - 1) * s}
	}
	hits := 0
	for i := 0; i < 5000; i++ {
		o := add(centre, rnd(4))
		r := Ray{Origin: o, Dir: sub(add(centre, rnd(1.2)), o)}
		tHit, ok := HitCell(r, centre, CellScale)
		inside := func(tt float64) bool { return InsideCell(scale(sub(r.At(tt), centre), 1/CellScale), 1e-9) }
		if ok {
			hits++
			if !inside(tHit + 1e-6) {
				t.Fatalf("ray %v: not inside just after the hit at %v", r, tHit)
			}
			if tHit > 1e-6 && inside(tHit-1e-6) {
				t.Fatalf("ray %v: already inside before the hit at %v", r, tHit)
			}
			continue
		}
		for tt := 0.0; tt < 20; tt += 0.01 {
			if inside(tt) {
				t.Fatalf("ray %v: missed, but inside at %v", r, tt)
			}
		}
	}
	if hits < 1000 || hits > 4900 {
		t.Errorf("%d hits of 5000", hits)
	}
}

// centres returns the drawn centres of the board's visible points.
func centres(b *trunc.Board, v View) ([]trunc.Point, []Vec) {
	var pts []trunc.Point
	var cs []Vec
	for _, p := range b.Points() {
		if v.Visible(p) {
			pts = append(pts, p)
			cs = append(cs, v.Centre(p))
		}
	}
	return pts, cs
}

func TestProjectAndRay(t *testing.T) {
	o := DefaultOrbit(5, 1.5)
	o.Target = Vec{0.5, -1, 0.25}
	for _, p := range []Vec{{0, 0, 0}, {3, -2, 1}, {-4, 4, 4}} {
		x, y, ok := o.Project(p, 900, 600)
		if !ok {
			t.Fatalf("%v is behind the camera", p)
		}
		r := o.Ray(x, y, 900, 600)
		// The ray passes through p.
		d := sub(p, r.Origin)
		off := sub(d, scale(unit(r.Dir), dot(d, unit(r.Dir))))
		if length(off) > 1e-6 {
			t.Errorf("ray through the projection of %v misses it by %v", p, length(off))
		}
	}
}

func TestFit(t *testing.T) {
	for _, k := range []int{1, 2, 8} {
		for _, aspect := range []float64{0.5, 1, 2.5} {
			v := NewView().SetExplode(0.5)
			w := v.WallDistance(k)
			o := DefaultOrbit(w, aspect)
			h := 600.0
			for _, wall := range Walls(k, v) {
				for _, c := range wall.Corners {
					x, y, ok := o.Project(c, h*aspect, h)
					if !ok || x < 0 || y < 0 || x > h*aspect || y > h {
						t.Errorf("k=%d aspect %v: corner %v at (%v, %v) outside the view", k, aspect, c, x, y)
					}
				}
			}
		}
	}
}

func TestPick(t *testing.T) {
	b := trunc.MustBoard("trunc:3")
	for _, v := range []View{NewView(), {SliceAxis: 1, SliceLevel: 0}, NewView().SetExplode(1)} {
		o := DefaultOrbit(v.WallDistance(3), 1)
		pts, cs := centres(b, v)
		front := 0
		for i, c := range cs {
			x, y, _ := o.Project(c, 500, 500)
			got, tGot := Pick(o.Ray(x, y, 500, 500), cs, CellScale)
			if got < 0 {
				t.Fatalf("nothing picked at the centre of %v", pts[i])
			}
			tc, _ := HitCell(o.Ray(x, y, 500, 500), c, CellScale)
			if tGot > tc+1e-9 {
				t.Errorf("picked %v behind %v", pts[got], pts[i])
			}
			if got == i {
				front++
			}
		}
		if front == 0 {
			t.Errorf("view %+v: no cell is picked at its own centre", v)
		}
	}
	// Exploded far enough, every cell shows between the others' gaps or in
	// front: at least its own centre or a nearer cell is picked, never
	// nothing; and a click beside the cube picks nothing.
	o := DefaultOrbit(NewView().WallDistance(3), 1)
	_, cs := centres(b, NewView())
	if got, _ := Pick(o.Ray(2, 2, 500, 500), cs, CellScale); got >= 0 {
		t.Errorf("a corner of the screen picks cell %d", got)
	}
}

func TestView(t *testing.T) {
	b := trunc.MustBoard("trunc:2")
	v := NewView()
	all := len(b.Points())
	if _, cs := centres(b, v); len(cs) != all {
		t.Errorf("no slicing shows %d of %d points", len(cs), all)
	}
	v = v.CycleSlice() // x, level 0
	if v.SliceAxis != 0 || v.SliceLevel != 0 {
		t.Fatalf("CycleSlice: %+v", v)
	}
	_, half := centres(b, v)
	if len(half) >= all || len(half) <= all/2 {
		t.Errorf("slice at x=0 shows %d of %d", len(half), all)
	}
	if v.StepSlice(10, 2).SliceLevel != 2 || v.StepSlice(-10, 2).SliceLevel != -2 {
		t.Error("StepSlice does not stay within the board")
	}
	if _, cs := centres(b, v.StepSlice(-10, 2)); len(cs) == 0 || len(cs) >= len(half) {
		t.Errorf("the lowest slice shows %d", len(cs))
	}
	v = v.CycleSlice().CycleSlice().CycleSlice()
	if v.SliceAxis != NoSlice {
		t.Errorf("four cycles end at axis %d", v.SliceAxis)
	}
	if e := v.SetExplode(9).Explode; e != MaxExplode {
		t.Errorf("explode clamps to %v", e)
	}
}

func TestBorderLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	b := trunc.MustBoard("trunc:3")
	pos := trunc.NewPosition(b)
	for c := 0; c < b.NumCells(); c++ {
		pos.Set(trunc.Cell(c), trunc.Players[rng.IntN(3)])
	}
	borders := pos.Borders()
	v := NewView().SetExplode(0.3)
	w := v.WallDistance(3)
	lines := BorderLines(borders, 3, v)
	if len(lines) != 2*len(borders) {
		t.Fatalf("%d lines for %d borders", len(lines), len(borders))
	}
	corners := 0
	for _, l := range lines {
		for _, p := range []Vec{l.Points[0], l.Points[len(l.Points)-1]} {
			if math.Abs(math.Abs(p[0])-w) < 1e-9 && math.Abs(math.Abs(p[1])-w) < 1e-9 && math.Abs(math.Abs(p[2])-w) < 1e-9 {
				corners++
				if !l.Path {
					t.Errorf("a border that is not a path reaches the corner %v", p)
				}
			}
		}
	}
	if corners != 8 {
		t.Errorf("%d line ends at the walls' corners, want 8 (two paths, both lifts)", corners)
	}
	sliced := BorderLines(borders, 3, View{SliceAxis: 2, SliceLevel: -1})
	for _, l := range sliced {
		for i := 0; i+1 < len(l.Points); i++ {
			if math.Min(l.Points[i][2], l.Points[i+1][2]) > -0.5+1e-9 {
				t.Fatalf("a segment from %v to %v runs beyond the slicing plane", l.Points[i], l.Points[i+1])
			}
		}
	}
}

func TestThemeContrast(t *testing.T) {
	th := DefaultTheme
	colours := map[string]Color{"white": th.Player[trunc.White], "gray": th.Player[trunc.Gray], "black": th.Player[trunc.Black], "background": th.Background}
	names := []string{"white", "gray", "black", "background"}
	for i, a := range names {
		for _, b := range names[i+1:] {
			if c := Contrast(colours[a], colours[b]); c < 2 {
				t.Errorf("%s and %s: contrast %.2f, want at least 2", a, b, c)
			}
		}
	}
	if !(colours["white"].Luminance() > colours["gray"].Luminance() && colours["gray"].Luminance() > colours["black"].Luminance()) {
		t.Error("the players' colours are not ordered White, Gray, Black by lightness")
	}
	if c := Contrast(th.Border, th.Player[trunc.White]); c < 2 {
		t.Errorf("border on white: contrast %.2f", c)
	}
	// Every cell stands out against every wall (Black cells on the Black wall and Gray ones on
	// the Gray floor were nearly invisible at contrast 1.2 and 1.4), and the walls keep the
	// players' order of lightness.
	for _, p := range trunc.Players {
		for _, w := range trunc.Players {
			if c := Contrast(th.Player[p], th.Wall[w]); c < MinCellWallContrast {
				t.Errorf("%v cell on the %v wall: contrast %.2f, want at least %.1f", p, w, c, MinCellWallContrast)
			}
		}
	}
	if !(th.Wall[trunc.White].Luminance() > th.Wall[trunc.Gray].Luminance() && th.Wall[trunc.Gray].Luminance() > th.Wall[trunc.Black].Luminance()) {
		t.Error("the walls are not ordered White, Gray, Black by lightness")
	}
}

func TestFaceDirections(t *testing.T) {
	seen := map[trunc.Point]bool{}
	for i, d := range FaceDirections {
		seen[d] = true
		// The face lies halfway to the neighbour: its plane passes through d/2.
		f := CellFaces[i]
		if math.Abs(dot(f.Normal, scale(pointVec(d), 0.5))-dot(f.Normal, f.Corners[0])) > 1e-9 {
			t.Errorf("face %d: the neighbour %v is not across it", i, d)
		}
	}
	for _, d := range trunc.Directions {
		if !seen[d] {
			t.Errorf("no face towards %v", d)
		}
	}
}

func TestFaceMask(t *testing.T) {
	// In a solid block every face between two cells of the block is hidden:
	// a cell inside has none left, and the block's faces are its surface.
	b := trunc.MustBoard("trunc:2")
	in := map[trunc.Point]bool{}
	for _, p := range b.Points() {
		in[p] = true
	}
	hides := func(q trunc.Point) bool { return in[q] }
	if m := FaceMask(trunc.Point{}, hides); m != 0 {
		t.Errorf("the centre of a solid trunc:2 keeps faces %014b", m)
	}
	if m := FaceMask(trunc.Point{2, 2, 2}, hides); m == 0 || m == AllFaces {
		t.Errorf("a corner cell keeps faces %014b", m)
	}
	none := func(trunc.Point) bool { return false }
	if m := FaceMask(trunc.Point{}, none); m != AllFaces {
		t.Errorf("a cell alone keeps %014b", m)
	}
	// Two neighbours across each face: each loses exactly the face between them.
	for i, d := range FaceDirections {
		p := trunc.Point{}
		m := FaceMask(p, func(q trunc.Point) bool { return q == p.Add(d) })
		if m != AllFaces&^(1<<i) {
			t.Errorf("face %d: mask %014b", i, m)
		}
		buf := AppendCellFaces(nil, Vec{}, 1, m)
		if got, want := len(buf)/Stride/3, CellTriangles-(len(CellFaces[i].Corners)-2); got != want {
			t.Errorf("face %d: %d triangles, want %d", i, got, want)
		}
	}
}

func TestIndexed(t *testing.T) {
	buf := AppendCell(nil, Vec{1, -1, 1}, CellScale)
	buf = AppendTube(buf, []Vec{{0, 0, 0}, {0, 0, 2}, {1, 1, 2}}, 0.1)
	verts, index := Indexed(buf)
	if len(index) != len(buf)/Stride {
		t.Fatalf("%d indices for %d vertices", len(index), len(buf)/Stride)
	}
	// The same triangles, in the same order.
	for i, n := range index {
		for k := 0; k < Stride; k++ {
			if verts[int(n)*Stride+k] != buf[i*Stride+k] {
				t.Fatalf("vertex %d differs", i)
			}
		}
	}
	// A cell's faces share their corners: 6 squares of 4, 8 hexagons of 6.
	cv, _ := Indexed(AppendCell(nil, Vec{}, 1))
	if got := len(cv) / Stride; got != 6*4+8*6 {
		t.Errorf("a cell has %d distinct vertices, want 72", got)
	}
}
