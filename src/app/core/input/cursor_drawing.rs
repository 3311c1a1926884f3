//! Each pointer drawn in its side's colour on screens that show the world, except in demo
//! mode, where nobody is playing, and a player's cursor while the computer plays that
//! player's side (the game on screen says which, in [`ComputerPlayed`]).

use bevy::prelude::*;

use super::mouse::MousePointer;
use super::player_one_keys::PlayerOneOnKeys;
use super::pointer::viewport_to_world;
use super::virtual_cursor::VirtualCursor;
use crate::app::core::screens::Screen;
use crate::app::core::staging::Staging;
use crate::app::core::ui::palette::SidePalette;

/// A cursor's ring, in logical pixels.
const RING_PIXELS: f32 = 14.0;

/// The players whose side the computer plays in the game on screen (by player: One, Two):
/// their cursors are not drawn, as nobody steers them.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ComputerPlayed(pub [bool; 2]);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPlayed>().add_systems(
        PostUpdate,
        draw_pointers
            .after(TransformSystems::Propagate)
            // Where there are gizmos to draw with (a headless app has none).
            .run_if(
                in_state(Screen::FreeMove)
                    .and_then(not_a_demo)
                    .and_then(resource_exists::<GizmoConfigStore>),
            ),
    );
}

/// Run condition: the game on screen is not the demo (whose players are the computer's).
pub(crate) fn not_a_demo(staging: Option<Res<Staging>>) -> bool {
    !staging.is_some_and(|staging| staging.demo)
}

#[allow(clippy::too_many_arguments)]
fn draw_pointers(
    mut gizmos: Gizmos,
    palette: Res<SidePalette>,
    mouse: Res<MousePointer>,
    camera: Single<(&Camera, &GlobalTransform, &Projection), With<Camera2d>>,
    cursors: Query<&VirtualCursor>,
    touches: Res<Touches>,
    computer: Res<ComputerPlayed>,
    on_keys: Res<PlayerOneOnKeys>,
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
    // Player 1 on the keys: their cursor, not the mouse arrow they left, is drawn.
    if let Some(screen) = mouse.screen.filter(|_| !on_keys.0) {
        draw(screen, palette.sides[0], mouse.held);
    }
    for cursor in cursors.iter().filter(|cursor| drawn(cursor, &computer)) {
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

/// Whether a player's cursor is drawn: not while the computer plays that player's side.
fn drawn(cursor: &VirtualCursor, computer: &ComputerPlayed) -> bool {
    !computer.0[cursor.player.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::input::PlayerId;

    #[test]
    fn a_player_s_cursor_is_hidden_while_the_computer_plays_their_side_and_drawn_otherwise() {
        let two = VirtualCursor::at(PlayerId::Two, Vec2::new(100.0, 100.0));
        assert!(drawn(&two, &ComputerPlayed([false, false])), "two people");
        assert!(
            drawn(&two, &ComputerPlayed([true, false])),
            "the computer plays side 1"
        );
        assert!(
            !drawn(&two, &ComputerPlayed([false, true])),
            "the computer plays side 2"
        );
    }

    /// How many frames of three a system gated like the cursors' ran, staged as `staging`.
    fn frames_drawn(staging: Staging) -> u32 {
        #[derive(Resource, Default)]
        struct Drawn(u32);
        let mut app = App::new();
        app.insert_resource(staging)
            .init_resource::<Drawn>()
            .add_systems(
                Update,
                (|mut drawn: ResMut<Drawn>| drawn.0 += 1).run_if(not_a_demo),
            );
        for _ in 0..3 {
            app.update();
        }
        app.world().resource::<Drawn>().0
    }

    #[test]
    fn no_player_cursor_is_drawn_in_the_demo() {
        let demo = Staging {
            demo: true,
            ..Staging::default()
        };
        assert_eq!(frames_drawn(demo), 0);
    }

    #[test]
    fn the_players_cursors_are_drawn_in_their_own_game_and_a_walkthrough() {
        assert_eq!(frames_drawn(Staging::default()), 3);
        let walkthrough = Staging {
            walkthrough: true,
            ..Staging::default()
        };
        assert_eq!(frames_drawn(walkthrough), 3);
    }
}
