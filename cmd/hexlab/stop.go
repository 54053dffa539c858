package main

import (
	"os"
	"os/signal"
	"syscall"
)

// stopOnSignal returns a channel closed when the process gets Ctrl-C (SIGINT) or SIGTERM, for
// a long run to stop at its next game and write what it finished, and release, which stops
// listening (the signals then act as they did before).
func stopOnSignal() (stop <-chan struct{}, release func()) {
	ch := make(chan struct{})
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	finished := make(chan struct{})
	go func() {
		select {
		case <-signals:
			close(ch)
		case <-finished:
		}
	}()
	return ch, func() {
		signal.Stop(signals)
		close(finished)
	}
}
