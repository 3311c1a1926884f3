## balance: Check balance: the General against the General on a scenario
balance-verdict-favours = Weit mehr Siege für { $seat }: { $wins } von { $decided } entschiedenen Partien
balance-verdict-balanced = Keine Seite gewinnt weit öfter
balance-verdict-mostly-drawn = Meist unentschieden: nur { $decided } von { $games } Partien entschieden, zu wenige für ein Urteil
balance-verdict-too-few = Zu wenige entschiedene Partien für ein Urteil ({ $decided })
balance-rule = „Weit mehr Siege“: mindestens 70 % der entschiedenen Partien (35 % bei vier Plätzen) und selbst am unteren Ende des 95-%-Intervalls mehr als ein gleicher Anteil.
balance-share = { $share } % (95 %: { $low }–{ $high } %)
balance-share-none = keine Partie entschieden
balance-length-game-turns = { $mean } Spielzüge
balance-length-days = { $mean } Tage
balance-length-turns = { $mean } Züge
balance-length-timed-moves = { $mean } Zeitzüge
balance-games-cancelled = { $played } von { $asked } (abgebrochen)
balance-games-played = { $count }
balance-draws = { $count ->
    [one] 1 Unentschieden
   *[other] { $count } Unentschieden
}
balance-table-scenario = Szenario
balance-table-games = Partien
balance-table-wins = Siege
balance-table-shares = Anteil der entschiedenen Partien
balance-table-mean-length = Mittlere Länge
balance-table-verdict = Urteil
balance-heading = Balance prüfen
balance-explained = Der General spielt jede Seite, Partie um Partie: Gewinnt eine Seite weit öfter?
balance-games = Partien
balance-check = Balance prüfen
balance-check-hover = Den General gegen den General auf diesem Szenario spielen, so wie es jetzt steht, die gewählte Zahl an Partien, und die Siege jeder Seite zählen.
balance-progress = { $done } von { $games } Partien
balance-cancel = Abbrechen
balance-cancelling = Wird abgebrochen: die laufenden Partien werden zu Ende gespielt …
balance-seat-wins = { $seat }: { $count ->
    [one] 1 Sieg
   *[other] { $count } Siege
}
balance-draws-label = Unentschieden
balance-games-label = Gespielte Partien
balance-mean-length-label = Mittlere Länge
balance-error-no-games = Mindestens eine Partie prüfen.
balance-error-no-engine = Balance prüfen kann keine { $ruleset }-Szenarien spielen.
balance-error-problem = Das Szenario ist noch nicht spielbar: { $place }: { $message }
balance-error-game-failed = Eine Partie ist gescheitert (Startwert { $seed }): { $why }
