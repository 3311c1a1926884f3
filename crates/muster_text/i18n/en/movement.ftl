# movement: English

## The panel (view/panel.rs)
movement-title = Untitled Movement Game
movement-prompt-choose-start = { $chooser }: place the first token of { $player } on one of their starting spaces.
movement-prompt-roll-or-discard = { $player }: roll the die or discard the whole hand.
movement-prompt-rolled = { $player } rolled { $value }: { $left ->
        [one] { $left } move
       *[other] { $left } moves
    } left. Pick a card and a token, then a green square.
movement-prompt-or-new-token = Or pick the card to give up and a yellow starting space for a new token.
movement-prompt-no-play = No card in the hand takes any token to a free square this turn (every path runs off the board, into a closed space or onto a token).
movement-prompt-discards-one = Moving nothing discards one card.
movement-prompt-wins = { $player } wins.
movement-board-turn = { $board } — turn { $turn }
movement-tokens-home-off = { $home } home, { $off } off the board
movement-deck-discards = Deck { $deck } · discards { $discards }
movement-roll = Roll the die
movement-discard-hand = Discard the whole hand
movement-discard-card = Discard the picked card
movement-end-turn = End the turn

## The hand-over cover and the winner (view/overlays.rs)
movement-cover-turn = { $player }'s turn — press to continue
movement-win = { $player } wins after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
movement-win-home = All four tokens are home. Escape for the menu.

## The game's log and saves (game.rs, save.rs, registration.rs)
movement-opening = { $scenario } begins. Each player places the first token of the player across; { $first } first.
movement-whereabouts-turn = turn { $turn }, { $player } to play
movement-whereabouts-over = after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }, the game is over
movement-save-label = { $title }, turn { $turn }
movement-loaded-from = Loaded from { $path }.

## The menu's words for this ruleset
movement-what-opens = A board opens for 2 or 4 players, each a human or the computer: hands face up, the d3, cards played token by token with the legal squares lit, new tokens on a 3, save, load and undo.
movement-resume-name = the movement game
