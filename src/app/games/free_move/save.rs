//! Saving, loading and autosaving a Free Move battle: scenario file, seed, commands and a
//! snapshot in RON, written atomically. Loading replays the commands and checks they arrive
//! at the snapshot. The autosave follows every phase and the title menu offers to resume it;
//! a finished battle's autosave is removed. A damaged save is set aside, never loaded
//! half-way; a save of another version is refused with a message and left as it is.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::game::{FreeMoveGame, GameEvent};
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::registry::SaveFolder;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::session::turn_saves::{
    VersionedSave, asked, read_save, replay_checked, save_targets, write_autosave, write_save,
};
use crate::files;
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

/// Where the Free Move autosave lives (tests point it at a scratch folder).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct AutosaveFile(pub PathBuf);

impl Default for AutosaveFile {
    fn default() -> Self {
        AutosaveFile(files::data_dir().join("autosave").join("free_move.ron"))
    }
}

/// Where the player's Free Move save lives (tests point it at a scratch folder).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SaveFile(pub PathBuf);

impl Default for SaveFile {
    fn default() -> Self {
        SaveFile(files::data_dir().join("saves").join("free_move.ron"))
    }
}

/// Save the battle to the player's save file (Save as… names one beside it).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SaveRequest;

/// Replace the battle with the one in the player's save file.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadRequest;

/// A battle to resume, already checked: replayed on the table when it opens, so the
/// countdown, the log and the stands follow its events.
#[derive(Resource, Debug, Clone)]
pub struct ResumeBattle(pub SavedBattle);

pub(super) fn plugin(app: &mut App) {
    if let Some(files) = SaveFolder::files_in(app, "free_move") {
        app.insert_resource(SaveFile(files.saved))
            .insert_resource(AutosaveFile(files.autosave));
    }
    app.init_resource::<AutosaveFile>()
        .init_resource::<SaveFile>()
        .add_message::<SaveRequest>()
        .add_message::<LoadRequest>()
        .add_systems(
            Update,
            (
                save_after_each_phase
                    .after(super::game::execute_game_commands)
                    // Not a walkthrough's, the demo's or a screenshot run's battle.
                    .run_if(crate::app::core::staging::autosaves_allowed),
                save_on_request,
                load_on_request,
            )
                .in_set(AppSystems::Update)
                .run_if(
                    in_state(Screen::Table)
                        .and_then(resource_exists::<FreeMoveGame>)
                        .and_then(crate::app::session::replay::not_replaying::<FreeMoveGame>),
                ),
        );
}

/// The save of a battle.
pub fn saved(game: &FreeMoveGame, scenario: &Path, title: &str) -> SavedBattle {
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
) -> Result<FreeMoveGame, String> {
    let Scenario::FreeMove(battle) = scenario else {
        return Err(format!(
            "{} is not a Free Move scenario.",
            save.scenario.display()
        ));
    };
    let mut game = FreeMoveGame::open(battle, save.seed)?;
    replay_checked(&mut game, &save.commands, &save.snapshot, path)?;
    Ok(game)
}

/// Read a save and replay it: the battle, or why it cannot be loaded.
pub fn load_game(path: &Path) -> Result<(FreeMoveGame, SavedBattle, Scenario), String> {
    let (save, _, loaded) = read_save::<SavedBattle>(path, SAVE_VERSION)?;
    let game = replay_save(&save, path, &loaded)?;
    Ok((game, save, loaded))
}

fn ends_a_phase(event: &Event) -> bool {
    matches!(
        event,
        Event::PhaseBegan { .. }
            | Event::TimedMoveBegan { .. }
            | Event::BellRang
            | Event::Victory(_)
    )
}

fn save_after_each_phase(
    mut events: MessageReader<GameEvent>,
    game: Res<FreeMoveGame>,
    active: Option<Res<ActiveScenario>>,
    file: Res<AutosaveFile>,
    mut notices: ResMut<Notices>,
) {
    let phase_ended = events.read().any(|GameEvent(event)| ends_a_phase(event));
    let Some(active) = active.filter(|_| phase_ended) else {
        return;
    };
    let save = saved(&game, &active.path, active.scenario.name());
    write_autosave(&file.0, &save, game.state.result.is_some(), &mut notices);
}

fn save_on_request(
    mut requests: MessageReader<SaveRequest>,
    mut menu: MessageReader<MenuAction>,
    game: Res<FreeMoveGame>,
    active: Option<Res<ActiveScenario>>,
    file: Res<SaveFile>,
    mut notices: ResMut<Notices>,
) {
    let targets = save_targets(&mut requests, &mut menu, &file.0, &mut notices);
    let Some(active) = active.filter(|_| !targets.is_empty()) else {
        return;
    };
    let save = saved(&game, &active.path, active.scenario.name());
    for target in targets {
        write_save(&target, &save, &mut notices);
    }
}

/// Loading goes back through the table's start, which replays the battle's events.
fn load_on_request(
    mut requests: MessageReader<LoadRequest>,
    mut menu: MessageReader<MenuAction>,
    file: Res<SaveFile>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
    net: Option<Res<crate::app::core::network::NetGame>>,
) {
    if !asked(&mut requests, &mut menu, MenuAction::LoadGame) {
        return;
    }
    if net.is_some() {
        notices.push(crate::app::core::network::NO_LOAD_ACROSS_MACHINES);
        return;
    }
    match load_game(&file.0) {
        Ok((_, save, scenario)) => {
            commands.insert_resource(ActiveScenario {
                path: save.scenario.clone(),
                scenario,
            });
            commands.insert_resource(ResumeBattle(save));
            // Entering the table again (even from the table) sets it up for the loaded battle.
            commands.set_state(Screen::Table);
        }
        Err(why) => notices.push(why),
    }
}
