//! The Skirmish Wars game on screen: the engine's state and dice as a resource, who sits at
//! each seat (a human or the computer), the one system that executes commands, the
//! computer's turns at a watchable pace, the log, and undo back to the last die roll.

use bevy::prelude::*;

use crate::app::core::command_outcome::CommandOutcome;
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::screens::PausableSystems;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::session::play_out::PlayOut;
use crate::app::session::watch_speed::WatchSpeed;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::skirmish::ai::Ai;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::event::Event;
use crate::rules::skirmish::narrate::narrate_all;
use crate::rules::skirmish::state::{Phase, State};
use crate::scenario::Scenario;
use crate::scenario::skirmish::{SkirmishScenario, build_state};

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SkirmishSeat {
    Human,
    Computer,
}

/// The game being played: scenario + COs + seed + commands, so undo and loading replay.
#[derive(Resource, Debug, Clone)]
pub struct SkirmishGame {
    pub scenario: SkirmishScenario,
    pub cos: Vec<Option<String>>,
    pub start: State,
    pub state: State,
    pub dice: Dice,
    pub seed: u64,
    pub commands: Vec<Command>,
    /// The commands up to here cannot be undone: the last one rolled a die.
    pub undo_floor: usize,
    pub seats: Vec<SkirmishSeat>,
    ai: Ai,
    /// The log, newest last.
    pub log: Vec<String>,
}

impl SkirmishGame {
    /// A new game of `scenario` with the given COs (seat by seat) and seats.
    pub fn new(
        scenario: SkirmishScenario,
        cos: Vec<Option<String>>,
        seed: u64,
        seats: Vec<SkirmishSeat>,
    ) -> Self {
        let start = build_state(&scenario, Some(&cos));
        SkirmishGame {
            log: vec![format!(
                "{} begins: day 1, {}'s turn.",
                scenario.name, start.players[0].name
            )],
            scenario,
            cos,
            state: start.clone(),
            start,
            dice: Dice::seeded(seed),
            seed,
            commands: Vec::new(),
            undo_floor: 0,
            seats,
            ai: Ai::new(seed),
        }
    }

    /// Execute a command: its events, or why it was refused. Nothing changes when refused.
    pub fn execute(&mut self, command: Command) -> Result<Vec<Event>, String> {
        let before = self.state.clone();
        let events = Skirmish::execute(&mut self.state, command.clone(), &mut self.dice)
            .map_err(|error| error.to_string())?;
        self.commands.push(command);
        if events.iter().any(|event| matches!(event, Event::Fired(_))) {
            self.undo_floor = self.commands.len();
        }
        self.log.extend(narrate_all(&before, &events));
        Ok(events)
    }

    /// Whether the seat to act is the computer's.
    pub fn computer_to_act(&self) -> bool {
        self.state
            .acting()
            .is_some_and(|player| self.seats.get(player) == Some(&SkirmishSeat::Computer))
    }

    /// The computer's next command for the seat to act.
    pub fn computer_command(&mut self) -> Command {
        self.ai.next_command(&self.state)
    }

    /// Whether there is anything since the last die roll to take back.
    pub fn can_undo(&self) -> bool {
        self.commands.len() > self.undo_floor
    }

    /// Take back the last command, never past a die roll, by replaying from the start with
    /// the same seed.
    pub fn undo(&mut self) -> Result<(), String> {
        if !self.can_undo() {
            return Err("Nothing to undo since the last die roll.".into());
        }
        let mut kept = self.commands.clone();
        kept.pop();
        let mut state = self.start.clone();
        let mut dice = Dice::seeded(self.seed);
        for command in &kept {
            Skirmish::execute(&mut state, command.clone(), &mut dice)
                .map_err(|error| format!("the game does not replay: {error}"))?;
        }
        self.state = state;
        self.dice = dice;
        self.commands = kept;
        self.log.push("Undone.".into());
        Ok(())
    }

    /// Change the COs before the first command (the set-up choice): the game starts again.
    pub fn choose_cos(&mut self, cos: Vec<Option<String>>) {
        if self.commands.is_empty() {
            *self = SkirmishGame::new(self.scenario.clone(), cos, self.seed, self.seats.clone());
        }
    }
}

/// A player (or a panel) asks the engine for something.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SkirmishCommand(pub Command);

/// Take back the last command since the last die roll.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkirmishUndo;

/// Something the engine says happened.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SkirmishEvent(pub Event);

/// The seats (and seed) a game should start with, when chosen before it opens (tests, the
/// screenshot).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SkirmishSeatsChoice {
    pub seats: Vec<SkirmishSeat>,
    pub seed: Option<u64>,
}

/// Seconds between two of the computer's commands, so people can follow its turn.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct ComputerPace(pub f32);

impl Default for ComputerPace {
    fn default() -> Self {
        ComputerPace(0.2)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SkirmishCommand>()
        .add_message::<SkirmishEvent>()
        .add_message::<SkirmishUndo>()
        .init_resource::<ComputerPace>()
        .add_systems(OnEnter(Screen::SquareBoard), start_game)
        .add_systems(OnExit(Screen::SquareBoard), |mut commands: Commands| {
            commands.remove_resource::<SkirmishGame>();
        })
        .add_systems(
            Update,
            (
                execute_commands,
                computer_turn.in_set(PausableSystems),
                undo,
            )
                .chain()
                .in_set(AppSystems::Update)
                .run_if(
                    resource_exists::<SkirmishGame>
                        .and_then(crate::app::session::replay::not_replaying::<SkirmishGame>),
                ),
        );
}

/// The seats of a new game from the menu: seat 0 a human, the others the computer (the
/// panel switches any seat at any time).
pub fn default_seats(players: usize) -> Vec<SkirmishSeat> {
    (0..players)
        .map(|seat| {
            if seat == 0 {
                SkirmishSeat::Human
            } else {
                SkirmishSeat::Computer
            }
        })
        .collect()
}

fn start_game(
    active: Option<Res<ActiveScenario>>,
    choice: Option<Res<SkirmishSeatsChoice>>,
    play_out: Option<Res<PlayOut>>,
    mut commands: Commands,
    resumed: Option<Res<SkirmishGame>>,
) {
    // A game already here was resumed from its autosave: keep it.
    if resumed.is_some() {
        return;
    }
    let Some(active) = active else {
        return;
    };
    let Scenario::Skirmish(scenario) = &active.scenario else {
        return;
    };
    let seed = choice
        .as_ref()
        .and_then(|choice| choice.seed)
        .or(play_out.as_ref().map(|play_out| play_out.seed))
        .unwrap_or_else(crate::app::core::seeds::fresh_seed);
    let seats = choice.map_or_else(
        || default_seats(scenario.players.len()),
        |choice| choice.seats.clone(),
    );
    let cos = scenario
        .players
        .iter()
        .map(|player| player.co.clone())
        .collect();
    let mut game = SkirmishGame::new(scenario.clone(), cos, seed, seats);
    if let Some(play_out) = play_out {
        play_forward(&mut game, play_out.moves);
    }
    commands.insert_resource(game);
}

/// The computer plays every seat up to the start of day `day` (the screenshot command's
/// `--play-moves`), then hands the game back to the seats.
pub fn play_forward(game: &mut SkirmishGame, day: u32) {
    let mut ai = Ai::new(game.seed);
    while game.state.day < day && !matches!(game.state.phase, Phase::Over { .. }) {
        let command = ai.next_command(&game.state);
        if game.execute(command).is_err() {
            break;
        }
    }
}

fn execute_commands(
    mut requests: MessageReader<SkirmishCommand>,
    mut game: ResMut<SkirmishGame>,
    mut events: MessageWriter<SkirmishEvent>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut notices: ResMut<Notices>,
) {
    for SkirmishCommand(command) in requests.read() {
        if game.computer_to_act() {
            notices.push("The computer is playing this seat.");
            continue;
        }
        let seat = game.state.acting();
        let result = game.execute(command.clone());
        outcomes.write(CommandOutcome::of(seat, &result));
        match result {
            Ok(produced) => {
                events.write_batch(produced.into_iter().map(SkirmishEvent));
            }
            Err(why) => notices.push(why),
        }
    }
}

/// The computer plays its seat one command at a time at the chosen pace.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn computer_turn(
    time: Res<Time>,
    pace: Res<ComputerPace>,
    demo: Option<Res<crate::app::session::pace::DemoPace>>,
    mut watch: ResMut<WatchSpeed>,
    mut waited: Local<f32>,
    mut game: ResMut<SkirmishGame>,
    mut events: MessageWriter<SkirmishEvent>,
    mut outcomes: MessageWriter<CommandOutcome>,
) {
    if matches!(game.state.phase, Phase::Over { .. }) || !game.computer_to_act() {
        *waited = 0.0;
        return;
    }
    let watched = game
        .seats
        .iter()
        .all(|seat| *seat == SkirmishSeat::Computer);
    // Watched (every seat the computer's, the demo too): the watcher's speed.
    let pace = demo.map_or(pace.0, |demo| demo.0);
    if !watch.computer_may_play(watched, pace, &mut waited, time.delta_secs()) {
        return;
    }
    let command = game.computer_command();
    let seat = game.state.acting();
    let result = game.execute(command);
    outcomes.write(CommandOutcome::of(seat, &result));
    match result {
        Ok(produced) => {
            events.write_batch(produced.into_iter().map(SkirmishEvent));
        }
        Err(why) => game
            .log
            .push(format!("The computer's command was refused: {why}")),
    }
}

fn undo(
    mut requests: MessageReader<SkirmishUndo>,
    mut game: ResMut<SkirmishGame>,
    mut notices: ResMut<Notices>,
) {
    for _ in requests.read() {
        if let Err(why) = game.undo() {
            notices.push(why);
        }
    }
}
