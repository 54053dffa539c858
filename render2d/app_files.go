package render2d

import (
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/session"
)

// pickedFile is a game file the person chose in the browser's picker.
type pickedFile struct {
	name string
	data []byte
	err  error
}

// export saves the game as SGF or JSON: a download in the browser, a file in the Downloads
// folder on the desktop (whose path the status bar shows).
func (a *App) export(format string) {
	data, mime := []byte(a.s.SGF()), "application/x-go-sgf"
	if format == "json" {
		data, mime = []byte(a.s.RecordJSON()+"\n"), "application/json"
	}
	name := exportName(a.s, format)
	path, err := platform.Download(name, mime, data)
	switch {
	case err != nil:
		a.Say("Export failed: "+err.Error(), true)
	case path != "":
		a.Say("Saved "+path, false)
	default:
		a.Say("Downloaded "+name, false)
	}
}

// exportName is the file name of an exported game: hexlab-cyl-5x9-reverse-12-moves.sgf.
func exportName(s *session.Session, ext string) string {
	spec := s.Config().Spec
	name := fmt.Sprintf("hexlab-%s-%dx%d", spec.Topology, spec.Cols, spec.Rows)
	if spec.Reverse {
		name += "-reverse"
	}
	_, all := s.Ply()
	return fmt.Sprintf("%s-%d-moves.%s", name, all, ext)
}

// importFile asks for a game file: the browser's picker; on the desktop, a file dropped on
// the window.
func (a *App) importFile() {
	platform.PickFile(".sgf,.json,application/json,application/x-go-sgf", func(name string, data []byte, err error) {
		a.files <- pickedFile{name, data, err}
	})
}

// pickedFiles opens the files the picker has delivered since the last tick.
func (a *App) pickedFiles() {
	for {
		select {
		case f := <-a.files:
			if f.err != nil {
				a.Say(f.err.Error(), !strings.HasPrefix(f.err.Error(), "drop"))
				continue
			}
			a.open(f.name, f.data)
		default:
			return
		}
	}
}

// droppedFiles opens a game file dropped on the window (the first regular file).
func (a *App) droppedFiles() {
	files := ebiten.DroppedFiles()
	if files == nil {
		return
	}
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		a.Say("The dropped files cannot be read: "+err.Error(), true)
		return
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		f, err := files.Open(e.Name())
		if err != nil {
			a.Say(e.Name()+": "+err.Error(), true)
			return
		}
		data, err := io.ReadAll(io.LimitReader(f, session.MaxFileSize+1))
		f.Close()
		if err != nil {
			a.Say(e.Name()+": "+err.Error(), true)
			return
		}
		a.open(e.Name(), data)
		return
	}
}

// open loads a game file into the session, or says what is wrong with it (and changes
// nothing).
func (a *App) open(name string, data []byte) {
	if err := a.s.LoadFile(data); err != nil {
		a.Say(fmt.Sprintf("%s was not opened: %v", name, err), true)
		return
	}
	_, all := a.s.Ply()
	a.Say(fmt.Sprintf("Opened %s: %s, %d moves", name, a.s.Config().Spec, all), false)
	a.drawerOpen = false
}
