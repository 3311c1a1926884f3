//! Each pointer drawn in its side's colour on screens that show the world.

use bevy::prelude::*;

use super::mouse::MousePointer;
use super::pointer::viewport_to_world;
use super::virtual_cursor::VirtualCursor;
use crate::app::core::screens::Screen;
use crate::app::core::ui::palette::SidePalette;

/// A cursor's ring, in logical pixels.
const RING_PIXELS: f32 = 14.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        draw_pointers
            .after(TransformSystems::Propagate)
            .run_if(in_state(Screen::Table)),
    );
}

fn draw_pointers(
    mut gizmos: Gizmos,
    palette: Res<SidePalette>,
    mouse: Res<MousePointer>,
    camera: Single<(&Camera, &GlobalTransform, &Projection), With<Camera2d>>,
    cursors: Query<&VirtualCursor>,
    touches: Res<Touches>,
) {
    let (camera, camera_transform, projection) = *camera;
    let Projection::Orthographic(ortho) = projection else {
        return;
    };
    let ring = RING_PIXELS * ortho.scale;
    let mut draw = |screen: Vec2, colour: Color, held: bool| {
        let Some(world) = viewport_to_world(camera, camera_transform, screen) else {
            return;
        };
        let radius = if held { ring * 1.5 } else { ring };
        gizmos.circle_2d(Isometry2d::from_translation(world), radius, colour);
        gizmos.circle_2d(
            Isometry2d::from_translation(world),
            radius * 0.92,
            Color::BLACK,
        );
        gizmos.cross_2d(Isometry2d::from_translation(world), ring * 0.6, colour);
    };
    if let Some(screen) = mouse.screen {
        draw(screen, palette.sides[0], mouse.held);
    }
    for cursor in &cursors {
        draw(
            cursor.screen,
            palette.sides[cursor.player.index()],
            cursor.held,
        );
    }
    for touch in touches.iter() {
        draw(touch.position(), Color::WHITE, true);
    }
}
