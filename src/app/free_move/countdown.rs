//! The shared countdown of the timed move: both players ready, the clock runs, a warning in
//! the last ten seconds, the bell at zero (rule: "all movement ceases immediately").

use bevy::prelude::*;

use super::game::{FreeMoveGame, GameCommand, GameEvent};
use crate::app::audio::RingBell;
use crate::app::input::{NamedAction, PlayerActionMessage};
use crate::app::screens::{PausableSystems, Screen};
use crate::app::system_sets::AppSystems;
use crate::rules::free_move::{Command, Event, Phase, Side};

/// Seconds left when the countdown turns to its warning colour.
pub const WARNING_SECONDS: f32 = 10.0;

/// The timed move's clock.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct Countdown {
    /// Seconds this timed move allows, and why (from the time factor).
    pub allowed: f32,
    pub reason: String,
    pub remaining: f32,
    /// Which sides have said they are ready for this timed move.
    pub ready: [bool; 2],
    pub running: bool,
}

impl Countdown {
    /// Whether the last ten seconds are running.
    pub fn warning(&self) -> bool {
        self.running && self.remaining <= WARNING_SECONDS
    }

    /// `m:ss` of the time left.
    pub fn clock(&self) -> String {
        crate::rules::free_move::time_factor::clock(self.remaining.ceil())
    }
}

/// A player says they are ready (the timed move) or done (the other phases).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideReady(pub Side);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Countdown>()
        .add_message::<SideReady>()
        // Registered here too so the countdown runs headless (without audio and input).
        .add_message::<RingBell>()
        .add_message::<PlayerActionMessage>()
        .add_systems(
            OnEnter(Screen::Table),
            |mut countdown: ResMut<Countdown>| {
                *countdown = Countdown::default();
            },
        )
        .add_systems(
            Update,
            (
                tick.in_set(AppSystems::TickTimers).in_set(PausableSystems),
                (ready_keys, take_ready, follow_events)
                    .chain()
                    .in_set(AppSystems::Update),
            )
                .run_if(
                    in_state(Screen::Table).and_then(
                        resource_exists::<FreeMoveGame>
                            .and_then(crate::app::replay::not_replaying::<FreeMoveGame>),
                    ),
                ),
        );
}

/// The Ready key of each player (and Call Time).
fn ready_keys(
    mut actions: MessageReader<PlayerActionMessage>,
    mut ready: MessageWriter<SideReady>,
    mut commands: MessageWriter<GameCommand>,
    game: Res<FreeMoveGame>,
    countdown: Res<Countdown>,
) {
    for action in actions.read() {
        let side = Side::from_index(action.player.index());
        match action.action {
            NamedAction::Ready => {
                ready.write(SideReady(side));
            }
            NamedAction::CallTime if game.state.phase == Phase::TimedMove && countdown.running => {
                commands.write(GameCommand(Command::CallTime { side }));
            }
            _ => {}
        }
    }
}

/// Ready before a timed move starts the clock when both are; in the other phases it is the
/// side's "done".
fn take_ready(
    mut ready: MessageReader<SideReady>,
    mut countdown: ResMut<Countdown>,
    mut commands: MessageWriter<GameCommand>,
    game: Res<FreeMoveGame>,
) {
    for SideReady(side) in ready.read() {
        match game.state.phase {
            Phase::TimedMove if !countdown.running => {
                countdown.ready[side.index()] = true;
                if countdown.ready == [true, true] {
                    countdown.running = true;
                    countdown.remaining = countdown.allowed;
                }
            }
            Phase::TimedMove | Phase::GameOver => {}
            _ if !game.state.done[side.index()] => {
                commands.write(GameCommand(Command::Done { side: *side }));
            }
            _ => {}
        }
    }
}

/// A new timed move resets the clock to the time factor's length; Time! or the bell stops it.
fn follow_events(mut events: MessageReader<GameEvent>, mut countdown: ResMut<Countdown>) {
    for GameEvent(event) in events.read() {
        match event {
            Event::TimedMoveBegan { time, .. } => {
                *countdown = Countdown {
                    allowed: time.seconds,
                    reason: time.reason.clone(),
                    remaining: time.seconds,
                    ready: [false, false],
                    running: false,
                };
            }
            Event::BellRang | Event::TimeCalled { .. } => countdown.running = false,
            _ => {}
        }
    }
}

/// Run the clock; at zero the bell rings and the move ends.
fn tick(
    time: Res<Time>,
    mut countdown: ResMut<Countdown>,
    mut commands: MessageWriter<GameCommand>,
    mut bell: MessageWriter<RingBell>,
) {
    if !countdown.running {
        return;
    }
    countdown.remaining = (countdown.remaining - time.delta_secs()).max(0.0);
    if countdown.remaining <= 0.0 {
        countdown.running = false;
        bell.write(RingBell);
        commands.write(GameCommand(Command::Bell));
    }
}
