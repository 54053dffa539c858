//go:build ignore

// gen_table writes table.go: go generate ./strategies/rex (or go run
// gen_table.go in this directory).
package main

import (
	"log"
	"os"

	"github.com/hexlab/hexlab/strategies/rex"
)

func main() {
	if err := os.WriteFile("table.go", rex.GenerateTable(), 0o644); err != nil {
		log.Fatal(err)
	}
}
