# rules-skirmish: Deutsch

## The demo's captions: the rule behind each event
rules-skirmish-caption-income = Einkommen: 5 $ für jede Stadt und das HQ, jede Runde
rules-skirmish-caption-repair = Reparatur: 2 LP für Einheiten auf eigenen Gebäuden
rules-skirmish-caption-movement = Bewegung: jedes Gelände kostet je nach Bewegungsart
rules-skirmish-caption-transport = Transport (3.3c-d): Fußtruppen fahren in MTWs und T-Kopters
rules-skirmish-caption-combat = Kampf (3.4a): Feuerkraft minus Verteidigung auf der Schadenstabelle, dann Gegenfeuer
rules-skirmish-caption-eliminated = Kampf: eine Einheit mit 0 LP ist vernichtet
rules-skirmish-caption-capture-progress = Einnehmen (3.4b): 2 Punkte pro Runde bei voller Stärke, 1 wenn geschwächt
rules-skirmish-caption-captured = Einnehmen (3.4b): das Gebäude wechselt den Besitzer
rules-skirmish-caption-purchase = Kauf: neue Einheiten in leeren Fabriken, nach der Bewegung
rules-skirmish-caption-powers = CO-Kräfte: eine Kraft oder Superkraft für eine Runde
rules-skirmish-caption-victory = Sieg

## Why a Skirmish Wars command is refused, and the log
rules-skirmish-error-game-over = die Partie ist vorbei
rules-skirmish-error-wrong-phase = das ist nicht möglich: { $phase }
rules-skirmish-error-no-such-unit = es gibt keine Einheit { $id }
rules-skirmish-error-not-yours = { $unit } untersteht nicht Ihrem Befehl
rules-skirmish-error-already-acted = { $unit } hat in dieser Runde schon gehandelt
rules-skirmish-error-aboard = { $unit } ist in einem Transporter; der Transporter lädt sie aus
rules-skirmish-error-bad-path = { $unit } kann nicht nach { $to } ziehen: { $why }
rules-skirmish-error-too-far = { $unit } braucht { $needed } Bewegungspunkte für diesen Weg und hat { $has }
rules-skirmish-error-cannot-fire = { $unit } kann nicht auf { $target } feuern: { $why }
rules-skirmish-error-cannot-capture = { $unit } kann hier nicht einnehmen: { $why }
rules-skirmish-error-cannot-unload = { $unit } kann nicht ausladen: { $why }
rules-skirmish-error-cannot-use-power = CO-Kraft nicht einsetzbar: { $why }
rules-skirmish-error-cannot-buy = Kauf bei { $at } nicht möglich: { $why }
rules-skirmish-you-play-without-co = Sie spielen ohne CO
rules-skirmish-power-already-effect-until-your-next = eine Kraft wirkt schon bis zu Ihrer nächsten Runde
rules-skirmish-while-purchasing-movement-over-turn = während des Kaufens: die Bewegung ist für diese Runde vorbei
rules-skirmish-indirect-fire-unit-may-move-or = eine Einheit mit indirektem Feuer darf in einer Runde ziehen oder feuern, nicht beides (3.3a)
rules-skirmish-no-unit = dort steht keine Einheit
rules-skirmish-unit-your-side = diese Einheit gehört zu Ihrer Seite
rules-skirmish-not-transport = sie ist kein Transporter
rules-skirmish-name-least-one-passenger = mindestens einen Passagier angeben
rules-skirmish-each-passenger-unloaded-once-each-own = jeder Passagier wird einmal ausgeladen, jeder auf sein eigenes Feld
rules-skirmish-unit-boards-transport-does-nothing-else = eine Einheit, die in einen Transporter steigt, tut in dieser Runde nichts anderes
rules-skirmish-units-bought-factories-not-one = Einheiten werden in Fabriken gekauft, und dies ist keine
rules-skirmish-factory-not-yours = die Fabrik gehört nicht Ihnen
rules-skirmish-unit-stands-factory = auf der Fabrik steht eine Einheit
rules-skirmish-only-foot-units-infantry-mechs-capture = nur Fußtruppen (Infanterie und Mechs) nehmen ein
rules-skirmish-all-units = alle Einheiten
rules-skirmish-foot-units = Fußtruppen
rules-skirmish-vehicles = Fahrzeuge
rules-skirmish-air-units = Lufteinheiten
rules-skirmish-direct-fire-units = Einheiten mit direktem Feuer
rules-skirmish-indirect-fire-units = Einheiten mit indirektem Feuer
rules-skirmish-no-co-called = es gibt keinen CO namens { $value0 }
rules-skirmish-needs-stars-counter = { $power } braucht { $value1 } Sterne, und der Zähler steht auf { $value2 }
rules-skirmish-not-city-factory-or-hq = { $at } ist keine Stadt, Fabrik oder HQ
rules-skirmish-already-yours = { $value0 }: gehört schon Ihnen
rules-skirmish-step-not-square-next-units-move = Schritt { $value0 } führt nicht auf ein Feld neben { $at }: Einheiten ziehen waagerecht und senkrecht, nie diagonal
rules-skirmish-cannot-enter = { $value0 } kann { $value1 } nicht betreten
rules-skirmish-every-unit-regains-hp = jede Einheit erhält { $value0 } LP zurück
rules-skirmish-power-needs-stars-super-power-super = die Kraft braucht { $value0 } Sterne und die Superkraft { $value1 }; die Superkraft muss weiter hinten auf der Leiste liegen
rules-skirmish-aboard = { $owner } { $name } an Bord bei { $pos }
rules-skirmish-unit-at = { $owner } { $name } bei { $pos }
rules-skirmish-does-not-fire = ein { $card } feuert nicht
rules-skirmish-squares-away-range = es ist { $value0 } Felder entfernt und die Reichweite ist { $value1 }
rules-skirmish-has-no-firepower-against-units = ein { $card } hat keine Feuerkraft gegen { $value1 }-Einheiten
rules-skirmish-no-unit-numbered = es gibt keine Einheit { $passenger }
rules-skirmish-not-aboard = { $value0 } ist nicht an Bord
rules-skirmish-not-next-transport = { $to } liegt nicht neben dem Transporter bei { $at }
rules-skirmish-transport-s-own-square = { $to } ist das Feld des Transporters selbst
rules-skirmish-cannot-stand = { $value0 } kann nicht auf { $value1 } stehen
rules-skirmish-units-bought-factories = Einheiten werden in Fabriken gekauft, und dies ist: { $value0 }
rules-skirmish-costs-you-have = { $card } kostet { $value1 } $ und Sie haben { $money } $
rules-skirmish-terrain-plain = Ebene
rules-skirmish-terrain-forest = Wald
rules-skirmish-terrain-mountain = Berg
rules-skirmish-terrain-river = Fluss
rules-skirmish-terrain-road = Straße
rules-skirmish-terrain-bridge = Brücke
rules-skirmish-terrain-sea = Meer
rules-skirmish-terrain-city = Stadt
rules-skirmish-terrain-factory = Fabrik
rules-skirmish-terrain-hq = HQ
rules-skirmish-log-unit-number = Einheit { $id }
rules-skirmish-log-player-number = Spieler { $id }
rules-skirmish-log-below-zero = { $firepower } − { $defense } = { $initial }: unter 0, kein Schaden
rules-skirmish-log-die-rolled = {" "}+ 1 bei W6 ≤ { $die }; gewürfelt { $rolled }, { $hit ->
        [hit] Treffer
       *[miss] verfehlt
    }
rules-skirmish-log-die = {" "}+ 1 bei W6 ≤ { $die }
rules-skirmish-log-hits = { $firepower } − { $defense } = { $initial } auf { $terrain } ({ $stars }★): { $hits ->
        [one] { $hits } Treffer
       *[other] { $hits } Treffer
    }{ $extra }
rules-skirmish-log-fires = { $attacker } { $counter ->
        [yes] erwidert das Feuer auf
       *[no] feuert auf
    } { $target }: { $working }. { $damage } Schaden, { $hp } LP übrig{ $reduced ->
        [yes] {" "}(geschwächt)
       *[no] {""}
    }.
rules-skirmish-log-turn-began = Tag { $day }: { $player } ist am Zug.
rules-skirmish-log-power-ends = Die CO-Kraft von { $player } endet.
rules-skirmish-log-income = { $player } erhält { $amount } $ Einkommen (jetzt { $now } $).
rules-skirmish-log-repaired = { $unit } wird auf { $hp } LP repariert.
rules-skirmish-log-healed = { $unit } wird auf { $hp } LP geheilt.
rules-skirmish-log-power-name = { $power } von { $co }
rules-skirmish-log-super-power-name = Superkraft { $power } von { $co }
rules-skirmish-log-power-used = { $player } setzt { $power } ein.
rules-skirmish-log-moves = { $unit } zieht nach { $to }.
rules-skirmish-log-boards = { $unit } steigt in { $transport }.
rules-skirmish-log-unloaded = { $unit } wird bei { $to } ausgeladen.
rules-skirmish-log-eliminated = { $unit } ist vernichtet{ $riders ->
        [0] {""}
       *[other] {" "}mit den { $riders } Einheit(en) darin
    }; eine Medaille für { $by }.
rules-skirmish-log-star-gained = CO-Leiste von { $player }: { $stars }★.
rules-skirmish-log-capture-progress = { $unit } nimmt bei { $at } ein: −{ $points }, noch { $left } Einnahmepunkte.
rules-skirmish-log-capture-lost = Die Einnahme bei { $at } ist verloren.
rules-skirmish-log-captured = { $player } nimmt { $property } bei { $at } ein.
rules-skirmish-log-purchase-began = Die Bewegung ist vorbei; Einkauf.
rules-skirmish-log-bought = { $player } kauft { $name } für { $price } $ bei { $at }.
rules-skirmish-log-hq-captured = Das HQ von { $player } ist von { $by } eingenommen: { $player } scheidet aus.
rules-skirmish-log-no-units-left = { $player } hat keine Einheiten mehr: { $player } scheidet aus.
rules-skirmish-log-wins = { $player } gewinnt.
rules-skirmish-log-draw = Die Partie endet unentschieden.
