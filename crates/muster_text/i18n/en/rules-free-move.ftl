# rules-free-move: English

## Phases (state/mod.rs) and a unit's name (roster.rs)
rules-free-move-phase-deployment = Deployment
rules-free-move-phase-timed-move = Timed move
rules-free-move-phase-rearrangement = Rearrangement
rules-free-move-phase-missile-fire = Missile fire
rules-free-move-phase-pull-out = Pull out?
rules-free-move-phase-bonus-moves = Bonus moves
rules-free-move-phase-game-over = Battle over
rules-free-move-unit = unit { $number }

## Why a command is refused (error.rs)
rules-free-move-error-no-such-unit = there is no { $unit } on the roster
rules-free-move-error-wiped-out = { $unit } has been wiped out
rules-free-move-error-wrong-phase = that cannot be done during { $phase }
rules-free-move-error-too-far = { $unit } may move { $limit }" in one measure; that is { $asked }"
rules-free-move-error-in-melee = { $unit } is frozen in melee contact (rule 1)
rules-free-move-error-retiring = { $unit } is retiring and cannot be moved this timed move (rule 8)
rules-free-move-error-may-not-advance = { $unit } may not move forward into combat until it recovers (rule 8)
rules-free-move-error-friendly-overlap = { $unit } would overlap friendly { $other }
rules-free-move-error-enemy-overlap = { $unit } cannot turn or move into enemy { $other }: stands stop where they touch
rules-free-move-error-off-table = { $unit } would leave the table
rules-free-move-error-outside-deployment = { $unit } must stay inside its deployment zone
rules-free-move-error-forward-in-rearrangement = { $unit }: rearrangement allows sideways and backward moves only (rule 4a)
rules-free-move-error-in-missile-range = { $unit } is within missile range of the enemy and may not rearrange (rule 4)
rules-free-move-error-no-bonus-move = { $unit } has no bonus move coming
rules-free-move-error-square-on-hill = a square formed on a hill cannot move at all (rule 11, clause 5)
rules-free-move-error-square-uphill = a square cannot move up a hill (rule 11, clause 5)
rules-free-move-error-square-through-broken-ground = a square cannot move through broken terrain (rule 11, clause 5)
rules-free-move-error-formation-in-square = { $unit } is in a square and cannot change formation
rules-free-move-error-square-not-infantry = a square is formed by infantry: { $unit } is not infantry (rule 11)
rules-free-move-error-already-in-square = { $unit } is already in a square
rules-free-move-error-bad-square = a square needs at least one stand of one side
rules-free-move-error-square-apart = the stands of a square must stand together, each touching another
rules-free-move-error-not-your-square = square { $square } belongs to the other side
rules-free-move-error-contact-in-rearrangement = { $unit } cannot make contact while rearranging: the rearrangement only straightens lines (rule 4)
rules-free-move-error-time-already-called = Time was called in the last move: it cannot be called again until a timed move has been played out (rule 6)
rules-free-move-error-bad-pose = { $unit }: a position and facing must be numbers
rules-free-move-error-square-during-move = squares are announced before the timed move, before the side moves a stand (rule 11, clause 6)
rules-free-move-error-no-such-square = there is no square { $square }
rules-free-move-error-fire-and-charge-not-heavy-infantry = only heavy infantry may call Fire and Charge (rule 9)
rules-free-move-error-fire-and-charge-after-moving = Fire and Charge must be called before { $unit } moves (rule 9)
rules-free-move-error-no-missiles = { $unit } has no missiles
rules-free-move-error-heavy-infantry-javelins = heavy infantry may not throw javelins unless Fire and Charge was called (rule 9)
rules-free-move-error-out-of-range = { $shooter } cannot reach { $target }: { $distance }" away, range { $range }"
rules-free-move-error-shooter-in-melee = { $unit } is in melee and cannot shoot
rules-free-move-error-target-in-melee = { $unit } cannot shoot into a melee
rules-free-move-error-shooter-retiring = { $unit } is retiring and cannot discharge missiles (rule 8)
rules-free-move-error-already-shot = { $unit } has already named a target this phase
rules-free-move-error-javelins-and-houses = only bowmen fire from or against houses (rule 13)
rules-free-move-error-not-an-enemy = { $unit } is not an enemy
rules-free-move-error-no-such-melee = there is no melee { $melee }
rules-free-move-error-cannot-pull-out = a side can pull out only after the first move of a two-move melee (rule 12)
rules-free-move-error-already-done = that side has already said it is done
rules-free-move-error-game-over = the battle is over

## A unit's state and type (roster.rs, unit_type.rs)
rules-free-move-state-wiped-out = wiped out
rules-free-move-state-in-melee = in melee
rules-free-move-state-in-square = in square
rules-free-move-state-in-column = in column
rules-free-move-morale-steady = steady
rules-free-move-morale-retiring-rolls-next = retiring, rolls next
rules-free-move-morale-retiring = retiring, stands { $moves }
rules-free-move-morale-may-not-advance = may not advance
rules-free-move-morale-recovered = recovered
rules-free-move-type-heavy-infantry = Heavy infantry
rules-free-move-type-light-infantry = Light infantry
rules-free-move-type-archers = Archers
rules-free-move-type-heavy-cavalry = Heavy cavalry
rules-free-move-type-light-cavalry = Light cavalry
rules-free-move-type-heavy-infantry-short = Heavy inf.
rules-free-move-type-light-infantry-short = Light inf.
rules-free-move-type-archers-short = Archers
rules-free-move-type-heavy-cavalry-short = Heavy cav.
rules-free-move-type-light-cavalry-short = Light cav.

## The countdown's length (time_factor.rs) and the victory (victory.rs)
rules-free-move-time-fixed = Fixed time: { $clock }
rules-free-move-time-both-above-half = Both armies above half their stands: { $clock }
rules-free-move-time-half = { $side } at or below half strength ({ $stands } of { $starting } left): { $clock }
rules-free-move-time-quarter = { $side } at or below a quarter of its stands ({ $stands } of { $starting } left): { $clock }
rules-free-move-time-eighth = { $side } at or below an eighth of its stands ({ $stands } of { $starting } left): { $clock }
rules-free-move-victory-broken = { $side } is reduced to { $left }% of its points (broken at { $limit }%)
rules-free-move-victory-both-broken = Both armies are broken
rules-free-move-victory-holds = { $side } alone holds { $objective }
rules-free-move-victory-held-by-neither = { $objective } is held by neither side alone
rules-free-move-victory-last-move = The last move is over
rules-free-move-victory-by-points = { $lead }; { $side } keeps the larger share of its points ({ $left }% against { $other }%)
rules-free-move-victory-draw = { $lead }; both keep { $left }% of their points: a draw
rules-free-move-type-heavy-infantry-in-sentence = heavy infantry
rules-free-move-type-light-infantry-in-sentence = light infantry
rules-free-move-type-archers-in-sentence = archers
rules-free-move-type-heavy-cavalry-in-sentence = heavy cavalry
rules-free-move-type-light-cavalry-in-sentence = light cavalry

## Close-range fire as a melee opens (melee_opening.rs)
rules-free-move-side-unit = { $side } unit { $number }
rules-free-move-from-front = from the front
rules-free-move-from-flank = from the flank
rules-free-move-from-rear = from the rear
rules-free-move-javelins-and-house = javelins have no effect from or against a house (rule 13)
rules-free-move-faces-1-3-6 = 1, 3 or 6
rules-free-move-faces-3-6 = 3 or 6
rules-free-move-rule-13-light = rule 13, light troops on a hill or in a defensive position
rules-free-move-rule-13-heavy = rule 13, heavy troops on a hill or in a defensive position
rules-free-move-automatic-light = automatic against light troops
rules-free-move-heavy-from-front = heavy troops from the front
rules-free-move-automatic-flank = automatic from the flank
rules-free-move-automatic-rear = automatic from the rear
rules-free-move-shot-why = { $shooter }'s { $what } at { $target } ({ $kind }, { $aspect })
rules-free-move-shot-no-effect = { $why }: no effect, { $reason }
rules-free-move-shot-automatic = { $why }: one point, { $reason }
rules-free-move-shot-face-hit = { $face }: hit ({ $words }, { $rule })
rules-free-move-shot-face-miss = { $face }: miss (needs { $words }, { $rule })
rules-free-move-shot-rolled-hit = { $why }: rolled { $face }, one point
rules-free-move-shot-rolled-miss = { $why }: rolled { $face }, missed
rules-free-move-what-fire-and-charge = javelins (Fire and Charge)
rules-free-move-what-return-fire = return fire
rules-free-move-cannot-return-fire = { $unit } cannot return fire: { $reason }
rules-free-move-no-fire-retiring = it is retiring and cannot discharge its missiles (rule 8)
rules-free-move-no-fire-charged = it charged, and a charging unit is not allowed missile fire
rules-free-move-no-fire-house = javelins have no effect from a house (rule 13)
rules-free-move-no-volley = { $shooter } has no volley at { $at }: { $reason }
rules-free-move-volley-why = { $shooter }'s volley at { $at } as it charges (variant: a 1 means none)
rules-free-move-volley-face-none = 1: no volley
rules-free-move-volley-face-hit = { $face }: volley, one point off the attacker
rules-free-move-volley-rolled-one = { $shooter } rolled a 1: no volley at { $at }
rules-free-move-volley-automatic = { $shooter } fires at close range as { $at } charges: one point, automatic
rules-free-move-shock-who = { $unit }'s shock ({ $points } points) on { $target }
rules-free-move-shock-uphill = { $who }: none, charged up a hill (rule 10)
rules-free-move-shock-square = { $who }: none against a square (rule 10)
rules-free-move-shock-kills = { $who }: { $hits } kill(s), one for every 6 points (rule 10)

## Missile fire (missile.rs, missile_power.rs)
rules-free-move-unit-typed = { $unit } ({ $kind })
rules-free-move-does-not-fire = { $shooter } does not fire at { $target }: { $why }
rules-free-move-faces-or = { $rest } or { $last }
rules-free-move-faces-nothing = nothing
rules-free-move-cover-in-house = in a house
rules-free-move-cover-on-hill = on a hill
rules-free-move-cover-behind-wall = behind a wall
rules-free-move-cover-from-house = from a house
rules-free-move-cover-rule-13 = { $cover } (rule 13)
rules-free-move-power-rule-13 = rule 13: one die per firing unit, in all cases
rules-free-move-power-light-in-open = light troops in the open lose a point to every volley
rules-free-move-power-heavy-front = heavy troops from the front: roll 1-3-6
rules-free-move-power-heavy-flank-rear = heavy troops fired on from the flank or rear lose a point automatically
rules-free-move-volley-javelins = { $shooter } throws javelins at { $target } { $circumstance }
rules-free-move-volley-arrows = { $shooter } shoots { $target } { $circumstance }
rules-free-move-roll-why-javelins = { $shooter }'s javelins at { $target } ({ $kind }, { $circumstance })
rules-free-move-roll-why-arrows = { $shooter }'s arrows at { $target } ({ $kind }, { $circumstance })
rules-free-move-volley-automatic-kill = { $headline }: one point killed automatically ({ $reason })
rules-free-move-volley-face-hits = { $face }: hit ({ $words })
rules-free-move-volley-face-misses = { $face }: miss (hits on { $words })
rules-free-move-volley-rolled-hit = { $headline }: rolled { $face }, a hit ({ $words }): one point killed ({ $reason })
rules-free-move-volley-rolled-miss = { $headline }: rolled { $face }, a miss (hits on { $words }; { $reason })

## Melee rounds, bowmen morale, recovery, broken squares (melee_round.rs, missile_morale.rs, recovery.rs, retreat.rs, outcome.rs)
rules-free-move-melee-roll-why = Melee { $melee }, round { $round }: { $side } with { $units }, combat value { $value }
rules-free-move-melee-roll-face = { $face }: { $value } × { $face } = { $total }
rules-free-move-melee-round-result = { $first } { $first_value } × { $first_die } = { $first_total } against { $second } { $second_value } × { $second_die } = { $second_total }: { $winner } wins{ $rerolls ->
        [0] {""}
        [one] {" "}(after one roll of equal totals)
       *[other] {" "}(after { $rerolls } rolls of equal totals)
    }
rules-free-move-bowmen-morale-why = Bowmen morale (rule 7): { $unit } at { $points } points against { $other }
rules-free-move-bowmen-morale-first = { $face } × { $points } points = { $total }
rules-free-move-bowmen-retreats = { $unit } retreats 3 moves
rules-free-move-bowmen-both-stand = equal totals: both stand
rules-free-move-bowmen-morale-second = { $face } × { $points } points = { $total } against { $first_total }: { $verdict }
rules-free-move-recovery-why = Recovery roll for { $unit }
rules-free-move-recovery-one = 1: morale still bad, it retires another move
rules-free-move-recovery-may-not-advance = { $face }: it may turn and fight or retire, not advance
rules-free-move-recovery-restored = { $face }: morale restored, back into combat as desired
rules-free-move-square-driven-back = { $unit } was driven back
rules-free-move-square-wiped-out = { $unit } was wiped out

## The demo's captions: the rule behind each event
rules-free-move-caption-timed-move = The timed move: both armies move at once against the clock
rules-free-move-caption-bell = The bell: all movement ceases
rules-free-move-caption-contact = Contact: stands that touch an enemy freeze in melee
rules-free-move-caption-squares = Squares: infantry in square turn cavalry away
rules-free-move-caption-fire-and-charge = Fire and Charge: heavy infantry throw javelins before they close
rules-free-move-caption-missile-fire = Missile fire
rules-free-move-caption-shock = Shock: heavy cavalry kill one before the melee
rules-free-move-caption-return-fire = Return fire
rules-free-move-caption-melee = Melee: the front ranks fight
rules-free-move-caption-melee-decided = The melee is decided
rules-free-move-caption-pull-out = Pull-out: after a first-move melee a side may withdraw
rules-free-move-caption-morale = Morale: beaten troops retire
rules-free-move-caption-recovery = Recovery: retiring troops roll to rally
rules-free-move-caption-bonus-move = Bonus move: the victors may move on
rules-free-move-caption-time = Time! The move halts; no combat until the next
rules-free-move-caption-victory = Victory
