package assets

import _ "embed"

// UIFont is the TrueType font the boards' labels, buttons and dialogs are set in (Go Medium).
//
//go:embed fonts/Go-Medium.ttf
var UIFont []byte
