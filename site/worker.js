// Hexlab's bot worker: runs worker.wasm (the game model and the strategies, no drawing) in a
// Web Worker, so that a bot thinks without freezing the page; the board page's own program
// links no bot. The board page posts a bot's request (internal/botreq) or an analysis's as
// JSON text and receives the answer as JSON text, matched by "id"; the Trunc page does the
// same with truncbot.Request and truncbot.Response (a game on a "trunc:" board). The board
// page starts its workers only when a bot plays or an analysis is asked for, so a first visit
// does not download worker.wasm. Messages that arrive while worker.wasm loads are kept and
// answered once it runs.
importScripts("wasm_exec.js");

const pending = [];
self.onmessage = (e) => { pending.push(e.data); };

// worker.wasm calls this once it has defined hexlabAnswer(text).
self.hexlabWorkerReady = () => {
  self.onmessage = (e) => self.hexlabAnswer(e.data);
  for (const data of pending.splice(0)) self.hexlabAnswer(data);
};

(async () => {
  try {
    const go = new Go();
    const { instance } = await WebAssembly.instantiateStreaming(fetch("worker.wasm"), go.importObject);
    await go.run(instance);
    self.postMessage(JSON.stringify({ id: 0, error: "bot worker: worker.wasm exited" }));
  } catch (err) {
    // id 0 answers every request in flight: the page reports the error for the bot to move.
    self.postMessage(JSON.stringify({ id: 0, error: "bot worker: could not load worker.wasm: " + err }));
  }
})();
