// Package solvereq is what crosses between the board and the solver's analysis of a position
// (strategies/solver answers it): the request for a round, its answer in cell names, and the
// values read back from it. It holds no solver, so that the board page links none: the page
// asks a worker.
package solvereq
