//! Input one way, for every grid board: a pointer becomes a command in three steps, each
//! in one place.
//!
//! 1. **The pointer.** The board reads the core's [`PointerMessage`]s (the mouse, a touch,
//!    a player's cursor; never a press that began on a panel) and turns a press released
//!    where it went down into a click at a world point ([`Presses::click`]); the board's
//!    camera says which cell that is, and the board sends it as its own message (Soldiers'
//!    `BoardClick(Hex)`, Skirmish Wars' `SquareClick(Pos)`, the movement game's
//!    `SpaceClick(Pos)`).
//! 2. **What the click means.** A pure function of the game, the player's picks and the
//!    cell gives a [`Click`]: the command for the engine, if any, and the picks after it
//!    (Soldiers' `selection::clicked`, Skirmish Wars' `board_click::click_on`, the movement
//!    game's `board::click_on` over its `clickable` spaces). It knows nothing of bevy, and
//!    its tests build a game and call it.
//! 3. **Acting on it.** One system per board reads the cell messages (none while the game
//!    is paused), calls the function, writes the command as a `SessionCommand` and keeps
//!    the picks.
//!
//! Free Move's table is not a grid and keeps its own input (drags, measuring, aiming).

use std::collections::HashMap;

use bevy::prelude::*;

use crate::app::core::input::{PointerId, PointerMessage, PointerPhase};

/// What a click on a cell means: the command it gives the engine, if any, and the
/// player's picks after it (a unit selected, a half-made order, a word on why not).
#[derive(Debug, Clone, PartialEq)]
pub struct Click<Command, Picks> {
    pub command: Option<Command>,
    pub picks: Picks,
}

impl<Command, Picks> Click<Command, Picks> {
    /// The click only changes the picks.
    pub fn picks(picks: Picks) -> Self {
        Click {
            command: None,
            picks,
        }
    }

    /// The click gives `command`, the picks becoming `picks`.
    pub fn command(command: Command, picks: Picks) -> Self {
        Click {
            command: Some(command),
            picks,
        }
    }
}

/// Where each pointer went down on a board, in the world, and the last place a touch was
/// seen (the hex or square under a finger, there being no cursor).
#[derive(Resource, Debug, Default)]
pub struct Presses {
    down: HashMap<PointerId, Vec2>,
    pub last_touch: Option<Vec2>,
}

impl Presses {
    /// Follow one pointer message: the world point of a click when it ends one (released
    /// within `slack` world units of where it went down; farther is a drag, not a click).
    pub fn click(&mut self, message: &PointerMessage, slack: f32) -> Option<Vec2> {
        if matches!(message.pointer, PointerId::Touch(_)) {
            self.last_touch = Some(message.world);
        }
        match message.phase {
            PointerPhase::Pressed => {
                self.down.insert(message.pointer, message.world);
                None
            }
            PointerPhase::Released => {
                let start = self.down.remove(&message.pointer)?;
                (start.distance(message.world) <= slack).then_some(message.world)
            }
            PointerPhase::Cancelled => {
                self.down.remove(&message.pointer);
                None
            }
            PointerPhase::Moved | PointerPhase::Dragged => None,
        }
    }

    /// Forget every press (leaving the board).
    pub fn clear(&mut self) {
        self.down.clear();
        self.last_touch = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::input::PlayerId;

    fn mouse(phase: PointerPhase, x: f32) -> PointerMessage {
        PointerMessage {
            pointer: PointerId::Mouse,
            player: Some(PlayerId::One),
            phase,
            world: Vec2::new(x, 0.0),
        }
    }

    #[test]
    fn a_press_released_where_it_went_down_is_a_click() {
        let mut presses = Presses::default();
        assert_eq!(presses.click(&mouse(PointerPhase::Pressed, 1.0), 0.5), None);
        assert_eq!(
            presses.click(&mouse(PointerPhase::Released, 1.2), 0.5),
            Some(Vec2::new(1.2, 0.0))
        );
    }

    #[test]
    fn a_drag_or_a_release_with_no_press_is_no_click() {
        let mut presses = Presses::default();
        presses.click(&mouse(PointerPhase::Pressed, 1.0), 0.5);
        assert_eq!(
            presses.click(&mouse(PointerPhase::Released, 3.0), 0.5),
            None
        );
        assert_eq!(
            presses.click(&mouse(PointerPhase::Released, 3.0), 0.5),
            None,
            "released again, never pressed"
        );
        presses.click(&mouse(PointerPhase::Pressed, 1.0), 0.5);
        presses.click(&mouse(PointerPhase::Cancelled, 1.0), 0.5);
        assert_eq!(
            presses.click(&mouse(PointerPhase::Released, 1.0), 0.5),
            None
        );
    }
}
