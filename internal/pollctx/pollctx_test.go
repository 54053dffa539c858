package pollctx

import (
	"context"
	"testing"
)

// The context is cancelled at its n-th poll, not before, and says it was polled at the first.
func TestAfter(t *testing.T) {
	c := After(3)
	select {
	case <-c.Polled():
		t.Fatal("polled before any poll")
	default:
	}
	for i := 1; i <= 2; i++ {
		if err := c.Err(); err != nil {
			t.Fatalf("poll %d: %v", i, err)
		}
	}
	<-c.Polled()
	select {
	case <-c.Done():
		t.Fatal("done after 2 of 3 polls")
	default:
	}
	if err := c.Err(); err != context.Canceled {
		t.Fatalf("poll 3: %v", err)
	}
	<-c.Done()
	if err := c.Err(); err != context.Canceled {
		t.Fatalf("poll 4: %v", err)
	}
}
