// Command hexlab is Hexlab's command line: it plays games between bots,
// plays many of them in an arena and sums them up, asks a bot for its
// next move, tells who has won a position, and lists the strategies.
//
//	hexlab arena      [--board SPEC] [--red PLAYER] [--blue PLAYER] [--games N] [--first red|blue|both] [--seed S] [--jobs J] [--think D] [--json FILE] [--csv FILE] [--chart FILE]
//	hexlab play       [--board SPEC] [--first red|blue] [--red PLAYER] [--blue PLAYER] [--seed N] [--swap] [--json]
//	hexlab move       [--board SPEC] [--first red|blue] [--moves LIST] --player PLAYER [--seed N] [--swap] [--json]
//	hexlab winner     [--board SPEC] [--first red|blue] [--moves LIST] [--json]
//	hexlab strategies [--json]
//	hexlab trunc      play|arena|winner|solve ...  (the three-player game Trunc; hexlab help trunc)
//	hexlab help [COMMAND]
//
// Output is plain text by default and JSON with --json. Errors go to
// standard error, prefixed with the command and naming the bad argument.
// The exit status is 0 on success, 2 when the command line is wrong (an
// unknown command or flag, a stray argument, a malformed or inconsistent
// value, a move list that is not a legal game) and 1 when a well-formed
// command fails while it runs (a player cannot move: a scripted move is
// illegal or its list runs out).
//
// `hexlab help COMMAND` describes each command; the README's "Command line"
// section shows examples with their output.
package main
