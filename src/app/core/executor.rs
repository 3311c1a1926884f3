//! Muster's main-world schedules run on bevy's single-threaded executor.
//!
//! Muster's frame is hundreds of small systems (four games, the menus, input, the table's
//! physics sync), most of which find nothing to do. On the two-core machines clubs and CI
//! use, the multi-threaded executor spends more time waking and parking its worker threads
//! than the systems take: `benches/frame.rs` measured the whole Free Move table at 1.75 ms
//! a frame with it and 0.49 ms without (200 stands a side, 20 dragged). Rendering keeps its
//! own sub-app and thread; only the order systems run in within a schedule changes, and
//! every ordering constraint holds as before.

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, run_every_schedule_on_one_thread);
}

/// Every schedule the main world holds (a frame's, the state transitions', the fixed
/// step's), set once all plugins have added theirs; a schedule first made after start-up
/// would keep bevy's default executor (none is, today).
fn run_every_schedule_on_one_thread(mut schedules: ResMut<Schedules>) {
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(SingleThreadedExecutor::new());
    }
}
