# session: Deutsch

## The side panel's buttons (view/buttons.rs) and log (view/log_panel.rs)
session-undo = Rückgängig
session-undo-hover = Zurück bis zum letzten Würfelwurf
session-save = Speichern
session-save-hover = Diese Partie speichern (sie wird auch laufend automatisch gespeichert)
session-load = Laden
session-load-hover = Diese Partie durch die gespeicherte ersetzen
session-log = Protokoll
session-log-undone = Rückgängig gemacht.

## Seat toggles (view/seat_toggle.rs)
session-seat-human = Mensch
session-seat-computer = Computer
session-seat-computer-at-level = Computer ({ $level })
session-seat-toggle-hover = { $seat }. Drücken für den nächsten: Mensch, dann der Computer als Rekrut, Veteran oder General
session-seat-number = Platz { $seat }

## Watching the computer (watch_speed.rs)
session-watch-title = Dem Computer zusehen
session-watch-play = ▶ Abspielen
session-watch-hold = ⏸ Anhalten
session-watch-step = Schritt
session-watch-step-hover = Ein Befehl
session-watch-commands-a-second = Befehle pro Sekunde:

## The replay bar (replay/bar.rs) and the replay's notices (replay/mod.rs)
session-replay-heading = WIEDERHOLUNG
session-replay-command-of = Befehl { $at } von { $total }: { $whereabouts }
session-replay-watching = Zuschauen: Die Schaltflächen der Partie warten auf „Ab hier weiter“. Die Leiste lässt sich verschieben.
session-replay-to-start = Zum Anfang
session-replay-step-back = Einen Befehl zurück
session-replay-pause = Pause
session-replay-pause-hover = Abspielen anhalten
session-replay-play = Abspielen
session-replay-play-hover = Mit der gewählten Geschwindigkeit abspielen
session-replay-step-forward = Einen Befehl vor
session-replay-to-end = Zum Ende
session-replay-speed = Tempo
session-replay-continue = Ab hier weiter
session-replay-continue-hover = Ab dieser Stelle weiterspielen; die späteren Befehle entfallen
session-replay-close = Schließen
session-replay-close-hover = Zurück zur Partie, wie sie war
session-replay-network-from-save = Die Wiederholung einer Netzwerkpartie öffnet sich aus ihrem Spielstand, nach der Partie (jeder Rechner behält die ganze Partie).
session-replay-playing-on-from = Weiter ab Befehl { $at } von { $total }.
session-replay-does-not-replay = Die Partie lässt sich nicht wiederholen: { $why }

## Turns and the computer (turn_plugin.rs, command_log.rs)
session-computer-plays-this-seat = Diesen Platz spielt der Computer.
session-computer-command-refused = Der Befehl des Computers wurde abgelehnt: { $why }
session-command-refused = Befehl { $index } wird abgelehnt: { $why }
session-nothing-to-undo = Seit dem letzten Würfelwurf gibt es nichts rückgängig zu machen.
session-undo-does-not-replay = Die Partie lässt sich nicht wiederholen: { $why }.
session-scenario-cannot-begin = { $scenario } kann nicht beginnen: { $why }

## Saves (turn_saves.rs, save_error.rs)
session-saved-to = Gespeichert in { $file }.
session-save-failed = Die Partie konnte nicht in { $file } gespeichert werden: { $error }
session-autosave-failed = Die Partie konnte nicht automatisch in { $file } gespeichert werden: { $error }
session-host-keeps-the-game = Dieser Rechner hat nur die Sicht seiner Seite: Die Partie liegt beim Gastgeber, dessen Spielstand sie fortsetzt (erneut beitreten).
session-save-missing = Unter { $file } gibt es keinen Spielstand.
session-save-damaged = Der Spielstand konnte nicht gelesen werden: { $why }.
session-save-other-version = { $file } stammt von einer anderen Muster-Version (Spielstand-Version { $found }, diese liest { $reads }); die Datei bleibt unverändert.
session-save-other-ruleset = { $file } ist nicht { $expected }.
session-save-seats-differ = { $file } hat { $saved ->
        [one] { $saved } Platz
       *[other] { $saved } Plätze
    }, das Szenario { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }; die Datei bleibt unverändert.
session-save-does-not-replay = { $file } lässt sich nur bis Befehl { $index } wiederholen: { $why }. Der Spielstand bleibt unverändert.
session-save-different-position = { $file } ergibt beim Wiederholen eine andere Stellung als die gespeicherte: Die Datei stammt wohl von einem anderen Build von Muster. Der Spielstand bleibt unverändert.

## Commands across machines (command_relay.rs, network_play.rs)
session-host-command-unread = Befehl { $index } des Gastgebers ist hier nicht lesbar: { $error }
session-host-command-does-not-play = Befehl { $index } des Gastgebers lässt sich hier nicht ausführen: { $why }
session-command-not-sent = Dieser Befehl wurde nicht gesendet: { $error }
session-nobody-to-act = Gerade ist niemand am Zug.
session-command-not-for-seat = Dieser Befehl steht { $name } gerade nicht zu.
session-command-cannot-be-sent = Befehl { $index } kann nicht an die anderen Rechner gesendet werden: { $error }
session-network-game-does-not-open = Die Netzwerkpartie lässt sich hier nicht öffnen: { $why }
session-seat-view-cannot-be-sent = Die Sicht von Platz { $seat } auf die Partie kann nicht gesendet werden: { $error }
session-host-view-unread = Die Sicht des Gastgebers auf die Partie ist hier nicht lesbar: { $error }

## muster simulate's lines (simulate_summary.rs)
session-simulate-header = { $scenario }: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, Seeds { $first }..{ $end }, { $players }
session-simulate-seed-line = Seed { $seed }: { $line }
session-simulate-draws = , unentschieden { $draws }
session-simulate-summary = Siege: { $wins }{ $draws }; Mittel { $length } { $unit }; mittlere KI-Zeit { $time } ms pro Zug
session-simulate-not-a = { $file }: kein { $what }-Szenario
