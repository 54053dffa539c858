package render3d

import (
	"github.com/g3n/engine/gls"
	"github.com/g3n/engine/material"
	"github.com/g3n/engine/math32"
	"github.com/g3n/engine/renderer"

	"github.com/hexlab/hexlab/render3d/geom"
)

// The cube's meshes are drawn with a shader of their own: each vertex is lit
// once (Lambert, with an ambient term and two lights fixed to the camera, a
// key from above its left shoulder and a weaker fill from its right), and a
// fragment only takes the colour in between. The faces are flat, so this is
// the same picture as lighting every pixel, which g3n's standard material
// does with a Phong model and which makes software rendering (SwiftShader,
// llvmpipe) spend most of a frame on the cells.
const (
	shaderName = "hexlab_trunc"

	vertexSource = `#include <attributes>
uniform mat4 MVP;
uniform mat3 NormalMatrix;
uniform vec4 Surface[2]; // colour and opacity, then the emissive colour and (w) 1 for unlit
out vec4 Color;
void main() {
    vec3 n = normalize(NormalMatrix * VertexNormal);
    float key = max(dot(n, normalize(vec3(-0.45, 0.75, 0.6))), 0.0);
    float fill = max(dot(n, normalize(vec3(0.8, -0.25, 0.45))), 0.0);
    float light = mix(0.42 + 0.62 * key + 0.24 * fill, 1.0, Surface[1].w);
    Color = vec4(min(Surface[0].rgb * light + Surface[1].rgb, vec3(1.0)), Surface[0].a);
    gl_Position = MVP * vec4(VertexPosition, 1.0);
}
`
	fragmentSource = `precision highp float;
in vec4 Color;
out vec4 FragColor;
void main() {
    FragColor = Color;
}
`
)

// addShader registers the shader with the renderer.
func addShader(r *renderer.Renderer) {
	r.AddShader(shaderName+"_vertex", vertexSource)
	r.AddShader(shaderName+"_fragment", fragmentSource)
	r.AddProgram(shaderName, shaderName+"_vertex", shaderName+"_fragment")
}

// surface is the material of the cube's meshes: a colour, an opacity, an
// emissive colour, and whether it is lit. It uses the shader above.
type surface struct {
	material.Material
	uni   gls.Uniform
	udata [8]float32 // the Surface uniform: colour, opacity; emissive, unlit
}

// newSurface returns an opaque, lit surface of colour c.
func newSurface(c geom.Color) *surface {
	s := &surface{}
	s.Material.Init()
	s.SetShader(shaderName)
	s.SetUseLights(material.UseLightNone)
	s.uni.Init("Surface")
	s.SetColor(c)
	s.udata[3] = 1
	return s
}

// SetColor sets the surface's colour.
func (s *surface) SetColor(c geom.Color) { s.udata[0], s.udata[1], s.udata[2] = c.R, c.G, c.B }

// setOpacity sets the opacity, from 0 to 1.
func (s *surface) setOpacity(o float32) { s.udata[3] = o }

// setEmissive adds colour c whatever the light.
func (s *surface) setEmissive(c math32.Color) { s.udata[4], s.udata[5], s.udata[6] = c.R, c.G, c.B }

// setUnlit draws the surface in its colour, without light and shade.
func (s *surface) setUnlit(on bool) {
	s.udata[7] = 0
	if on {
		s.udata[7] = 1
	}
}

// RenderSetup is called by the renderer before drawing with the material.
func (s *surface) RenderSetup(gs *gls.GLS) {
	s.Material.RenderSetup(gs)
	gs.Uniform4fv(s.uni.Location(gs), 2, &s.udata[0])
}
