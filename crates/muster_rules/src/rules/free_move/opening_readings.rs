//! The readings Muster settled for what happens before a melee's first round (Fire and Charge, the missile men's volley, shock), for the in-game reference.

use super::reference::Entry;

/// Each is tested under the name given in brackets (in `tests/melee_opening_rules.rs`).
pub const OPENING_READINGS: &[Entry] = &[
    Entry {
        heading: "Before the melee: the order",
        text: "Before a melee's first round Muster resolves, in this order: Fire and Charge \
               javelins and return fire (rule 9), then the missile men's volley at their \
               attackers, then heavy cavalry shock (rule 10). The volley is fired as the enemy \
               charges forward, so cavalry that lose a point to it charge home with the points \
               left (7 points still make 1 kill). None of this happens in a bonus-move melee or \
               a second round (rule 12.8). [rule_10_shock_counts_points_left_after_the_volley]",
    },
    Entry {
        heading: "Fire and Charge: javelins and return fire are simultaneous",
        text: "Each charging heavy infantry stand that called Fire and Charge throws once, at \
               the stand it charged. A missile unit it charged returns fire at it. All the dice \
               are rolled first, then the casualties are marked, so a stand wiped out by the \
               javelins still returns fire; all before the melee is judged. \
               [rule_9_missile_units_return_fire_before_the_melee]",
    },
    Entry {
        heading: "Fire and Charge: one volley per missile unit",
        text: "A missile unit charged by Fire and Charge heavy infantry returns fire (rule 9, \
               clause 3) instead of the automatic volley of missile men forced into melee; it \
               does not get both. Return fire against heavy infantry from the front hits on 1, \
               3 or 6; from its flank or rear it kills automatically. A missile unit in the same \
               melee charged only by other stands gets the ordinary volley. \
               [rule_9_no_double_volley_in_fire_and_charge]",
    },
    Entry {
        heading: "Fire and Charge against men on a hill",
        text: "Rule 13's dice replace the automatic kills: light troops on a hill are hit on 1, 3 \
               or 6, heavy troops on 3 or 6, \"in all cases\", from the flank or rear as well. \
               The same dice apply to any missile fire at troops in a defensive position. \
               [rule_9_fire_and_charge_against_men_on_a_hill_rolls_rule_13_dice]",
    },
    Entry {
        heading: "Missile men forced into melee: one volley, at the strongest attacker",
        text: "A missile unit charged by several stands fires one volley, not one per stand, at \
               the charging stand with the most points (ties: the lowest number). \
               [missile_men_fire_one_volley_at_the_strongest_attacker]",
    },
    Entry {
        heading: "Missile men who charge",
        text: "A missile unit that charged anyone in the melee gets no volley, even if another \
               stand charged it as well: its men were busy charging. \
               [missile_men_who_charge_get_no_volley]",
    },
    Entry {
        heading: "Retiring missile men",
        text: "A missile unit driven back by morale (rule 8) and still retiring neither volleys \
               nor returns Fire and Charge fire when attacked. \
               [missile_men_retiring_get_no_volley_when_attacked_again]",
    },
    Entry {
        heading: "The volley variant",
        text: "With the variant on, each charged missile unit rolls one die before its volley; \
               on a 1 it has none, on 2 to 6 its volley kills one point automatically. \
               [missile_men_variant_a_1_means_no_volley]",
    },
    Entry {
        heading: "Javelins and houses",
        text: "Javelins have no effect from or against a house (rule 13): light infantry in a \
               house get no volley at their attackers and no return fire; archers in a house still \
               shoot. [missile_men_with_javelins_in_a_house_get_no_volley]",
    },
    Entry {
        heading: "Shock: rounding and once per stand",
        text: "1 kill for every 6 points, rounded down: 8 or 7 points make 1 kill, 5 make none. \
               A cavalry stand touching two enemy stands shocks once, the first stand it \
               charged. Charging up a hill means the target stands on a hill the cavalry is not \
               on. [rule_10_shock_one_kill_per_6_points] [rule_10_shock_at_5_points_kills_none] \
               [rule_10_shock_once_per_stand_on_the_first_stand_charged]",
    },
];
