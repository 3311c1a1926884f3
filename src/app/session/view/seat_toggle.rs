//! Who sits at a seat, as a switch in the panel: a person or the computer, at any time.

use bevy_egui::egui;

use crate::app::session::turn_game::TurnGame;

/// The seat's word.
pub fn seat_words<G: TurnGame>(seat: &G::Seat) -> &'static str {
    sitter_words(*seat == G::HUMAN)
}

/// A person's word, or the computer's.
fn sitter_words(human: bool) -> &'static str {
    if human { "Human" } else { "Computer" }
}

/// A small button naming who sits at `seat`; pressing it hands the seat to the other.
pub fn seat_toggle<G: TurnGame>(ui: &mut egui::Ui, seat: &mut G::Seat) {
    switch_seat(ui, seat, G::HUMAN, G::COMPUTER);
}

/// The switch for any kind of seat: `human` shows as "Human", anything else as "Computer";
/// pressing it hands a person's seat to `computer`, the computer's to `human`.
pub fn switch_seat<S: Copy + PartialEq>(ui: &mut egui::Ui, seat: &mut S, human: S, computer: S) {
    if ui
        .small_button(sitter_words(*seat == human))
        .on_hover_text("Switch between a human and the computer")
        .clicked()
    {
        *seat = if *seat == human { computer } else { human };
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Sitter {
        Person,
        Machine,
    }

    #[test]
    fn the_seat_switch_hands_a_person_s_seat_to_the_computer_and_back() {
        let switch = |ui: &mut egui::Ui, seat: &mut Sitter| {
            switch_seat(ui, seat, Sitter::Person, Sitter::Machine);
        };
        assert_eq!(click_on("Human", Sitter::Person, switch), Sitter::Machine);
        assert_eq!(
            click_on("Computer", Sitter::Machine, switch),
            Sitter::Person
        );
    }
}
