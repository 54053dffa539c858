package play

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/internal/botreq"
)

// line is a game reduced to what stepping sees: the moves played (at) of the moves there are
// (total), with seats[i%len(seats)] to move after i moves (true: a bot).
type line struct {
	seats     []bool
	at, total int
}

func (l *line) undo() bool {
	if l.at == 0 {
		return false
	}
	l.at--
	return true
}

func (l *line) redo() bool {
	if l.at == l.total {
		return false
	}
	l.at++
	return true
}

func (l *line) botToMove() bool { return l.seats[l.at%len(l.seats)] }

func (l *line) humanPlays() bool {
	for _, bot := range l.seats {
		if !bot {
			return true
		}
	}
	return false
}

// TestStepsAgainstModel checks UndoToHuman and RedoToHuman on random seatings of two and three
// players against what they promise, said plainly: with a human at the table, undo goes back
// to the nearest earlier position where a human is to move (and changes nothing when there is
// none), redo forward to the nearest later one (or to the end); with bots only, one move.
func TestStepsAgainstModel(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 5000; trial++ {
		n := 2 + r.IntN(2)
		l := &line{seats: make([]bool, n), total: r.IntN(12)}
		for i := range l.seats {
			l.seats[i] = r.IntN(2) == 0
		}
		l.at = r.IntN(l.total + 1)
		start := l.at
		human := func(at int) bool { return !l.seats[at%n] }
		if r.IntN(2) == 0 {
			want := start
			switch {
			case start == 0:
			case !l.humanPlays():
				want = start - 1
			default:
				for at := start - 1; at >= 0; at-- {
					if human(at) {
						want = at
						break
					}
				}
			}
			changed := UndoToHuman(l.undo, l.redo, l.botToMove, l.humanPlays())
			if l.at != want || changed != (want != start) {
				t.Fatalf("seats %v, at %d of %d: undo went to %d (%v), want %d", l.seats, start, l.total, l.at, changed, want)
			}
			continue
		}
		want := start
		switch {
		case start == l.total:
		case !l.humanPlays():
			want = start + 1
		default:
			want = l.total
			for at := start + 1; at <= l.total; at++ {
				if human(at) {
					want = at
					break
				}
			}
		}
		changed := RedoToHuman(l.redo, l.botToMove, l.humanPlays())
		if l.at != want || changed != (want != start) {
			t.Fatalf("seats %v, at %d of %d: redo went to %d (%v), want %d", l.seats, start, l.total, l.at, changed, want)
		}
	}
}

type req struct{ n int }

func (q req) Answer() botreq.Response { return botreq.Response{ID: uint64(q.n), Move: "m"} }

func TestAsker(t *testing.T) {
	var a Asker[req, botreq.Response]
	if _, ok := a.Answer(); ok || a.Busy() {
		t.Fatal("a new Asker has an answer or is busy")
	}
	held := make(chan botreq.Response, 1)
	a.SetRunner(func(q req) <-chan botreq.Response { return held })
	a.Ask(req{1})
	if _, ok := a.Answer(); ok || !a.Busy() {
		t.Fatal("an answer before the bot gave one, or not busy")
	}
	held <- botreq.Response{ID: 1}
	if resp, ok := a.Answer(); !ok || resp.ID != 1 || a.Busy() {
		t.Fatalf("Answer = %+v, %v; busy %v", resp, ok, a.Busy())
	}
	if _, ok := a.Answer(); ok {
		t.Fatal("the answer came twice")
	}
	a.Ask(req{2})
	a.Drop()
	if a.Busy() {
		t.Fatal("busy after Drop")
	}
	a.SetRunner(GoRunner[req, botreq.Response])
	a.Ask(req{3})
	for a.Busy() {
		if resp, ok := a.Answer(); ok && resp.ID != 3 {
			t.Fatalf("GoRunner answered %+v", resp)
		}
	}
}

type colour string

func (c colour) String() string { return string(c) }

func TestStatusWords(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Who(colour("red"), ""), "Red"},
		{Who(colour("blue"), "mcts"), "Blue (mcts)"},
		{Title(""), ""},
		{Count(1, "stone"), "1 stone"},
		{Count(0, "empty cell"), "0 empty cells"},
		{Count(4, "cell"), "4 cells"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	if text, ok := BotLine("Blue (mcts)", true, nil); !ok || text != "Blue (mcts) is thinking…" {
		t.Errorf("thinking: %q %v", text, ok)
	}
	if text, ok := BotLine("Blue (mcts)", true, errors.New("no worker")); !ok || text != "Blue (mcts) cannot move: no worker" {
		t.Errorf("stuck: %q %v", text, ok)
	}
	if _, ok := BotLine("Red", false, nil); ok {
		t.Error("a bot line for a human")
	}
}

func TestSavedRoundTrip(t *testing.T) {
	for _, rules := range [][]string{nil, {"", ""}, {"", "12", ""}} {
		sv, err := ReadSaved(Save("board=hex:3x3&moves=a1,b2,c3&at=2", rules))
		if err != nil {
			t.Fatal(err)
		}
		labelled := len(rules) == 3
		if sv.Query != "board=hex:3x3&moves=a1,b2,c3&at=2" || (len(sv.Rules) == 3) != labelled || (labelled && sv.Rules[1] != "12") {
			t.Errorf("rules %q: read back %+v", rules, sv)
		}
	}
	for data, want := range map[string]string{
		``:                         "not readable",
		`{"version":2,"query":""}`: "version 2; this version reads 1",
		`{"version":"1"}`:          "not readable",
	} {
		if _, err := ReadSaved([]byte(data)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", data, err, want)
		}
	}
}
