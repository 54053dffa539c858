package training

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/solver"
)

// ArchiveSource is the Source of the records Archive makes.
const ArchiveSource = "icga"

// ArchiveReport is what ReadArchive found in a folder of game records.
type ArchiveReport struct {
	// Records are the positions of the games read, file by file in name order.
	Records []Record
	// Files is the number of SGF files found, Games the games whose positions were taken.
	Files, Games int
	// Duplicates counts the files left out because an earlier one holds the same game (the
	// archive keeps some games twice: trans/ translates others).
	Duplicates int
	// Solved counts the games that end undecided, without a resignation or a result, whose
	// winner the solver's knowledge of the last position gives.
	Solved int
	// Skipped are the files left out, each with why.
	Skipped []SkippedFile
}

// SkippedFile is a file ReadArchive left out: its path and why.
type SkippedFile struct {
	Path, Reason string
}

// Archive reads the ICGA Computer Olympiad's games (the SGF files under dir, such as a clone
// of github.com/ryanbhayward/icga-olympiad-hex) as records; ReadArchive says what it left out.
func Archive(dir string) ([]Record, error) {
	r, err := ReadArchive(dir)
	return r.Records, err
}

// ReadArchive reads every SGF file under dir (its subfolders included, in name order) with
// core's reader, each game once (ArchiveReport.Duplicates), on any board core reads, swap and
// resignation included: each move of the main line from the third on (under the swap rule
// the opening is weak on purpose, and the second move answers it) is a record whose policy is
// that move, share 1, and whose winner is the game's. The winner is the board's, else the
// record's resignation or result (RE), else, for a game that stops undecided, the one the
// solver's knowledge proves wins the last position (its virtual connections: Solved); a game
// none of these decides is left out, since a guess would teach the value head wrongly (in
// the archive, the knowledge gives the player who did not move last the win in 10 of the 115
// games it decides). Files core refuses, files larger than safefile.DefaultLimit and games
// of fewer than three moves are left out too, each named in Skipped. Only an unreadable
// folder is an error.
func ReadArchive(dir string) (ArchiveReport, error) {
	var rep ArchiveReport
	seen := map[string]bool{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".sgf") {
			return nil
		}
		rep.Files++
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			rel = path
		}
		rel = filepath.ToSlash(rel)
		skip := func(reason string) {
			rep.Skipped = append(rep.Skipped, SkippedFile{Path: rel, Reason: reason})
		}
		data, err := safefile.Read(path, safefile.DefaultLimit)
		if err != nil {
			skip(err.Error())
			return nil
		}
		g, _, err := core.ParseGameFile(data)
		if err != nil {
			skip(err.Error())
			return nil
		}
		key := gameKey(g)
		if seen[key] {
			rep.Duplicates++
			return nil
		}
		seen[key] = true
		recs, solved, err := archiveGame(g, ArchiveSource+"-"+rel)
		if err != nil {
			skip(err.Error())
			return nil
		}
		if solved {
			rep.Solved++
		}
		rep.Games++
		rep.Records = append(rep.Records, recs...)
		return nil
	})
	if err != nil {
		return ArchiveReport{}, fmt.Errorf("archive %s: %w", dir, err)
	}
	return rep, nil
}

// gameKey names g's game: the board, the setup and the moves, so that a game kept twice is
// read once.
func gameKey(g *core.Game) string {
	var sb strings.Builder
	sb.WriteString(g.Spec().String())
	for _, s := range g.Options().Setup {
		fmt.Fprintf(&sb, " %v:%d", s.Player, s.Cell)
	}
	sb.WriteString(" " + g.Options().First.String() + " " + core.FormatMoveList(g.Board(), g.Moves()))
	return sb.String()
}

// archiveGame returns the records of g's moves from the third on, in game id, and whether its
// winner is the solver's knowledge's; an error says why g gives none.
func archiveGame(g *core.Game, id string) ([]Record, bool, error) {
	moves := g.Moves()
	if len(moves) < 3 {
		return nil, false, fmt.Errorf("%d moves: the records start at the third", len(moves))
	}
	winner, solved := g.Winner(), false
	if winner == core.NoPlayer {
		winner = knownWinner(g.Position(), g.ToMove())
		if winner == core.NoPlayer {
			return nil, false, errors.New("the game stops undecided: no resignation, no result, and the last position is not proven")
		}
		solved = true
	}
	replay, err := core.NewGame(g.Spec(), g.Options())
	if err != nil {
		return nil, false, err
	}
	var recs []Record
	for i, m := range moves {
		if i >= 2 && !m.Swap {
			r := positionRecord(replay.Position(), g.Spec(), replay.ToMove(), []PolicyShare{{Cell: int(m.Cell), Share: 1}}, id, ArchiveSource)
			r.Winner = winner.String()
			recs = append(recs, r)
		}
		if err := replay.Play(m); err != nil {
			return nil, false, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return recs, solved, nil
}

// knownWinner returns who wins pos, toMove to move, by the solver's knowledge of it (the
// stones, the fill-in, the virtual connections; no search), or NoPlayer.
func knownWinner(pos *core.Position, toMove core.Player) core.Player {
	if pos.Full() {
		return core.NoPlayer // a full torus without a winner
	}
	s := solver.New(pos.Board(), solver.Options{Memory: 1 << 20})
	switch s.Analyse(pos, toMove).Value {
	case solver.Win:
		return toMove
	case solver.Loss:
		return toMove.Opponent()
	}
	return core.NoPlayer
}
