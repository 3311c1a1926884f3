//! What each menu action leads to: the one place that changes screens and menus.
//!
//! Pages and keys only write [`MenuAction`]s; [`apply_menu_actions`] acts on them. Headless
//! tests drive the app through the same messages.

use std::path::PathBuf;

use bevy::prelude::*;
use muster_text::t;

use super::saved_games::{SaveLocations, unfinished_game};
use crate::app::core::launch::Launch;
use crate::app::core::menu_actions::{ActiveScenario, ChosenMode, MenuAction, MenuActionsApplied};
use crate::app::core::mode::Mode;
use crate::app::core::network::NetAction;
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::{Menu, Pause, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::scenario;

/// A new game asked for while its ruleset has an unfinished game: the new game's first
/// autosave replaces the old one's Resume, so the mode's page asks first.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct ConfirmNewGame(pub Option<NewGameOverUnfinished>);

/// The new game asked for and the unfinished one it would replace.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGameOverUnfinished {
    pub path: PathBuf,
    pub title: String,
    pub ruleset: RulesetId,
    /// "Brunstatt, turn 5".
    pub unfinished: String,
}

/// Where the settings and controls pages return to.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
struct SidePageOpenedFrom(Menu);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SidePageOpenedFrom>()
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
    registry: Res<GameRegistry>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
    mut actions: MessageWriter<MenuAction>,
    mut hosting: MessageWriter<NetAction>,
) {
    match launch.as_ref() {
        Launch::Menu => {}
        // The companion reads `Launch::CompanionMelee` too, and fights a melee.
        Launch::Companion | Launch::CompanionMelee => {
            actions.write(MenuAction::OpenCompanion);
        }
        Launch::Settings => {
            actions.write(MenuAction::OpenSettings);
        }
        Launch::Controls => {
            actions.write(MenuAction::OpenControls);
        }
        Launch::Rules(ruleset) => {
            commands.insert_resource(ChosenMode(Mode::Ruleset((*ruleset).into())));
            actions.write(MenuAction::OpenRules);
        }
        // The companion reads `Launch::Rosters` too, and shows its print view.
        Launch::Rosters => {
            actions.write(MenuAction::OpenCompanion);
        }
        Launch::Demo {
            rulesets,
            first,
            level,
        } => {
            crate::app::shell::demo::start_demo(
                &mut commands,
                rulesets.clone(),
                first.clone(),
                *level,
            );
        }
        Launch::Walkthrough(ruleset) => {
            actions.write(MenuAction::StartWalkthrough(*ruleset));
        }
        // Handled by the game whose set-up screen it is (it reads `Launch`).
        Launch::SkirmishSetup(_)
        | Launch::SoldiersEditor(_)
        | Launch::FreeMoveBuilder(_)
        | Launch::BoardEditor(_) => {}
        Launch::Network(action) => {
            if let NetAction::Host { scenario, .. } = action
                && let Some(ruleset) = registry.ruleset_of(scenario)
            {
                commands.insert_resource(ChosenMode(Mode::Ruleset(ruleset.id)));
            }
            hosting.write(action.clone());
        }
        Launch::JoinPage => {
            actions.write(MenuAction::OpenJoin);
        }
        Launch::CorrespondencePage(ruleset) => {
            commands.insert_resource(ChosenMode(Mode::Ruleset((*ruleset).into())));
            actions.write(MenuAction::OpenCorrespondence);
        }
        Launch::OpenTurn(path) => {
            commands.write_message(crate::app::session::correspondence::OpenTurnFile(
                path.clone(),
            ));
        }
        Launch::ModePage(ruleset) => {
            actions.write(MenuAction::OpenMode(Mode::Ruleset((*ruleset).into())));
        }
        Launch::Scenario { path, scenario } => {
            let Some(ruleset) = registry.ruleset_of(scenario) else {
                notices.push(t!(
                    "menu-no-ruleset-plays",
                    file = path.display().to_string()
                ));
                return;
            };
            commands.insert_resource(ActiveScenario {
                path: path.clone(),
                scenario: (**scenario).clone(),
            });
            commands.set_state(ruleset.screen());
            // The pause menu's rules page shows this scenario's ruleset.
            commands.insert_resource(ChosenMode(Mode::Ruleset(ruleset.id)));
            commands.set_state(Menu::None);
        }
    }
}

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
    locations: SaveLocations,
    mut confirm: ResMut<ConfirmNewGame>,
    registry: Res<GameRegistry>,
    mut exit: MessageWriter<AppExit>,
    mut hosting: MessageWriter<NetAction>,
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
                    Menu::Correspondence => Menu::Picker,
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
            // Handled by `saved_games`, which reads every mode's saves.
            MenuAction::ResumeGame(_) | MenuAction::OpenSave { .. } => {}
            // Handled by `app::walkthrough`, which reads the walkthrough's file.
            MenuAction::StartWalkthrough(_) => {}
            // Handled by the game whose set-up screen it is.
            MenuAction::OpenSkirmishSetup
            | MenuAction::OpenSoldiersEditor
            | MenuAction::OpenFreeMoveBuilder
            | MenuAction::OpenBoardEditor
            | MenuAction::EditScenario(_) => {}
            MenuAction::OpenSavedGames => commands.set_state(Menu::SavedGames),
            MenuAction::OpenJoin => commands.set_state(Menu::Join),
            MenuAction::OpenCorrespondence => commands.set_state(Menu::Correspondence),
            MenuAction::Join(address) => {
                hosting.write(NetAction::Join {
                    address: address.clone(),
                    name: None,
                });
            }
            MenuAction::Watch(address) => {
                hosting.write(NetAction::Watch {
                    address: address.clone(),
                    name: None,
                });
            }
            MenuAction::Host(path) => match scenario::load(path) {
                Ok(scenario) => {
                    if let Some(ruleset) = registry.ruleset_of(&scenario) {
                        chosen.0 = Mode::Ruleset(ruleset.id);
                    }
                    hosting.write(NetAction::Host {
                        path: path.clone(),
                        scenario: Box::new(scenario),
                        port: crate::app::core::network::DEFAULT_PORT,
                    });
                }
                Err(error) => notices.push(error.to_string()),
            },
            MenuAction::StartDemo(rulesets) => {
                crate::app::shell::demo::start_demo(
                    &mut commands,
                    rulesets.clone(),
                    None,
                    crate::rules::ladder::Level::General,
                );
            }
            MenuAction::Play(path) | MenuAction::PlayAnyway(path) => {
                confirm.0 = None;
                match scenario::load(path) {
                    Ok(scenario) => {
                        let Some(entry) = registry.ruleset_of(&scenario) else {
                            notices.push(t!(
                                "menu-no-ruleset-plays",
                                file = path.display().to_string()
                            ));
                            continue;
                        };
                        let ruleset = entry.id;
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
                        commands.set_state(entry.screen());
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
            // The game's saves write the file and say so; the pause menu stays open (Save
            // as… asks for a name over it, and the saved-games page deletes a named save).
            MenuAction::SaveGame
            | MenuAction::OpenSaveAs
            | MenuAction::SaveGameAs(_)
            | MenuAction::DeleteSave { .. } => {}
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
