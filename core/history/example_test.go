package history_test

import (
	"fmt"

	"github.com/hexlab/hexlab/core/history"
)

func ExampleTree() {
	var t history.Tree[string, string]
	t.Push("c5")
	t.Push("d4")
	t.Undo()
	t.Push("e3") // a variation beside d4
	t.SetNote("e3 is stronger")
	fmt.Println(t.Played(), t.MainLine())
	t.Promote()
	fmt.Println(t.MainLine(), t.Current().Note())
	t.Undo()
	for _, v := range t.Current().Children() {
		fmt.Print(v.Turn(), " ")
	}
	fmt.Println()
	// Output:
	// [c5 e3] [c5 d4]
	// [c5 e3] e3 is stronger
	// e3 d4
}
