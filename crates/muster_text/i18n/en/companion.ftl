# companion: English

## The companion's screen: clock, timer, rosters (games/companion/screen.rs)
companion-retire = Retire
companion-retire-hover = It lost its morale (rule 8): it retires 3 moves, stands still next move, then rolls to rally
companion-tab-timer = Timer
companion-tab-missile-fire = Missile fire
companion-tab-melee = Melee
companion-time-up = Time!
companion-pause = Pause
companion-resume = Resume
companion-start-timed-move = Start the timed move
companion-new-timed-move = New timed move
companion-move-number = Move { $number }
companion-undo-last = Undo last
companion-nothing-to-undo = Nothing to undo.
companion-export-rosters = Export rosters (PNG)
companion-compact-note = The time choices and the log show again when the calculator is closed.
companion-time = Time:
companion-time-from-losses = from losses ({ $clock })
companion-time-fixed = fixed { $clock }
companion-calculator = Calculator:
companion-calculator-none = none
companion-calculator-missile-fire = missile fire
companion-calculator-melee = melee
companion-points-left = { $left } of { $start } points
companion-load-army = Load an army…
companion-save-army = Save this army
companion-saved-to = Saved to { $file }.
companion-could-not-save = Could not save { $file }: { $error }
companion-marked-by-hand = marked by hand
companion-add-unit = Add a unit of { $kind }
companion-retiring = Retiring
companion-retiring-unit = Unit { $number }: { $allows }
companion-roll = Roll:
companion-close = Close

## The melee calculator (games/companion/melee_panel.rs)
companion-melee-need-both-sides = Put at least one stand of each side in the melee.
companion-melee-why = melee
companion-melee-cannot-be-fought = That melee cannot be fought: { $error }
companion-melee-pull-out-no-stands = Put that side's stands in the melee first.
companion-melee-pull-out-why = pulling out of the melee (20%)
companion-melee-pulled-out = { $side } pulls out: { $lost } of its { $had } points lost (20%), retire 4 moves; no bonus move for the victor.
companion-melee-charging = Charging:
companion-melee-tap-a-stand = Tap a stand: out, then front rank, then second rank, then out again.
companion-melee-stand-front = { $stand } · front
companion-melee-stand-second = { $stand } · second
companion-melee-open = open
companion-melee-uphill = defenders uphill
companion-melee-behind-wall = behind a wall
companion-melee-in-house = in a house
companion-melee-in-square = in square
companion-melee-first-move = first move
companion-melee-second-move = second move
companion-fire-and-charge = Fire and Charge
companion-melee-charging-die = Charging side's die:
companion-melee-defending-die = Defending side's die:
companion-melee-fight = Fight
companion-melee-after-first-move = After a first-move melee:
companion-melee-side-pulls-out = { $side } pull out
companion-melee-result = Result

## The missile calculator (games/companion/calculator_panel.rs)
companion-missile-firing-unit = Firing unit:
companion-missile-target = Target:
companion-missile-from-front = from the front
companion-missile-flank = flank
companion-missile-rear = rear
companion-missile-in-open = in the open
companion-missile-on-hill = on a hill
companion-missile-behind-wall = behind a wall
companion-missile-in-house = in a house
companion-missile-in-range = in range (javelins 8", arrows 12")
companion-missile-out-of-range = out of range
companion-missile-firing-from-open = firing from the open
companion-missile-from-house = from a house
companion-muster-rolls = Muster rolls
companion-or-our-die = or our die:
companion-missile-headline = { $side } { $number } ({ $kind }) shoots at { $target_side } { $target_number } ({ $target_kind }).
companion-missile-why = missile fire
companion-missile-no-loss = Missile fire at unit { $number }: no loss
companion-missile-no-fire = No fire: { $error }

## Printing the rosters, the army files, the calibration (roster_print.rs, armies.rs, timer/calibration.rs)
companion-rosters-exported = Rosters exported to { $file }.
companion-rosters-not-exported = The rosters could not be exported to { $file }: { $problem }
companion-print-army-totals = { $units } units, { $points } points
companion-army-cannot-read = cannot read the file: { $error }
companion-calibrate-start = Time one full move of your army
companion-calibrate-primary = primary time { $clock }
companion-calibrate-full-move = Full move: { $clock }
companion-calibrate-done = Done: half is the primary time
companion-calibrate-cancel = Cancel

## Army files (muster_rules companion/army.rs)
companion-army-default-name = Army
companion-army-expected-columns = expected `number,type[,points]`, found { $found }
companion-army-bad-number = the unit number { $number } is not a whole number
companion-army-unknown-type = unknown unit type { $given }; the types are: { $known }
companion-army-bad-points = the points { $points } are not a whole number
companion-army-too-many-points = { $kind } start with { $most } points, not { $points }
companion-army-number-twice-flag = unit number { $number } appears twice: each flag needs its own number
companion-army-no-units = the file lists no units
companion-army-ron-problem = column { $column }: { $problem }
companion-army-number-twice = unit number { $number } appears twice

## The companion's log and retiring units (muster_rules companion/session.rs, calculators)
companion-allows-stands = stands this move: cannot be moved, no missiles if attacked
companion-allows-recovery-roll = recovery roll due: 1 retires another move, 2–3 fight or retire, 4–6 recovered
companion-allows-may-not-advance = may turn and fight or retire, not advance; rolls again next move
companion-allows-back-in-action = back in action
companion-log-losses = { $side }: unit { $number } loses { $points } ({ $left } left) — { $why }
companion-log-joins = { $side }: unit { $number } ({ $kind }) joins the roster
companion-log-driven-back = { $side }: unit { $number } is driven back 3 moves
companion-log-recovery = { $side }: unit { $number } rolls { $roll } for recovery: { $morale }
companion-melee-retires = { $unit } retires { $moves } moves.
companion-melee-one-move-only = A melee for a defensive position is fought out in one game move: there is no second move, so this is that one move.
companion-missile-shooter-retreats = The firing unit retreats { $moves } moves (rule 7).
companion-missile-target-retreats = The target retreats { $moves } moves (rule 7).
