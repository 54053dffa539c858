package geom

import "math"

// Up is the world's up direction on screen: the y axis.
var Up = Vec{0, 1, 0}

// Orbit is a camera that turns around a target point: it looks at Target
// from Distance away, turned Yaw radians about the y axis and raised Pitch
// radians above the x-z plane, with a vertical field of view of Fov degrees.
// Rotate, Pan and Zoom change it by pointer movements; Ray and Project map
// between the screen and the cube's coordinates, as the renderer's
// perspective projection does.
type Orbit struct {
	Target     Vec
	Yaw, Pitch float64
	Distance   float64
	Fov        float64
}

// MaxPitch keeps the camera off the poles, where the up direction flips.
const MaxPitch = 85 * math.Pi / 180

// DefaultOrbit is the starting view of a cube of walls w from the centre in
// a viewport of the given aspect (width / height): seen from above a corner,
// so that the three far walls and all four endpoints show, and fitted.
func DefaultOrbit(w, aspect float64) Orbit {
	o := Orbit{Yaw: 35 * math.Pi / 180, Pitch: 28 * math.Pi / 180, Fov: 40}
	o.Distance = o.FitDistance(w, aspect)
	return o
}

// FitDistance returns the distance at which the cube with walls w from the
// centre fits the viewport of the given aspect.
func (o Orbit) FitDistance(w, aspect float64) float64 {
	half := o.Fov * math.Pi / 360
	hHalf := math.Atan(math.Tan(half) * aspect)
	r := w * math.Sqrt(3) * 1.08 // the sphere around the cube, and a margin
	return r / math.Sin(min(half, hHalf))
}

// Eye returns the camera's position.
func (o Orbit) Eye() Vec {
	cp := math.Cos(o.Pitch)
	d := Vec{cp * math.Sin(o.Yaw), math.Sin(o.Pitch), cp * math.Cos(o.Yaw)}
	return add(o.Target, scale(d, o.Distance))
}

// Basis returns the camera's right, up and forward unit vectors.
func (o Orbit) Basis() (right, up, forward Vec) {
	forward = unit(sub(o.Target, o.Eye()))
	right = unit(cross(forward, Up))
	up = cross(right, forward)
	return right, up, forward
}

// Rotate turns the camera by a drag of (dx, dy) pixels in a viewport h
// pixels high: a drag across the whole height turns it by about 180°.
func (o *Orbit) Rotate(dx, dy, h float64) {
	k := math.Pi / max(h, 1)
	o.Yaw -= dx * k
	o.Pitch = min(max(o.Pitch+dy*k, -MaxPitch), MaxPitch)
}

// Pan moves the target so that the point under the pointer follows a drag
// of (dx, dy) pixels in a viewport h pixels high.
func (o *Orbit) Pan(dx, dy, h float64) {
	right, up, _ := o.Basis()
	per := 2 * o.Distance * math.Tan(o.Fov*math.Pi/360) / max(h, 1)
	o.Target = add(o.Target, add(scale(right, -dx*per), scale(up, dy*per)))
}

// Zoom moves the camera closer (factor < 1) or farther (factor > 1), keeping
// the distance between lo and hi.
func (o *Orbit) Zoom(factor, lo, hi float64) {
	o.Distance = min(max(o.Distance*factor, lo), hi)
}

// Ray returns the ray from the eye through pixel (x, y) of a viewport w by h
// pixels (y down).
func (o Orbit) Ray(x, y, w, h float64) Ray {
	right, up, forward := o.Basis()
	t := math.Tan(o.Fov * math.Pi / 360)
	nx := (2*x/w - 1) * t * w / h
	ny := (1 - 2*y/h) * t
	return Ray{Origin: o.Eye(), Dir: add(forward, add(scale(right, nx), scale(up, ny)))}
}

// Project returns the pixel of a viewport w by h pixels where p is drawn,
// and false if p is behind the camera.
func (o Orbit) Project(p Vec, w, h float64) (x, y float64, ok bool) {
	right, up, forward := o.Basis()
	v := sub(p, o.Eye())
	z := dot(v, forward)
	if z <= 1e-6 {
		return 0, 0, false
	}
	t := math.Tan(o.Fov * math.Pi / 360)
	nx := dot(v, right) / (z * t * w / h)
	ny := dot(v, up) / (z * t)
	return (nx + 1) / 2 * w, (1 - ny) / 2 * h, true
}
