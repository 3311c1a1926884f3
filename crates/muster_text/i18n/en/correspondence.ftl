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

## Playing by correspondence (src/app/session/correspondence/)
correspondence-write-failed = Could not write the turn file { $file }: { $error }
correspondence-cannot-read = Could not read the turn file { $file }: { $error }
correspondence-seat-not-to-act = it is played for seat { $seat }, which is not to act
correspondence-still-your-turn = Your turn is not over yet: play it, then send it.
correspondence-game-diverged = This game no longer begins with the commands of the file you hold (something was taken back); open the last file again.
correspondence-invitation-written = Invitation written to { $file }. Send it to the other player.
correspondence-accepted = Invitation accepted: send { $file } back to the other player. Your game begins when their next file arrives.
correspondence-opened = Turn file opened: { $whereabouts }.
correspondence-sent = Turn sent: { $file }. Send this file to the other player.
correspondence-seat-is-remote = Seat { $seat } is played on the other player's machine; their commands come in their turn file.
correspondence-undo-sent = The other player holds these commands already: they cannot be taken back.
correspondence-panel-title = By correspondence
correspondence-panel-players = { $me } against { $other }
correspondence-panel-turn = Turn file { $turn }
correspondence-panel-over = The game is over.
correspondence-panel-your-move = Your move: play your turn, then send it.
correspondence-panel-send-now = Your turn is over: send it.
correspondence-panel-waiting = Waiting for { $other }'s turn file.
correspondence-send-turn = Send turn
correspondence-send-turn-hover = Write the next turn file for the other player
correspondence-send-turn-disabled = Send turn is ready when your turn is over
correspondence-panel-sent-to = Sent: { $file }

## The correspondence page (src/app/shell/menu/correspondence_page.rs) and the ruleset's page
correspondence-page-open = Play by correspondence…
correspondence-page-open-hover = A game with a player elsewhere, by turn files you send each other
correspondence-page-title = { $ruleset } by correspondence
correspondence-page-about = Each of you plays a side on your own machine. After your turn, Send turn writes one file: send it to the other player (e-mail, a chat, a USB stick), who opens it here, sees your turn and plays theirs.
correspondence-page-start-heading = Start a game
correspondence-page-no-scenarios = No scenario of this ruleset is for two players.
correspondence-page-scenario = Scenario:
correspondence-page-your-side = Your side:
correspondence-page-your-name = Your name:
correspondence-page-other-name = The other player's name:
correspondence-page-start = Start
correspondence-page-start-hover = Write the invitation: send it to the other player, who opens it and sends the answer back
correspondence-page-open-heading = Open a turn file
correspondence-page-turn-file = The turn file (an invitation, an answer or the other player's turn):
correspondence-page-open-file = Open the turn file
correspondence-page-folder = Your files are kept in { $folder }
correspondence-page-written = Written: { $file }
