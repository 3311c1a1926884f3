//! How a turn-based game registers itself with the shell (`core::registry`): one entry
//! written once for every [`TurnGame`] — seats for the next game, whether it is over,
//! handing it to the people watching, its saves, its page of the rules reference — plus the
//! rule captions (for the demo, and anyone who turns captions on), the log's tail for the
//! big-screen layout, and the save paths the menus list. A game adds only what is its own ([`RegisteredTurnGame`]).

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy_egui::egui;
use serde::de::DeserializeOwned;

use super::messages::{SeatsChoice, SessionEvent};
use super::turn_game::{EventOf, TurnGame};
use super::turn_saves::{SaveFiles, TurnBasedSaves};
use super::turns::Session;
use crate::app::core::log_tail::{LogTail, tail_wanted};
use crate::app::core::registry::{
    GameEntry, NextSeats, SaveFilesOf, SaveLabel, SavePaths, SaveRefused, register_game,
};
use crate::app::core::rule_captions::RuleShown;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::Screen;
use crate::app::core::ui::captions::captions_wanted;
use crate::scenario::Scenario;

/// What a turn-based game tells the shell beyond what the session already knows.
pub trait RegisteredTurnGame: TurnGame<Save: DeserializeOwned> {
    /// Its ruleset.
    const RULESET: RulesetId;
    /// How the title menu names it in "Resume …".
    const RESUME_NAME: &'static str;
    /// The rule an event shows at work, for the captions.
    fn rule_of(event: &EventOf<Self>) -> Option<String>;
    /// A save as the menus list it ("Hill Country, day 4").
    fn save_label(save: &Self::Save) -> String;
    /// Draw its page of the rules reference (the menu's Rules page scrolls it).
    fn rules_page(ui: &mut egui::Ui);
}

/// Register `G` with the shell: its entry, its save paths, its rule captions and its log's
/// tail.
pub fn plugin<G: RegisteredTurnGame>(app: &mut App) {
    app.insert_resource(super::network_play::RuleNames::<G>(G::rule_of));
    register_game(
        app,
        GameEntry {
            ruleset: G::RULESET,
            resume_name: G::RESUME_NAME,
            choose_seats: choose_seats::<G>,
            forget_seats: forget_seats::<G>,
            over: over::<G>,
            hand_to_people: hand_to_people::<G>,
            whereabouts: whereabouts::<G>,
            save_label: save_label::<G>,
            open_save: open_save::<Session<G>>,
            rules_page: G::rules_page,
        },
    );
    publish_save_paths::<Session<G>>(app, G::RULESET);
    app.add_systems(
        Update,
        (
            caption_rules::<G>.run_if(captions_wanted),
            tail_the_log::<G>.run_if(tail_wanted),
        ),
    );
}

/// While the big-screen layout is on: the game's log's last lines, for its captions.
fn tail_the_log<G: RegisteredTurnGame>(
    screen: Res<State<Screen>>,
    session: Option<Res<Session<G>>>,
    mut tail: ResMut<LogTail>,
) {
    if let Some(session) = session.filter(|_| *screen.get() == Screen::Playing(G::RULESET)) {
        LogTail::follow(&mut tail, &session.log);
    }
}

/// The next game's seats: the person's seat (if any) a human, every other the computer at
/// the level asked for.
fn choose_seats<G: RegisteredTurnGame>(
    commands: &mut Commands,
    scenario: &Scenario,
    next: NextSeats,
) {
    let Some(Ok(usual)) = G::open(scenario, next.seed, None) else {
        return;
    };
    let mut seats = usual.seats.clone();
    for (index, seat) in seats.as_mut().iter_mut().enumerate() {
        *seat = if next.human == Some(index) {
            G::HUMAN
        } else {
            G::computer_at(next.level)
        };
    }
    commands.insert_resource(SeatsChoice::<G> {
        seats,
        seed: Some(next.seed),
    });
}

fn forget_seats<G: RegisteredTurnGame>(commands: &mut Commands) {
    commands.remove_resource::<SeatsChoice<G>>();
}

fn over<G: RegisteredTurnGame>(world: &World) -> Option<bool> {
    world
        .get_resource::<Session<G>>()
        .map(|session| session.is_over())
}

fn hand_to_people<G: RegisteredTurnGame>(world: &mut World) {
    if let Some(mut session) = world.get_resource_mut::<Session<G>>() {
        session.seats.as_mut().fill(G::HUMAN);
    }
}

fn whereabouts<G: RegisteredTurnGame>(world: &World) -> Option<String> {
    world
        .get_resource::<Session<G>>()
        .map(|session| G::whereabouts(&session.state))
}

fn save_label<G: RegisteredTurnGame>(path: &Path) -> SaveLabel {
    SaveLabel::read(path, |save: G::Save| SaveLabel::Label(G::save_label(&save)))
}

/// Open the save in `path` for any game on the log: loaded, checked, and put on its screen
/// as the game puts a loaded game there ([`TurnBasedSaves::resume`]).
pub fn open_save<G: TurnBasedSaves>(
    path: &Path,
    commands: &mut Commands,
) -> Result<(PathBuf, Scenario), SaveRefused> {
    let (game, scenario_path, scenario) = G::load_game(path)?;
    game.resume(commands);
    Ok((scenario_path, scenario))
}

/// Tell the menus where `ruleset`'s game `G` keeps its save and autosave, whenever they
/// change (a test points them elsewhere).
pub fn publish_save_paths<G: TurnBasedSaves>(app: &mut App, ruleset: RulesetId) {
    app.add_systems(
        First,
        move |files: Res<SaveFiles<G>>, mut paths: ResMut<SavePaths>| {
            if files.is_changed() {
                paths.publish(
                    ruleset,
                    SaveFilesOf {
                        saved: files.save.clone(),
                        autosave: files.autosave.clone(),
                    },
                );
            }
        },
    );
}

/// While captions are wanted (the demo, or turned on): each event that shows a rule, named
/// for the captions. Told against the state after the command, as the demo's captions
/// always were.
fn caption_rules<G: RegisteredTurnGame>(
    mut events: MessageReader<SessionEvent<G>>,
    session: Option<Res<Session<G>>>,
    mut shown: MessageWriter<RuleShown>,
) {
    let Some(session) = session else {
        events.clear();
        return;
    };
    for SessionEvent(event) in events.read() {
        if let (Some(rule), Some(line)) = (G::rule_of(event), G::narrate(&session.state, event)) {
            shown.write(RuleShown {
                rule,
                line,
                big: false,
            });
        }
    }
}
