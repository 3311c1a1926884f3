# correspondence: English

## Why a turn file is refused (crates/muster_rules/src/correspondence/error.rs)
correspondence-unreadable = This is not a whole turn file: line { $line }, column { $column }: { $reason }
correspondence-other-version = This turn file was written by turn file version { $found }; this Muster reads version { $reads }.
correspondence-other-ruleset = This turn file is a game of { $found }, not of { $expected }.
correspondence-another-game = This turn file is of another game ({ $found }); the game you hold is { $held }.
correspondence-unknown-game = This turn file is of a game you hold nothing of ({ $found }), and it is not an invitation.
correspondence-start-changed = The scenario, the players or the seed in this file differ from the game you hold.
correspondence-seed-not-kept = The starter's half of the seed in this file is not the one they committed to.
correspondence-commands-before-seed = This file holds commands played before both halves of the seed were known.
correspondence-command-changed = Command { $at } was changed: the chain breaks there.
correspondence-command-removed = Command { $at } was removed from this file.
correspondence-command-added = A command was added to this file at { $at }.
correspondence-order-swapped = Commands { $at } and { $next } were swapped in this file.
correspondence-changed-since-yours = Command { $at } differs from the one you hold: this file rewrites the game.
correspondence-older-than-held = This file is older than your game: it holds { $found } commands, you hold { $held }.
correspondence-already-held = You hold turn { $turn } already: this is your own file or one opened before.
correspondence-not-their-turn = Command { $at } is for your own seat, played in the other player's turn.
correspondence-does-not-replay = Command { $at } does not replay: { $why }
correspondence-not-for-two = Correspondence play is for two players; this scenario has { $seats } seats.
