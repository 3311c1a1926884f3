//! Autosave and resume: after every phase the battle is written (scenario file, seed and
//! commands, in RON) to the data folder; the title menu offers to resume it. A finished
//! battle's autosave is removed. A damaged save is set aside, never loaded half-way.

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::game::{FreeMoveGame, GameEvent};
use crate::app::menu::ActiveScenario;
use crate::app::screens::Screen;
use crate::app::system_sets::AppSystems;
use crate::app::ui::notices::Notices;
use crate::files::{self, RonRead};
use crate::rules::free_move::{Command, Event};

/// The save format's version: a save of another version is refused with a message.
pub const SAVE_VERSION: u32 = 1;

/// A battle as saved: enough to replay it exactly.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedBattle {
    pub version: u32,
    pub scenario: PathBuf,
    /// The scenario's name and the move reached, for the menu.
    pub title: String,
    pub move_number: u32,
    pub seed: u64,
    pub commands: Vec<Command>,
}

/// Where the Free Move autosave lives (tests point it at a scratch folder).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct AutosaveFile(pub PathBuf);

impl Default for AutosaveFile {
    fn default() -> Self {
        AutosaveFile(files::data_dir().join("autosave").join("free_move.ron"))
    }
}

/// The autosave, if there is one to resume (a damaged one is set aside with a notice).
pub fn read_autosave(file: &AutosaveFile) -> Result<Option<SavedBattle>, String> {
    match files::read_ron_or_set_aside::<SavedBattle>(&file.0) {
        RonRead::Missing => Ok(None),
        RonRead::Loaded(save) if save.version == SAVE_VERSION => Ok(Some(save)),
        RonRead::Loaded(save) => Err(format!(
            "The autosave was written by another version of Muster (save version {}, this one reads {SAVE_VERSION}); it was left as it is.",
            save.version
        )),
        RonRead::Damaged(problem) => Err(format!("The autosave could not be read: {problem}.")),
    }
}

/// A battle to resume: replayed on the table when it opens.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct ResumeBattle(pub SavedBattle);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AutosaveFile>().add_systems(
        Update,
        save_after_each_phase
            .in_set(AppSystems::Update)
            .after(super::game::execute_game_commands)
            // A screenshot run (a battle played forward for a picture) saves nothing.
            .run_if(
                in_state(Screen::Table)
                    .and_then(resource_exists::<FreeMoveGame>)
                    .and_then(not(resource_exists::<crate::app::ScreenshotRequest>)),
            ),
    );
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
    let path = &file.0;
    if game.state.result.is_some() {
        // The battle is over: nothing to resume.
        let _ = std::fs::remove_file(path);
        return;
    }
    let crate::scenario::Scenario::FreeMove(scenario) = &active.scenario else {
        return;
    };
    let save = SavedBattle {
        version: SAVE_VERSION,
        scenario: active.path.clone(),
        title: scenario.name.clone(),
        move_number: game.state.move_number,
        seed: game.seed,
        commands: game.commands.clone(),
    };
    if let Err(error) = files::write_ron(path, &save) {
        notices.push(format!(
            "The battle could not be autosaved to {}: {error}",
            path.display()
        ));
    }
}
