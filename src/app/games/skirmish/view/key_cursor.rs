//! The Skirmish Wars board by keys: the board cursor (`session::view::board_cursor`) on its
//! squares, a square's column and row as they are; Enter or Space on a square is a
//! [`SquareClick`]. It starts on the selected unit, else the first of the side to act that
//! has not acted; Escape drops the half-made order. [`keyboard_plugin`] is what the board
//! takes by keys, without a window too (the board cursor, the board's keys, the routing of
//! its clicks).

use bevy::prelude::*;
use bevy_egui::egui;

use super::keys;
use super::pointer::SquareClick;
use super::selection::{self, Selection};
use crate::app::games::skirmish::{SkirmishSession, SkirmishTurns};
use crate::app::session::view::board_cursor::{BoardView, CursorBoard, add_board_cursor};
use crate::app::session::view::cell_clicks::add_cell_routing;
use crate::rules::skirmish::map::Pos;

/// The cursor's outline: white, apart from the selection's and the path's yellow and the
/// targets' red.
const CURSOR: egui::Color32 = egui::Color32::from_rgb(250, 250, 255);

impl CursorBoard for SquareClick {
    type Game = SkirmishTurns;
    type Picks = Selection;
    type Geometry = BoardView<'static, 'static>;
    const COLOUR: egui::Color32 = CURSOR;
    const PANEL_WIDTH: f32 = super::PANEL_WIDTH;

    fn click(cell: IVec2) -> Self {
        SquareClick(Pos::new(cell.x, cell.y))
    }

    fn on_board(session: &SkirmishSession, cell: IVec2) -> bool {
        session.state.map.contains(Pos::new(cell.x, cell.y))
    }

    fn start(session: &SkirmishSession, picks: &Selection) -> Option<IVec2> {
        let state = &session.state;
        let picked = picks.unit.and_then(|id| state.square_of(id));
        let first = || {
            let player = state.acting()?;
            state
                .units
                .iter()
                .filter(|unit| unit.owner == player && !unit.acted)
                .find_map(|unit| unit.square())
        };
        picked
            .or_else(first)
            .or(picks.factory)
            .map(|pos| IVec2::new(pos.x, pos.y))
    }

    fn cancel(picks: &mut Selection) -> bool {
        let picked = picks.unit.is_some() || picks.factory.is_some();
        picks.cancel();
        picked
    }

    fn outline(cell: IVec2, view: &BoardView) -> Vec<egui::Pos2> {
        // Square (x, y) spans x..x+1 and −(y+1)..−y in the world.
        let (x, y) = (cell.x as f32, -(cell.y as f32));
        let inset = 0.04;
        view.points(&[
            Vec2::new(x + inset, y - inset),
            Vec2::new(x + 1.0 - inset, y - inset),
            Vec2::new(x + 1.0 - inset, y - 1.0 + inset),
            Vec2::new(x + inset, y - 1.0 + inset),
        ])
    }

    fn world_centre(cell: IVec2) -> Option<Vec2> {
        Some(Vec2::new(cell.x as f32 + 0.5, -(cell.y as f32) - 0.5))
    }
}

/// What the board takes by keys: the board cursor, the board's keys and the routing of its
/// clicks (the pointer's step 1 is the window's, `pointer`).
pub fn keyboard_plugin(app: &mut App) {
    app.add_plugins((selection::plugin, keys::plugin));
    add_cell_routing::<SquareClick>(app);
    add_board_cursor::<SquareClick>(app);
}
