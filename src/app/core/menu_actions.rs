//! The menu's messages and what they leave behind, at the bottom so every layer may use them:
//! pages and keys write [`MenuAction`]s, the shell acts on them, and a game reads the few
//! meant for it (save, load) and writes its own (play again, quit to the title).

use std::path::PathBuf;

use bevy::prelude::*;

use crate::app::core::mode::Mode;
use crate::app::core::ruleset_door::RulesetId;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

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
    /// Host a scenario for players on other machines (the lobby opens).
    Host(PathBuf),
    /// Open the page to join a game hosted on another machine.
    OpenJoin,
    /// Open the chosen ruleset's page for games by correspondence (turn files).
    OpenCorrespondence,
    /// Join the game hosted at this address (`host` or `host:port`).
    Join(String),
    /// Watch the game hosted at this address: no seat, the game followed.
    Watch(String),
    /// Resume the autosaved game of a ruleset (see `saved_games.rs`).
    ResumeGame(RulesetId),
    /// Open the saved-games page.
    OpenSavedGames,
    /// Open a save to play on, or to watch as a replay (see `saved_games.rs`).
    OpenSave {
        ruleset: RulesetId,
        slot: SaveSlot,
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
    /// Ask for a name to save the game on screen under (the pause menu's Save as…).
    OpenSaveAs,
    /// Save the game on screen as the named save `name` (see `core::named_saves`), replacing
    /// one of that name (handled by each game's saves; the dialog asked first).
    SaveGameAs(String),
    /// Delete the named save `name` of `ruleset` (the saved-games page asked first).
    DeleteSave { ruleset: RulesetId, name: String },
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
    /// Open the Soldiers scenario editor on a new scenario (handled by
    /// `app::soldiers::editor`).
    OpenSoldiersEditor,
    /// Open the Free Move battle builder on a new battle (handled by `free_move::builder`).
    OpenFreeMoveBuilder,
    /// Open the Untitled Movement Game's board editor on a new board (handled by
    /// `app::movement_game::board_editor`).
    OpenBoardEditor,
    /// Open a club's scenario file in its ruleset's editor: the mode page sends it on as
    /// `club_scenarios::EditScenario`.
    EditScenario(PathBuf),
    /// Leave the game for the title menu.
    QuitToTitle,
    /// Close Muster.
    Quit,
}

/// Which of a mode's save files.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SaveSlot {
    /// The player's quick save (Save game).
    Saved,
    /// Written after every turn or phase.
    Autosave,
    /// A save the player named (Save as…), by its name.
    Named(String),
}

/// The mode whose page is open (or was last open); none before the first.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChosenMode(pub Mode);

impl Default for ChosenMode {
    fn default() -> Self {
        ChosenMode(Mode::Companion)
    }
}

/// The scenario on the table, with the file it came from.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct ActiveScenario {
    pub path: PathBuf,
    pub scenario: Scenario,
}

/// Where the menu's actions are acted on: a screen that turns its own buttons into menu
/// actions runs before it, so they take effect in the same frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MenuActionsApplied;

/// The messages and resources above.
pub(crate) fn plugin(app: &mut App) {
    app.add_message::<MenuAction>()
        .init_resource::<ChosenMode>();
}
