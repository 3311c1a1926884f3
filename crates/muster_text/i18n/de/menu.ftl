# menu: Deutsch

## The settings page
menu-settings-title = Einstellungen
menu-settings-fullscreen = Vollbild (F11)
menu-settings-ui-scale = Größe der Bedienelemente
menu-settings-ui-scale-hint = Für einen großen Bildschirm, der quer durch den Raum gesehen wird, höher stellen.
menu-settings-volume = Lautstärke
menu-settings-ring-the-bell = Glocke läuten
menu-settings-colour-blind-safe = Seitenfarben für Farbenblinde
menu-settings-second-mouse = Eine zweite Maus für Spieler 2
menu-settings-swap-mice = Die beiden Mäuse tauschen
menu-settings-saved-to = Gespeichert in { $file }. Tastenbelegung: bindings.ron im selben Ordner.

## The title menu
menu-title-tagline = Wargames für den Clubabend: ein Tisch, zwei Spieler, ein Countdown.
menu-title-watch-demo = Demo ansehen
menu-title-watch-demo-hint = Der Computer spielt jedes Regelwerk, für einen Clubabend: Vollbild, Untertitel nennen jede Regel; eine beliebige Taste übergibt Ihnen die Partie
menu-title-join = Einer Partie beitreten…
menu-title-join-hint = Eine Partie spielen, die ein anderer Rechner ausrichtet: seine Adresse oder ein früherer Gastgeber
menu-title-saved-games = Gespeicherte Partien und Wiederholungen
menu-title-saved-games-hint = Eine gespeicherte Partie weiterspielen oder ab ihrem ersten Befehl ansehen
menu-title-settings = Einstellungen
menu-title-controls = Steuerung
menu-title-quit = Beenden

## A mode's page: its scenarios, learn, watch, host
menu-picker-wrong-folder = dies ist ein { $ruleset }-Szenario im Ordner { $folder }
menu-picker-not-built-in = In diese Ausgabe von Muster nicht eingebaut.
menu-picker-scenarios-in = Szenarien in { $folder }
menu-picker-no-scenarios = Noch keine Szenariodateien.
menu-picker-open-companion = Begleiter öffnen
menu-picker-rules-reference = Regelübersicht
menu-picker-host = Hosten…
menu-picker-host-hint = Für Spieler an anderen Rechnern ausrichten: die Lobby öffnet sich
menu-picker-learn = Spielend lernen
menu-picker-learn-hint = Die Regeln spielend lernen: eine kurze geführte Partie mit den echten Regeln, dann eine kleine Partie gegen den Computer
menu-picker-watch-demo = Demo ansehen
menu-picker-watch-demo-hint = Der Computer spielt dieses Regelwerk im Vollbild, Untertitel nennen jede Regel; eine beliebige Taste bietet Ihnen die Partie an

## The pause menu
menu-pause-title = Pause
menu-pause-resume = Fortsetzen ({ $key })
menu-pause-save = Partie speichern
menu-pause-save-hint = Der Schnellspeicher: einer je Partie, jedes Mal ersetzt
menu-pause-load = Gespeicherte Partie laden
menu-pause-load-hint = Der Schnellspeicher; benannte Spielstände stehen im Titelmenü unter „Gespeicherte Partien“
menu-pause-save-as = Speichern unter…
menu-pause-save-as-hint = Ein eigener Spielstand unter einem Namen Ihrer Wahl, neben dem Schnellspeicher
menu-pause-replay = Wiederholung dieser Partie ansehen
menu-pause-replay-hint = Ab dem ersten Befehl: vorwärts, rückwärts, in jedem Tempo
menu-pause-quit-to-title = Zum Titelmenü
menu-title-resume = Fortsetzen – { $game }: { $label }

## Saved games and replays
menu-back-esc = Zurück (Esc)
menu-saved-intro = Eine gespeicherte Partie weiterspielen oder ab ihrem ersten Befehl ansehen: vorwärts, rückwärts, in jedem Tempo, und an jeder Stelle weiterspielen.
menu-saved-none-yet = Noch keine gespeicherten Partien: „Partie speichern“ steht im Pausenmenü (Esc) jeder Partie.
menu-saved-kind-quick = Schnellspeicher
menu-saved-kind-autosave = automatisch gespeichert
menu-saved-kind-named-at = gespeichert { $when }
menu-saved-kind-named = gespeichert
menu-saved-delete-ask = „{ $name }“ endgültig löschen?
menu-saved-delete-it = Löschen
menu-saved-keep-it = Behalten
menu-saved-play-on = Weiterspielen
menu-saved-watch-replay = Wiederholung
menu-saved-delete = Löschen…
menu-saved-damaged = Eine gespeicherte Partie konnte nicht gelesen werden: { $problem }.
menu-saved-no-such-save = Es gibt keinen Spielstand namens „{ $name }“.
menu-saved-deleted = Spielstand „{ $name }“ gelöscht.
menu-saved-not-deleted = Der Spielstand „{ $name }“ konnte nicht gelöscht werden ({ $file }): { $error }
menu-saved-none-in-build = { $ruleset } hat in dieser Ausgabe keine Spielstände.
menu-no-ruleset-plays = { $file }: kein Regelwerk dieser Ausgabe spielt dieses Szenario

## Save as…
menu-save-as-default-name = Meine Partie
menu-save-as-replace-ask = Es gibt bereits einen Spielstand namens „{ $name }“. Durch diese Partie ersetzen?
menu-save-as-replace-it = Ersetzen
menu-save-as-another-name = Anderen Namen wählen
menu-save-as-name-it = Diesen Spielstand benennen. Der Schnellspeicher („Partie speichern“) bleibt, wie er ist.
menu-save-as-save = Speichern
menu-save-as-cancel = Abbrechen

## A new game over an unfinished one
menu-replace-title = Eine unbeendete Partie
menu-replace-explain = Sie haben eine unbeendete Partie { $ruleset }: { $unfinished }. „{ $title }“ zu beginnen ersetzt sie: „Fortsetzen“ im Titelmenü bietet dann die neue Partie an. (Eine mit „Partie speichern“ gespeicherte Partie bleibt erhalten.)
menu-replace-start = { $title } beginnen
menu-replace-resume = { $unfinished } fortsetzen

## Joining a game on another machine
menu-join-title = Einer Partie an einem anderen Rechner beitreten
menu-join-address = Die Adresse des Gastgebers, wie seine Lobby sie zeigt (:port anhängen, wenn er nicht 5757 ist):
menu-join-join = Beitreten
menu-join-recent = Frühere Gastgeber

## The rules reference
menu-rules-title = { $ruleset }: Regelübersicht
menu-rules-quoted-in-english = Die Regeln werden auf Englisch zitiert, wie gedruckt.

## The controls page
menu-controls-zoom = Zoomen
menu-controls-zoom-how = Mausrad, + / −, Zwei-Finger-Spreizen
menu-controls-pan = Verschieben
menu-controls-pan-how = mittlere Taste ziehen, W A S D, Zwei-Finger-Ziehen
menu-controls-fit-table = Tisch einpassen
menu-controls-fit-table-how = Pos1 (Home)
menu-controls-pause = Pause / zurück
menu-controls-fullscreen = Vollbild
menu-controls-fullscreen-how = F11
menu-controls-touch = Berührung
menu-controls-touch-how = ein Finger handelt für die Seite, deren Figur er greift
menu-controls-move-cursor = Cursor bewegen
menu-controls-grab-drop = Greifen / ablegen
menu-controls-hold-to-grab = Halten zum Greifen
menu-controls-ready = Bereit
menu-controls-call-time = Zeit!
menu-controls-cancel = Abbrechen
menu-controls-turn-left = Links drehen
menu-controls-turn-right = Rechts drehen
menu-controls-pointer = Zeiger
menu-controls-pointer-how = { $pointer }: { $how }
menu-controls-left-button-grabs = linke Taste greift
menu-controls-stick-and-buttons = Stick und Tasten unten
menu-controls-keys-below = Tasten unten
menu-controls-gamepads-note = Gamepads: das erste angeschlossene spielt für Spieler 2, das zweite für Spieler 1. Eine zweite Maus kann, wo das System Mäuse unterscheidet, die von Spieler 2 sein: in den Einstellungen einschalten, dann mit ihr klicken. Tastenbelegung ändern in { $file }.

## The controls page: its title and the grid boards by keyboard
menu-controls-title = Steuerung
menu-controls-grid-boards = Die Spielfelder per Tastatur
menu-controls-board-cursor = Feldcursor
menu-controls-board-cursor-how = Pfeiltasten (Hexfelder: Links / Rechts entlang der Zeile, Hoch / Runter entlang der Spalte)
menu-controls-act-on-cell = Auf seinem Feld handeln
menu-controls-act-on-cell-how = Enter oder Leertaste, wie ein Klick dort
menu-controls-drop-selection = Auswahl aufheben
menu-controls-drop-selection-how = Esc
menu-controls-end-turn = Zug oder Phase beenden
menu-controls-end-turn-how = E
menu-controls-panel-buttons = Schaltflächen der Leiste
menu-controls-panel-buttons-how = Tab, dann Enter oder Leertaste; Esc zurück zum Spielfeld
menu-controls-soldiers = Soldiers
menu-controls-soldiers-how = F feuern oder attackieren, P den Rest aufstellen, U rückgängig, L Sichtlinie
menu-controls-skirmish = Skirmish Wars
menu-controls-skirmish-how = Q warten, C einnehmen, Rücktaste abbrechen
menu-controls-movement = Bewegungsspiel
menu-controls-movement-how = 1–9 Karte wählen, R würfeln, D sie abwerfen, H die Hand abwerfen
