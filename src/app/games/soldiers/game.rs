//! The Soldiers game on screen: the engine's state and dice as a resource, who sits at
//! each side (a human or the AI), the one system that executes commands, the AI's turn,
//! the log, and undo back to the last die roll.
//!
//! Input and panels write [`SoldiersCommand`]s; [`execute_commands`] checks and executes
//! them with the rules engine, writes each [`SoldiersEvent`] and adds its line to the log.
//! A refused command becomes a notice naming why.

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
use crate::rules::soldiers::ai::{Ai, Mind};
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::event::Event;
use crate::rules::soldiers::narrate::narrate;
use crate::rules::soldiers::simulate::default_minds;
use crate::rules::soldiers::state::{Phase, Side, State};
use crate::rules::soldiers::tables::Tables;
use crate::scenario::Scenario;

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    Human,
    Computer(Mind),
}

/// The game being played: a game is scenario + seed + commands, so undo replays.
#[derive(Resource, Debug, Clone)]
pub struct SoldiersGame {
    pub start: State,
    pub state: State,
    pub dice: Dice,
    pub seed: u64,
    pub commands: Vec<Command>,
    /// The commands up to here cannot be undone: the last one rolled a die.
    pub undo_floor: usize,
    pub seats: [Seat; 2],
    ais: [Ai; 2],
    /// The log, newest last.
    pub log: Vec<String>,
}

impl SoldiersGame {
    /// A new game on `start` with the given seats.
    pub fn new(start: State, seed: u64, seats: [Seat; 2]) -> Self {
        let mind = |seat: Seat| match seat {
            Seat::Computer(mind) => mind,
            Seat::Human => Mind::General,
        };
        SoldiersGame {
            state: start.clone(),
            start,
            dice: Dice::seeded(seed),
            seed,
            commands: Vec::new(),
            undo_floor: 0,
            ais: [
                Ai::new(Side(0), mind(seats[0])),
                Ai::new(Side(1), mind(seats[1])),
            ],
            seats,
            log: Vec::new(),
        }
    }

    /// Execute a command: its events, or why it was refused. Nothing changes when refused.
    pub fn execute(&mut self, command: Command) -> Result<Vec<Event>, String> {
        let events = Soldiers::execute(&mut self.state, command.clone(), &mut self.dice)
            .map_err(|error| error.to_string())?;
        self.commands.push(command);
        if events.iter().any(rolled) {
            self.undo_floor = self.commands.len();
        }
        for event in &events {
            if let Some(line) = narrate(&self.state, event) {
                self.log.push(line);
            }
        }
        Ok(events)
    }

    /// Whether the side to act is played by the computer.
    pub fn computer_to_act(&self) -> bool {
        self.state
            .acting_side()
            .is_some_and(|side| matches!(self.seats[side.index()], Seat::Computer(_)))
    }

    /// The computer's next command for the side to act.
    pub fn computer_command(&mut self) -> Option<Command> {
        let side = self.state.acting_side()?;
        self.ais[side.index()].next_command(&self.state)
    }

    /// Whether there is anything since the last die roll to take back.
    pub fn can_undo(&self) -> bool {
        self.commands.len() > self.undo_floor
    }

    /// Take back the last command, never past a die roll: the game is replayed from its
    /// start with the same seed, so the state is exactly what it was.
    pub fn undo(&mut self) -> Result<(), String> {
        if !self.can_undo() {
            return Err("Nothing to undo since the last die roll.".into());
        }
        let mut kept = self.commands.clone();
        kept.pop();
        let mut state = self.start.clone();
        let mut dice = Dice::seeded(self.seed);
        for command in &kept {
            Soldiers::execute(&mut state, command.clone(), &mut dice)
                .map_err(|error| format!("the game does not replay: {error}"))?;
        }
        self.state = state;
        self.dice = dice;
        self.commands = kept;
        self.log.push("Undone.".into());
        Ok(())
    }
}

fn rolled(event: &Event) -> bool {
    matches!(event, Event::Rolled { .. } | Event::Fired(_))
}

/// A player (or a panel) asks the engine for something.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SoldiersCommand(pub Command);

/// Take back the last command since the last die roll.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndoRequest;

/// Something the engine says happened.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct SoldiersEvent(pub Event);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoldiersCommand>()
        .add_message::<SoldiersEvent>()
        .add_message::<UndoRequest>()
        .add_systems(OnEnter(Screen::HexBoard), start_game)
        .add_systems(OnExit(Screen::HexBoard), |mut commands: Commands| {
            commands.remove_resource::<SoldiersGame>();
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
                    resource_exists::<SoldiersGame>
                        .and_then(crate::app::session::replay::not_replaying::<SoldiersGame>),
                ),
        );
}

/// The seats of a new game: the solitaire doctrine's side is the computer's, every other
/// side a human's (the pause menu and the hand-over can give a side to the computer).
pub fn default_seats(state: &State) -> [Seat; 2] {
    let minds = default_minds(state);
    let seat = |index: usize| match minds[index] {
        Mind::RussianDoctrine => Seat::Computer(Mind::RussianDoctrine),
        Mind::General => Seat::Human,
    };
    [seat(0), seat(1)]
}

fn start_game(
    active: Option<Res<ActiveScenario>>,
    seats: Option<Res<SeatsChoice>>,
    play_out: Option<Res<PlayOut>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
    resumed: Option<Res<SoldiersGame>>,
) {
    // A game already here was resumed from its autosave: keep it.
    if resumed.is_some() {
        return;
    }
    let Some(active) = active else {
        return;
    };
    let Scenario::Soldiers(scenario) = &active.scenario else {
        return;
    };
    let state = match crate::scenario::soldiers::build_state(scenario, Tables::shipped()) {
        Ok(state) => state,
        Err(problem) => {
            notices.push(format!("{}: {problem}", active.path.display()));
            return;
        }
    };
    let seed = seats
        .as_ref()
        .and_then(|choice| choice.seed)
        .or(play_out.as_ref().map(|play_out| play_out.seed))
        .unwrap_or_else(crate::app::core::seeds::fresh_seed);
    let chosen = seats.map_or_else(|| default_seats(&state), |choice| choice.seats);
    let mut game = SoldiersGame::new(state, seed, chosen);
    game.log.push(format!("{} begins.", scenario.name));
    if let Some(play_out) = play_out {
        play_forward(&mut game, play_out.moves);
    }
    commands.insert_resource(game);
}

/// The computer plays both sides up to the first fire phase of turn `turn` (the
/// screenshot command's `--play-moves`), then hands the game back to the seats.
pub fn play_forward(game: &mut SoldiersGame, turn: u32) {
    let seats = game.seats;
    let general = Seat::Computer(Mind::General);
    game.seats = [general, general];
    let mut ais = [
        Ai::new(Side(0), Mind::General),
        Ai::new(Side(1), Mind::General),
    ];
    loop {
        let at_turn = game.state.turn >= turn
            && matches!(
                game.state.phase,
                Phase::Fire {
                    step: crate::rules::soldiers::state::FireStep::MoverFires,
                    ..
                }
            );
        if at_turn || game.state.phase == Phase::Over {
            break;
        }
        let Some(side) = game.state.acting_side() else {
            break;
        };
        let Some(command) = ais[side.index()].next_command(&game.state) else {
            break;
        };
        if game.execute(command).is_err() {
            break;
        }
    }
    game.seats = seats;
}

/// The seats (and seed) a game should start with, when chosen before it opens (tests, the
/// screenshot, the demo).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatsChoice {
    pub seats: [Seat; 2],
    pub seed: Option<u64>,
}

fn execute_commands(
    mut requests: MessageReader<SoldiersCommand>,
    mut game: ResMut<SoldiersGame>,
    mut events: MessageWriter<SoldiersEvent>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut notices: ResMut<Notices>,
) {
    for SoldiersCommand(command) in requests.read() {
        if game.computer_to_act() {
            notices.push("The computer is playing this side.");
            continue;
        }
        let seat = game.state.acting_side().map(Side::index);
        let result = game.execute(command.clone());
        outcomes.write(CommandOutcome::of(seat, &result));
        match result {
            Ok(produced) => {
                events.write_batch(produced.into_iter().map(SoldiersEvent));
            }
            Err(why) => notices.push(why),
        }
    }
}

/// The computer plays its side a few commands a frame, so the screen keeps up.
/// The computer plays at once (a few commands a frame), or one command at the demo's pace.
fn computer_turn(
    time: Res<Time>,
    demo: Option<Res<crate::app::session::pace::DemoPace>>,
    mut watch: ResMut<WatchSpeed>,
    mut waited: Local<f32>,
    mut game: ResMut<SoldiersGame>,
    mut events: MessageWriter<SoldiersEvent>,
    mut outcomes: MessageWriter<CommandOutcome>,
) {
    const COMMANDS_A_FRAME: usize = 4;
    if game.state.phase == Phase::Over || !game.computer_to_act() {
        return;
    }
    let watched = game
        .seats
        .iter()
        .all(|seat| matches!(seat, Seat::Computer(_)));
    // Watched (the computer plays every seat, the demo too) one command at the watcher's
    // speed; in the demo with a human seated, one at the demo's pace; else a few a frame.
    let pace = demo.as_ref().map_or(0.0, |demo| demo.0);
    if !watch.computer_may_play(watched, pace, &mut waited, time.delta_secs()) {
        return;
    }
    let commands = if demo.is_some() || watched {
        1
    } else {
        COMMANDS_A_FRAME
    };
    for _ in 0..commands {
        if game.state.phase == Phase::Over || !game.computer_to_act() {
            return;
        }
        let Some(command) = game.computer_command() else {
            return;
        };
        let seat = game.state.acting_side().map(Side::index);
        let result = game.execute(command);
        outcomes.write(CommandOutcome::of(seat, &result));
        match result {
            Ok(produced) => {
                events.write_batch(produced.into_iter().map(SoldiersEvent));
            }
            Err(why) => {
                // The AI checks every command first; a refusal is a defect, not a hang.
                game.log
                    .push(format!("The computer's command was refused: {why}"));
                return;
            }
        }
    }
}

fn undo(
    mut requests: MessageReader<UndoRequest>,
    mut game: ResMut<SoldiersGame>,
    mut notices: ResMut<Notices>,
) {
    for _ in requests.read() {
        if let Err(why) = game.undo() {
            notices.push(why);
        }
    }
}
