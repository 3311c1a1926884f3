//! The one input model screens consume: pointers pressing, dragging and releasing at world
//! points, and players' named actions.

use bevy::prelude::*;

/// One of the two players at the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlayerId {
    One,
    Two,
}

impl PlayerId {
    pub const BOTH: [PlayerId; 2] = [PlayerId::One, PlayerId::Two];

    /// 0 for player one, 1 for player two (the side index in scenarios and palettes).
    pub fn index(self) -> usize {
        match self {
            PlayerId::One => 0,
            PlayerId::Two => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PlayerId::One => "Player 1",
            PlayerId::Two => "Player 2",
        }
    }
}

/// Which physical pointer a message came from. Several can be active at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PointerId {
    Mouse,
    /// A cursor driven by a player's keys and/or gamepad.
    Cursor(PlayerId),
    /// A finger on the touch screen, by bevy's touch id.
    Touch(u64),
}

/// What a pointer did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PointerPhase {
    /// Moved with nothing held (hover).
    Moved,
    /// Button, key or finger went down.
    Pressed,
    /// Moved while down.
    Dragged,
    /// Went up: the end of a drag.
    Released,
    /// The press was taken away (a finger joined a two-finger gesture): undo the drag.
    Cancelled,
}

/// "Player X pressed / dragged / released at world point P". `player` is `None` for a
/// touch: a touch acts for the side whose piece it grabs, which only the screen knows.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct PointerMessage {
    pub pointer: PointerId,
    pub player: Option<PlayerId>,
    pub phase: PointerPhase,
    /// Where, in world units (inches on a table).
    pub world: Vec2,
}

/// The named actions every mode understands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NamedAction {
    /// Done deploying / ready for the timed move.
    Ready,
    /// Rule 6: halt the timed move to clear something up.
    CallTime,
    /// Put back what is being dragged / close a dialog.
    Cancel,
    /// Turn the held or selected piece anticlockwise.
    TurnLeft,
    /// Turn the held or selected piece clockwise.
    TurnRight,
}

/// A player asked for a named action.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerActionMessage {
    pub player: PlayerId,
    pub action: NamedAction,
}

/// Where a pointer is in world units, from its position in the window (logical pixels).
pub fn viewport_to_world(
    camera: &Camera,
    camera_transform: &GlobalTransform,
    viewport: Vec2,
) -> Option<Vec2> {
    camera.viewport_to_world_2d(camera_transform, viewport).ok()
}
