## editor-soldiers: the Soldiers scenario editor

editor-soldiers-new-side-french = Franzosen
editor-soldiers-new-side-german = Deutsche
editor-soldiers-check-no-way-to-win = keine Seite kann siegen: eine Siegbedingung hinzufügen oder die Seite nennen, die sonst siegt (Siegbedingungen: „erfüllt niemand seine Bedingungen, siegt die vom Szenario genannte Seite, sonst ist es ein Unentschieden“)
editor-soldiers-check-entry-off-the-edge = kein Eintrittsfeld liegt am Kartenrand, die Verstärkungen können die Karte nicht betreten (Verstärkungen: „Eine Verstärkung tritt in ihrem Zug oder später ein, ihr erstes Hexfeld ist eines ihrer Eintrittsfelder“)
editor-soldiers-check-exit-off-the-edge = kein Hexfeld hier liegt am Kartenrand, keine Einheit kann von hier die Karte verlassen (Verlassen: „Das Verlassen der Karte von einem Randfeld kostet 1 Punkt mehr“)
editor-soldiers-check-too-few-to-exit = { $side } muss { $needed ->
    [one] eine Einheit
   *[other] { $needed } Einheiten
} von der Karte bringen, hat aber nur { $count }, die zählen („Artillerie und MG-Züge zählen für diese Siegbedingungen nicht“)
editor-soldiers-check-too-few-to-hold = { $side } muss diese Hexfelder mit { $needed ->
    [one] einer Einheit
   *[other] { $needed } Einheiten
} halten, hat aber nur { $count }
editor-soldiers-check-too-few-to-destroy = { $side } muss { $needed ->
    [one] eine feindliche Einheit
   *[other] { $needed } feindliche Einheiten
} vernichten, der Feind hat aber nur { $count }
editor-soldiers-own-button = Szenario erstellen
editor-soldiers-own-button-hover = Ein eigenes Szenario auf der gedruckten Karte bauen: die Einheiten jeder Seite, wo sie sich aufstellen oder eintreffen, die Züge und die Siegbedingungen
editor-soldiers-heading = Soldiers-Szenario-Editor
editor-soldiers-new = Neu
editor-soldiers-new-hover = Mit einem leeren Szenario neu beginnen (Rückgängig holt das letzte zurück)
editor-soldiers-open = Öffnen…
editor-soldiers-open-hover = Ein mitgeliefertes Szenario, eines des Vereins oder eine Datei öffnen
editor-soldiers-back = Zurück
editor-soldiers-save = Speichern
editor-soldiers-save-hover = Das Szenario im Ordner des Vereins speichern, als Datei zum Weitergeben
editor-soldiers-play = Spielen
editor-soldiers-play-hover = Das Szenario so spielen, wie es ist
editor-soldiers-undo = Rückgängig
editor-soldiers-undo-hover = Die letzte Änderung zurücknehmen (Strg+Z)
editor-soldiers-redo = Wiederholen
editor-soldiers-redo-hover = Die zurückgenommene Änderung wiederholen (Strg+Y)
editor-soldiers-open-heading = Szenario öffnen
editor-soldiers-open-path = Datei:
editor-soldiers-open-this = Diese Datei öffnen
editor-soldiers-open-cancel = Abbrechen
editor-soldiers-open-failed = Nicht geöffnet: { $why }
editor-soldiers-open-not-soldiers = Nicht geöffnet: { $file } ist ein Szenario für { $ruleset }, nicht für Soldiers
editor-soldiers-opened = { $path } geöffnet
editor-soldiers-opened-with-problems = { $path } geöffnet, mit { $count ->
    [one] einem Problem
   *[other] { $count } Problemen
} zu beheben: { $first }
editor-soldiers-saved = Gespeichert als { $path }
editor-soldiers-checks = { $count ->
    [one] Eine Sache zu beheben
   *[other] { $count } Sachen zu beheben
} (anklicken zeigt die Hexfelder):
editor-soldiers-checks-ready = Bereit: das Szenario kann gespeichert und gespielt werden.
editor-soldiers-checks-show-hover = Diese Hexfelder auf der Karte zeigen
editor-soldiers-scenario = Szenario
editor-soldiers-name = Name:
editor-soldiers-date = Ort und Datum:
editor-soldiers-turns = Züge:
editor-soldiers-moves-first = Zieht zuerst:
editor-soldiers-deploys-first = Stellt zuerst auf:
editor-soldiers-side = Seite { $number }
editor-soldiers-side-number = Seite { $number }
editor-soldiers-side-name = Name:
editor-soldiers-nation = Nation:
editor-soldiers-group = { $count } × { $kind }
editor-soldiers-group-arrives = { $group }, Zug { $turn }
editor-soldiers-count-hover = Wie viele Einheiten (ziehen oder tippen)
editor-soldiers-remove = Entfernen
editor-soldiers-kind-hover = Die Art der Einheit, aus der Einheitentabelle
editor-soldiers-add-group = Hinzufügen
editor-soldiers-add-group-hover = Diese Einheiten der Seite hinzufügen, dann ihr Aufstellungsgebiet malen
editor-soldiers-group-none = Oben eine Gruppe wählen, um festzulegen, wo sie sich aufstellt oder wann sie eintrifft.
editor-soldiers-deploys = Stellt sich in einem Gebiet auf
editor-soldiers-arrives = Trifft später ein
editor-soldiers-arrival-turn = In Zug:
editor-soldiers-paint-zone = Aufstellungsgebiet malen
editor-soldiers-paint-entry = Eintrittsfelder malen (am Kartenrand)
editor-soldiers-paint-hexes = Hexfelder malen
editor-soldiers-paint-hexes-count = Hexfelder malen ({ $count })
editor-soldiers-painting-hexes = { $what }: auf der Karte klicken oder ziehen ({ $count } Hexfelder); ein schon gemaltes Hexfeld wird entfernt
editor-soldiers-group-nation = Nation:
editor-soldiers-nation-of-side = wie ihre Seite
editor-soldiers-flag-reserve = Reserve
editor-soldiers-flag-reserve-hover = Die Reserveregel gilt für diese Einheiten
editor-soldiers-flag-may-dig-in = Darf in ausgebauten Stellungen beginnen
editor-soldiers-flag-may-dig-in-hover = Der Spieler darf diese Einheiten in ausgebauten Stellungen aufstellen
editor-soldiers-flag-starts-improved = Beginnt in ausgebauten Stellungen
editor-soldiers-flag-starts-improved-hover = Diese Einheiten beginnen in ausgebauten Stellungen, ohne Wahl
editor-soldiers-flag-may-dismount = Darf abgesessen aufstellen
editor-soldiers-flag-may-dismount-hover = Diese Kavallerie darf sich abgesessen aufstellen
editor-soldiers-victory = Sieg
editor-soldiers-wins-if = Siegt:
editor-soldiers-condition-hold = Hexfelder halten
editor-soldiers-condition-exit = Karte über Hexfelder verlassen
editor-soldiers-condition-destroy = Feindliche Einheiten vernichten
editor-soldiers-condition-points = Mehr Siegpunkte
editor-soldiers-condition-holds = Einheiten am Ende in den Hexfeldern, mindestens
editor-soldiers-condition-occupies = eine Einheit in einem der Hexfelder
editor-soldiers-condition-exits = Einheiten über die Hexfelder von der Karte, mindestens
editor-soldiers-condition-destroys = feindliche Einheiten vernichtet, mindestens
editor-soldiers-condition-more-points = mehr Siegpunkte als der Feind
editor-soldiers-condition-fewer-undisrupted = weniger als { $count } unerschütterte feindliche Einheiten in den Hexfeldern
editor-soldiers-condition-lost-at-most = höchstens { $count } eigene Einheiten verloren
editor-soldiers-condition-returned = { $count } Einheiten nach dem Verlassen wieder in den Hexfeldern
editor-soldiers-condition-bridgehead = ein Brückenkopf mit { $count } Einheiten
editor-soldiers-condition-number-hover = Wie viele Einheiten
editor-soldiers-add-condition = Siegbedingung hinzufügen für:
editor-soldiers-add-condition-hover = Die Bedingung wählen; zu haltende oder zu verlassende Hexfelder werden auf der Karte gemalt
editor-soldiers-otherwise = Sonst:
editor-soldiers-otherwise-draw = Unentschieden
editor-soldiers-points-table = Siegpunkte für jede vernichtete feindliche Einheit:
editor-soldiers-points-row = { $side }, je { $kind }:
editor-soldiers-points-hover = Punkte (0 entfernt die Zeile)
editor-soldiers-points-add = Punkte für { $side }…
editor-soldiers-trenches = Schützengräben
editor-soldiers-trenches-on = Das Szenario hat Schützengräben
editor-soldiers-trenches-hover = Schützengrabenmarker in gemalten Hexfeldern, fest oder beim Aufstellen von einer Seite gesetzt
editor-soldiers-trench-count = Marker:
editor-soldiers-trenches-placed-by = Gesetzt von:
editor-soldiers-trenches-fixed = fest (nördlichste Hexfelder)
editor-soldiers-kind-infantry-company = Infanteriekompanie
editor-soldiers-kind-machine-gun-section = MG-Abteilung
editor-soldiers-kind-machine-gun-company = MG-Kompanie
editor-soldiers-kind-machine-gun-platoon = MG-Zug
editor-soldiers-kind-field-gun-battery = Feldkanonenbatterie
editor-soldiers-kind-field-gun-platoon = Feldkanonenzug
editor-soldiers-kind-howitzer-battery = Haubitzenbatterie
editor-soldiers-kind-howitzer-platoon = Haubitzenzug
editor-soldiers-kind-gun-battalion = Artillerieabteilung
editor-soldiers-kind-cavalry-mounted = Kavallerie (beritten)
editor-soldiers-kind-cavalry-dismounted = Kavallerie (abgesessen)
editor-soldiers-nation-french = Französisch
editor-soldiers-nation-german = Deutsch
editor-soldiers-nation-british = Britisch
editor-soldiers-nation-belgian = Belgisch
editor-soldiers-nation-russian = Russisch
editor-soldiers-nation-austro-hungarian = Österreichisch-ungarisch
editor-soldiers-place-group = { $side }: { $count } × { $kind }
editor-soldiers-place-way-to-win = Sieg, Weg { $number }
editor-soldiers-place-name = Name
editor-soldiers-place-turns = Züge
editor-soldiers-place-victory = Sieg
editor-soldiers-place-trenches = Schützengräben
editor-soldiers-check-line = { $place }: { $message }
editor-soldiers-check-nothing-painted = noch keine Hexfelder gemalt: im Feld rechts wählen und auf der Karte klicken oder ziehen
