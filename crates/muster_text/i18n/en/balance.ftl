## balance: Check balance: the General against the General on a scenario
balance-verdict-favours = { $seat } wins far more often: { $wins } of { $decided } decided games
balance-verdict-balanced = No side wins far more often
balance-verdict-mostly-drawn = Mostly drawn: only { $decided } of { $games } games decided, too few to tell
balance-verdict-too-few = Too few decided games to tell ({ $decided })
balance-rule = "Far more often": at least 70% of the decided games (35% with four seats), and more than an even share even at the low end of the 95% interval.
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
