# cli: Deutsch

## muster check
cli-check-walkthrough = { $title }: Einführung, { $count ->
        [one] { $count } Schritt
       *[other] { $count } Schritte
    } ({ $ruleset })
cli-check-roster = { $name }: Stärkeliste, { $count ->
        [one] { $count } Einheit
       *[other] { $count } Einheiten
    }
cli-check-summary = { $files ->
        [one] { $files } Datei geprüft
       *[other] { $files } Dateien geprüft
    }, { $failures } mit Fehlern
cli-cannot-read-file = { $file }: Die Datei lässt sich nicht lesen: { $error }

## A damaged file set aside (files.rs)
cli-file-kept-as = { " " }(die Datei bleibt als { $file } erhalten)

## muster simulate and muster tournament
cli-list-and = { $rest } und { $last }
cli-no-ruleset = kein Regelwerk
cli-simulate-refused = { $file }: simulate spielt { $offered }; dies ist { $ruleset }
cli-tournament-no-level = keine Stufe { $name }: erwartet recruit, veteran oder general
cli-tournament-games-at-least-one = --games muss mindestens 1 sein
cli-tournament-not-a-scenario-of = kein { $ruleset }-Szenario
cli-tournament-refused = Turniere spielen { $offered }; dies ist { $title }

## muster balance
cli-balance-heading = muster balance { $target }: { $games } Partien je Szenario ab Startwert { $seed }, der General auf jedem Platz
cli-balance-no-stage = kein Zustand der Balance-Prüfung { $name }: erwartet running oder report

## muster tournament's progress (stderr)
cli-tournament-starting = { $total ->
        [one] eine Partie
        *[other] { $total } Partien
    } auf { $threads ->
        [one] einem Thread
        *[other] { $threads } Threads
    }; der Fortschritt folgt, sobald Partien enden
cli-tournament-progress = { $done } von { $total } Partien gespielt, bisher { $elapsed }, noch etwa { $left }
cli-tournament-pairing-done = { $high } gegen { $low } auf { $scenario }: { $games ->
        [one] die eine Partie gespielt
        *[other] alle { $games } Partien gespielt
    }
cli-tournament-table-so-far = Die Tabelle bisher:
cli-tournament-level-recruit = Rekrut
cli-tournament-level-veteran = Veteran
cli-tournament-level-general = General
cli-tournament-seconds = { $seconds } s
cli-tournament-minutes = { $minutes } min { $seconds } s
cli-tournament-hours = { $hours } h { $minutes } min
