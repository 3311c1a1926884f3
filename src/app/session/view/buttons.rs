//! The session's buttons in a game's panel: Undo (back to the last die roll), Save, Load,
//! and "Since your last turn" (what the others did since, seen as the player's side).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use muster_text::t;

use crate::app::session::messages::{ReplaySince, UndoRequest};
use crate::app::session::since_last_turn::SinceOffer;
use crate::app::session::turn_saves::{LoadRequest, SaveRequest};

/// What the session's buttons ask for.
#[derive(SystemParam)]
pub struct SessionRequests<'w> {
    pub undo: MessageWriter<'w, UndoRequest>,
    pub save: MessageWriter<'w, SaveRequest>,
    pub load: MessageWriter<'w, LoadRequest>,
    pub replay_since: MessageWriter<'w, ReplaySince>,
    /// What "Since your last turn" replays for the player to act now, if anything.
    pub since_offer: Res<'w, SinceOffer>,
}

/// One of the session's buttons, pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionButton {
    Undo,
    Save,
    Load,
    SinceLastTurn,
}

impl SessionButton {
    /// Whether it changes the game on screen under the player's picks (undone or loaded).
    pub fn changes_game(self) -> bool {
        self != SessionButton::Save
    }
}

impl SessionRequests<'_> {
    /// Ask for what `button` does.
    pub fn send(&mut self, button: SessionButton) {
        match button {
            SessionButton::Undo => {
                self.undo.write(UndoRequest);
            }
            SessionButton::Save => {
                self.save.write(SaveRequest);
            }
            SessionButton::Load => {
                self.load.write(LoadRequest);
            }
            SessionButton::SinceLastTurn => {
                if let SinceOffer(Some(since)) = *self.since_offer {
                    self.replay_since.write(since);
                }
            }
        }
    }

    /// What "Since your last turn" offers now (the panel greys it out when nothing).
    pub fn since_offer(&self) -> SinceOffer {
        *self.since_offer
    }
}

/// Undo, Save, Load and "Since your last turn" in the row being laid out (`can_undo`:
/// anything since the last die roll; `since`: whether someone else has played since the
/// player's last turn); the one pressed. The game's panel sends it with
/// [`SessionRequests::send`]. The big-screen layout keeps them out of a watching room's way
/// (the pause menu saves and loads).
pub fn session_row(
    ui: &mut egui::Ui,
    can_undo: bool,
    since: SinceOffer,
    size: egui::Vec2,
) -> Option<SessionButton> {
    if crate::app::core::ui::big_screen::big_screen_on(ui.ctx()) {
        return None;
    }
    let mut pressed = None;
    if ui
        .add_enabled(
            can_undo,
            egui::Button::new(t!("session-undo")).min_size(size),
        )
        .on_hover_text(t!("session-undo-hover"))
        .clicked()
    {
        pressed = Some(SessionButton::Undo);
    }
    if ui
        .add(egui::Button::new(t!("session-save")).min_size(size))
        .on_hover_text(t!("session-save-hover"))
        .clicked()
    {
        pressed = Some(SessionButton::Save);
    }
    if ui
        .add(egui::Button::new(t!("session-load")).min_size(size))
        .on_hover_text(t!("session-load-hover"))
        .clicked()
    {
        pressed = Some(SessionButton::Load);
    }
    let hover = if since.0.is_some() {
        t!("since-button-hover")
    } else {
        t!("since-button-nothing")
    };
    if ui
        .add_enabled(
            since.0.is_some(),
            egui::Button::new(t!("since-button")).min_size(size),
        )
        .on_hover_text(hover.clone())
        .on_disabled_hover_text(hover)
        .clicked()
    {
        pressed = Some(SessionButton::SinceLastTurn);
    }
    pressed
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    #[test]
    fn the_session_row_saves_loads_and_undoes_only_what_can_be_undone() {
        let row = |can_undo| {
            move |ui: &mut egui::Ui| session_row(ui, can_undo, SinceOffer(None), egui::Vec2::ZERO)
        };
        assert_eq!(click("Save", row(false)), vec![SessionButton::Save]);
        assert_eq!(click("Load", row(false)), vec![SessionButton::Load]);
        assert_eq!(click("Undo", row(true)), vec![SessionButton::Undo]);
        // The twin: nothing since the last die roll, Undo is greyed out and asks nothing.
        assert_eq!(click("Undo", row(false)), vec![]);
    }

    #[test]
    fn the_big_screen_keeps_the_session_row_out_of_the_way() {
        use crate::app::core::ui::big_screen::set_big_screen;
        use crate::app::core::ui::panel_test::shows;
        let row = |big| {
            move |ui: &mut egui::Ui| {
                set_big_screen(ui.ctx(), big);
                session_row(ui, true, SinceOffer(None), egui::Vec2::ZERO);
            }
        };
        assert!(!shows("Save", row(true)));
        assert!(shows("Save", row(false)));
    }

    #[test]
    fn the_session_row_reads_and_answers_in_german() {
        let row = |ui: &mut egui::Ui| session_row(ui, true, SinceOffer(None), egui::Vec2::ZERO);
        let pressed =
            muster_text::in_language(muster_text::Language::German, || click("Rückgängig", row));
        assert_eq!(pressed, vec![SessionButton::Undo]);
    }

    #[test]
    fn since_your_last_turn_is_pressed_only_when_someone_else_has_played() {
        let offered = SinceOffer(Some(ReplaySince { seat: 1, from: 4 }));
        let row = |since| move |ui: &mut egui::Ui| session_row(ui, false, since, egui::Vec2::ZERO);
        assert_eq!(
            click("Since your last turn", row(offered)),
            vec![SessionButton::SinceLastTurn]
        );
        // The twin: nobody else has played since, the button is greyed out and asks nothing.
        assert_eq!(click("Since your last turn", row(SinceOffer(None))), vec![]);
    }
}
