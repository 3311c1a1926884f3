//! The strip under the board: the checks, live — why the board cannot be played yet, each
//! problem naming its space and the rule (the board rings the same spaces in red), or that
//! it is ready.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::panel::{PanelDrawn, board_and_checks};
use super::state::BoardBeingMade;
use crate::app::core::screens::Screen;
use crate::app::core::ui::editor_panel::checks_strip;
use crate::app::games::movement_game::ruleset_entry::ID;

const READY: egui::Color32 = egui::Color32::from_rgb(150, 220, 150);
const PROBLEM: egui::Color32 = egui::Color32::from_rgb(255, 170, 150);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_checks
            .in_set(PanelDrawn)
            .run_if(in_state(Screen::SetUp(ID))),
    );
}

/// The heading over the list: the count, or that the board can be played.
pub fn checks_heading(count: usize) -> String {
    match count {
        0 => t!("editor-movement-ready"),
        count => t!("editor-movement-problems", count = count),
    }
}

fn draw_checks(mut contexts: EguiContexts, board: Res<BoardBeingMade>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (_, strip) = board_and_checks(ctx.content_rect());
    let problems = board.editor.problems();
    let colour = if problems.is_empty() { READY } else { PROBLEM };
    let lines: Vec<String> = problems.iter().map(ToString::to_string).collect();
    checks_strip(
        ctx,
        "board editor checks",
        strip.size(),
        &checks_heading(problems.len()),
        &lines,
        colour,
    );
    Ok(())
}
