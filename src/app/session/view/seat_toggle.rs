//! Who sits at a seat, as one button in the panel: a person or the computer at a level
//! (Recruit, Veteran, General), named on the button and changed by pressing it, at any time.

use bevy_egui::egui;
use muster_text::t;

use crate::app::core::language::level_words;
use crate::app::core::network::seat_lock::{locked_why, seats_locked};

use crate::app::session::turn_game::TurnGame;
use crate::rules::ladder::Level;

/// The seat's words: "Human", or "Computer (General)" with the computer's level.
pub fn seat_words<G: TurnGame>(seat: &G::Seat) -> String {
    if *seat == G::HUMAN {
        return sitter_words(true);
    }
    match G::level_of(*seat) {
        Some(level) => t!("session-seat-computer-at-level", level = level_words(level)),
        None => sitter_words(false),
    }
}

/// A person's word, or the computer's.
fn sitter_words(human: bool) -> String {
    if human {
        t!("session-seat-human")
    } else {
        t!("session-seat-computer")
    }
}

/// Who comes after `sitter` when its seat's button is pressed: a person, then the computer
/// as the Recruit, the Veteran and the General, then a person again (a printed doctrine's
/// seat goes to a person).
pub fn next_sitter(level: Option<Level>, human: bool) -> Option<Option<Level>> {
    if human {
        return Some(Some(Level::Recruit));
    }
    match level {
        Some(Level::Recruit) => Some(Some(Level::Veteran)),
        Some(Level::Veteran) => Some(Some(Level::General)),
        Some(Level::General) | None => None,
    }
}

/// The button's word for a seat: "Human", or the computer's level ("General").
fn button_words<G: TurnGame>(seat: &G::Seat) -> String {
    match G::level_of(*seat) {
        _ if *seat == G::HUMAN => sitter_words(true),
        Some(level) => level_words(level),
        None => sitter_words(false),
    }
}

/// A small button naming who sits at `seat`: "Human" or the computer's level. Pressing it
/// goes round Human, Recruit, Veteran, General and back to Human, at any time.
/// The big-screen layout names the sitter without a button: a watching room only reads it.
pub fn seat_toggle<G: TurnGame>(ui: &mut egui::Ui, seat: &mut G::Seat) {
    if crate::app::core::ui::big_screen::big_screen_on(ui.ctx()) {
        ui.label(button_words::<G>(seat));
        return;
    }
    if seats_locked(ui.ctx()) {
        ui.add_enabled(false, egui::Button::new(button_words::<G>(seat)).small())
            .on_disabled_hover_text(locked_why());
        return;
    }
    let hover = t!("session-seat-toggle-hover", seat = seat_words::<G>(seat));
    if ui
        .small_button(button_words::<G>(seat))
        .on_hover_text(hover)
        .clicked()
    {
        *seat = match next_sitter(G::level_of(*seat), *seat == G::HUMAN) {
            Some(Some(level)) => G::computer_at(level),
            _ => G::HUMAN,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_goes_round_human_recruit_veteran_general() {
        assert_eq!(next_sitter(None, true), Some(Some(Level::Recruit)));
        assert_eq!(
            next_sitter(Some(Level::Recruit), false),
            Some(Some(Level::Veteran))
        );
        assert_eq!(
            next_sitter(Some(Level::Veteran), false),
            Some(Some(Level::General))
        );
        assert_eq!(next_sitter(Some(Level::General), false), None, "a person");
        assert_eq!(
            next_sitter(None, false),
            None,
            "a doctrine's seat: a person"
        );
    }
}
