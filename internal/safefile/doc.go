// Package safefile writes files whole or not at all and reads files no larger than a limit,
// so that an interrupted or failed write never destroys the old file and a huge or endless
// input (a 1 GB file, /dev/zero) is refused with a message instead of filling memory.
//
// Write puts the new content in a temporary file beside the target, syncs it and renames it
// into place: readers see the old file or the new one, never a part of either. Read refuses a
// file past its limit after reading at most limit+1 bytes.
//
// Example:
//
//	err := safefile.Write("results.json", func(w io.Writer) error {
//		_, err := w.Write(data)
//		return err
//	})
//	data, err := safefile.Read("game.sgf", safefile.DefaultLimit)
package safefile
