# correspondence: Deutsch

## Why a turn file is refused (crates/muster_rules/src/correspondence/error.rs)
correspondence-unreadable = Dies ist keine vollständige Zugdatei: Zeile { $line }, Spalte { $column }: { $reason }
correspondence-other-version = Diese Zugdatei hat Zugdatei-Version { $found }; dieses Muster liest Version { $reads }.
correspondence-other-ruleset = Diese Zugdatei ist eine Partie { $found }, nicht { $expected }.
correspondence-another-game = Diese Zugdatei gehört zu einer anderen Partie ({ $found }); Ihre Partie ist { $held }.
correspondence-unknown-game = Diese Zugdatei gehört zu einer Partie, von der Sie nichts haben ({ $found }), und ist keine Einladung.
correspondence-start-changed = Szenario, Spieler oder Seed in dieser Datei weichen von Ihrer Partie ab.
correspondence-seed-not-kept = Die Hälfte des Seeds, die der Eröffnende hier aufdeckt, ist nicht die zugesagte.
correspondence-commands-before-seed = Diese Datei enthält Befehle, bevor beide Hälften des Seeds bekannt waren.
correspondence-command-changed = Befehl { $at } wurde geändert: Dort bricht die Kette.
correspondence-command-removed = Befehl { $at } wurde aus dieser Datei entfernt.
correspondence-command-added = In diese Datei wurde bei { $at } ein Befehl eingefügt.
correspondence-order-swapped = Die Befehle { $at } und { $next } wurden in dieser Datei vertauscht.
correspondence-changed-since-yours = Befehl { $at } weicht von Ihrem ab: Diese Datei schreibt die Partie um.
correspondence-older-than-held = Diese Datei ist älter als Ihre Partie: Sie enthält { $found } Befehle, Sie haben { $held }.
correspondence-already-held = Zug { $turn } haben Sie schon: Dies ist Ihre eigene Datei oder eine bereits geöffnete.
correspondence-not-their-turn = Befehl { $at } gilt Ihrem eigenen Platz, gespielt im Zug des anderen Spielers.
correspondence-does-not-replay = Befehl { $at } lässt sich nicht nachspielen: { $why }
correspondence-not-for-two = Fernpartien sind für zwei Spieler; dieses Szenario hat { $seats } Plätze.

## Playing by correspondence (src/app/session/correspondence/)
correspondence-write-failed = Die Zugdatei { $file } ließ sich nicht schreiben: { $error }
correspondence-cannot-read = Die Zugdatei { $file } ließ sich nicht lesen: { $error }
correspondence-seat-not-to-act = er gilt Platz { $seat }, der nicht am Zug ist
correspondence-still-your-turn = Ihr Zug ist noch nicht beendet: Erst spielen, dann senden.
correspondence-game-diverged = Diese Partie beginnt nicht mehr mit den Befehlen Ihrer Datei (etwas wurde zurückgenommen); öffnen Sie die letzte Datei erneut.
correspondence-invitation-written = Einladung gespeichert unter { $file }. Senden Sie sie dem anderen Spieler.
correspondence-accepted = Einladung angenommen: Senden Sie { $file } an den anderen Spieler zurück. Die Partie beginnt mit seiner nächsten Datei.
correspondence-opened = Zugdatei geöffnet: { $whereabouts }.
correspondence-sent = Zug gesendet: { $file }. Senden Sie diese Datei dem anderen Spieler.
correspondence-seat-is-remote = Platz { $seat } wird am Rechner des anderen Spielers gespielt; seine Befehle kommen mit seiner Zugdatei.
correspondence-undo-sent = Diese Befehle hat der andere Spieler schon: Sie lassen sich nicht zurücknehmen.
correspondence-panel-title = Fernpartie
correspondence-panel-players = { $me } gegen { $other }
correspondence-panel-turn = Zugdatei { $turn }
correspondence-panel-over = Die Partie ist zu Ende.
correspondence-panel-your-move = Sie sind am Zug: Zug spielen, dann senden.
correspondence-panel-send-now = Ihr Zug ist beendet: Jetzt senden.
correspondence-panel-waiting = Warten auf die Zugdatei von { $other }.
correspondence-send-turn = Zug senden
correspondence-send-turn-hover = Die nächste Zugdatei für den anderen Spieler schreiben
correspondence-send-turn-disabled = Zug senden geht, sobald Ihr Zug beendet ist
correspondence-panel-sent-to = Gesendet: { $file }

## The correspondence page (src/app/shell/menu/correspondence_page.rs) and the ruleset's page
correspondence-page-open = Fernpartie spielen…
correspondence-page-open-hover = Eine Partie mit einem Spieler anderswo, per Zugdateien, die Sie sich schicken
correspondence-page-title = { $ruleset } als Fernpartie
correspondence-page-about = Jeder spielt eine Seite am eigenen Rechner. Nach Ihrem Zug schreibt „Zug senden“ eine Datei: Schicken Sie sie dem anderen Spieler (E-Mail, Chat, USB-Stick); er öffnet sie hier, sieht Ihren Zug und spielt seinen.
correspondence-page-start-heading = Partie beginnen
correspondence-page-no-scenarios = Kein Szenario dieses Regelwerks ist für zwei Spieler.
correspondence-page-scenario = Szenario:
correspondence-page-your-side = Ihre Seite:
correspondence-page-your-name = Ihr Name:
correspondence-page-other-name = Name des anderen Spielers:
correspondence-page-start = Beginnen
correspondence-page-start-hover = Die Einladung schreiben: Der andere Spieler öffnet sie und schickt die Antwort zurück
correspondence-page-open-heading = Zugdatei öffnen
correspondence-page-turn-file = Die Zugdatei (Einladung, Antwort oder Zug des anderen Spielers):
correspondence-page-open-file = Zugdatei öffnen
correspondence-page-folder = Ihre Dateien liegen in { $folder }
correspondence-page-written = Geschrieben: { $file }
