//! Muster: a Free Move – Timed Move battle table and three grid rulesets for wargame clubs.
//!
//! `rules`, `ruleset` and `scenario` live in the `muster_rules` crate, which cannot depend on
//! bevy; `app` is the bevy presentation around them.

pub mod app;
pub mod cli;
pub mod files;
pub use muster_rules::{
    balance, companion, correspondence, rules, ruleset, scenario, tournament, walkthrough,
};
