//go:build js && wasm

// Command worker is the Hexlab bot worker: a small WebAssembly program with the game model
// and the strategies only (no drawing), which site/worker.js runs inside a Web Worker. It
// answers each strategies.Request it is sent as JSON text with a strategies.Response as JSON
// text (botworker.Answer), so that a bot thinks off the board page's frame loop and the
// page never freezes. The Trunc page uses the same worker: a request whose game is on a Trunc
// board is a truncbot.Request, answered by a Trunc bot.
//
// worker.js buffers the messages that arrive while the program loads; main defines
// hexlabAnswer(text) and then calls hexlabWorkerReady(), which hands the buffered and all
// later messages to hexlabAnswer. Started as worker.js?warm (the board page's bots' worker),
// it warms the tree search up before it answers the first (botworker.WarmUp), so that the
// page's frames do not stall on the first move a bot thinks about; the Trunc page's worker
// and the analyses' workers start without it. A message that is not text is answered with an error
// Response with id 0, which tells the page that the worker cannot go on (as when it could not
// load): the page fails the requests in flight and starts a new worker.
package main

import (
	"syscall/js"

	"github.com/hexlab/hexlab/cmd/wasm/internal/botworker"
)

func main() {
	self := js.Global()
	// The answers are computed in order, one at a time, off the JavaScript callback: the
	// callback only queues the text, so it returns at once.
	queue := make(chan string, 64)
	self.Set("hexlabAnswer", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			self.Call("postMessage", `{"id":0,"error":"bot worker: expected a JSON request as text"}`)
			return nil
		}
		text := args[0].String()
		go func() { queue <- text }()
		return nil
	}))
	if ready := self.Get("hexlabWorkerReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	// Questions that arrive while the bot warms up wait in the queue.
	if self.Get("location").Get("search").String() == "?warm" {
		if err := botworker.WarmUp(); err != nil {
			self.Get("console").Call("warn", "bot worker: warm-up: "+err.Error())
		}
	}
	for text := range queue {
		self.Call("postMessage", string(botworker.Answer([]byte(text))))
	}
}
