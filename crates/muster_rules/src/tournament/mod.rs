//! Tournaments between the computer's levels (`muster tournament`): the schedule, each
//! game's outcome, the runner, its progress and the table of results, ratings and thinking
//! times.

pub mod by_scenario;
pub mod contest;
pub mod entries;
pub mod free_move;
pub mod movement_game;
pub mod played;
pub mod progress;
pub mod run;
pub mod schedule;
pub mod skirmish;
pub mod soldiers;
pub mod stats;
