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
