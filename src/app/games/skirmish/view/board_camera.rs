//! The Skirmish Wars board's camera: while the square board is shown, the camera carries
//! a [`BoardCamera`] over a world of one unit a square (square (x, y) spans x..x+1 and
//! −(y+1)..−y), framed left of the panel. The wheel and + / − zoom, a right or middle drag,
//! W A S D pan (the arrows move the board cursor), Home frames the board again; the egui painter draws the
//! squares where the camera puts them ([`SquareLayout`]).

use bevy::prelude::*;
use bevy_egui::egui;

use super::PANEL_WIDTH;
use crate::app::core::camera::{
    BoardCamera, CameraSteering, CameraSystems, Clearance, Farthest, take_off_board_camera,
};
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::SkirmishSession;
use crate::rules::skirmish::map::Pos;

/// The closest zoom: a square this many logical pixels across.
const LARGEST_SQUARE: f32 = 240.0;
/// The farthest zoom, in whole boards.
const FARTHEST_BOARDS: f32 = 2.0;
/// Margin round the framed board, as a factor.
const MARGIN: f32 = 1.04;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        put_on_camera
            .before(CameraSystems)
            .run_if(in_state(Screen::Skirmish).and_then(resource_exists::<SkirmishSession>)),
    )
    .add_systems(OnExit(Screen::Skirmish), take_off_board_camera);
}

/// The camera's parameters for a map `width` × `height` squares.
fn board_camera(width: i32, height: i32) -> BoardCamera {
    BoardCamera {
        board: Rect::new(0.0, -(height as f32), width as f32, 0.0),
        opening: None,
        clear: Clearance {
            top: 0.0,
            right_points: PANEL_WIDTH,
        },
        margin: MARGIN,
        closest: 1.0 / LARGEST_SQUARE,
        farthest: Farthest::WholeBoardTimes(FARTHEST_BOARDS),
        drag_buttons: vec![MouseButton::Right, MouseButton::Middle],
        // The arrows move the board cursor (`session::view::board_cursor`), which the
        // camera follows; W A S D pan.
        arrow_keys: false,
    }
}

/// A board shown (or a new game on it) puts the board camera on and frames the board.
fn put_on_camera(game: Res<SkirmishSession>, mut steering: CameraSteering) {
    let map = &game.state.map;
    steering.put_on(game.is_added(), || board_camera(map.width, map.height));
}

/// Where the squares sit on the screen, in egui points, as the camera shows them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SquareLayout {
    /// Square (0, 0)'s top-left corner.
    pub origin: egui::Pos2,
    /// A square's side.
    pub size: f32,
}

impl SquareLayout {
    /// The layout through `camera` at the UI scale `ui_scale`.
    pub fn through(
        camera: &Camera,
        transform: &GlobalTransform,
        projection: &Projection,
        ui_scale: f32,
    ) -> Option<Self> {
        let Projection::Orthographic(ortho) = projection else {
            return None;
        };
        let origin = camera.world_to_viewport(transform, Vec3::ZERO).ok()? / ui_scale;
        Some(SquareLayout {
            origin: egui::pos2(origin.x, origin.y),
            size: 1.0 / ortho.scale / ui_scale,
        })
    }

    /// Square `pos` on the screen.
    pub fn rect(&self, pos: Pos) -> egui::Rect {
        egui::Rect::from_min_size(
            self.origin + egui::vec2(pos.x as f32 * self.size, pos.y as f32 * self.size),
            egui::vec2(self.size, self.size),
        )
    }

    /// The square under `point` (on the map or not).
    pub fn square_at(&self, point: egui::Pos2) -> Pos {
        let local = (point - self.origin) / self.size;
        Pos::new(local.x.floor() as i32, local.y.floor() as i32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_inside_a_square_is_that_square() {
        let layout = SquareLayout {
            origin: egui::pos2(10.0, 20.0),
            size: 30.0,
        };
        let square = layout.rect(Pos::new(2, 3));
        assert_eq!(layout.square_at(square.center()), Pos::new(2, 3));
        assert_eq!(square.min, egui::pos2(70.0, 110.0));
    }
}
