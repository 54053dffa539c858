// Command genpatterns writes the pattern files of the inferior-cell analysis into assets/
// (today assets/inferior/dead-rings.txt), each proved by checking every configuration of the
// neighbourhood (strategies/inferior.RingPatterns). Run it from the repository's root:
//
//	go run ./strategies/inferior/internal/genpatterns
package main

import (
	"fmt"
	"os"

	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/inferior"
)

func main() {
	if err := safefile.WriteBytes("assets/inferior/dead-rings.txt", []byte(inferior.RingPatterns())); err != nil {
		fmt.Fprintln(os.Stderr, "genpatterns:", err)
		os.Exit(1)
	}
}
