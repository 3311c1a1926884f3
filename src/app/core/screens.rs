//! The app's states, after bevy_new_2d: the screen, the menu overlay, and pause.

use bevy::prelude::*;

use super::ruleset_door::RulesetId;

/// The screen under any menu. A ruleset's screens derive from its entry in the registry
/// (`core::ruleset_door`): this file names no game. A game may give its screen a name of its
/// own in its own folder (`Screen::Soldiers` is Soldiers' `Screen::Playing`).
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The title backdrop the main menu sits on.
    #[default]
    Title,
    /// A game of this ruleset on its table or board.
    Playing(RulesetId),
    /// This ruleset's own set-up screen (Skirmish Wars' table laid out from tiles, 2.0–2.7).
    SetUp(RulesetId),
    /// Companion mode: timer, roster sheets and calculators beside a real table.
    Companion,
}

impl Screen {
    /// Whether Esc pauses a game on this screen (a game's screen and the companion's).
    pub fn pauses(self) -> bool {
        match self {
            Screen::Playing(_) | Screen::Companion => true,
            Screen::Title | Screen::SetUp(_) => false,
        }
    }

    /// The screen a scenario plays on: its ruleset's, as the door knows it (the title when
    /// no ruleset that came in plays it).
    pub fn for_scenario(scenario: &crate::scenario::Scenario) -> Screen {
        super::ruleset_door::known_for_scenario(scenario)
            .map_or(Screen::Title, |entry| entry.screen())
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
    /// Play the chosen ruleset by correspondence: start a game, or open a turn file.
    Correspondence,
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
        // Each ruleset's screen unpauses as it closes too: the door adds that.
        .add_systems(OnExit(Screen::Companion), unpause);
}

fn open_main_menu(mut menu: ResMut<NextState<Menu>>) {
    menu.set(Menu::Main);
}

fn unpause(mut pause: ResMut<NextState<Pause>>) {
    pause.set(Pause(false));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;

    #[test]
    fn esc_pauses_a_game_s_screen_and_the_companion_and_not_the_title_or_a_set_up() {
        let soldiers = RulesetId::of(Ruleset::Soldiers);
        assert!(Screen::Playing(soldiers).pauses());
        assert!(Screen::Companion.pauses());
        assert!(!Screen::Title.pauses());
        assert!(!Screen::SetUp(soldiers).pauses());
    }
}
