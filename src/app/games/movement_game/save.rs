//! Saving and loading an Untitled Movement Game: scenario file, seed, seats and commands in
//! RON, written atomically; loading deals from the seed and replays the commands, so the
//! game is exactly as it was.
//! An autosave follows every turn. A damaged save is set aside and named, never loaded
//! half-way; a save of another version is refused with a message.

use muster_text::t;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::game::{MovementGameSeat, MovementGameSession};
use crate::app::session::save_error::SaveError;
pub use crate::app::session::turn_saves::{LoadRequest, SaveRequest};
use crate::app::session::turn_saves::{SaveFiles, VersionedSave, read_save, replay_checked};
use crate::rules::movement_game::command::Command;
use crate::scenario::Scenario;

/// The save format's version.
pub const SAVE_VERSION: u32 = 2;

/// A game as saved: enough to replay it exactly.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedMovementGame {
    pub version: u32,
    pub scenario: PathBuf,
    /// The scenario's name and the turn reached, for the player.
    pub title: String,
    pub turns: u32,
    pub seed: u64,
    pub seats: Vec<MovementGameSeat>,
    pub commands: Vec<Command>,
    /// The position the commands lead to: loading checks the replay arrives there.
    pub snapshot: crate::rules::movement_game::state::State,
}

impl VersionedSave for SavedMovementGame {
    fn version(&self) -> u32 {
        self.version
    }

    fn scenario(&self) -> &Path {
        &self.scenario
    }
}

/// Where the player's save and the autosave live (tests point them at a scratch folder).
pub type MovementGameSaveFiles = SaveFiles<MovementGameSession>;

/// The save of a game.
pub fn saved(game: &MovementGameSession, scenario: &Path, title: &str) -> SavedMovementGame {
    SavedMovementGame {
        version: SAVE_VERSION,
        scenario: scenario.to_path_buf(),
        title: title.to_string(),
        turns: game.state.turns,
        seed: game.seed,
        seats: game.seats.clone(),
        commands: game.commands.clone(),
        snapshot: game.state.clone(),
    }
}

/// Read a save and replay it: the game, or why it cannot be loaded.
pub fn load_game(path: &Path) -> Result<(MovementGameSession, PathBuf, Scenario), SaveError> {
    let (save, _, loaded) = read_save::<SavedMovementGame>(path, SAVE_VERSION)?;
    let Scenario::MovementGame(movement) = &loaded else {
        return Err(SaveError::OtherRuleset {
            scenario: save.scenario.clone(),
            expected: "an Untitled Movement Game scenario",
        });
    };
    if save.seats.len() != movement.players.len() {
        return Err(SaveError::SeatsDiffer {
            path: path.to_path_buf(),
            saved: save.seats.len(),
            players: movement.players.len(),
        });
    }
    let mut game = MovementGameSession::new(movement.clone(), save.seed, save.seats)
        .map_err(SaveError::DoesNotOpen)?;
    replay_checked(&mut game, &save.commands, &save.snapshot, path)?;
    game.log.push(t!(
        "movement-loaded-from",
        path = path.display().to_string()
    ));
    Ok((game, save.scenario, loaded))
}
