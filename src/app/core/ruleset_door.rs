//! One door for a ruleset: a [`RulesetEntry`] says everything the shell, the menus, the keys,
//! the pause menu, `muster simulate`, `muster tournament` and the command line need of a
//! ruleset, and the app's one list of entries (`games::RULESETS`, one line a ruleset) is the
//! only place that names them all.
//!
//! Decisions, written down so the next ruleset follows them:
//!
//! * **Identity is open.** The app knows a ruleset by its [`RulesetId`]: a reference to its
//!   [`RulesetCard`] (short name, title, blurb, scenario folder). The rules crate's four
//!   engines keep their closed `Ruleset` enum for the rules crate's own business (its
//!   walkthroughs, its shipped scenarios, its tournaments); the app reaches them through
//!   [`RulesetId::of`], and a fifth ruleset writes its card in its own folder.
//! * **The screens derive from the entry.** A ruleset is played on `Screen::Playing(id)`
//!   (and set up, if it has a set-up screen, on `Screen::SetUp(id)`); the door registers
//!   what every game screen needs (leaving one unpauses). A game may name its screen in its
//!   own folder (`Screen::Soldiers` is Soldiers' `Screen::Playing`), never in core.
//! * **Modes derive from the entries**, in the list's order, then the companion (a mode, not
//!   a ruleset).
//! * **Hooks are fn pointers**, so the list is a `const` the command line reads without an
//!   app: whether a scenario is the ruleset's, its plugins, its `simulate` and `tournament`.
//!   What a game on screen answers (seats, saves, whether it is over) is its
//!   [`GameEntry`](super::registry::GameEntry), which its plugin registers.
//! * **Scenarios.** The rules crate's `Scenario` stays one enum for its four engines; a
//!   ruleset it has no engine for writes its files as `Registered((ruleset: "<short name>",
//!   …))` and reads its own settings from them (see `scenario::RegisteredScenario`).

use std::path::Path;

use bevy::prelude::*;

use super::menu_actions::MenuAction;
use super::screens::{Pause, Screen};
use crate::rules::ladder::{Budget, Level};
use crate::ruleset::{Ruleset, RulesetCard};
use crate::scenario::Scenario;
use crate::tournament::played::Played;

/// A ruleset as the app knows it: its card. Equal cards are the same ruleset.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RulesetId(pub &'static RulesetCard);

impl RulesetId {
    /// One of the rules crate's own four.
    pub const fn of(ruleset: Ruleset) -> RulesetId {
        RulesetId(ruleset.card())
    }

    /// The title shown in menus.
    pub fn title(self) -> &'static str {
        self.0.title
    }

    /// One line on what the ruleset is, in the player's language (a ruleset the rules crate
    /// does not hold says its card's own line).
    pub fn blurb(self) -> String {
        match self.engine_ruleset() {
            Some(Ruleset::FreeMove) => muster_text::t!("app-blurb-free-move"),
            Some(Ruleset::Soldiers) => muster_text::t!("app-blurb-soldiers"),
            Some(Ruleset::Skirmish) => muster_text::t!("app-blurb-skirmish"),
            Some(Ruleset::MovementGame) => muster_text::t!("app-blurb-movement"),
            None => self.0.blurb.to_string(),
        }
    }

    /// The name the command line and the files use (`soldiers`).
    pub fn short_name(self) -> &'static str {
        self.0.short_name
    }

    /// Its folder under `scenarios/`.
    pub fn folder(self) -> &'static str {
        self.0.folder
    }

    /// The rules crate's own ruleset of this name, when the rules crate holds its engine:
    /// what the rules crate's walkthroughs and demo scenarios are written for.
    pub fn engine_ruleset(self) -> Option<Ruleset> {
        Ruleset::from_short_name(self.0.short_name)
    }
}

impl From<Ruleset> for RulesetId {
    fn from(ruleset: Ruleset) -> Self {
        RulesetId::of(ruleset)
    }
}

impl std::fmt::Debug for RulesetId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RulesetId({})", self.0.short_name)
    }
}

/// A button of a ruleset's own on its mode's page (Skirmish Wars' table laid out from tiles).
#[derive(Debug, Clone, Copy)]
pub struct OwnButton {
    /// The key of its label's words (`muster_text`; a key no file has reads as itself).
    pub label: &'static str,
    /// The key of its hover's words.
    pub hover: &'static str,
    pub action: fn() -> MenuAction,
}

/// What `muster simulate` asks: `games` games of the scenario in `file`, from `seed` on.
#[derive(Debug, Clone, Copy)]
pub struct Simulation<'a> {
    pub file: &'a Path,
    pub games: u32,
    pub seed: u64,
}

/// `muster simulate` for one ruleset: play the [`Simulation`]'s games of its scenario (as
/// loaded), the computer in every seat; the lines to print.
pub type SimulateHook = fn(&Simulation, &Scenario) -> Result<Vec<String>, String>;

/// `muster tournament` for one ruleset: one game of the scenario between two levels.
pub type TournamentHook = fn(&Scenario, [Level; 2], u64, Budget) -> Result<Played, String>;

/// Everything the app asks of one ruleset, in one place.
#[derive(Debug, Clone, Copy)]
pub struct RulesetEntry {
    pub id: RulesetId,
    /// What opens when one of its scenarios is played, said on its mode's page: the key of
    /// its words (`muster_text`; a key no file has reads as itself).
    pub what_opens: &'static str,
    /// Whether `scenario` is one of this ruleset's.
    pub plays: fn(&Scenario) -> bool,
    /// The game without a window (its session, saves and its [`GameEntry`]
    /// registration): what headless tests build.
    ///
    /// [`GameEntry`]: super::registry::GameEntry
    pub logic_plugin: fn(&mut App),
    /// Its board, panels and input: what the window adds.
    pub view_plugin: fn(&mut App),
    /// A long save's label ("Four Corners, day 14"), for the picture of the title menu at
    /// its fullest (`muster screenshot menu --saved-games N`).
    pub sample_save: &'static str,
    /// Which bottom corner of the screen its walkthrough's panel keeps to (where its own
    /// panels leave the most room): `LEFT_BOTTOM` or `RIGHT_BOTTOM`.
    pub walkthrough_corner: bevy_egui::egui::Align2,
    /// A button of its own on its mode's page, if any.
    pub own_button: Option<OwnButton>,
    /// Whether it has an editor that opens a club's scenario file (its page then offers
    /// "Edit" beside each of the club's scenarios, sending `club_scenarios::EditScenario`).
    pub edits_scenarios: bool,
    /// `muster simulate`, if the ruleset offers it.
    pub simulate: Option<SimulateHook>,
    /// `muster tournament`, if the ruleset offers it.
    pub tournament: Option<TournamentHook>,
}

impl RulesetEntry {
    /// The screen its games are played on.
    pub fn screen(&self) -> Screen {
        Screen::Playing(self.id)
    }
}

/// The entry of the ruleset with this short name in `list`.
pub fn by_short_name<'a>(list: &'a [RulesetEntry], name: &str) -> Option<&'a RulesetEntry> {
    list.iter().find(|entry| entry.id.short_name() == name)
}

/// The entry in `list` whose ruleset `scenario` is.
pub fn for_scenario<'a>(list: &'a [RulesetEntry], scenario: &Scenario) -> Option<&'a RulesetEntry> {
    list.iter().find(|entry| (entry.plays)(scenario))
}

/// The short names in `list`, for a message: "free-move, soldiers, skirmish or movement".
pub fn short_names(list: &[RulesetEntry]) -> String {
    let names: Vec<&str> = list.iter().map(|entry| entry.id.short_name()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((only, _)) => (*only).to_string(),
        None => String::new(),
    }
}

/// Every ruleset that came in through the door in this process (the rulesets are the
/// binary's, so one list serves every app it builds): what a scenario alone is looked up in
/// where no registry is at hand ([`Screen::for_scenario`]).
static KNOWN: std::sync::RwLock<Vec<&'static RulesetEntry>> = std::sync::RwLock::new(Vec::new());

/// The entry that came in through the door whose ruleset `scenario` is.
pub fn known_for_scenario(scenario: &Scenario) -> Option<&'static RulesetEntry> {
    let known = KNOWN
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    known.iter().copied().find(|entry| (entry.plays)(scenario))
}

fn remember(entry: &'static RulesetEntry) {
    let mut known = KNOWN
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if !known.iter().any(|known| known.id == entry.id) {
        known.push(entry);
    }
}

/// Add the rulesets of `list` through the door: each one's entry in the registry, what
/// every game screen needs, and its game without a window ([`add_ruleset_views`] adds the
/// boards and panels).
pub fn add_rulesets(app: &mut App, list: &'static [RulesetEntry]) {
    for entry in list {
        app.world_mut()
            .get_resource_or_init::<super::registry::GameRegistry>()
            .add_ruleset(entry);
        remember(entry);
        app.add_systems(OnExit(entry.screen()), unpause);
        (entry.logic_plugin)(app);
    }
}

/// Add only the boards and panels of `list` (the window's side, once the logic is in).
pub fn add_ruleset_views(app: &mut App, list: &'static [RulesetEntry]) {
    for entry in list {
        (entry.view_plugin)(app);
    }
}

fn unpause(mut pause: ResMut<NextState<Pause>>) {
    pause.set(Pause(false));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::RegisteredScenario;

    fn entry(ruleset: Ruleset, plays: fn(&Scenario) -> bool) -> RulesetEntry {
        RulesetEntry {
            id: ruleset.into(),
            what_opens: "a game",
            sample_save: "a game, turn 2",
            walkthrough_corner: bevy_egui::egui::Align2::LEFT_BOTTOM,
            plays,
            logic_plugin: |_| {},
            view_plugin: |_| {},
            own_button: None,
            edits_scenarios: false,
            simulate: None,
            tournament: None,
        }
    }

    fn two() -> [RulesetEntry; 2] {
        [
            entry(Ruleset::Soldiers, |scenario| {
                matches!(scenario, Scenario::Soldiers(_))
            }),
            entry(Ruleset::MovementGame, |scenario| {
                matches!(scenario, Scenario::MovementGame(_))
            }),
        ]
    }

    fn registered(ruleset: &str) -> Scenario {
        Scenario::Registered(RegisteredScenario {
            ruleset: ruleset.into(),
            name: "A race".into(),
            seats: vec!["Left".into(), "Right".into()],
            settings: ron::Value::Unit,
        })
    }

    #[test]
    fn a_ruleset_is_found_by_its_short_name_and_an_unknown_name_is_not() {
        let list = two();
        let found = by_short_name(&list, "movement").map(|entry| entry.id);
        assert_eq!(found, Some(RulesetId::of(Ruleset::MovementGame)));
        assert!(by_short_name(&list, "chess").is_none());
        assert_eq!(short_names(&list), "soldiers or movement");
        assert_eq!(short_names(&list[..1]), "soldiers");
    }

    #[test]
    fn a_scenario_finds_the_entry_that_plays_it_and_one_nobody_plays_finds_none() {
        let list = two();
        let movement = crate::scenario::catalogue::shipped(Ruleset::MovementGame)
            .expect("the shipped boards")
            .remove(0)
            .1;
        let found = for_scenario(&list, &movement).map(|entry| entry.screen());
        assert_eq!(
            found,
            Some(Screen::Playing(RulesetId::of(Ruleset::MovementGame)))
        );
        assert!(for_scenario(&list, &registered("race")).is_none());
    }

    #[test]
    fn a_ruleset_s_id_is_its_card_and_knows_the_rules_crate_s_engine_when_there_is_one() {
        let soldiers = RulesetId::of(Ruleset::Soldiers);
        assert_eq!(soldiers, Ruleset::Soldiers.into());
        assert_eq!(soldiers.title(), "Soldiers");
        assert_eq!(soldiers.folder(), "soldiers");
        assert_eq!(soldiers.engine_ruleset(), Some(Ruleset::Soldiers));
        assert_eq!(format!("{soldiers:?}"), "RulesetId(soldiers)");
        const RACE: RulesetCard = RulesetCard {
            short_name: "race",
            title: "A race",
            blurb: "Run.",
            folder: "race",
        };
        assert_eq!(RulesetId(&RACE).engine_ruleset(), None);
        assert_ne!(RulesetId(&RACE), soldiers);
    }
}
