# skirmish: Deutsch

## The panel (view/panel.rs)
skirmish-title = Skirmish Wars
skirmish-goal-conquest = Eroberung: ein feindliches HQ einnehmen oder jede feindliche Einheit vernichten
skirmish-goal-medals = Siegesorden: { $count ->
        [one] { $count } feindliche Einheit
       *[other] { $count } feindliche Einheiten
    } vernichten
skirmish-goal-cities = Städteeroberung: { $count ->
        [one] { $count } Stadt
       *[other] { $count } Städte
    } besitzen
skirmish-goal-with-day-limit = { $goal }; nach Tag { $days } gewinnt, wer die meisten Städte hat
skirmish-header-day = { $name } — Tag { $day }
skirmish-phase-orders = ziehen und angreifen
skirmish-phase-purchase = einkaufen
skirmish-phase-over = die Partie ist vorbei
skirmish-turn-of = { $player } ist am Zug: { $phase }
skirmish-turn-of-computer = { $player } ist am Zug (Computer): { $phase }
skirmish-end-moves = Bewegung beenden (kaufen)
skirmish-end-moves-hover = Die Bewegung ist vorbei: weiter zum Einkauf
skirmish-end-turn = Zug beenden
skirmish-click-unit-or-factory = Eine eigene Einheit anklicken, um sie zu ziehen, oder eine eigene leere Fabrik, um zu kaufen.

## Orders and the attack preview (view/orders_ui.rs)
skirmish-odds-no-damage = { $firepower } − { $defense } = { $initial }: kein Schaden
skirmish-odds-hits = { $firepower } − { $defense } = { $initial } bei { $stars }★: { $hits ->
        [one] { $hits } Treffer
       *[other] { $hits } Treffer
    }, also { $least }–{ $most } Schaden
skirmish-odds-hits-and-die = { $firepower } − { $defense } = { $initial } bei { $stars }★: { $hits ->
        [one] { $hits } Treffer
       *[other] { $hits } Treffer
    } + 1 bei W6 ≤ { $die }, also { $least }–{ $most } Schaden
skirmish-counter-fire-will-destroy = ⚠ Das Gegenfeuer wird Ihre Einheit vernichten.
skirmish-counter-fire-can-destroy = ⚠ Das Gegenfeuer kann Ihre Einheit vernichten.
skirmish-preview-attack = Angriff: { $odds }
skirmish-preview-target-hp = Ziel-LP { $hp }, danach: { $least }–{ $most }
skirmish-preview-no-counter-fire = Kein Gegenfeuer (außer Reichweite, keine Feuerkraft oder vernichtet).
skirmish-preview-counter-fire = Gegenfeuer: { $odds }
skirmish-preview-counter-after-most = …nach dem größten Schaden: { $odds }
skirmish-preview-no-counter-after-most = …keines, wenn der größte Schaden eintritt.
skirmish-orders-pick-square = { $unit }: ein beleuchtetes Feld anklicken, um dorthin zu ziehen (das eigene Feld, um zu bleiben), oder eine andere Einheit.
skirmish-orders-destination = { $unit } nach { $to } ({ $cost } BP)
skirmish-wait = Warten
skirmish-capture = Einnehmen
skirmish-cancel = Abbrechen
skirmish-unload-choose = Absetzen (für jede ein Feld wählen, dann Absetzen):
skirmish-unload = Absetzen
skirmish-fire-at = Feuern auf (oder ein rotes Feld anklicken):
skirmish-target-at = { $unit } auf { $at }
skirmish-fire = Feuern
skirmish-out-of-reach = { $square } liegt diesen Zug außer Reichweite der Einheit { $unit }: die beleuchteten Felder sind alle, die ihre { $movement } Bewegungspunkte auf diesem Gelände erreichen (Treibstoff, Gelände und Einheiten im Weg zählen). Ein beleuchtetes Feld oder eine andere eigene Einheit anklicken.

## The players (view/players_ui.rs)
skirmish-money-hover = Geld und das Einkommen zu Beginn jedes Zuges: 5 $ je Stadt und das HQ
skirmish-units-medals = { $units ->
        [one] { $units } Einheit
       *[other] { $units } Einheiten
    } · { $medals ->
        [one] { $medals } Orden
       *[other] { $medals } Orden
    }
skirmish-co-of = KO von { $player }:
skirmish-no-co = Keiner
skirmish-power-in-effect = { " " }— { $power } wirkt
skirmish-co-hover = { $about }
    Fähigkeit { $power }: { $power_does }
    Superfähigkeit { $super_power }: { $super_does }
skirmish-use-power = { $power } einsetzen

## Buying (view/purchase_ui.rs)
skirmish-buy-at-factory = Kaufen in der Fabrik { $factory } — { $money } $ verfügbar (Kaufen beendet die Bewegung)
skirmish-close = Schließen
skirmish-buy-card-line = { $movement } BP · Reichw. { $least }–{ $most } · Vert. { $defense }

## The unit card (view/unit_card.rs)
skirmish-card-hp-full = LP { $hp } von 8, volle Stärke
skirmish-card-hp-full-acted = LP { $hp } von 8, volle Stärke, hat gehandelt
skirmish-card-hp-reduced = LP { $hp } von 8, reduziert
skirmish-card-hp-reduced-acted = LP { $hp } von 8, reduziert, hat gehandelt
skirmish-card-range-move-or-fire = { $least }–{ $most } (ziehen oder feuern)
skirmish-card-line = { $price } $ · { $movement } BP ({ $movement_type }) · Reichw. { $range } · Ziel { $class } · Vert. { $defense }
skirmish-card-firepower = Feuerkraft
skirmish-card-foot = Fuß
skirmish-card-vehicle = Fahrzeug
skirmish-card-air = Luft
skirmish-card-full-reduced = voll / red.
skirmish-card-carries = Trägt { $count ->
        [one] { $count } Fußeinheit
       *[other] { $count } Fußeinheiten
    }; jetzt an Bord: { $aboard }
skirmish-card-co-boost = KO jetzt: { $firepower } Feuerkraft, { $defense } Verteidigung, { $movement } Bewegung, { $range } Reichweite

## The hand-over cover and the victory (view/overlays.rs)
skirmish-cover-pass-to = Tag { $day }: weitergeben an { $player } — zum Weiterspielen drücken
skirmish-wins-on-day = { $player } gewinnt an Tag { $day }
skirmish-draw = Unentschieden
skirmish-score = { $player }: { $medals ->
        [one] { $medals } Orden
       *[other] { $medals } Orden
    }, { $cities ->
        [one] { $cities } Stadt
       *[other] { $cities } Städte
    }, { $units ->
        [one] { $units } Einheit
       *[other] { $units } Einheiten
    }
skirmish-score-out = { $player }: { $medals ->
        [one] { $medals } Orden
       *[other] { $medals } Orden
    }, { $cities ->
        [one] { $cities } Stadt
       *[other] { $cities } Städte
    }, { $units ->
        [one] { $units } Einheit
       *[other] { $units } Einheiten
    } — ausgeschieden
skirmish-escape-for-menu = Esc für das Menü.

## The game's log and saves (game.rs, save.rs, registration.rs)
skirmish-opening = { $scenario } beginnt: Tag 1, { $player } ist am Zug.
skirmish-whereabouts-over = Tag { $day }, die Partie ist vorbei
skirmish-whereabouts-turn = Tag { $day }, { $player } ist am Zug
skirmish-save-label = { $title }, Tag { $day }
skirmish-loaded-from = Geladen aus { $path }.

## The set-up screen: heading and buttons (setup/panel.rs)
skirmish-setup-heading = Tisch auslegen (2.0–2.7)
skirmish-setup-name = Name
skirmish-setup-not-ready = Zuerst die unter dem Tisch aufgeführten Probleme beheben
skirmish-setup-play = Spielen
skirmish-setup-play-hover = Diesen Tisch auf dem Quadratbrett mit den unten gewählten Plätzen spielen
skirmish-setup-save = Als Szenario speichern
skirmish-setup-save-hover = Den Tisch als Szenariodatei in Ihren Szenarioordner schreiben
skirmish-setup-back = Zurück zu Skirmish Wars

## The set-up screen: players and victory (setup/players_ui.rs)
skirmish-setup-players = Spieler
skirmish-setup-a-person = ein Mensch
skirmish-setup-co = {"   "}KO
skirmish-setup-co-none = keiner
skirmish-setup-moves-first = Zieht zuerst (2.6)
skirmish-setup-victory = Sieg (2.7)
skirmish-setup-conquest = Eroberung
skirmish-setup-conquest-hover = Ein feindliches HQ einnehmen oder jede feindliche Einheit vernichten
skirmish-setup-medals = Siegesorden
skirmish-setup-medals-hover = So viele feindliche Einheiten vernichten
skirmish-setup-cities = Städteeroberung
skirmish-setup-cities-hover = So viele Städte besitzen
skirmish-setup-units-to-eliminate = Zu vernichtende Einheiten
skirmish-setup-cities-to-own = Zu besitzende Städte

## The set-up screen: tools (setup/tools_ui.rs, setup/editor.rs)
skirmish-setup-seed = Startwert
skirmish-setup-players-count = { $count } Spieler
skirmish-setup-random = Zufälliger ausgewogener Aufbau
skirmish-setup-random-hover = Den Tisch durch einen symmetrischen aus dem Startwert ersetzen: jeder Spieler hat dasselbe Gelände
skirmish-setup-replace-question = { $count ->
        [one] Das { $count } gelegte Feldstück
       *[other] Die { $count } gelegten Feldstücke
    } (und was darauf steht) durch einen zufälligen Aufbau ersetzen?
skirmish-setup-replace = Ersetzen
skirmish-setup-keep = Meine behalten
skirmish-setup-click-to-place = Zum Platzieren auf den Tisch klicken
skirmish-setup-centre = Tisch zentrieren
skirmish-setup-centre-hover = Den ganzen Tisch wieder einpassen (er bleibt stehen, während Sie Feldstücke legen)
skirmish-setup-owner = Besitzer
skirmish-setup-neutral = Neutral
skirmish-setup-selected-tile = Gewählt: { $tile } in { $slot }, um { $degrees }° gedreht
skirmish-setup-in-hand = In der Hand: um { $degrees }° gedreht
skirmish-setup-rotate = Drehen (R)
skirmish-setup-rotate-hover = Das gewählte Feldstück (oder das in der Hand) eine Vierteldrehung im Uhrzeigersinn drehen
skirmish-setup-remove = Feldstück entfernen
skirmish-setup-remove-hover = Das gewählte Feldstück und was darauf steht aufnehmen
skirmish-setup-tool-tiles = Feldstücke
skirmish-setup-tool-city = Stadt
skirmish-setup-tool-factory = Fabrik
skirmish-setup-tool-hq = HQ
skirmish-setup-tool-trees = Wald
skirmish-setup-tool-hills = Hügel
skirmish-setup-tool-clear = Leeren

## The set-up screen: the table and its problems (setup/grid.rs, setup/problems_ui.rs)
skirmish-setup-hint-tile = Einen Platz anklicken: { $tile } um { $degrees }° gedreht legen (R dreht). Rechtsklick: ein Feldstück aufnehmen.
skirmish-setup-hint-hq = Ein Feld anklicken: ein HQ setzen.
skirmish-setup-hint-city = Ein Feld anklicken: eine Stadt setzen.
skirmish-setup-hint-factory = Ein Feld anklicken: eine Fabrik setzen.
skirmish-setup-hint-trees = Ein Ebenenfeld anklicken: Wald setzen.
skirmish-setup-hint-hills = Ein Ebenenfeld anklicken: Hügel setzen.
skirmish-setup-hint-clear = Ein Feld anklicken: es leeren.
skirmish-setup-square = Reihe { $row } Spalte { $column } ({ $at }): { $terrain }
skirmish-setup-no-problems = Keine Probleme: der Tisch ist spielbereit.
skirmish-setup-problems = { $count ->
        [one] { $count } Problem, bevor der Tisch gespielt werden kann:
       *[other] { $count } Probleme, bevor der Tisch gespielt werden kann:
    }

## The set-up screen: saving the table (setup/files.rs, setup/actions.rs)
skirmish-setup-saved = „{ $name }“ als Szenario gespeichert: { $path }
skirmish-setup-write-not-ready = Der Tisch kann noch nicht verwendet werden: { $first } ({ $count ->
        [one] { $count } Problem
       *[other] { $count } Probleme
    } insgesamt).
skirmish-setup-write-ron = der Tisch konnte nicht als Szenario geschrieben werden: { $why }
skirmish-setup-write-unwritable = { $path } konnte nicht geschrieben werden: { $why }.

## The menu's words for this ruleset
skirmish-what-opens = Eine Karte öffnet sich auf dem Quadratraster für 2 bis 4 Spieler, jeder ein Mensch oder der Computer: Einkommen, Reparaturen, Bewegung mit ihren Kosten, Kampf mit Schadensbereich und Gegenfeuer vor dem Schuss gezeigt, Einnehmen, Transporter, Käufe, CO-Kräfte, Speichern, Laden und Rückgängig.
skirmish-own-button = Einen Tisch aus Kacheln legen
skirmish-own-button-hover = Der eigene Aufbau von Skirmish Wars (2.0–2.7): Kacheln, Gebäude, Spieler, Sieg
skirmish-resume-name = Skirmish Wars
skirmish-layout-not-tile-sized = die Karte hat { $width } × { $height } Felder, keine ganze Zahl von Feldstücken zu { $edge } Feldern
skirmish-layout-no-tile-fits = kein Feldstück ergibt, wie auch immer gedreht, die Felder von { $slot }
skirmish-layout-has-units = { $count ->
        [one] eine Einheit steht auf der Karte
       *[other] { $count } Einheiten stehen auf der Karte
    }, und ein aus Feldstücken gelegter Tisch beginnt ohne (2.5)
skirmish-layout-other-settings = Startgeld oder Tageslimit entsprechen nicht dem Aufbau (je 5 $, kein Limit)
skirmish-layout-not-the-same = die gefundenen Feldstücke ergeben nicht denselben Tisch
skirmish-setup-opened = „{ $name }“ aus { $path } geöffnet
skirmish-setup-not-a-layout = { $path } lässt sich nicht als Tisch aus Feldstücken öffnen: { $why }. Der Tisch auf dem Bildschirm bleibt; die Datei lässt sich auf der Seite von Skirmish Wars spielen.
skirmish-setup-unreadable = { $why } Der Tisch auf dem Bildschirm bleibt.
