//! The layer the grid games share: the turn-based session (commands, the computer's turns,
//! undo, saves, replays, "since your last turn", the watcher's bar) and the views every such
//! game draws alike (the hand-over cover, the log, the seat toggles, the side panel). It
//! imports the core only.

pub mod balance_check;
pub mod command_log;
pub mod command_relay;
pub mod computer_search;
pub mod computer_thinking;
pub mod correspondence;
pub mod ladder_seat;
pub mod messages;
pub mod network_play;
pub mod open_error;
pub mod pace;
pub mod play_out;
pub mod registration;
pub mod replay;
pub mod save_error;
pub mod seat_computers;
pub mod simulate_summary;
pub mod since_last_turn;
pub mod turn_game;
pub mod turn_plugin;
pub mod turn_records;
pub mod turn_saves;
pub mod turns;
pub mod view;
pub mod watch_speed;

pub use command_log::CommandLog;
pub use messages::{ComputerPace, SeatsChoice, SessionCommand, SessionEvent, UndoRequest};
pub use open_error::OpenError;
pub use turn_game::TurnGame;
pub use turns::Session;
