package platform

import "strings"

// Keeper keeps an app's game in progress saved (the browser's localStorage, a file on the
// desktop) and the page's address its permalink, as the game changes: both apps have one. The
// app says when the game has changed (Flush); the Keeper knows where and how it is kept.
type Keeper struct {
	key       string        // the storage key
	permalink func() string // the game's permalink (a query string)
	save      func() []byte // the game's saved form
	// Saves, if set, says whether the game is to be saved at all (an embedded board is not:
	// it never takes the place of the person's own game); nil saves always.
	Saves func() bool
	// Say, if set, shows a message when saving fails the first time.
	Say func(string)

	extra  string // the address's parameters that the app does not read, kept as they are
	failed bool   // a save failed once (said once)
}

// NewKeeper returns the Keeper of the game under key, whose permalink and saved form the
// functions give.
func NewKeeper(key string, permalink func() string, save func() []byte) *Keeper {
	return &Keeper{key: key, permalink: permalink, save: save}
}

// Start keeps the address's parameters that isParam says are not the app's (such as an
// embedding's origins), and makes the address the permalink at once (with the seed, so that a
// reload replays the bots' answers). It saves nothing: opening a link does not replace the
// saved game by itself.
func (k *Keeper) Start(isParam func(name string) bool) {
	var keep []string
	for _, part := range strings.Split(Query(), "&") {
		name, _, _ := strings.Cut(part, "=")
		if part != "" && !isParam(name) {
			keep = append(keep, part)
		}
	}
	k.extra = strings.Join(keep, "&")
	ReplaceQuery(k.Query())
}

// Query is the address's query: the permalink and the parameters kept.
func (k *Keeper) Query() string {
	q := k.permalink()
	if k.extra != "" {
		q += "&" + k.extra
	}
	return q
}

// Flush saves the game and sets the address now. A failed save is said once (Say) and
// reported.
func (k *Keeper) Flush() error {
	ReplaceQuery(k.Query())
	if k.Saves != nil && !k.Saves() {
		return nil
	}
	err := Store(k.key, k.save())
	if err != nil && !k.failed {
		k.failed = true
		if k.Say != nil {
			k.Say("The game cannot be saved here: " + err.Error())
		}
	}
	return err
}
