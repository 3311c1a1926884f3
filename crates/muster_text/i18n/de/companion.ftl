# companion: Deutsch

## The companion's screen: clock, timer, rosters (games/companion/screen.rs)
companion-retire = Weicht
companion-retire-hover = Sie hat ihre Moral verloren (Regel 8): sie zieht sich 3 Züge zurück, steht im nächsten Zug still und würfelt dann, um sich zu sammeln
companion-tab-timer = Uhr
companion-tab-missile-fire = Fernkampf
companion-tab-melee = Nahkampf
companion-time-up = Zeit!
companion-pause = Pause
companion-resume = Fortsetzen
companion-start-timed-move = Zeitzug starten
companion-new-timed-move = Neuer Zeitzug
companion-move-number = Zug { $number }
companion-undo-last = Letztes zurücknehmen
companion-nothing-to-undo = Nichts zurückzunehmen.
companion-export-rosters = Stärkelisten exportieren (PNG)
companion-compact-note = Zeitwahl und Protokoll erscheinen wieder, wenn der Rechner geschlossen ist.
companion-time = Zeit:
companion-time-from-losses = nach Verlusten ({ $clock })
companion-time-fixed = fest { $clock }
companion-calculator = Rechner:
companion-calculator-none = keiner
companion-calculator-missile-fire = Fernkampf
companion-calculator-melee = Nahkampf
companion-points-left = { $left } von { $start } Punkten
companion-load-army = Armee laden…
companion-save-army = Diese Armee speichern
companion-saved-to = Gespeichert unter { $file }.
companion-could-not-save = { $file } konnte nicht gespeichert werden: { $error }
companion-marked-by-hand = von Hand markiert
companion-add-unit = Einheit hinzufügen: { $kind }
companion-retiring = Im Rückzug
companion-retiring-unit = Einheit { $number }: { $allows }
companion-roll = Wurf:
companion-close = Schließen

## The melee calculator (games/companion/melee_panel.rs)
companion-melee-need-both-sides = Mindestens eine Base jeder Seite in den Nahkampf stellen.
companion-melee-why = Nahkampf
companion-melee-cannot-be-fought = Dieser Nahkampf lässt sich nicht ausfechten: { $error }
companion-melee-pull-out-no-stands = Zuerst die Basen dieser Seite in den Nahkampf stellen.
companion-melee-pull-out-why = Lösen aus dem Nahkampf (20 %)
companion-melee-pulled-out = { $side } löst sich: { $lost } von { $had } Punkten verloren (20 %), 4 Züge Rückzug; keine Bonusbewegung für den Sieger.
companion-melee-charging = Angreifer:
companion-melee-tap-a-stand = Base antippen: draußen, dann erstes Glied, dann zweites Glied, dann wieder draußen.
companion-melee-stand-front = { $stand } · vorn
companion-melee-stand-second = { $stand } · zweites
companion-melee-open = offen
companion-melee-uphill = Verteidiger bergauf
companion-melee-behind-wall = hinter einer Mauer
companion-melee-in-house = in einem Haus
companion-melee-in-square = im Karree
companion-melee-first-move = erster Zug
companion-melee-second-move = zweiter Zug
companion-fire-and-charge = Fire and Charge
companion-melee-charging-die = Würfel des Angreifers:
companion-melee-defending-die = Würfel des Verteidigers:
companion-melee-fight = Kämpfen
companion-melee-after-first-move = Nach einem Nahkampf im ersten Zug:
companion-melee-side-pulls-out = { $side } löst sich
companion-melee-result = Ergebnis

## The missile calculator (games/companion/calculator_panel.rs)
companion-missile-firing-unit = Schießende Einheit:
companion-missile-target = Ziel:
companion-missile-from-front = von vorn
companion-missile-flank = Flanke
companion-missile-rear = Rücken
companion-missile-in-open = im offenen Gelände
companion-missile-on-hill = auf einem Hügel
companion-missile-behind-wall = hinter einer Mauer
companion-missile-in-house = in einem Haus
companion-missile-in-range = in Reichweite (Wurfspeere 8", Pfeile 12")
companion-missile-out-of-range = außer Reichweite
companion-missile-firing-from-open = schießt aus offenem Gelände
companion-missile-from-house = aus einem Haus
companion-muster-rolls = Muster würfelt
companion-or-our-die = oder unser Würfel:
companion-missile-headline = { $side } { $number } ({ $kind }) schießt auf { $target_side } { $target_number } ({ $target_kind }).
companion-missile-why = Fernkampf
companion-missile-no-loss = Fernkampf auf Einheit { $number }: kein Verlust
companion-missile-no-fire = Kein Schuss: { $error }

## Printing the rosters, the army files, the calibration (roster_print.rs, armies.rs, timer/calibration.rs)
companion-rosters-exported = Stärkelisten exportiert nach { $file }.
companion-rosters-not-exported = Die Stärkelisten konnten nicht nach { $file } exportiert werden: { $problem }
companion-print-army-totals = { $units ->
        [one] { $units } Einheit
       *[other] { $units } Einheiten
    }, { $points } Punkte
companion-army-cannot-read = die Datei ist nicht lesbar: { $error }
companion-calibrate-start = Einen ganzen Zug der Armee stoppen
companion-calibrate-primary = Grundzeit { $clock }
companion-calibrate-full-move = Ganzer Zug: { $clock }
companion-calibrate-done = Fertig: die Hälfte ist die Grundzeit
companion-calibrate-cancel = Abbrechen

## Army files (muster_rules companion/army.rs)
companion-army-default-name = Armee
companion-army-expected-columns = erwartet `number,type[,points]`, gefunden { $found }
companion-army-bad-number = die Einheitennummer { $number } ist keine ganze Zahl
companion-army-unknown-type = unbekannter Einheitentyp { $given }; die Typen sind: { $known }
companion-army-bad-points = die Punkte { $points } sind keine ganze Zahl
companion-army-too-many-points = { $kind } beginnt mit { $most } Punkten, nicht { $points }
companion-army-number-twice-flag = Einheitennummer { $number } kommt zweimal vor: jede Fahne braucht ihre eigene Nummer
companion-army-no-units = die Datei nennt keine Einheiten
companion-army-ron-problem = Spalte { $column }: { $problem }
companion-army-number-twice = Einheitennummer { $number } kommt zweimal vor

## The companion's log and retiring units (muster_rules companion/session.rs, calculators)
companion-allows-stands = steht in diesem Zug: nicht bewegbar, kein Fernkampf bei Angriff
companion-allows-recovery-roll = Erholungswurf fällig: 1 weiter zurück, 2–3 kämpfen oder zurückziehen, 4–6 erholt
companion-allows-may-not-advance = darf sich zum Kampf wenden oder zurückziehen, nicht vorrücken; würfelt im nächsten Zug erneut
companion-allows-back-in-action = wieder im Einsatz
companion-log-losses = { $side }: Einheit { $number } verliert { $points } ({ $left } übrig) — { $why }
companion-log-joins = { $side }: Einheit { $number } ({ $kind }) kommt auf die Stärkeliste
companion-log-driven-back = { $side }: Einheit { $number } wird 3 Züge zurückgeworfen
companion-log-recovery = { $side }: Einheit { $number } würfelt { $roll } zur Erholung: { $morale }
companion-melee-retires = { $unit } zieht sich { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } zurück.
companion-melee-one-move-only = Ein Nahkampf um eine Verteidigungsstellung wird in einem Spielzug ausgefochten: es gibt keinen zweiten Zug, also ist dies dieser eine Zug.
companion-missile-shooter-retreats = Die schießende Einheit zieht sich { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } zurück (Regel 7).
companion-missile-target-retreats = Das Ziel zieht sich { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } zurück (Regel 7).
