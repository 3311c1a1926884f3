//! Drives a Soldiers game headless (no window): opening a scenario on the hex board, the
//! phase flow by commands, the computer playing a side, undo back to the last die roll,
//! and the end of the game.

use std::path::PathBuf;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Screen;
use muster::app::games::soldiers::{
    SoldiersCommand, SoldiersSeat, SoldiersSeatsChoice, SoldiersSession, UndoRequest,
};
use muster::rules::soldiers::ai::Mind;
use muster::rules::soldiers::command::Command;
use muster::rules::soldiers::state::{Phase, Side};

fn scenario(file: &str) -> PathBuf {
    super::support::scenario("soldiers", file)
}

fn board(name: &str, file: &str, seats: [SoldiersSeat; 2]) -> App {
    let dir = std::env::temp_dir().join(format!("muster-soldiers-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let launch = Launch::scenario(&scenario(file)).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(SoldiersSeatsChoice {
        seats,
        seed: Some(3),
    });
    app.update();
    app.update();
    app
}

fn game(app: &App) -> &SoldiersSession {
    app.world().resource::<SoldiersSession>()
}

fn send(app: &mut App, command: Command) {
    app.world_mut().write_message(SoldiersCommand::new(command));
    app.update();
}

#[test]
fn soldiers_scenario_opens_on_the_hex_board_in_deployment() {
    let app = board(
        "opens",
        "01_brunstatt.ron",
        [SoldiersSeat::Human, SoldiersSeat::Human],
    );
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Soldiers
    );
    assert!(matches!(game(&app).state.phase, Phase::Deployment { .. }));
    assert!(game(&app).log.iter().any(|line| line.contains("Brunstatt")));
}

#[test]
fn soldiers_refused_command_is_a_notice_and_changes_nothing() {
    let mut app = board(
        "refused",
        "01_brunstatt.ron",
        [SoldiersSeat::Human, SoldiersSeat::Human],
    );
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
    let computer = SoldiersSeat::Computer(Mind::Veteran);
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
    // Nobody deploys in scenario 12: it opens on the first movement phase with every unit
    // still to arrive; two humans end each phase in turn. With no unit on the map neither
    // side can fire: the fire steps are skipped, each with its line in the log.
    let mut app = board(
        "flow",
        "12_lvidsgov.ron",
        [SoldiersSeat::Human, SoldiersSeat::Human],
    );
    assert_eq!(game(&app).state.phase, Phase::Movement { mover: Side(0) });
    send(&mut app, Command::EndMovement);
    assert_eq!(game(&app).state.phase, Phase::Movement { mover: Side(1) });
    assert_eq!(game(&app).state.acting_side(), Some(Side(1)));
    let skipped = game(&app)
        .log
        .iter()
        .filter(|line| line.contains("— skipped: no "))
        .count();
    assert!(skipped >= 2, "{:?}", game(&app).log);
}

/// Scenario 1 played by the computer into turn 2's first fire step, people at both seats.
fn brunstatt_turn_two(name: &str) -> App {
    use muster::app::session::play_out::PlayOut;
    let dir = std::env::temp_dir().join(format!("muster-soldiers-{name}-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let launch = Launch::scenario(&scenario("01_brunstatt.ron")).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(SoldiersSeatsChoice {
        seats: [SoldiersSeat::Human, SoldiersSeat::Human],
        seed: Some(3),
    })
    .insert_resource(PlayOut { seed: 3, moves: 2 });
    app.update();
    app.update();
    app
}

#[test]
fn soldiers_skipped_steps_hand_over_only_to_a_side_with_something_to_do() {
    use muster::app::session::view::hand_over::needs_cover;
    use muster::rules::soldiers::fire::can_act;
    let mut app = brunstatt_turn_two("skipped-steps");
    let mut last = game(&app).state.acting_side().map(Side::index);
    let (mut covers, mut steps) = (0, 0);
    // Two people end every step for a turn and a half: the cover goes up (as the hand-over
    // view decides) only when the side now to act has something to do.
    for _ in 0..16 {
        let command = match game(&app).state.phase {
            Phase::Movement { .. } => Command::EndMovement,
            Phase::Fire { .. } => Command::EndFireStep,
            _ => break,
        };
        send(&mut app, command);
        let state = &game(&app).state;
        let now = state.acting_side().map(Side::index);
        let moving = matches!(state.phase, Phase::Movement { .. });
        if needs_cover(&[true, true], &true, last, now) {
            covers += 1;
            assert!(
                moving || can_act(state),
                "handed over to {:?} with nothing to do",
                state.phase
            );
        }
        if matches!(state.phase, Phase::Fire { .. }) {
            steps += 1;
            assert!(can_act(state), "{:?} waits with nothing to do", state.phase);
        }
        last = now;
    }
    assert!(covers >= 1, "the screen passes when the other side moves");
    assert!(steps >= 1, "steps with something to do are played");
    assert!(
        game(&app)
            .log
            .iter()
            .any(|line| line.contains("— skipped: no ")),
        "a skipped step is logged"
    );
}

#[test]
fn soldiers_a_save_from_before_steps_were_skipped_still_loads_and_plays_every_step() {
    use muster::app::games::soldiers::save::{SoldiersSaveFiles, load_game, saved};
    use muster::rules::soldiers::state::{FireStep, State as Position, StateData};
    let mut app = board(
        "old-save",
        "12_lvidsgov.ron",
        [SoldiersSeat::Human, SoldiersSeat::Human],
    );
    // The game as an older Muster played it: every step waits for its End.
    let old = {
        let game = game(&app);
        let start = Position::from(StateData {
            skips_idle_steps: false,
            ..StateData::clone(game.start())
        });
        SoldiersSession::new(start, game.seed, game.seats)
    };
    app.insert_resource(old);
    for command in [Command::EndMovement, Command::EndFireStep] {
        send(&mut app, command);
    }
    assert_eq!(
        game(&app).state.phase,
        Phase::Fire {
            mover: Side(0),
            step: FireStep::OtherFires
        },
        "the empty step waits, as it did"
    );
    // Written as that version wrote it: no word of skipped steps.
    let dir = std::env::temp_dir().join(format!("muster-soldiers-old-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let files = SoldiersSaveFiles::new(dir.join("soldiers.ron"), dir.join("autosave.ron"));
    let text = ron::ser::to_string_pretty(
        &saved(game(&app), &scenario("12_lvidsgov.ron"), "Lvidsgov"),
        ron::ser::PrettyConfig::default(),
    )
    .expect("written");
    assert!(text.contains("skips_idle_steps: false,"));
    std::fs::write(&files.save, text.replace("skips_idle_steps: false,", "")).unwrap();
    let (loaded, _, _) = load_game(&files.save).expect("the old save loads");
    assert_eq!(loaded.state, game(&app).state);
    assert!(!loaded.state.skips_idle_steps);
}

#[test]
fn soldiers_undo_goes_back_to_the_last_die_roll_and_no_further() {
    let mut app = board(
        "undo",
        "12_lvidsgov.ron",
        [SoldiersSeat::Human, SoldiersSeat::Human],
    );
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
    let mut app = board(
        "save",
        "12_lvidsgov.ron",
        [SoldiersSeat::Human, SoldiersSeat::Human],
    );
    let dir = std::env::temp_dir().join(format!("muster-soldiers-saves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let files = SoldiersSaveFiles::new(dir.join("soldiers.ron"), dir.join("autosave.ron"));
    app.insert_resource(files.clone());
    send(&mut app, Command::EndMovement);
    app.world_mut().write_message(SaveRequest);
    app.update();
    let saved = game(&app).state.clone();
    send(&mut app, Command::EndMovement);
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
    app.insert_resource(SoldiersSeatsChoice {
        seats: [SoldiersSeat::Human, SoldiersSeat::Human],
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
