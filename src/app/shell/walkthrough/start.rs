//! Starting a walkthrough: its file read and checked, its scenario opened with the learner
//! at their seat and the computer at every other, on the walkthrough's seed; and leaving it
//! when the title menu returns, so later games start with the usual seats.

use std::path::Path;

use bevy::prelude::*;

use super::ActiveWalkthrough;
use crate::app::core::menu_actions::{ActiveScenario, ChosenMode, MenuAction};
use crate::app::core::mode::Mode;
use crate::app::core::registry::NextSeats;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::shell::seat_choices::{choose_seats, forget_seat_choices};
use crate::rules::ladder::Level;
use crate::ruleset::Ruleset;
use crate::scenario::ScenarioError;
use crate::walkthrough::{self, LoadedWalkthrough, Progress};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartAgain>()
        .add_systems(
            Update,
            (start_asked_walkthroughs, start_again).in_set(AppSystems::Update),
        )
        .add_systems(
            OnEnter(Screen::Title),
            (leave_walkthrough, restart_pending).chain(),
        );
}

/// The learner asks to play the walkthrough on screen again from its start.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartAgain;

/// The walkthrough to open again once the title has cleared the old game away.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct PendingRestart(Ruleset);

/// Start again: back through the title (which clears the game and the walkthrough away),
/// then the same walkthrough from its start.
fn start_again(
    mut asks: MessageReader<StartAgain>,
    active: Option<Res<ActiveWalkthrough>>,
    mut actions: MessageWriter<MenuAction>,
    mut commands: Commands,
) {
    if asks.read().count() == 0 {
        return;
    }
    if let Some(active) = active {
        commands.insert_resource(PendingRestart(active.loaded.walkthrough.ruleset));
        actions.write(MenuAction::QuitToTitle);
    }
}

fn restart_pending(
    pending: Option<Res<PendingRestart>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    let Some(pending) = pending else {
        return;
    };
    commands.remove_resource::<PendingRestart>();
    if let Err(problem) = start_walkthrough(&mut commands, pending.0) {
        notices.push(problem);
    }
}

/// Why the walkthrough of a ruleset cannot open: its file's own error, and which it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WalkthroughError {
    pub ruleset: Ruleset,
    pub source: ScenarioError,
}

impl std::fmt::Display for WalkthroughError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(&muster_text::t!(
            "walkthrough-cannot-open",
            ruleset = self.ruleset.title().to_string(),
            error = self.source.to_string()
        ))
    }
}

impl std::error::Error for WalkthroughError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

/// Read and check the walkthrough of `ruleset` from `path`.
fn read_walkthrough(ruleset: Ruleset, path: &Path) -> Result<LoadedWalkthrough, WalkthroughError> {
    walkthrough::load(path).map_err(|source| WalkthroughError { ruleset, source })
}

/// Open the walkthrough of `ruleset`, or say what is wrong with its file.
pub fn start_walkthrough(
    commands: &mut Commands,
    ruleset: Ruleset,
) -> Result<(), WalkthroughError> {
    let loaded = read_walkthrough(ruleset, &walkthrough::walkthrough_path(ruleset))?;
    seat_the_learner(commands, &loaded);
    commands.set_state(Screen::for_scenario(&loaded.scenario));
    commands.insert_resource(ChosenMode(Mode::Ruleset(ruleset.into())));
    commands.insert_resource(ActiveScenario {
        path: loaded.scenario_path.clone(),
        scenario: loaded.scenario.clone(),
    });
    commands.set_state(Menu::None);
    commands.insert_resource(ActiveWalkthrough {
        loaded,
        progress: Progress::default(),
    });
    Ok(())
}

/// The learner at their seat, the computer as a Recruit at every other (the seat's Level
/// button changes it), on the walkthrough's seed.
fn seat_the_learner(commands: &mut Commands, loaded: &LoadedWalkthrough) {
    let walkthrough = &loaded.walkthrough;
    choose_seats(
        commands,
        &loaded.scenario,
        NextSeats {
            human: Some(walkthrough.learner),
            seed: walkthrough.seed,
            level: Level::Recruit,
        },
    );
}

fn start_asked_walkthroughs(
    mut actions: MessageReader<MenuAction>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    for action in actions.read() {
        if let MenuAction::StartWalkthrough(ruleset) = action
            && let Err(problem) = start_walkthrough(&mut commands, *ruleset)
        {
            notices.push(problem);
        }
    }
}

/// Back at the title: the walkthrough and its seat choices are gone.
fn leave_walkthrough(walkthrough: Option<Res<ActiveWalkthrough>>, mut commands: Commands) {
    if walkthrough.is_none() {
        return;
    }
    commands.remove_resource::<ActiveWalkthrough>();
    forget_seat_choices(&mut commands);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_walkthrough_is_read() {
        for ruleset in Ruleset::ALL {
            let loaded = read_walkthrough(ruleset, &walkthrough::walkthrough_path(ruleset))
                .unwrap_or_else(|error| panic!("{error}"));
            assert_eq!(loaded.walkthrough.ruleset, ruleset);
        }
    }

    #[test]
    fn a_walkthrough_that_cannot_be_read_keeps_the_file_s_own_error_and_names_its_ruleset() {
        let refused = read_walkthrough(Ruleset::Soldiers, Path::new("no/such/walkthrough.ron"))
            .expect_err("refused");
        assert_eq!(refused.ruleset, Ruleset::Soldiers);
        assert!(
            matches!(&refused.source, ScenarioError::Unreadable { file, .. } if file.contains("no/such")),
            "{refused:?}"
        );
        assert!(
            refused
                .to_string()
                .starts_with("The Soldiers walkthrough cannot open: "),
            "{refused}"
        );
    }

    #[test]
    fn a_walkthrough_that_cannot_be_read_says_so_in_french() {
        use muster_text::{Language, in_language};
        let refused = read_walkthrough(Ruleset::Soldiers, Path::new("no/such/walkthrough.ron"))
            .expect_err("refused");
        let said = in_language(Language::French, || refused.to_string());
        assert!(
            said.starts_with("La visite guidée de Soldiers ne peut pas s'ouvrir : "),
            "{said}"
        );
    }
}
