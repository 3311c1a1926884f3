# soldiers: Deutsch

## The turn panel (play/turn_panel.rs, play/end_phase.rs)
soldiers-title = Soldiers
soldiers-turn-of = Zug { $turn } von { $last }
soldiers-to-act = Am Zug: { $side } ({ $who })
soldiers-sight = Sicht
soldiers-sight-hover = L: Sichtlinie vom gewählten Hexfeld
soldiers-victory = Sieg
soldiers-computer-playing = Der Computer spielt…
soldiers-end-deployment = Aufstellung beenden
soldiers-end-movement = Bewegungsphase beenden
soldiers-end-fire-step = Feuerschritt beenden
soldiers-game-over = Die Partie ist vorbei

## The end of the game (play/victory_panel.rs)
soldiers-victory-of = Sieg: { $side }
soldiers-no-victory = Kein Sieg
soldiers-turns-played = { $count ->
        [one] { $count } Spielzug gespielt.
       *[other] { $count } Spielzüge gespielt.
    }
soldiers-back-to-title = Zurück zum Hauptmenü

## The hand-over cover (play/hand_over.rs)
soldiers-cover-pass-to = An den Spieler { $side } weitergeben — zum Weiterspielen drücken

## The Sight tool (play/los_tool.rs)
soldiers-sight-point = Sicht: auf ein Hexfeld zeigen, um zu sehen, ob das gewählte Hexfeld hineinsieht (grün), nur bis dorthin (gelb: beobachtetes Feuer) oder gar nicht (rot). L schaltet das Werkzeug aus.
soldiers-sight-click = Sicht: das Hexfeld anklicken, von dem aus geschaut wird, dann auf ein anderes Hexfeld zeigen. L schaltet das Werkzeug aus.
soldiers-sight-sees-into = { $from } nach { $to }: sieht hinein
    { $why }
soldiers-sight-sees-only-to = { $from } nach { $to }: sieht nur bis dorthin (beobachtetes Feuer)
    { $why }
soldiers-sight-blocked = { $from } nach { $to }: verdeckt
    { $why }

## The hex's units (play/unit_cards.rs)
soldiers-hex = Hexfeld { $hex }
soldiers-hex-terrain = Hexfeld { $hex } — { $terrain }
soldiers-hex-named = Hexfeld { $hex } — { $terrain } { $name }
soldiers-terrain-clear = Offenes Gelände
soldiers-terrain-slope = Hang
soldiers-terrain-crest = Kamm
soldiers-terrain-woods = Wald
soldiers-terrain-town = Ort
soldiers-terrain-canal = Kanal
soldiers-no-units-seen = Hier sind keine Einheiten zu sehen.
soldiers-state-disrupted = erschüttert
soldiers-state-improved = ausgebaute Stellung
soldiers-state-face-down = umgedreht
soldiers-state-moved = gezogen
soldiers-state-fired = hat gefeuert
soldiers-state-dismounted = abgesessen
soldiers-recombine = Zusammenlegen
soldiers-dismount = Absitzen
soldiers-remount = Aufsitzen
soldiers-break-down = Aufteilen

## Deployment (play/deployment_ui.rs)
soldiers-deploy-trenches-first = Zuerst { $count ->
        [one] { $count } Schützengraben-Marker
       *[other] { $count } Schützengraben-Marker
    } setzen: Hexfelder ihrer Zone anklicken (orange umrandet). Einheiten in Schützengraben-Hexfeldern beginnen ohne ausgebaute Stellung.
soldiers-deploy-all-placed = Alle Einheiten stehen: die Aufstellung beenden.
soldiers-deploy-to-place = { $count ->
        [one] { $count } Einheit aufzustellen.
       *[other] { $count } Einheiten aufzustellen.
    } Eine wählen, dann ein Hexfeld ihrer Zone anklicken (umrandet).
soldiers-deploy-unit-zone = { $unit } ({ $count ->
        [one] { $count } Hexfeld
       *[other] { $count } Hexfelder
    })
soldiers-deploy-dug-in = Eingegraben aufstellen (ausgebaute Stellung)
soldiers-deploy-dismounted = Abgesessen aufstellen
soldiers-deploy-zone = Zone: { $count ->
        [one] { $count } Hexfeld
       *[other] { $count } Hexfelder
    } ab { $first }
soldiers-deploy-auto = Den Rest automatisch aufstellen

## Movement (play/movement_ui.rs)
soldiers-move-click-unit = Eine eigene Einheit (oder ihre Karte) anklicken, um sie zu ziehen.
soldiers-move-cannot = { $unit } kann jetzt nicht ziehen.
soldiers-move-reach = { $unit }: { $count ->
        [one] { $count } Hexfeld
       *[other] { $count } Hexfelder
    } in Reichweite (grün: darf noch feuern; orange: umgedreht, kein Feuer).
soldiers-move-to = Nach { $hex }: { $count ->
        [one] { $points } Bewegungspunkt
       *[other] { $points } Bewegungspunkte
    }, { $hexes ->
        [one] { $hexes } Hexfeld
       *[other] { $hexes } Hexfelder
    }.
soldiers-move-may-fire = Sie darf in dieser Feuerphase noch feuern.
soldiers-move-face-down = Umgedreht: sie darf in der Feuerphase nach diesem Zug NICHT feuern.
soldiers-move-exit = Hier die Karte verlassen
soldiers-improved-heading = Ausgebaute Stellungen (vor dem Ziehen)
soldiers-improved-no-rolls = Kein Wurf: weiter
soldiers-improved-roll = Würfeln
soldiers-improved-leave = { $unit }: verlassen
soldiers-improved-dig-in = { $unit }: eingraben

## Reinforcements (play/reinforcements.rs)
soldiers-reinforcements = Verstärkungen: { $count } dürfen eintreten (oder warten). Eine wählen, dann ein erreichbares Hexfeld.
soldiers-reinforcement-enters-at = { $unit } (tritt bei { $entry } ein)

## Fire (play/fire_ui.rs, play/odds.rs, dice_roll.rs)
soldiers-fire-targets = { $count ->
        [one] { $count } Hexfeld, auf das Ihre Einheiten feuern können, ist rot umrandet: es anklicken.
       *[other] { $count } Hexfelder, auf die Ihre Einheiten feuern können, sind rot umrandet: eines anklicken.
    }
soldiers-fire-targets-charge = { $count ->
        [one] { $count } Hexfeld, das Ihre Einheiten attackieren können, ist rot umrandet: es anklicken.
       *[other] { $count } Hexfelder, die Ihre Einheiten attackieren können, sind rot umrandet: eines anklicken.
    }
soldiers-fire-target-seen = Ziel { $target }: { $count ->
        [one] { $count } Einheit gesehen
       *[other] { $count } Einheiten gesehen
    }
soldiers-fire-aim-at = Zielen auf:
soldiers-fire-aim-open = im Freien
soldiers-fire-aim-dug-in = eingegraben
soldiers-fire-firing = Es feuern:
soldiers-fire-firer-direct = { $unit }: Stärke { $strength }, direkt
soldiers-fire-firer-observed = { $unit }: Stärke { $strength }, beobachtet (halbiert)
soldiers-column-below = unter 1-2
soldiers-fire-attack-against = Angriff { $attack } gegen Verteidigung { $defense }: Spalte { $column }
soldiers-fire-chances-modified = { $chances } (Würfel { $modifier })
soldiers-fire-charge = Attacke
soldiers-fire-fire = Feuern
soldiers-chances = Vernichtet { $eliminated } · Erschüttert { $disrupted } · Keine Wirkung { $no_effect }
soldiers-roll-fire-on = Feuer auf { $target }: { $attack } gegen { $defense } ({ $column })
soldiers-roll-die = Würfel { $die }: { $result }
soldiers-roll-die-counts = Würfel { $die } (zählt { $counts }): { $result }
soldiers-result-no-effect = keine Wirkung
soldiers-result-disrupted = erschüttert
soldiers-result-eliminated = vernichtet

## Interdiction (play/interdiction_ui.rs)
soldiers-interdict-first = Zuerst Abriegelung setzen (Klicks wählen Hexfelder)
soldiers-interdict-firer = { $unit } (bis zu { $count ->
        [one] { $count } Hexfeld
       *[other] { $count } Hexfelder
    })
soldiers-interdict-hexes = Hexfelder: { $hexes }
soldiers-interdict-how = Feuernde Einheiten ankreuzen und Hexfelder auf dem Brett anklicken.
soldiers-interdict = Abriegeln

## The map, the game's log and saves (board/labels.rs, game.rs, save.rs, registration.rs)
soldiers-hill = Höhe { $hill }
soldiers-opening = { $scenario } beginnt.
soldiers-whereabouts-deploys = { $side } stellt auf
soldiers-whereabouts-moves = Zug { $turn }, { $side } zieht
soldiers-whereabouts-fire = Zug { $turn }, Feuer nach dem Zug von { $side }
soldiers-whereabouts-over = Zug { $turn }, die Partie ist vorbei
soldiers-save-label = { $title }, Zug { $turn }
soldiers-loaded-from = Geladen aus { $path }.

## The menu's words for this ruleset
soldiers-what-opens = Ein Szenario öffnet sich auf der Hexfeldkarte: Aufstellung, Bewegung mit ihren Kosten, Feuer mit dem Verhältnis vor dem Wurf, am selben Bildschirm oder gegen den Computer (die Solitär-Russen spielen nach ihrer Doktrin), Speichern, Laden und Rückgängig.
soldiers-resume-name = Soldiers
