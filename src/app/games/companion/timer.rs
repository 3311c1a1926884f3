//! The companion's countdown: one large clock started, paused and resumed with one key
//! (Space) or one tap; at zero the bell, "Time!" and the next move's number; its length
//! from the rosters' losses unless the players fix it.

use bevy::prelude::*;

mod calibration;
pub(super) use calibration::calibration_row;

use super::armies::CompanionSession;
use crate::app::core::audio::RingBell;
use crate::app::core::screens::{PausableSystems, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::wall_clock::WallClock;

/// The companion's clock.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct CompanionClock {
    pub remaining: f32,
    pub running: bool,
    /// The length of this timed move and why.
    pub allowed: f32,
    pub reason: String,
    /// The timed move under way, or next when the bell has rung.
    pub move_number: u32,
    /// The bell has rung: "Time!" shows until the next timed move starts.
    pub times_up: bool,
}

/// Asks the clock to start (a fresh timed move), pause or resume.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockAction {
    /// Start when stopped, pause when running, resume when paused.
    Toggle,
    /// A fresh timed move from the full length (the time factor now).
    NewMove,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CompanionClock>()
        .add_message::<ClockAction>()
        .add_message::<RingBell>()
        .add_systems(
            Update,
            (
                tick.in_set(AppSystems::TickTimers).in_set(PausableSystems),
                (space_toggles, take_actions)
                    .chain()
                    .in_set(AppSystems::Update),
            )
                .run_if(in_state(Screen::Companion).and_then(resource_exists::<CompanionSession>)),
        );
}

fn space_toggles(keys: Option<Res<ButtonInput<KeyCode>>>, mut actions: MessageWriter<ClockAction>) {
    if keys.is_some_and(|keys| keys.just_pressed(KeyCode::Space)) {
        actions.write(ClockAction::Toggle);
    }
}

fn take_actions(
    mut actions: MessageReader<ClockAction>,
    mut clock: ResMut<CompanionClock>,
    mut session: ResMut<CompanionSession>,
) {
    for action in actions.read() {
        let fresh = *action == ClockAction::NewMove || (!clock.running && clock.remaining <= 0.0);
        if fresh {
            // A new move called before the bell ends the one under way here; after the
            // bell the counter has already moved on.
            if clock.move_number > 0 && !clock.times_up {
                session.0.next_move();
            }
            let time = session.0.allowance();
            let move_number = if clock.times_up {
                clock.move_number
            } else {
                clock.move_number + 1
            };
            *clock = CompanionClock {
                remaining: time.seconds,
                running: *action == ClockAction::Toggle,
                allowed: time.seconds,
                reason: time.reason,
                move_number,
                times_up: false,
            };
        } else {
            clock.running = !clock.running;
        }
    }
}

/// The clock runs down; at 0:00 the bell rings, "Time!" shows and the move counter moves on
/// (the rosters' retiring units count the move too). By the wall clock, not bevy's
/// virtual time (which clamps a slow frame at 250 ms): the players' move beside the table
/// lasts what the clock says.
fn tick(
    time: Res<Time<WallClock>>,
    mut clock: ResMut<CompanionClock>,
    mut session: ResMut<CompanionSession>,
    mut bell: MessageWriter<RingBell>,
) {
    if !clock.running {
        return;
    }
    clock.remaining = (clock.remaining - time.delta_secs()).max(0.0);
    if clock.remaining <= 0.0 {
        clock.running = false;
        clock.times_up = true;
        clock.move_number += 1;
        session.0.next_move();
        bell.write(RingBell);
    }
}
