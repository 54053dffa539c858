package session

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
)

// randomSession plays a random game: a random board, rule, order and players, some moves,
// and perhaps some of them taken back.
func randomSession(t *testing.T, rng *rand.Rand) *Session {
	t.Helper()
	size := 1 + rng.IntN(4)
	spec := trunc.Spec{Size: size, Variant: rng.IntN(2) == 0}
	order := trunc.DefaultOrder
	rng.Shuffle(3, func(i, j int) { order[i], order[j] = order[j], order[i] })
	players := []string{Human, "random", "mcts", "moves:0,0,0"}
	if size == 1 {
		players = append(players, "solver")
	}
	raw := "board=" + spec.String() + "&order=" + formatOrder(order) + "&seed=" + strconv.FormatUint(rng.Uint64(), 10)
	for _, p := range trunc.Players {
		raw += "&" + p.String() + "=" + players[rng.IntN(len(players))]
	}
	if rng.IntN(2) == 0 {
		raw += "&think=" + strconv.Itoa(rng.IntN(3000)) + "ms"
	}
	if rng.IntN(2) == 0 {
		raw += "&slice=" + string("xyz"[rng.IntN(3)]) + ":" + strconv.Itoa(rng.IntN(2*size+1)-size)
	}
	if rng.IntN(2) == 0 {
		raw += "&explode=" + strconv.FormatFloat(float64(rng.IntN(16))/10, 'g', -1, 64) + "&solid=" + strconv.Itoa(rng.IntN(2))
	}
	s := start(t, raw)
	g, _ := trunc.NewGame(spec, trunc.Options{Order: order})
	var moves []trunc.Move
	for n := rng.IntN(g.Board().NumCells() + 1); n > 0 && !g.Over(); n-- {
		legal := g.LegalMoves()
		m := legal[rng.IntN(len(legal))]
		g.Play(m)
		moves = append(moves, m)
	}
	cfg := s.Config()
	cfg.Moves, cfg.At = moves, len(moves)
	s2, err := New(cfg)
	if err != nil {
		t.Fatalf("%s with %d moves: %v", raw, len(moves), err)
	}
	for n := rng.IntN(3); n > 0; n-- {
		s2.Undo()
	}
	return s2
}

// TestQueryRoundTrip checks on random games that ParseQuery(Query()) opens the same game.
func TestQueryRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 300; i++ {
		s := randomSession(t, rng)
		q := s.Query()
		again := start(t, s.Permalink())
		if !reflect.DeepEqual(again.Query(), q) {
			t.Fatalf("game %d:\n%v\n%v", i, q, again.Query())
		}
		cfg, err := Parse(q)
		if err != nil {
			t.Fatalf("game %d: %v: %v", i, q, err)
		}
		all := s.Game().Moves()
		for _, t := range s.Game().Ahead() {
			all = append(all, t.Move())
		}
		moves, at := cfg.Moves, cfg.At
		cfg.Moves, cfg.At = nil, 0
		if !reflect.DeepEqual(cfg, s.Config()) || !reflect.DeepEqual(moves, all) && len(moves)+len(all) > 0 || at != len(s.Game().Turns()) {
			t.Fatalf("game %d: config %+v moves %v at %d, want %+v %v", i, cfg, moves, at, s.Config(), all)
		}
	}
}

func TestPermalinkIsReadable(t *testing.T) {
	s := start(t, "board=trunc:2+variant&order=gray,white,black&gray=moves:0,0,0;1,1,1&think=2s&seed=7&moves=1,-1,1=black")
	want := "board=trunc:2+variant&order=gray,white,black&white=human&gray=moves:0,0,0;1,1,1&black=mcts&think=2s&seed=7&moves=1,-1,1=black"
	if got := s.Permalink(); got != want {
		t.Errorf("Permalink\n%s\nwant\n%s", got, want)
	}
	if got := Encode(map[string][]string{"zz": {"a&b c"}, "board": {"trunc:1"}}); got != "board=trunc:1&zz=a%26b%20c" {
		t.Errorf("Encode: %s", got)
	}
}

// TestSaveRestoreRoundTrip checks on random games that Restore(Save()) gives the same game:
// the settings, the moves with their rule labels, and the moves taken back.
func TestSaveRestoreRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 200; i++ {
		s := randomSession(t, rng)
		data := s.Save()
		r, err := restore(data)
		if err != nil {
			t.Fatalf("game %d: %s: %v", i, data, err)
		}
		if !reflect.DeepEqual(r.Config(), s.Config()) || !reflect.DeepEqual(r.Game().Turns(), s.Game().Turns()) ||
			!reflect.DeepEqual(r.game.Ahead(), s.game.Ahead()) || string(r.Save()) != string(data) {
			t.Fatalf("game %d: saved %s, restored %s", i, data, r.Save())
		}
	}
}

// TestSaveKeepsRulesAndRedo plays bots with rule labels, takes moves back and restores.
func TestSaveKeepsRulesAndRedo(t *testing.T) {
	s := start(t, "board=trunc:1&gray=solver&black=solver&seed=4")
	s.PlayName("1,1,1")
	playUntilHuman(s)
	s.Undo()
	data := string(s.Save())
	for _, want := range []string{`"version":1`, `moves=1,1,1;`, `at=0"`, `"rules":["","`} {
		if !strings.Contains(data, want) {
			t.Errorf("saved %s, want %s in it", data, want)
		}
	}
	r, err := restore([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	r.Redo()
	if n := len(r.Game().Turns()); n != 3 || r.Game().Turns()[1].Rule == "" {
		t.Errorf("after redo: %+v", r.Game().Turns())
	}
}

// TestRestoreFirstSaves checks that a save of the first Trunc app, whose moves taken back were
// a list beside a query of the moves on the board, still comes back whole.
func TestRestoreFirstSaves(t *testing.T) {
	old := `{"version":1,"query":"board=trunc:1&white=human&gray=solver&black=solver&seed=4&moves=0,0,0","rules":["win"],"redo":[{"move":"1,1,1","rule":"lost"},{"move":"1,-1,1"}]}`
	r, err := restore([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Game().Turns()) != 1 || r.Game().Turns()[0].Rule != "win" || len(r.Game().Ahead()) != 2 || r.Game().Ahead()[0].Rule != "lost" {
		t.Fatalf("restored %+v, ahead %+v", r.Game().Turns(), r.Game().Ahead())
	}
	if got := r.Permalink(); !strings.HasSuffix(got, "&moves=0,0,0;1,1,1;1,-1,1&at=1") {
		t.Errorf("permalink %s", got)
	}
}

func TestRestoreErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{``, "not readable"},
		{`[1,2]`, "not readable"},
		{`{"version":2,"query":"board=trunc:2&seed=1"}`, "version 2; this version reads 1"},
		{`{"version":1,"query":"board=trunc:2"}`, "no seed"},
		{`{"version":1,"query":"board=trunc:0&seed=1"}`, "parameter board"},
		{`{"version":1,"query":"board=trunc:2&seed=1&moves=0,0,0","rules":["a","b"]}`, "2 rule labels for 1 moves"},
		{`{"version":1,"query":"board=trunc:2&seed=1&moves=0,0,0","redo":[{"move":"0,0,0"}]}`, "move 2 (0,0,0): cell 0,0,0 is already white"},
		{`{"version":1,"query":"board=trunc:2&seed=1","redo":[{"move":"x"}]}`, "redo move 1: cell \"x\""},
		{`{"version":1,"query":"board=trunc:2&seed=1&moves=%"}`, "bad %-escape"},
		{`{"version":1,"query":"board=trunc:2&seed=1&moves=0,0,0&at=0","redo":[{"move":"1,1,1"}]}`, "moves to redo twice"},
	} {
		s, err := restore([]byte(tc.data))
		if err == nil || s != nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.data, err, tc.want)
		}
	}
}
