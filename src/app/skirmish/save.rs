//! Saving and loading a Skirmish Wars game: scenario file, seed, seats, COs and commands in
//! RON, written atomically; loading replays the commands, so the game is exactly as it was.
//! An autosave follows every turn. A damaged save is set aside and named, never loaded
//! half-way; a save of another version is refused with a message.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::game::{SkirmishEvent, SkirmishGame, SkirmishSeat};
use crate::app::menu::ActiveScenario;
use crate::app::menu::MenuAction;
use crate::app::screens::Screen;
use crate::app::system_sets::AppSystems;
use crate::app::turn_saves::{VersionedSave, asked, read_save, write_autosave, write_save};
use crate::app::ui::notices::Notices;
use crate::files;
use crate::rules::record::first_difference;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::event::Event;
use crate::rules::skirmish::state::Phase;
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
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SkirmishSaveFiles {
    pub save: PathBuf,
    pub autosave: PathBuf,
}

impl Default for SkirmishSaveFiles {
    fn default() -> Self {
        SkirmishSaveFiles {
            save: files::data_dir().join("saves").join("skirmish.ron"),
            autosave: files::data_dir().join("autosave").join("skirmish.ron"),
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
    app.init_resource::<SkirmishSaveFiles>()
        .add_message::<SaveRequest>()
        .add_message::<LoadRequest>()
        .add_systems(
            Update,
            (save_on_request, load_on_request, autosave_after_each_turn)
                .in_set(AppSystems::Update)
                .run_if(
                    in_state(Screen::SquareBoard).and_then(
                        resource_exists::<SkirmishGame>
                            .and_then(crate::app::replay::not_replaying::<SkirmishGame>),
                    ),
                ),
        );
}

/// The save of a game.
pub fn saved(game: &SkirmishGame, scenario: &Path, title: &str) -> SavedSkirmish {
    SavedSkirmish {
        version: SAVE_VERSION,
        scenario: scenario.to_path_buf(),
        title: title.to_string(),
        day: game.state.day,
        seed: game.seed,
        seats: game.seats.clone(),
        cos: game.cos.clone(),
        commands: game.commands.clone(),
        snapshot: game.state.clone(),
    }
}

/// Read a save and replay it: the game, or why it cannot be loaded.
pub fn load_game(path: &Path) -> Result<(SkirmishGame, PathBuf, Scenario), String> {
    let (save, _, loaded) = read_save::<SavedSkirmish>(path, SAVE_VERSION)?;
    let Scenario::Skirmish(skirmish) = &loaded else {
        return Err(format!(
            "{} is not a Skirmish Wars scenario.",
            save.scenario.display()
        ));
    };
    if save.seats.len() != skirmish.players.len() || save.cos.len() != skirmish.players.len() {
        return Err(format!(
            "{} has {} seats and the scenario {} players; it was left as it is.",
            path.display(),
            save.seats.len(),
            skirmish.players.len()
        ));
    }
    let mut game = SkirmishGame::new(skirmish.clone(), save.cos, save.seed, save.seats);
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
    game: Res<SkirmishGame>,
    active: Option<Res<ActiveScenario>>,
    files: Res<SkirmishSaveFiles>,
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
    files: Res<SkirmishSaveFiles>,
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

fn autosave_after_each_turn(
    mut events: MessageReader<SkirmishEvent>,
    game: Res<SkirmishGame>,
    active: Option<Res<ActiveScenario>>,
    files: Res<SkirmishSaveFiles>,
    screenshot: Option<Res<crate::app::ScreenshotRequest>>,
    mut notices: ResMut<Notices>,
) {
    let phase_ended = events.read().any(|SkirmishEvent(event)| {
        matches!(event, Event::TurnBegan { .. } | Event::GameOver { .. })
    });
    let Some(active) = active.filter(|_| phase_ended && screenshot.is_none()) else {
        return;
    };
    let save = saved(&game, &active.path, active.scenario.name());
    write_autosave(
        &files.autosave,
        &save,
        matches!(game.state.phase, Phase::Over { .. }),
        &mut notices,
    );
}
