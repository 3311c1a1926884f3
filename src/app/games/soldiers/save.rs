//! Saving and loading a Soldiers game: scenario file, seed, seats and commands in RON,
//! written atomically; loading replays the commands, so the game is exactly as it was.
//! An autosave follows every phase. A damaged save is set aside and named, never loaded
//! half-way; a save of another version is refused with a message.

use muster_text::t;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::game::{SoldiersSeat, SoldiersSession};
use crate::app::session::save_error::SaveError;
pub use crate::app::session::turn_saves::{LoadRequest, SaveRequest};
use crate::app::session::turn_saves::{SaveFiles, VersionedSave, read_save, replay_checked};
use crate::rules::soldiers::command::Command;
use crate::scenario::Scenario;

/// The save format's version.
pub const SAVE_VERSION: u32 = 2;

/// A game as saved: enough to replay it exactly.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SavedSoldiers {
    pub version: u32,
    pub scenario: PathBuf,
    /// The scenario's name and the turn reached, for the player.
    pub title: String,
    pub turn: u32,
    pub seed: u64,
    pub seats: [SoldiersSeat; 2],
    pub commands: Vec<Command>,
    /// The position the commands lead to: loading checks the replay arrives there.
    pub snapshot: crate::rules::soldiers::state::State,
}

impl VersionedSave for SavedSoldiers {
    fn version(&self) -> u32 {
        self.version
    }

    fn scenario(&self) -> &Path {
        &self.scenario
    }
}

/// Where the player's save and the autosave live (tests point them at a scratch folder).
pub type SoldiersSaveFiles = SaveFiles<SoldiersSession>;

/// The save of a game.
pub fn saved(game: &SoldiersSession, scenario: &Path, title: &str) -> SavedSoldiers {
    SavedSoldiers {
        version: SAVE_VERSION,
        scenario: scenario.to_path_buf(),
        title: title.to_string(),
        turn: game.state.turn,
        seed: game.seed,
        seats: game.seats,
        commands: game.commands.clone(),
        snapshot: game.state.clone(),
    }
}

/// Read a save and replay it: the game, or why it cannot be loaded.
pub fn load_game(path: &Path) -> Result<(SoldiersSession, PathBuf, Scenario), SaveError> {
    let (save, _, loaded) = read_save::<SavedSoldiers>(path, SAVE_VERSION)?;
    let Scenario::Soldiers(soldiers) = &loaded else {
        return Err(SaveError::OtherRuleset {
            scenario: save.scenario.clone(),
            expected: "a Soldiers scenario",
        });
    };
    // A save from before Muster skipped idle steps replays under the sequence it was played
    // by (its position says which).
    let mut game = SoldiersSession::open_as_saved(soldiers, save.seed, save.seats, &save.snapshot)
        .map_err(SaveError::DoesNotOpen)?;
    replay_checked(&mut game, &save.commands, &save.snapshot, path)?;
    game.log.push(t!(
        "soldiers-loaded-from",
        path = path.display().to_string()
    ));
    Ok((game, save.scenario, loaded))
}
