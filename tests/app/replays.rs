//! Replays of every game headless: the pause menu opens a replay at the first command; it
//! steps forwards and backwards, seeks, plays at a speed, closes back to the game as it was,
//! and "continue from here" hands the game back with the later commands dropped. A save's
//! snapshot that the commands do not reach is refused, the file kept.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::MenuAction;
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::game::FreeMoveSession;
use muster::app::games::movement_game::MovementGameSession;
use muster::app::games::skirmish::SkirmishSession;
use muster::app::games::soldiers::SoldiersSession;
use muster::app::session::play_out::PlayOut;
use muster::app::session::replay::{Replay, ReplayControl, ReplayableGame};

fn scratch(name: &str) -> PathBuf {
    super::support::scratch(&format!("replays-{name}"))
}

/// A game of `file` (under `scenarios/`) played forward `moves` turns by the computer, with
/// every save file in a scratch folder.
fn played(name: &str, file: &str, moves: u32) -> (App, PathBuf) {
    let dir = scratch(name);
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(file);
    let launch = Launch::scenario(&path).expect("the scenario loads");
    let mut app = app_in(&dir, launch);
    app.insert_resource(PlayOut { seed: 5, moves });
    app.update();
    app.update();
    (app, dir)
}

/// The app with every save file in `dir`, opened as `launch` says (not yet updated).
fn app_in(dir: &Path, launch: Launch) -> App {
    muster::app::headless::headless_app(dir, launch)
}

fn control(app: &mut App, control: ReplayControl) {
    app.world_mut().write_message(control);
    app.update();
}

fn replay_at<G: ReplayableGame>(app: &App) -> Option<usize> {
    app.world()
        .get_resource::<Replay<G>>()
        .map(|replay| replay.at)
}

/// The whole replay round for the game `G`; `position` names a game's position (its state
/// as text), so replayed and original positions can be compared.
fn replays_work<G: ReplayableGame>(app: &mut App, position: fn(&G) -> String) {
    let original = app.world().resource::<G>().clone();
    let total = original.command_log().commands.len();
    assert!(total >= 8, "the game was played forward ({total} commands)");
    let at = |n: usize| {
        let replay = Replay::of(&original);
        position(&replay.game_at(&original, n).expect("it replays"))
    };
    assert_eq!(
        at(total),
        position(&original),
        "the replay reaches the game"
    );

    app.world_mut().write_message(MenuAction::WatchReplay);
    app.update();
    app.update();
    assert_eq!(
        replay_at::<G>(app),
        Some(0),
        "the replay opens at the start"
    );
    assert_eq!(app.world().resource::<G>().command_log().commands.len(), 0);

    control(app, ReplayControl::Step(1));
    control(app, ReplayControl::Step(1));
    assert_eq!(replay_at::<G>(app), Some(2));
    assert_eq!(position(app.world().resource::<G>()), at(2));
    control(app, ReplayControl::Seek(total - 2));
    control(app, ReplayControl::Step(-1));
    assert_eq!(replay_at::<G>(app), Some(total - 3));
    assert_eq!(position(app.world().resource::<G>()), at(total - 3));

    control(app, ReplayControl::Seek(0));
    control(app, ReplayControl::SetSpeed(10.0));
    control(app, ReplayControl::Play);
    for _ in 0..5 {
        app.update();
    }
    let reached = replay_at::<G>(app).expect("still open");
    assert!(
        (3..=7).contains(&reached),
        "ten a second for about half a second: {reached}"
    );
    control(app, ReplayControl::Pause);

    control(app, ReplayControl::Close);
    assert_eq!(replay_at::<G>(app), None);
    assert_eq!(
        app.world().resource::<G>().command_log().commands.len(),
        total
    );
    assert_eq!(position(app.world().resource::<G>()), position(&original));

    app.world_mut().write_message(MenuAction::WatchReplay);
    app.update();
    app.update();
    control(app, ReplayControl::Seek(total / 2));
    control(app, ReplayControl::ContinueFromHere);
    assert_eq!(replay_at::<G>(app), None, "the players have the game again");
    let game = app.world().resource::<G>();
    assert_eq!(
        game.command_log().commands.len(),
        total / 2,
        "later commands dropped"
    );
    assert_eq!(position(game), at(total / 2));
}

#[test]
fn replay_a_skirmish_game_step_seek_play_close_and_continue_from_here() {
    let (mut app, _) = played("skirmish", "skirmish/03_hill_country.ron", 3);
    replays_work::<SkirmishSession>(&mut app, |game| format!("{:?}", game.state));
}

#[test]
fn replay_a_soldiers_game_step_seek_play_close_and_continue_from_here() {
    let (mut app, _) = played("soldiers", "soldiers/01_brunstatt.ron", 2);
    replays_work::<SoldiersSession>(&mut app, |game| format!("{:?}", game.state));
}

#[test]
fn replay_a_movement_game_step_seek_play_close_and_continue_from_here() {
    let (mut app, _) = played("movement", "movement_game/01_twin_gates_two.ron", 12);
    replays_work::<MovementGameSession>(&mut app, |game| format!("{:?}", game.state));
}

#[test]
fn replay_a_free_move_battle_step_seek_play_close_and_continue_from_here() {
    let (mut app, _) = played("free-move", "free_move/practice_skirmish.ron", 2);
    replays_work::<FreeMoveSession>(&mut app, |game| format!("{:?}", game.state));
}

#[test]
fn a_save_whose_snapshot_the_commands_do_not_reach_is_refused_and_kept() {
    let (mut app, dir) = played("snapshot", "skirmish/03_hill_country.ron", 2);
    app.world_mut().write_message(MenuAction::SaveGame);
    app.update();
    let save = dir.join("skirmish.ron");
    let text = std::fs::read_to_string(&save).expect("saved");
    let (head, snapshot) = text.split_at(text.find("snapshot:").expect("a snapshot"));
    let money = snapshot.find("money: ").expect("the players' money") + "money: ".len();
    let tampered = format!("{head}{}9{}", &snapshot[..money], &snapshot[money..]);
    std::fs::write(&save, &tampered).unwrap();
    let before = format!("{:?}", app.world().resource::<SkirmishSession>().state);
    app.world_mut().write_message(MenuAction::LoadGame);
    app.update();
    assert_eq!(
        format!("{:?}", app.world().resource::<SkirmishSession>().state),
        before,
        "the game goes on untouched"
    );
    let notices = app.world().resource::<Notices>();
    assert!(
        notices
            .all()
            .iter()
            .any(|notice| notice.contains("different position")),
        "{:?}",
        notices.all()
    );
    assert_eq!(std::fs::read_to_string(&save).unwrap(), tampered, "kept");
}

#[test]
fn free_move_save_and_load_from_the_pause_menu_bring_the_battle_back() {
    let (mut app, dir) = played("free-move-save", "free_move/practice_skirmish.ron", 2);
    let saved = format!("{:?}", app.world().resource::<FreeMoveSession>().state);
    app.world_mut().write_message(MenuAction::SaveGame);
    app.update();
    assert!(dir.join("free_move.ron").exists());
    app.world_mut().write_message(MenuAction::WatchReplay);
    app.update();
    app.update();
    control(&mut app, ReplayControl::Seek(3));
    control(&mut app, ReplayControl::ContinueFromHere);
    assert_ne!(
        format!("{:?}", app.world().resource::<FreeMoveSession>().state),
        saved
    );
    app.world_mut().write_message(MenuAction::LoadGame);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        format!("{:?}", app.world().resource::<FreeMoveSession>().state),
        saved,
        "the saved battle is back"
    );
}

#[test]
fn the_saved_games_page_lists_a_save_and_opens_it_as_a_replay() {
    use muster::app::core::menu_actions::SaveSlot;
    use muster::app::core::screens::{Menu, Screen};
    use muster::app::shell::menu::SavedGames;
    use muster::ruleset::Ruleset;
    let (mut app, dir) = played("saved-games", "skirmish/03_hill_country.ron", 3);
    let total = app.world().resource::<SkirmishSession>().commands.len();
    app.world_mut().write_message(MenuAction::SaveGame);
    app.update();
    drop(app);

    let mut menu = app_in(&dir, Launch::Menu);
    menu.update();
    menu.update();
    menu.world_mut().write_message(MenuAction::OpenSavedGames);
    menu.update();
    menu.update();
    assert_eq!(
        *menu.world().resource::<State<Menu>>().get(),
        Menu::SavedGames
    );
    let listed = menu.world().resource::<SavedGames>().0.clone();
    assert!(
        listed
            .iter()
            .any(|entry| entry.ruleset == Ruleset::Skirmish.into()
                && entry.slot == SaveSlot::Saved),
        "{listed:?}"
    );
    menu.world_mut().write_message(MenuAction::OpenSave {
        ruleset: Ruleset::Skirmish.into(),
        slot: SaveSlot::Saved,
        watch: true,
    });
    for _ in 0..4 {
        menu.update();
    }
    assert_eq!(
        *menu.world().resource::<State<Screen>>().get(),
        Screen::Skirmish
    );
    let replay = menu.world().resource::<Replay<SkirmishSession>>();
    assert_eq!((replay.at, replay.commands.len()), (0, total));
}
