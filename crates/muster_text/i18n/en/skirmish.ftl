# skirmish: English

## The panel (view/panel.rs)
skirmish-title = Skirmish Wars
skirmish-goal-conquest = Conquest: capture an enemy HQ or eliminate every enemy unit
skirmish-goal-medals = Victory Medals: eliminate { $count ->
        [one] { $count } enemy unit
       *[other] { $count } enemy units
    }
skirmish-goal-cities = City Conquest: own { $count ->
        [one] { $count } city
       *[other] { $count } cities
    }
skirmish-goal-with-day-limit = { $goal }; after day { $days }, most cities wins
skirmish-header-day = { $name } — day { $day }
skirmish-phase-orders = move and attack
skirmish-phase-purchase = purchase
skirmish-phase-over = the game is over
skirmish-turn-of = { $player }'s turn: { $phase }
skirmish-turn-of-computer = { $player }'s turn (computer): { $phase }
skirmish-end-moves = End moves (buy)
skirmish-end-moves-hover = Movement is over: go on to purchasing
skirmish-end-turn = End turn
skirmish-click-unit-or-factory = Click one of your units to move it, or one of your empty factories to buy.

## Orders and the attack preview (view/orders_ui.rs)
skirmish-odds-no-damage = { $firepower } − { $defense } = { $initial }: no damage
skirmish-odds-hits = { $firepower } − { $defense } = { $initial } on { $stars }★: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }, so { $least }–{ $most } damage
skirmish-odds-hits-and-die = { $firepower } − { $defense } = { $initial } on { $stars }★: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } + 1 on a d6 ≤ { $die }, so { $least }–{ $most } damage
skirmish-counter-fire-will-destroy = ⚠ Counter-fire will destroy your unit.
skirmish-counter-fire-can-destroy = ⚠ Counter-fire can destroy your unit.
skirmish-preview-attack = Attack: { $odds }
skirmish-preview-target-hp = Target HP { $hp }, after: { $least }–{ $most }
skirmish-preview-no-counter-fire = No counter-fire (out of range, no firepower, or eliminated).
skirmish-preview-counter-fire = Counter-fire: { $odds }
skirmish-preview-counter-after-most = …after the most damage: { $odds }
skirmish-preview-no-counter-after-most = …none if the most damage lands.
skirmish-orders-pick-square = { $unit }: click a lit square to move there (its own square to stay), or another unit.
skirmish-orders-destination = { $unit } to { $to } ({ $cost } MP)
skirmish-wait = Wait
skirmish-capture = Capture
skirmish-cancel = Cancel
skirmish-unload-choose = Unload (choose a square for each, then Unload):
skirmish-unload = Unload
skirmish-fire-at = Fire at (or click a red square):
skirmish-target-at = { $unit } at { $at }
skirmish-fire = Fire
skirmish-out-of-reach = { $square } is out of the { $unit }'s reach this turn: the lit squares are all its { $movement } movement points reach over this ground (fuel, terrain and units in the way count). Click a lit square, or another of your units.

## The players (view/players_ui.rs)
skirmish-money-hover = Money, and the income at the start of each turn: $5 a city and the HQ
skirmish-units-medals = { $units ->
        [one] { $units } unit
       *[other] { $units } units
    } · { $medals ->
        [one] { $medals } medal
       *[other] { $medals } medals
    }
skirmish-co-of = { $player }'s CO:
skirmish-no-co = No CO
skirmish-power-in-effect = { " " }— { $power } in effect
skirmish-co-hover = { $about }
    Power { $power }: { $power_does }
    Super Power { $super_power }: { $super_does }
skirmish-use-power = Use { $power }

## Buying (view/purchase_ui.rs)
skirmish-buy-at-factory = Buy at the factory { $factory } — ${ $money } to spend (buying ends movement)
skirmish-close = Close
skirmish-buy-card-line = { $movement } MP · range { $least }–{ $most } · def { $defense }

## The unit card (view/unit_card.rs)
skirmish-card-hp-full = HP { $hp } of 8, full strength
skirmish-card-hp-full-acted = HP { $hp } of 8, full strength, has acted
skirmish-card-hp-reduced = HP { $hp } of 8, reduced
skirmish-card-hp-reduced-acted = HP { $hp } of 8, reduced, has acted
skirmish-card-range-move-or-fire = { $least }–{ $most } (move or fire)
skirmish-card-line = ${ $price } · { $movement } MP ({ $movement_type }) · range { $range } · { $class } target · defense { $defense }
skirmish-card-firepower = firepower
skirmish-card-foot = foot
skirmish-card-vehicle = vehicle
skirmish-card-air = air
skirmish-card-full-reduced = full / reduced
skirmish-card-carries = Carries { $count ->
        [one] { $count } foot unit
       *[other] { $count } foot units
    }; aboard now: { $aboard }
skirmish-card-co-boost = CO now: { $firepower } firepower, { $defense } defense, { $movement } movement, { $range } range

## The hand-over cover and the victory (view/overlays.rs)
skirmish-cover-pass-to = Day { $day }: pass to { $player } — press to continue
skirmish-wins-on-day = { $player } wins on day { $day }
skirmish-draw = A draw
skirmish-score = { $player }: { $medals ->
        [one] { $medals } medal
       *[other] { $medals } medals
    }, { $cities ->
        [one] { $cities } city
       *[other] { $cities } cities
    }, { $units ->
        [one] { $units } unit
       *[other] { $units } units
    }
skirmish-score-out = { $player }: { $medals ->
        [one] { $medals } medal
       *[other] { $medals } medals
    }, { $cities ->
        [one] { $cities } city
       *[other] { $cities } cities
    }, { $units ->
        [one] { $units } unit
       *[other] { $units } units
    } — out
skirmish-escape-for-menu = Escape for the menu.

## The game's log and saves (game.rs, save.rs, registration.rs)
skirmish-opening = { $scenario } begins: day 1, { $player }'s turn.
skirmish-whereabouts-over = day { $day }, the game is over
skirmish-whereabouts-turn = day { $day }, { $player } to play
skirmish-save-label = { $title }, day { $day }
skirmish-loaded-from = Loaded from { $path }.

## The set-up screen: heading and buttons (setup/panel.rs)
skirmish-setup-heading = Lay out a table (2.0–2.7)
skirmish-setup-name = Name
skirmish-setup-not-ready = Put right the problems listed under the table first
skirmish-setup-play = Play
skirmish-setup-play-hover = Play this table on the square board with the seats chosen below
skirmish-setup-save = Save as scenario
skirmish-setup-save-hover = Write the table as a scenario file into your scenario folder
skirmish-setup-back = Back to Skirmish Wars

## The set-up screen: players and victory (setup/players_ui.rs)
skirmish-setup-players = Players
skirmish-setup-a-person = a person
skirmish-setup-co = {"   "}CO
skirmish-setup-co-none = none
skirmish-setup-moves-first = Moves first (2.6)
skirmish-setup-victory = Victory (2.7)
skirmish-setup-conquest = Conquest
skirmish-setup-conquest-hover = Capture an enemy HQ or eliminate every enemy unit
skirmish-setup-medals = Victory Medals
skirmish-setup-medals-hover = Eliminate this many enemy units
skirmish-setup-cities = City Conquest
skirmish-setup-cities-hover = Own this many cities
skirmish-setup-units-to-eliminate = Units to eliminate
skirmish-setup-cities-to-own = Cities to own

## The set-up screen: tools (setup/tools_ui.rs, setup/editor.rs)
skirmish-setup-seed = Seed
skirmish-setup-players-count = { $count } players
skirmish-setup-random = Random balanced layout
skirmish-setup-random-hover = Replace the table with a symmetric one drawn from the seed: every player has the same ground
skirmish-setup-replace-question = Replace the { $count ->
        [one] { $count } tile
       *[other] { $count } tiles
    } you laid (and what stands on them) with a random layout?
skirmish-setup-replace = Replace them
skirmish-setup-keep = Keep my tiles
skirmish-setup-click-to-place = Click on the table to place
skirmish-setup-centre = Centre the table
skirmish-setup-centre-hover = Fit the whole table in view again (it stays put while you lay tiles)
skirmish-setup-owner = Owner
skirmish-setup-neutral = Neutral
skirmish-setup-selected-tile = Selected: { $tile } in { $slot }, turned { $degrees }°
skirmish-setup-in-hand = In hand: turned { $degrees }°
skirmish-setup-rotate = Rotate (R)
skirmish-setup-rotate-hover = Turn the selected tile (or the tile in hand) a quarter clockwise
skirmish-setup-remove = Remove tile
skirmish-setup-remove-hover = Take up the selected tile and what stands on it
skirmish-setup-tool-tiles = Tiles
skirmish-setup-tool-city = City
skirmish-setup-tool-factory = Factory
skirmish-setup-tool-hq = HQ
skirmish-setup-tool-trees = Trees
skirmish-setup-tool-hills = Hills
skirmish-setup-tool-clear = Clear

## The set-up screen: the table and its problems (setup/grid.rs, setup/problems_ui.rs)
skirmish-setup-hint-tile = Click a slot: lay { $tile } turned { $degrees }° (R turns it). Right click: take a tile up.
skirmish-setup-hint-hq = Click a square: place an HQ.
skirmish-setup-hint-city = Click a square: place a city.
skirmish-setup-hint-factory = Click a square: place a factory.
skirmish-setup-hint-trees = Click a plain square: place trees.
skirmish-setup-hint-hills = Click a plain square: place hills.
skirmish-setup-hint-clear = Click a square: clear it.
skirmish-setup-square = Row { $row } column { $column } ({ $at }): { $terrain }
skirmish-setup-no-problems = No problems: the table is ready to play.
skirmish-setup-problems = { $count ->
        [one] { $count } problem before the table can be played:
       *[other] { $count } problems before the table can be played:
    }

## The set-up screen: saving the table (setup/files.rs, setup/actions.rs)
skirmish-setup-saved = Saved "{ $name }" as a scenario: { $path }
skirmish-setup-write-not-ready = The table cannot be used yet: { $first } ({ $count } problem(s) in all).
skirmish-setup-write-ron = the table could not be written as a scenario: { $why }
skirmish-setup-write-unwritable = { $path } could not be written: { $why }.

## The menu's words for this ruleset
skirmish-what-opens = A map opens on the square board for 2 to 4 players, each a human or the computer: income, repairs, movement with its costs, combat with the damage range and counter-fire shown before you fire, capture, transports, purchases, CO powers, save, load and undo.
skirmish-own-button = Lay out a table from tiles
skirmish-own-button-hover = Skirmish Wars' own set-up (2.0–2.7): tiles, properties, players, victory
skirmish-resume-name = Skirmish Wars
skirmish-layout-not-tile-sized = the map is { $width } × { $height } squares, not a whole number of { $edge }-square tiles
skirmish-layout-no-tile-fits = no tile, turned any way, gives the squares of { $slot }
skirmish-layout-has-units = { $count ->
        [one] a unit stands on the map
       *[other] { $count } units stand on the map
    }, and a table laid out from tiles starts with none (2.5)
skirmish-layout-other-settings = its starting money or day limit is not the set-up's ($5 each, no limit)
skirmish-layout-not-the-same = the tiles found do not give the same table back
skirmish-setup-opened = Opened "{ $name }" from { $path }
skirmish-setup-not-a-layout = { $path } cannot be opened as a table of tiles: { $why }. The table on screen is kept; play the file from the Skirmish Wars page.
skirmish-setup-unreadable = { $why } The table on screen is kept.
