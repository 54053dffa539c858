// Package inferiorreq is what crosses between the board and the analysis of a position's
// inferior cells (strategies/inferior): the request, its answer (a Report, in cell names), and
// the Result the board draws, read back from the report, with the kinds of inferior cell. It
// holds no analysis, so that the board page links none: the page asks its worker.
package inferiorreq
