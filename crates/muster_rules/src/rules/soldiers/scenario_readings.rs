//! How Muster reads the Soldiers scenarios where the text is silent or loose, for the
//! in-game reference.

/// Each decision: a heading and what Muster does.
pub const READINGS: &[(&str, &str)] = &[
    (
        "West of a place, inclusive",
        "An area west (east, north, south) of a place is measured in each hex's own row (for \
         east and west) or column (for north and south) where the place has hexes there, so a \
         winding canal or railroad is followed; elsewhere against the whole place. Inclusive: \
         up to the place's far side, the place included (west of town A inclusive: columns up \
         to town A's easternmost column in that row). Exclusive: only beyond its near side.",
    ),
    (
        "Within N hexes of a map edge",
        "The N rows (or columns) of hexes nearest the edge, the edge row counting as the first. \
         \"Adjacent to the western edge\" is the edge column itself.",
    ),
    (
        "Between two places on an edge",
        "Edge hexes whose rows lie between the two places: inclusive from the first place's \
         northernmost row to the second's southernmost, exclusive strictly between them.",
    ),
    (
        "On the railroad from the south edge to wood P",
        "The railroad hexes from the south-edge hex along the line to the first hex in or beside \
         wood P, and on through every railroad hex in or beside the wood.",
    ),
    (
        "West of town C (scenario 8)",
        "The text gives no inclusive or exclusive: Muster reads exclusive (the Allies attack \
         towards the town).",
    ),
    (
        "Scenario 4's trenches",
        "The British player places the three trench markers while deploying, each in its own \
         hex on Hill 60 or a non-road hex within five hexes of it, as the text says; the \
         British may not finish deploying until all three are placed. Units in trench hexes do \
         not start in improved positions. [deployment_scenario_4_the_british_place_three_trenches]",
    ),
    (
        "Scenario 2 and the solitaire town: in improved positions from the start",
        "These units must deploy in improved positions (the state lists them in \
         `special.must_start_improved`); units the scenario sets up itself start improved.",
    ),
    (
        "Scenario 5's ride round the flank",
        "A German unit leaving the map from road 6 or 7 on turn T stays off all of turn T+1 and \
         may enter again from turn T+2 (or later, like any reinforcement) anywhere on the west \
         edge between roads 6 and 7 inclusive. The Germans win if at least one such unit is \
         back east of the railroad (exclusive) at the end. \"AH cavalry may deploy mounted or \
         dismounted\" is read as the British cavalry.",
    ),
    (
        "Scenario 9's wasps",
        "The wasp hexes are, in each column of town B, the four hexes straight below its \
         southernmost town hex. The game ends after fire phase B of turn 12.",
    ),
    (
        "The Eastern Front",
        "Scenarios 6, 11, 12 and 13 and the solitaire situation (Mlawa) are on the Eastern \
         Front: every Russian unit there is slow to rally. Scenario 13's Czech infantry are \
         Czech (slow and mutinous), its Slavic cavalry slow to rally; Germanic Austrians are \
         regular.",
    ),
    (
        "Exits: artillery and machine gun platoons",
        "Read as the platoons batteries and machine-gun companies break down into: they do not \
         count towards exit conditions; whole batteries, sections and companies do.",
    ),
    ("Unpinned (scenario 11)", "Read as undisrupted."),
    (
        "Scenario 13's points",
        "Points go by the kind of the destroyed counter. A Russian gun battalion broken into \
         two batteries scores 4 a battery; the Austro-Hungarian field gun battery scores its 7 \
         points only whole (its platoons score 2 each).",
    ),
    (
        "Scenario 12's crossroads",
        "A player wins by occupying crossroads 8 at the end having lost ten units or fewer; \
         otherwise (nobody there, or the holder lost more than ten) the game is a draw.",
    ),
    (
        "The solitaire set-up",
        "Russian infantry first fill town B one to a hex; machine-gun sections go to its \
         northernmost, northeasternmost and northwesternmost hexes; the rest (five companies \
         and the fourth section) fill the hexes still holding one unit, west to east.",
    ),
    (
        "Scenario 13's wood Q",
        "\"Deploy in wood Q\": Muster's map draws wood Q with 13 hexes (room for 104 \
         stacking points), so the Russians' 80 points deploy in wood Q itself, as the text \
         says. Nobody is named to deploy first: the Austro-Hungarians (moving second) do. \
         [scenario_13_russians_deploy_in_wood_q]",
    ),
    (
        "Scenario 3's British destroyed",
        "Each eliminated counter counts as one unit destroyed, platoons included.",
    ),
];
