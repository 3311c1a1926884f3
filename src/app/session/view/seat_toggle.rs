//! Who sits at a seat, as a switch in the panel: a person or the computer, at any time.

use bevy_egui::egui;

use crate::app::session::turn_game::TurnGame;

/// The seat's word.
pub fn seat_words<G: TurnGame>(seat: &G::Seat) -> &'static str {
    if *seat == G::HUMAN {
        "Human"
    } else {
        "Computer"
    }
}

/// A small button naming who sits at `seat`; pressing it hands the seat to the other.
pub fn seat_toggle<G: TurnGame>(ui: &mut egui::Ui, seat: &mut G::Seat) {
    if ui
        .small_button(seat_words::<G>(seat))
        .on_hover_text("Switch between a human and the computer")
        .clicked()
    {
        *seat = if *seat == G::HUMAN {
            G::COMPUTER
        } else {
            G::HUMAN
        };
    }
}
