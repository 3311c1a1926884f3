//! Who sits at a seat, as a switch in the panel: a person or the computer, at any time, and
//! the computer's level (Recruit, Veteran, General), shown in the seat's label.

use bevy_egui::egui;

use crate::app::session::turn_game::TurnGame;
use crate::rules::ladder::Level;

/// The seat's words: "Human", or "Computer (General)" with the computer's level.
pub fn seat_words<G: TurnGame>(seat: &G::Seat) -> String {
    if *seat == G::HUMAN {
        return sitter_words(true).into();
    }
    match G::level_of(*seat) {
        Some(level) => format!("{} ({})", sitter_words(false), level.name()),
        None => sitter_words(false).into(),
    }
}

/// A person's word, or the computer's.
fn sitter_words(human: bool) -> &'static str {
    if human { "Human" } else { "Computer" }
}

/// The level after `level`, round to the first.
pub fn next_level(level: Level) -> Level {
    let at = Level::ALL
        .iter()
        .position(|each| *each == level)
        .unwrap_or(0);
    Level::ALL[(at + 1) % Level::ALL.len()]
}

/// A small button naming who sits at `seat` (the computer with its level); pressing it
/// hands the seat to the other. Beside a computer's seat, a button that changes its level.
pub fn seat_toggle<G: TurnGame>(ui: &mut egui::Ui, seat: &mut G::Seat) {
    ui.horizontal(|ui| {
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
        if let Some(level) = G::level_of(*seat)
            && ui
                .small_button("Level")
                .on_hover_text("The computer's level: Recruit, Veteran, then General")
                .clicked()
        {
            *seat = G::computer_at(next_level(level));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_level_after_the_general_is_the_recruit_again() {
        assert_eq!(next_level(Level::Recruit), Level::Veteran);
        assert_eq!(next_level(Level::Veteran), Level::General);
        assert_eq!(next_level(Level::General), Level::Recruit);
    }
}
