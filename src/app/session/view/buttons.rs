//! The session's buttons in a game's panel: Undo (back to the last die roll), Save, Load.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::session::messages::UndoRequest;
use crate::app::session::turn_saves::{LoadRequest, SaveRequest};

/// What the session's buttons ask for.
#[derive(SystemParam)]
pub struct SessionRequests<'w> {
    pub undo: MessageWriter<'w, UndoRequest>,
    pub save: MessageWriter<'w, SaveRequest>,
    pub load: MessageWriter<'w, LoadRequest>,
}

/// Undo, Save and Load in the row being laid out (`can_undo`: anything since the last die
/// roll). Whether the game on screen changed under the player's picks (undone or loaded).
pub fn session_buttons(
    ui: &mut egui::Ui,
    can_undo: bool,
    requests: &mut SessionRequests,
    size: egui::Vec2,
) -> bool {
    let mut changed = false;
    if ui
        .add_enabled(can_undo, egui::Button::new("Undo").min_size(size))
        .on_hover_text("Back to the last die roll")
        .clicked()
    {
        requests.undo.write(UndoRequest);
        changed = true;
    }
    if ui
        .add(egui::Button::new("Save").min_size(size))
        .on_hover_text("Save this game (it is also autosaved as it goes)")
        .clicked()
    {
        requests.save.write(SaveRequest);
    }
    if ui
        .add(egui::Button::new("Load").min_size(size))
        .on_hover_text("Replace this game with the saved one")
        .clicked()
    {
        requests.load.write(LoadRequest);
        changed = true;
    }
    changed
}
