//! The in-game rules reference for Free Move: the text's rules in brief, and every reading
//! Muster had to settle, as the screen shows them.

pub use crate::rules::reference::Entry;

/// The rules of the text, in brief, in the order a game move plays them.
pub const RULES: &[Entry] = &[
    Entry {
        heading: "Roster (Morschauser system)",
        text: "Heavy infantry and heavy cavalry are worth 8 points, light infantry, archers and light cavalry 4. Each kill is marked against the unit's number; at 0 points it is wiped out and removed.",
    },
    Entry {
        heading: "Move lengths",
        text: "Open / in column or on roads: heavy infantry 4\" / 6\", light infantry 6\" / 8\", heavy cavalry 6\" / 8\", light cavalry 8\" / 10\". Every move is measured, one move length at a time.",
    },
    Entry {
        heading: "The time factor",
        text: "The countdown is the primary time (half of what one full move of an army takes; 2:00 by default) while each army keeps more than half its stands, then 1:00 once an army has lost about half, and 0:30 and 0:15 as it is cut down further.",
    },
    Entry {
        heading: "1. Contact",
        text: "Stands that touch an enemy stand are in melee contact and frozen until the melee is fought out. Only the stands touching: those behind stay free.",
    },
    Entry {
        heading: "2, 5. Missile fire",
        text: "No missile fire during the timed move; it is judged after the bell, from the positions the stands are in. Javelins reach 8\", arrows 12\". Against light troops one point is killed automatically; against heavy infantry a die hits on 1, 3 or 6, unless the fire comes from the flank or rear, when one point is killed automatically.",
    },
    Entry {
        heading: "3. Counter-moves",
        text: "Both players move at once; moving a unit into the enemy stops the movement of both stands just the same.",
    },
    Entry {
        heading: "4. Rearrangement",
        text: "After the bell, units not in melee and out of enemy missile range may be moved sideways or backward (never forward) to straighten lines, squares and columns.",
    },
    Entry {
        heading: "6. Time!",
        text: "A player who spots something wrong calls Time: the move halts, the situation is cleared up, and no combat is fought until another timed move has been played.",
    },
    Entry {
        heading: "7. Morale after missile fire",
        text: "Only between opposing bowmen: each side multiplies its points by one die; the lower total retreats 3 moves.",
    },
    Entry {
        heading: "8. Morale and recovery",
        text: "A unit driven back retires 3 moves with its back to the enemy and cannot be moved on the next timed move (nor discharge missiles if attacked). On the move after, it rolls: 1, it retires another move and rolls again next move; 2 or 3, it may turn and fight or retire but not advance into combat; 4 to 6, it is back at full value.",
    },
    Entry {
        heading: "9. Fire and Charge",
        text: "Heavy infantry only, called before moving: one javelin throw at the enemy charged, then straight into a melee fought at once. Missile units charged return fire first.",
    },
    Entry {
        heading: "10. Shock",
        text: "Heavy cavalry kill 1 point for every 6 points they have, before the melee; not charging up a hill, not against a square.",
    },
    Entry {
        heading: "11. Squares",
        text: "Infantry in square count 1½ per point in melee, all of the square counting; no immunity from missiles or cavalry; move half an infantry move, never uphill or through broken ground, not at all when formed on a hill; broken when a unit is killed or driven back.",
    },
    Entry {
        heading: "12. The Two Game Move Melee",
        text: "First move: the front ranks fight, points × one die each, the higher wins; the loser loses half its points and retires 3 moves, the winner loses half of that. Second move, after reinforcements: two ranks a side fight the same way; the winner gets a bonus move, and any melee it starts is fought at once with no shock or missile fire. Melees for walls, houses and squares, and Fire and Charge, are settled in one move. After the first move a side may pull out: 20% of its points lost, retire 4 moves, no bonus move for the victor.",
    },
    Entry {
        heading: "13. Fire at defensive positions and hills",
        text: "A die per firing unit: light infantry hit on 1, 3 or 6, heavy infantry on 3 or 6. Only bowmen fire from or against houses. Fire and Charge against a defensive position only against men on a hill, rolling to hit.",
    },
];

/// Readings Muster settled where the text is silent or ambiguous. Each is tested under the
/// name in brackets.
pub const READINGS: &[Entry] = &[
    Entry {
        heading: "Measuring a move",
        text: "A measure runs from the stand's centre, in a straight line; turning the tray about its centre is free. A stand touching an enemy stops at the touch, whatever is left of its measure. [move_factor_one_measure_is_at_most_the_move_length, rule_1_touching_an_enemy_freezes_both_stands_in_melee_contact]",
    },
    Entry {
        heading: "Touching",
        text: "Trays within 1/16\" of each other touch. Missile range is measured edge to edge between the nearest points of the two trays.",
    },
    Entry {
        heading: "Roads and columns",
        text: "The road length applies to a measure that starts and ends with the stand's centre on the road. A stand in column moves at the column length; forming line or column costs no distance (it costs the time to do it on screen). Archers move as light infantry (the table gives them no line). [move_lengths_in_column_or_on_roads]",
    },
    Entry {
        heading: "Rearrangement",
        text: "One straightening move per stand, at most its move length, with no forward component. Out of missile range means out of the range of every enemy missile unit that may shoot. Each side may undo its own rearrangement moves, newest first, until it says Done (a move a later one depends on cannot be undone); the timed move has no undo. [rule_4_rearrangement_sideways_and_backward_only, rule_4_rearrangement_undo_takes_back_the_sides_last_move_only, rule_4_rearrangement_undo_ends_when_the_side_is_done, rule_4_no_undo_in_the_timed_move]",
    },
    Entry {
        heading: "Time factor",
        text: "Each army is measured against the stands it started with, and the army that has lost the larger share sets the one countdown for both: above half its stands, the primary time; at half or below, half of it; at a quarter, a quarter; at an eighth, an eighth; never below 15 seconds. The text speaks of one army (\"where you have lost about half your army\"), and one timer runs for both players, so the player whose army has reached that point shortens it; pooling both armies would let a side lose well over half while the other stood whole and keep the primary time. Stands, not points, are counted: the time is for moving trays, and \"as casualties are removed\" the trays to move get fewer. Calibration, as the text sets it: time one full move of your army; half of it, rounded to the second, is the primary time (never below 15 seconds). [time_factor_is_not_pooled_the_army_that_lost_more_sets_the_time, time_factor_calibration_time_one_full_move_half_of_it_is_the_primary_time, time_factor_*]",
    },
    Entry {
        heading: "Time!",
        text: "A halted move counts as a timed move for retiring units; the melee contacts it made stay frozen and are fought after the next timed move. [rule_6_calling_time_halts_the_move_and_no_combat_until_another_timed_move]",
    },
    Entry {
        heading: "Recovery",
        text: "A 2 or 3 lets the unit fight or retire but not advance for that timed move, and it rolls again at the next; only a 4, 5 or 6 restores it fully. 'Not advance' means it may not move into contact with the enemy. [rule_8_clause_2_a_2_or_3_may_fight_or_retire_but_not_advance]",
    },
    Entry {
        heading: "Retiring",
        text: "A retiring unit goes straight away from the enemy stands it touches (straight back if none) by its open move length per move, stops short of any stand in its way and at the table edge, and ends with its back to the enemy. [rule_8_clause_1_a_1_retires_another_move_and_rolls_again]",
    },
    Entry {
        heading: "Terrain",
        text: "A stand is on a hill, a road or in a house when its centre is; it lines a wall when its tray is within ½\" of it. Uphill means the target is on a hill its attacker is not on. Broken terrain for squares is woods, broken ground and rivers. A defensive position is a hill, a house or a lined wall.",
    },
    Entry {
        heading: "Squares",
        text: "A square is announced before the timed move: at deployment, or at the start of a timed move before the side has moved a stand (never after the bell, when it would change a fight already joined). Its stands are infantry of one side standing together, each touching another; one stand may form square on its own tray. Only its own side may give it up, also before the move. It stays a square through the move however its stands drift (clause 6: reformed at the end), and its stands move half their own type's open move. [rule_11_squares_are_infantry_announced_before_the_move, rule_11_clause_6_*, rule_11_clause_3_a_square_moves_half_an_infantry_move]",
    },
    Entry {
        heading: "Time! once",
        text: "Time may not be called again in the timed move that follows a halt: otherwise a player could put off all combat. [rule_6_time_cannot_be_called_again_in_the_move_after_a_halt]",
    },
    Entry {
        heading: "Fire and Charge follow-through",
        text: "A Fire and Charge that reaches its enemy stays called until the melee is fought, even across a called Time. One that does not reach an enemy by the bell lapses: its javelins are not thrown. Javelin range is met by contact itself. [rule_9_a_fire_and_charge_that_reached_the_enemy_survives_a_called_time]",
    },
    Entry {
        heading: "Rearrangement and bonus moves",
        text: "A rearrangement step may not make contact, nor may a stand in enemy missile range change formation after the bell (rules 4 and 5). A winner caught in a new melee by another bonus move is frozen there. Victors of a pull-out and bonus-move winners may change formation (to reform). [rule_4_the_rearrangement_starts_no_fight, rule_12_clause_8_a_winner_caught_in_a_new_melee_is_frozen_there]",
    },
    Entry {
        heading: "Melees that meet",
        text: "A stand touching enemies of two melees joins them into one: the one fought furthest, so a fresh contact reinforces a melee already in its second move rather than restarting it. Melees started by bonus moves are fought when the side has made its bonus moves. [rule_12_a_fresh_contact_reinforces_the_melee_already_fought]",
    },
    Entry {
        heading: "Victory",
        text: "By default an army reduced to half its starting points is beaten; a scenario may change the share, end the battle after a number of moves and name a place to hold. At the end, the side alone in the place wins; otherwise the larger share of points kept. [victory_*]",
    },
];

/// Every entry of the reference: the rules, then Muster's readings (general first, then
/// those of missile fire and melee).
pub fn readings() -> Vec<Entry> {
    [
        READINGS,
        super::missile_readings::MISSILE_READINGS,
        super::opening_readings::OPENING_READINGS,
        super::melee_readings::MELEE_READINGS,
    ]
    .concat()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_of_the_text_has_a_reference_entry() {
        for number in [
            "1.", "2, 5.", "3.", "4.", "6.", "7.", "8.", "9.", "10.", "11.", "12.", "13.",
        ] {
            assert!(
                RULES.iter().any(|entry| entry.heading.starts_with(number)),
                "no entry for rule {number}"
            );
        }
        assert!(readings().iter().all(|entry| !entry.text.is_empty()));
    }
}
