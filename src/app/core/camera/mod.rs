//! The one 2D camera and its one pan-and-zoom controller for every board. A board's screen
//! puts a [`BoardCamera`] on the camera with its parameters (what it frames, what the panels
//! keep clear, the zoom limits, which buttons and keys pan) and takes it off as it leaves;
//! [`framing`] frames it, [`controls`] lets the players pan and zoom it.

pub mod controls;
pub mod framing;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub use framing::{KeepClear, fit, table_on_screen};

/// The Free Move table's rectangle in inches, when a table is shown, and how much of the
/// window's top the clock bar keeps (logical pixels). The table screen steers the camera
/// from it; the input reads it to keep cursors on the table.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct TableView {
    pub bounds: Option<Rect>,
    pub top_strip: f32,
}

/// Ask the camera to frame its board's opening view again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FitBoard;

/// A two-finger gesture from the touch screen: move by `pan` (logical pixels) and zoom by
/// `zoom` (above 1 zooms in) about the `centre` (logical pixels).
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct CameraGesture {
    pub pan: Vec2,
    pub zoom: f32,
    pub centre: Vec2,
}

/// A board's pan and zoom, on the camera while the board is shown. Scales are world units
/// per logical pixel (the orthographic projection's scale).
#[derive(Component, Debug, Clone, PartialEq)]
pub struct BoardCamera {
    /// The whole board in world units: Home frames it.
    pub board: Rect,
    /// What the board opens on, and a resize or [`FitBoard`] frames again; `None`: the
    /// whole board.
    pub opening: Option<Opening>,
    /// What the panels keep clear of the framed board.
    pub clear: Clearance,
    /// Margin round a framed area, as a factor (1.04: four per cent).
    pub margin: f32,
    /// The closest zoom.
    pub closest: f32,
    /// The farthest zoom.
    pub farthest: Farthest,
    /// The mouse buttons whose drag pans.
    pub drag_buttons: Vec<MouseButton>,
    /// Whether the arrow keys pan as W A S D do.
    pub arrow_keys: bool,
}

/// A part of the board to open on, and the farthest scale to show it at (so counters
/// stay legible).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Opening {
    pub area: Rect,
    pub farthest: f32,
}

/// The parts of the window the panels keep: a strip along the top (logical pixels) and a
/// column on the right (egui points at UI scale 1, never more than half the window).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Clearance {
    pub top: f32,
    pub right_points: f32,
}

/// How far out the players may zoom.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Farthest {
    /// At most this scale.
    Scale(f32),
    /// At most this many times the scale that frames the whole board.
    WholeBoardTimes(f32),
}

/// The camera's systems: boards that change their [`BoardCamera`] run before it, pickers
/// that read the camera after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CameraSystems;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TableView>()
        .add_message::<FitBoard>()
        .add_message::<CameraGesture>()
        .insert_resource(ClearColor(Color::srgb(0.10, 0.11, 0.12)))
        .add_systems(Startup, spawn_camera)
        .add_plugins((framing::plugin, controls::plugin));
}

/// What a board's screen steers the camera with: it puts its [`BoardCamera`] on (framing
/// the opening) and takes it off.
#[derive(SystemParam)]
pub struct CameraSteering<'w, 's> {
    cameras: Query<'w, 's, (Entity, Has<BoardCamera>), With<Camera2d>>,
    fit: MessageWriter<'w, FitBoard>,
    commands: Commands<'w, 's>,
}

impl CameraSteering<'_, '_> {
    /// Puts `board` on the camera and frames its opening, when the camera has no board
    /// camera yet or `fresh` says the board is new.
    pub fn put_on(&mut self, fresh: bool, board: impl Fn() -> BoardCamera) {
        for (camera, steered) in &self.cameras {
            if fresh || !steered {
                self.commands.entity(camera).insert(board());
                self.fit.write(FitBoard);
            }
        }
    }

    /// Takes the board camera off: no board is shown.
    pub fn take_off(&mut self) {
        for (camera, steered) in &self.cameras {
            if steered {
                self.commands.entity(camera).remove::<BoardCamera>();
            }
        }
    }
}

/// Takes the board camera off as a board's screen ends.
pub fn take_off_board_camera(mut steering: CameraSteering) {
    steering.take_off();
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
