//! The per-frame cost of the Soldiers board with the largest scenario (3, Le Cateau), all
//! but rendering and egui's painting: the app headless while the computer plays both sides
//! (the engine, the AI a few commands a frame, the log), and the work the board and panel
//! redo when the game or the selection changes (counter placements, concealment, a unit's
//! reachable hexes, the fire options). Run with `cargo bench -p muster --bench
//! soldiers_frame` (or `make bench`).

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use muster::app::core::launch::Launch;
use muster::app::core::settings::SettingsFile;
use muster::app::games::soldiers::board::counters::placements;
use muster::app::games::soldiers::play::concealment::concealed_from;
use muster::app::games::soldiers::{SoldiersSeat, SoldiersSeatsChoice, SoldiersSession};
use muster::app::session::play_out::PlayOut;
use muster::rules::soldiers::ai::Mind;
use muster::rules::soldiers::fire::fire_options;
use muster::rules::soldiers::movement::reachable;
use muster::rules::soldiers::state::{Phase, Side};

const FRAMES: usize = 300;

fn board_app() -> App {
    let dir = std::env::temp_dir().join(format!("muster-soldiers-frame-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/soldiers/03_le_cateau.ron");
    let computer = SoldiersSeat::Computer(Mind::Veteran);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )))
        .insert_resource(SettingsFile(dir.join("settings.ron")))
        .insert_resource(SoldiersSeatsChoice {
            seats: [computer, computer],
            seed: Some(5),
        })
        .insert_resource(PlayOut { seed: 5, moves: 4 })
        .insert_resource(Launch::scenario(&file).expect("scenario 3 ships with Muster"))
        .add_plugins(muster::app::core_plugin);
    app.update();
    app.update();
    app
}

fn percentiles(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times[times.len() * 9 / 10])
}

fn main() {
    let mut app = board_app();
    let on_map = app
        .world()
        .resource::<SoldiersSession>()
        .state
        .units
        .iter()
        .filter(|unit| unit.on_map())
        .count();
    println!("scenario 3 from turn 4, {on_map} units on the map, the computer playing both sides");
    let frames: Vec<f64> = (0..FRAMES)
        .map(|_| {
            let started = Instant::now();
            app.update();
            black_box(&app);
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    let (median, p90) = percentiles(frames);
    println!(
        "soldiers frame, computer playing: median {median:.3} ms, 90th percentile {p90:.3} ms"
    );

    let state = app.world().resource::<SoldiersSession>().state.clone();
    let side = state.acting_side().unwrap_or(Side(0));
    let selected = state
        .units
        .iter()
        .find(|unit| unit.side == side && unit.on_map());
    let hex = selected.and_then(|unit| unit.hex());
    let mut fire_phase = muster::rules::soldiers::state::StateData::clone(&state);
    fire_phase.phase = Phase::Fire {
        mover: side,
        step: muster::rules::soldiers::state::FireStep::MoverFires,
    };
    let fire_phase = muster::rules::soldiers::state::State::from(fire_phase);
    let view: Vec<f64> = (0..50)
        .map(|_| {
            let started = Instant::now();
            let hidden = concealed_from(&state, side);
            black_box(placements(&state, hex, &hidden));
            if let Some(unit) = selected {
                black_box(reachable(&state, unit));
            }
            black_box(fire_options(&fire_phase, side));
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    let (median, p90) = percentiles(view);
    println!(
        "soldiers board update after a change (placements, concealment, reach, fire options): median {median:.3} ms, 90th percentile {p90:.3} ms"
    );
}
