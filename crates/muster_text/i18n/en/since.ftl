## "Since your last turn" (session/since_last_turn.rs, the replay bar seen as one seat)
since-heading = SINCE YOUR LAST TURN
since-step-of = step { $at } of { $total }: { $whereabouts }
since-watching = As your side saw it: nothing hidden from you is shown. The game waits until you go back.
since-back-to-the-game = Back to the game
since-back-to-the-game-hover = Back to the game exactly as you left it
since-button = Since your last turn
since-button-hover = Replay what the others did since your last turn, as your side saw it
since-button-nothing = Nobody else has played since your last turn
since-log-heading = Since your last turn:
since-on-cover = See what happened since your last turn
since-nothing-to-replay = Nothing has been played since your last turn.
since-does-not-replay = What happened since your last turn does not replay: { $why }
since-free-move-not-offered = Since your last turn: both sides move at once in Free Move, so there is no one else's turn to replay; the combat review shows what the phases after the bell did, and the pause menu's replay shows the whole battle.
