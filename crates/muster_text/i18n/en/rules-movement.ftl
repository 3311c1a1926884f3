# rules-movement: English

## The cards' names
rules-movement-card-forward = forward
rules-movement-card-left = left
rules-movement-card-right = right
rules-movement-card-forward-left = forward-left
rules-movement-card-forward-right = forward-right
rules-movement-card-backward = backward
rules-movement-card-backward-left = backward-left
rules-movement-card-backward-right = backward-right

## A refused command (error.rs)
rules-movement-error-game-over = the game is over
rules-movement-error-wrong-time = that is not possible now: { $now }
rules-movement-error-no-card = there is no card in slot { $slot } of your hand
rules-movement-error-no-token = token { $token } is not one of yours
rules-movement-error-token-off = that token is not on the board
rules-movement-error-token-home = that token has reached its destination and may no longer be moved
rules-movement-error-too-many-steps = you have { $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left, not { $asked }
rules-movement-error-no-steps = a card moves a token at least 1 space
rules-movement-error-blocked = the { $card } card cannot move that token { $steps ->
        [one] { $steps } space
       *[other] { $steps } spaces
    }: { $why }
rules-movement-error-cannot-place = cannot place a token on { $space }: { $why }

## What the turn asks for now (engine.rs)
rules-movement-now-choose-start = set-up: choose the starting space of the first token of the player across from you
rules-movement-now-roll-or-discard = first choose: roll the die or discard your whole hand
rules-movement-now-play-or-end = you have rolled: play cards, or end the turn
rules-movement-must-end-not-discard = you have played a card this turn: end the turn instead
rules-movement-must-discard-one = you rolled and moved nothing: discard 1 (and only 1) card

## Why a token cannot be placed (engine.rs, setup.rs)
rules-movement-refuse-new-token-only-on-3 = a new token comes on only on a roll of 3
rules-movement-refuse-new-token-instead = on a 3 you place a new token instead of moving, not as well
rules-movement-refuse-all-tokens-on = all your tokens are on the board
rules-movement-refuse-new-token-own-starts = new tokens come on only on the four starting spaces in front of you
rules-movement-refuse-start-taken = that starting space is taken
rules-movement-refuse-choose-across = you choose one of the four starting spaces of { $name } (across from you)
rules-movement-refuse-token-there = a token is already there

## Why a card cannot move a token (moves.rs)
rules-movement-blocked-off-board = move { $step } would leave the board
rules-movement-blocked-closed = move { $step } would enter the closed space { $space }
rules-movement-blocked-side-start = { $space } is a starting space of the player to your left or right: a token may cross it but not stop on it
rules-movement-blocked-taken = { $space } is taken: a token may hop over others but not finish its move on one

## The log (narrate.rs)
rules-movement-player-fallback = player { $player }
rules-movement-log-start-chosen = { $by } places { $player }'s first token on { $space }.
rules-movement-log-rolled-for-first = { $player } rolls { $value } for first turn.
rules-movement-log-rolled-for-first-d6 = { $player } rolls { $roll } ({ $value }) for first turn.
rules-movement-log-turn-began = { $player }'s turn.
rules-movement-log-rolled = { $player } rolls { $value }.
rules-movement-log-rolled-d6 = { $player } rolls { $roll } on the d6: { $value }.
rules-movement-log-hand-discarded = { $player } discards the whole hand ({ $cards }).
rules-movement-log-card-discarded = { $player } discards a { $card } card.
rules-movement-log-card-played = { $player } plays { $card }: a token moves { $steps } from { $from } to { $to }.
rules-movement-log-token-introduced = { $player } brings a new token on at { $space }.
rules-movement-log-token-home = { $player }'s token is home: it stays there.
rules-movement-log-deck-reshuffled = { $count ->
    [one] The deck is out: the 1 discard is shuffled into a new deck.
   *[other] The deck is out: the { $count } discards are shuffled into a new deck.
}
rules-movement-log-drew = { $player } draws { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }.
rules-movement-log-won = { $player } has all four tokens home and wins.

## The demo's captions: the rule behind each event
rules-movement-caption-set-up = Set-up: the player across places your first token
rules-movement-caption-first-roll = Set-up: everyone rolls; the highest goes first
rules-movement-caption-roll = The turn: roll the d3, or discard the whole hand
rules-movement-caption-hand-discarded = The turn: the whole hand discarded instead of a roll
rules-movement-caption-card = Cards: a card moves a token up to the die's value, one direction
rules-movement-caption-new-token = On a 3: a new token may come on instead
rules-movement-caption-home = Home: a token on a destination space stays there
rules-movement-caption-reshuffle = Deck out: the discards are shuffled into a new deck
rules-movement-caption-win = The win: all four tokens home
