package urlparam

import "fmt"

// Param describes one setting of an app: its name (the URL parameter; the desktop flag is
// --NAME), its default, and what it accepts.
type Param struct {
	Name    string
	Default string
	Usage   string
}

// Error is a setting with a bad value: which one, the value, and what is wrong.
type Error struct {
	Param string
	Value string
	Err   error
}

// Error names the parameter and says what was expected.
func (e *Error) Error() string {
	return fmt.Sprintf("parameter %s=%q: %v", e.Param, e.Value, e.Err)
}

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }
