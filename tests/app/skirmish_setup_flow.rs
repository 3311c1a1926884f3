//! Drives the Skirmish Wars set-up screen headless (no window): opened from the menu, a
//! random balanced layout played on the square board by the computer in every seat to the
//! end, the table saved as a scenario file the loader accepts, a table with a problem that
//! cannot be played and says why, and Back to the mode page.

use std::path::PathBuf;

use super::support::{notices, screen, send};
use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{ActiveScenario, ChosenMode, MenuAction};
use muster::app::core::mode::Mode;
use muster::app::core::screens::{Menu, Screen};
use muster::app::games::skirmish::setup::{SetupAction, SetupFolders, TableSetup, Tool};
use muster::app::games::skirmish::{SkirmishSeat, SkirmishSession};
use muster::app::headless::headless_app;
use muster::rules::seat::PlayerId;
use muster::rules::skirmish::state::Phase;
use muster::ruleset::Ruleset;
use muster::scenario::Scenario;
use muster::scenario::skirmish_layout::{LayoutProblem, PropertyKind};

fn scratch(name: &str) -> PathBuf {
    super::support::scratch(&format!("setup-{name}"))
}

/// The menu, then the set-up screen opened as the mode page's button opens it.
fn setup_screen(name: &str) -> (App, PathBuf) {
    let dir = scratch(name);
    let mut app = headless_app(&dir, Launch::Menu);
    app.insert_resource(SetupFolders::under(&dir));
    app.update();
    app.update();
    send(&mut app, MenuAction::OpenSkirmishSetup);
    assert_eq!(screen(&app), Screen::SkirmishSetup);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    (app, dir)
}

fn setup(app: &mut App) -> Mut<'_, TableSetup> {
    app.world_mut().resource_mut::<TableSetup>()
}

#[test]
fn skirmish_setup_a_random_balanced_layout_plays_to_the_end_with_the_computer_in_every_seat() {
    let (mut app, dir) = setup_screen("random");
    setup(&mut app).seed = 11;
    send(&mut app, SetupAction::Random);
    let name = {
        let mut setup = setup(&mut app);
        assert!(setup.ready(), "{:?}", setup.problem_lines());
        assert_eq!(setup.layout.players.len(), 2);
        setup.seats = vec![SkirmishSeat::Veteran; 2];
        setup.layout.name.clone()
    };
    assert_eq!(name, "Balanced table 11");
    send(&mut app, SetupAction::Play);
    assert_eq!(screen(&app), Screen::Skirmish, "{:?}", notices(&app));
    let active = app.world().resource::<ActiveScenario>();
    assert_eq!(
        active.path,
        dir.join("scenarios/skirmish/played/balanced_table_11.ron")
    );
    assert!(matches!(&active.scenario, Scenario::Skirmish(skirmish) if skirmish.name == name));
    let mut game = app.world_mut().resource_mut::<SkirmishSession>();
    assert_eq!(game.seats, vec![SkirmishSeat::Veteran; 2]);
    let mut commands = 0;
    while !matches!(game.state.phase, Phase::Over { .. }) {
        assert!(
            game.state.day <= 80,
            "the game should end well before day 80"
        );
        let command = game
            .computer_command()
            .expect("the computer always has a command");
        game.execute(command)
            .expect("the computer plays legal commands");
        commands += 1;
    }
    assert!(commands > 10, "a real game was played: {commands} commands");
}

#[test]
fn skirmish_setup_the_seats_follow_the_players_when_another_moves_first() {
    let (mut app, _dir) = setup_screen("seats");
    send(&mut app, SetupAction::Random);
    {
        let mut setup = setup(&mut app);
        setup.layout.starting_player = PlayerId(1);
        setup.seats = vec![SkirmishSeat::Human, SkirmishSeat::Veteran];
    }
    send(&mut app, SetupAction::Play);
    assert_eq!(screen(&app), Screen::Skirmish, "{:?}", notices(&app));
    let game = app.world().resource::<SkirmishSession>();
    assert_eq!(
        game.state.players[0].name, "Blue Moon",
        "the starting player moves first"
    );
    assert_eq!(
        game.seats,
        vec![SkirmishSeat::Veteran, SkirmishSeat::Human],
        "Orange Star, a person's seat, moves second"
    );
}

#[test]
fn skirmish_setup_save_as_scenario_writes_a_file_the_loader_accepts() {
    let (mut app, dir) = setup_screen("save");
    setup(&mut app).seed = 4;
    setup(&mut app).random_seats = muster::scenario::skirmish_layout::Seats::Four;
    send(&mut app, SetupAction::Random);
    setup(&mut app).layout.name = "Club night: four corners".into();
    send(&mut app, SetupAction::Save);
    let path = dir.join("scenarios/skirmish/club_night_four_corners.ron");
    let loaded = muster::scenario::load(&path).expect("the saved table loads as a scenario");
    let Scenario::Skirmish(skirmish) = loaded else {
        panic!("a Skirmish Wars scenario");
    };
    assert_eq!(skirmish.name, "Club night: four corners");
    assert_eq!(skirmish.players.len(), 4);
    let said = notices(&app);
    assert!(
        said.iter()
            .any(|notice| notice.contains(&path.display().to_string())),
        "the notice says where: {said:?}"
    );
    assert_eq!(
        screen(&app),
        Screen::SkirmishSetup,
        "saving stays on the screen"
    );
}

#[test]
fn skirmish_setup_a_table_with_a_problem_cannot_be_played_and_names_it() {
    let (mut app, dir) = setup_screen("problem");
    send(&mut app, SetupAction::Random);
    let hq = {
        let mut setup = setup(&mut app);
        let hq = setup
            .layout
            .hqs_of(PlayerId(1))
            .next()
            .expect("Blue Moon's HQ")
            .at;
        setup.tool = Tool::Clear;
        setup.click(hq);
        assert_eq!(
            setup.problems(),
            [LayoutProblem::NoHq {
                player: PlayerId(1)
            }]
        );
        assert_eq!(setup.problem_lines(), ["player 2: has no HQ"]);
        assert!(!setup.ready());
        hq
    };
    send(&mut app, SetupAction::Play);
    assert_eq!(screen(&app), Screen::SkirmishSetup, "not played");
    assert_eq!(
        notices(&app),
        ["The table cannot be used yet: player 2: has no HQ (1 problem(s) in all)."]
    );
    send(&mut app, SetupAction::Save);
    assert!(
        !dir.join("scenarios/skirmish").exists(),
        "nothing is written while there is a problem"
    );
    // Blue Moon's HQ put back where it was: the table can be played again.
    let mut setup = setup(&mut app);
    setup.tool = Tool::Property(PropertyKind::Hq);
    setup.owner = Some(PlayerId(1));
    setup.click(hq);
    assert!(setup.ready(), "{:?}", setup.problem_lines());
}

#[test]
fn skirmish_setup_back_returns_to_the_skirmish_wars_page() {
    let (mut app, _dir) = setup_screen("back");
    send(&mut app, SetupAction::Back);
    // The title menu comes up first, then the mode page over it.
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Picker);
    assert_eq!(
        app.world().resource::<ChosenMode>().0,
        Mode::Ruleset(Ruleset::Skirmish.into())
    );
}

#[test]
fn skirmish_setup_opens_from_the_command_line_with_a_seeded_table() {
    let dir = scratch("launch");
    let mut app = headless_app(&dir, Launch::SkirmishSetup(Some(3)));
    app.insert_resource(SetupFolders::under(&dir));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::SkirmishSetup);
    let mut setup = setup(&mut app);
    assert_eq!(setup.layout.name, "Balanced table 3");
    assert!(setup.ready());
}

#[test]
fn skirmish_setup_play_asks_before_it_replaces_an_unfinished_skirmish_game() {
    use muster::app::games::skirmish::SkirmishCommand;
    use muster::app::shell::menu::flow::ConfirmNewGame;
    use muster::rules::skirmish::command::Command;
    let (mut app, _dir) = setup_screen("ask");
    send(&mut app, SetupAction::Random);
    setup(&mut app).seats = vec![SkirmishSeat::Human; 2];
    // No unfinished game: Play starts at once (the twin).
    send(&mut app, SetupAction::Play);
    assert_eq!(screen(&app), Screen::Skirmish, "{:?}", notices(&app));
    // A turn ended: the game is autosaved, unfinished.
    app.world_mut()
        .write_message(SkirmishCommand::new(Command::EndTurn));
    app.update();
    app.update();
    send(&mut app, MenuAction::QuitToTitle);
    send(&mut app, MenuAction::OpenSkirmishSetup);
    send(&mut app, SetupAction::Play);
    let pending = app.world().resource::<ConfirmNewGame>().0.clone();
    let pending = pending.expect("the set-up screen's Play asks first too");
    assert!(pending.unfinished.contains("Balanced table"), "{pending:?}");
    assert_eq!(
        screen(&app),
        Screen::SkirmishSetup,
        "nothing started while it asks"
    );
    send(&mut app, MenuAction::PlayAnyway(pending.path.clone()));
    assert_eq!(screen(&app), Screen::Skirmish);
}

#[test]
fn skirmish_setup_play_asked_over_an_unfinished_game_resumes_it_when_the_player_says_so() {
    use muster::app::games::skirmish::SkirmishCommand;
    use muster::app::shell::menu::flow::ConfirmNewGame;
    use muster::rules::skirmish::command::Command;
    let (mut app, _dir) = setup_screen("ask-resume");
    send(&mut app, SetupAction::Random);
    setup(&mut app).seats = vec![SkirmishSeat::Human; 2];
    send(&mut app, SetupAction::Play);
    assert_eq!(screen(&app), Screen::Skirmish, "{:?}", notices(&app));
    app.world_mut()
        .write_message(SkirmishCommand::new(Command::EndTurn));
    app.update();
    app.update();
    let where_it_was = {
        let state = &app.world().resource::<SkirmishSession>().state;
        (state.day, state.current)
    };
    send(&mut app, MenuAction::QuitToTitle);
    send(&mut app, MenuAction::OpenSkirmishSetup);
    send(&mut app, SetupAction::Play);
    let pending = app.world().resource::<ConfirmNewGame>().0.clone();
    let pending = pending.expect("the set-up screen's Play asks first");
    // The other answer: resume the unfinished game, not the new table.
    send(&mut app, MenuAction::ResumeGame(pending.ruleset));
    app.update();
    assert_eq!(screen(&app), Screen::Skirmish);
    assert_eq!(app.world().resource::<ConfirmNewGame>().0, None);
    let state = &app.world().resource::<SkirmishSession>().state;
    assert_eq!(
        (state.day, state.current),
        where_it_was,
        "the unfinished game goes on where it was"
    );
    assert_ne!(where_it_was.1, PlayerId(0), "a turn had ended in it");
}
