// Package registry is the list of the players a game knows, by name: both games' bot
// registries (strategies for Hex, strategies/truncbot for Trunc) are one. A player is a plain
// name ("random") or a family: a prefix and an argument the caller gives ("moves:c5,b7" of the
// family "moves:LIST"). The registry finds a name's entry, builds the player, and says, when
// a name is unknown, which names are known.
//
//	reg := registry.New[Info, Bot, Settings]("strategy", entries...)
//	bot, err := reg.Build("moves:c5,b7", settings)
package registry
