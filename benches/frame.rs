//! The per-frame cost of the Free Move table during a timed move, everything but rendering,
//! beside the bare engine in the same process: Muster's whole app headless (engine,
//! countdown, input, dragging through rapier, the engine's confirmation of every drag) and
//! a bare bevy + bevy_rapier2d world holding the same bodies, dragged the same way (one
//! shape cast per dragged body a frame, then its transform set). 20 stands are dragged by
//! 20 fingers every frame; the figure that matters is the ratio of the two.
//! Run with `cargo bench -p muster --bench frame` (or `make bench`); with
//! `MUSTER_FRAME_ONLY=1` it runs Muster's table alone, for a profiler.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy_rapier2d::parry::shape::Cuboid;
use bevy_rapier2d::prelude::*;
use muster::app::core::input::{PointerId, PointerMessage, PointerPhase};
use muster::app::core::launch::Launch;
use muster::app::core::settings::SettingsFile;
use muster::app::games::free_move::hands::stand_drag::Grabs;
use muster::rules::free_move::UnitType;
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
    // Never the player's own saves: the battle's autosave goes to the scratch folder.
    muster::app::core::registry::keep_saves_in(&mut app, &dir);
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
    muster::app::headless::start_the_countdown(&mut app);
    app
}

/// The fingers' points for `frame`: each wiggles round where its stand began.
fn finger_points(front: &[Vec2], frame: usize) -> impl Iterator<Item = (usize, Vec2)> + '_ {
    front.iter().enumerate().map(move |(finger, at)| {
        let wiggle = Vec2::from_angle(frame as f32 * 0.1 + finger as f32) * 1.5;
        (finger, *at + wiggle)
    })
}

/// The front stands the fingers hold.
fn front_stands(scenario: &FreeMoveScenario) -> Vec<Vec2> {
    scenario
        .sides
        .iter()
        .flat_map(|side| side.units.iter().take(DRAGGED / 2))
        .map(|unit| Vec2::new(unit.at.0, unit.at.1))
        .collect()
}

fn median(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times[times.len() * 9 / 10])
}

/// Muster's table: the whole app, fingers dragging through its input layer.
fn muster_frames(scenario: FreeMoveScenario) -> (f64, f64) {
    let front = front_stands(&scenario);
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
    let times = (0..FRAMES)
        .map(|frame| {
            for (finger, at) in finger_points(&front, frame) {
                app.world_mut().write_message(PointerMessage {
                    pointer: PointerId::Touch(finger as u64),
                    player: None,
                    phase: PointerPhase::Dragged,
                    world: at,
                });
            }
            timed_frame(&mut app)
        })
        .collect();
    median(times)
}

/// One frame of `app`, in milliseconds.
fn timed_frame(app: &mut App) -> f64 {
    let started = Instant::now();
    app.update();
    black_box(&*app);
    started.elapsed().as_secs_f64() * 1000.0
}

/// A body the bare world's fingers drag, and where its finger is.
#[derive(Component)]
struct Dragged {
    finger: usize,
}

/// Where the bare world's fingers are this frame.
#[derive(Resource, Default)]
struct Fingers(Vec<Vec2>);

/// The bare world's drag: one shape cast from where the body is towards its finger, then
/// the body's transform set where the cast stopped.
fn bare_drag(
    fingers: Res<Fingers>,
    rapier: ReadRapierContext,
    mut bodies: Query<(Entity, &Dragged, &mut Transform)>,
) {
    let Ok(context) = rapier.single() else {
        return;
    };
    let tray = Cuboid::new(Vec2::new(1.0, 0.875));
    for (entity, dragged, mut transform) in &mut bodies {
        let from = transform.translation.truncate();
        let wanted = fingers.0[dragged.finger] - from;
        let length = wanted.length();
        if length < 1e-4 {
            continue;
        }
        let options = ShapeCastOptions {
            max_time_of_impact: length,
            target_distance: 0.0,
            stop_at_penetration: false,
            compute_impact_geometry_on_penetration: true,
        };
        let filter = QueryFilter::new().exclude_collider(entity);
        let travelled = context
            .cast_shape(from, 0.0, wanted / length, &tray, options, filter)
            .map_or(length, |(_, hit)| hit.time_of_impact);
        transform.translation = (from + wanted / length * travelled).extend(0.0);
    }
}

/// Which executor the bare world's schedules run on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Executor {
    /// Bevy's default: the multi-threaded executor.
    Default,
    /// The single-threaded executor, as Muster's own schedules run.
    SingleThreaded,
}

/// The bare engine: bevy's minimal plugins, rapier set up as Muster sets it up, the same
/// stands as kinematic cuboids, the same fingers.
fn bare_frames(scenario: &FreeMoveScenario, executor: Executor) -> (f64, f64) {
    let front = front_stands(scenario);
    let mut app = App::new();
    if executor == Executor::SingleThreaded {
        // As Muster does it (`src/app/executor.rs`): every schedule on one thread.
        app.add_systems(PreStartup, |mut schedules: ResMut<Schedules>| {
            for (_, schedule) in schedules.iter_mut() {
                schedule.set_executor(SingleThreadedExecutor::new());
            }
        });
    }
    app.add_plugins((MinimalPlugins, TransformPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )))
        .add_message::<CollisionEvent>()
        .add_plugins(
            RapierPhysicsPlugin::<NoUserData>::default().with_custom_initialization(
                RapierContextInitialization::InitializeDefaultRapierContext {
                    integration_parameters:
                        muster::app::core::third_party::rapier::integration_parameters(),
                    rapier_configuration: RapierConfiguration {
                        gravity: Vec2::ZERO,
                        ..RapierConfiguration::new(1.0)
                    },
                },
            ),
        )
        .init_resource::<Fingers>()
        .add_systems(Update, bare_drag);
    for (side_index, side) in scenario.sides.iter().enumerate() {
        for (index, unit) in side.units.iter().enumerate() {
            let mut body = app.world_mut().spawn((
                Transform::from_xyz(unit.at.0, unit.at.1, 0.0),
                RigidBody::KinematicPositionBased,
                Collider::cuboid(1.0, 0.875),
                muster::app::core::third_party::rapier::stand_groups(side_index),
                ActiveEvents::COLLISION_EVENTS,
                ActiveCollisionTypes::default() | ActiveCollisionTypes::KINEMATIC_KINEMATIC,
            ));
            if index < DRAGGED / 2 {
                body.insert(Dragged {
                    finger: side_index * DRAGGED / 2 + index,
                });
            }
        }
    }
    app.world_mut().resource_mut::<Fingers>().0 = front.clone();
    app.update();
    app.update();
    let times = (0..FRAMES)
        .map(|frame| {
            app.world_mut().resource_mut::<Fingers>().0 =
                finger_points(&front, frame).map(|(_, at)| at).collect();
            timed_frame(&mut app)
        })
        .collect();
    median(times)
}

fn main() {
    println!(
        "machine: {} cores",
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    if std::env::var_os("MUSTER_FRAME_ONLY").is_some() {
        // For a profiler: Muster's table alone, nothing else in the process.
        for per_side in [200, 1000] {
            let (muster, p90) = muster_frames(battle(per_side));
            println!("{per_side} stands a side: Muster's table {muster:.3} ms ({p90:.3})");
        }
        return;
    }
    for per_side in [200, 1000] {
        let scenario = battle(per_side);
        let (bare, bare_p90) = bare_frames(&scenario, Executor::Default);
        let (single, single_p90) = bare_frames(&scenario, Executor::SingleThreaded);
        let (muster, muster_p90) = muster_frames(scenario);
        println!("{per_side} stands a side, {DRAGGED} dragged, median (90th percentile):");
        println!("  Muster's table                               {muster:.3} ms ({muster_p90:.3})");
        println!(
            "  bare bevy + rapier, bevy's default executor  {bare:.3} ms ({bare_p90:.3}): ratio {:.2}",
            muster / bare
        );
        println!(
            "  bare bevy + rapier, single-threaded executor {single:.3} ms ({single_p90:.3}): ratio {:.2}",
            muster / single
        );
    }
}
