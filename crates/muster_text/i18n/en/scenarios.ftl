# scenarios: English

## What is wrong with a scenario file (muster check and the open dialog)
scenarios-no-unit-could-leave-factory-every = no unit could leave this factory: every square next to it is off the map or closed to every unit
scenarios-soldiers-has-two-players-found-sides = Soldiers has two players, found { $value0 } sides
scenarios-side-0-or-1-found = a side is 0 or 1, found { $value0 }
scenarios-side-0-or-1-found-2 = a side is 0 or 1, found { $side }
scenarios-side-has-no-units = the { $side } side has no units
scenarios-turn-not-game-s-1 = turn { $turn } is not in the game's 1 to { $value0 }
scenarios-side-0-or-1-found-3 = a side is 0 or 1, found { $value0 }
scenarios-trench-markers = { $value0 } trench markers
scenarios-side-0-or-1-found-4 = a side is 0 or 1, found { $value0 }
scenarios-side-0-or-1-found-5 = a side is 0 or 1, found { $side }
scenarios-side-0-or-1-found-6 = a side is 0 or 1, found { $value0 }
scenarios-no-nation-give-group-or-side = no nation: give the group or the { $side } side one
scenarios-arrives-turn-outside-game-s-1 = arrives on turn { $turn }, outside the game's 1 to { $turns }
scenarios-terrain-row-column = terrain row { $value0 } column { $value1 }
scenarios-not-terrain-letter-plain-f-forest = '{ $letter }' is not a terrain letter (. plain, F forest, M mountain, R river, = road, B bridge, ~ sea, C city, X factory, H HQ)
scenarios-skirmish-wars-2-4-players-found = Skirmish Wars is for 2 to 4 players, found { $value0 }
scenarios-already-taken-another-player = { $value0 } is already taken by another player
scenarios-no-co-called = there is no CO called "{ $co }" (there are { $value0 })
scenarios-terrain-row = terrain row { $value0 }
scenarios-row-has-squares-first-row = the row has { $value0 } squares and the first row { $width }
scenarios-no-player-players-0 = there is no player { $value0 } (players are 0-{ $value1 })
scenarios-each-player-owns-one-hq-conquest = each player owns one HQ in a Conquest game; { $player } owns { $hqs }
scenarios-no-player = there is no player { $value0 }
scenarios-cities-needed-map-has = { $needed } cities are needed and the map has { $cities }
scenarios-has-no-hexes-map = { $zone } has no hexes on this map
scenarios-has-hexes-room-stacking-points-units = { $zone } has { $hexes } hexes, room for { $value0 } stacking points; its units need { $points }
scenarios-has-hexes-trench-markers = { $value0 } has { $hexes } hexes for { $value1 } trench markers
scenarios-no-room-set-up = no room to set up { $prefix } { $number }
scenarios-table-must-larger-than-0-0 = the table must be larger than 0 × 0 inches, found { $value0 } × { $value1 }
scenarios-stand-must-larger-than-0-0 = a stand must be larger than 0 × 0 inches, found { $value0 } × { $value1 }
scenarios-primary-time-must-least-15-seconds = the primary time must be at least 15 seconds (the shortest timed move), found { $value0 }
scenarios-stick-laying-pause-must-0-10 = the stick-laying pause must be 0 to 10 seconds, found { $value0 }
scenarios-free-move-battle-has-exactly-two = a Free Move battle has exactly two sides, found { $value0 }
scenarios-unit-number-already-used-units-each = unit number { $value0 } is already used by units[{ $first }]: each flag needs its own number
scenarios-tray-overlaps = its tray overlaps { $other }
scenarios-must-between-1-99-found = must be between 1 and 99, found { $value0 }
scenarios-off-inch-table = ({ $value0 }, { $value1 }) is off the { $value2 } × { $value3 } inch table
scenarios-polygon-needs-least-3-points-found = a Polygon needs at least 3 points, found { $value0 }
scenarios-path-needs-least-2-points-found = a Path needs at least 2 points, found { $value0 }
scenarios-path-s-width-must-above-0 = a Path's width must be above 0, found { $width }
scenarios-circle-s-radius-must-above-0 = a Circle's radius must be above 0, found { $radius }
scenarios-game-2-or-4-players-found = the game is for 2 or 4 players, found { $value0 }
scenarios-conquest-won-capturing-hq-only-foot = Conquest is won by capturing an HQ and only foot units capture, but no foot unit can walk from { $value0 }'s HQ here to { $value1 }'s HQ at { $value2 }
scenarios-has-no-units-no-factory-they = { $value0 } has no units and no factory: they could never act
scenarios-tile-least-2-squares-side-not = a tile is at least 2 squares a side, not { $value0 }
scenarios-two-tiles-called = two tiles are called "{ $tile }"
scenarios-has-rows-tile-has = { $tile } has { $value1 } rows; a tile has { $size }
scenarios-row-has-squares-tile-has = { $tile } row { $value1 } has { $value2 } squares; a tile has { $size }
scenarios-not-terrain-letter = { $place }: '{ $letter }' is not a terrain letter
scenarios-placed-square-2-1-not-printed = { $place }: a { $value0 } is placed on a square (2.1), not printed on a tile
scenarios-cannot-read-file = { $file }: cannot read the file: { $reason }

## A saved game or replay that does not replay
scenarios-replay-refused = its command { $index } (of { $total }) is refused: { $why }
scenarios-replay-diverged = its { $total } commands replay to a different position than the one it saved (first difference near: { $near })
