package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
)

// cache holds the judgements made, by position and move, in a file that each new one is
// appended to as a line of its own ("POSITION<TAB>MOVE<TAB>SCORE"), so that a run stopped
// at any point keeps every judgement it finished; a last line cut short is dropped.
type cache struct {
	mu     sync.Mutex
	scores map[string]float64
	file   *os.File
}

// openCache reads the cache file name (none yet is an empty cache) and opens it to append,
// first cutting off a last line written only in part (one without its newline).
func openCache(name string) (*cache, error) {
	c := &cache{scores: map[string]float64{}}
	data, err := os.ReadFile(name)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	whole := strings.LastIndexByte(string(data), '\n') + 1
	lines := strings.Split(string(data[:whole]), "\n")
	for i, line := range lines[:len(lines)-1] {
		f := strings.Split(line, "\t")
		var s float64
		if len(f) == 3 {
			s, err = strconv.ParseFloat(f[2], 64)
		}
		if len(f) != 3 || err != nil || s < 0 || s > 1 {
			return nil, fmt.Errorf("%s line %d: %q is not POSITION, MOVE and SCORE", name, i+1, line)
		}
		c.scores[f[0]+"\t"+f[1]] = s
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

// get returns the score of move in the position named key, if judged.
func (c *cache) get(key, move string) (float64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.scores[key+"\t"+move]
	return s, ok
}

// put keeps the score of move in the position named key, in memory and in the file.
func (c *cache) put(key, move string, score float64) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.scores[key+"\t"+move] = score
	_, err := fmt.Fprintf(c.file, "%s\t%s\t%.4f\n", key, move, score)
	return err
}

// Close closes the file.
func (c *cache) Close() error { return c.file.Close() }
