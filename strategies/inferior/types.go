package inferior

import "github.com/hexlab/hexlab/internal/inferiorreq"

// The analysis's result and its JSON form live in inferiorreq, which the board page links
// without the analysis; they are named here too.
type (
	// Kind is why a cell is inferior (inferiorreq.Kind).
	Kind = inferiorreq.Kind
	// Reason is why one cell is inferior (inferiorreq.Reason).
	Reason = inferiorreq.Reason
	// Result is the analysis of a position for the player to move (inferiorreq.Result).
	Result = inferiorreq.Result
	// Report is a Result in cell names (inferiorreq.Report).
	Report = inferiorreq.Report
	// ReportReason is why one cell is inferior, in names (inferiorreq.ReportReason).
	ReportReason = inferiorreq.ReportReason
	// Response is the analysis (Report), or why there is none (inferiorreq.Response).
	Response = inferiorreq.Response
)

// The kinds of inferior cell (inferiorreq gives each one's definition).
const (
	Dead                = inferiorreq.Dead
	Captured            = inferiorreq.Captured
	Vulnerable          = inferiorreq.Vulnerable
	Dominated           = inferiorreq.Dominated
	CapturedReversible  = inferiorreq.CapturedReversible
	StarDominated       = inferiorreq.StarDominated
	PermanentlyInferior = inferiorreq.PermanentlyInferior
)
