# scenarios: Deutsch

## What is wrong with a scenario file (muster check and the open dialog)
scenarios-no-unit-could-leave-factory-every = keine Einheit könnte diese Fabrik verlassen: jedes Nachbarfeld liegt außerhalb der Karte oder ist für alle Einheiten gesperrt
scenarios-soldiers-has-two-players-found-sides = Soldiers hat zwei Spieler, gefunden: { $value0 } Seiten
scenarios-side-0-or-1-found = eine Seite ist 0 oder 1, gefunden: { $value0 }
scenarios-side-0-or-1-found-2 = eine Seite ist 0 oder 1, gefunden: { $side }
scenarios-side-has-no-units = die Seite { $side } hat keine Einheiten
scenarios-turn-not-game-s-1 = Zug { $turn } liegt nicht in den Zügen 1 bis { $value0 } der Partie
scenarios-side-0-or-1-found-3 = eine Seite ist 0 oder 1, gefunden: { $value0 }
scenarios-trench-markers = { $value0 } Schützengrabenmarker
scenarios-side-0-or-1-found-4 = eine Seite ist 0 oder 1, gefunden: { $value0 }
scenarios-side-0-or-1-found-5 = eine Seite ist 0 oder 1, gefunden: { $side }
scenarios-side-0-or-1-found-6 = eine Seite ist 0 oder 1, gefunden: { $value0 }
scenarios-no-nation-give-group-or-side = keine Nation: der Gruppe oder der Seite { $side } eine geben
scenarios-arrives-turn-outside-game-s-1 = trifft in Zug { $turn } ein, außerhalb der Züge 1 bis { $turns } der Partie
scenarios-terrain-row-column = Gelände Zeile { $value0 } Spalte { $value1 }
scenarios-not-terrain-letter-plain-f-forest = '{ $letter }' ist kein Geländebuchstabe (. Ebene, F Wald, M Berg, R Fluss, = Straße, B Brücke, ~ Meer, C Stadt, X Fabrik, H HQ)
scenarios-skirmish-wars-2-4-players-found = Skirmish Wars ist für 2 bis 4 Spieler, gefunden: { $value0 }
scenarios-already-taken-another-player = { $value0 } ist schon von einem anderen Spieler belegt
scenarios-no-co-called = es gibt keinen CO namens „{ $co }“ (es gibt { $value0 })
scenarios-terrain-row = Gelände Zeile { $value0 }
scenarios-row-has-squares-first-row = die Zeile hat { $value0 } Felder und die erste Zeile { $width }
scenarios-no-player-players-0 = es gibt keinen Spieler { $value0 } (Spieler sind 0-{ $value1 })
scenarios-each-player-owns-one-hq-conquest = in einer Eroberungspartie besitzt jeder Spieler ein HQ; { $player } besitzt { $hqs }
scenarios-no-player = es gibt keinen Spieler { $value0 }
scenarios-cities-needed-map-has = { $needed } Städte werden gebraucht, und die Karte hat { $cities }
scenarios-has-no-hexes-map = { $zone } hat keine Hexfelder auf dieser Karte
scenarios-has-hexes-room-stacking-points-units = { $zone } hat { $hexes } Hexfelder, Platz für { $value0 } Stapelpunkte; ihre Einheiten brauchen { $points }
scenarios-has-hexes-trench-markers = { $value0 } hat { $hexes } Hexfelder für { $value1 } Schützengrabenmarker
scenarios-no-room-set-up = kein Platz, um { $prefix } { $number } aufzustellen
scenarios-table-must-larger-than-0-0 = der Tisch muss größer als 0 × 0 Zoll sein, gefunden: { $value0 } × { $value1 }
scenarios-stand-must-larger-than-0-0 = eine Base muss größer als 0 × 0 Zoll sein, gefunden: { $value0 } × { $value1 }
scenarios-primary-time-must-least-15-seconds = die Grundzeit muss mindestens 15 Sekunden betragen (der kürzeste Zeitzug), gefunden: { $value0 }
scenarios-stick-laying-pause-must-0-10 = die Pause zum Anlegen des Maßstabs muss 0 bis 10 Sekunden betragen, gefunden: { $value0 }
scenarios-free-move-battle-has-exactly-two = eine Free-Move-Schlacht hat genau zwei Seiten, gefunden: { $value0 }
scenarios-unit-number-already-used-units-each = Einheitennummer { $value0 } wird schon von units[{ $first }] benutzt: jede Fahne braucht ihre eigene Nummer
scenarios-tray-overlaps = ihr Tablett überlappt { $other }
scenarios-must-between-1-99-found = muss zwischen 1 und 99 liegen, gefunden: { $value0 }
scenarios-off-inch-table = ({ $value0 }, { $value1 }) liegt außerhalb des Tisches von { $value2 } × { $value3 } Zoll
scenarios-polygon-needs-least-3-points-found = ein Polygon braucht mindestens 3 Punkte, gefunden: { $value0 }
scenarios-path-needs-least-2-points-found = ein Path braucht mindestens 2 Punkte, gefunden: { $value0 }
scenarios-path-s-width-must-above-0 = die Breite eines Path muss über 0 liegen, gefunden: { $width }
scenarios-circle-s-radius-must-above-0 = der Radius eines Circle muss über 0 liegen, gefunden: { $radius }
scenarios-game-2-or-4-players-found = das Spiel ist für 2 oder 4 Spieler, gefunden: { $value0 }
scenarios-conquest-won-capturing-hq-only-foot = Eroberung gewinnt, wer ein HQ einnimmt, und nur Fußtruppen nehmen ein, aber keine Fußtruppe kann vom HQ von { $value0 } hier zum HQ von { $value1 } bei { $value2 } gehen
scenarios-has-no-units-no-factory-they = { $value0 } hat keine Einheiten und keine Fabrik: dieser Spieler könnte nie handeln
scenarios-tile-least-2-squares-side-not = eine Kachel hat mindestens 2 Felder Seitenlänge, nicht { $value0 }
scenarios-two-tiles-called = zwei Kacheln heißen „{ $tile }“
scenarios-has-rows-tile-has = { $tile } hat { $value1 } Zeilen; eine Kachel hat { $size }
scenarios-row-has-squares-tile-has = { $tile } Zeile { $value1 } hat { $value2 } Felder; eine Kachel hat { $size }
scenarios-not-terrain-letter = { $place }: '{ $letter }' ist kein Geländebuchstabe
scenarios-placed-square-2-1-not-printed = { $place }: { $value0 } wird auf ein Feld gesetzt (2.1), nicht auf eine Kachel gedruckt
scenarios-cannot-read-file = { $file }: die Datei kann nicht gelesen werden: { $reason }

## A saved game or replay that does not replay
scenarios-replay-refused = sein Befehl { $index } (von { $total }) wird abgelehnt: { $why }
scenarios-replay-diverged = seine { $total } Befehle führen zu einer anderen Stellung als der gespeicherten (erster Unterschied bei: { $near })
