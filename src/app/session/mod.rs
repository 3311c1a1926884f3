//! The layer the grid games share: the turn-based session (commands, the computer's turns,
//! undo, saves, replays, the watcher's bar). It imports the core only.

pub mod pace;
pub mod play_out;
pub mod replay;
pub mod turn_saves;
pub mod watch_speed;
