module github.com/hexlab/hexlab/e2e

go 1.26.8

require (
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/hexlab/hexlab v0.0.0
)

require github.com/go-json-experiment/json v0.0.0-20260214004413-d219187c3433 // indirect

replace github.com/hexlab/hexlab => ../
