//! The clock timed play follows: `Time<WallClock>`, the wall clock's seconds frame by frame,
//! unclamped, standing still while the game is paused. Bevy's own `Time` (virtual time)
//! clamps a frame at 250 ms, so under load or in a long frame a countdown read from it runs
//! slow: a timed move and the companion's countdown beside a real table must last what they
//! say, so they, and whatever paces a hand within the move, read this clock instead.

use bevy::prelude::*;

use super::screens::Pause;
use super::system_sets::AppSystems;

/// The context of `Time<WallClock>`: real time while the game is not paused.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
pub struct WallClock;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Time<WallClock>>()
        .add_systems(Update, advance.in_set(AppSystems::AdvanceClocks));
}

/// The real time since the last frame, whole, unless the game is paused. Runs after the
/// frame's state transitions, so a pause entered this frame already stops the clock.
fn advance(real: Res<Time<Real>>, pause: Res<State<Pause>>, mut wall: ResMut<Time<WallClock>>) {
    let delta = if pause.get().0 {
        std::time::Duration::ZERO
    } else {
        real.delta()
    };
    wall.advance_by(delta);
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::state::app::StatesPlugin;
    use bevy::time::TimeUpdateStrategy;

    use super::*;

    fn app_with_frames_of(frame: Duration) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(frame))
            .init_state::<Pause>()
            .add_plugins((super::super::system_sets::plugin, plugin));
        app.update();
        app
    }

    fn wall_seconds(app: &App) -> f64 {
        app.world().resource::<Time<WallClock>>().elapsed_secs_f64()
    }

    #[test]
    fn the_wall_clock_counts_frames_slower_than_bevys_250_ms_clamp_in_full() {
        let mut app = app_with_frames_of(Duration::from_millis(700));
        let start = wall_seconds(&app);
        let virtual_start = app.world().resource::<Time<Virtual>>().elapsed_secs_f64();
        for _ in 0..10 {
            app.update();
        }
        let wall = wall_seconds(&app) - start;
        let virtual_time =
            app.world().resource::<Time<Virtual>>().elapsed_secs_f64() - virtual_start;
        assert!(
            (wall - 7.0).abs() < 1e-6,
            "ten 700 ms frames are 7 s, not {wall}"
        );
        assert!(
            (virtual_time - 2.5).abs() < 1e-6,
            "bevy's virtual clock clamps them to 250 ms each: {virtual_time}"
        );
    }

    #[test]
    fn the_wall_clock_stands_still_while_paused_and_goes_on_after() {
        let mut app = app_with_frames_of(Duration::from_millis(400));
        app.update();
        let before = wall_seconds(&app);
        app.world_mut()
            .resource_mut::<NextState<Pause>>()
            .set(Pause(true));
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(wall_seconds(&app), before, "no time passes while paused");
        app.world_mut()
            .resource_mut::<NextState<Pause>>()
            .set(Pause(false));
        app.update();
        assert!(
            (wall_seconds(&app) - before - 0.4).abs() < 1e-6,
            "the first frame after the pause counts, and only it"
        );
    }
}
