//! The strip under the table: why the table cannot be played yet, each problem naming its
//! square, slot or seat (the table marks the same places in red), or that it is ready.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use muster_text::t;

use super::editor::TableSetup;
use super::palette;
use super::panel::{PanelDrawn, table_and_problems};
use crate::app::core::screens::Screen;
use crate::app::core::ui::editor_panel::checks_strip;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_problems
            .in_set(PanelDrawn)
            .run_if(in_state(Screen::SkirmishSetup)),
    );
}

/// The heading over the list: the count, or that the table can be played.
pub fn problems_heading(lines: &[String]) -> String {
    match lines.len() {
        0 => t!("skirmish-setup-no-problems"),
        count => t!("skirmish-setup-problems", count = count),
    }
}

fn draw_problems(mut contexts: EguiContexts, mut setup: ResMut<TableSetup>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (_, strip) = table_and_problems(ctx.content_rect());
    let lines = setup.problem_lines();
    let colour = if lines.is_empty() {
        palette::READY_TEXT
    } else {
        palette::PROBLEM_TEXT
    };
    checks_strip(
        ctx,
        "skirmish setup problems",
        strip.size(),
        &problems_heading(&lines),
        &lines,
        colour,
    );
    Ok(())
}
