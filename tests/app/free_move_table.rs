//! The Free Move table driven headless (no window, time advanced by hand, 100 ms a frame):
//! the countdown and its bell, measured dragging, contact, Time!, two pointers at once.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster::app::core::input::{
    NamedAction, PlayerActionMessage, PlayerId, PointerId, PointerMessage, PointerPhase,
};
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::MenuAction;
use muster::app::core::screens::Screen;
use muster::app::games::free_move::FreeMoveCommand;
use muster::app::games::free_move::hands::stand_drag::{Blocks, Grabs};
use muster::app::games::free_move::save::FreeMoveSaveFiles;
use muster::app::games::free_move::{FreeMoveSession, SideReady};
use muster::rules::free_move::geometry::Pose;
use muster::rules::free_move::{Phase, Side, UnitId, UnitType};
use muster::ruleset::Ruleset;

/// Frames a second at the fixed 100 ms step.
const FRAMES_PER_SECOND: u32 = 10;

fn scenario(name: &str) -> PathBuf {
    super::support::scenario("free_move", name)
}

fn scratch(name: &str) -> PathBuf {
    super::support::scratch(&format!("table-{name}"))
}

fn app_in(dir: &Path, launch: Launch) -> App {
    let mut app = muster::app::headless::headless_app(dir, launch);
    app.insert_resource(FreeMoveSaveFiles::new(
        dir.join("free_move.ron"),
        dir.join("autosave.ron"),
    ));
    app.update();
    app.update();
    app
}

fn table_app(name: &str, file: &str) -> App {
    let launch = Launch::scenario(&scenario(file)).expect("the scenario loads");
    let app = app_in(&scratch(name), launch);
    assert!(
        app.world().contains_resource::<FreeMoveSession>(),
        "the game starts on the table"
    );
    app
}

fn game(app: &App) -> &FreeMoveSession {
    app.world().resource::<FreeMoveSession>()
}

fn phase(app: &App) -> Phase {
    game(app).state.phase
}

fn pose(app: &App, unit: UnitId) -> Pose {
    game(app)
        .state
        .unit(unit)
        .map(|unit| unit.pose)
        .expect("on the roster")
}

fn both_ready(app: &mut App) {
    for side in Side::BOTH {
        app.world_mut().write_message(SideReady(side));
    }
    app.update();
    app.update();
}

/// From deployment to a running countdown.
fn start_the_clock(app: &mut App) {
    both_ready(app);
    assert_eq!(phase(app), Phase::TimedMove);
    both_ready(app);
}

fn pointer(
    app: &mut App,
    pointer: PointerId,
    player: Option<PlayerId>,
    phase: PointerPhase,
    world: Vec2,
) {
    app.world_mut().write_message(PointerMessage {
        pointer,
        player,
        phase,
        world,
    });
}

/// One measure: press on the stand's centre, drag to `to`, release.
fn measure(app: &mut App, who: (PointerId, Option<PlayerId>), unit: UnitId, to: Vec2) {
    let from = pose(app, unit).centre();
    pointer(app, who.0, who.1, PointerPhase::Pressed, from);
    app.update();
    pointer(app, who.0, who.1, PointerPhase::Dragged, to);
    app.update();
    pointer(app, who.0, who.1, PointerPhase::Released, to);
    app.update();
    app.update();
}

const MOUSE: (PointerId, Option<PlayerId>) = (PointerId::Mouse, Some(PlayerId::One));
const CURSOR: (PointerId, Option<PlayerId>) =
    (PointerId::Cursor(PlayerId::Two), Some(PlayerId::Two));

fn red(number: u32) -> UnitId {
    UnitId::new(Side::First, number)
}

fn blue(number: u32) -> UnitId {
    UnitId::new(Side::Second, number)
}

#[test]
fn the_bell_rings_after_exactly_the_set_time() {
    let mut app = table_app("bell", "practice_skirmish.ron");
    start_the_clock(&mut app);
    let allowed = 60;
    let mut frames = 0;
    while phase(&app) == Phase::TimedMove {
        app.update();
        frames += 1;
        assert!(
            frames <= allowed * FRAMES_PER_SECOND + 5,
            "the bell never rang"
        );
    }
    assert_eq!(phase(&app), Phase::Rearrangement);
    assert_eq!(
        frames,
        allowed * FRAMES_PER_SECOND,
        "60 s at 100 ms a frame"
    );
}

#[test]
fn a_dragged_stand_never_moves_more_than_one_move_length_per_measure() {
    let mut app = table_app("measure", "practice_skirmish.ron");
    start_the_clock(&mut app);
    let start = pose(&app, red(1));
    // Heavy infantry: 4". The pointer goes 15" up the table.
    measure(
        &mut app,
        MOUSE,
        red(1),
        start.centre() + Vec2::new(0.0, 15.0),
    );
    let after = pose(&app, red(1));
    let moved = start.centre().distance(after.centre());
    assert!(moved <= 4.0 + 1e-3 && moved > 3.9, "moved {moved}\"");
    // The next measure, after the stick-laying pause, goes on from there.
    for _ in 0..5 {
        app.update();
    }
    measure(
        &mut app,
        MOUSE,
        red(1),
        after.centre() + Vec2::new(0.0, 15.0),
    );
    let again = pose(&app, red(1)).centre().distance(after.centre());
    assert!(again <= 4.0 + 1e-3 && again > 3.9, "moved {again}\"");
}

#[test]
fn a_player_cannot_drag_the_other_side_s_stands() {
    let mut app = table_app("sides", "practice_skirmish.ron");
    start_the_clock(&mut app);
    let before = pose(&app, blue(1));
    measure(
        &mut app,
        MOUSE,
        blue(1),
        before.centre() - Vec2::new(0.0, 3.0),
    );
    assert_eq!(pose(&app, blue(1)), before);
}

#[test]
fn touching_an_enemy_freezes_both() {
    let mut app = table_app("contact", "practice_skirmish.ron");
    start_the_clock(&mut app);
    // Close the two heavy infantry (24, 6) and (24, 30) measure by measure.
    for _ in 0..12 {
        let red_at = pose(&app, red(1)).centre();
        measure(&mut app, MOUSE, red(1), red_at + Vec2::new(0.0, 4.0));
        let blue_at = pose(&app, blue(1)).centre();
        measure(&mut app, CURSOR, blue(1), blue_at - Vec2::new(0.0, 4.0));
        for _ in 0..5 {
            app.update();
        }
    }
    let state = &game(&app).state;
    let red_one = state.unit(red(1)).expect("red 1");
    let blue_one = state.unit(blue(1)).expect("blue 1");
    assert!(
        red_one.melee.is_some() && red_one.melee == blue_one.melee,
        "both frozen in one melee"
    );
    assert!(state.tray().touching(&red_one.pose, &blue_one.pose));
    let frozen = red_one.pose;
    measure(
        &mut app,
        MOUSE,
        red(1),
        frozen.centre() - Vec2::new(0.0, 3.0),
    );
    assert_eq!(pose(&app, red(1)), frozen, "a frozen stand does not move");
}

#[test]
fn friendly_stands_never_overlap() {
    let mut app = table_app("friends", "practice_skirmish.ron");
    start_the_clock(&mut app);
    let archers = pose(&app, red(2)).centre();
    measure(&mut app, MOUSE, red(1), archers);
    let state = &game(&app).state;
    let tray = state.tray();
    let (one, two) = (
        state.unit(red(1)).expect("red 1"),
        state.unit(red(2)).expect("red 2"),
    );
    assert!(!tray.overlapping(&one.pose, &two.pose));
    assert_eq!(one.unit_type, UnitType::HeavyInfantry);
}

#[test]
fn calling_time_voids_that_round_s_combat() {
    let mut app = table_app("time", "practice_skirmish.ron");
    start_the_clock(&mut app);
    app.world_mut().write_message(PlayerActionMessage {
        player: PlayerId::Two,
        action: NamedAction::CallTime,
    });
    app.update();
    app.update();
    let state = &game(&app).state;
    assert_eq!(
        state.phase,
        Phase::TimedMove,
        "straight on to another timed move"
    );
    assert_eq!(state.move_number, 2);
    assert!(state.combat_suspended);
    let countdown = app
        .world()
        .resource::<muster::app::games::free_move::Countdown>();
    assert!(!countdown.running, "the clock waits for both players again");
}

#[test]
fn two_pointers_drag_two_stands_in_the_same_frames() {
    let mut app = table_app("two", "practice_skirmish.ron");
    start_the_clock(&mut app);
    let (red_start, blue_start) = (pose(&app, red(1)).centre(), pose(&app, blue(1)).centre());
    pointer(&mut app, MOUSE.0, MOUSE.1, PointerPhase::Pressed, red_start);
    pointer(
        &mut app,
        CURSOR.0,
        CURSOR.1,
        PointerPhase::Pressed,
        blue_start,
    );
    app.update();
    assert_eq!(
        app.world().resource::<Grabs>().0.len(),
        2,
        "both hold a stand"
    );
    pointer(
        &mut app,
        MOUSE.0,
        MOUSE.1,
        PointerPhase::Dragged,
        red_start + Vec2::new(0.0, 3.0),
    );
    pointer(
        &mut app,
        CURSOR.0,
        CURSOR.1,
        PointerPhase::Dragged,
        blue_start - Vec2::new(0.0, 3.0),
    );
    app.update();
    pointer(
        &mut app,
        MOUSE.0,
        MOUSE.1,
        PointerPhase::Released,
        red_start + Vec2::new(0.0, 3.0),
    );
    pointer(
        &mut app,
        CURSOR.0,
        CURSOR.1,
        PointerPhase::Released,
        blue_start - Vec2::new(0.0, 3.0),
    );
    app.update();
    app.update();
    assert!((pose(&app, red(1)).centre() - red_start - Vec2::new(0.0, 3.0)).length() < 1e-3);
    assert!((pose(&app, blue(1)).centre() - blue_start + Vec2::new(0.0, 3.0)).length() < 1e-3);
}

#[test]
fn the_battle_is_autosaved_after_each_phase_and_resumes_from_the_menu() {
    let dir = scratch("resume");
    let launch = Launch::scenario(&scenario("practice_skirmish.ron")).expect("the scenario loads");
    let mut app = app_in(&dir, launch);
    start_the_clock(&mut app);
    let start = pose(&app, red(1)).centre();
    measure(&mut app, MOUSE, red(1), start + Vec2::new(0.0, 3.0));
    app.world_mut()
        .write_message(FreeMoveCommand(muster::rules::free_move::Command::Bell));
    app.update();
    app.update();
    assert_eq!(phase(&app), Phase::Rearrangement);
    let moved = pose(&app, red(1));
    let seed = game(&app).seed;
    assert!(dir.join("autosave.ron").exists(), "saved after the bell");

    let mut resumed = app_in(&dir, Launch::Menu);
    resumed
        .world_mut()
        .write_message(MenuAction::ResumeGame(Ruleset::FreeMove.into()));
    for _ in 0..4 {
        resumed.update();
    }
    assert_eq!(
        *resumed.world().resource::<State<Screen>>().get(),
        Screen::FreeMove
    );
    assert_eq!(phase(&resumed), Phase::Rearrangement);
    assert_eq!(pose(&resumed, red(1)), moved);
    assert_eq!(game(&resumed).seed, seed, "the same dice go on");
}

#[test]
fn a_damaged_autosave_is_set_aside_with_a_message_not_loaded() {
    let dir = scratch("damaged");
    std::fs::write(
        dir.join("autosave.ron"),
        "(version: 1, scenario: \"x\", title: ",
    )
    .expect("written");
    let mut app = app_in(&dir, Launch::Menu);
    app.world_mut()
        .write_message(MenuAction::ResumeGame(Ruleset::FreeMove.into()));
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    assert!(
        dir.join("autosave.ron.broken").exists(),
        "the damaged file is kept aside"
    );
}

#[test]
fn a_double_pressed_block_moves_together_formation_kept() {
    let mut app = table_app("block", "standard_battle.ron");
    start_the_clock(&mut app);
    let line: Vec<UnitId> = (1..=8).map(red).collect();
    let before: Vec<Vec2> = line.iter().map(|unit| pose(&app, *unit).centre()).collect();
    let grip = before[3];
    // Two presses on the same stand: its block (the eight cohorts tray to tray).
    for _ in 0..2 {
        pointer(&mut app, MOUSE.0, MOUSE.1, PointerPhase::Pressed, grip);
        app.update();
        pointer(&mut app, MOUSE.0, MOUSE.1, PointerPhase::Released, grip);
        app.update();
    }
    assert_eq!(app.world().resource::<Blocks>().0[0].len(), 8);
    for _ in 0..5 {
        app.update();
    }
    // Three inches to the left (the archers stand just ahead, the second line behind).
    measure(&mut app, MOUSE, red(4), grip - Vec2::new(3.0, 0.0));
    let after: Vec<Vec2> = line.iter().map(|unit| pose(&app, *unit).centre()).collect();
    for (start, end) in before.iter().zip(&after) {
        let moved = *end - *start;
        assert!(
            (moved + Vec2::new(3.0, 0.0)).length() < 0.01,
            "moved {moved:?}"
        );
    }
}

#[test]
fn the_turn_keys_turn_a_held_stand_and_a_selected_one() {
    let mut app = table_app("turn", "practice_skirmish.ron");
    start_the_clock(&mut app);
    let turn = |app: &mut App, player: PlayerId| {
        app.world_mut().write_message(PlayerActionMessage {
            player,
            action: NamedAction::TurnRight,
        });
        app.update();
    };
    // Held: P1 grabs its heavy infantry, turns twice (15° each), moves 2" and releases.
    let start = pose(&app, red(1));
    pointer(
        &mut app,
        MOUSE.0,
        MOUSE.1,
        PointerPhase::Pressed,
        start.centre(),
    );
    app.update();
    turn(&mut app, PlayerId::One);
    turn(&mut app, PlayerId::One);
    pointer(
        &mut app,
        MOUSE.0,
        MOUSE.1,
        PointerPhase::Dragged,
        start.centre() + Vec2::new(0.0, 2.0),
    );
    app.update();
    pointer(
        &mut app,
        MOUSE.0,
        MOUSE.1,
        PointerPhase::Released,
        start.centre() + Vec2::new(0.0, 2.0),
    );
    app.update();
    app.update();
    let moved = pose(&app, red(1));
    assert!((moved.facing - 30.0).abs() < 0.01, "{moved:?}");
    assert!((moved.y - start.y - 2.0).abs() < 0.01);
    // Selected, not held: the side's selected stand turns 45° where it stands.
    turn(&mut app, PlayerId::One);
    app.update();
    assert!((pose(&app, red(1)).facing - 75.0).abs() < 0.01);
}

#[test]
fn a_battle_saved_at_the_table_loads_back_there_through_the_sessions_saves() {
    let dir = scratch("load-at-table");
    let launch = Launch::scenario(&scenario("practice_skirmish.ron")).expect("the scenario loads");
    let mut app = app_in(&dir, launch);
    both_ready(&mut app);
    assert_eq!(phase(&app), Phase::TimedMove);
    let saved = game(&app).commands.clone();
    app.world_mut().write_message(MenuAction::SaveGame);
    app.update();
    assert!(
        dir.join("free_move.ron").exists(),
        "saved to the quick save"
    );
    app.world_mut()
        .write_message(FreeMoveCommand(muster::rules::free_move::Command::Bell));
    app.update();
    assert_ne!(game(&app).commands, saved, "the battle went on");

    app.world_mut().write_message(MenuAction::LoadGame);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::FreeMove
    );
    assert_eq!(game(&app).commands, saved, "back where it was saved");
    assert_eq!(phase(&app), Phase::TimedMove);
}

#[test]
fn loading_with_no_save_says_so_and_leaves_the_battle_alone() {
    let dir = scratch("load-nothing");
    let launch = Launch::scenario(&scenario("practice_skirmish.ron")).expect("the scenario loads");
    let mut app = app_in(&dir, launch);
    both_ready(&mut app);
    let before = game(&app).commands.clone();
    app.world_mut().write_message(MenuAction::LoadGame);
    app.update();
    app.update();
    assert_eq!(game(&app).commands, before);
    let notices = app
        .world()
        .resource::<muster::app::core::ui::notices::Notices>()
        .all()
        .to_vec();
    assert!(
        notices
            .iter()
            .any(|notice| notice.text.starts_with("There is no save at")),
        "{notices:?}"
    );
}
