//! Muster's rules layer: the rules engines, the rulesets and their scenario files.
//!
//! This crate does not depend on bevy, so the compiler itself keeps the rules pure: the app
//! (the `muster` crate) is a thin adapter that turns input into commands and events into
//! animation, sound and log lines.

pub mod balance;
pub mod companion;
pub mod correspondence;
pub mod data_folders;
pub mod rules;
pub mod ruleset;
pub mod scenario;
pub mod soak;
pub mod tournament;
pub mod walkthrough;
