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
