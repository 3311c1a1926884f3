//! Where the board camera looks: while the board is shown the camera carries a
//! [`BoardCamera`] that opens on the units in play at a zoom where counters read, frames
//! the whole board on Home, keeps left of the right-hand panel column, zooms from a close
//! look at one hex out to a little more than the whole board, and pans with a right or
//! middle drag and W A S D (the arrows move the board cursor, which it follows).

use bevy::prelude::*;

use crate::app::core::camera::framing::right_column;
use crate::app::core::camera::{
    BoardCamera, CameraSteering, CameraSystems, Clearance, Farthest, Opening, take_off_board_camera,
};
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::screens::Screen;
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::games::soldiers::SoldiersSession;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, board_rect, hex_centre};
use crate::rules::soldiers::state::{Side, State};
use hexx::Hex;

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
            keep_opening_current.run_if(
                resource_exists::<SoldiersSession>.and_then(resource_changed::<SoldiersSession>),
            ),
        )
            .chain()
            .before(CameraSystems)
            .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
    )
    .add_systems(OnExit(Screen::Soldiers), take_off_board_camera);
}

/// The right panel column's width (logical pixels) in a window `window_width` wide: its
/// points at the player's UI scale, at most half the window.
pub fn right_panel(zoom: &UiZoom, window_width: f32) -> f32 {
    right_column(PANEL_WIDTH, window_width, zoom.0)
}

/// How far (in hexes) from the unit the opening view centres on a unit still counts as
/// part of its group: a group this wide fits at a legible zoom in a 1280×800 window.
const GROUP_RADIUS: u32 = 6;

/// The hexes of the units to open on: the side to act's largest group (every unit within
/// [`GROUP_RADIUS`] of the one with the most such neighbours), or, when that side has none
/// on the map, every side's. Framing all the units instead would centre a game whose
/// armies stand far apart on the empty middle of the map at a legible zoom.
pub fn units_to_open_on(state: &State) -> Vec<Hex> {
    let on_map = |wanted: Option<Side>| -> Vec<Hex> {
        state
            .units
            .iter()
            .filter(|unit| wanted.is_none_or(|side| unit.side == side))
            .filter_map(|unit| unit.hex())
            .collect()
    };
    let mut hexes = on_map(state.acting_side());
    if hexes.is_empty() {
        hexes = on_map(None);
    }
    let near = |hex: Hex| {
        hexes
            .iter()
            .filter(|other| hex.unsigned_distance_to(**other) <= GROUP_RADIUS)
            .count()
    };
    // The first of the hexes with the most neighbours, so the choice is the same every time.
    let Some(centre) = hexes.iter().copied().rev().max_by_key(|hex| near(*hex)) else {
        return Vec::new();
    };
    hexes.retain(|hex| centre.unsigned_distance_to(*hex) <= GROUP_RADIUS);
    hexes
}

/// The units to open on with a margin.
fn units_in_play(state: &State) -> Option<Rect> {
    units_to_open_on(state)
        .into_iter()
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
        // The arrows move the board cursor (`session::view::board_cursor`), which the
        // camera follows; W A S D pan.
        arrow_keys: false,
    }
}

/// A board shown (or a new game on it, or a game loaded onto it) puts the board camera on
/// and frames its opening.
fn put_on_camera(
    game: Res<SoldiersSession>,
    active: Option<Res<ActiveScenario>>,
    mut steering: CameraSteering,
) {
    let loaded = active.is_some_and(|active| active.is_changed());
    steering.put_on(game.is_added() || loaded, || board_camera(&game.state));
}

/// A resize opens on the units in play as they are now.
fn keep_opening_current(game: Res<SoldiersSession>, mut cameras: Query<&mut BoardCamera>) {
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

    /// The world rectangle the camera shows of the board at `scale` round `centre`, in a
    /// `viewport` whose right `clear.right` pixels the panel covers.
    fn shown(viewport: Vec2, clear: KeepClear, (scale, centre): (f32, Vec2)) -> Rect {
        let half = viewport / 2.0 * scale;
        Rect::from_corners(
            centre - half,
            centre + Vec2::new(half.x - clear.right * scale, half.y),
        )
    }

    /// `file` played by the computer to turn `turn`'s second movement phase, saved and
    /// loaded again.
    fn resumed(file: &str, turn: u32) -> crate::app::games::soldiers::SoldiersSession {
        use crate::app::games::soldiers::play::test_games::played_until;
        use crate::app::games::soldiers::save::{load_game, saved};
        use crate::rules::soldiers::state::Phase;
        let game = played_until(file, |state| {
            state.turn == turn
                && matches!(state.phase, Phase::Movement { mover } if mover != state.first_player)
        });
        let scenario = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/soldiers")
            .join(file);
        let dir = std::env::temp_dir().join(format!(
            "muster-soldiers-framing-{file}-{}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let path = dir.join("save.ron");
        crate::files::write_ron(&path, &saved(&game, &scenario, file)).expect("saved");
        let (loaded, _, _) = load_game(&path).expect("the save loads");
        let _ = std::fs::remove_dir_all(&dir);
        loaded
    }

    #[test]
    fn a_resumed_game_opens_with_a_unit_of_the_side_to_play_in_view() {
        let clear = KeepClear {
            top: 0.0,
            right: 360.0,
        };
        for (file, turn) in [("01_brunstatt.ron", 2), ("03_le_cateau.ron", 2)] {
            let game = resumed(file, turn);
            let side = game.state.acting_side().expect("a side to play");
            for viewport in [Vec2::new(1280.0, 800.0), Vec2::new(1920.0, 1080.0)] {
                let view = shown(
                    viewport,
                    clear,
                    board_camera(&game.state).opening_view(viewport, clear),
                );
                let in_view = game
                    .state
                    .units
                    .iter()
                    .filter(|unit| unit.side == side)
                    .filter_map(|unit| unit.hex())
                    .any(|hex| view.contains(hex_centre(hex)));
                assert!(
                    in_view,
                    "{file} at {viewport}: no unit of the side to play in {view:?}"
                );
            }
        }
    }

    #[test]
    fn the_opening_view_centres_on_one_group_of_the_side_to_play() {
        use crate::app::games::soldiers::play::test_games::played_until;
        let game = played_until("01_brunstatt.ron", |state| state.turn == 2);
        let side = game.state.acting_side().expect("a side to play");
        let hexes = units_to_open_on(&game.state);
        assert!(!hexes.is_empty());
        assert!(hexes.iter().all(|hex| {
            game.state
                .units
                .iter()
                .any(|unit| unit.side == side && unit.hex() == Some(*hex))
        }));
        let first = hexes[0];
        assert!(
            hexes
                .iter()
                .all(|hex| hex.unsigned_distance_to(first) <= 2 * GROUP_RADIUS)
        );
    }
}
