# movement: Deutsch

## The panel (view/panel.rs)
movement-title = Bewegungsspiel ohne Titel
movement-prompt-choose-start = { $chooser }: den ersten Spielstein von { $player } auf eines seiner Startfelder setzen.
movement-prompt-roll-or-discard = { $player }: würfeln oder die ganze Hand abwerfen.
movement-prompt-rolled = { $player } hat { $value } gewürfelt: noch { $left ->
        [one] { $left } Schritt
       *[other] { $left } Schritte
    }. Eine Karte und einen Spielstein wählen, dann ein grünes Feld.
movement-prompt-or-new-token = Oder die abzugebende Karte und ein gelbes Startfeld für einen neuen Spielstein wählen.
movement-prompt-no-play = Keine Karte der Hand bringt in diesem Zug einen Spielstein auf ein freies Feld (jeder Weg führt vom Brett, in ein gesperrtes Feld oder auf einen Spielstein).
movement-prompt-discards-one = Wer nichts bewegt, wirft eine Karte ab.
movement-prompt-wins = { $player } gewinnt.
movement-board-turn = { $board } — Zug { $turn }
movement-tokens-home-off = { $home } im Ziel, { $off } draußen
movement-deck-discards = Stapel { $deck } · abgelegt { $discards }
movement-roll = Würfeln
movement-discard-hand = Ganze Hand abwerfen
movement-discard-card = Gewählte Karte abwerfen
movement-end-turn = Zug beenden

## The hand-over cover and the winner (view/overlays.rs)
movement-cover-turn = { $player } ist am Zug — zum Weiterspielen drücken
movement-win = { $player } gewinnt nach { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Zügen
    }
movement-win-home = Alle vier Spielsteine sind im Ziel. Esc für das Menü.

## The game's log and saves (game.rs, save.rs, registration.rs)
movement-opening = { $scenario } beginnt. Jeder Spieler setzt den ersten Spielstein des gegenübersitzenden Spielers; { $first } beginnt.
movement-whereabouts-turn = Zug { $turn }, { $player } ist am Zug
movement-whereabouts-over = nach { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Zügen
    } ist die Partie vorbei
movement-save-label = { $title }, Zug { $turn }
movement-loaded-from = Geladen aus { $path }.

## The menu's words for this ruleset
movement-what-opens = Ein Spielbrett öffnet sich für 2 oder 4 Spieler, jeder ein Mensch oder der Computer: offene Hände, der W3, Karten Stein für Stein gespielt mit den erlaubten Feldern beleuchtet, neue Steine bei einer 3, Speichern, Laden und Rückgängig.
movement-resume-name = das Bewegungsspiel
