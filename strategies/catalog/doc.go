// Package catalog describes the strategies of the two-player games without building any:
// their names, what each does and how well it plays, the boards and colours it fits, the texts
// of its rules, whether it thinks (a time budget) and ponders. The board page reads it to check
// its players and to fill its menus, and asks its worker for the moves: it links no bot.
// strategies' registry pairs each description with its bot (strategies.Catalog, Lookup and
// New read the same descriptions).
package catalog
