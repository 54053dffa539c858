// Package xvfb starts a virtual X display (Xvfb) for the tests that open a window: the 3D
// app's tests in render3d and the desktop tests in e2e/. Xvfb chooses a free display number
// itself and writes it to a pipe once the display is ready (-displayfd), so a display of our
// own choosing can never be taken already and no fixed wait can be too short.
//
// scripts/install-deps.sh desktop installs Xvfb.
//
// Example: run a program on a display of its own.
//
//	display, stop, err := xvfb.Start(1280, 900)
//	if err != nil {
//		t.Fatal(err)
//	}
//	defer stop()
//	cmd := exec.Command("bin/hexlab-desktop")
//	cmd.Env = append(os.Environ(), "DISPLAY="+display)
package xvfb
