# menu: English

## The settings page
menu-settings-title = Settings
menu-settings-fullscreen = Fullscreen (F11)
menu-settings-ui-scale = UI scale
menu-settings-ui-scale-hint = Raise it for a big screen seen across the room.
menu-settings-volume = Volume
menu-settings-ring-the-bell = Ring the bell
menu-settings-colour-blind-safe = Colour-blind-safe side colours
menu-settings-second-mouse = A second mouse for Player 2
menu-settings-swap-mice = Swap the two mice
menu-settings-saved-to = Saved to { $file }. Key bindings: bindings.ron in the same folder.

## The title menu
menu-title-tagline = Wargames for club night: one table, two players, one countdown.
menu-title-watch-demo = Watch a demo
menu-title-watch-demo-hint = The computer plays every ruleset, for a club night: full screen, captions naming each rule; any key hands the game to you
menu-title-join = Join a game…
menu-title-join-hint = Play a game hosted on another machine: its address, or a recent host
menu-title-saved-games = Saved games and replays
menu-title-saved-games-hint = Play a saved game on, or watch it from its first command
menu-title-settings = Settings
menu-title-controls = Controls
menu-title-quit = Quit

## A mode's page: its scenarios, learn, watch, host
menu-picker-wrong-folder = this is a { $ruleset } scenario in the { $folder } folder
menu-picker-not-built-in = Not built into this copy of Muster.
menu-picker-scenarios-in = Scenarios in { $folder }
menu-picker-no-scenarios = No scenario files yet.
menu-picker-open-companion = Open the companion
menu-picker-rules-reference = Rules reference
menu-picker-host = Host…
menu-picker-host-hint = Host it for players on other machines: the lobby opens
menu-picker-learn = Learn by playing
menu-picker-learn-hint = Learn the rules by playing: a short guided game with the real rules, then a small game against the computer
menu-picker-watch-demo = Watch a demo
menu-picker-watch-demo-hint = The computer plays this ruleset full screen, with captions naming each rule; any key offers the game to you

## The pause menu
menu-pause-title = Paused
menu-pause-resume = Resume ({ $key })
menu-pause-save = Save game
menu-pause-save-hint = The quick save: one a game, replaced each time
menu-pause-load = Load saved game
menu-pause-load-hint = The quick save; named saves are on the title menu's Saved games
menu-pause-save-as = Save as…
menu-pause-save-as-hint = A save of its own, under a name you choose, beside the quick save
menu-pause-replay = Watch the replay of this game
menu-pause-replay-hint = From the first command: forwards, backwards, at any speed
menu-pause-quit-to-title = Quit to title
menu-title-resume = Resume { $game }: { $label }

## Saved games and replays
menu-back-esc = Back (Esc)
menu-saved-intro = Play a saved game on, or watch it from its first command: forwards, backwards, at any speed, and play on from any point.
menu-saved-none-yet = No saved games yet: Save game is on the pause menu (Esc) of every game.
menu-saved-kind-quick = quick save
menu-saved-kind-autosave = autosave
menu-saved-kind-named-at = saved { $when }
menu-saved-kind-named = saved
menu-saved-delete-ask = Delete "{ $name }" for good?
menu-saved-delete-it = Delete it
menu-saved-keep-it = Keep it
menu-saved-play-on = Play on
menu-saved-watch-replay = Watch replay
menu-saved-delete = Delete…
menu-saved-damaged = A saved game could not be read: { $problem }.
menu-saved-no-such-save = There is no save called "{ $name }".
menu-saved-deleted = Deleted the save "{ $name }".
menu-saved-not-deleted = The save "{ $name }" could not be deleted ({ $file }): { $error }
menu-saved-none-in-build = { $ruleset } has no saves in this build.
menu-no-ruleset-plays = { $file }: no ruleset in this build plays this scenario

## Save as…
menu-save-as-default-name = My game
menu-save-as-replace-ask = There is already a save called "{ $name }". Replace it with this game?
menu-save-as-replace-it = Replace it
menu-save-as-another-name = Choose another name
menu-save-as-name-it = Name this save. The quick save (Save game) stays as it is.
menu-save-as-save = Save
menu-save-as-cancel = Cancel

## A new game over an unfinished one
menu-replace-title = An unfinished game
menu-replace-explain = You have an unfinished game of { $ruleset }: { $unfinished }. Starting { $title } replaces it: the title menu's Resume will then offer the new game. (A game you saved with Save game is kept.)
menu-replace-start = Start { $title }
menu-replace-resume = Resume { $unfinished }

## Joining a game on another machine
menu-join-title = Join a game on another machine
menu-join-address = The host's address, as its lobby shows it (add :port if it is not 5757):
menu-join-join = Join
menu-join-recent = Recent hosts

## The rules reference
menu-rules-title = { $ruleset }: rules reference
menu-rules-quoted-in-english = The rules are quoted in English, as printed.

## The controls page
menu-controls-zoom = Zoom
menu-controls-zoom-how = mouse wheel, + / −, two-finger pinch
menu-controls-pan = Pan
menu-controls-pan-how = middle-drag, W A S D, two-finger drag
menu-controls-fit-table = Fit the table
menu-controls-fit-table-how = Home
menu-controls-pause = Pause / back
menu-controls-fullscreen = Fullscreen
menu-controls-fullscreen-how = F11
menu-controls-touch = Touch
menu-controls-touch-how = a finger acts for the side whose piece it grabs
menu-controls-move-cursor = Move cursor
menu-controls-grab-drop = Grab / drop
menu-controls-hold-to-grab = Hold to grab
menu-controls-ready = Ready
menu-controls-call-time = Call Time!
menu-controls-cancel = Cancel
menu-controls-turn-left = Turn left
menu-controls-turn-right = Turn right
menu-controls-pointer = Pointer
menu-controls-pointer-how = { $pointer }: { $how }
menu-controls-left-button-grabs = left button grabs
menu-controls-stick-and-buttons = stick and buttons below
menu-controls-keys-below = keys below
menu-controls-gamepads-note = Gamepads: the first connected plays for Player 2, the second for Player 1. A second mouse, where the system tells mice apart, can be Player 2's: turn it on in Settings, then click with it. Rebind in { $file }.

## The controls page: its title and the grid boards by keyboard
menu-controls-title = Controls
menu-controls-grid-boards = The grid boards by keyboard
menu-controls-board-cursor = Board cursor
menu-controls-board-cursor-how = arrow keys (hexes: Left / Right along the row, Up / Down along the column)
menu-controls-act-on-cell = Act on its cell
menu-controls-act-on-cell-how = Enter or Space, as a click there
menu-controls-drop-selection = Drop the selection
menu-controls-drop-selection-how = Esc
menu-controls-end-turn = End the turn or phase
menu-controls-end-turn-how = E
menu-controls-panel-buttons = Panel buttons
menu-controls-panel-buttons-how = Tab, then Enter or Space; Esc back to the board
menu-controls-soldiers = Soldiers
menu-controls-soldiers-how = F fire or charge, P place the rest, U undo, L line of sight
menu-controls-skirmish = Skirmish Wars
menu-controls-skirmish-how = Q wait, C capture, Backspace cancel
menu-controls-movement = Movement game
menu-controls-movement-how = 1–9 pick a card, R roll, D discard it, H discard the hand
