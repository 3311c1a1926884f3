# app: English

## Computer levels (core/language.rs)
app-level-recruit = Recruit
app-level-veteran = Veteran
app-level-general = General

## Notices (core/ui/notices.rs) and widgets (core/ui/widgets.rs)
app-notices-older-below = { $count } older message(s) below
app-notices-ok = OK
app-notices-close-hint = Click a message or press { $key } to close.
app-die-shows = The die shows { $face }

## The network lobby (core/network/lobby_panel.rs)
app-lobby-title = Lobby
app-lobby-heading = Lobby: { $scenario }
app-lobby-joining-title = Joining
app-lobby-joining-heading = Joining…
app-lobby-waiting-for-host = Waiting for the host at { $address } to answer.
app-lobby-hosting-on = Hosting on UDP port { $port }. Guests join with: muster join { $address }
app-lobby-joined-host-at = Joined the host at { $address }.
app-lobby-seats = Seats
app-lobby-machines = Machines
app-lobby-holder-host = Host (at the host's screen)
app-lobby-holder-a-guest = a guest
app-lobby-holder-computer = Computer: { $level }
app-lobby-holder-open = Open: the next guest to join
app-lobby-not-connected = not connected
app-lobby-ready = Ready
app-lobby-not-ready-yet = not ready yet
app-lobby-not-ready-after-all = Not ready after all
app-lobby-start = Start the game
app-lobby-leave = Leave
app-seats-locked-why = A network game: the seats were given in the lobby.

## The host (core/network/host.rs, mod.rs, pulse.rs)
app-host-name = Host
app-guest-numbered = Guest { $token }
app-guest-token = guest { $token }
app-seat-number = Seat { $seat }
app-seat-has-no-player = { $seat } has no player yet.
app-person-not-connected = { $name } is not connected.
app-person-not-ready = { $name } is not ready.
app-host-refuses-version = This host runs Muster { $host }; your Muster is { $guest }. Both machines need the same version.
app-guest-number-zero = A guest's number may not be 0: join again.
app-game-not-started = The game has not started.
app-seat-not-yours = Seat { $seat } is not yours: the host refused the command.
app-not-yet = Not yet: { $why }
app-scenario-cannot-be-sent = The scenario cannot be sent to the guests, so the game does not start: { $error }
app-guest-link-lost = { $name }'s link is lost: the game is held until they come back (the same command, nothing lost).
app-no-word-from-guest = No word from { $name } for { $seconds } s: the game is held until the link is back.
app-no-word-from-host = No word from the host for { $seconds } s: the game is held until the link is back.
app-no-load-across-machines = A network game cannot load another game: leave it first (Play on here).
app-played-on-another-machine = { $name } is played on another machine.
app-not-a-command-of-this-game = Not a command of this game: { $error }
app-codec-not-encoded = a { $what } could not be encoded: { $why }
app-codec-not-decoded = not a { $what }: { $why }

## The guest (core/network/guest.rs)
app-guest-default-name = Guest
app-host-has-no-ipv4 = the host { $address } has no IPv4 address
app-joining-host = Joining { $socket }…
app-link-to-host-lost = The link to the host is lost. Trying again every { $seconds } s; the game goes on from the same command.
app-host-log-jumps = The host's log jumps from command { $at } to { $from }: join again to catch up.
app-host-scenario-does-not-load = The host's scenario { $scenario } does not load here: { $error }
app-host-scenario-has-a-problem = The host's scenario { $scenario } has a problem here: { $problem }
app-host-scenario-not-kept = The host's scenario could not be kept in { $file }: { $error }; this machine's saves of the game need the host's file.
app-not-connected-command-not-sent = Not connected to the host: the command was not sent.

## The link and undo by consent (core/network/link_panel.rs, undo_consent.rs)
app-link-title = The link
app-link-game-held = Game held
app-link-reconnect-now = Reconnect now
app-link-host-keeps-the-game = The host keeps this game (this machine holds its side's view): the host's save resumes it.
app-link-play-on-here = Play on here
app-link-play-on-here-hover = Leave the network game: every seat is played at this screen; the game and its saves stay here.
app-undo-question-title = Undo?
app-undo-question = { $name } asks to take back the last command.
app-undo-allow = Allow
app-undo-refuse = Refuse
app-undo-asked = Asked the other side to allow the undo.
app-undo-refused-by = { $name } refused the undo.
app-a-guest = A guest

## Named saves (core/named_saves.rs)
app-save-name-empty = Give the save a name.
app-save-name-slash = "{ $name }" holds a slash: a save's name cannot name a folder. Leave the slash out.
app-save-name-parent-folder = "{ $name }" holds "..": a save's name cannot point outside the saves folder.
app-save-name-control-character = The name holds a control character (a tab or a line break): type the name again.
app-save-name-leading-dot = "{ $name }" begins with a dot, which would hide the file: begin with a letter or a digit.
app-save-name-too-long = The name is { $characters } characters long: { $most } at most.
app-date-time = { $day } { $month } { $year }, { $hour }:{ $minute } UTC
app-month-jan = Jan
app-month-feb = Feb
app-month-mar = Mar
app-month-apr = Apr
app-month-may = May
app-month-jun = Jun
app-month-jul = Jul
app-month-aug = Aug
app-month-sep = Sep
app-month-oct = Oct
app-month-nov = Nov
app-month-dec = Dec

## Settings' notices (core/settings.rs) and the second mouse (core/input/second_mouse.rs)
app-settings-damaged = { $problem }; using the default settings
app-settings-not-saved = { $file }: cannot save the settings: { $error }
app-bindings-damaged = { $problem }; using the default key bindings
app-second-mouse-unavailable = Second mouse: not available — { $reason }. Player 2 uses the keyboard or a gamepad cursor.
app-second-mouse-only-one = Second mouse: not available — only one mouse found. Player 2 uses the keyboard or a gamepad cursor.
app-second-mouse-off = Second mouse: off. Player 2 uses the keyboard or a gamepad cursor. { $found } mice found: turn this on, then click with { $found ->
        [2] the other
       *[other] another
    } mouse to give it to Player 2.
app-second-mouse-in-use = Second mouse: { $two } is Player 2's pointer; { $one } stays Player 1's.
app-second-mouse-the-first-mouse = the first mouse
app-second-mouse-found = Second mouse: { $found } mice found — click with { $found ->
        [2] the other
       *[other] another
    } mouse to give it to Player 2.

## The command line's forms (core/launch/form.rs, core/play_until.rs)
app-launch-no-ruleset = no ruleset { $name }: expected free-move, soldiers, skirmish or movement
app-launch-no-level = no level { $name }: expected recruit, veteran or general
app-launch-bad-ruleset = cannot show { $what }: after { $prefix }, { $why }
app-launch-bad-seed = cannot show { $what }: { $seed } is not a seed; expected skirmish-setup:<seed>, a whole number such as skirmish-setup:7
app-launch-no-file = cannot show { $what }: no scenario file after { $quoted }; expected { $prefix }<scenario file>
app-launch-unknown-form = cannot show { $what }: expected { $forms }
app-launch-no-phase = no phase { $name }: expected countdown, rearrangement, missile, combat, victory, reach or buy

## The rules reference pages' shared headings (core/ui/reference_page.rs)
app-rules-in-brief = The rules of the text, in brief
app-rules-readings = Muster's readings where the text is silent
app-rules-readings-note = Each reading names, in brackets, the tests that check it. Readings in full: docs/rules-readings.md; how to play: docs/players-guide.md.

## Why the second mouse is not available (core/input/xinput2.rs)
app-xinput-no-display = no X11 display
app-xinput-unreachable = cannot reach the X display ({ $error })
app-xinput-failed = XInput2 failed ({ $error })
app-xinput-no-extension = the X server has no XInput extension
app-xinput-too-old = the X server has XInput { $version }; 2.2 is needed
app-xinput-wayland = under Wayland every mouse reaches the game as one pointer (XWayland)
app-xinput-no-screen = the X display has no such screen
app-xinput-device-list = cannot list the X input devices ({ $error })

## The menu's words for this ruleset
app-blurb-free-move = Ancients on an open table: both players move all their stands at once against a countdown that ends with a bell.
app-blurb-soldiers = SPI's 1972 tactical game of 1914–15, on a hex map.
app-blurb-skirmish = Advance Wars-like battles on a square grid, 2–4 players.
app-blurb-movement = A race of tokens driven by 50 cards and a d3.
app-blurb-companion = Timer, roster sheets and combat calculators beside a real table with real miniatures.
app-companion-opens = The timed move's countdown, both roster sheets, retiring units, and the missile fire and melee calculators, for a battle on a real table.

## The network's rough edges (core/network: lobby_address, join_address, join_wait, reconnect, hold)
app-lobby-this-machines-address = this machine's address{ $port }
app-lobby-or-addresses = or { $others }
app-join-no-address = No address was typed: type the host's address, such as 192.168.1.20.
app-join-bad-port = "{ $port }" is not a port: after the colon comes a number from 1 to 65535 (the host's lobby shows it; 5757 when none is given).
app-join-not-an-address = { $address } is not an address: four numbers from 0 to 255 with dots between, such as 192.168.1.20.
app-join-no-such-machine = No machine called { $name } was found on the network ({ $error }). Check the name, or type the address the host's lobby shows.
app-join-nothing-answered = Nothing answered at { $address } in { $seconds } s. Check that the host is hosting a game, that its firewall lets UDP port { $port } in, and that the port is the one its lobby shows.
app-join-try-again = Try again
app-link-trying = Trying { $address }…
app-link-back = Back: { $address } answered.
app-link-no-answer = Still no answer from { $address } (tried { $seconds } s ago).
app-held-command-refused = Not played: { $why }
