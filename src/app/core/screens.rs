//! The app's states, after bevy_new_2d: the screen, the menu overlay, and pause.

use bevy::prelude::*;

/// The screen under any menu.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The title backdrop the main menu sits on.
    #[default]
    Title,
    /// A Free Move – Timed Move table.
    Table,
    /// Companion mode: timer, roster sheets and calculators beside a real table.
    Companion,
    /// A Soldiers game on its hex board.
    HexBoard,
    /// A Skirmish Wars game on its square board.
    SquareBoard,
    /// An Untitled Movement Game on its board, with the hands face up.
    MovementBoard,
    /// Skirmish Wars' own set-up: a table laid out from terrain tiles (2.0–2.7).
    SkirmishSetup,
}

impl Screen {
    /// The screen a scenario plays on.
    pub fn for_scenario(scenario: &crate::scenario::Scenario) -> Screen {
        match scenario {
            crate::scenario::Scenario::FreeMove(_) => Screen::Table,
            crate::scenario::Scenario::Soldiers(_) => Screen::HexBoard,
            crate::scenario::Scenario::Skirmish(_) => Screen::SquareBoard,
            crate::scenario::Scenario::MovementGame(_) => Screen::MovementBoard,
        }
    }
}

/// The menu shown over the screen, if any.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Menu {
    #[default]
    None,
    /// The title menu: the modes, settings, quit.
    Main,
    /// One mode's page: its scenarios, or what it will be.
    Picker,
    /// The settings page.
    Settings,
    /// The controls page: every player's keys, buttons and pointers.
    Controls,
    /// The rules reference of the chosen ruleset: the rules in brief and Muster's readings.
    Rules,
    /// The pause menu over a game.
    Pause,
    /// Every mode's saves, to play on or to watch.
    SavedGames,
    /// Join a game hosted on another machine: an address, or a recent host.
    Join,
}

/// Whether the game under the menus is paused.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Pause(pub bool);

/// Systems that only run while the game is not paused.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PausableSystems;

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_state::<Menu>()
        .init_state::<Pause>()
        .configure_sets(Update, PausableSystems.run_if(in_state(Pause(false))))
        .add_systems(OnEnter(Screen::Title), open_main_menu)
        .add_systems(OnExit(Screen::Table), unpause)
        .add_systems(OnExit(Screen::Companion), unpause)
        .add_systems(OnExit(Screen::HexBoard), unpause)
        .add_systems(OnExit(Screen::SquareBoard), unpause)
        .add_systems(OnExit(Screen::MovementBoard), unpause);
}

fn open_main_menu(mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::Main);
}

fn unpause(mut pause: ResMut<NextState<Pause>>) {
    pause.set(Pause(false));
}
