## balance: Check balance: the General against the General on a scenario
balance-verdict-favours = Far more wins for { $seat }: { $wins } of { $decided } decided games
balance-verdict-balanced = No side wins far more often
balance-verdict-mostly-drawn = Mostly drawn: only { $decided } of { $games } games decided, too few to tell
balance-verdict-too-few = Too few decided games to tell ({ $decided })
balance-rule = "Far more wins": at least 70% of the decided games (35% with four seats), and more than an even share even at the low end of the 95% interval.
balance-share = { $share }% (95%: { $low }–{ $high }%)
balance-share-none = no game decided
balance-length-game-turns = { $mean } game-turns
balance-length-days = { $mean } days
balance-length-turns = { $mean } turns
balance-length-timed-moves = { $mean } timed moves
balance-games-cancelled = { $played } of { $asked } (cancelled)
balance-games-played = { $count }
balance-draws = { $count ->
    [one] 1 draw
   *[other] { $count } draws
}
balance-table-scenario = Scenario
balance-table-games = Games
balance-table-wins = Wins
balance-table-shares = Share of decided games
balance-table-mean-length = Mean length
balance-table-verdict = Verdict
balance-heading = Check balance
balance-explained = The General plays every side, game after game: does one side win far more often?
balance-games = Games
balance-check = Check balance
balance-check-hover = Play the General against the General on this scenario as it stands now, the chosen number of games, and count each side's wins.
balance-progress = { $done } of { $games } games
balance-cancel = Cancel
balance-cancelling = Cancelling: finishing the games under way…
balance-seat-wins = { $seat }: { $count ->
    [one] 1 win
   *[other] { $count } wins
}
balance-draws-label = Draws
balance-games-label = Games played
balance-mean-length-label = Mean length
balance-error-no-games = Check at least one game.
balance-error-no-engine = Check balance cannot play { $ruleset } scenarios.
balance-error-problem = The scenario cannot be played yet: { $place }: { $message }
balance-error-game-failed = A game failed (seed { $seed }): { $why }
