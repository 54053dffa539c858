package strategies

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// TestTimeBankCases follows the bank through moves of given lengths.
func TestTimeBankCases(t *testing.T) {
	const s = time.Second
	cases := []struct {
		name string
		used []time.Duration // the moves before the one asked about
		want time.Duration
	}{
		{"the first move", nil, s},
		{"a move that used its second saves nothing", []time.Duration{s}, s},
		{"half a second saved gives an eighth more", []time.Duration{s / 2}, s + s/8},
		{"a book move saves a whole second", []time.Duration{0}, s + s/4},
		{"four book moves: two seconds", []time.Duration{0, 0, 0, 0}, 2 * s},
		{"never more than three seconds", []time.Duration{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 3 * s},
		{"a long book line banks ten seconds at most", []time.Duration{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6 * s}, s + 5*s/4},
		{"a move over its time is paid back", []time.Duration{2 * s}, s - s/4},
		{"the debt is two seconds at most", []time.Duration{10 * s}, s - s/2},
	}
	for _, c := range cases {
		b := timeBank{think: s}
		for _, u := range c.used {
			b.spend(u)
		}
		if got := b.next(); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestTimeBankKeepsTheMeanTime: whatever the moves take (each at most half as long again as
// it was given, as the search's extension allows), the game's time stays within the
// thinking time a move, the advance and the two the bank may owe, and no move is given more
// than three.
func TestTimeBankKeepsTheMeanTime(t *testing.T) {
	const think = time.Second
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		b := timeBank{think: think, saved: bankAdvance * think}
		var total time.Duration
		n := 1 + rng.IntN(80)
		for i := 0; i < n; i++ {
			give := b.next()
			if give > bankMostAMove*think || give < think/2 {
				t.Fatalf("trial %d move %d: given %v", trial, i, give)
			}
			used := time.Duration(rng.Float64() * 1.5 * float64(give))
			if rng.IntN(4) == 0 {
				used = 0 // a book or forced move
			}
			b.spend(used)
			total += used
		}
		if total > time.Duration(n)*think+(bankAdvance+bankDebt)*think {
			t.Fatalf("trial %d: %d moves took %v", trial, n, total)
		}
	}
}

// TestTimeBankStartsEachGameWithTheAdvance: a new game (the bank's first, fewer turns, or
// another board) starts with the advance alone: a quarter of it on top of the first move's,
// whoever moves first.
func TestTimeBankStartsEachGameWithTheAdvance(t *testing.T) {
	const s = time.Second
	fresh := s + bankAdvance*s/bankShare
	g := newGame(t, "hex:5x5", core.Red, false, "")
	b := timeBank{think: s, advance: bankAdvance * s}
	if got := b.allowance(g); got != fresh {
		t.Fatalf("first move: %v, want %v", got, fresh)
	}
	b.spend(0)
	g2 := newGame(t, "hex:5x5", core.Red, false, "a1,b2")
	if got := b.allowance(g2); got <= fresh {
		t.Fatalf("the same game two turns on, after a book move: %v, want more than %v", got, fresh)
	}
	b.spend(0)
	if got := b.allowance(g); got != fresh {
		t.Fatalf("a new game: %v, want %v", got, fresh)
	}
	b.spend(0)
	if got := b.allowance(newGame(t, "hex:6x6", core.Red, false, "a1,b2,c3,d4")); got != fresh {
		t.Fatalf("another board: %v, want %v", got, fresh)
	}
	second := timeBank{think: s, advance: bankAdvance * s}
	if got := second.allowance(newGame(t, "hex:5x5", core.Red, false, "c3")); got != fresh {
		t.Fatalf("the bank's first game, moving second: %v, want %v", got, fresh)
	}
	once := NewMCTSMove(1, s)
	if got := once.bank.allowance(g2); got != s {
		t.Fatalf("a player for one move: %v, want the thinking time", got)
	}
	if got := NewMCTS(1, s).bank.allowance(g); got != fresh {
		t.Fatalf("a new MCTS: %v, want %v", got, fresh)
	}
}

// TestMCTSBanksWhatItsMovesLeave: MCTS with a thinking time books each move in its bank (a
// book move, which takes no search, leaves nearly the whole minute), and one without a time
// has no bank.
func TestMCTSBanksWhatItsMovesLeave(t *testing.T) {
	g := newGame(t, "hex:11x11", core.Red, false, "")
	m := NewMCTS(1, time.Minute)
	c, err := m.Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	if c.Rule != MCTSBook {
		t.Fatalf("the first move is %+v, want the book's", c)
	}
	if m.bank.saved < 30*time.Second || m.bank.spec != g.Spec() {
		t.Fatalf("after a book move the bank holds %v (board %v), want most of a minute", m.bank.saved, m.bank.spec)
	}
	fixed := NewMCTS(1, 0)
	if _, err := fixed.Choose(g); err != nil {
		t.Fatal(err)
	}
	if fixed.bank.saved != 0 || fixed.move != 0 {
		t.Fatalf("a playout budget banked %v, move time %v", fixed.bank.saved, fixed.move)
	}
}
