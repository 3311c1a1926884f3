//! What the set-up screen's buttons do, without a window: open the screen (from the mode
//! page or the command line), a random balanced layout, Play (the table becomes a scenario
//! file, played as the menu plays any, with the chosen seats), Save as scenario, and Back to
//! the mode page.

use bevy::prelude::*;
use muster_text::t;

use super::editor::TableSetup;
use super::files::{SetupFolders, write_table};
use crate::app::core::club_scenarios::EditScenario;
use crate::app::core::launch::Launch;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::mode::Mode;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::games::skirmish::SkirmishSeatsChoice;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::skirmish_layout::Layout;

/// Something asked of the set-up screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupAction {
    /// Replace the table with a random balanced layout from the chosen seed and seats.
    Random,
    /// Play the table on the square board.
    Play,
    /// Write the table as a scenario file into the player's scenario folder.
    Save,
    /// Back to the Skirmish Wars mode page.
    Back,
}

/// The seats of the game now starting were chosen on the set-up screen: forget them when
/// it ends, so later games start with the usual seats.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct SeatsFromSetup;

/// Back was pressed: open the mode page once the title menu is up.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
struct BackToModePage;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SetupAction>()
        .add_systems(Startup, open_from_launch)
        .add_systems(
            Update,
            (
                open_on_menu_action,
                open_saved_table.after(open_on_menu_action),
                // Its Play is the menu's Play, acted on in the same frame.
                apply_setup_actions
                    .run_if(in_state(Screen::SkirmishSetup))
                    .before(crate::app::core::menu_actions::MenuActionsApplied),
                open_mode_page
                    .run_if(resource_exists::<BackToModePage>.and_then(in_state(Menu::Main))),
            )
                .in_set(AppSystems::Update),
        )
        .add_systems(OnExit(Screen::Skirmish), forget_seats_from_setup);
}

fn open_screen(commands: &mut Commands) {
    commands.insert_resource(ChosenMode(Mode::Ruleset(super::super::ruleset_entry::ID)));
    commands.set_state(Screen::SkirmishSetup);
    commands.set_state(Menu::None);
}

/// `muster screenshot skirmish-setup[:SEED]`: open the screen, with a random layout from the
/// seed when one is given.
fn open_from_launch(launch: Res<Launch>, mut commands: Commands, mut setup: ResMut<TableSetup>) {
    if let Launch::SkirmishSetup(seed) = launch.as_ref() {
        if let Some(seed) = seed {
            setup.seed = *seed;
            setup.randomise();
        }
        open_screen(&mut commands);
    }
}

fn open_on_menu_action(mut actions: MessageReader<MenuAction>, mut commands: Commands) {
    for action in actions.read() {
        if *action == MenuAction::OpenSkirmishSetup {
            open_screen(&mut commands);
        }
    }
}

/// "Edit" on the Skirmish Wars page: the saved table opened again on the set-up screen. A
/// file that cannot be read, or a table not laid out from tiles, is named in a notice and
/// the table on screen is kept.
fn open_saved_table(
    mut edits: MessageReader<EditScenario>,
    mut setup: ResMut<TableSetup>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    for edit in edits.read() {
        if edit.ruleset != Ruleset::Skirmish {
            continue;
        }
        let path = edit.path.display().to_string();
        match crate::scenario::load(&edit.path) {
            Ok(Scenario::Skirmish(scenario)) => {
                match Layout::from_scenario(&scenario, &setup.tiles, &setup.tables) {
                    Ok(layout) => {
                        notices.confirm(t!(
                            "skirmish-setup-opened",
                            name = layout.name.as_str(),
                            path = path.as_str()
                        ));
                        setup.open_layout(layout);
                    }
                    Err(why) => notices.push(t!(
                        "skirmish-setup-not-a-layout",
                        path = path.as_str(),
                        why = why.to_string()
                    )),
                }
            }
            Ok(other) => notices.push(t!(
                "skirmish-setup-not-a-layout",
                path = path.as_str(),
                why = t!(
                    "menu-picker-wrong-folder",
                    ruleset = other.ruleset_name().to_string(),
                    folder = Ruleset::Skirmish.title().to_string()
                )
            )),
            Err(why) => notices.push(t!("skirmish-setup-unreadable", why = why.to_string())),
        }
        open_screen(&mut commands);
    }
}

fn apply_setup_actions(
    mut actions: MessageReader<SetupAction>,
    mut setup: ResMut<TableSetup>,
    folders: Res<SetupFolders>,
    mut notices: ResMut<Notices>,
    mut menu_actions: MessageWriter<MenuAction>,
    mut commands: Commands,
) {
    for action in actions.read() {
        match action {
            SetupAction::Random => setup.randomise(),
            SetupAction::Save => match write_table(&mut setup, &folders.scenarios) {
                Ok(path) => notices.confirm(t!(
                    "skirmish-setup-saved",
                    name = setup.layout.name.as_str(),
                    path = path.display().to_string()
                )),
                Err(why) => notices.push(why),
            },
            // Played as any scenario file is: the menu's Play loads it, and asks first when
            // a Skirmish Wars game is unfinished.
            SetupAction::Play => match write_table(&mut setup, &folders.played) {
                Ok(path) => {
                    commands.insert_resource(SkirmishSeatsChoice {
                        seats: setup.scenario_seats(),
                        seed: None,
                    });
                    commands.insert_resource(SeatsFromSetup);
                    menu_actions.write(MenuAction::Play(path));
                }
                Err(why) => notices.push(why),
            },
            SetupAction::Back => {
                commands.insert_resource(BackToModePage);
                commands.set_state(Screen::Title);
            }
        }
    }
}

fn open_mode_page(mut commands: Commands, mut actions: MessageWriter<MenuAction>) {
    commands.remove_resource::<BackToModePage>();
    actions.write(MenuAction::OpenMode(Mode::Ruleset(
        super::super::ruleset_entry::ID,
    )));
}

fn forget_seats_from_setup(mut commands: Commands, chosen: Option<Res<SeatsFromSetup>>) {
    if chosen.is_some() {
        commands.remove_resource::<SeatsFromSetup>();
        commands.remove_resource::<SkirmishSeatsChoice>();
    }
}
