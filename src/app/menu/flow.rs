//! What each menu action leads to: the one place that changes screens and menus.
//!
//! Pages and keys only write [`MenuAction`]s; [`apply_menu_actions`] acts on them. Headless
//! tests drive the app through the same messages.

use std::path::PathBuf;

use bevy::prelude::*;

use super::saved_games::{SaveLocations, unfinished_game};
use crate::app::free_move::save::{AutosaveFile, ResumeBattle, load_game};
use crate::app::launch::Launch;
use crate::app::mode::Mode;
use crate::app::screens::{Menu, Pause, Screen};
use crate::app::system_sets::AppSystems;
use crate::app::ui::notices::Notices;
use crate::ruleset::Ruleset;
use crate::scenario::{self, Scenario};

/// Something a player asked of the menus.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum MenuAction {
    /// Open a mode's page (its scenarios, or what it will be).
    OpenMode(Mode),
    /// Open the settings page.
    OpenSettings,
    /// Open the controls page.
    OpenControls,
    /// Open the rules reference of the chosen ruleset.
    OpenRules,
    /// Go back one page (settings and controls return to where they were opened from).
    Back,
    /// Load a scenario and open its screen; when the ruleset has an unfinished game, ask
    /// first ([`ConfirmNewGame`]).
    Play(PathBuf),
    /// Load a scenario and open its screen, replacing the ruleset's unfinished game.
    PlayAnyway(PathBuf),
    /// Resume the autosaved Free Move battle.
    ResumeBattle,
    /// Resume the autosaved game of a turn-based ruleset (see `saved_games.rs`).
    ResumeGame(crate::ruleset::Ruleset),
    /// Open the saved-games page.
    OpenSavedGames,
    /// Open a save to play on, or to watch as a replay (see `saved_games.rs`).
    OpenSave {
        ruleset: crate::ruleset::Ruleset,
        slot: super::saved_games::SaveSlot,
        watch: bool,
    },
    /// Open the companion screen.
    OpenCompanion,
    /// Pause the game and show the pause menu.
    Pause,
    /// Close the pause menu and go on.
    Resume,
    /// Save the game on screen to its save file (handled by each game's saves).
    SaveGame,
    /// Replace the game on screen with its saved game (handled by each game's saves).
    LoadGame,
    /// Watch the game on screen from its first command (handled by the replays).
    WatchReplay,
    /// Start demo mode: the computer plays these rulesets in turn (all four when empty).
    StartDemo(Vec<Ruleset>),
    /// Start the rules walkthrough of a ruleset (handled by `app::walkthrough`).
    StartWalkthrough(Ruleset),
    /// Open the Skirmish Wars set-up screen (handled by `app::skirmish::setup`).
    OpenSkirmishSetup,
    /// Leave the game for the title menu.
    QuitToTitle,
    /// Close Muster.
    Quit,
}

/// A new game asked for while its ruleset has an unfinished game: the new game's first
/// autosave replaces the old one's Resume, so the mode's page asks first.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct ConfirmNewGame(pub Option<NewGameOverUnfinished>);

/// The new game asked for and the unfinished one it would replace.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGameOverUnfinished {
    pub path: PathBuf,
    pub title: String,
    pub ruleset: Ruleset,
    /// "Brunstatt, turn 5".
    pub unfinished: String,
}

/// The mode whose page is open (or was last open).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenMode(pub Mode);

impl Default for ChosenMode {
    fn default() -> Self {
        ChosenMode(Mode::Ruleset(Ruleset::FreeMove))
    }
}

/// The scenario on the table, with the file it came from.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct ActiveScenario {
    pub path: PathBuf,
    pub scenario: Scenario,
}

/// Where the settings and controls pages return to.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
struct SidePageOpenedFrom(Menu);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MenuAction>()
        .init_resource::<ChosenMode>()
        .init_resource::<SidePageOpenedFrom>()
        .init_resource::<ConfirmNewGame>()
        .add_systems(Startup, apply_launch)
        .add_systems(
            Update,
            apply_menu_actions
                .in_set(AppSystems::Update)
                .in_set(MenuActionsApplied),
        );
}

/// Open what the command line asked for.
fn apply_launch(
    launch: Res<Launch>,
    mut commands: Commands,
    mut actions: MessageWriter<MenuAction>,
) {
    match launch.as_ref() {
        Launch::Menu => {}
        Launch::Companion => {
            actions.write(MenuAction::OpenCompanion);
        }
        Launch::Settings => {
            actions.write(MenuAction::OpenSettings);
        }
        Launch::Controls => {
            actions.write(MenuAction::OpenControls);
        }
        Launch::Rules(ruleset) => {
            commands.insert_resource(ChosenMode(Mode::Ruleset(*ruleset)));
            actions.write(MenuAction::OpenRules);
        }
        Launch::Rosters => {
            actions.write(MenuAction::OpenCompanion);
            commands.insert_resource(crate::app::companion::roster_print::RosterPrint::view_only());
        }
        Launch::Demo { rulesets, first } => {
            crate::app::demo::start_demo(&mut commands, rulesets.clone(), first.clone());
        }
        Launch::Walkthrough(ruleset) => {
            actions.write(MenuAction::StartWalkthrough(*ruleset));
        }
        // Handled by `app::skirmish::setup`.
        Launch::SkirmishSetup(_) => {}
        Launch::Scenario { path, scenario } => {
            commands.insert_resource(ActiveScenario {
                path: path.clone(),
                scenario: (**scenario).clone(),
            });
            commands.set_state(Screen::for_scenario(scenario));
            // The pause menu's rules page shows this scenario's ruleset.
            commands.insert_resource(ChosenMode(Mode::Ruleset(scenario.ruleset())));
            commands.set_state(Menu::None);
        }
    }
}

/// Where the menu's actions are acted on: a screen that turns its own buttons into menu
/// actions runs before it, so they take effect in the same frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MenuActionsApplied;

/// Turn each menu action into state changes.
#[allow(clippy::too_many_arguments)]
fn apply_menu_actions(
    mut actions: MessageReader<MenuAction>,
    mut commands: Commands,
    menu: Res<State<Menu>>,
    screen: Res<State<Screen>>,
    mut chosen: ResMut<ChosenMode>,
    mut side_page_from: ResMut<SidePageOpenedFrom>,
    mut notices: ResMut<Notices>,
    autosave_file: Res<AutosaveFile>,
    locations: SaveLocations,
    mut confirm: ResMut<ConfirmNewGame>,
    mut exit: MessageWriter<AppExit>,
) {
    for action in actions.read() {
        if !matches!(action, MenuAction::Play(_) | MenuAction::PlayAnyway(_)) {
            confirm.0 = None;
        }
        match action {
            MenuAction::OpenMode(mode) => {
                chosen.0 = *mode;
                commands.set_state(Menu::Picker);
            }
            MenuAction::OpenSettings | MenuAction::OpenControls | MenuAction::OpenRules => {
                if !matches!(menu.get(), Menu::Settings | Menu::Controls | Menu::Rules) {
                    side_page_from.0 = *menu.get();
                }
                commands.set_state(match action {
                    MenuAction::OpenSettings => Menu::Settings,
                    MenuAction::OpenControls => Menu::Controls,
                    _ => Menu::Rules,
                });
            }
            MenuAction::Back => {
                let back_to = match menu.get() {
                    Menu::Settings | Menu::Controls | Menu::Rules => side_page_from.0,
                    Menu::Pause => Menu::None,
                    _ if *screen.get() == Screen::Title => Menu::Main,
                    _ => Menu::None,
                };
                if back_to == Menu::None && *screen.get() != Screen::Title {
                    commands.set_state(Pause(false));
                }
                commands.set_state(back_to);
            }
            MenuAction::OpenCompanion => {
                chosen.0 = Mode::Companion;
                commands.set_state(Screen::Companion);
                commands.set_state(Menu::None);
            }
            MenuAction::ResumeBattle => match load_game(&autosave_file.0) {
                Ok((_, save, scenario)) => {
                    commands.insert_resource(ActiveScenario {
                        path: save.scenario.clone(),
                        scenario,
                    });
                    commands.insert_resource(ResumeBattle(save));
                    commands.set_state(Screen::Table);
                    commands.set_state(Menu::None);
                }
                Err(problem) => notices.push(problem),
            },
            // Handled by `saved_games`, which reads every mode's saves.
            MenuAction::ResumeGame(_) | MenuAction::OpenSave { .. } => {}
            // Handled by `app::walkthrough`, which reads the walkthrough's file.
            MenuAction::StartWalkthrough(_) => {}
            // Handled by `app::skirmish::setup`.
            MenuAction::OpenSkirmishSetup => {}
            MenuAction::OpenSavedGames => commands.set_state(Menu::SavedGames),
            MenuAction::StartDemo(rulesets) => {
                crate::app::demo::start_demo(&mut commands, rulesets.clone(), None);
            }
            MenuAction::Play(path) | MenuAction::PlayAnyway(path) => {
                confirm.0 = None;
                match scenario::load(path) {
                    Ok(scenario) => {
                        let ruleset = scenario.ruleset();
                        let unfinished = matches!(action, MenuAction::Play(_))
                            .then(|| unfinished_game(&locations, ruleset, &mut notices))
                            .flatten();
                        if let Some(unfinished) = unfinished {
                            confirm.0 = Some(NewGameOverUnfinished {
                                path: path.clone(),
                                title: scenario.name().to_owned(),
                                ruleset,
                                unfinished,
                            });
                            continue;
                        }
                        commands.set_state(Screen::for_scenario(&scenario));
                        commands.insert_resource(ActiveScenario {
                            path: path.clone(),
                            scenario,
                        });
                        commands.set_state(Menu::None);
                    }
                    Err(error) => notices.push(error.to_string()),
                }
            }
            MenuAction::Pause if *screen.get() != Screen::Title => {
                commands.set_state(Pause(true));
                commands.set_state(Menu::Pause);
            }
            MenuAction::Pause => {}
            MenuAction::Resume | MenuAction::LoadGame | MenuAction::WatchReplay => {
                commands.set_state(Pause(false));
                commands.set_state(Menu::None);
            }
            // The game's saves write the file and say so; the pause menu stays open.
            MenuAction::SaveGame => {}
            MenuAction::QuitToTitle => {
                commands.remove_resource::<ActiveScenario>();
                commands.set_state(Pause(false));
                commands.set_state(Screen::Title);
                commands.set_state(Menu::Main);
            }
            MenuAction::Quit => {
                exit.write(AppExit::Success);
            }
        }
    }
}
