// Package e2e holds the end-to-end tests of the board apps: the board page in headless
// Chromium (browser_test.go, serving dist/ as `make dist` builds it) and the desktop app
// under Xvfb (desktop_test.go). `make test` runs them after the unit tests.
//
// They need Debian's chromium, xvfb, x11-apps (xwd), xdotool and the cgo libraries of
// ebiten's GLFW (scripts/install-deps.sh installs them). Where one is missing a test fails
// with what to install when CI is set, and is skipped otherwise.
//
// The non-test files here are the helpers the tests share: a decoder for the XWD screenshots
// that xwd takes of the X display, and a few measures of a picture's colours.
package e2e
