//! Where the board camera looks: while the board is shown the camera carries a
//! [`BoardCamera`] that opens on the units in play at a zoom where counters read, frames
//! the whole board on Home, keeps left of the right-hand panel column, zooms from a close
//! look at one hex out to a little more than the whole board, and pans with a right or
//! middle drag, W A S D and the arrows.

use bevy::prelude::*;

use crate::app::core::camera::framing::right_column;
use crate::app::core::camera::{
    BoardCamera, CameraSteering, CameraSystems, Clearance, Farthest, Opening, take_off_board_camera,
};
use crate::app::core::screens::Screen;
use crate::app::core::settings::Settings;
use crate::app::games::soldiers::SoldiersGame;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, board_rect, hex_centre};
use crate::rules::soldiers::state::State;

/// The right-hand panel column's width (egui points) the board keeps clear.
pub const PANEL_WIDTH: f32 = 360.0;
/// The farthest the opening view zooms out: a hex this many logical pixels across its
/// corners' radius keeps the counters' figures legible.
const LEGIBLE_HEX_RADIUS: f32 = 31.0;
/// The closest zoom: a hex radius of this many pixels.
const CLOSEST_HEX_RADIUS: f32 = 180.0;
/// The farthest zoom, in whole boards.
const FARTHEST_BOARDS: f32 = 1.4;
/// Margin round a framed area, as a factor.
const MARGIN: f32 = 1.04;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            put_on_camera,
            keep_opening_current
                .run_if(resource_exists::<SoldiersGame>.and_then(resource_changed::<SoldiersGame>)),
        )
            .chain()
            .before(CameraSystems)
            .run_if(in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>)),
    )
    .add_systems(OnExit(Screen::HexBoard), take_off_board_camera);
}

/// The right panel column's width (logical pixels) in a window `window_width` wide: its
/// points at the player's UI scale, at most half the window.
pub fn right_panel(settings: &Settings, window_width: f32) -> f32 {
    right_column(PANEL_WIDTH, window_width, settings.ui_scale)
}

/// The units on the map with a margin, to open on.
fn units_in_play(state: &State) -> Option<Rect> {
    state
        .units
        .iter()
        .filter_map(|unit| unit.hex())
        .map(|hex| Rect::from_center_half_size(hex_centre(hex), Vec2::splat(HEX_SIZE * 2.5)))
        .reduce(|area, around| area.union(around))
}

/// The camera's parameters for the board of `state`.
pub fn board_camera(state: &State) -> BoardCamera {
    BoardCamera {
        board: board_rect(&state.tables.map),
        opening: units_in_play(state).map(|area| Opening {
            area,
            farthest: HEX_SIZE / LEGIBLE_HEX_RADIUS,
        }),
        clear: Clearance {
            top: 0.0,
            right_points: PANEL_WIDTH,
        },
        margin: MARGIN,
        closest: HEX_SIZE / CLOSEST_HEX_RADIUS,
        farthest: Farthest::WholeBoardTimes(FARTHEST_BOARDS),
        drag_buttons: vec![MouseButton::Right, MouseButton::Middle],
        arrow_keys: true,
    }
}

/// A board shown (or a new game on it) puts the board camera on and frames its opening.
fn put_on_camera(game: Res<SoldiersGame>, mut steering: CameraSteering) {
    steering.put_on(game.is_added(), || board_camera(&game.state));
}

/// A resize opens on the units in play as they are now.
fn keep_opening_current(game: Res<SoldiersGame>, mut cameras: Query<&mut BoardCamera>) {
    let fresh = board_camera(&game.state);
    for mut board in &mut cameras {
        board.set_if_neq(fresh.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::camera::KeepClear;
    use crate::rules::soldiers::state::StateData;
    use crate::rules::soldiers::tables::Tables;

    #[test]
    fn opening_view_never_zooms_out_past_legible() {
        let state = State::from(StateData::new(
            Tables::shipped(),
            ["A".into(), "B".into()],
            crate::rules::soldiers::state::Side(0),
            crate::rules::soldiers::state::Side(0),
            5,
            Vec::new(),
        ));
        let viewport = Vec2::new(1280.0, 800.0);
        let clear = KeepClear {
            top: 0.0,
            right: 360.0,
        };
        let board = board_camera(&state);
        let (opening, _) = board.opening_view(viewport, clear);
        let (closest, farthest) = board.limits(viewport, clear);
        assert!(opening <= farthest && opening >= closest);
    }
}
