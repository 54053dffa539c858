package workerclient

import (
	"testing"

	"github.com/hexlab/hexlab/strategies/truncbot"
)

func TestPending(t *testing.T) {
	var p Pending
	id1, ch1 := p.Add()
	id2, ch2 := p.Add()
	if id1 == 0 || id1 == id2 || p.Len() != 2 {
		t.Fatalf("ids %d %d, %d pending", id1, id2, p.Len())
	}
	if !p.Deliver([]byte(`{"id":2,"move":"0,0,0","rule":"win"}`)) {
		t.Fatal("a good answer stopped the worker")
	}
	got := Decode[truncbot.Response](id2, <-ch2)
	if got != (truncbot.Response{ID: 2, Move: "0,0,0", Rule: "win"}) {
		t.Errorf("answer %+v", got)
	}
	if !p.Deliver([]byte(`{"id":2,"move":"1,1,1"}`)) || p.Len() != 1 {
		t.Error("a second answer to 2 was not dropped")
	}
	select {
	case <-ch1:
		t.Fatal("request 1 answered by another's answer")
	default:
	}
	if p.Deliver([]byte(`{"id":0,"error":"bot worker: could not load worker.wasm"}`)) {
		t.Error("id 0 did not stop the worker")
	}
	if got := Decode[truncbot.Response](id1, <-ch1); got.ID != id1 || got.Error != "bot worker: could not load worker.wasm" {
		t.Errorf("failed request: %+v", got)
	}
	if p.Len() != 0 {
		t.Errorf("%d pending after the failure", p.Len())
	}
}

func TestDeliverUnreadable(t *testing.T) {
	for _, text := range []string{`not json`, `[1]`, `{"id":0}`, `{"move":"0,0,0"}`} {
		var p Pending
		id, ch := p.Add()
		if p.Deliver([]byte(text)) {
			t.Errorf("%s: accepted", text)
		}
		if got := Decode[truncbot.Response](id, <-ch); got.ID != id || got.Error == "" {
			t.Errorf("%s: %+v", text, got)
		}
	}
	var p Pending
	id, ch := p.Add()
	p.Fail(id, "bot request: bad")
	if got := Decode[truncbot.Response](id, <-ch); got.Error != "bot request: bad" {
		t.Errorf("Fail: %+v", got)
	}
	if got := Decode[truncbot.Response](7, []byte(`{"id":"x"}`)); got.ID != 7 || got.Error == "" {
		t.Errorf("Decode of an answer that does not fit: %+v", got)
	}
}
