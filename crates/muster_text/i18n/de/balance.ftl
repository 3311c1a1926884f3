## balance: Check balance: the General against the General on a scenario
balance-verdict-favours = { $seat } gewinnt weit öfter: { $wins } von { $decided } entschiedenen Partien
balance-verdict-balanced = Keine Seite gewinnt weit öfter
balance-verdict-mostly-drawn = Meist unentschieden: nur { $decided } von { $games } Partien entschieden, zu wenige für ein Urteil
balance-verdict-too-few = Zu wenige entschiedene Partien für ein Urteil ({ $decided })
balance-rule = „Weit öfter“: mindestens 70 % der entschiedenen Partien (35 % bei vier Plätzen) und selbst am unteren Ende des 95-%-Intervalls mehr als ein gleicher Anteil.
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
