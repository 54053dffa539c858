//go:build !js

package platform

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// TruncProgram is the name of the desktop Trunc program (cmd/desktop/trunc) that the board
// app starts from its menu; TruncEnv, when set, is its path.
const (
	TruncProgram = "hexlab-trunc"
	TruncEnv     = "HEXLAB_TRUNC"
)

// OpenTrunc starts the Trunc program as a separate process (the 2D and the 3D engine cannot
// live in one executable) and returns what to tell the user, or an error that says where it
// was looked for and how to build it.
func OpenTrunc() (string, error) {
	exe, _ := os.Executable()
	path, err := FindTrunc(exe, os.Getenv(TruncEnv), exec.LookPath)
	if err != nil {
		return "", err
	}
	cmd := exec.Command(path)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("starting Trunc (%s): %w", path, err)
	}
	go cmd.Wait() // reap it when it ends; the board app does not wait for it
	return "Trunc started in its own window (" + path + ")", nil
}

// FindTrunc returns the path of the Trunc program: env (the value of TruncEnv) if set, else
// hexlab-trunc or trunc next to the board app's executable exe (as `go build ./cmd/desktop/...`
// names them), else hexlab-trunc on the PATH (lookPath). If there is none, the error says
// where it looked and how to build it.
func FindTrunc(exe, env string, lookPath func(string) (string, error)) (string, error) {
	if env != "" {
		if isProgram(env) {
			return env, nil
		}
		return "", fmt.Errorf("%s=%s is not a program", TruncEnv, env)
	}
	suffix := ""
	if runtime.GOOS == "windows" {
		suffix = ".exe"
	}
	var tried []string
	if exe != "" {
		for _, name := range []string{TruncProgram, "trunc"} {
			path := filepath.Join(filepath.Dir(exe), name+suffix)
			if isProgram(path) && path != exe {
				return path, nil
			}
			tried = append(tried, path)
		}
	}
	if path, err := lookPath(TruncProgram); err == nil {
		return path, nil
	}
	tried = append(tried, TruncProgram+" on the PATH")
	return "", fmt.Errorf("the Trunc program was not found (looked for %v); build it with `go build -o %s ./cmd/desktop/trunc` next to this program, or set %s to its path",
		tried, filepath.Join(filepath.Dir(exe), TruncProgram+suffix), TruncEnv)
}

// isProgram reports whether path is a regular file that may be executed.
func isProgram(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && (runtime.GOOS == "windows" || fi.Mode()&0o111 != 0)
}
