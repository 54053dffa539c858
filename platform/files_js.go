//go:build js && wasm

package platform

import (
	"fmt"
	"syscall/js"
)

// CanPick reports whether PickFile opens a file picker: in the browser it does.
const CanPick = true

// Download offers data to the browser as a download named name, of type mime (a Blob and a
// temporary <a download> clicked), and returns "" (the browser decides where it goes).
func Download(name, mime string, data []byte) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("download: %v", r)
		}
	}()
	doc := js.Global().Get("document")
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	opts := js.Global().Get("Object").New()
	opts.Set("type", mime)
	blob := js.Global().Get("Blob").New([]any{arr}, opts)
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 10000)
	return "", nil
}

// PickFile opens the browser's file picker (an <input type=file> accepting accept, such as
// ".sgf,.json") and calls done with the chosen file's name and contents, or an error. If the
// person closes the picker without choosing, done is not called.
func PickFile(accept string, done func(name string, data []byte, err error)) {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", accept)
	input.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", input)
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		onChange.Release()
		files := input.Get("files")
		input.Call("remove")
		if files.Length() == 0 {
			return nil
		}
		file := files.Index(0)
		name := file.Get("name").String()
		if size := file.Get("size").Int(); size > 1<<20 {
			go done(name, nil, fmt.Errorf("%s has %d bytes; a game file has at most %d", name, size, 1<<20))
			return nil
		}
		var then, fail js.Func
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			buf := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, buf.Length())
			js.CopyBytesToGo(data, buf)
			go done(name, data, nil)
			return nil
		})
		fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
			then.Release()
			fail.Release()
			go done(name, nil, fmt.Errorf("%s could not be read: %v", name, args[0]))
			return nil
		})
		file.Call("arrayBuffer").Call("then", then, fail)
		return nil
	})
	input.Call("addEventListener", "change", onChange)
	input.Call("click")
}
