//! The printed map on the editor's screen, drawn as in play (the mapsheet of
//! `board::board_scene`), with the map camera: the whole map framed left of the panel,
//! zoom by the wheel, pan with a right or middle drag and W A S D (the left button paints).

use bevy::prelude::*;

use bevy::window::PrimaryWindow;

use super::panel::{PANEL_WIDTH, strip_height};
use crate::app::core::camera::{
    BoardCamera, CameraSteering, CameraSystems, Clearance, Farthest, take_off_board_camera,
};
use crate::app::core::screens::Screen;
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::games::soldiers::board::board_scene::{ground, vertex_colour_material};
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, board_rect};
use crate::rules::soldiers::tables::Tables;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::SoldiersEditor), spawn_map)
        .add_systems(
            Update,
            (put_on_camera, keep_clear_of_the_checks)
                .chain()
                .before(CameraSystems)
                .run_if(in_state(Screen::SoldiersEditor)),
        )
        .add_systems(OnExit(Screen::SoldiersEditor), take_off_board_camera);
}

/// The camera's parameters for the editor's map: the whole map, left of the panel.
pub fn editor_camera() -> BoardCamera {
    BoardCamera {
        board: board_rect(&Tables::shipped().map),
        opening: None,
        clear: Clearance {
            top: 0.0,
            right_points: PANEL_WIDTH,
        },
        margin: 1.02,
        closest: HEX_SIZE / 120.0,
        farthest: Farthest::WholeBoardTimes(1.3),
        drag_buttons: vec![MouseButton::Right, MouseButton::Middle],
        arrow_keys: true,
    }
}

fn spawn_map(
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut commands: Commands,
) {
    let tables = Tables::shipped();
    let material = vertex_colour_material(&mut materials);
    commands.spawn((
        Name::new("Soldiers editor mapsheet"),
        Mesh2d(meshes.add(ground(&tables.map).build())),
        MeshMaterial2d(material),
        Transform::from_xyz(0.0, 0.0, 0.0),
        DespawnOnExit(Screen::SoldiersEditor),
    ));
}

/// The editor's camera goes on the camera once the screen is up (the camera may be made
/// after the screen is entered at start-up).
fn put_on_camera(mut steering: CameraSteering) {
    steering.put_on(false, editor_camera);
}

/// The map keeps clear of the checks' strip along its top, at the window's height and UI
/// scale as they are now.
fn keep_clear_of_the_checks(
    window: Single<&Window, With<PrimaryWindow>>,
    zoom: Res<UiZoom>,
    mut cameras: Query<&mut BoardCamera>,
) {
    let scale = zoom.0.max(0.1);
    let top = strip_height(window.height() / scale) * scale;
    for mut camera in &mut cameras {
        if camera.clear.top != top {
            camera.clear.top = top;
        }
    }
}
