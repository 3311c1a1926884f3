//! The strip under the table: why the table cannot be played yet, each problem naming its
//! square, slot or seat (the table marks the same places in red), or that it is ready.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::editor::TableSetup;
use super::palette;
use super::panel::{PanelDrawn, table_and_problems};
use crate::app::core::screens::Screen;
use crate::app::core::ui::scroll_viewports::show_scrolled;

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
    egui::Window::new("Problems")
        .id(egui::Id::new("skirmish setup problems"))
        .anchor(egui::Align2::LEFT_BOTTOM, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([strip.width() - 16.0, strip.height() - 16.0])
        .show(ctx, |ui| {
            show_scrolled(
                ui,
                egui::ScrollArea::vertical()
                    .id_salt("skirmish setup problems list")
                    .auto_shrink([false, false]),
                |ui| {
                    let colour = if lines.is_empty() {
                        palette::READY_TEXT
                    } else {
                        palette::PROBLEM_TEXT
                    };
                    ui.label(
                        egui::RichText::new(problems_heading(&lines))
                            .color(colour)
                            .strong(),
                    );
                    for line in &lines {
                        ui.label(egui::RichText::new(format!("• {line}")).color(colour));
                    }
                },
            );
        });
    Ok(())
}
