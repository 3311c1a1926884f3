//! Both roster sheets (the Morschauser roster system): each unit's number, type, points,
//! casualties and state, with the side's totals.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::game::FreeMoveGame;
use crate::app::screens::Screen;
use crate::app::ui::palette::SidePalette;
use crate::rules::free_move::Side;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_rosters.run_if(in_state(Screen::Table).and_then(resource_exists::<FreeMoveGame>)),
    );
}

fn draw_rosters(
    mut contexts: EguiContexts,
    game: Res<FreeMoveGame>,
    palette: Res<SidePalette>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = &game.state;
    egui::Window::new("Roster sheets")
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
        .min_width(super::overlay::RIGHT_PANEL_WIDTH - 30.0)
        .max_width(super::overlay::RIGHT_PANEL_WIDTH - 30.0)
        .default_open(true)
        .collapsible(true)
        .resizable(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ctx.content_rect().height() * 0.45)
                .show(ui, |ui| {
                    for side in Side::BOTH {
                        let totals = state.totals(side);
                        ui.label(
                            egui::RichText::new(format!(
                                "{}: {} of {} points, {} of {} stands",
                                state.side_names[side.index()],
                                totals.points,
                                totals.starting_points,
                                totals.stands,
                                totals.starting_stands
                            ))
                            .strong()
                            .color(palette.egui_on_dark(side.index())),
                        );
                        egui::Grid::new(("roster", side.index()))
                            .striped(true)
                            .show(ui, |ui| {
                                for heading in ["No.", "Type", "Pts", "Kills", "State"] {
                                    ui.label(egui::RichText::new(heading).small().strong());
                                }
                                ui.end_row();
                                for unit in state.units.iter().filter(|unit| unit.id.side == side) {
                                    ui.label(unit.id.number.to_string());
                                    ui.label(unit.unit_type.short_name());
                                    ui.label(format!("{}/{}", unit.points, unit.starting_points));
                                    ui.label(unit.casualties().to_string());
                                    ui.label(unit.describe_state());
                                    ui.end_row();
                                }
                            });
                        ui.add_space(6.0);
                    }
                });
        });
    Ok(())
}
