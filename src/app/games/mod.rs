//! The games: Free Move – Timed Move, Soldiers, Skirmish Wars, the Untitled Movement Game and
//! the companion. Each imports the session and the core, never another game nor the shell.

pub mod companion;
pub mod free_move;
pub mod movement_game;
pub mod skirmish;
pub mod soldiers;
