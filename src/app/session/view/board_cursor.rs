//! The board cursor: every grid board played by keys, written once. A highlighted cell,
//! outlined in the board's own cursor colour, that the arrow keys move
//! ([`cursor_steps`](super::cursor_steps) says where); Enter or Space on it is a click on
//! it, sent as the board's own click message, so it takes the one way a click takes
//! ([`board_click`](super::board_click)); Escape drops the picks where the board says so;
//! Enter or Space lifts the hand-over cover.
//!
//! The cursor shows at the first arrow or Space (on the selected unit, else the first unit
//! of the side to act, as the board says) and hides when the mouse moves or clicks; while
//! it is hidden, Enter keeps the board's own meaning (ending the turn). The keys it uses
//! are taken out of the frame ([`TakeKeys`]) so no other cursor or the camera moves with
//! them. Nothing while a menu is open, the game is paused, or an egui widget has the
//! keyboard (a name being typed, a panel button reached by Tab): those keys are egui's;
//! Escape on a panel's focused button gives them back to the board.

use std::marker::PhantomData;

use bevy::ecs::component::Mutable;
use bevy::ecs::system::{StaticSystemParam, SystemParam, SystemParamItem};
use bevy::input::InputSystems;
use bevy::input::mouse::AccumulatedMouseMotion;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContext, EguiContexts, EguiPrimaryContextPass, egui};

use super::BoardDrawn;
use super::cursor_steps::{ARROWS, Step, step};
use super::hand_over::HandOver;
use crate::app::core::camera::BoardCamera;
use crate::app::core::input::TakeKeys;
use crate::app::core::screens::{Menu, Pause};
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::core::ui::widgets::{board_area, side_panel_points};
use crate::app::session::turn_game::TurnGame;
use crate::app::session::turns::Session;

/// A grid board the cursor plays on: its click message (`Self`), its cells by column and
/// row (the row growing downwards on screen), where the cursor starts and how it is drawn.
pub trait CursorBoard: Message + Copy {
    /// The game the board plays.
    type Game: TurnGame;
    /// The player's picks the cursor starts from (and Escape drops).
    type Picks: Resource<Mutability = Mutable>;
    /// What the board needs to say where a cell lies on screen.
    type Geometry: SystemParam + 'static;
    /// The cursor's outline, in the board's palette.
    const COLOUR: egui::Color32;
    /// The side panel's preferred width, in points: the cursor is not drawn under it.
    const PANEL_WIDTH: f32;
    /// A click on the cell at column and row `cell`.
    fn click(cell: IVec2) -> Self;
    /// Whether `cell` is on the board.
    fn on_board(session: &Session<Self::Game>, cell: IVec2) -> bool;
    /// Where the cursor appears: the selected unit, else the side to act's first one.
    fn start(session: &Session<Self::Game>, picks: &Self::Picks) -> Option<IVec2>;
    /// Escape: drop the picks, if there are any (then Escape does not pause).
    fn cancel(_picks: &mut Self::Picks) -> bool {
        false
    }
    /// The cell's outline on screen, in egui points (none: not drawn).
    fn outline(cell: IVec2, geometry: &SystemParamItem<Self::Geometry>) -> Vec<egui::Pos2>;
    /// The cell's centre in the world, for a board the camera pans over (kept in view).
    fn world_centre(_cell: IVec2) -> Option<Vec2> {
        None
    }
}

/// Where the board cursor is and whether it shows.
#[derive(Resource, Debug)]
pub struct BoardCursor<C> {
    pub cell: Option<IVec2>,
    pub shown: bool,
    board: PhantomData<fn() -> C>,
}

impl<C> Default for BoardCursor<C> {
    fn default() -> Self {
        BoardCursor {
            cell: None,
            shown: false,
            board: PhantomData,
        }
    }
}

/// A world board's cells on screen: through the board's camera, in egui points.
#[derive(SystemParam)]
pub struct BoardView<'w, 's> {
    camera: Option<Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>>,
    zoom: Res<'w, UiZoom>,
}

impl BoardView<'_, '_> {
    /// World points on screen, in egui points (none without the board's camera).
    pub fn points(&self, world: &[Vec2]) -> Vec<egui::Pos2> {
        let Some(camera) = self.camera.as_deref() else {
            return Vec::new();
        };
        let (camera, transform) = *camera;
        let scale = self.zoom.0.max(0.1);
        world
            .iter()
            .filter_map(|point| camera.world_to_viewport(transform, point.extend(0.0)).ok())
            .map(|screen| egui::pos2(screen.x / scale, screen.y / scale))
            .collect()
    }
}

/// Add the board cursor for the board `C`: its keys (headless too) and its outline.
pub fn add_board_cursor<C: CursorBoard>(app: &mut App) {
    let screen = <C::Game as TurnGame>::SCREEN;
    let on_board = in_state(screen)
        .and_then(resource_exists::<Session<C::Game>>)
        .and_then(in_state(Menu::None))
        .and_then(|pause: Res<State<Pause>>| !pause.get().0)
        .and_then(|egui: Option<Res<EguiWantsInput>>| {
            !egui.is_some_and(|egui| egui.wants_any_keyboard_input())
        });
    app.init_resource::<BoardCursor<C>>()
        .add_systems(
            PreUpdate,
            cursor_keys::<C>
                .after(InputSystems)
                .in_set(TakeKeys)
                .run_if(on_board),
        )
        .add_systems(
            PreUpdate,
            back_to_the_board
                .after(InputSystems)
                .in_set(TakeKeys)
                .run_if(in_state(screen).and_then(in_state(Menu::None)).and_then(
                    |egui: Option<Res<EguiWantsInput>>| {
                        egui.is_some_and(|egui| egui.wants_any_keyboard_input())
                    },
                )),
        )
        .add_systems(
            Update,
            keep_in_view::<C>.run_if(in_state(screen).and_then(in_state(Menu::None))),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_cursor::<C>
                .after(BoardDrawn)
                .run_if(in_state(screen).and_then(in_state(Menu::None))),
        )
        .add_systems(OnExit(screen), |mut cursor: ResMut<BoardCursor<C>>| {
            *cursor = BoardCursor::default();
        });
}

/// Take `key` out of the frame: neither pressed nor just pressed nor just released.
fn take(keys: &mut ButtonInput<KeyCode>, key: KeyCode) {
    keys.release(key);
    keys.clear_just_pressed(key);
    keys.clear_just_released(key);
}

/// The first cell on the board, row by row (a board with no unit to start on).
fn first_cell(on_board: impl Fn(IVec2) -> bool) -> Option<IVec2> {
    (0..128)
        .flat_map(|row| (0..128).map(move |column| IVec2::new(column, row)))
        .find(|cell| on_board(*cell))
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn cursor_keys<C: CursorBoard>(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    motion: Option<Res<AccumulatedMouseMotion>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    session: Res<Session<C::Game>>,
    mut picks: ResMut<C::Picks>,
    hand: Option<ResMut<HandOver<C::Game>>>,
    mut cursor: ResMut<BoardCursor<C>>,
    mut clicks: MessageWriter<C>,
) {
    let enter = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];
    if let Some(mut hand) = hand.filter(|hand| hand.covered) {
        if keys.any_just_pressed(enter) {
            hand.covered = false;
            enter.into_iter().for_each(|key| take(&mut keys, key));
        }
        return;
    }
    let mouse_moved = motion.is_some_and(|motion| motion.delta != Vec2::ZERO)
        || buttons.is_some_and(|buttons| buttons.get_just_pressed().next().is_some());
    if mouse_moved && cursor.shown {
        cursor.shown = false;
    }
    let on_board = |cell: IVec2| C::on_board(&session, cell);
    let show = |cursor: &mut BoardCursor<C>| {
        if !cursor.shown {
            cursor.shown = true;
            cursor.cell = C::start(&session, &picks)
                .filter(|cell| on_board(*cell))
                .or_else(|| first_cell(on_board));
        }
    };
    for key in ARROWS {
        if !keys.just_pressed(key) {
            take(&mut keys, key);
            continue;
        }
        take(&mut keys, key);
        if !cursor.shown {
            show(&mut cursor);
        } else if let (Some(at), Some(way)) = (cursor.cell, Step::of_key(key)) {
            cursor.cell = Some(step(at, way, on_board));
        }
    }
    let space = keys.just_pressed(KeyCode::Space);
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    take(&mut keys, KeyCode::Space);
    if cursor.shown && (space || enter) {
        [KeyCode::Enter, KeyCode::NumpadEnter]
            .into_iter()
            .for_each(|key| take(&mut keys, key));
        if let Some(cell) = cursor.cell {
            clicks.write(C::click(cell));
        }
    } else if space {
        show(&mut cursor);
    }
    if keys.just_pressed(KeyCode::Escape) && C::cancel(&mut picks) {
        keys.clear_just_pressed(KeyCode::Escape);
    }
}

/// The board camera's parts the cursor pans.
type BoardCameraParts = (
    &'static Camera,
    &'static GlobalTransform,
    &'static mut Transform,
);

/// Escape with a panel's widget focused (reached by Tab) hands the keys back to the board
/// cursor, rather than pausing: on a grid board with no menu open, no widget takes typing.
fn back_to_the_board(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut contexts: Query<&mut EguiContext>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    for mut context in &mut contexts {
        let ctx = context.get_mut();
        if let Some(id) = ctx.memory(|memory| memory.focused()) {
            ctx.memory_mut(|memory| memory.surrender_focus(id));
            keys.clear_just_pressed(KeyCode::Escape);
        }
    }
}

/// A board the camera pans over follows the cursor: a cell moved near the edge of the
/// board's part of the window (or past it, or under the side panel) is brought just inside,
/// the camera panning no more than that.
fn keep_in_view<C: CursorBoard>(
    cursor: Res<BoardCursor<C>>,
    zoom: Res<UiZoom>,
    camera: Option<Single<BoardCameraParts, With<BoardCamera>>>,
) {
    if !cursor.is_changed() || !cursor.shown {
        return;
    }
    let (Some(camera), Some(world)) = (camera, cursor.cell.and_then(C::world_centre)) else {
        return;
    };
    let (camera, global, mut transform) = camera.into_inner();
    let (Ok(screen), Some(size)) = (
        camera.world_to_viewport(global, world.extend(0.0)),
        camera.logical_viewport_size(),
    ) else {
        return;
    };
    let scale = zoom.0.max(0.1);
    let panel = side_panel_points(C::PANEL_WIDTH, size.x / scale) * scale;
    let margin = Vec2::splat(60.0).min(size / 4.0);
    let inside = Rect::from_corners(margin, Vec2::new(size.x - panel, size.y) - margin);
    if inside.is_empty() || inside.contains(screen) {
        return;
    }
    let wanted = screen.clamp(inside.min, inside.max);
    if let (Ok(from), Ok(to)) = (
        camera.viewport_to_world_2d(global, screen),
        camera.viewport_to_world_2d(global, wanted),
    ) {
        transform.translation += (from - to).extend(0.0);
    }
}

fn draw_cursor<C: CursorBoard>(
    mut contexts: EguiContexts,
    cursor: Res<BoardCursor<C>>,
    geometry: StaticSystemParam<C::Geometry>,
) -> Result {
    let (true, Some(cell)) = (cursor.shown, cursor.cell) else {
        return Ok(());
    };
    let points = C::outline(cell, &geometry);
    if points.len() < 3 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Over the board, under the panels, the menus and the hand-over cover.
    let painter = ctx
        .layer_painter(egui::LayerId::new(
            egui::Order::Middle,
            egui::Id::new("board cursor"),
        ))
        .with_clip_rect(board_area(ctx.content_rect(), C::PANEL_WIDTH));
    painter.add(egui::Shape::closed_line(
        points.clone(),
        egui::Stroke::new(7.0, egui::Color32::BLACK),
    ));
    painter.add(egui::Shape::closed_line(
        points,
        egui::Stroke::new(3.5, C::COLOUR),
    ));
    Ok(())
}
