# soldiers: English

## The turn panel (play/turn_panel.rs, play/end_phase.rs)
soldiers-title = Soldiers
soldiers-turn-of = Turn { $turn } of { $last }
soldiers-to-act = To act: { $side } ({ $who })
soldiers-sight = Sight
soldiers-sight-hover = L: line of sight from the selected hex
soldiers-victory = Victory
soldiers-computer-playing = The computer is playing…
soldiers-end-deployment = End deployment
soldiers-end-movement = End movement phase
soldiers-end-fire-step = End fire step
soldiers-game-over = The game is over

## The end of the game (play/victory_panel.rs)
soldiers-victory-of = Victory: { $side }
soldiers-no-victory = No victory
soldiers-turns-played = { $count ->
        [one] { $count } game-turn played.
       *[other] { $count } game-turns played.
    }
soldiers-back-to-title = Back to the title menu

## The hand-over cover (play/hand_over.rs)
soldiers-cover-pass-to = Pass to the { $side } player — press to continue

## The Sight tool (play/los_tool.rs)
soldiers-sight-point = Sight: point at any hex to see whether the chosen hex sees into it (green), only to it (yellow: observed fire) or not at all (red). L turns the tool off.
soldiers-sight-click = Sight: click the hex to look from, then point at any other hex. L turns the tool off.
soldiers-sight-sees-into = { $from } to { $to }: sees into
    { $why }
soldiers-sight-sees-only-to = { $from } to { $to }: sees only to (observed fire)
    { $why }
soldiers-sight-blocked = { $from } to { $to }: blocked
    { $why }

## The hex's units (play/unit_cards.rs)
soldiers-hex = Hex { $hex }
soldiers-hex-terrain = Hex { $hex } — { $terrain }
soldiers-hex-named = Hex { $hex } — { $terrain } { $name }
soldiers-terrain-clear = Clear
soldiers-terrain-slope = Slope
soldiers-terrain-crest = Crest
soldiers-terrain-woods = Woods
soldiers-terrain-town = Town
soldiers-terrain-canal = Canal
soldiers-no-units-seen = No units seen here.
soldiers-state-disrupted = disrupted
soldiers-state-improved = improved position
soldiers-state-face-down = face-down
soldiers-state-moved = moved
soldiers-state-fired = fired
soldiers-state-dismounted = dismounted
soldiers-recombine = Recombine
soldiers-dismount = Dismount
soldiers-remount = Remount
soldiers-break-down = Break down

## Deployment (play/deployment_ui.rs)
soldiers-deploy-trenches-first = First place { $count ->
        [one] { $count } trench marker
       *[other] { $count } trench markers
    }: click hexes of their zone (outlined in orange). Units in trench hexes start without improved positions.
soldiers-deploy-all-placed = Every unit is placed: end the deployment.
soldiers-deploy-to-place = { $count ->
        [one] { $count } unit to place.
       *[other] { $count } units to place.
    } Choose one, then click a hex of its zone (outlined).
soldiers-deploy-unit-zone = { $unit } ({ $count ->
        [one] { $count } hex
       *[other] { $count } hexes
    })
soldiers-deploy-dug-in = Place it dug in (improved position)
soldiers-deploy-dismounted = Place it dismounted
soldiers-deploy-zone = Zone: { $count ->
        [one] { $count } hex
       *[other] { $count } hexes
    } from { $first }
soldiers-deploy-auto = Place the rest automatically

## Movement (play/movement_ui.rs)
soldiers-move-click-unit = Click one of your units (or its card) to move it.
soldiers-move-cannot = { $unit } cannot move now.
soldiers-move-reach = { $unit }: { $count ->
        [one] { $count } hex
       *[other] { $count } hexes
    } in reach (green: may still fire; orange: face-down, no fire).
soldiers-move-to = To { $hex }: { $count ->
        [one] { $points } movement point
       *[other] { $points } movement points
    }, { $hexes ->
        [one] { $hexes } hex
       *[other] { $hexes } hexes
    }.
soldiers-move-may-fire = It may still fire this fire phase.
soldiers-move-face-down = Face-down: it may NOT fire in the fire phase after this move.
soldiers-move-exit = Exit the map here
soldiers-improved-heading = Improved positions (before moving)
soldiers-improved-no-rolls = No rolls: move on
soldiers-improved-roll = Roll
soldiers-improved-leave = { $unit }: leave
soldiers-improved-dig-in = { $unit }: dig in

## Reinforcements (play/reinforcements.rs)
soldiers-reinforcements = Reinforcements: { $count } may enter (or wait). Choose one, then a hex it reaches.
soldiers-reinforcement-enters-at = { $unit } (enters at { $entry })

## Fire (play/fire_ui.rs, play/odds.rs, dice_roll.rs)
soldiers-fire-targets = { $count ->
        [one] { $count } hex your units can fire on is outlined in red: click it.
       *[other] { $count } hexes your units can fire on are outlined in red: click one.
    }
soldiers-fire-targets-charge = { $count ->
        [one] { $count } hex your units can charge is outlined in red: click it.
       *[other] { $count } hexes your units can charge are outlined in red: click one.
    }
soldiers-fire-target-seen = Target { $target }: { $count ->
        [one] { $count } unit seen
       *[other] { $count } units seen
    }
soldiers-fire-aim-at = Aim at:
soldiers-fire-aim-open = in the open
soldiers-fire-aim-dug-in = dug in
soldiers-fire-firing = Firing:
soldiers-fire-firer-direct = { $unit }: strength { $strength }, direct
soldiers-fire-firer-observed = { $unit }: strength { $strength }, observed (halved)
soldiers-column-below = below 1-2
soldiers-fire-attack-against = Attack { $attack } against defense { $defense }: column { $column }
soldiers-fire-chances-modified = { $chances } (die { $modifier })
soldiers-fire-charge = Charge
soldiers-fire-fire = Fire
soldiers-chances = Eliminated { $eliminated } · Disrupted { $disrupted } · No effect { $no_effect }
soldiers-roll-fire-on = Fire on { $target }: { $attack } against { $defense } ({ $column })
soldiers-roll-die = die { $die }: { $result }
soldiers-roll-die-counts = die { $die } (counts { $counts }): { $result }
soldiers-result-no-effect = no effect
soldiers-result-disrupted = disrupted
soldiers-result-eliminated = eliminated

## Interdiction (play/interdiction_ui.rs)
soldiers-interdict-first = Place interdiction first (clicks pick hexes)
soldiers-interdict-firer = { $unit } (up to { $count ->
        [one] { $count } hex
       *[other] { $count } hexes
    })
soldiers-interdict-hexes = Hexes: { $hexes }
soldiers-interdict-how = Tick firers and click hexes on the board.
soldiers-interdict = Interdict

## The map, the game's log and saves (board/labels.rs, game.rs, save.rs, registration.rs)
soldiers-hill = Hill { $hill }
soldiers-opening = { $scenario } begins.
soldiers-whereabouts-deploys = { $side } deploys
soldiers-whereabouts-moves = turn { $turn }, { $side } moves
soldiers-whereabouts-fire = turn { $turn }, fire after { $side }'s move
soldiers-whereabouts-over = turn { $turn }, the game is over
soldiers-save-label = { $title }, turn { $turn }
soldiers-loaded-from = Loaded from { $path }.

## The menu's words for this ruleset
soldiers-what-opens = A scenario opens on the hex board: deployment, movement with its costs, fire with the odds before the die, hot-seat or against the computer (the solitaire Russians play by their doctrine), save, load and undo.
soldiers-resume-name = Soldiers
