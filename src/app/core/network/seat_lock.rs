//! In a network game the seats are the lobby's: every panel's seat buttons (and a game's
//! choices before the first command, such as Skirmish Wars' COs) are shown but locked. The
//! flag is kept in egui's memory each frame, so any panel can ask [`seats_locked`] of the
//! `Ui` it draws in. A watcher's machine plays nothing: [`watching_here`] says so, and a
//! game's side panel draws its acting controls disabled.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::NetGame;

/// Why the seat buttons are locked, for their hover text.
pub fn locked_why() -> String {
    muster_text::t!("app-seats-locked-why")
}

fn lock_id() -> egui::Id {
    egui::Id::new("muster: seats locked by a network game")
}

fn watching_id() -> egui::Id {
    egui::Id::new("muster: this machine watches a network game")
}

/// Whether this machine watches the network game on screen (it holds no seat): its panels'
/// acting controls are disabled.
pub fn watching_here(ctx: &egui::Context) -> bool {
    ctx.data(|data| data.get_temp::<bool>(watching_id()))
        .unwrap_or(false)
}

/// Whether the seats are locked (a network game is on).
pub fn seats_locked(ctx: &egui::Context) -> bool {
    ctx.data(|data| data.get_temp::<bool>(lock_id()))
        .unwrap_or(false)
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, lock_seats);
}

fn lock_seats(mut contexts: EguiContexts, game: Option<Res<NetGame>>) -> Result {
    let locked = game.is_some();
    let watching = game.is_some_and(|game| game.watching());
    contexts.ctx_mut()?.data_mut(|data| {
        data.insert_temp(lock_id(), locked);
        data.insert_temp(watching_id(), watching);
    });
    Ok(())
}
