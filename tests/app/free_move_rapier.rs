//! Rapier under the stands, headless: two hands driving two stands into each other in the
//! same frames (rapier's contact event freezes both, the engine confirms the contact), a
//! dragged stand sliding along a friend, and a block stopping as one at an enemy.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_rapier2d::prelude::CollisionEvent;
use muster::app::core::input::{PlayerId, PointerId, PointerMessage, PointerPhase};
use muster::app::core::launch::Launch;
use muster::app::games::free_move::hands::stand_drag::{Blocks, Grabs};
use muster::app::games::free_move::table::stand_bodies::StandBody;
use muster::app::games::free_move::{FreeMoveEvent, FreeMoveSession};
use muster::app::headless::{headless_app, start_the_countdown};
use muster::rules::free_move::geometry::Pose;
use muster::rules::free_move::{Event, Phase, Side, UnitId, UnitType};
use muster::scenario::Scenario;
use muster::scenario::free_move::{
    FreeMoveScenario, Side as ScenarioSide, StandSize, TableSize, UnitPlacement,
};

/// Every event the engine produced, in order: the game's log as the tests read it.
#[derive(Resource, Default)]
struct EventLog(Vec<Event>);

fn keep_log(mut events: MessageReader<FreeMoveEvent>, mut log: ResMut<EventLog>) {
    log.0
        .extend(events.read().map(|FreeMoveEvent(event)| event.clone()));
}

fn unit(number: u32, unit_type: UnitType, at: (f32, f32), facing: f32) -> UnitPlacement {
    UnitPlacement {
        number,
        unit_type,
        at,
        facing,
    }
}

/// A small table with the two sides' stands where each test wants them.
fn table(name: &str, red: Vec<UnitPlacement>, blue: Vec<UnitPlacement>) -> App {
    let scenario = FreeMoveScenario {
        name: name.into(),
        description: String::new(),
        table: TableSize {
            width: 48.0,
            depth: 36.0,
        },
        stand: StandSize {
            width: 2.0,
            depth: 1.75,
        },
        primary_time_seconds: 600,
        stick_pause_seconds: 0.0,
        sides: vec![
            ScenarioSide {
                name: "Red".into(),
                deployment: None,
                units: red,
            },
            ScenarioSide {
                name: "Blue".into(),
                deployment: None,
                units: blue,
            },
        ],
        terrain: Vec::new(),
        victory: Default::default(),
    };
    let scratch = std::env::temp_dir().join(format!("muster-rapier-{name}-{}", std::process::id()));
    let mut app = headless_app(
        &scratch,
        Launch::Scenario {
            path: PathBuf::from(format!("{name}.ron")),
            scenario: Box::new(Scenario::FreeMove(scenario)),
        },
    );
    app.init_resource::<EventLog>()
        .init_resource::<Touches>()
        .add_systems(PostUpdate, keep_log)
        .add_systems(
            PostUpdate,
            keep_touches.after(bevy_rapier2d::prelude::PhysicsSet::Writeback),
        );
    app.update();
    app.update();
    start_the_countdown(&mut app);
    assert_eq!(game(&app).state.phase, Phase::TimedMove);
    app
}

fn game(app: &App) -> &FreeMoveSession {
    app.world().resource::<FreeMoveSession>()
}

fn pose(app: &App, id: UnitId) -> Pose {
    game(app).state.unit(id).expect("on the roster").pose
}

fn red(number: u32) -> UnitId {
    UnitId::new(Side::First, number)
}

fn blue(number: u32) -> UnitId {
    UnitId::new(Side::Second, number)
}

const MOUSE: (PointerId, Option<PlayerId>) = (PointerId::Mouse, Some(PlayerId::One));
const CURSOR: (PointerId, Option<PlayerId>) =
    (PointerId::Cursor(PlayerId::Two), Some(PlayerId::Two));

fn point(app: &mut App, who: (PointerId, Option<PlayerId>), phase: PointerPhase, world: Vec2) {
    app.world_mut().write_message(PointerMessage {
        pointer: who.0,
        player: who.1,
        phase,
        world,
    });
}

/// Two heavy infantry facing each other, fronts 4¾" apart, each in a hand: red 1 in the
/// mouse, blue 1 in player 2's cursor. Returns where each began.
fn head_on(name: &str) -> (App, Vec2, Vec2) {
    let mut app = table(
        name,
        vec![unit(1, UnitType::HeavyInfantry, (24.0, 14.0), 0.0)],
        vec![unit(1, UnitType::HeavyInfantry, (24.0, 20.5), 180.0)],
    );
    let (red_start, blue_start) = (pose(&app, red(1)).centre(), pose(&app, blue(1)).centre());
    point(&mut app, MOUSE, PointerPhase::Pressed, red_start);
    point(&mut app, CURSOR, PointerPhase::Pressed, blue_start);
    app.update();
    (app, red_start, blue_start)
}

#[test]
fn rule_1_two_stands_driven_into_each_other_by_two_hands_at_once_both_freeze() {
    // Rule 1: "stands that touch an enemy freeze in melee". Heavy infantry, fronts 4¾"
    // apart; each hand pushes its stand 3" at the other in the same frames.
    let (mut app, red_start, blue_start) = head_on("head-on");
    assert_eq!(
        app.world().resource::<Grabs>().0.len(),
        2,
        "both hold a stand"
    );
    for step in 1..=3 {
        let reach = Vec2::new(0.0, step as f32);
        point(&mut app, MOUSE, PointerPhase::Dragged, red_start + reach);
        point(&mut app, CURSOR, PointerPhase::Dragged, blue_start - reach);
        app.update();
    }
    // Rapier's contact event (one physics step later) lets both hands go.
    for _ in 0..3 {
        app.update();
    }
    assert!(
        app.world().resource::<Grabs>().0.is_empty(),
        "the freeze took both stands out of their hands"
    );
    let state = &game(&app).state;
    let (one, other) = (state.unit(red(1)).unwrap(), state.unit(blue(1)).unwrap());
    assert!(
        one.melee.is_some() && one.melee == other.melee,
        "both frozen in one melee: {:?} {:?}",
        one.melee,
        other.melee
    );
    let tray = state.tray();
    assert!(tray.touching(&one.pose, &other.pose), "they touch");
    assert!(
        !tray.overlapping(&one.pose, &other.pose),
        "and never overlap"
    );
    let log = &app.world().resource::<EventLog>().0;
    assert!(
        log.iter().any(|event| matches!(
            event,
            Event::Contact { mover, struck }
                if (*mover, *struck) == (blue(1), red(1)) || (*mover, *struck) == (red(1), blue(1))
        )),
        "the engine's contact event is in the log: {log:?}"
    );
    // Released now, neither moves: the freeze holds.
    let frozen = pose(&app, red(1));
    point(&mut app, MOUSE, PointerPhase::Released, red_start);
    point(&mut app, MOUSE, PointerPhase::Pressed, frozen.centre());
    app.update();
    point(
        &mut app,
        MOUSE,
        PointerPhase::Dragged,
        frozen.centre() - Vec2::new(0.0, 2.0),
    );
    app.update();
    point(
        &mut app,
        MOUSE,
        PointerPhase::Released,
        frozen.centre() - Vec2::new(0.0, 2.0),
    );
    app.update();
    app.update();
    assert_eq!(pose(&app, red(1)), frozen, "a frozen stand does not move");
}

#[test]
fn rule_1_a_stand_short_of_the_enemy_stays_free_in_the_hand() {
    // The positive twin: the same two stands pushed 2.3" each end 0.15" apart, a hair more
    // than the touching tolerance: they stay apart and in hand.
    let (mut app, red_start, blue_start) = head_on("short");
    let reach = Vec2::new(0.0, 2.3);
    point(&mut app, MOUSE, PointerPhase::Dragged, red_start + reach);
    point(&mut app, CURSOR, PointerPhase::Dragged, blue_start - reach);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Grabs>().0.len(),
        2,
        "both still in hand"
    );
    point(&mut app, MOUSE, PointerPhase::Released, red_start + reach);
    point(&mut app, CURSOR, PointerPhase::Released, blue_start - reach);
    app.update();
    app.update();
    let state = &game(&app).state;
    assert!(state.unit(red(1)).unwrap().melee.is_none());
    assert!((pose(&app, red(1)).centre() - (red_start + reach)).length() < 1e-3);
    assert!((pose(&app, blue(1)).centre() - (blue_start - reach)).length() < 1e-3);
}

#[test]
fn a_stand_pushed_into_a_friend_slides_along_it_never_overlapping() {
    // A friend stands right in the way, a little to the side: pushed straight through
    // it, the stand slides along its flank and goes on past it.
    let mut app = table(
        "slide",
        vec![
            unit(1, UnitType::LightCavalry, (20.0, 10.0), 0.0),
            unit(2, UnitType::HeavyInfantry, (21.0, 13.0), 0.0),
        ],
        vec![unit(1, UnitType::HeavyInfantry, (40.0, 30.0), 180.0)],
    );
    let start = pose(&app, red(1)).centre();
    let target = Vec2::new(17.5, 16.0);
    point(&mut app, MOUSE, PointerPhase::Pressed, start);
    app.update();
    let tray = game(&app).state.tray();
    let friend = pose(&app, red(2));
    for step in 1..=6 {
        let at = start + (target - start) * step as f32 / 6.0;
        point(&mut app, MOUSE, PointerPhase::Dragged, at);
        app.update();
        let held = app.world().resource::<Grabs>().0[&PointerId::Mouse].preview;
        assert!(
            !tray.overlapping(&held, &friend),
            "step {step}: the held stand is never on its friend: {held:?}"
        );
    }
    point(&mut app, MOUSE, PointerPhase::Released, target);
    app.update();
    app.update();
    let end = pose(&app, red(1));
    assert!(
        !tray.overlapping(&end, &friend),
        "set down beside its friend"
    );
    assert!(
        end.y > friend.y,
        "it slid along the friend and went on past it: {end:?}"
    );
    assert!(end.x < friend.x - 1.9, "on the friend's flank: {end:?}");
}

#[test]
fn a_block_stops_as_one_at_the_first_enemy_it_touches() {
    // Two heavy infantry side by side, double-pressed into a block, pushed at an enemy
    // standing in front of one of them: the whole block stops at the touch.
    let mut app = table(
        "block",
        vec![
            unit(1, UnitType::HeavyInfantry, (20.0, 10.0), 0.0),
            unit(2, UnitType::HeavyInfantry, (22.0, 10.0), 0.0),
        ],
        vec![unit(1, UnitType::HeavyInfantry, (22.0, 14.0), 180.0)],
    );
    let start = pose(&app, red(1)).centre();
    for _ in 0..2 {
        point(&mut app, MOUSE, PointerPhase::Pressed, start);
        app.update();
        point(&mut app, MOUSE, PointerPhase::Released, start);
        app.update();
    }
    assert_eq!(
        app.world().resource::<Blocks>().0[0].len(),
        2,
        "a block of two"
    );
    // Wait out the stick pause, then push the block 3" up the table.
    app.update();
    point(&mut app, MOUSE, PointerPhase::Pressed, start);
    app.update();
    point(
        &mut app,
        MOUSE,
        PointerPhase::Dragged,
        start + Vec2::new(0.0, 3.0),
    );
    for _ in 0..4 {
        app.update();
    }
    point(
        &mut app,
        MOUSE,
        PointerPhase::Released,
        start + Vec2::new(0.0, 3.0),
    );
    app.update();
    app.update();
    let (one, two) = (pose(&app, red(1)), pose(&app, red(2)));
    // Fronts 4" − 1¾" = 2¼" apart: the block went 2¼" and no further, formation kept.
    assert!((one.y - 12.25).abs() < 0.05, "{one:?}");
    assert!(one.y <= 12.25, "never past the touch: {one:?}");
    assert!((two.y - one.y).abs() < 1e-3 && (two.x - one.x - 2.0).abs() < 1e-3);
    let state = &game(&app).state;
    assert!(
        state.unit(red(2)).unwrap().melee.is_some(),
        "the front stand froze"
    );
}

/// Every pair of stands rapier reported starting to touch.
#[derive(Resource, Default)]
struct Touches(Vec<(UnitId, UnitId)>);

fn keep_touches(
    mut collisions: MessageReader<CollisionEvent>,
    bodies: Query<&StandBody>,
    mut touches: ResMut<Touches>,
) {
    for collision in collisions.read() {
        if let CollisionEvent::Started(a, b, _) = collision
            && let (Ok(a), Ok(b)) = (bodies.get(*a), bodies.get(*b))
        {
            let (first, second) = if a.0 < b.0 { (a.0, b.0) } else { (b.0, a.0) };
            touches.0.push((first, second));
        }
    }
}

#[test]
fn rapier_and_the_rules_agree_on_touching_within_a_sixteenth_of_an_inch() {
    // Two pairs of enemies face to face: 0.05" apart (touching, for the rules: within a
    // sixteenth) and 0.07" apart (not). Rapier starts a contact for the first pair only.
    let mut app = table(
        "tolerance",
        vec![
            unit(1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0),
            unit(2, UnitType::HeavyInfantry, (30.0, 10.0), 0.0),
        ],
        vec![
            unit(1, UnitType::HeavyInfantry, (10.0, 11.8), 180.0),
            unit(2, UnitType::HeavyInfantry, (30.0, 11.82), 180.0),
        ],
    );
    for _ in 0..4 {
        app.update();
    }
    let state = &game(&app).state;
    let tray = state.tray();
    let pose_of = |id| state.unit(id).unwrap().pose;
    assert!(
        tray.touching(&pose_of(red(1)), &pose_of(blue(1))),
        "0.05\" touches"
    );
    assert!(
        !tray.touching(&pose_of(red(2)), &pose_of(blue(2))),
        "0.07\" does not"
    );
    let mut touches = app.world().resource::<Touches>().0.clone();
    touches.dedup();
    assert_eq!(touches, vec![(red(1), blue(1))], "rapier agrees");
}

#[test]
fn rule_1_a_stand_that_has_touched_an_enemy_cannot_be_pulled_back_before_it_freezes() {
    // Rule 1: contact freezes. The hand pushes red 1 onto blue 1 and, in the very next
    // frame, pulls it back: the stand stays at the touch and both freeze.
    let mut app = table(
        "pull-back",
        vec![unit(1, UnitType::HeavyInfantry, (24.0, 14.0), 0.0)],
        vec![unit(1, UnitType::HeavyInfantry, (24.0, 18.0), 180.0)],
    );
    let start = pose(&app, red(1)).centre();
    point(&mut app, MOUSE, PointerPhase::Pressed, start);
    app.update();
    point(
        &mut app,
        MOUSE,
        PointerPhase::Dragged,
        start + Vec2::new(0.0, 3.0),
    );
    app.update();
    point(
        &mut app,
        MOUSE,
        PointerPhase::Dragged,
        start - Vec2::new(0.0, 1.0),
    );
    for _ in 0..3 {
        app.update();
    }
    let state = &game(&app).state;
    let (one, other) = (state.unit(red(1)).unwrap(), state.unit(blue(1)).unwrap());
    assert!(
        one.melee.is_some() && one.melee == other.melee,
        "frozen together: {:?}",
        one.pose
    );
    assert!(state.tray().touching(&one.pose, &other.pose));
}

#[test]
fn a_stand_in_a_line_pushed_up_and_sideways_leaves_the_line() {
    // Red 2 stands tray to tray between red 1 and red 3. Pushed up and to the left it
    // slides up along red 1's flank and out of the line: touching friends never hold a
    // stand fast.
    let mut app = table(
        "line",
        vec![
            unit(1, UnitType::HeavyInfantry, (20.0, 10.0), 0.0),
            unit(2, UnitType::HeavyInfantry, (22.0, 10.0), 0.0),
            unit(3, UnitType::HeavyInfantry, (24.0, 10.0), 0.0),
        ],
        vec![unit(1, UnitType::HeavyInfantry, (40.0, 30.0), 180.0)],
    );
    let start = pose(&app, red(2)).centre();
    let tray = game(&app).state.tray();
    let (left, right) = (pose(&app, red(1)), pose(&app, red(3)));
    point(&mut app, MOUSE, PointerPhase::Pressed, start);
    app.update();
    for step in 1..=6 {
        let at = start + Vec2::new(-0.5, 0.5) * step as f32;
        point(&mut app, MOUSE, PointerPhase::Dragged, at);
        app.update();
        let held = app.world().resource::<Grabs>().0[&PointerId::Mouse].preview;
        assert!(
            !tray.overlapping(&held, &left) && !tray.overlapping(&held, &right),
            "step {step}: never on a friend: {held:?}"
        );
    }
    let held = app.world().resource::<Grabs>().0[&PointerId::Mouse].preview;
    assert!(held.y > start.y + 2.5, "it left the line: {held:?}");
}
