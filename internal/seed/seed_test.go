package seed

import "testing"

// TestPlayersDiffer checks that the players of one game and the same player of nearby games
// get distinct seeds, and that Mix is a bijection on a sample (no two inputs collide).
func TestPlayersDiffer(t *testing.T) {
	seen := map[uint64]string{}
	for game := uint64(0); game < 1000; game++ {
		for p := uint64(0); p < 4; p++ {
			s := ForPlayer(game, p)
			if prev, ok := seen[s]; ok {
				t.Fatalf("game %d player %d: seed %x also %s", game, p, s, prev)
			}
			seen[s] = "taken"
		}
	}
	mixed := map[uint64]uint64{}
	for x := uint64(0); x < 1<<16; x++ {
		if y, ok := mixed[Mix(x)]; ok {
			t.Fatalf("Mix(%d) = Mix(%d)", x, y)
		}
		mixed[Mix(x)] = x
	}
	if Mix(0) == 0 || ForPlayer(1, 1) == ForPlayer(1, 2) {
		t.Error("Mix leaves 0 fixed, or two players share a seed")
	}
}
