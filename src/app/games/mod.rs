//! The games: Free Move – Timed Move, Soldiers, Skirmish Wars, the Untitled Movement Game and
//! the companion. Each imports the session and the core, never another game nor the shell.
//!
//! # Adding a ruleset
//!
//! A ruleset comes in through one door (`core::ruleset_door`): its [`RulesetEntry`] in
//! [`RULESETS`] is all the shell, the menus, the keys, the pause menu, `muster simulate`,
//! `muster tournament` and the command line learn of it. A new ruleset touches its own
//! folders and two existing lines:
//!
//! 1. Its engine: in `crates/muster_rules/src/rules/<name>/` when the rules crate holds it
//!    (see the checklist in `muster_rules::rules`), or in its game's own folder.
//! 2. Its game in `src/app/games/<name>/`: a [`TurnGame`](crate::app::session::turn_game::TurnGame)
//!    (`game.rs`: how a scenario becomes a `Session`, the computer's command, the log's
//!    words), its save format (`save.rs`, a `VersionedSave`), its
//!    [`RegisteredTurnGame`](crate::app::session::registration::RegisteredTurnGame) (its
//!    saves' labels, its page of the rules reference), its board and panels, and a
//!    `logic_plugin` (the game without a window: `session::turn_plugin::plugin::<G>` and
//!    `session::registration::plugin::<G>`) and a `plugin` (the board:
//!    `session::view::plugin::<G>` and its own).
//! 3. Its `ruleset_entry.rs`: its card (short name, title, blurb, scenario folder: a
//!    `RulesetCard`; the rules crate's four come from `Ruleset::card`), what opens, which
//!    scenarios it plays, its two plugins, and its `simulate` and `tournament` hooks if it
//!    offers them.
//! 4. Its scenario files in `scenarios/<folder>/`. The rules crate's `Scenario` is one enum
//!    for its four engines; a ruleset it has no engine for writes
//!    `Registered((ruleset: "<short name>", name: …, seats: […], settings: (…)))` and reads
//!    its settings itself.
//! 5. The two lines: `pub mod <name>;` below, and `<name>::ruleset_entry::RULESET,` in
//!    [`RULESETS`]. Nothing else: the title menu's modes, the mode's page, Esc, the pause
//!    menu, Resume, the saved-games page, Save as…, the network lobby and the command line's
//!    names all follow from the entry. The test-only ruleset in `tests/app/toy/` is the
//!    proof: it comes in through the same door (`add_rulesets`), its tests play it from the
//!    menu through save, load, Resume, replay and a network pair, and check that nothing
//!    outside its folder names it but the one line that adds its module.
//!
//! What stays the rules crate's own: the guided walkthroughs and the demo's scenarios are
//! written for its four engines, so a mode's page offers them only for those
//! ([`RulesetId::engine_ruleset`](crate::app::core::ruleset_door::RulesetId::engine_ruleset)).

pub mod companion;
pub mod free_move;
pub mod movement_game;
pub mod skirmish;
pub mod soldiers;

use crate::app::core::ruleset_door::RulesetEntry;

/// Every ruleset, one line each, in the title menu's order.
pub const RULESETS: &[RulesetEntry] = &[
    free_move::ruleset_entry::RULESET,
    soldiers::ruleset_entry::RULESET,
    skirmish::ruleset_entry::RULESET,
    movement_game::ruleset_entry::RULESET,
];
