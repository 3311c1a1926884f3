//! Soldiers' board by keys: the board cursor (`session::view::board_cursor`) on its hexes,
//! a hex's column and row as the map prints them (Up and Down along the column, Left and
//! Right to the neighbour in the same row); Enter or Space on a hex is a [`BoardClick`]. It
//! starts on the selected hex, else the first unit on the map of the side to act, else the
//! first hex of the zone of the first unit to deploy. Escape is `keys`' (it drops the
//! selection). [`keyboard_plugin`] is what the board takes by keys, without a window too
//! (the board cursor, the board's keys, the routing of its clicks).

use bevy::prelude::*;
use bevy_egui::egui;

use super::PANEL_WIDTH;
use super::deployment_ui::DeployDraft;
use super::fire_ui::FireDraft;
use super::hand_over::HandOver;
use super::keys;
use super::los_tool::LosTool;
use super::pointer::BoardClick;
use super::selection::{self, SelectedHex};
use crate::app::games::soldiers::hex_layout::{hex_centre, hex_corners};
use crate::app::games::soldiers::{SoldiersSession, SoldiersTurns};
use crate::app::session::view::board_cursor::{BoardView, CursorBoard, add_board_cursor};
use crate::rules::soldiers::map::{col_row, hex_at};
use crate::rules::soldiers::state::Location;

/// The cursor's outline: white, apart from the selection's, the reach's and the targets'
/// colours.
const CURSOR: egui::Color32 = egui::Color32::from_rgb(250, 250, 255);

impl CursorBoard for BoardClick {
    type Game = SoldiersTurns;
    type Picks = SelectedHex;
    type Geometry = BoardView<'static, 'static>;
    const COLOUR: egui::Color32 = CURSOR;
    const PANEL_WIDTH: f32 = PANEL_WIDTH;

    fn click(cell: IVec2) -> Self {
        BoardClick(hex_at((cell.x, cell.y)))
    }

    fn on_board(session: &SoldiersSession, cell: IVec2) -> bool {
        session.state.tables.map.contains(hex_at((cell.x, cell.y)))
    }

    fn start(session: &SoldiersSession, picks: &SelectedHex) -> Option<IVec2> {
        let state = &session.state;
        let side = state.acting_side();
        let on_map = || {
            state
                .units
                .iter()
                .filter(|unit| Some(unit.side) == side)
                .find_map(|unit| unit.hex())
        };
        let to_deploy = || {
            state
                .units
                .iter()
                .filter(|unit| Some(unit.side) == side)
                .find_map(|unit| match &unit.location {
                    Location::ToDeploy { zone, .. } => zone.first().copied(),
                    _ => None,
                })
        };
        picks
            .0
            .or_else(on_map)
            .or_else(to_deploy)
            .map(|hex| IVec2::from(col_row(hex)))
    }

    fn outline(cell: IVec2, view: &BoardView) -> Vec<egui::Pos2> {
        let hex = hex_at((cell.x, cell.y));
        let centre = hex_centre(hex);
        let corners = hex_corners(hex).map(|corner| centre + (corner - centre) * 0.92);
        view.points(&corners)
    }

    fn world_centre(cell: IVec2) -> Option<Vec2> {
        Some(hex_centre(hex_at((cell.x, cell.y))))
    }
}

/// What the board takes by keys: the board cursor, the board's keys and the routing of its
/// clicks (the pointer's step 1 is the window's, `pointer`).
pub fn keyboard_plugin(app: &mut App) {
    app.init_resource::<FireDraft>()
        .init_resource::<DeployDraft>()
        .init_resource::<HandOver>()
        .init_resource::<LosTool>()
        .add_message::<BoardClick>()
        .add_plugins((selection::plugin, keys::plugin));
    add_board_cursor::<BoardClick>(app);
}

#[cfg(test)]
mod tests {
    use hexx::Hex;

    use super::*;
    use crate::app::session::view::cursor_steps::{Step, step};

    #[test]
    fn every_arrow_on_the_hex_board_goes_to_a_neighbouring_hex() {
        let on_board = |cell: IVec2| (1..=30).contains(&cell.x) && (1..=30).contains(&cell.y);
        for at in [IVec2::new(5, 5), IVec2::new(6, 5), IVec2::new(7, 12)] {
            let hex = hex_at((at.x, at.y));
            for way in [Step::Left, Step::Right, Step::Up, Step::Down] {
                let next: Hex = hex_at(step(at, way, on_board).into());
                assert_eq!(hex.unsigned_distance_to(next), 1, "{at} {way:?}");
            }
            let up = hex_centre(hex_at(step(at, Step::Up, on_board).into()));
            assert!(up.y > hex_centre(hex).y, "Up is north, up the screen");
            let right = hex_centre(hex_at(step(at, Step::Right, on_board).into()));
            assert!(right.x > hex_centre(hex).x, "Right is east");
        }
    }
}
