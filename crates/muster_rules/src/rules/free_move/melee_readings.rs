//! Readings Muster settled for the melee (rules 11 to 13), for the in-game rules reference.
//! Each is tested in `tests/melee_rules.rs` under the name given in brackets.

use super::reference::Entry;

pub const MELEE_READINGS: &[Entry] = &[
    Entry {
        heading: "Which melees take one move",
        text: "A melee is judged when it is first fought. Fire and Charge: heavy infantry that \
               called it charged, and none of the stands it charged holds a defensive position \
               other than a hill (rule 13); against a wall, house or square the call lapses. \
               Defensive position: a charged stand is in a formed square, in a house, or lines a \
               wall with the wall between it and its attacker. Hills give their half point but \
               the melee still takes two moves. Everything else is the Two Game Move Melee. \
               [rule_12_defensive_position_melee_is_settled_in_one_move_two_ranks_deep, \
               rule_12_hill_melee_still_takes_two_moves]",
    },
    Entry {
        heading: "One-move melees end like finished two-move melees",
        text: "A melee against a defensive position or a Fire and Charge melee is settled \
               completely in its one round: the loser retires 3 moves and the winner's stands \
               get a bonus move, as after the second move of a two-move melee. The companion's \
               melee calculator, asked for a second move behind a wall, in a house or in \
               square, fights that one move. \
               [rule_12_defensive_position_melee_is_settled_in_one_move_two_ranks_deep, \
               rule_12_behind_a_wall_light_infantry_of_4_count_6_and_fight_one_move]",
    },
    Entry {
        heading: "Two deep",
        text: "When a melee is first fought, every free friendly stand directly behind a stand \
               of the melee that touches the enemy joins it and is frozen for the second move. \
               If any stand of a formed square is in a melee, every stand of the square joins \
               and counts (rule 11, clauses 1 and 7). \
               [rule_12_two_deep_stands_are_frozen_in_the_melee, \
               rule_11_all_points_of_a_square_count_even_if_one_side_is_attacked]",
    },
    Entry {
        heading: "Who is counted",
        text: "First move of a two-move melee: only the front ranks, the stands touching an \
               enemy of the melee. Every other round: two ranks per side, the front rank and \
               the stands directly behind it; a third rank may be in the melee but is not \
               counted. Square stands always count. After the first round the loser's front \
               line has gone back and the forces stand apart: Muster does not move the stands \
               together; each side's foremost stands are its front rank for the second round. \
               [rule_12_first_move_counts_only_front_ranks, rule_12_third_rank_is_not_counted, \
               rule_12_second_move_counts_two_ranks_and_reinforcements]",
    },
    Entry {
        heading: "Combat value in a defensive position",
        text: "A stand counts its points, or 1½ per point in a formed square or holding a \
               defensive position: in a house; on a hill when an enemy of the melee is not on \
               that hill; lining a wall it was charged across. The attacker who reached the \
               wall does not hold it. [defensive_position_adds_half_a_point_per_point, \
               rule_11_square_adds_half_a_point_per_point]",
    },
    Entry {
        heading: "Melee round and equal totals",
        text: "Each side rolls one die and multiplies its combat value; the higher total wins. \
               Equal totals: both roll again until one side wins. \
               [rule_12_higher_total_wins_points_times_die, rule_12_equal_totals_roll_again]",
    },
    Entry {
        heading: "How melee losses round",
        text: "Losses are of points, not of the 1½ combat value, and are reckoned on the side's \
               total: \"one-half the number of points he had in this melee\" and \"1/2 the \
               number of points that his opponent lost\" speak of the whole side, so the total \
               is halved once, not stand by stand. The roster marks whole kills, so a half \
               point must round: it falls against the loser of the round, whose half rounds up, \
               while the winner's half of it rounds down (two 3-point stands, 6 points: the \
               loser loses 3, the winner 1). The loser's loss is spread half to each counted \
               stand rounded down, the odd points left going one each to its odd-pointed \
               stands, most points first (ties: the lowest number); the winner's loss is taken \
               one point at a time from its counted stand with most points left (ties: the \
               lowest number). \
               [rule_12_3_the_loser_loses_one_half_the_number_of_points_he_had_in_this_melee, \
               rule_12_3_the_winner_loses_half_the_number_of_points_that_his_opponent_lost, \
               rule_12_loser_loses_half_its_points_rounded_up_and_retires_three_moves, \
               rule_12_winner_loses_half_of_what_the_loser_lost_rounded_down]",
    },
    Entry {
        heading: "Who retires after a melee",
        text: "After a first round, the loser's counted front line retires 3 moves and its \
               second rank stays frozen in the melee. The winner's stands stay in the melee \
               (\"his men stay in the melee\") and stay frozen through the second timed move \
               even when none of the loser's are left in it: \"all units within the melee \
               contact circle must remain frozen during the second game move\", and both sides \
               may rush reinforcements in. At the end of that move the melee is judged again; \
               if the loser has no stand in it by then, the winner wins the second-move melee \
               without a round and gets its bonus move. Only a first round that leaves the \
               winner no stand ends the melee there, with no bonus move. After a final round \
               (second move, one-move or bonus melee) every stand of the loser in the melee \
               retires 3 moves, third ranks included, and each winning stand gets a bonus \
               move. A melee in which one side has no stand left before its first (or only) \
               round ends with the other side the winner, without a round or a bonus move. \
               [rule_12_3_the_winner_stays_in_the_melee_frozen_through_the_second_move, \
               rule_12_7_an_unopposed_winner_of_the_second_move_gets_the_bonus_move, \
               rule_12_winner_of_the_second_move_gets_a_bonus_move]",
    },
    Entry {
        heading: "Bonus-move melees",
        text: "A melee started by a bonus move is fought at once, in one round, two ranks deep, \
               without shock or missile fire; its winners get a bonus move again, so a chain \
               down a line is possible. A bonus move into a stand of a two-move melee that \
               has had its first round joins that melee instead, and is fought at its second \
               round. [rule_12_bonus_move_melee_is_fought_at_once]",
    },
    Entry {
        heading: "Pulling out",
        text: "Only after the first round of a two-move melee. The side pulling out loses 20% \
               of \"the combat value points his troops are worth\": of the points of all its \
               stands in the melee together, rounded once to the nearest point (8 + 8 + 4 = 20 \
               → 4; 20% of whole points is never exactly a half). The loss is taken one point \
               at a time from the stand with most points left (ties: the lowest number), then \
               every stand retires four moves; it cannot move on the next timed move (rule 8). \
               The opponent loses nothing, gets no bonus move, and is free to reform on the \
               spot. \
               [rule_12_pull_out_loses_twenty_percent_of_the_points_in_the_melee_rounded_once, \
               rule_12_pull_out_loses_20_percent_and_retires_four_moves, \
               rule_12_pull_out_only_after_the_first_move, rule_12_pull_out_gives_no_bonus_move]",
    },
];
