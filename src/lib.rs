//! Muster: a Free Move – Timed Move battle table and three grid rulesets for wargame clubs.
//!
//! `rules` and `scenario` are pure Rust (no bevy); `app` is the bevy presentation around them.

pub mod app;
pub mod cli;
pub mod files;
pub mod rules;
pub mod ruleset;
pub mod scenario;
