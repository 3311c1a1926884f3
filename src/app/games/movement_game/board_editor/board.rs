//! The board being made, drawn as in play (`view::spaces`), the spaces a problem names ringed
//! in red and each space named in its corner; a press of the brush begins a stroke, a drag carries it over more spaces, the
//! release makes it one step to undo.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::panel::{PanelDrawn, board_and_checks};
use super::state::BoardBeingMade;
use crate::app::core::screens::Screen;
use crate::app::games::movement_game::ruleset_entry::ID;
use crate::app::games::movement_game::view::spaces::PaintedBoard;

const PROBLEM_RING: egui::Color32 = egui::Color32::from_rgb(230, 60, 50);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_board
            .after(PanelDrawn)
            .run_if(in_state(Screen::SetUp(ID))),
    );
}

fn draw_board(mut contexts: EguiContexts, mut board: ResMut<BoardBeingMade>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (area, _) = board_and_checks(ctx.content_rect());
    let shown = board.editor.shown();
    let four = shown.players.len() == 4;
    let marked: Vec<_> = board
        .editor
        .board_problems()
        .iter()
        .filter_map(|problem| problem.square())
        .collect();
    let primary_down = ctx.input(|input| input.pointer.primary_down());
    egui::Area::new(egui::Id::new("board editor board"))
        .order(egui::Order::Background)
        .fixed_pos(area.min)
        .show(ctx, |ui| {
            let response = ui.allocate_rect(area, egui::Sense::click_and_drag());
            let painter = ui.painter_at(area);
            let layout = PaintedBoard {
                width: shown.width,
                height: shown.height,
                space: &|pos| shown.space(pos),
                seated: &|side| {
                    use crate::rules::movement_game::board::Side;
                    four || matches!(side, Side::South | Side::North)
                },
            }
            .paint(&painter, area);
            // Each space's name in its corner: the checks name spaces so ("e5").
            for pos in shown.positions() {
                painter.text(
                    layout.rect_of(pos).right_bottom() - egui::vec2(4.0, 3.0),
                    egui::Align2::RIGHT_BOTTOM,
                    pos.to_string(),
                    egui::FontId::proportional((layout.size * 0.18).clamp(7.0, 14.0)),
                    egui::Color32::from_rgba_unmultiplied(90, 80, 70, 170),
                );
            }
            for pos in &marked {
                painter.rect_stroke(
                    layout.rect_of(*pos).shrink(2.0),
                    4.0,
                    egui::Stroke::new(3.0, PROBLEM_RING),
                    egui::StrokeKind::Inside,
                );
            }
            let at = response
                .interact_pointer_pos()
                .map(|point| layout.space_at(point));
            if let Some(pos) = at {
                if response.is_pointer_button_down_on() && primary_down {
                    if board.editor.stroking() {
                        board.editor.drag_over(pos);
                    } else {
                        board.editor.press(pos);
                    }
                } else if response.clicked() && !board.editor.stroking() {
                    // Pressed and released within one frame.
                    board.editor.click(pos);
                }
            }
            if !primary_down && board.editor.stroking() {
                board.editor.release();
            }
        });
    Ok(())
}
