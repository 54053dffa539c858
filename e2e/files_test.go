package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// allowDownloads makes the page's downloads land in a folder of the test's, which it returns.
func allowDownloads(t *testing.T, ctx context.Context) string {
	t.Helper()
	dir, yes := t.TempDir(), true
	if _, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: &yes,
	}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// downloadKey presses key (E saves SGF, J the JSON record) and returns the file the page
// downloaded into dir (allowDownloads).
func downloadKey(t *testing.T, ctx context.Context, dir, key string) string {
	t.Helper()
	progress := chromedp.Events(ctx, browser.DownloadProgress) // before the key: no event is missed
	if err := chromedp.Do(ctx, chromedp.KeyEvent(key)); err != nil {
		t.Fatal(err)
	}
	for ev, err := range progress {
		if err != nil {
			t.Fatal(err)
		}
		if ev.State == browser.DownloadProgressStateCompleted {
			path := filepath.Join(dir, ev.GUID)
			for ; ; time.Sleep(50 * time.Millisecond) { // until the file holds the bytes received
				if data, err := os.ReadFile(path); err == nil && float64(len(data)) >= ev.ReceivedBytes && len(data) > 0 {
					return string(data)
				}
			}
		}
		if ev.State == browser.DownloadProgressStateCanceled {
			t.Fatalf("the download of key %s was cancelled", key)
		}
	}
	t.Fatalf("no download after key %s", key)
	return ""
}

// uploadFile writes content to dir/name and opens it through the page's file picker (O, the
// Import button's key).
func uploadFile(t *testing.T, ctx context.Context, dir, name, content string) {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("o"),
		chromedp.SetUploadFiles(chromedp.CSS(`input[type=file]`), []string{path}, chromedp.NodeReady)); err != nil {
		t.Fatal(err)
	}
}
