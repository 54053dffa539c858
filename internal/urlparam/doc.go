// Package urlparam holds what the apps' settings have in common, whatever the game: a
// setting's description (Param), the error that names a bad one (Error), the thinking time
// (ParseThink, FormatThink), and reading and writing a query string that keeps board specs
// and move lists readable (ParseRaw, Encode: "+", ",", ";" and ":" stay as they are). The
// board app (render2d/session) and the Trunc app (render3d/session) read their URLs and flags
// with it.
//
// Example:
//
//	values, _ := urlparam.ParseRaw("board=trunc:2+variant&moves=0,0,0;1,1,1")
//	fmt.Println(values.Get("board"), urlparam.Encode(values, []string{"board", "moves"}))
//	// trunc:2+variant board=trunc:2+variant&moves=0,0,0;1,1,1
package urlparam
