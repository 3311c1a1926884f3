//! Saving and loading a Skirmish Wars game: scenario file, seed, seats, COs and commands in
//! RON, written atomically; loading replays the commands, so the game is exactly as it was.
//! An autosave follows every turn. A damaged save is set aside and named, never loaded
//! half-way; a save of another version is refused with a message.

use muster_text::t;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::game::{SkirmishSeat, SkirmishSession};
use crate::app::session::save_error::SaveError;
pub use crate::app::session::turn_saves::{LoadRequest, SaveRequest};
use crate::app::session::turn_saves::{SaveFiles, VersionedSave, read_save, replay_checked};
use crate::rules::skirmish::command::Command;
use crate::scenario::Scenario;

/// The save format's version.
pub const SAVE_VERSION: u32 = 2;

/// A game as saved: enough to replay it exactly.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SavedSkirmish {
    pub version: u32,
    pub scenario: PathBuf,
    /// The scenario's name and the turn reached, for the player.
    pub title: String,
    pub day: u32,
    pub seed: u64,
    pub seats: Vec<SkirmishSeat>,
    pub cos: Vec<Option<String>>,
    pub commands: Vec<Command>,
    /// The position the commands lead to: loading checks the replay arrives there.
    pub snapshot: crate::rules::skirmish::state::State,
}

impl VersionedSave for SavedSkirmish {
    fn version(&self) -> u32 {
        self.version
    }

    fn scenario(&self) -> &Path {
        &self.scenario
    }
}

/// Where the player's save and the autosave live (tests point them at a scratch folder).
pub type SkirmishSaveFiles = SaveFiles<SkirmishSession>;

/// The save of a game.
pub fn saved(game: &SkirmishSession, scenario: &Path, title: &str) -> SavedSkirmish {
    SavedSkirmish {
        version: SAVE_VERSION,
        scenario: scenario.to_path_buf(),
        title: title.to_string(),
        day: game.state.day,
        seed: game.seed,
        seats: game.seats.clone(),
        cos: game.game.cos.clone(),
        commands: game.commands.clone(),
        snapshot: game.state.clone(),
    }
}

/// Read a save and replay it: the game, or why it cannot be loaded.
pub fn load_game(path: &Path) -> Result<(SkirmishSession, PathBuf, Scenario), SaveError> {
    let (save, _, loaded) = read_save::<SavedSkirmish>(path, SAVE_VERSION)?;
    let Scenario::Skirmish(skirmish) = &loaded else {
        return Err(SaveError::OtherRuleset {
            scenario: save.scenario.clone(),
            expected: "a Skirmish Wars scenario",
        });
    };
    if save.seats.len() != skirmish.players.len() || save.cos.len() != skirmish.players.len() {
        return Err(SaveError::SeatsDiffer {
            path: path.to_path_buf(),
            saved: save.seats.len(),
            players: skirmish.players.len(),
        });
    }
    let mut game = SkirmishSession::new(skirmish.clone(), save.cos, save.seed, save.seats)
        .map_err(SaveError::DoesNotOpen)?;
    replay_checked(&mut game, &save.commands, &save.snapshot, path)?;
    game.log.push(t!(
        "skirmish-loaded-from",
        path = path.display().to_string()
    ));
    Ok((game, save.scenario, loaded))
}
