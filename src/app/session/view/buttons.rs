//! The session's buttons in a game's panel: Undo (back to the last die roll), Save, Load.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use muster_text::t;

use crate::app::session::messages::UndoRequest;
use crate::app::session::turn_saves::{LoadRequest, SaveRequest};

/// What the session's buttons ask for.
#[derive(SystemParam)]
pub struct SessionRequests<'w> {
    pub undo: MessageWriter<'w, UndoRequest>,
    pub save: MessageWriter<'w, SaveRequest>,
    pub load: MessageWriter<'w, LoadRequest>,
}

/// One of the session's buttons, pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionButton {
    Undo,
    Save,
    Load,
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
        }
    }
}

/// Undo, Save and Load in the row being laid out (`can_undo`: anything since the last die
/// roll); the one pressed. The game's panel sends it with [`SessionRequests::send`]. The
/// big-screen layout keeps them out of a watching room's way (the pause menu saves and loads).
pub fn session_row(ui: &mut egui::Ui, can_undo: bool, size: egui::Vec2) -> Option<SessionButton> {
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
    pressed
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    #[test]
    fn the_session_row_saves_loads_and_undoes_only_what_can_be_undone() {
        let row = |can_undo| move |ui: &mut egui::Ui| session_row(ui, can_undo, egui::Vec2::ZERO);
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
                session_row(ui, true, egui::Vec2::ZERO);
            }
        };
        assert!(!shows("Save", row(true)));
        assert!(shows("Save", row(false)));
    }

    #[test]
    fn the_session_row_reads_and_answers_in_german() {
        let row = |ui: &mut egui::Ui| session_row(ui, true, egui::Vec2::ZERO);
        let pressed =
            muster_text::in_language(muster_text::Language::German, || click("Rückgängig", row));
        assert_eq!(pressed, vec![SessionButton::Undo]);
    }
}
