# session: English

## The side panel's buttons (view/buttons.rs) and log (view/log_panel.rs)
session-undo = Undo
session-undo-hover = Back to the last die roll
session-save = Save
session-save-hover = Save this game (it is also autosaved as it goes)
session-load = Load
session-load-hover = Replace this game with the saved one
session-log = Log
session-log-undone = Undone.

## Seat toggles (view/seat_toggle.rs)
session-seat-human = Human
session-seat-computer = Computer
session-seat-computer-at-level = Computer ({ $level })
session-seat-toggle-hover = { $seat }. Press for the next: Human, then the computer as Recruit, Veteran or General
session-seat-number = Seat { $seat }

## Watching the computer (watch_speed.rs)
session-watch-title = Watching the computer
session-watch-play = ▶ Play
session-watch-hold = ⏸ Hold
session-watch-step = Step
session-watch-step-hover = One command
session-watch-commands-a-second = Commands a second:

## The replay bar (replay/bar.rs) and the replay's notices (replay/mod.rs)
session-replay-heading = REPLAY
session-replay-command-of = command { $at } of { $total }: { $whereabouts }
session-replay-watching = Watching: the game's buttons wait for Continue from here. Drag the bar to move it.
session-replay-to-start = To the start
session-replay-step-back = One command back
session-replay-pause = Pause
session-replay-pause-hover = Stop playing
session-replay-play = Play
session-replay-play-hover = Play at the chosen speed
session-replay-step-forward = One command forward
session-replay-to-end = To the end
session-replay-speed = Speed
session-replay-continue = Continue from here
session-replay-continue-hover = Play on from this point; the later commands are dropped
session-replay-close = Close
session-replay-close-hover = Back to the game as it was
session-replay-network-from-save = A network game's replay opens from its save, after the game (each machine keeps the whole game).
session-replay-playing-on-from = Playing on from command { $at } of { $total }.
session-replay-does-not-replay = The game does not replay: { $why }

## Turns and the computer (turn_plugin.rs, command_log.rs)
session-computer-plays-this-seat = The computer is playing this seat.
session-computer-command-refused = The computer's command was refused: { $why }
session-command-refused = command { $index } is refused: { $why }
session-nothing-to-undo = Nothing to undo since the last die roll.
session-undo-does-not-replay = The game does not replay: { $why }.
session-scenario-cannot-begin = { $scenario } cannot begin: { $why }

## Saves (turn_saves.rs, save_error.rs)
session-saved-to = Saved to { $file }.
session-save-failed = The game could not be saved to { $file }: { $error }
session-autosave-failed = The game could not be autosaved to { $file }: { $error }
session-host-keeps-the-game = This machine holds only its side's view: the game is kept on the host, whose save resumes it (join it again).
session-save-missing = There is no save at { $file }.
session-save-damaged = The save could not be read: { $why }.
session-save-other-version = { $file } was written by another version of Muster (save version { $found }, this one reads { $reads }); it was left as it is.
session-save-other-ruleset = { $file } is not { $expected }.
session-save-seats-differ = { $file } has { $saved ->
        [one] { $saved } seat
       *[other] { $saved } seats
    } and the scenario { $players ->
        [one] { $players } player
       *[other] { $players } players
    }; it was left as it is.
session-save-does-not-replay = { $file } replays only to its command { $index }: { $why }. The save was left as it is.
session-save-different-position = { $file } replays to a different position than the one it saved: it was probably written by another build of Muster. The save was left as it is.

## Commands across machines (command_relay.rs, network_play.rs)
session-host-command-unread = The host's command { $index } does not read here: { $error }
session-host-command-does-not-play = The host's command { $index } does not play here: { $why }
session-command-not-sent = That command was not sent: { $error }
session-nobody-to-act = Nobody is to act now.
session-command-not-for-seat = That command is not { $name }'s to play now.
session-command-cannot-be-sent = Command { $index } cannot be sent to the other machines: { $error }
session-network-game-does-not-open = The network game does not open here: { $why }
session-seat-view-cannot-be-sent = Seat { $seat }'s view of the game cannot be sent: { $error }
session-host-view-unread = The host's view of the game does not read here: { $error }

## muster simulate's lines (simulate_summary.rs)
session-simulate-header = { $scenario }: { $games } games, seeds { $first }..{ $end }, { $players }
session-simulate-seed-line = seed { $seed }: { $line }
session-simulate-draws = , draws { $draws }
session-simulate-summary = wins: { $wins }{ $draws }; mean { $length } { $unit }; mean AI time { $time } ms a turn
session-simulate-not-a = { $file }: not a { $what } scenario
