//! The readings Muster settled for missile fire, for the in-game rules reference. Each is
//! tested under the name given in brackets (in `tests/missile_rules.rs`).

use super::reference::Entry;

/// Missile fire readings, in the order a player meets them.
pub const MISSILE_READINGS: &[Entry] = &[
    Entry {
        heading: "Missile fire is simultaneous",
        text: "All missile fire is judged after the timed move (rules 2 and 5). Every \
               volley is judged from the table as it stood before any casualty, then all \
               casualties are marked at once: a unit wiped out by this fire still shoots. \
               [rules_2_and_5_fire_is_simultaneous_both_last_points_removed]",
    },
    Entry {
        heading: "Missile range",
        text: "Javelins reach 8 inches and arrows 12, measured edge to edge between the \
               stands. Nothing else limits a volley: the text gives no arc of fire and no \
               line of sight. [missile_range_javelins_8_inches_edge_to_edge, \
               missile_range_arrows_12_inches_edge_to_edge]",
    },
    Entry {
        heading: "One volley per unit, one point per volley",
        text: "Each missile unit names one target a fire phase, and its volley kills at \
               most one point. Two units firing at the same target can kill two. \
               [missile_fire_one_volley_per_unit_per_phase, \
               kill_power_one_volley_kills_at_most_one_point]",
    },
    Entry {
        heading: "No shooting into a melee",
        text: "A unit frozen in melee does not shoot, and no unit shoots at a stand in a \
               melee: friends are in it. [melee_no_shooting_into_a_melee, \
               melee_a_unit_in_melee_does_not_shoot]",
    },
    Entry {
        heading: "Heavy infantry javelins",
        text: "Heavy infantry throw javelins only in a called Fire and Charge (rule 9), \
               which is resolved with its melee; they name no target in the fire phase. \
               Heavy cavalry have no missiles. [rule_9_heavy_infantry_may_not_throw_javelins, \
               missiles_heavy_cavalry_have_none]",
    },
    Entry {
        heading: "Roll 1-3-6",
        text: "Against heavy troops fired on from the front, a volley hits on a 1, a 3 or a \
               6. [kill_power_arrows_against_heavy_infantry_hit_on_1_3_6, \
               kill_power_arrows_against_heavy_infantry_miss_on_2_4_5]",
    },
    Entry {
        heading: "Light and heavy targets",
        text: "Light infantry, archers and light cavalry are light targets: a volley in the \
               open kills one point without a roll. Heavy infantry and heavy cavalry are \
               heavy targets (the text names only heavy infantry; heavy cavalry are \
               armoured alike): roll 1-3-6 from the front, one point automatically from the \
               flank or rear. [kill_power_heavy_cavalry_are_heavy_targets, \
               kill_power_light_cavalry_are_light_targets]",
    },
    Entry {
        heading: "Rule 13: defensive positions",
        text: "A target on a hill (wherever the shooter stands), in a house, or lining a \
               wall that lies between it and the shooter, and any fire from a house, is \
               judged by rule 13: one die per firing unit, light troops hit on 1, 3 or 6, \
               heavy troops on 3 or 6, and \"in all cases\": no automatic kill from the \
               flank or rear. A square is no defensive position against missiles (rule 11, \
               clause 2). [rule_13_on_a_hill_light_hit_on_1_3_6, \
               rule_13_on_a_hill_heavy_hit_only_on_3_or_6, \
               rule_13_in_all_cases_flank_fire_on_a_hill_rolls, \
               rule_13_behind_a_wall_only_when_the_wall_is_between, \
               rule_11_2_a_square_gives_no_immunity_from_missile_fire]",
    },
    Entry {
        heading: "Javelins and houses",
        text: "Only bowmen fire from or against houses (rule 13): light infantry may not \
               name a target from a house or one inside a house. \
               [rule_13_javelins_refused_from_or_against_a_house, \
               rule_13_arrows_from_a_house_roll_the_dice]",
    },
    Entry {
        heading: "Bowmen morale (rule 7)",
        text: "Bowmen are archers and light cavalry. When opposing bowmen fired on each \
               other (either at the other), the pair tests once after the fire, if both are \
               on the table and neither is already retiring: each rolls one die times its \
               own points after the fire's casualties (no defensive bonus; that is a melee \
               value). The lower total retreats 3 moves; equal totals, both stand. Light \
               infantry's javelins never bring a morale test. \
               [rule_7_bowmen_morale_lower_total_retires_3_moves, \
               rule_7_equal_totals_both_stand, \
               rule_7_no_morale_when_light_infantry_exchange_javelins, \
               rule_7_no_morale_when_the_other_bowmen_are_already_retiring]",
    },
];
