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
// element, so that a run of any length is written in bounded memory: {"key":[e1,e2,...],
// then the other fields, given at the end by close.
type jsonArrayWriter struct {
	w     io.Writer
	key   string
	count int
}

// newJSONArrayWriter starts writing to w an object whose array field is key.
func newJSONArrayWriter(w io.Writer, key string) *jsonArrayWriter {
	return &jsonArrayWriter{w: w, key: key}
}

// add writes the next element of the array.
func (a *jsonArrayWriter) add(v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	prefix := ","
	if a.count == 0 {
		keyJSON, _ := json.Marshal(a.key)
		prefix = "{" + string(keyJSON) + ":["
	}
	a.count++
	_, err = fmt.Fprintf(a.w, "%s%s", prefix, data)
	return err
}

// close ends the array and writes the fields of rest, an object marshalled to JSON that
// must leave the array's field out (omitempty on an empty value), and a newline.
func (a *jsonArrayWriter) close(rest any) error {
	data, err := json.Marshal(rest)
	if err != nil {
		return err
	}
	if len(data) < 2 || data[0] != '{' {
		return fmt.Errorf("jsonArrayWriter: %T is not a JSON object", rest)
	}
	body := bytes.TrimPrefix(data, []byte("{"))
	if a.count == 0 {
		keyJSON, _ := json.Marshal(a.key)
		_, err = fmt.Fprintf(a.w, "{%s:[]", keyJSON)
		if err != nil {
			return err
		}
	} else if _, err = io.WriteString(a.w, "]"); err != nil {
		return err
	}
	sep := ","
	if string(body) == "}" {
		sep = ""
	}
	_, err = fmt.Fprintf(a.w, "%s%s\n", sep, body)
	return err
}
