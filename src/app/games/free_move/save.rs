//! A Free Move battle's save format: scenario file, seed, commands and a snapshot in RON.
//! Saving, loading, the autosave after every phase and Resume are the session's, written
//! once for every game (`session::turn_saves`); loading replays the commands and checks they
//! arrive at the snapshot.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::game::{FreeMoveEvent, FreeMoveSession};
use crate::app::core::screens::Screen;
use crate::app::session::save_error::SaveError;
use crate::app::session::turn_saves::{
    self, LoadRequest, SaveFiles, SaveRequest, TurnBasedSaves, VersionedSave, read_save,
    replay_checked,
};
use crate::rules::free_move::{Command, Event, State};
use crate::scenario::Scenario;

/// The save format's version: a save of another version is refused with a message.
pub const SAVE_VERSION: u32 = 2;

/// A battle as saved: enough to replay it exactly, and where it got to.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SavedBattle {
    pub version: u32,
    pub scenario: PathBuf,
    /// The scenario's name and the move reached, for the menu.
    pub title: String,
    pub move_number: u32,
    pub seed: u64,
    pub commands: Vec<Command>,
    /// The position the commands lead to: loading checks the replay arrives there.
    pub snapshot: State,
}

impl VersionedSave for SavedBattle {
    fn version(&self) -> u32 {
        self.version
    }

    fn scenario(&self) -> &Path {
        &self.scenario
    }
}

/// Where the player's save and the autosave live (tests point them at a scratch folder).
pub type FreeMoveSaveFiles = SaveFiles<FreeMoveSession>;

/// A battle loaded to go on with, already checked: replayed on the table when it opens, so
/// the countdown, the log and the stands follow its events (how the table takes a loaded
/// battle, [`TurnBasedSaves::resume`]).
#[derive(Resource, Debug, Clone)]
pub struct ResumeOnTable(pub FreeMoveSession);

/// The save of a battle.
pub fn saved(game: &FreeMoveSession, scenario: &Path, title: &str) -> SavedBattle {
    SavedBattle {
        version: SAVE_VERSION,
        scenario: scenario.to_path_buf(),
        title: title.to_string(),
        move_number: game.state.move_number,
        seed: game.seed,
        commands: game.commands.clone(),
        snapshot: game.state.clone(),
    }
}

/// Replay a save (already read) on its scenario: the battle, or why it cannot be used.
pub fn replay_save(
    save: &SavedBattle,
    path: &Path,
    scenario: &Scenario,
) -> Result<FreeMoveSession, SaveError> {
    let Scenario::FreeMove(battle) = scenario else {
        return Err(SaveError::OtherRuleset {
            scenario: save.scenario.clone(),
            expected: "a Free Move scenario",
        });
    };
    let mut game = FreeMoveSession::open(battle, save.seed).map_err(SaveError::DoesNotOpen)?;
    replay_checked(&mut game, &save.commands, &save.snapshot, path)?;
    Ok(game)
}

/// Read a save and replay it: the battle, its scenario's file and the scenario, or why it
/// cannot be loaded.
pub fn load_game(path: &Path) -> Result<(FreeMoveSession, PathBuf, Scenario), SaveError> {
    let (save, scenario_path, loaded) = read_save::<SavedBattle>(path, SAVE_VERSION)?;
    let game = replay_save(&save, path, &loaded)?;
    Ok((game, scenario_path, loaded))
}

/// The battle's saves are the session's (`session::turn_saves`): the save on request, the
/// load, and the autosave after each phase.
impl TurnBasedSaves for FreeMoveSession {
    const SAVE_NAME: &'static str = "free_move";
    type Save = SavedBattle;
    type Event = FreeMoveEvent;
    type SaveRequest = SaveRequest;
    type LoadRequest = LoadRequest;

    fn saved(&self, scenario: &Path, title: &str) -> SavedBattle {
        saved(self, scenario, title)
    }

    fn load_game(path: &Path) -> Result<(Self, PathBuf, Scenario), SaveError> {
        load_game(path)
    }

    fn ends_a_turn(FreeMoveEvent(event): &FreeMoveEvent) -> bool {
        matches!(
            event,
            Event::PhaseBegan { .. }
                | Event::TimedMoveBegan { .. }
                | Event::BellRang
                | Event::Victory(_)
        )
    }

    fn over(&self) -> bool {
        self.state.result.is_some()
    }

    /// The table opens (again, when loading at the table) and replays the battle's events.
    fn resume(self, commands: &mut Commands) {
        commands.insert_resource(ResumeOnTable(self));
        commands.set_state(Screen::FreeMove);
    }
}

pub(super) fn plugin(app: &mut App) {
    turn_saves::plugin::<FreeMoveSession>(app);
}
