//! The per-frame cost of the Free Move table during a timed move, everything but rendering:
//! the whole app headless (engine, countdown, input, dragging), 20 stands dragged by 20
//! fingers every frame. Run with `cargo bench -p muster --bench frame` (or `make bench`).

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use muster::app::free_move::SideReady;
use muster::app::free_move::stand_drag::Grabs;
use muster::app::input::{PointerId, PointerMessage, PointerPhase};
use muster::app::launch::Launch;
use muster::app::settings::SettingsFile;
use muster::rules::free_move::{Side, UnitType};
use muster::scenario::Scenario;
use muster::scenario::free_move::{
    FreeMoveScenario, Side as ScenarioSide, StandSize, TableSize, UnitPlacement,
};

const DRAGGED: usize = 20;
const FRAMES: usize = 300;

/// Two armies of `per_side` heavy infantry in ranks facing each other across the table.
fn battle(per_side: u32) -> FreeMoveScenario {
    let columns = 60;
    let width = 10.0 + columns as f32 * 2.5;
    let ranks = per_side.div_ceil(columns);
    let depth = 40.0 + 2.0 * ranks as f32 * 2.5;
    let army = |name: &str, first_y: f32, step: f32, facing: f32| ScenarioSide {
        name: name.into(),
        deployment: None,
        units: (0..per_side)
            .map(|index| UnitPlacement {
                number: index + 1,
                unit_type: UnitType::HeavyInfantry,
                at: (
                    6.0 + (index % columns) as f32 * 2.5,
                    first_y + step * (index / columns) as f32 * 2.5,
                ),
                facing,
            })
            .collect(),
    };
    FreeMoveScenario {
        name: format!("{per_side} a side"),
        description: String::new(),
        table: TableSize { width, depth },
        stand: StandSize {
            width: 2.0,
            depth: 1.75,
        },
        primary_time_seconds: 100_000,
        stick_pause_seconds: 0.0,
        sides: vec![
            army("Red", depth / 2.0 - 10.0, -1.0, 0.0),
            army("Blue", depth / 2.0 + 10.0, 1.0, 180.0),
        ],
        terrain: Vec::new(),
        victory: Default::default(),
    }
}

fn table_app(scenario: FreeMoveScenario) -> App {
    let dir = std::env::temp_dir().join(format!("muster-frame-bench-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )))
        .insert_resource(SettingsFile(dir.join("settings.ron")))
        .insert_resource(Launch::Scenario {
            path: PathBuf::from("bench.ron"),
            scenario: Box::new(Scenario::FreeMove(scenario)),
        })
        .add_plugins(muster::app::core_plugin);
    app.update();
    app.update();
    for _ in 0..2 {
        for side in Side::BOTH {
            app.world_mut().write_message(SideReady(side));
        }
        app.update();
        app.update();
    }
    app
}

fn median_frame(per_side: u32) -> (f64, f64) {
    let scenario = battle(per_side);
    let front: Vec<Vec2> = scenario
        .sides
        .iter()
        .flat_map(|side| side.units.iter().take(DRAGGED / 2))
        .map(|unit| Vec2::new(unit.at.0, unit.at.1))
        .collect();
    let mut app = table_app(scenario);
    for (finger, at) in front.iter().enumerate() {
        app.world_mut().write_message(PointerMessage {
            pointer: PointerId::Touch(finger as u64),
            player: None,
            phase: PointerPhase::Pressed,
            world: *at,
        });
    }
    app.update();
    assert_eq!(
        app.world().resource::<Grabs>().0.len(),
        DRAGGED,
        "every finger holds a stand"
    );
    let mut times: Vec<f64> = (0..FRAMES)
        .map(|frame| {
            for (finger, at) in front.iter().enumerate() {
                let wiggle = Vec2::from_angle(frame as f32 * 0.1 + finger as f32) * 1.5;
                app.world_mut().write_message(PointerMessage {
                    pointer: PointerId::Touch(finger as u64),
                    player: None,
                    phase: PointerPhase::Dragged,
                    world: *at + wiggle,
                });
            }
            let started = Instant::now();
            app.update();
            black_box(&app);
            started.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    (times[FRAMES / 2], times[FRAMES * 9 / 10])
}

fn main() {
    for per_side in [200, 1000] {
        let (median, p90) = median_frame(per_side);
        println!(
            "free move frame, {per_side} a side, {DRAGGED} dragged: median {median:.3} ms, 90th percentile {p90:.3} ms"
        );
    }
}
