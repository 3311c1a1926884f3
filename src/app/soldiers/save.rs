//! Saving and loading a Soldiers game: scenario file, seed, seats and commands in RON,
//! written atomically; loading replays the commands, so the game is exactly as it was.
//! An autosave follows every phase. A damaged save is set aside and named, never loaded
//! half-way; a save of another version is refused with a message.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::game::{Seat, SoldiersEvent, SoldiersGame};
use crate::app::menu::ActiveScenario;
use crate::app::menu::MenuAction;
use crate::app::screens::Screen;
use crate::app::system_sets::AppSystems;
use crate::app::turn_saves::{VersionedSave, asked, read_save, write_autosave, write_save};
use crate::app::ui::notices::Notices;
use crate::files;
use crate::rules::record::first_difference;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::event::Event;
use crate::rules::soldiers::state::Phase;
use crate::rules::soldiers::tables::Tables;
use crate::scenario::{self, Scenario};

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
    pub seats: [Seat; 2],
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
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SoldiersSaveFiles {
    pub save: PathBuf,
    pub autosave: PathBuf,
}

impl Default for SoldiersSaveFiles {
    fn default() -> Self {
        SoldiersSaveFiles {
            save: files::data_dir().join("saves").join("soldiers.ron"),
            autosave: files::data_dir().join("autosave").join("soldiers.ron"),
        }
    }
}

/// Save the game to the player's save file.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SaveRequest;

/// Replace the game with the one in the player's save file.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadRequest;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SoldiersSaveFiles>()
        .add_message::<SaveRequest>()
        .add_message::<LoadRequest>()
        .add_systems(
            Update,
            (save_on_request, load_on_request, autosave_after_each_phase)
                .in_set(AppSystems::Update)
                .run_if(
                    in_state(Screen::HexBoard).and_then(
                        resource_exists::<SoldiersGame>
                            .and_then(crate::app::replay::not_replaying::<SoldiersGame>),
                    ),
                ),
        );
}

/// The save of a game.
pub fn saved(game: &SoldiersGame, scenario: &Path, title: &str) -> SavedSoldiers {
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
pub fn load_game(path: &Path) -> Result<(SoldiersGame, PathBuf, Scenario), String> {
    let (save, _, loaded) = read_save::<SavedSoldiers>(path, SAVE_VERSION)?;
    let Scenario::Soldiers(soldiers) = &loaded else {
        return Err(format!(
            "{} is not a Soldiers scenario.",
            save.scenario.display()
        ));
    };
    let start = scenario::soldiers::build_state(soldiers, Tables::shipped())
        .map_err(|problem| problem.to_string())?;
    let mut game = SoldiersGame::new(start, save.seed, save.seats);
    for (index, command) in save.commands.iter().cloned().enumerate() {
        game.execute(command).map_err(|why| {
            format!(
                "{} replays only to its command {index}: {why}. The save was left as it is.",
                path.display()
            )
        })?;
    }
    if let Some(near) = first_difference(&game.state, &save.snapshot) {
        return Err(format!(
            "{} replays to a different position than the one it saved (near \"{near}\"): was it written by another build of Muster? The save was left as it is.",
            path.display()
        ));
    }
    game.log.push(format!("Loaded from {}.", path.display()));
    Ok((game, save.scenario, loaded))
}

fn save_on_request(
    mut requests: MessageReader<SaveRequest>,
    mut menu: MessageReader<MenuAction>,
    game: Res<SoldiersGame>,
    active: Option<Res<ActiveScenario>>,
    files: Res<SoldiersSaveFiles>,
    mut notices: ResMut<Notices>,
) {
    if !asked(&mut requests, &mut menu, MenuAction::SaveGame) {
        return;
    }
    let Some(active) = active else {
        return;
    };
    let save = saved(&game, &active.path, active.scenario.name());
    write_save(&files.save, &save, &mut notices);
}

fn load_on_request(
    mut requests: MessageReader<LoadRequest>,
    mut menu: MessageReader<MenuAction>,
    files: Res<SoldiersSaveFiles>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    if !asked(&mut requests, &mut menu, MenuAction::LoadGame) {
        return;
    }
    match load_game(&files.save) {
        Ok((game, path, scenario)) => {
            commands.insert_resource(ActiveScenario { path, scenario });
            commands.insert_resource(game);
        }
        Err(why) => notices.push(why),
    }
}

fn autosave_after_each_phase(
    mut events: MessageReader<SoldiersEvent>,
    game: Res<SoldiersGame>,
    active: Option<Res<ActiveScenario>>,
    files: Res<SoldiersSaveFiles>,
    screenshot: Option<Res<crate::app::ScreenshotRequest>>,
    mut notices: ResMut<Notices>,
) {
    let phase_ended = events.read().any(|SoldiersEvent(event)| {
        matches!(event, Event::PhaseBegan { .. } | Event::GameOver { .. })
    });
    let Some(active) = active.filter(|_| phase_ended && screenshot.is_none()) else {
        return;
    };
    let save = saved(&game, &active.path, active.scenario.name());
    write_autosave(
        &files.autosave,
        &save,
        game.state.phase == Phase::Over,
        &mut notices,
    );
}
