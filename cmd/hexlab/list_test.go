package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies"
)

func TestStrategies(t *testing.T) {
	var got []strategyInfo
	if err := json.Unmarshal([]byte(mustRun(t, "strategies", "--json")), &got); err != nil {
		t.Fatal(err)
	}
	catalog := strategies.Catalog()
	if len(got) != len(catalog) {
		t.Fatalf("%d strategies listed, the catalogue has %d", len(got), len(catalog))
	}
	text := mustRun(t, "strategies")
	for i, info := range catalog {
		if got[i].Name != info.Name || got[i].Description != info.Description || got[i].Boards != info.Boards {
			t.Errorf("entry %d: %+v, want %+v", i, got[i], info)
		}
		if !strings.Contains(text, info.Name) || !strings.Contains(text, info.Description) || !strings.Contains(text, info.Boards) {
			t.Errorf("text does not describe %s:\n%s", info.Name, text)
		}
	}
}
