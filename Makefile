# Hexlab. `make serve` builds the board site and serves it; `make test` runs every test.
# Both install what a fresh Debian machine lacks (scripts/install-deps.sh: apt-get as root,
# otherwise it prints the command to run).

GO       ?= go
ADDR     ?= localhost:8080
DIST     := dist
GOROOT   := $(shell $(GO) env GOROOT)
# wasm_exec.js moved from misc/wasm to lib/wasm in Go 1.24; take whichever this Go has.
WASM_EXEC := $(firstword $(wildcard $(GOROOT)/lib/wasm/wasm_exec.js $(GOROOT)/misc/wasm/wasm_exec.js))

.PHONY: all dist serve test deps deps-browser deps-desktop vet fmt-check unit e2e bench bench-inferior bench-solver clean

all: dist

## dist: build the site into dist/ (board.wasm, the Trunc page's trunc.wasm, the bot worker's
## worker.wasm, wasm_exec.js, the pages), each file precompressed beside it as .br (brotli)
## and .gz (gzip) by cmd/precompress, which prints the sizes; cmd/serve sends the form the
## browser accepts
dist:
	@test -n "$(WASM_EXEC)" || { echo "wasm_exec.js not found under $(GOROOT)" >&2; exit 1; }
	@mkdir -p $(DIST)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags=-s -o $(DIST)/board.wasm ./cmd/wasm/board
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags=-s -o $(DIST)/trunc.wasm ./cmd/wasm/trunc
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags=-s -o $(DIST)/worker.wasm ./cmd/wasm/worker
	cp $(WASM_EXEC) $(DIST)/wasm_exec.js
	cp site/* $(DIST)/
	$(GO) run ./cmd/precompress $(DIST)/board.wasm $(DIST)/worker.wasm $(DIST)/trunc.wasm \
	  $(DIST)/wasm_exec.js $(addprefix $(DIST)/,$(notdir $(wildcard site/*.html site/*.js)))

## serve: build the site and serve it at http://$(ADDR)/board.html
serve: dist
	$(GO) run ./cmd/serve -dir $(DIST) -addr $(ADDR)

## test: every test: formatting, vet, unit tests (no cgo, no display), the site, browser and
## desktop tests. Every step runs even when one before it failed (but e2e, which needs the site,
## not when dist failed); at the end a summary gives each step's result and how many tests ran,
## passed, failed and were skipped, and the exit status is 1 if any step failed. The steps are
## make targets, run by scripts/testsum (make -k STEP GOTESTFLAGS=-json, its tests counted).
TEST_STEPS := fmt-check vet unit dist e2e:dist
test: deps
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && \
	  $(GO) build -o "$$dir/testsum" ./scripts/testsum && \
	  "$$dir/testsum" -make "$(MAKE)" $(TEST_STEPS)

deps:
	@bash scripts/install-deps.sh
deps-browser:
	@bash scripts/install-deps.sh browser
deps-desktop:
	@bash scripts/install-deps.sh desktop

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt: these files need formatting (gofmt -w):" >&2; echo "$$out" >&2; exit 1; fi

.PHONY: vet-native vet-e2e vet-wasm e2e-render3d e2e-apps

# GOTESTFLAGS are more flags for the go test commands of unit and e2e (make test sets -json).
GOTESTFLAGS ?=

## vet: go vet natively, of e2e/, and as WebAssembly (make -k vet goes on after a failed part)
vet: vet-native vet-e2e vet-wasm
vet-native:
	$(GO) vet ./...
vet-e2e:
	cd e2e && $(GO) vet ./...
vet-wasm:
	GOOS=js GOARCH=wasm $(GO) vet ./cmd/wasm/... ./render2d/... ./render3d/... $$(bash scripts/packages.sh | grep -E '/(core|strategies)(/|$$)')

## unit: the tests that need no display and no cgo (core, strategies, cmd/hexlab, layout, ...),
## and the board app's parts (render2d: ebiten, but its parts take made-up input, no display)
unit:
	CGO_ENABLED=0 $(GO) test -timeout 60m $(GOTESTFLAGS) $$(bash scripts/packages.sh) ./render2d/

## e2e: the board in headless Chromium (serves dist/) and the desktop app under Xvfb, and the
## Trunc drawing's own tests (render3d: cgo, under an Xvfb they start themselves); make -k e2e
## runs both parts even when the first fails
e2e: e2e-render3d e2e-apps
e2e-render3d:
	$(GO) test -count=1 $(GOTESTFLAGS) ./render3d/
e2e-apps:
	cd e2e && CGO_ENABLED=0 $(GO) test -count=1 -timeout 30m $(GOTESTFLAGS) .

## bench: playouts per second of mc and mcts per board, natively and as WebAssembly under
## Node, with the ratio (not part of test; BENCHTIME=3x COUNT=3 by default)
bench:
	GO=$(GO) bash scripts/bench.sh

## bench-inferior: microseconds per position of the inferior-cell analysis, natively and as
## WebAssembly under Node, with the ratio (not part of test)
bench-inferior:
	GO=$(GO) bash scripts/bench-inferior.sh

## bench-solver: hexlab solve beside Benzene's df-pn solver on 6x6, 7x7, every 7x7 opening and
## 8x8, one after the other (LIMIT=30m a solve, CASES="6x6 7x7 7x7-all 8x8", MOHEX=binary).
bench-solver:
	GO=$(GO) bash scripts/bench-solver.sh

clean:
	rm -rf $(DIST)
