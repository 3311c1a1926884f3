//! What a network game keeps when things go wrong, and undo by consent: the other side is
//! asked, a Refuse changes nothing, an Allow takes the command back on both machines; when
//! the host is gone the guest still holds the whole game, saves it, loads it on its own and
//! plays on there.

use bevy::prelude::*;
use muster::app::core::menu_actions::MenuAction;
use muster::app::core::network::undo_consent::{AnswerUndo, UndoQuestion};
use muster::app::core::network::{LinkHold, NetAction, NetGame};
use muster::app::core::ui::notices::Notices;
use muster::app::games::skirmish::SkirmishTurns;
use muster::app::session::{Session, SessionCommand, TurnGame, UndoRequest};

use super::network_pair::Pair;
use super::support::scenario;

fn commands_on(app: &App) -> usize {
    app.world()
        .resource::<Session<SkirmishTurns>>()
        .commands
        .len()
}

/// The host (seat 0) plays its computer's usual commands until one is there to undo.
fn host_plays_an_undoable_command(pair: &mut Pair) {
    for _ in 0..20 {
        let command = pair
            .host
            .world_mut()
            .resource_mut::<Session<SkirmishTurns>>()
            .computer_command()
            .expect("the host's seat has a command");
        let before = commands_on(&pair.host);
        pair.host
            .world_mut()
            .write_message(SessionCommand::<SkirmishTurns>::new(command));
        assert!(pair.run_until(60, |pair| commands_on(&pair.guest) > before));
        if pair
            .host
            .world()
            .resource::<Session<SkirmishTurns>>()
            .can_undo()
        {
            return;
        }
    }
    panic!("no command to undo in 20");
}

#[test]
fn undo_in_a_network_game_needs_the_other_sides_consent() {
    let mut pair = Pair::join(
        "net-undo",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    pair.start();
    host_plays_an_undoable_command(&mut pair);
    let played = commands_on(&pair.host);
    // Asked and refused: nothing changes, the asker hears it.
    pair.host.world_mut().write_message(UndoRequest);
    assert!(
        pair.run_until(60, |pair| pair
            .guest
            .world()
            .contains_resource::<UndoQuestion>()),
        "the guest is asked"
    );
    assert_eq!(pair.guest.world().resource::<UndoQuestion>().name, "Host");
    pair.guest.world_mut().write_message(AnswerUndo(false));
    assert!(pair.run_until(60, |pair| {
        pair.host
            .world()
            .resource::<Notices>()
            .all()
            .iter()
            .any(|notice| notice.text.ends_with("refused the undo."))
    }));
    assert_eq!(commands_on(&pair.host), played);
    assert_eq!(commands_on(&pair.guest), played);
    // Asked and allowed: the command goes on both machines.
    pair.host.world_mut().write_message(UndoRequest);
    assert!(pair.run_until(60, |pair| {
        pair.guest.world().contains_resource::<UndoQuestion>()
    }));
    pair.guest.world_mut().write_message(AnswerUndo(true));
    assert!(
        pair.run_until(60, |pair| commands_on(&pair.host) == played - 1
            && commands_on(&pair.guest) == played - 1),
        "the undo lands on both: host {}, guest {}",
        commands_on(&pair.host),
        commands_on(&pair.guest)
    );
    let host = pair.host.world().resource::<Session<SkirmishTurns>>();
    let guest = pair.guest.world().resource::<Session<SkirmishTurns>>();
    assert_eq!(format!("{:?}", host.state), format!("{:?}", guest.state));
    pair.leave();
}

#[test]
fn when_the_host_is_gone_the_guest_keeps_the_game_saves_it_and_plays_on() {
    let mut pair = Pair::join(
        "net-host-gone",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    pair.start();
    host_plays_an_undoable_command(&mut pair);
    let Pair { host, mut guest } = pair;
    let played = host
        .world()
        .resource::<Session<SkirmishTurns>>()
        .commands
        .clone();
    // The host crashes: no goodbye, the socket just goes quiet.
    drop(host);
    for _ in 0..40 {
        guest.update();
        std::thread::sleep(std::time::Duration::from_millis(60));
    }
    let held = guest.world().resource::<LinkHold>().0.clone();
    assert!(
        held.is_some_and(|why| why.contains("host")),
        "the guest holds the game"
    );
    assert_eq!(
        guest.world().resource::<Session<SkirmishTurns>>().commands,
        played
    );
    // Its own save holds the whole game and loads on this machine alone.
    guest.world_mut().write_message(MenuAction::SaveGame);
    guest.update();
    let save =
        guest
            .world()
            .resource::<muster::app::session::turn_saves::SaveFiles<
                muster::app::games::skirmish::SkirmishSession,
            >>()
            .save
            .clone();
    let (loaded, _, _) = SkirmishTurns::load(&save).expect("the guest's save loads");
    assert_eq!(loaded.commands, played);
    // Play on here: the network game ends, the game stays, every seat at this screen.
    guest.world_mut().write_message(NetAction::Leave);
    guest.update();
    guest.update();
    assert!(!guest.world().contains_resource::<NetGame>());
    let command = guest
        .world_mut()
        .resource_mut::<Session<SkirmishTurns>>()
        .computer_command()
        .expect("a command");
    guest
        .world_mut()
        .write_message(SessionCommand::<SkirmishTurns>::new(command));
    guest.update();
    assert_eq!(
        guest
            .world()
            .resource::<Session<SkirmishTurns>>()
            .commands
            .len(),
        played.len() + 1,
        "the game goes on at this screen"
    );
}

#[test]
fn a_guest_restarted_after_a_crash_is_known_again_and_gets_the_game_back() {
    use muster::app::core::launch::Launch;
    use muster::app::headless::headless_app;

    let name = "net-guest-crash";
    let mut pair = Pair::join(name, &scenario("skirmish", "02_city_race.ron"), |_| None);
    pair.start();
    host_plays_an_undoable_command(&mut pair);
    let address = match pair
        .host
        .world()
        .resource::<muster::app::core::network::NetRole>()
    {
        muster::app::core::network::NetRole::Host { port } => format!("127.0.0.1:{port}"),
        other => panic!("the host hosts: {other:?}"),
    };
    let Pair { mut host, guest } = pair;
    let played = host
        .world()
        .resource::<Session<SkirmishTurns>>()
        .commands
        .clone();
    // The guest crashes; the same machine starts Muster again and joins.
    drop(guest);
    let folder = std::env::temp_dir()
        .join(format!("muster-test-{name}-{}", std::process::id()))
        .join("guest");
    let mut guest = headless_app(&folder, Launch::join(&address, None));
    guest.finish();
    guest.cleanup();
    let mut back = false;
    for _ in 0..600 {
        host.update();
        guest.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
        back = guest
            .world()
            .get_resource::<Session<SkirmishTurns>>()
            .is_some_and(|session| session.commands == played);
        if back {
            break;
        }
    }
    assert!(back, "the restarted guest has the whole game again");
    assert!(
        host.world().resource::<LinkHold>().0.is_none(),
        "and the host plays on"
    );
    let lobby = host
        .world()
        .resource::<muster::app::core::network::host::Lobby>();
    assert_eq!(lobby.people.len(), 2, "the same guest, not a new one");
}

#[test]
fn a_network_games_replay_waits_for_the_save_and_the_log_stays_whole() {
    let mut pair = Pair::join(
        "net-replay",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    pair.start();
    host_plays_an_undoable_command(&mut pair);
    let played = commands_on(&pair.host);
    pair.host.world_mut().write_message(MenuAction::WatchReplay);
    pair.run_until(10, |_| false);
    assert!(
        !pair
            .host
            .world()
            .contains_resource::<muster::app::session::replay::Replay<Session<SkirmishTurns>>>(),
        "no replay opens during the network game"
    );
    assert!(
        pair.host
            .world()
            .resource::<Notices>()
            .all()
            .iter()
            .any(|notice| notice
                .text
                .starts_with("A network game's replay opens from its save"))
    );
    assert_eq!(
        commands_on(&pair.guest),
        played,
        "the guest's game is whole"
    );
    // Its twin: once the network game is left, the same request opens the replay.
    pair.host.world_mut().write_message(NetAction::Leave);
    pair.run_until(3, |_| false);
    pair.host.world_mut().write_message(MenuAction::WatchReplay);
    pair.run_until(3, |_| false);
    assert!(
        pair.host
            .world()
            .contains_resource::<muster::app::session::replay::Replay<Session<SkirmishTurns>>>()
    );
}
