package urlparam

import (
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"
	"testing/quick"
	"time"
)

func TestParseRaw(t *testing.T) {
	v, err := ParseRaw("?board=hex:5x5+reverse&moves=0,0,0;1,1,1=gray&x=a%2Cb&&first")
	if err != nil {
		t.Fatal(err)
	}
	want := url.Values{"board": {"hex:5x5+reverse"}, "moves": {"0,0,0;1,1,1=gray"}, "x": {"a,b"}, "first": {""}}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("ParseRaw: %v", v)
	}
	var e *Error
	if _, err := ParseRaw("moves=a1%zz"); !errors.As(err, &e) || e.Param != "moves" {
		t.Errorf("a bad escape gives %v", err)
	}
	if _, err := ParseRaw("mo%zz=1"); err == nil {
		t.Error("a bad escape in a name was accepted")
	}
}

func TestEncode(t *testing.T) {
	v := url.Values{"z": {"1"}, "moves": {"0,0,0;1,1,1=gray"}, "board": {"trunc:2+variant"}, "a": {"x&y z%"}, "n=m": {"2"}}
	got := Encode(v, []string{"board", "moves", "seed"})
	want := "board=trunc:2+variant&moves=0,0,0;1,1,1=gray&a=x%26y%20z%25&n%3Dm=2&z=1"
	if got != want {
		t.Errorf("Encode\n%s\nwant\n%s", got, want)
	}
}

// TestRoundTrip checks that ParseRaw reads back whatever Encode writes.
func TestRoundTrip(t *testing.T) {
	f := func(names, values []string) bool {
		v := url.Values{}
		for i, name := range names {
			if i < len(values) {
				v[name] = append(v[name], values[i])
			}
		}
		back, err := ParseRaw(Encode(v, nil))
		return err == nil && reflect.DeepEqual(back, v)
	}
	if err := quick.Check(f, nil); err != nil {
		t.Error(err)
	}
}

func TestThink(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want time.Duration
		err  string
	}{
		{"2s", 2 * time.Second, ""},
		{"1.5", 1500 * time.Millisecond, ""},
		{"0", 0, ""},
		{"-1s", 0, "from 0 to 1m0s"},
		{"-1", 0, "from 0 to 1m0s"},
		{"61", 0, "from 0 to 1m0s"},
		{"NaN", 0, "such as 2s"},
		{"soon", 0, "such as 2s"},
	} {
		d, err := ParseThink(tc.in, time.Minute)
		if d != tc.want || (err == nil) != (tc.err == "") || err != nil && !strings.Contains(err.Error(), tc.err) {
			t.Errorf("ParseThink(%q) = %v, %v; want %v, %q", tc.in, d, err, tc.want, tc.err)
		}
	}
	if FormatThink(0) != "" || FormatThink(1500*time.Millisecond) != "1.5s" {
		t.Error("FormatThink")
	}
}
