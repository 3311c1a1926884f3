//! Cursors steered by keys, a gamepad or a second mouse: player 2 always has one, player 1
//! gets one while holding a gamepad or on the keys ([`PlayerOneOnKeys`]). Each acts as a
//! pointer of its own, at the same time as the mouse.
//!
//! A cursor starts on its player's side of the table (player 2 at the far edge, top of the
//! screen, right of the middle; player 1 at the near edge, left of it), is always drawn, and
//! stays on the table's rectangle on screen while a table is shown (else in the window).
//! Keys and sticks move it as [`cursor_speed`](super::cursor_speed) says; a second mouse
//! moves it by its own motion. A press or release acts where the cursor was shown when it
//! happened: before this frame's key or stick movement, and for a second mouse after the
//! motion that came before the click.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use leafwing_input_manager::prelude::*;

use super::bindings::{PlayerAction, PlayerControls};
use super::cursor_speed::Steering;
use super::gamepads::GamepadSeats;
use super::mouse::MousePointer;
use super::player_one_keys::{FollowPlayerOneSHands, PlayerOneOnKeys};
use super::pointer::{PlayerId, PointerId, PointerMessage, PointerPhase, viewport_to_world};
use crate::app::core::camera::{TableView, table_on_screen};
use crate::app::core::system_sets::AppSystems;

/// A player's cursor, in window coordinates (logical pixels).
#[derive(Component, Debug, Clone, PartialEq)]
pub struct VirtualCursor {
    pub player: PlayerId,
    pub screen: Vec2,
    /// Grabbing: the equivalent of a held mouse button.
    pub held: bool,
    last_world: Option<Vec2>,
    steering: Steering,
    /// What a second mouse did to this cursor since the last frame, in order.
    pub(super) mouse_steps: Vec<MouseStep>,
}

/// One thing a second mouse did to a cursor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum MouseStep {
    /// Moved by this many logical pixels.
    Move(Vec2),
    /// The left button went down (`true`) or up.
    Left(bool),
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_player_two_cursor)
        .add_systems(
            Update,
            (
                keep_player_one_s_cursor,
                place_cursors_on_a_new_table,
                steer_cursors,
            )
                .chain()
                .after(FollowPlayerOneSHands)
                .in_set(AppSystems::RecordInput),
        );
}

impl VirtualCursor {
    /// A cursor of `player`'s at `screen`, at rest.
    pub fn at(player: PlayerId, screen: Vec2) -> Self {
        VirtualCursor {
            player,
            screen,
            held: false,
            last_world: None,
            steering: Steering::default(),
            mouse_steps: Vec::new(),
        }
    }
}

fn new_cursor(player: PlayerId, screen: Vec2) -> impl Bundle {
    (
        Name::new(format!("{} cursor", player.name())),
        VirtualCursor::at(player, screen),
    )
}

/// Where a player's cursor starts on a table, in world units: player 2 (side 1, deploying
/// at the top) near the far edge right of the middle, player 1 near the near edge left of it.
pub fn start_on_table(player: PlayerId, table: Rect) -> Vec2 {
    let share = match player {
        PlayerId::One => Vec2::new(0.4, 0.2),
        PlayerId::Two => Vec2::new(0.6, 0.8),
    };
    table.min + table.size() * share
}

/// Where a player's cursor starts in a window with no table: the same shares, with the
/// screen's y downwards.
pub fn start_in_window(player: PlayerId, window: Vec2) -> Vec2 {
    let share = match player {
        PlayerId::One => Vec2::new(0.4, 0.8),
        PlayerId::Two => Vec2::new(0.6, 0.2),
    };
    window * share
}

/// The rectangle cursors stay in: the table's rectangle on screen (within the window) while
/// a table is shown and any of it is in view, else the window.
pub fn cursor_bounds(table_on_screen: Option<Rect>, window: Vec2) -> Rect {
    let window = Rect::from_corners(Vec2::ZERO, window);
    match table_on_screen.map(|table| table.intersect(window)) {
        Some(table) if !table.is_empty() => table,
        _ => window,
    }
}

fn spawn_player_two_cursor(
    mut commands: Commands,
    window: Single<&Window, With<PrimaryWindow>>,
    cursors: Query<&VirtualCursor>,
) {
    if cursors.iter().any(|cursor| cursor.player == PlayerId::Two) {
        return;
    }
    let start = start_in_window(PlayerId::Two, window.size());
    commands.spawn(new_cursor(PlayerId::Two, start));
}

/// Player 1 has a cursor while holding a gamepad or on the keys: it comes up where the
/// mouse arrow was when the keys took over (else on player 1's side), and goes once neither
/// holds and it has let go of what it carried.
#[allow(clippy::too_many_arguments)]
fn keep_player_one_s_cursor(
    seats: Res<GamepadSeats>,
    on_keys: Res<PlayerOneOnKeys>,
    mouse: Res<MousePointer>,
    cursors: Query<(Entity, &VirtualCursor)>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    view: Option<Res<TableView>>,
    mut commands: Commands,
) {
    let existing = cursors
        .iter()
        .find(|(_, cursor)| cursor.player == PlayerId::One);
    let wanted = seats.player_one.is_some() || on_keys.0;
    match existing {
        None if wanted => {
            let (camera, camera_transform) = *camera;
            let on_table = || {
                view.as_deref()
                    .and_then(|view| view.bounds)
                    .and_then(|table| {
                        let world = start_on_table(PlayerId::One, table);
                        camera
                            .world_to_viewport(camera_transform, world.extend(0.0))
                            .ok()
                    })
            };
            let start = mouse
                .screen
                .filter(|_| on_keys.0)
                .or_else(on_table)
                .unwrap_or_else(|| start_in_window(PlayerId::One, window.size()));
            commands.spawn(new_cursor(PlayerId::One, start));
        }
        Some((entity, cursor)) if !wanted && !cursor.held => commands.entity(entity).despawn(),
        _ => {}
    }
}

/// A table has just been shown: once the camera has framed it (the next frame), each cursor
/// goes to its player's side of it.
fn place_cursors_on_a_new_table(
    view: Option<Res<TableView>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut shown: Local<Option<Rect>>,
    mut waiting: Local<bool>,
    mut cursors: Query<&mut VirtualCursor>,
) {
    let bounds = view.as_deref().and_then(|view| view.bounds);
    if bounds != *shown {
        *shown = bounds;
        *waiting = bounds.is_some();
        return;
    }
    let Some(table) = bounds.filter(|_| *waiting) else {
        return;
    };
    *waiting = false;
    let (camera, camera_transform) = *camera;
    for mut cursor in &mut cursors {
        let world = start_on_table(cursor.player, table);
        if let Ok(screen) = camera.world_to_viewport(camera_transform, world.extend(0.0)) {
            cursor.screen = screen;
            cursor.steering = Steering::default();
        }
    }
}

/// What a cursor did this frame, in order: a phase and where on screen.
pub type CursorMoves = Vec<(PointerPhase, Vec2)>;

/// One frame of a cursor: first the second mouse's steps in the order they came, then a
/// grab or drop from keys or pad at the cursor as it was shown, then the keys' or stick's
/// movement (`steer`, logical pixels). Ends with where the cursor came to rest.
pub fn cursor_frame(
    cursor: &mut VirtualCursor,
    grab: Option<bool>,
    steer: Vec2,
    bounds: Rect,
) -> CursorMoves {
    let mut moves = CursorMoves::new();
    cursor.screen = cursor.screen.clamp(bounds.min, bounds.max);
    for step in std::mem::take(&mut cursor.mouse_steps) {
        match step {
            MouseStep::Move(delta) => {
                cursor.screen = (cursor.screen + delta).clamp(bounds.min, bounds.max)
            }
            MouseStep::Left(down) => change_grab(cursor, down, &mut moves),
        }
    }
    if let Some(down) = grab {
        change_grab(cursor, down, &mut moves);
    }
    cursor.screen = (cursor.screen + steer).clamp(bounds.min, bounds.max);
    let phase = if cursor.held {
        PointerPhase::Dragged
    } else {
        PointerPhase::Moved
    };
    moves.push((phase, cursor.screen));
    moves
}

fn change_grab(cursor: &mut VirtualCursor, down: bool, moves: &mut CursorMoves) {
    if down == cursor.held {
        return;
    }
    if down {
        moves.push((PointerPhase::Pressed, cursor.screen));
    } else {
        // Carry what is held to the drop point first (a drag to where it already is, is
        // not sent).
        moves.push((PointerPhase::Dragged, cursor.screen));
        moves.push((PointerPhase::Released, cursor.screen));
    }
    cursor.held = down;
}

#[allow(clippy::too_many_arguments)]
pub(super) fn steer_cursors(
    time: Res<Time<Real>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    view: Option<Res<TableView>>,
    egui_input: Res<EguiWantsInput>,
    players: Query<(&PlayerControls, &ActionState<PlayerAction>)>,
    mut cursors: Query<&mut VirtualCursor>,
    mut pointers: MessageWriter<PointerMessage>,
) {
    let (camera, camera_transform) = *camera;
    let typing = egui_input.wants_any_keyboard_input();
    let bounds = cursor_bounds(
        table_on_screen(view.as_deref(), camera, camera_transform),
        window.size(),
    );
    for mut cursor in &mut cursors {
        let state = players
            .iter()
            .find(|(controls, _)| controls.0 == cursor.player)
            .map(|(_, state)| state)
            .filter(|_| !typing);
        let (grab, steer) = match state {
            Some(state) => {
                let toggled = state.just_pressed(&PlayerAction::GrabToggle);
                let grab = if !cursor.held && (state.just_pressed(&PlayerAction::Grab) || toggled) {
                    Some(true)
                } else if cursor.held && (state.just_released(&PlayerAction::Grab) || toggled) {
                    Some(false)
                } else {
                    None
                };
                // Screen y grows downwards; "up" on a stick or key is positive y.
                let steer =
                    state.clamped_axis_pair(&PlayerAction::MoveCursor) * Vec2::new(1.0, -1.0);
                (grab, cursor.steering.step(steer, time.delta_secs()))
            }
            None => {
                cursor.steering = Steering::default();
                (None, Vec2::ZERO)
            }
        };
        for (phase, screen) in cursor_frame(&mut cursor, grab, steer, bounds) {
            let Some(world) = viewport_to_world(camera, camera_transform, screen) else {
                continue;
            };
            let hover = matches!(phase, PointerPhase::Moved | PointerPhase::Dragged);
            if hover && cursor.last_world == Some(world) {
                continue;
            }
            pointers.write(PointerMessage {
                pointer: PointerId::Cursor(cursor.player),
                player: Some(cursor.player),
                phase,
                world,
            });
            cursor.last_world = Some(world);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cursor_at(screen: Vec2) -> VirtualCursor {
        VirtualCursor::at(PlayerId::Two, screen)
    }

    const WINDOW: Vec2 = Vec2::new(1280.0, 800.0);

    fn window_bounds() -> Rect {
        cursor_bounds(None, WINDOW)
    }

    #[test]
    fn a_key_grab_in_a_frame_that_also_moves_grabs_where_the_cursor_was_shown() {
        let mut cursor = cursor_at(Vec2::new(100.0, 100.0));
        let moves = cursor_frame(
            &mut cursor,
            Some(true),
            Vec2::new(40.0, 0.0),
            window_bounds(),
        );
        assert_eq!(
            moves,
            vec![
                (PointerPhase::Pressed, Vec2::new(100.0, 100.0)),
                (PointerPhase::Dragged, Vec2::new(140.0, 100.0)),
            ]
        );
        // And a drop in a moving frame drops where it was shown, then moves on empty.
        let moves = cursor_frame(
            &mut cursor,
            Some(false),
            Vec2::new(0.0, 30.0),
            window_bounds(),
        );
        assert_eq!(
            moves,
            vec![
                (PointerPhase::Dragged, Vec2::new(140.0, 100.0)),
                (PointerPhase::Released, Vec2::new(140.0, 100.0)),
                (PointerPhase::Moved, Vec2::new(140.0, 130.0)),
            ]
        );
    }

    #[test]
    fn a_second_mouse_s_click_lands_after_the_motion_before_it_and_before_the_motion_after() {
        let mut cursor = cursor_at(Vec2::new(100.0, 100.0));
        cursor.mouse_steps = vec![
            MouseStep::Move(Vec2::new(10.0, 0.0)),
            MouseStep::Left(true),
            MouseStep::Move(Vec2::new(0.0, 20.0)),
            MouseStep::Left(false),
            MouseStep::Move(Vec2::new(5.0, 5.0)),
        ];
        let moves = cursor_frame(&mut cursor, None, Vec2::ZERO, window_bounds());
        assert_eq!(
            moves,
            vec![
                (PointerPhase::Pressed, Vec2::new(110.0, 100.0)),
                (PointerPhase::Dragged, Vec2::new(110.0, 120.0)),
                (PointerPhase::Released, Vec2::new(110.0, 120.0)),
                (PointerPhase::Moved, Vec2::new(115.0, 125.0)),
            ]
        );
        assert!(cursor.mouse_steps.is_empty());
    }

    #[test]
    fn a_cursor_stays_on_the_table_on_screen_and_in_the_window() {
        let table = Some(Rect::new(300.0, 100.0, 1100.0, 700.0));
        let bounds = cursor_bounds(table, WINDOW);
        let mut cursor = cursor_at(Vec2::new(1000.0, 600.0));
        cursor_frame(&mut cursor, None, Vec2::new(500.0, 500.0), bounds);
        assert_eq!(cursor.screen, Vec2::new(1100.0, 700.0));
        cursor.mouse_steps = vec![MouseStep::Move(Vec2::new(-5000.0, -5000.0))];
        cursor_frame(&mut cursor, None, Vec2::ZERO, bounds);
        assert_eq!(cursor.screen, Vec2::new(300.0, 100.0));
        // Zoomed in: the table overflows the window, the window bounds it.
        let big = cursor_bounds(Some(Rect::new(-500.0, -500.0, 3000.0, 3000.0)), WINDOW);
        assert_eq!(big, Rect::from_corners(Vec2::ZERO, WINDOW));
        // Panned right off: the window.
        let gone = cursor_bounds(Some(Rect::new(2000.0, 0.0, 2500.0, 300.0)), WINDOW);
        assert_eq!(gone, Rect::from_corners(Vec2::ZERO, WINDOW));
    }

    #[test]
    fn each_player_s_cursor_starts_on_their_own_side_of_a_table_and_of_a_window() {
        // Free Move: side 1 (player 2) deploys at the top of the table (high y).
        let table = Rect::new(0.0, 0.0, 72.0, 48.0);
        let two = start_on_table(PlayerId::Two, table);
        let one = start_on_table(PlayerId::One, table);
        assert!(two.y > 24.0 && one.y < 24.0, "{one} {two}");
        assert!(two.x > 36.0 && one.x < 36.0, "{one} {two}");
        assert!(table.contains(one) && table.contains(two));
        // On screen y grows downwards: player 2 in the top half.
        let two = start_in_window(PlayerId::Two, WINDOW);
        let one = start_in_window(PlayerId::One, WINDOW);
        assert!(two.y < WINDOW.y / 2.0 && one.y > WINDOW.y / 2.0);
        assert!(two.x > one.x);
    }
}
