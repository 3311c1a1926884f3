//! The games as the shell sees them. Every ruleset comes in through one door
//! ([`add_rulesets`](super::ruleset_door::add_rulesets)): its [`RulesetEntry`] (title, what
//! opens, screen, plugins, hooks) is kept here, and its plugin registers one [`GameEntry`]:
//! what the menu, the demo and the walkthroughs may ask of the game on screen (seats for the
//! next game, whether it is over, handing it to the people watching, its saves, its page of
//! the rules reference). The shell names no game, so a fifth ruleset touches no shell file;
//! the modes of the title menu and the screens derive from the entries.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_egui::egui;

use super::mode::Mode;
use super::ruleset_door::{RulesetEntry, RulesetId};
use crate::rules::ladder::Level;
use crate::scenario::Scenario;

/// Who sits where in the next game: the seat of the person playing (if any), every other
/// seat the computer's at `level`, and the seed: the demo plays the General unless asked
/// otherwise, a walkthrough the Recruit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NextSeats {
    pub human: Option<usize>,
    pub seed: u64,
    pub level: Level,
}

/// One game's save files as the menus list them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveFilesOf {
    pub saved: PathBuf,
    pub autosave: PathBuf,
}

/// What reading a save's header found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveLabel {
    /// No file.
    Missing,
    /// "Hill Country, day 4".
    Label(String),
    /// A damaged file, set aside; the message names it.
    Damaged(String),
}

/// Why a save cannot be played: the game's own error (the session's `SaveError`, which core
/// cannot name), kept typed until the notice tells it.
pub type SaveRefused = Box<dyn std::error::Error + Send + Sync>;

/// Open the save in a file: the game goes in (by `Commands`) before its screen opens; the
/// scenario's file and the scenario, or why the save cannot be played.
pub type OpenSave = fn(&Path, &mut Commands) -> Result<(PathBuf, Scenario), SaveRefused>;

impl SaveLabel {
    /// Read the save header in `path` and label it with `label` (a damaged file is set
    /// aside and named; another version can be refused by `label` itself).
    pub fn read<S: serde::de::DeserializeOwned>(
        path: &Path,
        label: impl FnOnce(S) -> SaveLabel,
    ) -> SaveLabel {
        match crate::files::read_ron_or_set_aside::<S>(path) {
            crate::files::RonRead::Loaded(save) => label(save),
            crate::files::RonRead::Missing => SaveLabel::Missing,
            crate::files::RonRead::Damaged(problem) => SaveLabel::Damaged(problem),
        }
    }
}

/// What the shell may ask of one game.
#[derive(Debug, Clone, Copy)]
pub struct GameEntry {
    pub ruleset: RulesetId,
    /// How the title menu names it in "Resume …": the key of its words (`muster_text`).
    pub resume_name: &'static str,
    /// Choose the seats of the next game of `scenario`.
    pub choose_seats: fn(&mut Commands, &Scenario, NextSeats),
    /// Forget seats chosen for a game, so the next one starts with the usual seats.
    pub forget_seats: fn(&mut Commands),
    /// Whether this game is on screen and over; `None` when it is not on screen.
    pub over: fn(&World) -> Option<bool>,
    /// Hand every seat of the game on screen (if it is this one) to the people at the table.
    pub hand_to_people: fn(&mut World),
    /// How far the game on screen has gone ("day 4"), if it is this one: Save as… names a
    /// save after it.
    pub whereabouts: fn(&World) -> Option<String>,
    /// The label of the save in `path`.
    pub save_label: fn(&Path) -> SaveLabel,
    /// Open the save in `path`: the game goes in before its screen opens. Returns the
    /// scenario's file and the scenario.
    pub open_save: OpenSave,
    /// Draw its page of the rules reference: the rules in brief, its tables, its readings
    /// (the menu's Rules page puts it under the title and scrolls it).
    pub rules_page: fn(&mut egui::Ui),
}

/// Where every game keeps its save and autosave, as each game publishes them (a test may
/// point a game's files elsewhere after it starts).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct SavePaths(Vec<(RulesetId, SaveFilesOf)>);

impl SavePaths {
    /// Set `ruleset`'s files.
    pub fn publish(&mut self, ruleset: RulesetId, files: SaveFilesOf) {
        self.0.retain(|(known, _)| *known != ruleset);
        self.0.push((ruleset, files));
    }

    /// `ruleset`'s files, if it published them.
    pub fn of(&self, ruleset: RulesetId) -> Option<&SaveFilesOf> {
        self.0
            .iter()
            .find(|(known, _)| *known == ruleset)
            .map(|(_, files)| files)
    }
}

/// Keep every game's save files in this folder instead of the data folder (headless tests,
/// which must never touch a player's saves). Insert it before the games' plugins are added:
/// each game names its files in it when its plugin is built.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SaveFolder(pub PathBuf);

impl SaveFolder {
    /// The save and autosave of the game whose files are called `name` in `app`'s save
    /// folder, if it has one.
    pub fn files_in(app: &App, name: &str) -> Option<SaveFilesOf> {
        app.world()
            .get_resource::<SaveFolder>()
            .map(|SaveFolder(dir)| SaveFilesOf {
                saved: dir.join(format!("{name}.ron")),
                autosave: dir.join(format!("{name}_autosave.ron")),
            })
    }
}

/// Keep every game's save files in `dir` (see [`SaveFolder`]).
pub fn keep_saves_in(app: &mut App, dir: &Path) {
    app.insert_resource(SaveFolder(dir.to_path_buf()));
}

/// Every ruleset that came in through the door, and every game's entry.
#[derive(Resource, Debug, Default, Clone)]
pub struct GameRegistry {
    rulesets: Vec<&'static RulesetEntry>,
    entries: Vec<GameEntry>,
}

impl GameRegistry {
    /// Add a ruleset's entry (the door does this), replacing an earlier one of the same
    /// ruleset.
    pub fn add_ruleset(&mut self, ruleset: &'static RulesetEntry) {
        self.rulesets.retain(|known| known.id != ruleset.id);
        self.rulesets.push(ruleset);
    }

    /// Add `entry`, replacing an earlier one of the same ruleset.
    pub fn register(&mut self, entry: GameEntry) {
        self.entries.retain(|known| known.ruleset != entry.ruleset);
        self.entries.push(entry);
    }

    /// The game entry of `ruleset`, if that game is built in.
    pub fn get(&self, ruleset: RulesetId) -> Option<&GameEntry> {
        self.entries.iter().find(|entry| entry.ruleset == ruleset)
    }

    /// Every game entry: the rulesets' in the door's order, then any other.
    pub fn entries(&self) -> impl Iterator<Item = &GameEntry> {
        let in_order = self
            .rulesets
            .iter()
            .filter_map(|ruleset| self.get(ruleset.id));
        let others = self
            .entries
            .iter()
            .filter(|entry| !self.rulesets.iter().any(|known| known.id == entry.ruleset));
        in_order.chain(others)
    }

    /// Every ruleset's entry, in the order they came in.
    pub fn rulesets(&self) -> impl Iterator<Item = &'static RulesetEntry> + '_ {
        self.rulesets.iter().copied()
    }

    /// The entry of `ruleset`, if it came in.
    pub fn ruleset(&self, ruleset: RulesetId) -> Option<&'static RulesetEntry> {
        self.rulesets().find(|entry| entry.id == ruleset)
    }

    /// The entry of the ruleset whose scenario this is.
    pub fn ruleset_of(&self, scenario: &Scenario) -> Option<&'static RulesetEntry> {
        self.rulesets().find(|entry| (entry.plays)(scenario))
    }

    /// The title menu's modes: every ruleset in order, then the companion.
    pub fn modes(&self) -> Vec<Mode> {
        self.rulesets()
            .map(|entry| Mode::Ruleset(entry.id))
            .chain([Mode::Companion])
            .collect()
    }
}

/// Register `entry` in the app's registry (a game's plugin calls this).
pub fn register_game(app: &mut App, entry: GameEntry) {
    app.init_resource::<SavePaths>();
    app.world_mut()
        .get_resource_or_init::<GameRegistry>()
        .register(entry);
}

/// Whether the game on screen is over (`false` when none is).
pub fn game_on_screen_over(world: &World) -> bool {
    world
        .get_resource::<GameRegistry>()
        .is_some_and(|registry| {
            registry
                .entries()
                .any(|entry| (entry.over)(world) == Some(true))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::ruleset::Ruleset;

    fn entry(ruleset: Ruleset, resume_name: &'static str) -> GameEntry {
        GameEntry {
            ruleset: ruleset.into(),
            resume_name,
            choose_seats: |_, _, _| {},
            forget_seats: |_| {},
            over: |_| None,
            hand_to_people: |_| {},
            whereabouts: |_| None,
            save_label: |_| SaveLabel::Missing,
            open_save: |_, _| Err("no saves".into()),
            rules_page: |_| {},
        }
    }

    fn door(ruleset: Ruleset) -> RulesetEntry {
        RulesetEntry {
            id: ruleset.into(),
            what_opens: "a game",
            sample_save: "a game, turn 2",
            walkthrough_corner: egui::Align2::LEFT_BOTTOM,
            plays: |_| false,
            logic_plugin: |_| {},
            view_plugin: |_| {},
            own_button: None,
            edits_scenarios: false,
            simulate: None,
            tournament: None,
        }
    }

    #[test]
    fn a_game_registers_once_and_the_entries_keep_the_rulesets_order() {
        let mut registry = GameRegistry::default();
        for ruleset in [Ruleset::FreeMove, Ruleset::Skirmish] {
            registry.add_ruleset(Box::leak(Box::new(door(ruleset))));
        }
        registry.register(entry(Ruleset::Skirmish, "first"));
        registry.register(entry(Ruleset::FreeMove, "free"));
        registry.register(entry(Ruleset::Skirmish, "again"));
        let names: Vec<_> = registry.entries().map(|entry| entry.resume_name).collect();
        assert_eq!(names, ["free", "again"]);
        assert!(registry.get(Ruleset::Soldiers.into()).is_none());
    }
}
