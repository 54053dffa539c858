package render2d

// Notice is the short message the status bar shows in place of the status for a few seconds:
// what an action did, or why it did nothing. It counts time in ticks.
type Notice struct {
	Text  string
	Bad   bool // an error, shown longer
	until int  // the tick it goes at
}

// Say shows msg from tick now, for three seconds at tps ticks a second, or six for an error
// or a long message.
func (n *Notice) Say(msg string, bad bool, now, tps int) {
	secs := 3
	if bad || len(msg) > 60 {
		secs = 6
	}
	*n = Notice{Text: msg, Bad: bad, until: now + secs*tps}
}

// Shown reports whether the notice is on the screen at tick now.
func (n *Notice) Shown(now int) bool { return n.Text != "" && now < n.until }
