# app: Deutsch

## Computer levels (core/language.rs)
app-level-recruit = Rekrut
app-level-veteran = Veteran
app-level-general = General

## Notices (core/ui/notices.rs) and widgets (core/ui/widgets.rs)
app-notices-older-below = { $count ->
        [one] { $count } ältere Meldung unten
       *[other] { $count } ältere Meldungen unten
    }
app-notices-ok = OK
app-notices-close-hint = Zum Schließen auf eine Meldung klicken oder { $key } drücken.
app-die-shows = Der Würfel zeigt { $face }

## The network lobby (core/network/lobby_panel.rs)
app-lobby-title = Lobby
app-lobby-heading = Lobby: { $scenario }
app-lobby-joining-title = Beitreten
app-lobby-joining-heading = Beitreten…
app-lobby-waiting-for-host = Warten auf die Antwort des Gastgebers unter { $address }.
app-lobby-hosting-on = Gastgeber auf UDP-Port { $port }. Gäste treten bei mit: muster join { $address }
app-lobby-joined-host-at = Dem Gastgeber unter { $address } beigetreten.
app-lobby-seats = Plätze
app-lobby-machines = Rechner
app-lobby-holder-host = Am Bildschirm des Gastgebers
app-lobby-holder-a-guest = ein Gast
app-lobby-holder-computer = Computer: { $level }
app-lobby-holder-open = Offen: der nächste Gast, der beitritt
app-lobby-not-connected = nicht verbunden
app-lobby-ready = Bereit
app-lobby-not-ready-yet = noch nicht bereit
app-lobby-not-ready-after-all = Doch nicht bereit
app-lobby-start = Partie starten
app-lobby-leave = Verlassen
app-seats-locked-why = Eine Netzwerkpartie: Die Plätze wurden in der Lobby vergeben.

## The host (core/network/host.rs, mod.rs, pulse.rs)
app-host-name = Gastgeber
app-guest-numbered = Gast { $token }
app-guest-token = Gast { $token }
app-seat-number = Platz { $seat }
app-seat-has-no-player = { $seat } hat noch keinen Spieler.
app-person-not-connected = { $name } ist nicht verbunden.
app-person-not-ready = { $name } ist nicht bereit.
app-host-refuses-version = Dieser Gastgeber hat Muster { $host }, Ihr Muster ist { $guest }. Beide Rechner brauchen dieselbe Version.
app-guest-number-zero = Die Nummer eines Gastes darf nicht 0 sein: bitte erneut beitreten.
app-game-not-started = Die Partie hat noch nicht begonnen.
app-seat-not-yours = Platz { $seat } gehört nicht Ihnen: Der Gastgeber hat den Befehl abgelehnt.
app-not-yet = Noch nicht: { $why }
app-scenario-cannot-be-sent = Das Szenario kann nicht an die Gäste gesendet werden, daher beginnt die Partie nicht: { $error }
app-guest-link-lost = Die Verbindung zu { $name } ist unterbrochen: Die Partie ruht, bis sie wieder steht (beim selben Befehl, nichts geht verloren).
app-no-word-from-guest = Seit { $seconds } s nichts von { $name }: Die Partie ruht, bis die Verbindung wieder steht.
app-no-word-from-host = Seit { $seconds } s nichts vom Gastgeber: Die Partie ruht, bis die Verbindung wieder steht.
app-no-load-across-machines = Eine Netzwerkpartie kann keine andere Partie laden: zuerst verlassen (Hier weiterspielen).
app-played-on-another-machine = { $name } wird an einem anderen Rechner gespielt.
app-not-a-command-of-this-game = Kein Befehl dieser Partie: { $error }
app-codec-not-encoded = { $what } ließ sich nicht kodieren: { $why }
app-codec-not-decoded = kein { $what }: { $why }

## The guest (core/network/guest.rs)
app-guest-default-name = Gast
app-host-has-no-ipv4 = Der Gastgeber { $address } hat keine IPv4-Adresse
app-joining-host = Beitritt zu { $socket }…
app-link-to-host-lost = Die Verbindung zum Gastgeber ist unterbrochen. Neuer Versuch alle { $seconds } s; die Partie geht beim selben Befehl weiter.
app-host-log-jumps = Das Protokoll des Gastgebers springt von Befehl { $at } zu { $from }: zum Aufholen erneut beitreten.
app-host-scenario-does-not-load = Das Szenario { $scenario } des Gastgebers lädt hier nicht: { $error }
app-host-scenario-has-a-problem = Das Szenario { $scenario } des Gastgebers hat hier ein Problem: { $problem }
app-host-scenario-not-kept = Das Szenario des Gastgebers konnte nicht in { $file } abgelegt werden: { $error }; die Spielstände dieser Partie auf diesem Rechner brauchen die Datei des Gastgebers.
app-not-connected-command-not-sent = Nicht mit dem Gastgeber verbunden: Der Befehl wurde nicht gesendet.

## The link and undo by consent (core/network/link_panel.rs, undo_consent.rs)
app-link-title = Die Verbindung
app-link-game-held = Partie ruht
app-link-reconnect-now = Jetzt neu verbinden
app-link-host-keeps-the-game = Der Gastgeber verwahrt diese Partie (dieser Rechner hat nur die Sicht seiner Seite): Der Spielstand des Gastgebers setzt sie fort.
app-link-play-on-here = Hier weiterspielen
app-link-play-on-here-hover = Die Netzwerkpartie verlassen: Alle Plätze werden an diesem Bildschirm gespielt; die Partie und ihre Spielstände bleiben hier.
app-undo-question-title = Rückgängig?
app-undo-question = { $name } bittet, den letzten Befehl zurückzunehmen.
app-undo-allow = Erlauben
app-undo-refuse = Ablehnen
app-undo-asked = Die andere Seite wurde gebeten, das Rückgängigmachen zu erlauben.
app-undo-refused-by = { $name } hat das Rückgängigmachen abgelehnt.
app-a-guest = Ein Gast

## Named saves (core/named_saves.rs)
app-save-name-empty = Bitte dem Spielstand einen Namen geben.
app-save-name-slash = „{ $name }“ enthält einen Schrägstrich: Der Name eines Spielstands kann keinen Ordner bezeichnen. Bitte den Schrägstrich weglassen.
app-save-name-parent-folder = „{ $name }“ enthält „..“: Der Name eines Spielstands kann nicht aus dem Spielstand-Ordner hinausführen.
app-save-name-control-character = Der Name enthält ein Steuerzeichen (Tabulator oder Zeilenumbruch): bitte den Namen neu eingeben.
app-save-name-leading-dot = „{ $name }“ beginnt mit einem Punkt, der die Datei verstecken würde: bitte mit einem Buchstaben oder einer Ziffer beginnen.
app-save-name-too-long = Der Name ist { $characters } Zeichen lang: höchstens { $most }.
app-date-time = { $day }. { $month } { $year }, { $hour }:{ $minute } UTC
app-month-jan = Jan.
app-month-feb = Feb.
app-month-mar = März
app-month-apr = Apr.
app-month-may = Mai
app-month-jun = Juni
app-month-jul = Juli
app-month-aug = Aug.
app-month-sep = Sep.
app-month-oct = Okt.
app-month-nov = Nov.
app-month-dec = Dez.

## Settings' notices (core/settings.rs) and the second mouse (core/input/second_mouse.rs)
app-settings-damaged = { $problem }; es gelten die Standardeinstellungen
app-settings-not-saved = { $file }: Die Einstellungen können nicht gespeichert werden: { $error }
app-bindings-damaged = { $problem }; es gilt die Standard-Tastenbelegung
app-second-mouse-unavailable = Zweite Maus: nicht verfügbar — { $reason }. Spieler 2 nutzt die Tastatur oder einen Gamepad-Cursor.
app-second-mouse-only-one = Zweite Maus: nicht verfügbar — nur eine Maus gefunden. Spieler 2 nutzt die Tastatur oder einen Gamepad-Cursor.
app-second-mouse-off = Zweite Maus: aus. Spieler 2 nutzt die Tastatur oder einen Gamepad-Cursor. { $found } Mäuse gefunden: Dies einschalten, dann mit { $found ->
        [2] der anderen
       *[other] einer weiteren
    } Maus klicken, um sie Spieler 2 zu geben.
app-second-mouse-in-use = Zweite Maus: { $two } ist der Zeiger von Spieler 2; { $one } bleibt bei Spieler 1.
app-second-mouse-the-first-mouse = die erste Maus
app-second-mouse-found = Zweite Maus: { $found } Mäuse gefunden — mit { $found ->
        [2] der anderen
       *[other] einer weiteren
    } Maus klicken, um sie Spieler 2 zu geben.

## The command line's forms (core/launch/form.rs, core/play_until.rs)
app-launch-no-ruleset = kein Regelwerk { $name }: erwartet free-move, soldiers, skirmish oder movement
app-launch-no-level = keine Stufe { $name }: erwartet recruit, veteran oder general
app-launch-bad-ruleset = { $what } kann nicht gezeigt werden: nach { $prefix }, { $why }
app-launch-bad-seed = { $what } kann nicht gezeigt werden: { $seed } ist kein Seed; erwartet skirmish-setup:<seed>, eine ganze Zahl wie skirmish-setup:7
app-launch-no-file = { $what } kann nicht gezeigt werden: keine Szenariodatei nach { $quoted }; erwartet { $prefix }<Szenariodatei>
app-launch-unknown-form = { $what } kann nicht gezeigt werden: erwartet { $forms }
app-launch-no-phase = keine Phase { $name }: erwartet countdown, rearrangement, missile, combat, victory, reach oder buy

## The rules reference pages' shared headings (core/ui/reference_page.rs)
app-rules-in-brief = Die Regeln des Textes, in Kürze
app-rules-readings = Musters Auslegungen, wo der Text schweigt
app-rules-readings-note = Jede Auslegung nennt in Klammern die Tests, die sie prüfen. Alle Auslegungen: docs/rules-readings.md; Spielanleitung: docs/players-guide.md (beide auf Englisch).

## Why the second mouse is not available (core/input/xinput2.rs)
app-xinput-no-display = keine X11-Anzeige
app-xinput-unreachable = die X-Anzeige ist nicht erreichbar ({ $error })
app-xinput-failed = XInput2 fehlgeschlagen ({ $error })
app-xinput-no-extension = der X-Server hat keine XInput-Erweiterung
app-xinput-too-old = der X-Server hat XInput { $version }; nötig ist 2.2
app-xinput-wayland = unter Wayland erreicht jede Maus das Spiel als ein einziger Zeiger (XWayland)
app-xinput-no-screen = die X-Anzeige hat keinen solchen Bildschirm
app-xinput-device-list = die X-Eingabegeräte lassen sich nicht auflisten ({ $error })

## The menu's words for this ruleset
app-blurb-free-move = Antike auf offenem Tisch: beide Spieler bewegen alle ihre Basen gleichzeitig gegen einen Countdown, der mit einer Glocke endet.
app-blurb-soldiers = SPIs taktisches Spiel von 1972 über 1914–15, auf einer Hexfeldkarte.
app-blurb-skirmish = Gefechte wie in Advance Wars auf einem Quadratraster, 2–4 Spieler.
app-blurb-movement = Ein Wettlauf von Steinen, gelenkt von 50 Karten und einem W3.
app-blurb-companion = Uhr, Stärkelisten und Kampfrechner neben einem echten Tisch mit echten Miniaturen.
app-companion-opens = Der Countdown des Zeitzugs, beide Stärkelisten, weichende Einheiten und die Rechner für Fernkampf und Nahkampf, für eine Schlacht auf einem echten Tisch.

## The network's rough edges (core/network: lobby_address, join_address, join_wait, reconnect, hold)
app-lobby-this-machines-address = die Adresse dieses Rechners{ $port }
app-lobby-or-addresses = oder { $others }
app-join-no-address = Keine Adresse eingegeben: die Adresse des Gastgebers eingeben, etwa 192.168.1.20.
app-join-bad-port = „{ $port }“ ist kein Port: Nach dem Doppelpunkt folgt eine Zahl von 1 bis 65535 (die Lobby des Gastgebers zeigt sie; ohne Angabe 5757).
app-join-not-an-address = { $address } ist keine Adresse: vier Zahlen von 0 bis 255 mit Punkten dazwischen, etwa 192.168.1.20.
app-join-no-such-machine = Kein Rechner namens { $name } im Netzwerk gefunden ({ $error }). Den Namen prüfen oder die Adresse eingeben, die die Lobby des Gastgebers zeigt.
app-join-nothing-answered = Unter { $address } hat in { $seconds } s niemand geantwortet. Prüfen, ob der Gastgeber eine Partie anbietet, ob seine Firewall UDP-Port { $port } durchlässt und ob der Port der ist, den seine Lobby zeigt.
app-join-try-again = Erneut versuchen
app-link-trying = Versuch mit { $address }…
app-link-back = Wieder verbunden: { $address } hat geantwortet.
app-link-no-answer = Noch keine Antwort von { $address } (versucht vor { $seconds } s).
app-held-command-refused = Nicht ausgeführt: { $why }
