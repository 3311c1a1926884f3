# free-move: English

## The clock bar (panels/game_panel.rs)
free-move-now-deployment = Place your stands in your deployment zone, then press Ready.
free-move-now-deployment-more = Drag your stands anywhere inside your shaded deployment zone; turn them from your Orders drawer. Press Ready at your end of this bar when you are set.
free-move-now-moving = Move! Drag a stand: its stick shows one measure.
free-move-now-moving-more = Grab a stand and drag it: each drag is one measure, up to its move length, and the stick pauses between measures. Press Time! to stop the move early.
free-move-now-time-called = Time! was called: no combat until this move is played.
free-move-now-time-called-more = Time was called: no combat until this timed move has been played. Press Ready when the situation is cleared up.
free-move-now-before-countdown = Both players press Ready to start the countdown.
free-move-now-before-countdown-more = The countdown starts when both players have pressed Ready at their end of this bar; its length comes from the time factor (hover the clock).
free-move-now-rearrangement = Straighten your lines: sideways and back only, not in melee or missile range. Then Done.
free-move-now-rearrangement-more = Straighten your lines: sideways and backward only, not in melee or in enemy missile range. Undo takes the rearrangement back; press Done when finished.
free-move-now-missile-fire = Click one of your missile units, then its target. Done when all have aimed.
free-move-now-missile-fire-more = Missile fire: click one of your missile units, then the enemy it shoots at (its range shows). Press Done when all have aimed.
free-move-now-pull-out = Either side may pull out of a first-move melee (losing 20%). Done to fight on.
free-move-now-pull-out-more = After a first-move melee either side may pull out: it loses 20% of its points and retires 4 moves. Press Done to fight on.
free-move-now-bonus-moves = Melee winners make one bonus move each; a melee it starts is fought at once.
free-move-now-bonus-moves-more = Winners of a melee make one bonus move each; any melee it starts is fought at once. Press Done when finished.
free-move-now-over = The battle is over.
free-move-seat-human = Human
free-move-seat-computer = Computer: { $level }
free-move-time = Time!
free-move-ready = Ready
free-move-ready-done = Ready ✔
free-move-done = Done
free-move-done-done = Done ✔
free-move-undo = Undo
free-move-orders = Orders
free-move-roster = Roster
free-move-pull-out-why = Pull out of the melee: this side loses 20% of its points there and retires 4 moves. Done fights on.
free-move-pull-out = Pull out
free-move-pull-out-one-why = Melee { $melee }. { $why }
free-move-pull-out-menu = Pull out ▾
free-move-melee-numbered = Melee { $melee }
free-move-clock-title = Move { $number } · { $phase }
free-move-log = Log
free-move-review = Review
free-move-review-hover = Step through the last combat again
free-move-orders-title = { $side }: orders
free-move-played-by = Played by
free-move-empty-drag = Empty-table drag:
free-move-empty-drag-tape = tape
free-move-empty-drag-box = box

## A stand's orders (hands/orders.rs)
free-move-orders-unit = Unit { $number } · { $kind } · { $points }/{ $starting } · { $state }
free-move-orders-column = Column
free-move-orders-line = Line
free-move-orders-fire-and-charge = Fire and Charge
free-move-orders-give-up-square = Give up square
free-move-orders-form-square = Form square
free-move-orders-fire-and-charge-called = Fire and Charge called: javelins, then straight into melee.

## A side's roster drawer (panels/roster_panel.rs)
free-move-roster-title = { $side }: roster
free-move-roster-totals = { $points }/{ $starting_points } points · { $stands } of { $starting_stands } stands
free-move-roster-number = No.
free-move-roster-type = Type
free-move-roster-points = Pts
free-move-roster-kills = Kills
free-move-roster-state = State

## The end of the battle (panels/victory_panel.rs)
free-move-chart-timed-move = Timed move
free-move-chart-points = Points
free-move-victory-headline = Victory: { $side }
free-move-victory-drawn = A drawn battle
free-move-victory-details = Details
free-move-victory-title-menu = Title menu
free-move-victory-moves-played = { $count ->
        [one] { $count } timed move played.
       *[other] { $count } timed moves played.
    }
free-move-victory-side-totals = { $side }: { $points } of { $starting } points left, { $lost ->
        [one] { $lost } stand wiped out
       *[other] { $lost } stands wiped out
    }
free-move-victory-chart-heading = Points at the start of each timed move:
free-move-victory-back-to-title = Back to the title menu

## The combat review strip (panels/combat_review/strip.rs)
free-move-review-back = Back a step
free-move-review-next = Next step
free-move-review-close = Close the review (Review in the clock bar opens it again)
free-move-review-combat = Combat

## The combat log (panels/combat_log.rs)
free-move-log-title = Combat log
free-move-log-unit-typed = { $side } { $number } ({ $kind })
free-move-log-unit = { $side } { $number }
free-move-log-cause-missile-fire = missile fire
free-move-log-cause-missile-men-volley = the missile men's volley
free-move-log-cause-fire-and-charge = Fire and Charge javelins
free-move-log-cause-return-fire = return fire
free-move-log-cause-shock = shock
free-move-log-cause-melee-defeat = defeat in melee
free-move-log-cause-melee-victory = the cost of victory
free-move-log-cause-pull-out = pulling out
free-move-log-timed-move = — Timed move { $number }: { $reason }
free-move-log-bell = The bell: all movement ceases.
free-move-log-time-called = { $side } calls Time! No combat until another timed move (rule 6).
free-move-log-contact = { $mover } contacts { $struck }: both frozen in melee.
free-move-log-fire-and-charge = { $unit } calls Fire and Charge.
free-move-log-square-formed = { $side } forms a square of { $count } stands.
free-move-log-square-broken = A square is broken: { $reason }.
free-move-log-casualties = { $unit } loses { $points } point(s) to { $cause }.
free-move-log-removed = { $unit } is wiped out.
free-move-log-melee-round = ⚔ Melee { $melee }, round { $round }: { $explanation }
free-move-log-melee-won = Melee { $melee } is over: { $side } wins.
free-move-log-melee-over = Melee { $melee } is over.
free-move-log-pulled-out = { $side } pulls out of melee { $melee }.
free-move-log-retires-defeated = { $unit } retires { $moves } move(s) (defeated).
free-move-log-retires-pulling-out = { $unit } retires { $moves } move(s) (pulling out).
free-move-log-retires-still-shaken = { $unit } retires { $moves } move(s) (morale still bad).
free-move-log-morale = { $unit } is now { $morale }.
free-move-log-bonus-move = { $unit } has a bonus move.

## Undo, saves, network and resuming (undo.rs, registration.rs, replay.rs, network/, game.rs)
free-move-undo-only-rearrangement = Undo is only for the rearrangement after the bell.
free-move-undo-side-done = { $side } is done with the rearrangement.
free-move-undo-nothing = { $side } has no rearrangement move to undo.
free-move-undo-depends = That move cannot be undone: a later move depends on it ({ $error }).
free-move-whereabouts-move = move { $number }
free-move-whereabouts-move-phase = move { $number }, { $phase }
free-move-save-other-version = { $file } was written by another version of Muster (save version { $version }, this one reads { $reads }); it was left as it is
free-move-save-label = { $title }, move { $number }
free-move-network-no-undo = In a network battle the rearrangement's moves are final: no undo.
free-move-network-replay-stops = The battle does not replay at command { $index }: { $why }
free-move-network-does-not-open = The network battle does not open here: { $why }
free-move-network-ready-not-sent = Ready was not sent: { $error }
free-move-resume-replays-only-to = The saved battle replays only to its command { $index } ({ $error }); it goes on from there.

## The menu's words for this ruleset
free-move-what-opens = A scenario opens on its table for two players: deployment, the timed move against the countdown, combat, rosters and victory.
free-move-resume-name = the battle
