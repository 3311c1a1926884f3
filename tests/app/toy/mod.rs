//! A toy ruleset, test-only, that comes in through the one door (`core::ruleset_door`) as a
//! fifth ruleset would: its engine (`engine.rs`), its game (`game.rs`), its scenario
//! (`pebbles.ron`) and its entry (below) are all in this folder, and a test app takes it in
//! with one line, `add_rulesets(&mut app, toy::RULESETS)`. The tests (`tests.rs`) play it
//! from the menu's messages through save, load, Resume, replay and a network pair, and
//! check that nothing outside this folder names it.

mod engine;
mod game;
mod tests;

use bevy::prelude::*;
use muster::app::core::ruleset_door::{RulesetEntry, RulesetId};
use muster::ruleset::RulesetCard;

use game::{PebblesTurns, toy_scenario};

/// What the toy is called.
pub const CARD: RulesetCard = RulesetCard {
    short_name: "toy",
    title: "Pebbles (a toy ruleset)",
    blurb: "Take one pebble or two; whoever takes the last wins.",
    folder: "toy",
};

/// The toy's ruleset.
pub const ID: RulesetId = RulesetId(&CARD);

/// The toy's entry: everything the app asks of it.
pub const RULESETS: &[RulesetEntry] = &[RulesetEntry {
    id: ID,
    what_opens: "A pile of pebbles opens for two players.",
    sample_save: "Seven pebbles, 3 taken",
    walkthrough_corner: bevy_egui::egui::Align2::LEFT_BOTTOM,
    plays: |scenario| toy_scenario(scenario).is_some(),
    logic_plugin,
    view_plugin: muster::app::session::view::plugin::<PebblesTurns>,
    own_button: None,
    edits_scenarios: false,
    simulate: None,
    tournament: None,
}];

/// The toy without a window: the session's systems and its registration with the shell.
fn logic_plugin(app: &mut App) {
    muster::app::session::turn_plugin::plugin::<PebblesTurns>(app);
    muster::app::session::registration::plugin::<PebblesTurns>(app);
}
