//! [`BoardCursor`]: the hex under the mouse or the last touch, read through the camera as
//! the board camera left it this frame, for picking.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use hexx::Hex;

use crate::app::core::camera::CameraSystems;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::SoldiersSession;
use crate::app::games::soldiers::hex_layout::hex_under;

/// The hex under the mouse (or the last touch), and the world point.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct BoardCursor {
    pub hex: Option<Hex>,
    pub world: Option<Vec2>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .add_systems(
            Update,
            track_cursor
                .after(CameraSystems)
                .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
        )
        .add_systems(
            OnExit(Screen::Soldiers),
            |mut cursor: ResMut<BoardCursor>| {
                *cursor = BoardCursor::default();
            },
        );
}

/// The hex under the mouse, or under the last finger to touch.
fn track_cursor(
    game: Res<SoldiersSession>,
    touches: Res<Touches>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut cursor: ResMut<BoardCursor>,
) {
    let (camera, global) = *camera;
    let screen = touches
        .iter()
        .chain(touches.iter_just_released())
        .last()
        .map(|touch| touch.position())
        .or_else(|| window.cursor_position());
    let Some(screen) = screen else {
        cursor.set_if_neq(BoardCursor::default());
        return;
    };
    if egui_input.wants_any_pointer_input() {
        cursor.set_if_neq(BoardCursor::default());
        return;
    }
    let world = camera.viewport_to_world_2d(global, screen).ok();
    let hex = world.and_then(|world| hex_under(&game.state.tables.map, world));
    cursor.set_if_neq(BoardCursor { hex, world });
}
