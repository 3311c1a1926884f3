//! What the pages, the panel and the command line ask of correspondence play.

use std::path::PathBuf;

use bevy::prelude::*;

/// Start a game by correspondence: the invitation to the other player is written.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct StartCorrespondence {
    /// The scenario file.
    pub scenario: PathBuf,
    /// This player's seat.
    pub my_seat: usize,
    /// The two players' names, by seat.
    pub names: [String; 2],
}

/// Open a turn file: accept an invitation, or take the other player's turn.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct OpenTurnFile(pub PathBuf);

/// A turn file read from disk, for the game of its ruleset to open.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct TurnFileRead {
    pub path: PathBuf,
    pub ruleset: String,
    pub text: String,
}

/// Write this player's turn to the next file (the panel's Send turn).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SendTurn;
