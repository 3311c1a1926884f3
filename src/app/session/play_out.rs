//! Playing a game forward before it is shown (the screenshot command's `--play-moves`, the
//! replay tests): every game reads the same request.

use bevy::prelude::*;

/// Play the game forward before showing it: in Free Move, `moves` timed moves of random
/// legal commands from `seed`; in the grid games, `moves` commands of the computer.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayOut {
    pub seed: u64,
    pub moves: u32,
}
