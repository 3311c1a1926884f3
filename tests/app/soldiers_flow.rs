//! Drives a Soldiers game headless (no window): opening a scenario on the hex board, the
//! phase flow by commands, the computer playing a side, undo back to the last die roll,
//! and the end of the game.

use std::path::PathBuf;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Screen;
use muster::app::games::soldiers::{Seat, SeatsChoice, SoldiersCommand, SoldiersGame, UndoRequest};
use muster::rules::soldiers::ai::Mind;
use muster::rules::soldiers::command::Command;
use muster::rules::soldiers::state::{Phase, Side};

fn scenario(file: &str) -> PathBuf {
    super::support::scenario("soldiers", file)
}

fn board(name: &str, file: &str, seats: [Seat; 2]) -> App {
    let dir = std::env::temp_dir().join(format!("muster-soldiers-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let launch = Launch::scenario(&scenario(file)).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(SeatsChoice {
        seats,
        seed: Some(3),
    });
    app.update();
    app.update();
    app
}

fn game(app: &App) -> &SoldiersGame {
    app.world().resource::<SoldiersGame>()
}

fn send(app: &mut App, command: Command) {
    app.world_mut().write_message(SoldiersCommand::new(command));
    app.update();
}

#[test]
fn soldiers_scenario_opens_on_the_hex_board_in_deployment() {
    let app = board("opens", "01_brunstatt.ron", [Seat::Human, Seat::Human]);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::HexBoard
    );
    assert!(matches!(game(&app).state.phase, Phase::Deployment { .. }));
    assert!(game(&app).log.iter().any(|line| line.contains("Brunstatt")));
}

#[test]
fn soldiers_refused_command_is_a_notice_and_changes_nothing() {
    let mut app = board("refused", "01_brunstatt.ron", [Seat::Human, Seat::Human]);
    let before = game(&app).state.clone();
    send(&mut app, Command::EndDeployment);
    assert_eq!(game(&app).state, before);
    let notices = app
        .world()
        .resource::<muster::app::core::ui::notices::Notices>();
    assert!(
        notices
            .all()
            .iter()
            .any(|notice| notice.contains("still to place")),
        "{:?}",
        notices.all()
    );
}

#[test]
fn soldiers_computer_deploys_and_plays_both_sides_to_the_end() {
    let computer = Seat::Computer(Mind::Veteran);
    let mut app = board("computer", "12_lvidsgov.ron", [computer, computer]);
    for _ in 0..20_000 {
        if game(&app).state.phase == Phase::Over {
            break;
        }
        app.update();
    }
    let game = game(&app);
    assert_eq!(game.state.phase, Phase::Over);
    assert!(
        game.log
            .last()
            .is_some_and(|line| line.starts_with("Game over."))
    );
}

#[test]
fn soldiers_hand_over_the_phase_flow_by_hot_seat_commands() {
    // Nobody deploys in scenario 12: it opens on the first movement phase; two humans end
    // each phase in turn.
    let mut app = board("flow", "12_lvidsgov.ron", [Seat::Human, Seat::Human]);
    assert_eq!(game(&app).state.phase, Phase::Movement { mover: Side(0) });
    send(&mut app, Command::EndMovement);
    assert!(matches!(game(&app).state.phase, Phase::Fire { .. }));
    assert_eq!(game(&app).state.acting_side(), Some(Side(0)));
    send(&mut app, Command::EndFireStep);
    assert_eq!(game(&app).state.acting_side(), Some(Side(1)));
}

#[test]
fn soldiers_undo_goes_back_to_the_last_die_roll_and_no_further() {
    let mut app = board("undo", "12_lvidsgov.ron", [Seat::Human, Seat::Human]);
    let before = game(&app).state.clone();
    let russian = game(&app)
        .state
        .units
        .iter()
        .find(|unit| unit.side == Side(0))
        .map(|unit| unit.id)
        .expect("a Russian unit");
    let entry = match &game(&app).state.unit(russian).expect("listed").location {
        muster::rules::soldiers::state::Location::Waiting { entry, .. } => entry[0],
        other => panic!("waiting to enter, found {other:?}"),
    };
    send(
        &mut app,
        Command::Move {
            unit: russian,
            path: vec![entry],
            exit: false,
        },
    );
    assert_ne!(game(&app).state, before);
    app.world_mut().write_message(UndoRequest);
    app.update();
    assert_eq!(game(&app).state, before);
    assert!(game(&app).commands.is_empty());
}

#[test]
fn soldiers_save_and_load_replay_the_game_and_a_damaged_save_is_refused() {
    use muster::app::games::soldiers::save::{LoadRequest, SaveRequest, SoldiersSaveFiles};
    let mut app = board("save", "12_lvidsgov.ron", [Seat::Human, Seat::Human]);
    let dir = std::env::temp_dir().join(format!("muster-soldiers-saves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let files = SoldiersSaveFiles::new(dir.join("soldiers.ron"), dir.join("autosave.ron"));
    app.insert_resource(files.clone());
    send(&mut app, Command::EndMovement);
    app.world_mut().write_message(SaveRequest);
    app.update();
    let saved = game(&app).state.clone();
    send(&mut app, Command::EndFireStep);
    assert_ne!(game(&app).state, saved);
    app.world_mut().write_message(LoadRequest);
    app.update();
    assert_eq!(game(&app).state, saved);
    // An autosave followed the phases.
    assert!(files.autosave.exists());
    // A damaged save: refused with a message, set aside, the game untouched.
    std::fs::write(&files.save, "SavedSoldiers((version: 1, scenario: ").unwrap();
    app.world_mut().write_message(LoadRequest);
    app.update();
    assert_eq!(game(&app).state, saved);
    let notices = app
        .world()
        .resource::<muster::app::core::ui::notices::Notices>();
    assert!(
        notices
            .all()
            .iter()
            .any(|notice| notice.contains("could not be read")),
        "{:?}",
        notices.all()
    );
    assert!(dir.join("soldiers.ron.broken").exists());
}

#[test]
fn soldiers_fire_through_the_screen_rolls_logs_and_takes_results_at_the_step_end() {
    use muster::app::session::play_out::PlayOut;
    use muster::rules::soldiers::state::Aim;
    let dir = std::env::temp_dir().join(format!("muster-soldiers-fire-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let launch = Launch::scenario(&scenario("01_brunstatt.ron")).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(SeatsChoice {
        seats: [Seat::Human, Seat::Human],
        seed: Some(3),
    })
    .insert_resource(PlayOut { seed: 3, moves: 2 });
    app.update();
    app.update();
    assert!(matches!(game(&app).state.phase, Phase::Fire { .. }));
    let side = game(&app).state.acting_side().expect("a side fires");
    let option = muster::rules::soldiers::fire::fire_options(&game(&app).state, side)
        .into_iter()
        .next()
        .expect("something to fire at in turn 2");
    let aim = if game(&app)
        .state
        .units_in(option.target)
        .any(|unit| unit.improved)
    {
        Aim::Improved
    } else {
        Aim::AllUnits
    };
    send(
        &mut app,
        Command::Fire {
            target: option.target,
            firers: vec![option.unit],
            aim,
        },
    );
    assert!(
        game(&app).log.iter().any(|line| line.contains("fires on")),
        "{:?}",
        game(&app).log.iter().rev().take(3).collect::<Vec<_>>()
    );
    // The result waits for the end of the step (all fire is simultaneous).
    assert!(!game(&app).state.record.pending.is_empty());
    assert!(!game(&app).can_undo(), "a die was rolled: undo stops here");
    send(&mut app, Command::EndFireStep);
    send(&mut app, Command::EndFireStep);
    assert!(game(&app).state.record.pending.is_empty());
}
