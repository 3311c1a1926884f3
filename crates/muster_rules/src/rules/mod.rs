//! The rules engines: pure Rust, no bevy. Each ruleset follows the shape in [`engine`].
//!
//! # Adding a ruleset
//!
//! The app takes every ruleset in through one door (its `core::ruleset_door`, checklist in
//! the app's `games` module). What this crate adds for a ruleset whose engine it holds:
//!
//! 1. `rules/<name>/`: a marker type implementing [`engine::RulesEngine`] (its `State`
//!    declared by `changed_only_by_apply!`, `state/apply.rs` the only child that mutates;
//!    `layering_tests.rs` checks), its `Command`, `Event` (named for the walkthroughs:
//!    `&Event: Into<&'static str>`), `Error`, narration, captions and rules reference; its
//!    computer's levels in `ladder.rs`.
//! 2. `scenario/<name>.rs`: the file format and its `problems`, a variant of
//!    [`Scenario`](crate::scenario::Scenario), and its arm in `scenario::start::Start`.
//! 3. `ruleset.rs`: a `Ruleset` variant and its `RulesetCard` (short name, title, blurb,
//!    scenario folder); the compiler then names every `match` that must learn it (the
//!    scenario's seats and names, `tournament::contest`, `soak`, the walkthroughs).
//! 4. Optionally `tournament/<name>.rs` (one game between two levels) and `simulate.rs`,
//!    which the app's entry hooks into `muster tournament` and `muster simulate`.
//!
//! A ruleset can also live wholly in the app, its engine in its own folder: it needs nothing
//! here but its scenario files, written as `Scenario::Registered` (its short name, title,
//! seats and its own settings), which this crate loads and checks without knowing the rules.

#[cfg(test)]
pub(crate) mod chaos;
pub mod dice;
pub mod engine;
pub mod free_move;
mod guarded_state;
pub mod ladder;
#[cfg(test)]
mod layering_tests;
pub mod movement_game;
pub mod outcome;
#[cfg(test)]
pub(crate) mod property;
pub mod record;
pub mod reference;
pub mod search;
pub mod seat;
pub mod skirmish;
pub mod soldiers;
