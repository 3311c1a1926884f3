//! The computer at a Free Move seat: the real-time AI (`muster_rules`' `free_move::ai`)
//! plays a side under a human's limits. Before a timed move it makes its calls (squares,
//! Fire and Charge) and says Ready; while the countdown runs its hand moves one stand a
//! measure at a time by the countdown's own clock; after the bell it names targets, pulls
//! out and makes bonus moves at a pace people can follow, then says Done. Beginning a
//! timed move (the General's search) and the phases' commands are thought off the frame
//! (`computer_thinking.rs`). A human plays
//! against it to practise timed moves, or two computers play each other; two computers who
//! have both finished moving ring the bell instead of waiting out the countdown.

use bevy::prelude::*;

use super::computer_thinking::{FreeMoveThinking, Think, drop_on_pause_or_undo};
use super::countdown::{Countdown, SideReady};
use super::game::{ComputerCommand, FreeMoveSession, execute_game_commands};
use super::table::table_queries::TableQueries;
use crate::app::core::audio::{Cue, PlaySound};
use crate::app::core::input::cursor_drawing::ComputerPlayed;
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::screens::PausableSystems;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::wall_clock::WallClock;
use crate::app::session::computer_thinking::WaitForTheComputer;
use crate::rules::free_move::ai::{Hand, Level, RealTimeAi};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::movement::plan_step;
use crate::rules::free_move::{Command, Phase, Side, State, UnitId};
use crate::scenario::Scenario;

/// Who plays each side: a human (`None`) or the computer at a level.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FreeMoveSeats(pub [Option<Level>; 2]);

/// Seconds between the computer's decisions outside the timed move.
const PHASE_PACE_SECONDS: f32 = 0.8;

/// The computer's players, made for the battle and the seats in play.
#[derive(Resource, Debug, Default)]
struct ComputerPlayers {
    seed: Option<u64>,
    players: [Option<RealTimeAi>; 2],
}

/// The stand each computer's hand last moved, and seconds since: drawn on the table so a
/// human sees where the computer's one hand is.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct ComputerHands(pub [Option<(UnitId, f32)>; 2]);

/// Seconds the hand's mark stays on a stand after a move.
const HAND_MARK_SECONDS: f32 = 1.5;

/// Seconds the slowest computer's hand may rest between two measures of a move it is still
/// making (the recruit's reaction, a long drag, and a margin), beyond the stick pause.
const LONGEST_REST_SECONDS: f32 = 4.5;

/// Where two computers' timed move stands: the move, the clock when each side's hand last
/// moved a stand, and whether the bell has been rung for them.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct HandsAtRest {
    timed_move: u32,
    last_moved: [f32; 2],
    rung: bool,
}

impl HandsAtRest {
    /// Follow the countdown at `clock` of timed move `timed_move` (a new move starts over).
    fn follow(&mut self, timed_move: u32, clock: f32) {
        if self.timed_move != timed_move || clock < self.last_moved[0].max(self.last_moved[1]) {
            *self = HandsAtRest {
                timed_move,
                ..HandsAtRest::default()
            };
        }
    }

    /// Whether both hands have rested so long at `clock` that both sides have finished
    /// moving (the stick pause is the battle's `hand`'s).
    fn both_finished(&self, clock: f32, hand: Hand) -> bool {
        let last = self.last_moved[0].max(self.last_moved[1]);
        clock - last >= LONGEST_REST_SECONDS + hand.stick_pause_seconds
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FreeMoveSeats>()
        // Also the input plugin's: a headless table has no cursors but keeps the seats' word.
        .init_resource::<ComputerPlayed>()
        .init_resource::<ComputerPlayers>()
        .init_resource::<ComputerHands>()
        .add_systems(Update, tell_the_cursors.run_if(in_state(Screen::FreeMove)))
        .add_systems(
            OnExit(Screen::FreeMove),
            |mut computer: ResMut<ComputerPlayed>| {
                *computer = ComputerPlayed::default();
            },
        )
        .add_plugins(super::computer_thinking::plugin)
        .add_systems(
            Update,
            drop_on_pause_or_undo
                .before(computer_plays)
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::FreeMove)),
        )
        .add_systems(
            Update,
            computer_plays
                .in_set(AppSystems::Update)
                .in_set(PausableSystems)
                .before(execute_game_commands)
                .run_if(
                    in_state(Screen::FreeMove)
                        .and_then(resource_exists::<FreeMoveSession>)
                        .and_then(crate::app::session::replay::not_replaying::<FreeMoveSession>)
                        .and_then(crate::app::core::network::decides_here),
                ),
        );
}

/// The players' cursors follow the seats: a side the computer plays has no cursor drawn
/// (side 1 is player 1's, side 2 player 2's).
fn tell_the_cursors(seats: Res<FreeMoveSeats>, mut computer: ResMut<ComputerPlayed>) {
    computer.set_if_neq(ComputerPlayed(seats.0.map(|seat| seat.is_some())));
}

/// The computer's hand on the table: two rings in its side's colour round the stand it has
/// just moved, fading out.
pub(super) fn view_plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_computer_hands
            .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

fn draw_computer_hands(
    mut gizmos: Gizmos,
    hands: Res<ComputerHands>,
    palette: Res<crate::app::core::ui::palette::SidePalette>,
    stands: Query<(&super::table::table_scene::Stand, &Transform)>,
) {
    for (side, hand) in hands.0.iter().enumerate() {
        let Some((unit, age)) = *hand else {
            continue;
        };
        if age > HAND_MARK_SECONDS {
            continue;
        }
        let Some((stand, transform)) = stands
            .iter()
            .find(|(stand, _)| super::table::stand_sync::unit_id(stand) == unit)
        else {
            continue;
        };
        let fade = 1.0 - age / HAND_MARK_SECONDS;
        let colour = palette.outlines[side].with_alpha(fade);
        let centre = transform.translation.truncate();
        let radius = stand.size.length() / 2.0 + 0.9;
        for ring in [radius, radius + 0.35] {
            gizmos.circle_2d(Isometry2d::from_translation(centre), ring, colour);
        }
    }
}

/// Inches under which a pushed stand has not got anywhere.
const NO_PROGRESS_INCHES: f32 = 0.05;

/// The computer's hand moves a stand as a human's does: pushed through the table, sliding
/// along friends and stopping at the first enemy it touches. Where the pushed end is not
/// one the engine accepts (a step that turns the tray where it stands into a neighbour
/// before it slides clear: the rules allow it, a shape cast from inside a friend cannot
/// say where it ends), or where the push gets nowhere although the plan goes somewhere (a
/// friend wedged against it: the hand would lift the stand round it; pushed, it would step
/// on the spot for the rest of the countdown), the step goes to the engine as the computer
/// planned it.
fn by_hand(state: &State, queries: &TableQueries, command: Command) -> Command {
    let Command::Step { unit, to } = command else {
        return command;
    };
    let Some(from) = state.unit(unit).map(|unit| unit.pose) else {
        return command;
    };
    let half = state.tray().half_extents();
    let (end, _) = queries.push_stand(unit, from, half, to.centre(), to.facing);
    let pushed = Pose::new(end.x, end.y, to.facing);
    let stuck = from.distance_to(&pushed) < NO_PROGRESS_INCHES
        && from.distance_to(&to) >= NO_PROGRESS_INCHES;
    if !stuck && plan_step(state, unit, pushed).is_ok() {
        Command::Step { unit, to: pushed }
    } else {
        Command::Step { unit, to }
    }
}

/// Whether `command` changes anything on the table: a step that neither moves nor turns its
/// stand does not.
fn changes_the_table(state: &State, command: &Command) -> bool {
    match command {
        Command::Step { unit, to } => state.unit(*unit).is_none_or(|unit| {
            unit.pose.distance_to(to) >= NO_PROGRESS_INCHES
                || (unit.pose.facing - to.facing).abs() > 0.5
        }),
        _ => true,
    }
}

/// The stick pause of the battle on the table (the scenario's setting).
fn hand(active: Option<&ActiveScenario>) -> Hand {
    match active.map(|active| &active.scenario) {
        Some(Scenario::FreeMove(battle)) => Hand::with_stick_pause(battle.stick_pause_seconds),
        _ => Hand::with_stick_pause(0.4),
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn computer_plays(
    // The wall clock, as the countdown: its hand moves in the move's own seconds.
    time: Res<Time<WallClock>>,
    seats: Res<FreeMoveSeats>,
    game: Res<FreeMoveSession>,
    countdown: Res<Countdown>,
    active: Option<Res<ActiveScenario>>,
    (mut computer, mut thinking, wait): (
        ResMut<ComputerPlayers>,
        ResMut<FreeMoveThinking>,
        Res<WaitForTheComputer>,
    ),
    mut waited: Local<f32>,
    mut orders: MessageWriter<ComputerCommand>,
    mut ready: MessageWriter<SideReady>,
    mut hands: ResMut<ComputerHands>,
    mut at_rest: Local<HandsAtRest>,
    mut sounds: MessageWriter<PlaySound>,
    queries: TableQueries,
) {
    let state = &game.state;
    // Each plan is made from the state after this many commands (see ComputerCommand).
    let planned_at = game.commands.len();
    for hand in hands.0.iter_mut().flatten() {
        hand.1 += time.delta_secs();
    }
    if state.phase == Phase::GameOver {
        thinking.drop_all();
        return;
    }
    if computer.seed != Some(game.seed) {
        *computer = ComputerPlayers {
            seed: Some(game.seed),
            players: [None, None],
        };
    }
    let hand = hand(active.as_deref());
    *waited += time.delta_secs();
    let paced = *waited >= PHASE_PACE_SECONDS;
    for side in Side::BOTH {
        let level = seats.0[side.index()];
        thinking.keep_only_if(side, level, game.seed, planned_at);
        let slot = &mut computer.players[side.index()];
        let Some(level) = level else {
            *slot = None;
            continue;
        };
        if slot.as_ref().is_none_or(|player| player.level != level) {
            *slot = Some(RealTimeAi::new(side, level, hand, game.seed));
        }
        let Some(player) = slot.as_mut() else {
            continue;
        };
        // A thought in flight: its hand rests until it lands, a frame or a few later.
        if thinking.is_thinking(side) {
            let Some(thought) = thinking.finished(side, wait.0) else {
                continue;
            };
            *player = thought.player;
            if !thought.commands.is_empty() {
                send_phase_commands(
                    state,
                    &queries,
                    thought.commands,
                    thought.asked_at,
                    &mut orders,
                );
                continue;
            }
        }
        match state.phase {
            Phase::TimedMove if player.begins_a_move(state) => {
                thinking.begin(
                    side,
                    player.clone(),
                    state.clone(),
                    Think::BeginMove,
                    (game.seed, planned_at),
                );
            }
            Phase::TimedMove if countdown.running => {
                let clock = countdown.allowed - countdown.remaining;
                at_rest.follow(state.move_number, clock);
                if let Some(command) = player.act(state, clock) {
                    let command = by_hand(state, &queries, command);
                    if let Command::Step { unit, .. } = &command {
                        hands.0[side.index()] = Some((*unit, 0.0));
                    }
                    if changes_the_table(state, &command) {
                        at_rest.last_moved[side.index()] = clock;
                    }
                    orders.write(ComputerCommand {
                        command,
                        planned_at,
                    });
                }
            }
            Phase::TimedMove => {
                // Its calls before the countdown, then Ready.
                match player.act(state, 0.0) {
                    Some(call) => {
                        orders.write(ComputerCommand {
                            command: call,
                            planned_at,
                        });
                    }
                    None if !countdown.ready[side.index()] => {
                        ready.write(SideReady(side));
                    }
                    None => {}
                }
            }
            _ if paced && !state.done[side.index()] => {
                thinking.begin(
                    side,
                    player.clone(),
                    state.clone(),
                    Think::PhaseCommands,
                    (game.seed, planned_at),
                );
            }
            _ => {}
        }
    }
    if paced {
        *waited = 0.0;
    }
    // Two computers who have both finished their moves ring the bell rather than stand
    // for the rest of the countdown with nothing happening (a demo, or people watching).
    let clock = countdown.allowed - countdown.remaining;
    if state.phase == Phase::TimedMove
        && countdown.running
        && seats.0.iter().all(Option::is_some)
        && !at_rest.rung
        && at_rest.both_finished(clock, hand)
    {
        at_rest.rung = true;
        sounds.write(PlaySound(Cue::Bell));
        orders.write(ComputerCommand {
            command: Command::Bell,
            planned_at,
        });
    }
}

/// A side's commands for a phase after the bell, planned when the log held `asked_at`
/// commands. A single step goes through the table as the hand would move it; a batch (a
/// whole rearrangement, bonus moves and the melees they start) was planned step after step
/// on the engine's own copy, which the table's bodies catch up with only a frame later, so
/// it goes to the engine as planned.
fn send_phase_commands(
    state: &State,
    queries: &TableQueries,
    commands: Vec<Command>,
    asked_at: usize,
    orders: &mut MessageWriter<ComputerCommand>,
) {
    let single = commands.len() == 1;
    // A batch's later commands were planned after its earlier ones landed.
    orders.write_batch(
        commands
            .into_iter()
            .enumerate()
            .map(|(index, command)| ComputerCommand {
                command: if single {
                    by_hand(state, queries, command)
                } else {
                    command
                },
                planned_at: asked_at + index,
            }),
    );
}
