// Package storyreq is what crosses between the board and the review of a game's positions
// (strategies/review answers it): the request for one position's review, its answer, and the
// points of the game's story the board charts, with its turning points. It holds no engine, so
// that the board page links none: the page asks a worker.
package storyreq
