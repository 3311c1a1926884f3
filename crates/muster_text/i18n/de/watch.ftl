# Zuschauer und Plätze, die in einer Netzwerkpartie den Besitzer wechseln.

## The host's refusals
watch-watchers-cannot-act = Zuschauer können in dieser Partie nicht handeln: Nehmen Sie einen offenen Platz, um mitzuspielen.
watch-no-such-seat = Es gibt keinen Platz { $seat }.
watch-seat-not-open = { $seat } ist nicht offen: Jemand spielt diesen Platz.

## The Join page
watch-join-page-watch = Zuschauen
watch-join-page-watch-hover = Der Partie ohne Platz folgen: jederzeit beitreten und, wenn Sie möchten, später einen offenen Platz nehmen.

## The lobby
watch-lobby-watchers = Zuschauer
watch-lobby-no-watchers = Noch schaut niemand zu.
watch-lobby-watchers-join-with = Zuschauer treten bei mit: muster watch { $address }
watch-lobby-watchers-see = Zuschauer sehen
watch-sees-neither = keine verborgenen Einheiten beider Seiten
watch-sees-side = die Sicht von { $side }
watch-you-watch = Sie schauen zu: Sie spielen keinen Platz.

## Seats changing hands
watch-take-seat = Diesen Platz nehmen
watch-leave-seats = Platz verlassen und zuschauen
watch-holder-link-lost = { $name } (Verbindung verloren)
watch-give-back-to-computer = Dem Computer zurückgeben
watch-seats-title = Plätze

## The watcher's panel
watch-panel-heading = Sie schauen zu: { $scenario }
watch-captions = Untertitel
watch-captions-hover = Die Regel hinter jedem Ereignis, in einem Satz.
watch-big-screen = Großbildansicht
watch-big-screen-hover = Für einen Beamer: größere Schrift, das Protokoll als Untertitel, kein Mauszeiger.
watch-panel-title = Zuschauen
watch-holder-open = Offen: jeder kann ihn nehmen
