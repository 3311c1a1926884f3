# walkthrough: English

## The walkthrough panel
walkthrough-panel-title = Walkthrough
walkthrough-skip-step = Skip this step
walkthrough-start-again = Start again
walkthrough-leave = Leave the walkthrough
walkthrough-about = About this walkthrough
walkthrough-step-of = Step { $step } of { $count }: { $title }
walkthrough-not-allowed-here = Not allowed: { $why }
walkthrough-every-step-done = Every step done: the real game
walkthrough-every-step-done-skipped = Every step done ({ $count } skipped): the real game
walkthrough-done = ✔ Done: { $step }
walkthrough-refused = ✖ Not allowed
walkthrough-cannot-open = The { $ruleset } walkthrough cannot open: { $error }

## The demo
walkthrough-demo-take-over = DEMO  ·  press any key or touch the screen to play
walkthrough-demo-no-scenarios = The demo found no { $ruleset } scenarios.
walkthrough-demo-skips = The demo skips { $file }: { $error }
walkthrough-demo-offer-title = Take over this game?
walkthrough-demo-offer-explain = The computer is playing both sides to show the rules.
walkthrough-demo-play-ourselves = Play this game ourselves
walkthrough-demo-keep-watching = Keep watching
walkthrough-demo-leave = Leave the demo

## A walkthrough file's problems (muster check)
walkthrough-file-wrong-ruleset = is a { $scenario } scenario; this walkthrough teaches { $ruleset }
walkthrough-file-no-such-seat = seat { $seat } does not exist: the scenario has { $seats } seats (0 to { $last })
walkthrough-file-no-steps = a walkthrough needs at least one step
walkthrough-file-no-event = name at least one event that completes the step
walkthrough-file-unknown-event = { $event } is not an event of { $ruleset }: expected one of { $known }
