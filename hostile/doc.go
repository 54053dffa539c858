// Package hostile is Hexlab's hostile suite: it runs the real hexlab binary as a hostile user
// would, with forged proofs, forged solve tables and job files, reader bombs (SGF, JSON, HTP)
// and killed runs, and checks that no wrong answer is ever printed with exit status 0, that
// memory stays bounded whatever the input, and that no temporary file is left behind.
//
// The package has no code of its own beyond this comment; its tests are the suite. `make
// test` runs the quick part (every case at a size that takes a second or two);
// scripts/hostile.sh runs the long part too (bigger bombs, the fuzz targets for a while):
//
//	go test ./hostile/                       # the quick part
//	bash scripts/hostile.sh                  # the quick part, the long part and the fuzzers
//
// Each test file is one class of attack (proof_test.go the proof checker, solve_test.go the
// solver's tables and jobs, readers_test.go the file readers...). A case names the issue's
// sentence it replays. The embedded board's cases (another origin, the visitor's saved game)
// need a browser and live in e2e/.
//
// A test asks for the binary with Hexlab(t), runs it with Run or RunInput, and reads back its
// stdout, stderr, exit status and peak memory (the kernel's maximum resident set size, which
// does not depend on the machine's speed or load):
//
//	r := Hexlab(t).Run(t, "check-proof", file)
//	if r.Code == 0 { t.Fatalf("a forged proof was accepted: %s", r.Stdout) }
//	if r.MaxRSS > 200<<20 { t.Errorf("took %d MiB", r.MaxRSS>>20) }
package hostile
