//! The shared countdown of the timed move: both players ready, the clock runs, a warning and
//! a tick a second in the last ten seconds, the bell at zero (rule: "all movement ceases
//! immediately").

use bevy::prelude::*;

use super::game::{FreeMoveCommand, FreeMoveEvent, FreeMoveSession};
use crate::app::core::audio::{Cue, PlaySound};
use crate::app::core::input::{NamedAction, PlayerActionMessage};
use crate::app::core::screens::{PausableSystems, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::wall_clock::WallClock;
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
        .add_message::<PlaySound>()
        .add_message::<PlayerActionMessage>()
        .add_systems(
            OnEnter(Screen::FreeMove),
            |mut countdown: ResMut<Countdown>| {
                *countdown = Countdown::default();
            },
        )
        .add_systems(
            Update,
            (
                tick.in_set(AppSystems::TickTimers)
                    .in_set(PausableSystems)
                    .run_if(crate::app::core::network::decides_here)
                    // Across machines the clock stops from the first pulse missing, before
                    // the hold: a cut costs neither side time.
                    .run_if(crate::app::core::network::pulse::pulse_on_time),
                (
                    ready_keys,
                    take_ready.run_if(crate::app::core::network::decides_here),
                    follow_events,
                )
                    .chain()
                    .in_set(AppSystems::Update),
            )
                .run_if(
                    in_state(Screen::FreeMove).and_then(
                        resource_exists::<FreeMoveSession>.and_then(
                            crate::app::session::replay::not_replaying::<FreeMoveSession>,
                        ),
                    ),
                ),
        );
}

/// The Ready key of each player (and Call Time).
fn ready_keys(
    mut actions: MessageReader<PlayerActionMessage>,
    mut ready: MessageWriter<SideReady>,
    mut commands: MessageWriter<FreeMoveCommand>,
    game: Res<FreeMoveSession>,
    countdown: Res<Countdown>,
    here: Res<super::network::network_play::SidesHere>,
) {
    for action in actions.read() {
        // Across machines, this machine's keys are its one side's.
        let side = match here.0 {
            Some([true, false]) => Side::from_index(0),
            Some([false, true]) => Side::from_index(1),
            _ => Side::from_index(action.player.index()),
        };
        match action.action {
            NamedAction::Ready => {
                ready.write(SideReady(side));
            }
            NamedAction::CallTime if game.state.phase == Phase::TimedMove && countdown.running => {
                commands.write(FreeMoveCommand(Command::CallTime { side }));
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
    mut commands: MessageWriter<FreeMoveCommand>,
    game: Res<FreeMoveSession>,
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
                commands.write(FreeMoveCommand(Command::Done { side: *side }));
            }
            _ => {}
        }
    }
}

/// A new timed move resets the clock to the time factor's length; Time! or the bell stops it.
fn follow_events(mut events: MessageReader<FreeMoveEvent>, mut countdown: ResMut<Countdown>) {
    for FreeMoveEvent(event) in events.read() {
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

/// How many of the last ten seconds' ticks fall between `before` and `after` seconds left
/// (`after` below `before`): one for each whole second from 10 down to 1 that the clock
/// reached or passed, none at 0 (the bell rings there). A second the clock stood on exactly
/// ticks in the frame that reached it, never again in the next.
pub fn ticks_between(before: f32, after: f32) -> u32 {
    let last = WARNING_SECONDS as i64;
    let highest = (before.ceil() as i64 - 1).min(last);
    let lowest = (after.max(0.0).ceil() as i64).max(1);
    (highest - lowest + 1).max(0) as u32
}

/// Run the clock by the wall clock (never bevy's virtual time, which clamps a slow frame
/// at 250 ms: the move must last what it says): a tick for each of the last ten seconds,
/// and at zero the bell rings and the move ends. A slow frame that passes several seconds
/// ticks once (one sound a frame).
fn tick(
    time: Res<Time<WallClock>>,
    mut countdown: ResMut<Countdown>,
    mut commands: MessageWriter<FreeMoveCommand>,
    mut sounds: MessageWriter<PlaySound>,
) {
    if !countdown.running {
        return;
    }
    let before = countdown.remaining;
    countdown.remaining = (countdown.remaining - time.delta_secs()).max(0.0);
    if ticks_between(before, countdown.remaining) > 0 {
        sounds.write(PlaySound(Cue::Tick));
    }
    if countdown.remaining <= 0.0 {
        countdown.running = false;
        sounds.write(PlaySound(Cue::Bell));
        commands.write(FreeMoveCommand(Command::Bell));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ticks over a whole countdown run at `fps` frames a second from `allowed` seconds.
    fn ticks_over_countdown(allowed: f32, fps: f32) -> Vec<u32> {
        let mut remaining = allowed;
        let mut ticks = Vec::new();
        while remaining > 0.0 {
            let after = (remaining - 1.0 / fps).max(0.0);
            ticks.push(ticks_between(remaining, after));
            remaining = after;
        }
        ticks
    }

    #[test]
    fn ticks_between_counts_each_of_the_last_ten_seconds_once_at_sixty_fps() {
        let ticks = ticks_over_countdown(45.0, 60.0);
        assert_eq!(ticks.iter().sum::<u32>(), 10);
        assert!(ticks.iter().all(|&n| n <= 1), "one second a frame at most");
    }

    #[test]
    fn ticks_between_counts_skipped_seconds_once_each_at_a_few_fps() {
        for fps in [0.3, 0.5, 1.0, 2.0, 3.0, 7.0, 10.0, 24.0] {
            let ticks = ticks_over_countdown(30.0, fps);
            assert_eq!(ticks.iter().sum::<u32>(), 10, "{fps} frames a second");
            let per_frame_most = (1.0 / fps).ceil() as u32;
            assert!(
                ticks.iter().all(|&n| n <= per_frame_most),
                "{fps} frames a second: never more than the seconds a frame passes"
            );
        }
        // A 2.5 s frame from 9.2 to 6.7 passes 9, 8 and 7.
        assert_eq!(ticks_between(9.2, 6.7), 3);
    }

    #[test]
    fn ticks_between_never_ticks_at_zero_or_above_ten() {
        assert_eq!(ticks_between(0.5, 0.0), 0, "the bell, not a tick, at zero");
        assert_eq!(ticks_between(1.2, 0.0), 1, "1 ticks, then the bell");
        assert_eq!(ticks_between(30.0, 10.5), 0);
        assert_eq!(ticks_between(10.5, 10.0), 1, "10 ticks when reached");
        assert_eq!(ticks_between(10.0, 9.9), 0, "and not again a frame later");
        assert_eq!(
            ticks_between(60.0, 0.0),
            10,
            "one frame over the whole clock"
        );
        assert_eq!(ticks_between(5.0, 5.0), 0, "a frame of no time");
    }

    #[test]
    fn the_running_countdown_ticks_ten_times_then_rings_the_bell_once() {
        let mut app = countdown_running_in_frames_of("ticks", 100);
        assert!(app.world().resource::<Countdown>().remaining > WARNING_SECONDS);
        let (mut ticks, mut bells) = (Vec::new(), 0);
        while app.world().resource::<Countdown>().running {
            app.update();
            let remaining = app.world().resource::<Countdown>().remaining;
            for PlaySound(cue) in app
                .world()
                .resource::<Messages<PlaySound>>()
                .iter_current_update_messages()
            {
                match cue {
                    Cue::Tick => ticks.push(remaining),
                    Cue::Bell => bells += 1,
                    Cue::Clash => {}
                }
            }
        }
        assert_eq!(ticks.len(), 10, "ticks at {ticks:?}");
        for (tick, second) in ticks.iter().zip((1..=10).rev()) {
            assert!(
                (*tick - second as f32).abs() < 0.11,
                "the tick for {second} came at {tick}"
            );
        }
        assert_eq!(bells, 1);
    }

    /// The practice battle headless, its countdown running, then frames of `millis` each.
    fn countdown_running_in_frames_of(name: &str, millis: u64) -> App {
        let scratch = std::env::temp_dir().join(format!("muster-{name}-{}", std::process::id()));
        let scenario = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/free_move/practice_skirmish.ron");
        let launch =
            crate::app::core::launch::Launch::scenario(&scenario).expect("the scenario loads");
        let mut app = crate::app::headless::headless_app(&scratch, launch);
        app.update();
        app.update();
        crate::app::headless::start_the_countdown(&mut app);
        assert!(app.world().resource::<Countdown>().running);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(millis),
        ));
        app
    }

    fn real_seconds(app: &App) -> f64 {
        app.world().resource::<Time<Real>>().elapsed_secs_f64()
    }

    #[test]
    fn the_timed_move_lasts_its_allowed_time_by_the_wall_clock_in_frames_of_500_ms() {
        let mut app = countdown_running_in_frames_of("wall-countdown", 500);
        let allowed = app.world().resource::<Countdown>().allowed as f64;
        let started = real_seconds(&app);
        let mut frames = 0;
        while app.world().resource::<Countdown>().running {
            app.update();
            frames += 1;
            assert!(frames < 2000, "the bell never rang");
        }
        let lasted = real_seconds(&app) - started;
        assert!(
            (lasted - allowed).abs() <= 0.5 + 1e-6,
            "a {allowed} s move lasted {lasted} s of the wall clock (bevy's clamped clock \
             would have taken twice as long)"
        );
    }

    #[test]
    fn a_long_frame_counts_in_full_and_a_pause_stops_the_timed_move_exactly() {
        let mut app = countdown_running_in_frames_of("wall-long-frame", 100);
        app.update();
        let before = app.world().resource::<Countdown>().remaining;
        // The computer thinking: one frame of 1.5 s.
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(1500),
        ));
        app.update();
        let after_long = app.world().resource::<Countdown>().remaining;
        assert!(
            (before - after_long - 1.5).abs() < 1e-3,
            "a 1.5 s frame takes 1.5 s off the clock, not bevy's 0.25: {before} → {after_long}"
        );
        app.world_mut()
            .resource_mut::<NextState<crate::app::core::screens::Pause>>()
            .set(crate::app::core::screens::Pause(true));
        for _ in 0..8 {
            app.update();
        }
        assert_eq!(
            app.world().resource::<Countdown>().remaining,
            after_long,
            "nothing passes while paused"
        );
        assert!(app.world().resource::<Countdown>().running);
        app.world_mut()
            .resource_mut::<NextState<crate::app::core::screens::Pause>>()
            .set(crate::app::core::screens::Pause(false));
        app.update();
        let resumed = app.world().resource::<Countdown>().remaining;
        assert!(
            (after_long - resumed - 1.5).abs() < 1e-3,
            "the first frame after the pause counts its own time only: {after_long} → {resumed}"
        );
    }

    #[test]
    fn ticks_between_starts_no_tick_for_a_countdown_of_ten_seconds_or_less() {
        assert_eq!(ticks_between(10.0, 9.95), 0);
        assert_eq!(ticks_over_countdown(10.0, 10.0).iter().sum::<u32>(), 9);
        assert_eq!(ticks_over_countdown(6.0, 10.0).iter().sum::<u32>(), 5);
    }
}
