package main

import (
	"fmt"
	"os"
	"strings"
	"sync"
)

// cache holds MoHex's reference searches, by position, in a file that each new one is
// appended to as a line of its own ("POSITION<TAB>ANSWER"), so that a run stopped at any
// point keeps every search it finished; a last line cut short is dropped.
type cache struct {
	mu      sync.Mutex
	answers map[string]string
	file    *os.File
}

// openCache reads the cache file name (none yet is an empty cache) and opens it to append,
// first cutting off a last line written only in part (one without its newline).
func openCache(name string) (*cache, error) {
	c := &cache{answers: map[string]string{}}
	data, err := os.ReadFile(name)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	whole := strings.LastIndexByte(string(data), '\n') + 1
	lines := strings.Split(string(data[:whole]), "\n")
	for i, line := range lines[:len(lines)-1] {
		key, answer, ok := strings.Cut(line, "\t")
		if !ok || answer == "" {
			return nil, fmt.Errorf("%s line %d: %q is not a POSITION and an ANSWER", name, i+1, line)
		}
		c.answers[key] = answer
	}
	if whole < len(data) {
		if err := os.Truncate(name, int64(whole)); err != nil {
			return nil, err
		}
	}
	f, err := os.OpenFile(name, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	c.file = f
	return c, nil
}

// get returns the answer kept for the position named key.
func (c *cache) get(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	a, ok := c.answers[key]
	return a, ok
}

// put keeps answer (on one line) for the position named key, in memory and in the file.
func (c *cache) put(key, answer string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.answers[key] = answer
	_, err := fmt.Fprintf(c.file, "%s\t%s\n", key, answer)
	return err
}

// Close closes the file.
func (c *cache) Close() error { return c.file.Close() }
