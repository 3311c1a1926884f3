# rules-skirmish: English

## The demo's captions: the rule behind each event
rules-skirmish-caption-income = Income: $5 for each city and the HQ, every turn
rules-skirmish-caption-repair = Repair: 2 HP for units on their own properties
rules-skirmish-caption-movement = Movement: each terrain costs by movement type
rules-skirmish-caption-transport = Transport (3.3c-d): foot units ride in APCs and T-Copters
rules-skirmish-caption-combat = Combat (3.4a): firepower less defense on the damage chart, then counter-fire
rules-skirmish-caption-eliminated = Combat: a unit at 0 HP is eliminated
rules-skirmish-caption-capture-progress = Capture (3.4b): 2 points a turn at full strength, 1 when reduced
rules-skirmish-caption-captured = Capture (3.4b): the property changes hands
rules-skirmish-caption-purchase = Purchase: new units at empty factories, after moving
rules-skirmish-caption-powers = CO Powers: a Power or Super Power for one turn
rules-skirmish-caption-victory = Victory

## Why a Skirmish Wars command is refused, and the log
rules-skirmish-error-game-over = the game is over
rules-skirmish-error-wrong-phase = that is not possible { $phase }
rules-skirmish-error-no-such-unit = there is no unit { $id }
rules-skirmish-error-not-yours = { $unit } is not yours to command
rules-skirmish-error-already-acted = { $unit } has already acted this turn
rules-skirmish-error-aboard = { $unit } is inside a transport; the transport unloads it
rules-skirmish-error-bad-path = { $unit } cannot move to { $to }: { $why }
rules-skirmish-error-too-far = { $unit } needs { $needed } movement points for that path and has { $has }
rules-skirmish-error-cannot-fire = { $unit } cannot fire at { $target }: { $why }
rules-skirmish-error-cannot-capture = { $unit } cannot capture here: { $why }
rules-skirmish-error-cannot-unload = { $unit } cannot unload: { $why }
rules-skirmish-error-cannot-use-power = cannot use the CO power: { $why }
rules-skirmish-error-cannot-buy = cannot buy at { $at }: { $why }
rules-skirmish-you-play-without-co = you play without a CO
rules-skirmish-power-already-effect-until-your-next = a power is already in effect until your next turn
rules-skirmish-while-purchasing-movement-over-turn = while purchasing: movement is over for this turn
rules-skirmish-indirect-fire-unit-may-move-or = an indirect-fire unit may move or fire in a turn, not both (3.3a)
rules-skirmish-no-unit = there is no unit there
rules-skirmish-unit-your-side = that unit is on your side
rules-skirmish-not-transport = it is not a transport
rules-skirmish-name-least-one-passenger = name at least one passenger
rules-skirmish-each-passenger-unloaded-once-each-own = each passenger is unloaded once, each to its own square
rules-skirmish-unit-boards-transport-does-nothing-else = a unit that boards a transport does nothing else this turn
rules-skirmish-units-bought-factories-not-one = units are bought at factories, and this is not one
rules-skirmish-factory-not-yours = the factory is not yours
rules-skirmish-unit-stands-factory = a unit stands on the factory
rules-skirmish-only-foot-units-infantry-mechs-capture = only foot units (infantry and mechs) capture
rules-skirmish-all-units = all units
rules-skirmish-foot-units = foot units
rules-skirmish-vehicles = vehicles
rules-skirmish-air-units = air units
rules-skirmish-direct-fire-units = direct-fire units
rules-skirmish-indirect-fire-units = indirect-fire units
rules-skirmish-no-co-called = there is no CO called { $value0 }
rules-skirmish-needs-stars-counter = { $power } needs { $value1 } stars and the counter is on { $value2 }
rules-skirmish-not-city-factory-or-hq = { $at } is not a city, factory or HQ
rules-skirmish-already-yours = the { $value0 } is already yours
rules-skirmish-step-not-square-next-units-move = step { $value0 } is not to a square next to { $at }: units move orthogonally, never diagonally
rules-skirmish-cannot-enter = { $value0 } cannot enter { $value1 }
rules-skirmish-every-unit-regains-hp = every unit regains { $value0 } HP
rules-skirmish-power-needs-stars-super-power-super = the Power needs { $value0 } stars and the Super Power { $value1 }; the Super Power must be further down the track
rules-skirmish-aboard = { $owner } { $name } aboard at { $pos }
rules-skirmish-unit-at = { $owner } { $name } at { $pos }
rules-skirmish-does-not-fire = a { $card } does not fire
rules-skirmish-squares-away-range = it is { $value0 } squares away and the range is { $value1 }
rules-skirmish-has-no-firepower-against-units = a { $card } has no firepower against { $value1 } units
rules-skirmish-no-unit-numbered = there is no unit { $passenger }
rules-skirmish-not-aboard = { $value0 } is not aboard
rules-skirmish-not-next-transport = { $to } is not next to the transport at { $at }
rules-skirmish-transport-s-own-square = { $to } is the transport's own square
rules-skirmish-cannot-stand = { $value0 } cannot stand on { $value1 }
rules-skirmish-units-bought-factories = units are bought at factories, and this is a { $value0 }
rules-skirmish-costs-you-have = { $card } costs ${ $value1 } and you have ${ $money }
rules-skirmish-terrain-plain = plain
rules-skirmish-terrain-forest = forest
rules-skirmish-terrain-mountain = mountain
rules-skirmish-terrain-river = river
rules-skirmish-terrain-road = road
rules-skirmish-terrain-bridge = bridge
rules-skirmish-terrain-sea = sea
rules-skirmish-terrain-city = city
rules-skirmish-terrain-factory = factory
rules-skirmish-terrain-hq = HQ
rules-skirmish-log-unit-number = unit { $id }
rules-skirmish-log-player-number = player { $id }
rules-skirmish-log-below-zero = { $firepower } − { $defense } = { $initial }: below 0, no damage
rules-skirmish-log-die-rolled = {" "}+ 1 on a d6 ≤ { $die }; rolled { $rolled }, { $hit ->
        [hit] hit
       *[miss] miss
    }
rules-skirmish-log-die = {" "}+ 1 on a d6 ≤ { $die }
rules-skirmish-log-hits = { $firepower } − { $defense } = { $initial } on { $terrain } ({ $stars }★): { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }{ $extra }
rules-skirmish-log-fires = { $attacker } { $counter ->
        [yes] fires back at
       *[no] fires at
    } { $target }: { $working }. { $damage } damage, { $hp } HP left{ $reduced ->
        [yes] {" "}(reduced)
       *[no] {""}
    }.
rules-skirmish-log-turn-began = Day { $day }: { $player }'s turn.
rules-skirmish-log-power-ends = { $player }'s CO power ends.
rules-skirmish-log-income = { $player } collects ${ $amount } income (now ${ $now }).
rules-skirmish-log-repaired = { $unit } is repaired to { $hp } HP.
rules-skirmish-log-healed = { $unit } is healed to { $hp } HP.
rules-skirmish-log-power-name = { $co }'s { $power }
rules-skirmish-log-super-power-name = { $co }'s Super Power { $power }
rules-skirmish-log-power-used = { $player } uses { $power }.
rules-skirmish-log-moves = { $unit } moves to { $to }.
rules-skirmish-log-boards = { $unit } boards { $transport }.
rules-skirmish-log-unloaded = { $unit } is unloaded at { $to }.
rules-skirmish-log-eliminated = { $unit } is eliminated{ $riders ->
        [0] {""}
       *[other] {" "}with the { $riders } unit(s) inside
    }; a medal for { $by }.
rules-skirmish-log-star-gained = { $player }'s CO track: { $stars }★.
rules-skirmish-log-capture-progress = { $unit } captures at { $at }: −{ $points }, { $left } capture points left.
rules-skirmish-log-capture-lost = The capture at { $at } is lost.
rules-skirmish-log-captured = { $player } captures the { $property } at { $at }.
rules-skirmish-log-purchase-began = Movement is over; purchasing.
rules-skirmish-log-bought = { $player } buys { $english_article } { $name } for ${ $price } at { $at }.
rules-skirmish-log-hq-captured = { $player }'s HQ is captured by { $by }: { $player } is out.
rules-skirmish-log-no-units-left = { $player } has no units left: { $player } is out.
rules-skirmish-log-wins = { $player } wins.
rules-skirmish-log-draw = The game is a draw.
