//go:build js && wasm

package workerclient

import (
	"encoding/json"
	"sync"
	"syscall/js"
)

// Client asks the bots for their moves in a Web Worker, so that a bot that thinks never
// blocks the page's frame loop. A worker that fails (cannot load, sends something that is not
// an answer) is stopped, every request in flight gets an error answer, and the next request
// starts a new worker.
type Client struct {
	script  string
	mu      sync.Mutex
	worker  js.Value
	pending Pending
}

// New starts the worker from script (a URL relative to the page, "worker.js"), so that it
// has loaded by the time a bot is first asked.
func New(script string) *Client {
	c := Later(script)
	c.Start()
	return c
}

// Later returns the client of a worker from script that is not started yet: it starts when it
// is first asked (Ask), or when Start is called. A page that may never need it (a game of two
// people) does not download the worker's program.
func Later(script string) *Client { return &Client{script: script} }

// Start starts the worker if it is not running, so that it has loaded by the time it is first
// asked.
func (c *Client) Start() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.worker.Truthy() {
		c.worker = c.start()
	}
}

// start starts a new worker.
func (c *Client) start() js.Value {
	worker := js.Global().Get("Worker").New(c.script)
	worker.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			c.fail("bot worker: an answer that is not text")
		} else if !c.pending.Deliver([]byte(data.String())) {
			c.stop()
		}
		return nil
	}))
	worker.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "bot worker failed"
		if m := args[0].Get("message"); m.Type() == js.TypeString {
			msg += ": " + m.String()
		}
		c.fail(msg)
		return nil
	}))
	return worker
}

// fail stops the worker and answers every request in flight with the error msg.
func (c *Client) fail(msg string) {
	c.stop()
	c.pending.FailAll(msg)
}

// stop terminates the worker, which can no longer answer: the next request starts a new one.
func (c *Client) stop() {
	c.mu.Lock()
	old := c.worker
	c.worker = js.Undefined()
	c.mu.Unlock()
	if old.Truthy() {
		old.Call("terminate")
	}
}

// Ask posts the request build returns for a new id, as JSON text, and returns the id and
// where the answer (JSON text) will arrive.
func (c *Client) Ask(build func(id uint64) any) (uint64, <-chan []byte) {
	id, ch := c.pending.Add()
	data, err := json.Marshal(build(id))
	if err != nil {
		c.pending.Fail(id, "bot request: "+err.Error())
		return id, ch
	}
	c.Start()
	c.mu.Lock()
	worker := c.worker
	c.mu.Unlock()
	worker.Call("postMessage", string(data))
	return id, ch
}

// Typed returns the Runner function a session takes: it sets the request's id with setID,
// posts it through c and delivers the answer read into a response of type A.
func Typed[Q, A any](c *Client, setID func(req *Q, id uint64)) func(Q) <-chan A {
	return func(req Q) <-chan A {
		out := make(chan A, 1)
		id, answer := c.Ask(func(id uint64) any {
			setID(&req, id)
			return req
		})
		go func() { out <- Decode[A](id, <-answer) }()
		return out
	}
}

// Lazy is Typed on a worker of its own from script, started when first asked: for work that
// must never wait behind a bot that thinks (an analysis of the position), on pages that may
// never ask for it.
func Lazy[Q, A any](script string, setID func(req *Q, id uint64)) func(Q) <-chan A {
	return Typed[Q, A](Later(script), setID)
}
