//! The toy as a game on screen: its [`TurnGame`] (how its scenario becomes a session, the
//! computer's move, the log's words), its save format, and what it tells the shell.

use muster::app::session::OpenError;
use muster::app::session::save_error::SaveError;
use muster::scenario::StartError;
use std::path::{Path, PathBuf};

use bevy_egui::egui;
use muster::app::core::ruleset_door::RulesetId;
use muster::app::core::screens::Screen;
use muster::app::session::Session;
use muster::app::session::registration::RegisteredTurnGame;
use muster::app::session::turn_game::{EventOf, TurnGame};
use muster::app::session::turn_saves::{VersionedSave, read_save, replay_checked};
use muster::rules::dice::Dice;
use muster::rules::ladder::Level;
use muster::scenario::{RegisteredScenario, Scenario};
use serde::{Deserialize, Serialize};

use super::engine::{Pebbles, PebblesCommand, PebblesEvent, PebblesState, best_take};

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PebblesSeat {
    Human,
    Computer,
}

/// What the toy's scenario file sets.
#[derive(Debug, Clone, Deserialize)]
struct PebblesSettings {
    pile: u32,
}

/// The toy's own part of a game: its computer player, which needs no memory.
#[derive(Debug, Clone, Default)]
pub struct PebblesTurns {
    computer: PebblesComputer,
}

/// The toy's computer player: it takes what leaves its rival a losing pile.
#[derive(Debug, Clone, Copy, Default)]
pub struct PebblesComputer;

/// A game of the toy.
pub type PebblesSession = Session<PebblesTurns>;

/// The toy's save.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedPebbles {
    pub version: u32,
    pub scenario: PathBuf,
    pub title: String,
    pub seed: u64,
    pub seats: Vec<PebblesSeat>,
    pub commands: Vec<PebblesCommand>,
    pub snapshot: PebblesState,
}

const SAVE_VERSION: u32 = 1;

impl VersionedSave for SavedPebbles {
    fn version(&self) -> u32 {
        self.version
    }

    fn scenario(&self) -> &Path {
        &self.scenario
    }
}

/// The toy's game of `scenario` from `seed` with `seats` (every seat a person's when none).
fn new_game(
    scenario: &RegisteredScenario,
    seed: u64,
    seats: Option<Vec<PebblesSeat>>,
) -> Result<PebblesSession, OpenError> {
    let settings: PebblesSettings =
        scenario
            .settings
            .clone()
            .into_rust()
            .map_err(|error| OpenError {
                scenario: scenario.name.clone(),
                source: StartError::Deal {
                    reason: format!("the toy's settings: {error}"),
                },
            })?;
    let seats = seats.unwrap_or_else(|| vec![PebblesSeat::Human; scenario.seats.len()]);
    let start = PebblesState::new(settings.pile, seats.len());
    let opening = format!("{}: {} pebbles.", scenario.name, settings.pile);
    Ok(Session::from_start(
        PebblesTurns::default(),
        start,
        Dice::seeded(seed),
        seats,
        vec![opening],
    ))
}

/// The toy's scenario, if `scenario` is one.
pub fn toy_scenario(scenario: &Scenario) -> Option<&RegisteredScenario> {
    match scenario {
        Scenario::Registered(registered) if registered.ruleset == super::CARD.short_name => {
            Some(registered)
        }
        _ => None,
    }
}

impl TurnGame for PebblesTurns {
    type Engine = Pebbles;
    type Seat = PebblesSeat;
    type Seats = Vec<PebblesSeat>;
    type Save = SavedPebbles;
    type Computer = PebblesComputer;

    const SCREEN: Screen = Screen::Playing(super::ID);
    const HUMAN: PebblesSeat = PebblesSeat::Human;
    const COMPUTER: PebblesSeat = PebblesSeat::Computer;
    const COMPUTER_PACE: f32 = 0.1;
    const COMMANDS_A_FRAME: usize = 1;
    const SAVE_NAME: &'static str = "pebbles";

    fn open(
        scenario: &Scenario,
        seed: u64,
        seats: Option<Vec<PebblesSeat>>,
    ) -> Option<Result<PebblesSession, OpenError>> {
        toy_scenario(scenario).map(|toy| new_game(toy, seed, seats))
    }

    fn restarted(&self, _seed: u64, _seats: &Vec<PebblesSeat>) -> Self {
        self.clone()
    }

    fn acting_seat(state: &PebblesState) -> Option<usize> {
        state.winner.is_none().then_some(state.to_act)
    }

    fn is_over(state: &PebblesState) -> bool {
        state.winner.is_some()
    }

    fn computer_at(_level: Level) -> PebblesSeat {
        PebblesSeat::Computer
    }

    fn level_of(seat: PebblesSeat) -> Option<Level> {
        (seat == PebblesSeat::Computer).then_some(Level::Veteran)
    }

    fn seat_computer(
        &mut self,
        _seat: usize,
        _sitter: PebblesSeat,
    ) -> Option<&mut PebblesComputer> {
        Some(&mut self.computer)
    }

    fn next_command(_: &mut PebblesComputer, state: &PebblesState) -> Option<PebblesCommand> {
        (state.winner.is_none() && state.pile > 0).then(|| best_take(state))
    }

    fn played_forward(state: &PebblesState, moves: u32) -> bool {
        state.turns >= moves
    }

    fn narrate(before: &PebblesState, event: &PebblesEvent) -> Option<String> {
        match *event {
            PebblesEvent::Took { seat, count } => Some(format!(
                "Player {seat} takes {count} of {} pebbles.",
                before.pile
            )),
            PebblesEvent::Won { seat } => Some(format!("Player {seat} takes the last and wins.")),
            PebblesEvent::TurnPassed { .. } => None,
        }
    }

    fn whereabouts(state: &PebblesState) -> String {
        match state.winner {
            Some(seat) => format!("won by player {seat}"),
            None => format!("{} pebbles left", state.pile),
        }
    }

    fn ends_a_turn(event: &PebblesEvent) -> bool {
        matches!(
            event,
            PebblesEvent::TurnPassed { .. } | PebblesEvent::Won { .. }
        )
    }

    fn saved(session: &PebblesSession, scenario: &Path, title: &str) -> SavedPebbles {
        SavedPebbles {
            version: SAVE_VERSION,
            scenario: scenario.to_path_buf(),
            title: title.to_string(),
            seed: session.seed,
            seats: session.seats.clone(),
            commands: session.commands.clone(),
            snapshot: session.state.clone(),
        }
    }

    fn load(path: &Path) -> Result<(PebblesSession, PathBuf, Scenario), SaveError> {
        let (save, scenario_path, loaded) = read_save::<SavedPebbles>(path, SAVE_VERSION)?;
        let toy = toy_scenario(&loaded).ok_or_else(|| SaveError::OtherRuleset {
            scenario: scenario_path.clone(),
            expected: "a toy scenario",
        })?;
        let mut session =
            new_game(toy, save.seed, Some(save.seats)).map_err(SaveError::DoesNotOpen)?;
        replay_checked(&mut session, &save.commands, &save.snapshot, path)?;
        Ok((session, scenario_path, loaded))
    }
}

impl RegisteredTurnGame for PebblesTurns {
    const RULESET: RulesetId = super::ID;
    const RESUME_NAME: &'static str = "the pebbles";

    fn rule_of(_event: &EventOf<Self>) -> Option<String> {
        None
    }

    fn save_label(save: &SavedPebbles) -> String {
        format!("{}, {} taken", save.title, save.commands.len())
    }

    fn rules_page(ui: &mut egui::Ui) {
        ui.label("Take one pebble or two in turn; whoever takes the last one wins.");
    }
}
