## editor-soldiers: the Soldiers scenario editor

editor-soldiers-new-side-french = French
editor-soldiers-new-side-german = German
editor-soldiers-check-no-way-to-win = no side can win: add a victory condition, or name the side that wins otherwise (Victory Conditions: "if nobody's conditions are met, the side the scenario names wins, or it is a draw")
editor-soldiers-check-entry-off-the-edge = no entry hex is on a map edge, so the reinforcements cannot come onto the map (Reinforcements: "A reinforcement enters on its turn or later, its first hex one of its entry hexes")
editor-soldiers-check-exit-off-the-edge = no hex here is on a map edge, so no unit can leave the map from it (Exits: "Leaving the map from an edge hex costs 1 more point")
editor-soldiers-check-too-few-to-exit = { $side } must take { $needed ->
    [one] one unit
   *[other] { $needed } units
} off the map but has only { $count } that count ("Artillery and machine gun platoons do not count towards these victory conditions")
editor-soldiers-check-too-few-to-hold = { $side } must hold these hexes with { $needed ->
    [one] one unit
   *[other] { $needed } units
} but has only { $count }
editor-soldiers-check-too-few-to-destroy = { $side } must destroy { $needed ->
    [one] one enemy unit
   *[other] { $needed } enemy units
} but the enemy has only { $count }
editor-soldiers-own-button = Make a scenario
editor-soldiers-own-button-hover = Build a scenario of your own on the printed map: each side's units, where they deploy or arrive, the turns and how to win
editor-soldiers-heading = Soldiers scenario editor
editor-soldiers-new = New
editor-soldiers-new-hover = Start again on an empty scenario (Undo brings the last one back)
editor-soldiers-open = Open…
editor-soldiers-open-hover = Open a shipped scenario, one of your club's, or a file
editor-soldiers-back = Back
editor-soldiers-save = Save
editor-soldiers-save-hover = Save the scenario into your club's folder, as a file to share
editor-soldiers-play = Play
editor-soldiers-play-hover = Play the scenario as it stands
editor-soldiers-undo = Undo
editor-soldiers-undo-hover = Undo the last change (Ctrl+Z)
editor-soldiers-redo = Redo
editor-soldiers-redo-hover = Redo the change undone (Ctrl+Y)
editor-soldiers-open-heading = Open a scenario
editor-soldiers-open-path = File:
editor-soldiers-open-this = Open this file
editor-soldiers-open-cancel = Cancel
editor-soldiers-open-failed = Not opened: { $why }
editor-soldiers-open-not-soldiers = Not opened: { $file } is a { $ruleset } scenario, not a Soldiers one
editor-soldiers-opened = Opened { $path }
editor-soldiers-opened-with-problems = Opened { $path }, with { $count ->
    [one] one problem
   *[other] { $count } problems
} to put right: { $first }
editor-soldiers-saved = Saved as { $path }
editor-soldiers-checks = { $count ->
    [one] One thing to put right
   *[other] { $count } things to put right
} (click one to see its hexes):
editor-soldiers-checks-ready = Ready: the scenario can be saved and played.
editor-soldiers-checks-show-hover = Show these hexes on the map
editor-soldiers-scenario = Scenario
editor-soldiers-name = Name:
editor-soldiers-date = Place and date:
editor-soldiers-turns = Turns:
editor-soldiers-moves-first = Moves first:
editor-soldiers-deploys-first = Deploys first:
editor-soldiers-side = Side { $number }
editor-soldiers-side-number = Side { $number }
editor-soldiers-side-name = Name:
editor-soldiers-nation = Nation:
editor-soldiers-group = { $count } × { $kind }
editor-soldiers-group-arrives = { $group }, turn { $turn }
editor-soldiers-count-hover = How many units (drag or type)
editor-soldiers-remove = Remove
editor-soldiers-kind-hover = The kind of unit, from the unit table
editor-soldiers-add-group = Add
editor-soldiers-add-group-hover = Add these units to this side, then paint where they deploy
editor-soldiers-group-none = Choose a group above to set where it deploys or when it arrives.
editor-soldiers-deploys = Deploys in a zone
editor-soldiers-arrives = Arrives later
editor-soldiers-arrival-turn = On turn:
editor-soldiers-paint-zone = Paint its deployment zone
editor-soldiers-paint-entry = Paint its entry hexes (on a map edge)
editor-soldiers-paint-hexes = Paint the hexes
editor-soldiers-paint-hexes-count = Paint hexes ({ $count })
editor-soldiers-painting-hexes = { $what }: click or drag on the map ({ $count } hexes); a hex painted already is taken off
editor-soldiers-group-nation = Nation:
editor-soldiers-nation-of-side = as its side
editor-soldiers-flag-reserve = Reserve
editor-soldiers-flag-reserve-hover = The Reserve Unit rule applies to these units
editor-soldiers-flag-may-dig-in = May start in improved positions
editor-soldiers-flag-may-dig-in-hover = The player may deploy these units in improved positions
editor-soldiers-flag-starts-improved = Starts in improved positions
editor-soldiers-flag-starts-improved-hover = These units start in improved positions, no option
editor-soldiers-flag-may-dismount = May deploy dismounted
editor-soldiers-flag-may-dismount-hover = This cavalry may deploy dismounted
editor-soldiers-victory = Victory
editor-soldiers-wins-if = Wins:
editor-soldiers-condition-hold = Hold hexes
editor-soldiers-condition-exit = Leave the map from hexes
editor-soldiers-condition-destroy = Destroy enemy units
editor-soldiers-condition-points = More victory points
editor-soldiers-condition-holds = units in the hexes at the end, at least
editor-soldiers-condition-occupies = a unit in one of the hexes
editor-soldiers-condition-exits = units off the map from the hexes, at least
editor-soldiers-condition-destroys = enemy units destroyed, at least
editor-soldiers-condition-more-points = more victory points than the enemy
editor-soldiers-condition-fewer-undisrupted = fewer than { $count } undisrupted enemy units in the hexes
editor-soldiers-condition-lost-at-most = at most { $count } own units lost
editor-soldiers-condition-returned = { $count } units back in the hexes after leaving
editor-soldiers-condition-bridgehead = a bridgehead with { $count } units
editor-soldiers-condition-number-hover = How many units
editor-soldiers-add-condition = Add a way to win for:
editor-soldiers-add-condition-hover = Choose the condition; hexes to hold or leave from are painted on the map
editor-soldiers-otherwise = Otherwise:
editor-soldiers-otherwise-draw = a draw
editor-soldiers-points-table = Victory points for each enemy unit destroyed:
editor-soldiers-points-row = { $side }, per { $kind }:
editor-soldiers-points-hover = Points (0 takes the line away)
editor-soldiers-points-add = Points for { $side }…
editor-soldiers-trenches = Trenches
editor-soldiers-trenches-on = The scenario has trenches
editor-soldiers-trenches-hover = Trench markers in painted hexes, fixed or placed by a side while deploying
editor-soldiers-trench-count = Markers:
editor-soldiers-trenches-placed-by = Placed by:
editor-soldiers-trenches-fixed = fixed (northernmost hexes)
editor-soldiers-kind-infantry-company = infantry company
editor-soldiers-kind-machine-gun-section = machine-gun section
editor-soldiers-kind-machine-gun-company = machine-gun company
editor-soldiers-kind-machine-gun-platoon = machine-gun platoon
editor-soldiers-kind-field-gun-battery = field gun battery
editor-soldiers-kind-field-gun-platoon = field gun platoon
editor-soldiers-kind-howitzer-battery = howitzer battery
editor-soldiers-kind-howitzer-platoon = howitzer platoon
editor-soldiers-kind-gun-battalion = gun battalion
editor-soldiers-kind-cavalry-mounted = cavalry (mounted)
editor-soldiers-kind-cavalry-dismounted = cavalry (dismounted)
editor-soldiers-nation-french = French
editor-soldiers-nation-german = German
editor-soldiers-nation-british = British
editor-soldiers-nation-belgian = Belgian
editor-soldiers-nation-russian = Russian
editor-soldiers-nation-austro-hungarian = Austro-Hungarian
editor-soldiers-place-group = { $side }: { $count } × { $kind }
editor-soldiers-place-way-to-win = Victory, way { $number }
editor-soldiers-place-name = Name
editor-soldiers-place-turns = Turns
editor-soldiers-place-victory = Victory
editor-soldiers-place-trenches = Trenches
editor-soldiers-check-line = { $place }: { $message }
editor-soldiers-check-nothing-painted = no hexes painted yet: choose it in the panel and click or drag on the map
