## editor-soldiers: the Soldiers scenario editor

editor-soldiers-new-side-french = Franzosen
editor-soldiers-new-side-german = Deutsche
editor-soldiers-check-no-way-to-win = keine Seite kann siegen: eine Siegbedingung hinzufügen oder die Seite nennen, die sonst siegt (Siegbedingungen: „erfüllt niemand seine Bedingungen, siegt die vom Szenario genannte Seite, sonst ist es ein Unentschieden“)
editor-soldiers-check-entry-off-the-edge = kein Eintrittsfeld liegt am Kartenrand, die Verstärkungen können die Karte nicht betreten (Verstärkungen: „Eine Verstärkung tritt in ihrem Zug oder später ein, ihr erstes Hexfeld ist eines ihrer Eintrittsfelder“)
editor-soldiers-check-exit-off-the-edge = kein Hexfeld hier liegt am Kartenrand, keine Einheit kann von hier die Karte verlassen (Verlassen: „Das Verlassen der Karte von einem Randfeld kostet 1 Punkt mehr“)
editor-soldiers-check-too-few-to-exit = { $side } muss { $needed -> [one] eine Einheit *[other] { $needed } Einheiten } von der Karte bringen, hat aber nur { $count }, die zählen („Artillerie und MG-Züge zählen für diese Siegbedingungen nicht“)
editor-soldiers-check-too-few-to-hold = { $side } muss diese Hexfelder mit { $needed -> [one] einer Einheit *[other] { $needed } Einheiten } halten, hat aber nur { $count }
editor-soldiers-check-too-few-to-destroy = { $side } muss { $needed -> [one] eine feindliche Einheit *[other] { $needed } feindliche Einheiten } vernichten, der Feind hat aber nur { $count }
