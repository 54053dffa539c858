// page.js is what Hexlab's two pages, board.html and trunc.html, share: how they ask for their
// WebGL2 canvas, and loading their Go program (after wasm_exec.js). See cmd/wasm.
"use strict";

// hexlabSoftwareWebGL reports whether the browser's WebGL is a software renderer (a browser
// without a GPU: SwiftShader, llvmpipe), read from the renderer's name.
function hexlabSoftwareWebGL() {
  let renderer = "";
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    const info = gl && gl.getExtension("WEBGL_debug_renderer_info");
    renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
    const lose = gl && gl.getExtension("WEBGL_lose_context");
    if (lose) lose.loseContext();
  } catch (e) {
    return false;
  }
  return /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
}

// hexlabNoMultisampling makes the page's WebGL2 canvases be asked for without multisampling
// (antialias: false), whatever the drawing engine asks for.
function hexlabNoMultisampling() {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attributes) {
    if (type === "webgl2") {
      attributes = Object.assign({}, attributes, { antialias: false });
    }
    return getContext.call(this, type, attributes);
  };
}

// hexlabRun fetches and runs the Go program wasm. If it cannot load, the page's #error box
// says why ("<what> could not load: ..."), and so does window.hexlab for the tests.
async function hexlabRun(wasm, what) {
  const go = new Go();
  try {
    const { instance } = await WebAssembly.instantiateStreaming(fetch(wasm), go.importObject);
    go.run(instance);
  } catch (err) {
    document.getElementById("loading").hidden = true;
    const box = document.getElementById("error");
    box.textContent = what + " could not load: " + err;
    box.hidden = false;
    window.hexlab = { ready: false, error: "load: " + err };
  }
}
