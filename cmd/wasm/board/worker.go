//go:build js && wasm

package main

import (
	"encoding/json"
	"sync"
	"syscall/js"

	"github.com/hexlab/hexlab/strategies"
)

// workerRunner asks the bots for their moves in a Web Worker (site/worker.js running
// worker.wasm), so that a bot that thinks never blocks the page's frame loop. Its Run is a
// session.Runner: it posts the request as JSON text and returns a channel that the worker's
// answer is delivered to.
type workerRunner struct {
	script  string
	worker  js.Value
	mu      sync.Mutex
	next    uint64
	pending map[uint64]chan strategies.Response
}

// newWorkerRunner starts the worker from script (a URL relative to the page), so that it has
// loaded by the time a bot is first asked.
func newWorkerRunner(script string) *workerRunner {
	w := &workerRunner{script: script, pending: map[uint64]chan strategies.Response{}}
	w.worker = w.start()
	return w
}

// start starts a new worker.
func (w *workerRunner) start() js.Value {
	worker := js.Global().Get("Worker").New(w.script)
	worker.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		w.deliver(args[0].Get("data"))
		return nil
	}))
	worker.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "bot worker failed"
		if m := args[0].Get("message"); m.Type() == js.TypeString {
			msg += ": " + m.String()
		}
		w.fail(msg)
		return nil
	}))
	return worker
}

// fail answers every request in flight with the error msg, and stops the worker, which can
// no longer answer: the next request starts a new one.
func (w *workerRunner) fail(msg string) {
	w.mu.Lock()
	old := w.worker
	w.worker = js.Undefined()
	w.mu.Unlock()
	if old.Truthy() {
		old.Call("terminate")
	}
	w.failAll(msg)
}

// Run posts req to the worker, under an id of its own, and returns where the answer will
// arrive. The channel is buffered: an answer nobody waits for any more is simply dropped.
func (w *workerRunner) Run(req strategies.Request) <-chan strategies.Response {
	ch := make(chan strategies.Response, 1)
	w.mu.Lock()
	w.next++
	req.ID = w.next
	w.pending[req.ID] = ch
	if !w.worker.Truthy() {
		w.worker = w.start()
	}
	worker := w.worker
	w.mu.Unlock()
	data, err := json.Marshal(req)
	if err != nil {
		w.answer(strategies.Response{ID: req.ID, Error: "bot request: " + err.Error()})
		return ch
	}
	worker.Call("postMessage", string(data))
	return ch
}

// deliver hands a message of the worker to the request it answers. A response with id 0
// (the worker could not load or stopped) fails every request in flight, and a new worker
// takes its place.
func (w *workerRunner) deliver(data js.Value) {
	var resp strategies.Response
	if data.Type() != js.TypeString {
		w.fail("bot worker: an answer that is not text")
		return
	}
	if err := json.Unmarshal([]byte(data.String()), &resp); err != nil {
		w.fail("bot worker: unreadable answer: " + err.Error())
		return
	}
	if resp.ID == 0 {
		w.fail(resp.Error)
		return
	}
	w.answer(resp)
}

// answer delivers resp to the request with its id, if that request is still waiting.
func (w *workerRunner) answer(resp strategies.Response) {
	w.mu.Lock()
	ch, ok := w.pending[resp.ID]
	delete(w.pending, resp.ID)
	w.mu.Unlock()
	if ok {
		ch <- resp
	}
}

// failAll answers every request in flight with the error msg.
func (w *workerRunner) failAll(msg string) {
	w.mu.Lock()
	pending := w.pending
	w.pending = map[uint64]chan strategies.Response{}
	w.mu.Unlock()
	for id, ch := range pending {
		ch <- strategies.Response{ID: id, Error: msg}
	}
}
