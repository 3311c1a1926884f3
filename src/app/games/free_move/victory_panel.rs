//! The end of the battle: who won and why, what each side lost, and a small chart of each
//! side's points over the timed moves.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::game::FreeMoveGame;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::Screen;
use crate::app::core::ui::palette::SidePalette;
use crate::app::core::ui::widgets::big_button;
use crate::rules::free_move::{Phase, Side, State};

/// Whether the victory details (losses and the chart) are open over the table.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct VictoryDetails(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<VictoryDetails>()
        .add_systems(
            OnEnter(Screen::Table),
            |mut details: ResMut<VictoryDetails>| {
                details.0 = false;
            },
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_victory.run_if(in_state(Screen::Table).and_then(resource_exists::<FreeMoveGame>)),
        );
}

/// Each side's points at the start of every timed move, then as the battle ended.
pub fn points_over_moves(state: &State) -> Vec<[u32; 2]> {
    let mut series = state.points_history.clone();
    series.push(Side::BOTH.map(|side| state.totals(side).points));
    series
}

fn draw_chart(ui: &mut egui::Ui, series: &[[u32; 2]], colours: [egui::Color32; 2]) {
    let size = egui::vec2(ui.available_width(), 160.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_stroke(
        rect,
        4.0,
        egui::Stroke::new(1.0, egui::Color32::GRAY),
        egui::StrokeKind::Inside,
    );
    let top = series
        .iter()
        .flat_map(|points| points.iter())
        .copied()
        .max()
        .unwrap_or(1)
        .max(1) as f32;
    let steps = (series.len().max(2) - 1) as f32;
    let at = |index: usize, value: u32| {
        egui::pos2(
            rect.left() + 8.0 + (rect.width() - 16.0) * index as f32 / steps,
            rect.bottom() - 8.0 - (rect.height() - 16.0) * value as f32 / top,
        )
    };
    let faint = egui::Color32::from_gray(170);
    painter.text(
        rect.left_top() + egui::vec2(10.0, 6.0),
        egui::Align2::LEFT_TOP,
        format!("{top:.0} points"),
        egui::FontId::proportional(13.0),
        faint,
    );
    painter.text(
        rect.right_bottom() - egui::vec2(10.0, 6.0),
        egui::Align2::RIGHT_BOTTOM,
        format!("move {}", series.len().saturating_sub(1)),
        egui::FontId::proportional(13.0),
        faint,
    );
    for side in 0..2 {
        let line: Vec<egui::Pos2> = series
            .iter()
            .enumerate()
            .map(|(index, points)| at(index, points[side]))
            .collect();
        painter.add(egui::Shape::line(
            line,
            egui::Stroke::new(3.0, colours[side]),
        ));
    }
}

/// The headline of a battle that is over.
fn headline_of(state: &State) -> Option<String> {
    let result = state.result.as_ref()?;
    Some(match result.winner {
        Some(side) => format!("Victory: {}", state.side_names[side.index()]),
        None => "A drawn battle".to_string(),
    })
}

/// The end of the battle in the clock bar's middle: who won and why, the details and the
/// way back to the title, the table still in view.
pub(super) fn victory_strip(
    ui: &mut egui::Ui,
    state: &State,
    details: &mut bool,
    actions: &mut MessageWriter<MenuAction>,
) {
    let (Some(headline), Some(result)) = (headline_of(state), state.result.as_ref()) else {
        return;
    };
    ui.vertical_centered(|ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(headline).size(26.0).strong());
            if ui
                .add(egui::Button::new("Details").selected(*details))
                .clicked()
            {
                *details = !*details;
            }
            if ui.button("Title menu").clicked() {
                actions.write(MenuAction::QuitToTitle);
            }
        });
        ui.add(egui::Label::new(egui::RichText::new(&result.reason).size(14.0)).wrap());
    });
}

fn draw_victory(
    mut contexts: EguiContexts,
    game: Res<FreeMoveGame>,
    palette: Res<SidePalette>,
    details: Res<VictoryDetails>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let state = &game.state;
    if state.phase != Phase::GameOver || !details.0 {
        return Ok(());
    }
    let Some(result) = &state.result else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let headline = headline_of(state).unwrap_or_default();
    // Opened from the clock bar: the totals, the chart and the way back to the title.
    egui::Window::new(egui::RichText::new(headline).size(26.0).strong())
        .id(egui::Id::new("victory"))
        .anchor(
            egui::Align2::CENTER_TOP,
            [
                0.0,
                super::game_panel::bar_height(ctx.content_rect().width()) + 8.0,
            ],
        )
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(&result.reason).size(18.0));
            ui.add_space(8.0);
            ui.label(format!("{} timed moves played.", state.move_number));
            for side in Side::BOTH {
                let totals = state.totals(side);
                let lost = state
                    .units
                    .iter()
                    .filter(|unit| unit.id.side == side && !unit.on_table())
                    .count();
                ui.label(
                    egui::RichText::new(format!(
                        "{}: {} of {} points left, {} stand(s) wiped out",
                        state.side_names[side.index()],
                        totals.points,
                        totals.starting_points,
                        lost
                    ))
                    .color(palette.egui_on_dark(side.index())),
                );
            }
            ui.add_space(6.0);
            ui.label("Points at the start of each timed move:");
            draw_chart(
                ui,
                &points_over_moves(state),
                [palette.egui_on_dark(0), palette.egui_on_dark(1)],
            );
            ui.add_space(8.0);
            if big_button(ui, "Back to the title menu").clicked() {
                actions.write(MenuAction::QuitToTitle);
            }
        });
    Ok(())
}
