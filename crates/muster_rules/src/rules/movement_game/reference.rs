//! The in-game rules reference for the Untitled Movement Game: the rules in brief and every
//! reading Muster settled where the text is silent.

pub use crate::rules::reference::Entry;

/// The rules of the text in brief.
pub const RULES: &[Entry] = &[
    Entry {
        heading: "Set-up",
        text: "Shuffle the 50 navigation cards (10 left, 10 right, 10 forward, 5 forward-right, 5 forward-left, 4 backward, 3 backward-right, 3 backward-left) and deal 3 to each player, face up. Two players sit across from each other. The player across from you chooses where your first token starts, on one of your four starting spaces. Everyone rolls; the highest goes first.",
    },
    Entry {
        heading: "Your turn",
        text: "Roll the d3 or discard your whole hand. After rolling, play cards to move your tokens up to the number rolled in all: each card moves one token in its direction (seen from your side) up to the moves left; the next card may move the same token or another. You may stop early. If you roll and move nothing, discard exactly one card. At the end of the turn draw back to 3. Play passes clockwise.",
    },
    Entry {
        heading: "New tokens",
        text: "On a 3 you may, instead of moving, place a new token on a free starting space of your own (the four in front of you).",
    },
    Entry {
        heading: "Movement",
        text: "Tokens may hop over tokens but no card's move may end on one. They may not enter or cross closed (darker) spaces, but a diagonal step may pass between two closed spaces. No card's move may end on the starting spaces of the players to the left and right, though it may cross them. A token that reaches a starting space of the player across is home and is not moved again.",
    },
    Entry {
        heading: "Winning",
        text: "The first player with all four tokens on the four starting spaces across from them wins.",
    },
    Entry {
        heading: "Print and play",
        text: "A d6 may stand in for the d3 (4, 5, 6 count as 1, 2, 3), and a deck of playing cards for the navigation cards: spades 2–10 forward, diamonds right, clubs left, three hearts backward, aces forward-right, jacks forward-left, two queens backward-right, two kings backward-left.",
    },
];

/// Muster's readings, each with the tests that check it.
pub const READINGS: &[(&str, &str)] = &[
    (
        "The boards",
        "The four published boards are not available: Muster's four (two horizontally symmetrical, one rotationally symmetrical, one asymmetrical) are in assets/data/movement_game/ and are not the published layouts. [four_boards_two_horizontally_symmetrical_one_rotational_one_asymmetrical, every_destination_can_be_reached_from_every_starting_space]",
    ),
    (
        "When the deck runs out",
        "The text is silent. Muster draws what the deck has, then shuffles the discard pile into a new deck and draws the rest from it. [when_the_deck_runs_out_the_discard_pile_is_shuffled_into_a_new_deck]",
    ),
    (
        "A new token still uses a card",
        "\"You must use or discard at least 1 card each turn\": a player who brings on a new token on a 3 also discards one card of their choice. [on_a_three_a_new_token_may_come_on_a_free_starting_space_of_your_own]",
    ),
    (
        "The side starting spaces",
        "\"Tokens may occupy any available space (excluding starting spaces of the players to the left and right)\": no card's move may end on them, but a move may cross them, since only closed spaces \"may not [be stepped] into or cross[ed] over\". The computer players cross them too. In a two-player game nobody sits there and they are ordinary open spaces. [no_entering_the_starting_spaces_of_the_players_to_your_left_and_right, starting_spaces_a_token_may_cross_the_starting_space_of_the_player_to_its_left, starting_spaces_a_token_may_not_stop_on_the_starting_space_of_the_player_to_its_left, starting_spaces_the_computer_player_crosses_them_too_and_never_stops_on_them]",
    ),
    (
        "Using every move ends the turn",
        "When the moves rolled are used up the turn ends at once and the hand is drawn back to 3. [example_turn_1_roll_a_1_move_one_token_left_and_draw_one]",
    ),
    (
        "Ties for first",
        "The players tied on the highest roll roll again until one is highest. [the_opponent_across_chooses_your_first_tokens_starting_space_then_the_highest_roll_goes_first]",
    ),
    (
        "Home is any space across",
        "A token is home, and fixed, when a card's move ends on any free starting space of the player across; passing over one in the middle of a move does not fix it. [a_token_that_reached_its_destination_is_fixed]",
    ),
];

/// Every reading as an entry.
pub fn readings() -> Vec<Entry> {
    READINGS
        .iter()
        .map(|(heading, text)| Entry { heading, text })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reading_names_a_test_that_exists() {
        let sources = [
            include_str!("rule_tests.rs"),
            include_str!("movement_tests.rs"),
            include_str!("board_tests.rs"),
        ]
        .concat();
        for (heading, text) in READINGS {
            let names = text
                .rsplit_once('[')
                .and_then(|(_, rest)| rest.strip_suffix(']'))
                .unwrap_or_else(|| panic!("{heading}: names no test"));
            for name in names.split(", ") {
                assert!(
                    sources.contains(&format!("fn {name}(")),
                    "{heading}: no test {name}"
                );
            }
        }
    }
}
