//! Resuming a turn-based game after a crash or a quit: the title menu offers the autosave of
//! each grid ruleset (Soldiers, Skirmish Wars, the movement game) and opens it replayed from
//! its commands, exactly as it was.

use std::path::Path;

use bevy::prelude::*;
use serde::de::DeserializeOwned;

use super::flow::{ActiveScenario, MenuAction};
use crate::app::movement_game::save::{MovementSaveFiles, SavedMovementGame};
use crate::app::screens::{Menu, Screen};
use crate::app::skirmish::save::{SavedSkirmish, SkirmishSaveFiles};
use crate::app::soldiers::save::{SavedSoldiers, SoldiersSaveFiles};
use crate::app::ui::notices::Notices;
use crate::files::{self, RonRead};
use crate::ruleset::Ruleset;

/// The autosaved games the title menu offers, with their labels.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct ResumableGames(pub Vec<(Ruleset, String)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ResumableGames>()
        .add_systems(OnEnter(Menu::Main), read_resumable_games)
        .add_systems(Update, resume_on_request);
}

/// A save's header, or `None` (a damaged file is set aside and named in a notice).
fn peek<S: DeserializeOwned>(path: &Path, notices: &mut Notices) -> Option<S> {
    match files::read_ron_or_set_aside::<S>(path) {
        RonRead::Loaded(save) => Some(save),
        RonRead::Missing => None,
        RonRead::Damaged(problem) => {
            notices.push(format!("The autosave could not be read: {problem}."));
            None
        }
    }
}

fn read_resumable_games(
    mut resumable: ResMut<ResumableGames>,
    soldiers: Res<SoldiersSaveFiles>,
    skirmish: Res<SkirmishSaveFiles>,
    movement: Res<MovementSaveFiles>,
    mut notices: ResMut<Notices>,
) {
    resumable.0.clear();
    if let Some(save) = peek::<SavedSoldiers>(&soldiers.autosave, &mut notices) {
        resumable.0.push((
            Ruleset::Soldiers,
            format!("Resume Soldiers: {}, turn {}", save.title, save.turn),
        ));
    }
    if let Some(save) = peek::<SavedSkirmish>(&skirmish.autosave, &mut notices) {
        resumable.0.push((
            Ruleset::SkirmishWars,
            format!("Resume Skirmish Wars: {}, day {}", save.title, save.day),
        ));
    }
    if let Some(save) = peek::<SavedMovementGame>(&movement.autosave, &mut notices) {
        resumable.0.push((
            Ruleset::MovementGame,
            format!(
                "Resume the movement game: {}, turn {}",
                save.title,
                save.turns + 1
            ),
        ));
    }
}

#[allow(clippy::too_many_arguments)]
fn resume_on_request(
    mut actions: MessageReader<MenuAction>,
    soldiers: Res<SoldiersSaveFiles>,
    skirmish: Res<SkirmishSaveFiles>,
    movement: Res<MovementSaveFiles>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    for action in actions.read() {
        let MenuAction::ResumeGame(ruleset) = action else {
            continue;
        };
        // The game resource goes in first: the screen's start sees it and does not deal anew.
        let opened = match ruleset {
            Ruleset::Soldiers => crate::app::soldiers::save::load_game(&soldiers.autosave).map(
                |(game, path, scenario)| {
                    commands.insert_resource(game);
                    (path, scenario)
                },
            ),
            Ruleset::SkirmishWars => crate::app::skirmish::save::load_game(&skirmish.autosave).map(
                |(game, path, scenario)| {
                    commands.insert_resource(game);
                    (path, scenario)
                },
            ),
            Ruleset::MovementGame => crate::app::movement_game::save::load_game(&movement.autosave)
                .map(|(game, path, scenario)| {
                    commands.insert_resource(game);
                    (path, scenario)
                }),
            Ruleset::FreeMove => Err("The Free Move battle resumes from its own button.".into()),
        };
        match opened {
            Ok((path, scenario)) => {
                commands.set_state(Screen::for_scenario(&scenario));
                commands.insert_resource(ActiveScenario { path, scenario });
                commands.set_state(Menu::None);
            }
            Err(why) => notices.push(why),
        }
    }
}
