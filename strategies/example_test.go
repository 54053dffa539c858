package strategies_test

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// A scripted Red against a random Blue on the 5x5 board, each bot seeded
// from the game's seed as `hexlab play --seed 1` does.
func Example() {
	spec, _ := core.ParseSpec("hex:5x5")
	g, _ := core.NewGame(spec, core.Options{First: core.Red})

	red, _ := strategies.New("moves:c1,c2,c3,c4,c5", strategies.SeedFor(1, core.Red))
	blue, _ := strategies.New("random", strategies.SeedFor(1, core.Blue))
	if err := strategies.PlayOut(g, red, blue); err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(core.FormatMoveList(g.Board(), g.Moves()))
	fmt.Println("winner:", g.Winner())
	// Output:
	// c1,b5,c2,d2,c3,d4,c4,a5,c5
	// winner: red
}

// Asking a bot for one move: the answer depends only on the seed and the
// game, so it is the move the bot would make there in a played game. Blue
// has made one move (c2), so the scripted player plays its second item.
func ExampleBot() {
	spec, _ := core.ParseSpec("cyl:5x9")
	moves, _ := core.ParseMoveList(core.MustBoard("cyl:5x9"), "c2,b4")
	g, _ := core.NewGameFromMoves(spec, core.Options{First: core.Blue}, moves)

	bot, _ := strategies.New("moves:d4,c3", 7)
	choice, _ := bot.Choose(g)
	fmt.Println(g.ToMove(), g.Board().MoveName(choice.Move), fmt.Sprintf("%q", choice.Rule))
	// Output:
	// blue c3 ""
}

func ExampleCatalog() {
	for _, info := range strategies.Catalog() {
		fmt.Printf("%s: %s (%s)\n", info.Name, info.Description, info.Boards)
	}
	// Output:
	// random: plays uniformly at random among the empty cells (any board)
	// mc: Monte Carlo player of thesis Algorithm 9.1.1: the cell whose random playouts the opponent wins least (any board)
	// mcts: Hexlab's engine: Monte Carlo tree search after MoHex (RAVE, the solver's inferior cells and virtual connections at its nodes, bridge-saving playouts) (any board)
	// beginner: the engine (mcts) at a fixed budget of 1,000 playouts a move, up to 1 s a move in the browser (any board)
	// club: the engine (mcts) at a fixed budget of 3,000 playouts a move, up to 1.5 s a move in the browser (any board)
	// strong: the engine (mcts) at a fixed budget of 20,000 playouts a move, up to 3 s a move in the browser (any board)
	// strongest: the engine (mcts) at a fixed budget of 100,000 playouts a move, up to 12 s a move in the browser (any board)
	// network: the engine (mcts) guided by the embedded policy and value network: the network's policy is the tree's prior, its value is mixed with the playouts' results (mcts:network on the command line) (hex and cyl; not torus, not Rex)
	// solver: plays a move the exact solver (df-pn with inferior cells and virtual connections) proves wins, else the tree search's move (any board)
	// gardner: Gardner's mirror strategy, thesis Algorithms 4.1.1/4.1.2 and 5.1.1: answers each move in its mirror cell of two triangles (M≠N: Red if M>N, Blue if M<N; cyl needs M>N; torus unproven)
	// alpern-beck: Alpern and Beck's strategy, thesis Algorithm 4.2.1: Red answers each Blue move half way round the cylinder (cyl:MxN with M even, as Red; torus unproven)
	// 3xn: Huneke, Hayward and Toft's 3xn strategy, thesis Algorithm 4.2.2: Red joins the ring of Blue's move to the rings beside it (cyl:3xN, as Red; torus unproven)
	// vandenbroek: Van den Broek's 5xn strategy, thesis Algorithm 7.1.1: rules 1-19 with bridges, a random move among the first applicable rule's (cyl:5xN, as Red)
	// fitzgerald: the new 5xn strategy, thesis Algorithm 8.4.1: rules 1-19 on covered rings and provisional paths, a hierarchy picks the move (cyl:5xN, as Red)
	// rex-pairing: Reverse Hex pairing strategies (Hayward, Toft, Henderson, Theorems 6, 7): wins as first player on even N, second on odd N (hex:NxN+reverse, N≤5)
	// rex-opening: Reverse Hex openings and replies (Hayward, Toft, Henderson, Corollaries 1, 2), then Theorems 4-7 where they apply, else search (hex:NxN+reverse, N≥2; whole game proven for N≤5)
	// moves:LIST: scripted: plays the listed cells in order, its own moves only (moves:c5,b7,swap) (any board)
}
