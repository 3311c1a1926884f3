//! Drives a Skirmish Wars game headless (no window): opening a map on the square board, a
//! move and an attack through the game resource, a refused order as a notice, undo back to
//! the last die roll, save and load, and the computer playing its seats.

use std::path::PathBuf;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::screens::Screen;
use muster::app::games::skirmish::save::{LoadRequest, SaveRequest, SkirmishSaveFiles};
use muster::app::games::skirmish::{
    SkirmishCommand, SkirmishSeat, SkirmishSeatsChoice, SkirmishSession, SkirmishUndo,
};
use muster::rules::seat::PlayerId;
use muster::rules::skirmish::command::{Command, Then};
use muster::rules::skirmish::map::Pos;
use muster::rules::skirmish::state::Phase;
use muster::ruleset::Ruleset;

fn scenario(file: &str) -> PathBuf {
    super::support::scenario("skirmish", file)
}

fn board(name: &str, file: &str, seats: Vec<SkirmishSeat>) -> App {
    let dir = std::env::temp_dir().join(format!("muster-skirmish-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let launch = Launch::scenario(&scenario(file)).expect("the scenario loads");
    let mut app = muster::app::headless::headless_app(&dir, launch);
    app.insert_resource(SkirmishSeatsChoice {
        seats,
        seed: Some(3),
    })
    .insert_resource(SkirmishSaveFiles::new(
        dir.join("skirmish.ron"),
        dir.join("autosave.ron"),
    ));
    app.update();
    app.update();
    app
}

fn game(app: &App) -> &SkirmishSession {
    app.world().resource::<SkirmishSession>()
}

fn send(app: &mut App, command: Command) {
    app.world_mut().write_message(SkirmishCommand::new(command));
    app.update();
}

fn humans(count: usize) -> Vec<SkirmishSeat> {
    vec![SkirmishSeat::Human; count]
}

/// Hill Country's Orange tank at (3, 4) moves east along the row.
fn tank_order(app: &App, then: Then) -> Command {
    let tank = game(app)
        .state
        .unit_at(Pos::new(3, 4))
        .expect("Orange's tank")
        .id;
    Command::Order {
        unit: tank,
        path: vec![Pos::new(4, 4), Pos::new(5, 4)],
        then,
    }
}

#[test]
fn skirmish_map_opens_on_the_square_board_with_the_first_turn_begun() {
    let app = board("opens", "03_hill_country.ron", humans(2));
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Skirmish
    );
    let state = &game(&app).state;
    assert_eq!(
        (state.day, state.current, state.phase),
        (1, PlayerId(0), Phase::Orders)
    );
    assert_eq!(
        state.players[0].money, 10,
        "$5 to start and $5 income from the HQ"
    );
}

#[test]
fn skirmish_move_is_executed_logged_and_undone() {
    let mut app = board("move", "03_hill_country.ron", humans(2));
    let before = game(&app).state.clone();
    let order = tank_order(&app, Then::Wait);
    send(&mut app, order);
    assert!(game(&app).state.unit_at(Pos::new(5, 4)).is_some());
    assert!(
        game(&app)
            .log
            .iter()
            .any(|line| line.contains("moves to F5")),
        "{:?}",
        game(&app).log
    );
    app.world_mut().write_message(SkirmishUndo);
    app.update();
    assert_eq!(format!("{:?}", game(&app).state), format!("{before:?}"));
}

#[test]
fn skirmish_refused_order_is_a_notice_and_changes_nothing() {
    let mut app = board("refused", "03_hill_country.ron", humans(2));
    let tank = game(&app).state.unit_at(Pos::new(3, 4)).unwrap().id;
    let before = format!("{:?}", game(&app).state);
    send(
        &mut app,
        Command::Order {
            unit: tank,
            path: vec![Pos::new(4, 5)],
            then: Then::Wait,
        },
    );
    assert_eq!(format!("{:?}", game(&app).state), before);
    let notices = app
        .world()
        .resource::<muster::app::core::ui::notices::Notices>();
    assert!(
        notices
            .all()
            .iter()
            .any(|notice| notice.contains("never diagonally")),
        "{:?}",
        notices.all()
    );
}

#[test]
fn skirmish_computer_seats_play_their_turns() {
    let mut app = board(
        "computer",
        "04_four_corners.ron",
        vec![
            SkirmishSeat::Human,
            SkirmishSeat::Veteran,
            SkirmishSeat::Veteran,
            SkirmishSeat::Veteran,
        ],
    );
    send(&mut app, Command::EndTurn);
    for _ in 0..400 {
        app.update();
        if game(&app).state.current == PlayerId(0) {
            break;
        }
    }
    let state = &game(&app).state;
    assert_eq!(
        (state.day, state.current),
        (2, PlayerId(0)),
        "three computer turns and back to the human"
    );
    assert!(
        game(&app)
            .log
            .iter()
            .any(|line| line.contains("Blue Moon") && line.contains("buys"))
    );
}

#[test]
fn skirmish_save_and_load_replay_the_game_and_a_damaged_save_is_refused() {
    let mut app = board("save", "03_hill_country.ron", humans(2));
    let order = tank_order(&app, Then::Wait);
    send(&mut app, order);
    app.world_mut().write_message(SaveRequest);
    app.update();
    let saved = format!("{:?}", game(&app).state);
    send(&mut app, Command::EndTurn);
    app.update();
    assert_ne!(format!("{:?}", game(&app).state), saved);
    assert!(
        app.world()
            .resource::<SkirmishSaveFiles>()
            .autosave
            .exists(),
        "an autosave follows each turn"
    );
    app.world_mut().write_message(LoadRequest);
    app.update();
    assert_eq!(format!("{:?}", game(&app).state), saved);
    let files = app.world().resource::<SkirmishSaveFiles>().clone();
    std::fs::write(&files.save, "SavedSkirmish((version: 1, scenario: ").unwrap();
    app.world_mut().write_message(LoadRequest);
    app.update();
    assert_eq!(
        format!("{:?}", game(&app).state),
        saved,
        "the game goes on untouched"
    );
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
    let broken = files.save.with_extension("ron.broken");
    assert!(broken.exists(), "the damaged save is set aside, not lost");
}

#[test]
fn skirmish_cos_are_chosen_before_the_first_command() {
    let mut app = board("cos", "03_hill_country.ron", humans(2));
    app.world_mut()
        .resource_mut::<SkirmishSession>()
        .choose_cos(vec![Some("Brenna".into()), None]);
    assert_eq!(
        game(&app).state.players[0]
            .co
            .as_ref()
            .map(|track| track.co.as_str()),
        Some("Brenna")
    );
    let order = tank_order(&app, Then::Wait);
    send(&mut app, order);
    app.world_mut()
        .resource_mut::<SkirmishSession>()
        .choose_cos(vec![None, None]);
    assert!(
        game(&app).state.players[0].co.is_some(),
        "fixed once play has begun"
    );
}

#[test]
fn skirmish_after_a_crash_the_title_menu_resumes_the_autosave() {
    let mut app = board("resume", "03_hill_country.ron", humans(2));
    let order = tank_order(&app, Then::Wait);
    send(&mut app, order);
    send(&mut app, Command::EndTurn);
    app.update();
    let files = app.world().resource::<SkirmishSaveFiles>().clone();
    let played = format!("{:?}", game(&app).state);
    assert!(files.autosave.exists());
    drop(app); // the crash
    let mut menu = title_menu_over(files);
    let offered = menu
        .world()
        .resource::<muster::app::shell::menu::ResumableGames>()
        .0
        .clone();
    assert!(
        offered
            .iter()
            .any(|(ruleset, label)| *ruleset == Ruleset::Skirmish.into()
                && label.contains("Hill Country, day")),
        "{offered:?}"
    );
    menu.world_mut()
        .write_message(muster::app::core::menu_actions::MenuAction::ResumeGame(
            Ruleset::Skirmish.into(),
        ));
    menu.update();
    menu.update();
    assert_eq!(
        *menu.world().resource::<State<Screen>>().get(),
        Screen::Skirmish
    );
    assert_eq!(
        format!("{:?}", game(&menu).state),
        played,
        "exactly the game that was autosaved"
    );
}

/// The title menu, opened over the saves in `files` (after a crash or a quit).
fn title_menu_over(files: SkirmishSaveFiles) -> App {
    let dir = files.autosave.parent().unwrap().to_path_buf();
    let mut menu = muster::app::headless::headless_app(&dir, Launch::Menu);
    menu.insert_resource(files);
    menu.update();
    menu.update();
    menu
}

fn menu_act(menu: &mut App, action: muster::app::core::menu_actions::MenuAction) {
    menu.world_mut().write_message(action);
    menu.update();
    menu.update();
}

fn pending_new_game(menu: &App) -> Option<muster::app::shell::menu::flow::NewGameOverUnfinished> {
    menu.world()
        .resource::<muster::app::shell::menu::flow::ConfirmNewGame>()
        .0
        .clone()
}

#[test]
fn skirmish_a_new_game_asks_before_it_replaces_the_unfinished_games_resume() {
    use muster::app::core::menu_actions::MenuAction;
    let mut app = board("replace", "03_hill_country.ron", humans(2));
    let order = tank_order(&app, Then::Wait);
    send(&mut app, order);
    send(&mut app, Command::EndTurn);
    app.update();
    let files = app.world().resource::<SkirmishSaveFiles>().clone();
    drop(app);
    let unfinished = std::fs::read_to_string(&files.autosave).expect("an autosave");
    let mut menu = title_menu_over(files.clone());
    menu_act(
        &mut menu,
        MenuAction::Play(scenario("01_river_crossing.ron")),
    );
    let pending = pending_new_game(&menu).expect("the page asks first");
    assert!(
        pending.unfinished.contains("Hill Country, day"),
        "{pending:?}"
    );
    assert_eq!(pending.path, scenario("01_river_crossing.ron"));
    assert_eq!(
        *menu.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    assert_eq!(
        std::fs::read_to_string(&files.autosave).unwrap(),
        unfinished,
        "nothing replaced while the page asks"
    );
    menu_act(
        &mut menu,
        MenuAction::PlayAnyway(scenario("01_river_crossing.ron")),
    );
    assert_eq!(pending_new_game(&menu), None);
    assert_eq!(
        *menu.world().resource::<State<Screen>>().get(),
        Screen::Skirmish,
        "asked and answered: the new game starts"
    );
}

#[test]
fn skirmish_a_new_game_with_no_unfinished_one_starts_at_once() {
    use muster::app::core::menu_actions::MenuAction;
    let dir = std::env::temp_dir().join(format!("muster-skirmish-fresh-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let files = SkirmishSaveFiles::new(dir.join("skirmish.ron"), dir.join("autosave.ron"));
    let mut menu = title_menu_over(files);
    menu_act(
        &mut menu,
        MenuAction::Play(scenario("01_river_crossing.ron")),
    );
    assert_eq!(pending_new_game(&menu), None);
    assert_eq!(
        *menu.world().resource::<State<Screen>>().get(),
        Screen::Skirmish
    );
}
