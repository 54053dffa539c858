package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// maxUint64 is the largest seed.
const maxUint64 = 1<<64 - 1

// jsonArrayWriter writes one JSON object whose array field (key) is streamed element by
// element, so that a run of any length is written in bounded memory: the fields of a head
// object first, then {…,"key":[e1,e2,...], then the other fields, given at the end by close.
// Each element is written as it comes, so that output cut off in the middle still holds the
// head and the elements before the cut.
type jsonArrayWriter struct {
	w       io.Writer
	key     string
	head    any
	started bool
	count   int
}

// newJSONArrayWriter starts writing to w an object whose first fields are head's (an object
// marshalled to JSON, or nil for none) and whose array field is key.
func newJSONArrayWriter(w io.Writer, head any, key string) *jsonArrayWriter {
	return &jsonArrayWriter{w: w, key: key, head: head}
}

// start writes the head's fields and the array's opening, once.
func (a *jsonArrayWriter) start() error {
	if a.started {
		return nil
	}
	a.started = true
	fields := ""
	if a.head != nil {
		body, err := objectFields(a.head)
		if err != nil {
			return err
		}
		if body != "" {
			fields = body + ","
		}
	}
	keyJSON, _ := json.Marshal(a.key)
	_, err := fmt.Fprintf(a.w, "{%s%s:[", fields, keyJSON)
	return err
}

// add writes the next element of the array.
func (a *jsonArrayWriter) add(v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if err := a.start(); err != nil {
		return err
	}
	sep := ","
	if a.count == 0 {
		sep = ""
	}
	a.count++
	_, err = fmt.Fprintf(a.w, "%s%s", sep, data)
	return err
}

// close ends the array and writes the fields of rest, an object marshalled to JSON that
// must leave the head's fields and the array's out, and a newline.
func (a *jsonArrayWriter) close(rest any) error {
	body, err := objectFields(rest)
	if err != nil {
		return err
	}
	if err := a.start(); err != nil {
		return err
	}
	sep := ","
	if body == "" {
		sep = ""
	}
	_, err = fmt.Fprintf(a.w, "]%s%s}\n", sep, body)
	return err
}

// objectFields returns the fields of v's JSON, an object, without its braces.
func objectFields(v any) (string, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	if len(data) < 2 || data[0] != '{' {
		return "", fmt.Errorf("jsonArrayWriter: %T is not a JSON object", v)
	}
	return string(bytes.TrimSpace(data[1 : len(data)-1])), nil
}
