package urlparam

import "testing"

// ParseSite takes a site's http or https address, and refuses what a link cannot be built on.
func TestParseSite(t *testing.T) {
	for in, want := range map[string]string{
		"http://localhost:8080/":        "http://localhost:8080/",
		"https://hexlab.example":        "https://hexlab.example/",
		"https://course.example/hexlab": "https://course.example/hexlab/",
	} {
		if got, err := ParseSite(in); err != nil || got != want {
			t.Errorf("ParseSite(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "localhost:8080", "ftp://x.example/", "https://", "https://u:p@x.example/",
		"https://x.example/?a=1", "https://x.example/#top", "https://x.example/?", "mailto:a@b", "http://[::1"} {
		if got, err := ParseSite(bad); err == nil {
			t.Errorf("ParseSite(%q) = %q, want an error", bad, got)
		}
	}
	if got := SiteLink("https://hexlab.example/", "board=hex:3x3&moves=b2"); got != "https://hexlab.example/board.html?board=hex:3x3&moves=b2" {
		t.Errorf("SiteLink = %q", got)
	}
}
