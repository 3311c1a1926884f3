## editor-soldiers: the Soldiers scenario editor

editor-soldiers-new-side-french = French
editor-soldiers-new-side-german = German
editor-soldiers-check-no-way-to-win = no side can win: add a victory condition, or name the side that wins otherwise (Victory Conditions: "if nobody's conditions are met, the side the scenario names wins, or it is a draw")
editor-soldiers-check-entry-off-the-edge = no entry hex is on a map edge, so the reinforcements cannot come onto the map (Reinforcements: "A reinforcement enters on its turn or later, its first hex one of its entry hexes")
editor-soldiers-check-exit-off-the-edge = no hex here is on a map edge, so no unit can leave the map from it (Exits: "Leaving the map from an edge hex costs 1 more point")
editor-soldiers-check-too-few-to-exit = { $side } must take { $needed -> [one] one unit *[other] { $needed } units } off the map but has only { $count } that count ("Artillery and machine gun platoons do not count towards these victory conditions")
editor-soldiers-check-too-few-to-hold = { $side } must hold these hexes with { $needed -> [one] one unit *[other] { $needed } units } but has only { $count }
editor-soldiers-check-too-few-to-destroy = { $side } must destroy { $needed -> [one] one enemy unit *[other] { $needed } enemy units } but the enemy has only { $count }
