package workerclient

import (
	"encoding/json"
	"fmt"
	"sync"
)

// Pending is the table of requests in flight: each has an id of its own and a channel its
// answer, JSON text, is delivered to. A failure of the worker answers every request in flight
// with an error in the same JSON shape as a bot's Response: {"id":N,"error":"..."}.
type Pending struct {
	mu    sync.Mutex
	next  uint64
	chans map[uint64]chan []byte
}

// Add registers a new request and returns its id (never 0) and where its answer will come.
// The channel is buffered: an answer nobody waits for any more is simply dropped.
func (p *Pending) Add() (uint64, <-chan []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.chans == nil {
		p.chans = map[uint64]chan []byte{}
	}
	p.next++
	ch := make(chan []byte, 1)
	p.chans[p.next] = ch
	return p.next, ch
}

// Len returns how many requests are in flight.
func (p *Pending) Len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.chans)
}

// header is what Deliver reads of an answer: its id, and its error for id 0.
type header struct {
	ID    uint64 `json:"id"`
	Error string `json:"error"`
}

// Deliver hands an answer of the worker to the request it answers, and reports false if the
// worker can no longer go on: the text is not a JSON object with an id, or its id is 0 (the
// worker could not load or stopped). Then every request in flight is answered with that
// error, and the caller should start a new worker. An answer to a request no longer in
// flight is dropped.
func (p *Pending) Deliver(text []byte) bool {
	var h header
	if err := json.Unmarshal(text, &h); err != nil {
		p.FailAll("bot worker: unreadable answer: " + err.Error())
		return false
	}
	if h.ID == 0 {
		msg := h.Error
		if msg == "" {
			msg = "bot worker: an answer without an id"
		}
		p.FailAll(msg)
		return false
	}
	p.answer(h.ID, text)
	return true
}

// Fail answers the request id with the error msg, if it is still in flight.
func (p *Pending) Fail(id uint64, msg string) { p.answer(id, errorText(id, msg)) }

// answer delivers text to the request id, if it is still in flight.
func (p *Pending) answer(id uint64, text []byte) {
	p.mu.Lock()
	ch, ok := p.chans[id]
	delete(p.chans, id)
	p.mu.Unlock()
	if ok {
		ch <- text
	}
}

// FailAll answers every request in flight with the error msg.
func (p *Pending) FailAll(msg string) {
	p.mu.Lock()
	chans := p.chans
	p.chans = nil
	p.mu.Unlock()
	for id, ch := range chans {
		ch <- errorText(id, msg)
	}
}

// errorText is the error answer to request id: {"id":id,"error":msg}.
func errorText(id uint64, msg string) []byte {
	data, err := json.Marshal(header{ID: id, Error: msg})
	if err != nil {
		return []byte(fmt.Sprintf(`{"id":%d,"error":"bot worker failed"}`, id))
	}
	return data
}

// Decode reads an answer (as Deliver hands it over) into a response of type A; an answer
// that does not fit A becomes the error answer {"id":id,"error":...} read into A.
func Decode[A any](id uint64, text []byte) A {
	var a A
	if err := json.Unmarshal(text, &a); err != nil {
		json.Unmarshal(errorText(id, "bot worker: unreadable answer: "+err.Error()), &a)
	}
	return a
}
