# rules-movement: Deutsch

## The cards' names
rules-movement-card-forward = vorwärts
rules-movement-card-left = links
rules-movement-card-right = rechts
rules-movement-card-forward-left = vorwärts-links
rules-movement-card-forward-right = vorwärts-rechts
rules-movement-card-backward = rückwärts
rules-movement-card-backward-left = rückwärts-links
rules-movement-card-backward-right = rückwärts-rechts

## A refused command (error.rs)
rules-movement-error-game-over = die Partie ist vorbei
rules-movement-error-wrong-time = das geht jetzt nicht: { $now }
rules-movement-error-no-card = an Stelle { $slot } Ihrer Hand liegt keine Karte
rules-movement-error-no-token = Spielstein { $token } gehört nicht Ihnen
rules-movement-error-token-off = dieser Spielstein ist nicht auf dem Brett
rules-movement-error-token-home = dieser Spielstein hat sein Ziel erreicht und darf nicht mehr bewegt werden
rules-movement-error-too-many-steps = Sie haben noch { $left ->
        [one] { $left } Schritt
       *[other] { $left } Schritte
    }, nicht { $asked }
rules-movement-error-no-steps = eine Karte bewegt einen Spielstein mindestens 1 Feld
rules-movement-error-blocked = die Karte „{ $card }“ kann diesen Spielstein nicht { $steps ->
        [one] { $steps } Feld
       *[other] { $steps } Felder
    } weit bewegen: { $why }
rules-movement-error-cannot-place = auf { $space } kann kein Spielstein gesetzt werden: { $why }

## What the turn asks for now (engine.rs)
rules-movement-now-choose-start = Vorbereitung: das Startfeld für den ersten Spielstein des gegenübersitzenden Spielers wählen
rules-movement-now-roll-or-discard = zuerst entscheiden: würfeln oder die ganze Hand abwerfen
rules-movement-now-play-or-end = Sie haben gewürfelt: Karten spielen oder den Zug beenden
rules-movement-must-end-not-discard = Sie haben in diesem Zug eine Karte gespielt: beenden Sie stattdessen den Zug
rules-movement-must-discard-one = gewürfelt und nichts bewegt: 1 (und nur 1) Karte abwerfen

## Why a token cannot be placed (engine.rs, setup.rs)
rules-movement-refuse-new-token-only-on-3 = ein neuer Spielstein kommt nur bei einer 3 ins Spiel
rules-movement-refuse-new-token-instead = bei einer 3 setzen Sie einen neuen Spielstein statt zu ziehen, nicht zusätzlich
rules-movement-refuse-all-tokens-on = alle Ihre Spielsteine sind auf dem Brett
rules-movement-refuse-new-token-own-starts = neue Spielsteine kommen nur auf den vier Startfeldern vor Ihnen ins Spiel
rules-movement-refuse-start-taken = dieses Startfeld ist besetzt
rules-movement-refuse-choose-across = wählen Sie eines der vier Startfelder von { $name } (Ihnen gegenüber)
rules-movement-refuse-token-there = dort steht schon ein Spielstein

## Why a card cannot move a token (moves.rs)
rules-movement-blocked-off-board = Schritt { $step } würde das Brett verlassen
rules-movement-blocked-closed = Schritt { $step } würde das gesperrte Feld { $space } betreten
rules-movement-blocked-side-start = { $space } ist ein Startfeld des Spielers links oder rechts von Ihnen: ein Spielstein darf es überqueren, aber nicht darauf stehen bleiben
rules-movement-blocked-taken = { $space } ist besetzt: ein Spielstein darf andere überspringen, aber seinen Zug nicht auf einem beenden

## The log (narrate.rs)
rules-movement-player-fallback = Spieler { $player }
rules-movement-log-start-chosen = { $by } setzt den ersten Spielstein von { $player } auf { $space }.
rules-movement-log-rolled-for-first = { $player } würfelt { $value } um den ersten Zug.
rules-movement-log-rolled-for-first-d6 = { $player } würfelt { $roll } ({ $value }) um den ersten Zug.
rules-movement-log-turn-began = { $player } ist am Zug.
rules-movement-log-rolled = { $player } würfelt { $value }.
rules-movement-log-rolled-d6 = { $player } würfelt { $roll } mit dem W6: { $value }.
rules-movement-log-hand-discarded = { $player } wirft die ganze Hand ab ({ $cards }).
rules-movement-log-card-discarded = { $player } wirft eine Karte „{ $card }“ ab.
rules-movement-log-card-played = { $player } spielt „{ $card }“: ein Spielstein zieht { $steps } von { $from } nach { $to }.
rules-movement-log-token-introduced = { $player } bringt auf { $space } einen neuen Spielstein ins Spiel.
rules-movement-log-token-home = Ein Spielstein von { $player } ist im Ziel: er bleibt dort.
rules-movement-log-deck-reshuffled = { $count ->
    [one] Der Stapel ist leer: die 1 abgelegte Karte wird zu einem neuen Stapel gemischt.
   *[other] Der Stapel ist leer: die { $count } abgelegten Karten werden zu einem neuen Stapel gemischt.
}
rules-movement-log-drew = { $player } zieht { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }.
rules-movement-log-won = { $player } hat alle vier Spielsteine im Ziel und gewinnt.

## The demo's captions: the rule behind each event
rules-movement-caption-set-up = Aufbau: der Spieler gegenüber setzt Ihren ersten Stein
rules-movement-caption-first-roll = Aufbau: alle würfeln; der Höchste beginnt
rules-movement-caption-roll = Der Zug: den W3 würfeln oder die ganze Hand abwerfen
rules-movement-caption-hand-discarded = Der Zug: die ganze Hand abgeworfen statt zu würfeln
rules-movement-caption-card = Karten: eine Karte bewegt einen Stein bis zum Würfelwert, in eine Richtung
rules-movement-caption-new-token = Bei einer 3: stattdessen darf ein neuer Stein ins Spiel kommen
rules-movement-caption-home = Ziel: ein Stein auf einem Zielfeld bleibt dort
rules-movement-caption-reshuffle = Stapel leer: der Ablagestapel wird zu einem neuen Stapel gemischt
rules-movement-caption-win = Der Sieg: alle vier Steine im Ziel
