//! The Untitled Movement Game on screen: the engine's state and dice as a resource, who sits
//! at each seat (a human or the computer), the one system that executes commands, the
//! computer's turns at a watchable pace, the log, and undo back to the last roll.

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
use crate::rules::movement_game::ai::Ai;
use crate::rules::movement_game::command::Command;
use crate::rules::movement_game::engine::MovementGame;
use crate::rules::movement_game::event::Event;
use crate::rules::movement_game::narrate::narrate;
use crate::rules::movement_game::state::{Phase, State};
use crate::scenario::Scenario;
use crate::scenario::movement_game::MovementGameScenario;

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum MovementSeat {
    Human,
    Computer,
}

/// The game being played: scenario + seed + commands (the deal comes from the seed too).
#[derive(Resource, Debug, Clone)]
pub struct MovementGameSession {
    pub scenario: MovementGameScenario,
    pub start: State,
    start_dice: Dice,
    pub state: State,
    pub dice: Dice,
    pub seed: u64,
    pub commands: Vec<Command>,
    /// The commands up to here cannot be undone: the last one rolled or shuffled.
    pub undo_floor: usize,
    pub seats: Vec<MovementSeat>,
    /// The log, newest last.
    pub log: Vec<String>,
}

impl MovementGameSession {
    /// Deal a new game of `scenario` from `seed`.
    pub fn new(
        scenario: MovementGameScenario,
        seed: u64,
        seats: Vec<MovementSeat>,
    ) -> Result<Self, String> {
        let mut dice = Dice::seeded(seed);
        let start = scenario.new_game(&mut dice)?;
        let chooser = start.players[0].name.clone();
        Ok(MovementGameSession {
            log: vec![format!(
                "{} begins. Each player places the first token of the player across; {chooser} first.",
                scenario.name
            )],
            scenario,
            state: start.clone(),
            start,
            start_dice: dice.clone(),
            dice,
            seed,
            commands: Vec::new(),
            undo_floor: 0,
            seats,
        })
    }

    /// The same game dealt again, before its first command.
    pub fn at_start(&self) -> Self {
        MovementGameSession {
            scenario: self.scenario.clone(),
            start: self.start.clone(),
            start_dice: self.start_dice.clone(),
            state: self.start.clone(),
            dice: self.start_dice.clone(),
            seed: self.seed,
            commands: Vec::new(),
            undo_floor: 0,
            seats: self.seats.clone(),
            log: self.log.first().cloned().into_iter().collect(),
        }
    }

    /// Execute a command: its events, or why it was refused.
    pub fn execute(&mut self, command: Command) -> Result<Vec<Event>, String> {
        let before = self.state.clone();
        let draws = self.dice.draws();
        let events = MovementGame::execute(&mut self.state, command, &mut self.dice)
            .map_err(|error| error.to_string())?;
        self.commands.push(command);
        if self.dice.draws() != draws {
            self.undo_floor = self.commands.len();
        }
        let mut shadow = before;
        for event in &events {
            self.log.extend(narrate(&shadow, event));
            MovementGame::apply(&mut shadow, event);
        }
        Ok(events)
    }

    /// Whether the seat to act is the computer's.
    pub fn computer_to_act(&self) -> bool {
        self.state
            .acting()
            .is_some_and(|player| self.seats.get(player) == Some(&MovementSeat::Computer))
    }

    /// Whether there is anything since the last roll to take back.
    pub fn can_undo(&self) -> bool {
        self.commands.len() > self.undo_floor
    }

    /// Take back the last command, never past a roll or a shuffle, by replaying.
    pub fn undo(&mut self) -> Result<(), String> {
        if !self.can_undo() {
            return Err("Nothing to undo since the last roll.".into());
        }
        let mut kept = self.commands.clone();
        kept.pop();
        let mut state = self.start.clone();
        let mut dice = self.start_dice.clone();
        for command in &kept {
            MovementGame::execute(&mut state, *command, &mut dice)
                .map_err(|error| format!("the game does not replay: {error}"))?;
        }
        self.state = state;
        self.dice = dice;
        self.commands = kept;
        self.log.push("Undone.".into());
        Ok(())
    }
}

/// A player (or a panel) asks the engine for something.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct MovementCommand(pub Command);

/// Take back the last command since the last roll.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovementUndo;

/// Something the engine says happened.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct MovementEvent(pub Event);

/// The seats (and seed) a game should start with, when chosen before it opens.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct MovementSeatsChoice {
    pub seats: Vec<MovementSeat>,
    pub seed: Option<u64>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MovementCommand>()
        .add_message::<MovementEvent>()
        .add_message::<MovementUndo>()
        .add_systems(OnEnter(Screen::MovementBoard), start_game)
        .add_systems(OnExit(Screen::MovementBoard), |mut commands: Commands| {
            commands.remove_resource::<MovementGameSession>();
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
                    resource_exists::<MovementGameSession>.and_then(
                        crate::app::session::replay::not_replaying::<MovementGameSession>,
                    ),
                ),
        );
}

/// Seats of a new game from the menu: South a human, everyone else the computer.
pub fn default_seats(players: usize) -> Vec<MovementSeat> {
    (0..players)
        .map(|seat| {
            if seat == 0 {
                MovementSeat::Human
            } else {
                MovementSeat::Computer
            }
        })
        .collect()
}

fn start_game(
    active: Option<Res<ActiveScenario>>,
    choice: Option<Res<MovementSeatsChoice>>,
    play_out: Option<Res<PlayOut>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
    resumed: Option<Res<MovementGameSession>>,
) {
    // A game already here was resumed from its autosave: keep it.
    if resumed.is_some() {
        return;
    }
    let Some(active) = active else {
        return;
    };
    let Scenario::MovementGame(scenario) = &active.scenario else {
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
    match MovementGameSession::new(scenario.clone(), seed, seats) {
        Ok(mut session) => {
            if let Some(play_out) = play_out {
                play_forward(&mut session, play_out.moves);
            }
            commands.insert_resource(session);
        }
        Err(why) => notices.push(format!("{}: {why}", active.path.display())),
    }
}

/// The computer plays every seat for `turns` turns (the screenshot's `--play-moves`), then
/// hands the game back to the seats at the start of a turn.
pub fn play_forward(session: &mut MovementGameSession, turns: u32) {
    let mut ai = Ai;
    while (session.state.turns < turns || !matches!(session.state.phase, Phase::Choose { .. }))
        && !matches!(session.state.phase, Phase::Over { .. })
    {
        let command = ai.next_command(&session.state);
        if session.execute(command).is_err() {
            break;
        }
    }
}

fn execute_commands(
    mut requests: MessageReader<MovementCommand>,
    mut session: ResMut<MovementGameSession>,
    mut events: MessageWriter<MovementEvent>,
    mut outcomes: MessageWriter<CommandOutcome>,
    mut notices: ResMut<Notices>,
) {
    for MovementCommand(command) in requests.read() {
        if session.computer_to_act() {
            notices.push("The computer is playing this seat.");
            continue;
        }
        let seat = session.state.acting();
        let result = session.execute(*command);
        outcomes.write(CommandOutcome::of(seat, &result));
        match result {
            Ok(produced) => {
                events.write_batch(produced.into_iter().map(MovementEvent));
            }
            Err(why) => notices.push(why),
        }
    }
}

/// The computer plays one command every half second, so people can follow it.
fn computer_turn(
    time: Res<Time>,
    demo: Option<Res<crate::app::session::pace::DemoPace>>,
    mut watch: ResMut<WatchSpeed>,
    mut waited: Local<f32>,
    mut session: ResMut<MovementGameSession>,
    mut events: MessageWriter<MovementEvent>,
    mut outcomes: MessageWriter<CommandOutcome>,
) {
    if matches!(session.state.phase, Phase::Over { .. }) || !session.computer_to_act() {
        *waited = 0.0;
        return;
    }
    let watched = session
        .seats
        .iter()
        .all(|seat| *seat == MovementSeat::Computer);
    // Watched (every seat the computer's, the demo too): the watcher's speed.
    let pace = demo.map_or(0.5, |demo| demo.0);
    if !watch.computer_may_play(watched, pace, &mut waited, time.delta_secs()) {
        return;
    }
    let command = Ai.next_command(&session.state);
    let seat = session.state.acting();
    let result = session.execute(command);
    outcomes.write(CommandOutcome::of(seat, &result));
    match result {
        Ok(produced) => {
            events.write_batch(produced.into_iter().map(MovementEvent));
        }
        Err(why) => session
            .log
            .push(format!("The computer's command was refused: {why}")),
    }
}

fn undo(
    mut requests: MessageReader<MovementUndo>,
    mut session: ResMut<MovementGameSession>,
    mut notices: ResMut<Notices>,
) {
    for _ in requests.read() {
        if let Err(why) = session.undo() {
            notices.push(why);
        }
    }
}
