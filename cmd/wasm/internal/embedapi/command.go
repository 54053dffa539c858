package embedapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hexlab/hexlab/core"
)

// Limits on a command, so that a page cannot make the board do unbounded work.
const (
	// MaxMessage is the longest command, as JSON text.
	MaxMessage = 256 << 10
	// MaxName is the longest move or player name.
	MaxName = 200
	// MaxID is the longest string id.
	MaxID = 100
)

// Command is one message of the embedding page, checked: its type and the fields that type
// takes.
type Command struct {
	// Type is one of the keys of Commands.
	Type string
	// ID is the page's own label for the command, echoed in the reply: a number or a short
	// string as JSON text, or nil when the page gave none.
	ID json.RawMessage
	// Move is the move of "play" ("f6" or "swap").
	Move string
	// Record and SGF are the game of "load": exactly one is set.
	Record *core.Record
	SGF    string
	// Red and Blue are the players of "players" ("human" or a strategy); "" leaves one as it is.
	Red, Blue string
}

// Commands lists each command type with the fields it takes besides "type" and "id", and
// what it does (docs/embedding.md gives the same table).
var Commands = map[string]struct {
	Fields []string
	Does   string
}{
	"state":   {nil, "replies with the state"},
	"play":    {[]string{"move"}, "plays a move for the human to move"},
	"undo":    {nil, "takes back the last move (and a bot's reply before it)"},
	"redo":    {nil, "plays again the last move taken back"},
	"new":     {nil, "starts a new game with the same settings"},
	"load":    {[]string{"record", "sgf"}, "loads a game: a JSON record (object) or SGF text"},
	"players": {[]string{"red", "blue"}, "sets who plays red and blue: human or a strategy"},
}

// ParseCommand reads a message's data, given as JSON text (the page posts an object; the
// board page turns it into text with JSON.stringify), and checks its shape: an object whose
// "type" is a known command, with only the fields that command takes, each of the right
// type and size. The error says what is wrong; it starts with the command's type when that
// was readable.
func ParseCommand(data []byte) (Command, error) {
	var c Command
	if len(data) > MaxMessage {
		return c, fmt.Errorf("message of %d bytes; the limit is %d", len(data), MaxMessage)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil || fields == nil {
		return c, fmt.Errorf(`expected an object such as {"type":"play","move":"c3"}`)
	}
	if id, ok := fields["id"]; ok {
		if err := checkID(id); err != nil {
			return c, err
		}
		c.ID = id // kept for the error event, even if the rest is wrong
	}
	if err := str(fields, "type", &c.Type, 20); err != nil {
		return c, err
	}
	spec, ok := Commands[c.Type]
	if !ok {
		return c, fmt.Errorf("unknown command type %q; the types are %s", c.Type, typeNames())
	}
	fail := func(format string, args ...any) (Command, error) {
		return Command{Type: c.Type, ID: c.ID}, fmt.Errorf(c.Type+": "+format, args...)
	}
	for name := range fields {
		if name != "type" && name != "id" && !slices.Contains(spec.Fields, name) {
			return fail("unknown field %q; %s takes %s", name, c.Type, fieldNames(spec.Fields))
		}
	}
	var err error
	switch c.Type {
	case "play":
		if err = str(fields, "move", &c.Move, MaxName); err == nil && c.Move == "" {
			err = fmt.Errorf(`"move" is empty`)
		}
	case "players":
		_, hasRed := fields["red"]
		_, hasBlue := fields["blue"]
		if !hasRed && !hasBlue {
			return fail(`give "red", "blue" or both`)
		}
		if hasRed {
			err = str(fields, "red", &c.Red, MaxName)
		}
		if err == nil && hasBlue {
			err = str(fields, "blue", &c.Blue, MaxName)
		}
	case "load":
		rec, hasRec := fields["record"]
		_, hasSGF := fields["sgf"]
		switch {
		case hasRec == hasSGF:
			return fail(`give exactly one of "record" (a JSON record object) and "sgf" (SGF text)`)
		case hasSGF:
			err = str(fields, "sgf", &c.SGF, MaxMessage)
		default:
			c.Record, err = record(rec)
		}
	}
	if err != nil {
		return fail("%v", err)
	}
	return c, nil
}

// str reads the string field name into dst: it must be there, be a string of valid UTF-8,
// and have at most max bytes.
func str(fields map[string]json.RawMessage, name string, dst *string, max int) error {
	raw, ok := fields[name]
	if !ok {
		return fmt.Errorf("%q is missing", name)
	}
	if err := json.Unmarshal(raw, dst); err != nil || !bytes.HasPrefix(bytes.TrimSpace(raw), []byte(`"`)) {
		return fmt.Errorf("%q must be a string", name)
	}
	if len(*dst) > max {
		return fmt.Errorf("%q is %d bytes long; the limit is %d", name, len(*dst), max)
	}
	if !utf8.ValidString(*dst) {
		return fmt.Errorf("%q is not valid text", name)
	}
	return nil
}

// record reads a JSON record object strictly: only the fields of core.Record, each of its
// type. Whether its moves make a game is checked when it is loaded.
func record(raw json.RawMessage) (*core.Record, error) {
	if !bytes.HasPrefix(bytes.TrimSpace(raw), []byte("{")) {
		return nil, fmt.Errorf(`"record" must be an object such as {"board":"hex:5x5","moves":[]}`)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var r core.Record
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf(`"record": %v`, strings.TrimPrefix(err.Error(), "json: "))
	}
	return &r, nil
}

// checkID accepts a number or a string of at most MaxID bytes.
func checkID(raw json.RawMessage) error {
	var s string
	var f float64
	if json.Unmarshal(raw, &s) == nil {
		if len(s) > MaxID {
			return fmt.Errorf(`"id" is %d bytes long; the limit is %d`, len(s), MaxID)
		}
		return nil
	}
	if json.Unmarshal(raw, &f) == nil {
		return nil
	}
	return fmt.Errorf(`"id" must be a number or a string`)
}

func typeNames() string {
	names := make([]string, 0, len(Commands))
	for n := range Commands {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

func fieldNames(fields []string) string {
	if len(fields) == 0 {
		return "no other field"
	}
	return `"` + strings.Join(fields, `", "`) + `"`
}
