//! Games across two machines on 127.0.0.1: a Skirmish Wars game played to its end and a
//! Free Move timed move with both sides dragging end the same on both machines, command for
//! command; the host refuses a command for a seat the guest does not hold (and takes one for
//! its own); another version is refused at the door with both versions named.

use bevy::prelude::*;
use muster::app::core::input::{PointerId, PointerMessage, PointerPhase};
use muster::app::core::network::guest::GuestLobby;
use muster::app::core::network::host::Lobby;
use muster::app::core::network::wire::{ToHost, VERSION};
use muster::app::core::network::{Holder, LinkHold, NetGame, NetLog};
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::countdown::Countdown;
use muster::app::games::free_move::network::network_play::BellsRung;
use muster::app::games::free_move::{FreeMoveCommand, FreeMoveSession};
use muster::app::games::movement_game::MovementGameTurns;
use muster::app::games::skirmish::SkirmishTurns;
use muster::app::session::{Session, SessionCommand, TurnGame};
use muster::rules::free_move::{Command, Phase, Side};

use super::network_pair::Pair;
use super::support::scenario;

/// Play `G` across the two machines until `done` or `commands` commands, each command
/// waited for on both machines.
fn play_across<G: TurnGame>(pair: &mut Pair, commands: usize, done: impl Fn(&Session<G>) -> bool) {
    for _ in 0..commands {
        if done(pair.host.world().resource::<Session<G>>()) {
            break;
        }
        let before = pair.host.world().resource::<Session<G>>().commands.len();
        let landed = |pair: &Pair| {
            let host = pair.host.world().resource::<Session<G>>().commands.len();
            let guest = pair.guest.world().resource::<Session<G>>().commands.len();
            host > before && guest == host
        };
        // A held game refuses commands (a frame slow enough on a loaded machine holds it):
        // the player waits for the hold to lift and plays again, as a person would.
        let held = |pair: &Pair| {
            pair.host.world().resource::<LinkHold>().0.is_some()
                || pair.guest.world().resource::<LinkHold>().0.is_some()
        };
        for _try in 0..3 {
            pair.run_until(2000, |pair| !held(pair));
            assert!(pair.play_one::<G>(), "someone has a command to play");
            if pair.run_until(2000, |pair| landed(pair) || held(pair)) && landed(pair) {
                break;
            }
            // Held with the command on its way, or refused: it lands once the hold lifts,
            // or the player plays again.
            pair.run_until(2000, |pair| !held(pair));
            if pair.run_until(100, |pair| landed(pair)) {
                break;
            }
        }
        assert!(
            landed(pair),
            "command {before} lands on both machines: {:?}",
            pair.guest.world().resource::<Notices>().all()
        );
    }
}

/// The two machines' games are the same: the same commands, the same state.
fn assert_same_game<G: TurnGame>(pair: &Pair) {
    let host = pair.host.world().resource::<Session<G>>();
    let guest = pair.guest.world().resource::<Session<G>>();
    assert_eq!(host.seed, guest.seed);
    assert_eq!(host.commands, guest.commands);
    assert_eq!(format!("{:?}", host.state), format!("{:?}", guest.state));
    let (host_log, guest_log) = pair.logs();
    assert_eq!(host_log, guest_log);
}

#[test]
fn a_skirmish_game_played_across_two_machines_ends_the_same_on_both() {
    let mut pair = Pair::join(
        "net-skirmish",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    pair.start();
    let holders = pair.host.world().resource::<NetGame>().holders.clone();
    assert_eq!(holders[0], Holder::Host);
    assert!(matches!(holders[1], Holder::Guest(_)));
    let lobby = pair.host.world().resource::<Lobby>();
    assert!(
        lobby
            .people
            .iter()
            .any(|person| person.name == "guest laptop"),
        "the lobby names the guest as it asked"
    );
    play_across::<SkirmishTurns>(&mut pair, 4000, |session| session.is_over());
    assert!(
        pair.host
            .world()
            .resource::<Session<SkirmishTurns>>()
            .is_over(),
        "the game reached its end"
    );
    assert!(pair.run_until(20, |pair| {
        pair.guest
            .world()
            .resource::<Session<SkirmishTurns>>()
            .is_over()
    }));
    assert_same_game::<SkirmishTurns>(&pair);
    pair.leave();
}

#[test]
fn a_movement_game_plays_across_two_machines_card_for_card() {
    let mut pair = Pair::join(
        "net-movement",
        &scenario("movement_game", "01_twin_gates_two.ron"),
        |_| None,
    );
    pair.start();
    play_across::<MovementGameTurns>(&mut pair, 30, |session| session.is_over());
    assert!(
        pair.host
            .world()
            .resource::<Session<MovementGameTurns>>()
            .commands
            .len()
            >= 10
    );
    assert_same_game::<MovementGameTurns>(&pair);
    pair.leave();
}

#[test]
fn the_host_refuses_a_command_for_a_seat_the_guest_does_not_hold_and_takes_one_for_its_own() {
    let mut pair = Pair::join(
        "net-seats",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    pair.start();
    // Seat 0 is the host's: the guest's command for it is refused and nothing changes.
    let command = pair
        .host
        .world_mut()
        .resource_mut::<Session<SkirmishTurns>>()
        .computer_command()
        .expect("the first player has a command");
    let text = ron::to_string(&command).expect("a command in RON");
    pair.guest.world_mut().write_message(ToHost::Command {
        seat: 0,
        command: text.clone(),
    });
    pair.run_until(30, |_| false);
    assert_eq!(
        pair.host.world().resource::<NetLog>().0.len(),
        0,
        "nothing landed"
    );
    let notices = pair.guest.world().resource::<Notices>().all().to_vec();
    assert!(
        notices
            .iter()
            .any(|notice| notice.text == "Seat 1 is not yours: the host refused the command."),
        "the guest hears why: {notices:?}"
    );
    // The same command from the host's own seat lands, and the guest's turn follows.
    pair.host
        .world_mut()
        .write_message(SessionCommand::<SkirmishTurns>::new(command));
    assert!(pair.run_until(30, |pair| pair.logs().1.len() == 1));
    play_across::<SkirmishTurns>(&mut pair, 40, |session| {
        SkirmishTurns::acting_seat(&session.state) == Some(1) && session.commands.len() > 1
    });
    let before = pair.host.world().resource::<NetLog>().0.len();
    assert!(
        pair.play_one::<SkirmishTurns>(),
        "the guest's seat has a command"
    );
    assert!(
        pair.run_until(60, |pair| pair.logs().1.len() > before),
        "the guest's own command lands"
    );
    pair.leave();
}

#[test]
fn another_version_is_refused_at_the_door_with_both_versions_named() {
    let mut pair = Pair::connect(
        "net-version",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
        "0.0.1-old",
    );
    let expected = format!(
        "This host runs Muster {VERSION}; your Muster is 0.0.1-old. Both machines need the same version."
    );
    assert!(
        pair.run_until(600, |pair| pair
            .guest
            .world()
            .resource::<Notices>()
            .all()
            .iter()
            .any(|notice| notice.text == expected)),
        "the refusal names both versions: {:?}",
        pair.guest.world().resource::<Notices>().all()
    );
    let lobby = pair.host.world().resource::<Lobby>();
    assert_eq!(lobby.people.len(), 1, "nobody but the host in the lobby");
    // Its positive twin: a guest of the same version is let in (every other test here).
}

/// Press a stand of `side` on `app`, drag it `by` inches and let go.
fn drag(app: &mut App, side: Side, by: Vec2) {
    let game = app.world().resource::<FreeMoveSession>();
    let unit = game
        .state
        .units
        .iter()
        .find(|unit| unit.id.side == side && unit.on_table())
        .expect("a stand on the table");
    let from = Vec2::new(unit.pose.x, unit.pose.y);
    for (phase, at) in [
        (PointerPhase::Pressed, from),
        (PointerPhase::Dragged, from + by * 0.5),
        (PointerPhase::Dragged, from + by),
        (PointerPhase::Released, from + by),
    ] {
        app.world_mut().write_message(PointerMessage {
            pointer: PointerId::Mouse,
            player: None,
            phase,
            world: at,
        });
        app.update();
    }
}

fn steps(game: &FreeMoveSession, side: Side) -> usize {
    game.commands
        .iter()
        .filter(|command| matches!(command, Command::Step { unit, .. } if unit.side == side))
        .count()
}

#[test]
fn a_timed_move_across_two_machines_with_both_sides_dragging_ends_the_same_on_both() {
    let mut pair = Pair::join(
        "net-free-move",
        &scenario("free_move", "practice_skirmish.ron"),
        |_| None,
    );
    pair.start();
    // Deployment, then the timed move: each machine says Ready for its own side.
    pair.both_ready(60);
    assert!(
        pair.run_until(100, |pair| pair
            .host
            .world()
            .resource::<Countdown>()
            .running
            && pair.guest.world().resource::<Countdown>().running),
        "the host's clock runs on both machines"
    );
    assert_eq!(
        pair.host.world().resource::<FreeMoveSession>().state.phase,
        Phase::TimedMove
    );
    // Both drag at once, each on its own machine.
    drag(&mut pair.host, Side::from_index(0), Vec2::new(0.0, 2.0));
    drag(&mut pair.guest, Side::from_index(1), Vec2::new(0.0, -2.0));
    assert!(
        pair.run_until(100, |pair| {
            let host = pair.host.world().resource::<FreeMoveSession>();
            steps(host, Side::from_index(0)) > 0 && steps(host, Side::from_index(1)) > 0
        }),
        "both sides' moves land on the host"
    );
    // The bell: the host's clock runs out and both machines ring it.
    assert!(
        pair.run_until(3000, |pair| pair
            .guest
            .world()
            .resource::<BellsRung>()
            .0
            .len()
            == 1),
        "the bell rings on the guest"
    );
    let host_bell = pair.host.world().resource::<BellsRung>().0[0];
    let guest_bell = pair.guest.world().resource::<BellsRung>().0[0];
    let apart = guest_bell
        .saturating_duration_since(host_bell)
        .as_secs_f64()
        * 1000.0;
    println!("the bell rang {apart:.1} ms apart on the two machines (loopback)");
    // The figure is the measurements page's; the test holds that the guest's bell follows the host's
    // (a loose bound: a loaded CI machine is slow).
    assert!(
        guest_bell >= host_bell && apart < 1000.0,
        "the guest's bell follows the host's: {apart:.1} ms"
    );
    pair.run_until(20, |_| false);
    let host = pair.host.world().resource::<FreeMoveSession>();
    let guest = pair.guest.world().resource::<FreeMoveSession>();
    assert_eq!(host.commands, guest.commands);
    assert_eq!(format!("{:?}", host.state), format!("{:?}", guest.state));
    assert_ne!(
        host.state.phase,
        Phase::TimedMove,
        "the move is over on both"
    );
    // The rearrangement's undo is not offered across machines: the guest's request is
    // answered, and its battle is left as the host's.
    let played = pair
        .guest
        .world()
        .resource::<FreeMoveSession>()
        .commands
        .len();
    let before = pair.guest.world().resource::<Notices>().all().len();
    pair.guest
        .world_mut()
        .write_message(muster::app::games::free_move::undo::UndoRearrangement(
            Side::from_index(1),
        ));
    pair.run_until(5, |_| false);
    let new: Vec<String> = pair.guest.world().resource::<Notices>().all()[before..]
        .iter()
        .map(|notice| notice.text.clone())
        .collect();
    assert_eq!(
        new,
        ["In a network battle the rearrangement's moves are final: no undo."],
        "only the refusal: the local undo did not run"
    );
    assert_eq!(
        pair.guest
            .world()
            .resource::<FreeMoveSession>()
            .commands
            .len(),
        played
    );
    pair.leave();
}

#[test]
fn time_called_on_the_guest_halts_the_move_on_both_machines() {
    let mut pair = Pair::join(
        "net-time",
        &scenario("free_move", "practice_skirmish.ron"),
        |_| None,
    );
    pair.start();
    pair.both_ready(60);
    assert!(pair.run_until(100, |pair| {
        pair.guest.world().resource::<Countdown>().running
    }));
    pair.guest
        .world_mut()
        .write_message(FreeMoveCommand(Command::CallTime {
            side: Side::from_index(1),
        }));
    assert!(
        pair.run_until(60, |pair| !pair
            .host
            .world()
            .resource::<Countdown>()
            .running
            && !pair.guest.world().resource::<Countdown>().running),
        "Time! halts the clock on both"
    );
    let host = pair.host.world().resource::<FreeMoveSession>();
    assert!(host.commands.contains(&Command::CallTime {
        side: Side::from_index(1)
    }));
    pair.leave();
}

#[test]
fn hostile_messages_from_a_guest_are_refused_without_a_panic() {
    let mut pair = Pair::join(
        "net-hostile",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    pair.start();
    for message in [
        ToHost::Command {
            seat: 99,
            command: "EndTurn".into(),
        },
        ToHost::Command {
            seat: 1,
            command: "((( not a command".into(),
        },
        ToHost::UndoAnswer(true),
        ToHost::Ready(true),
        ToHost::Game("no such word".into()),
        ToHost::Hello {
            version: VERSION.into(),
            name: "\u{7}x".repeat(5000),
            token: 1,
            holding: Some(muster::app::core::network::wire::Holding {
                game: 5,
                commands: usize::MAX,
            }),
            watch: false,
        },
    ] {
        pair.guest.world_mut().write_message(message);
        pair.run_until(10, |_| false);
    }
    pair.run_until(30, |_| false);
    assert_eq!(
        pair.host.world().resource::<NetLog>().0.len(),
        0,
        "nothing landed"
    );
    let notices: Vec<String> = pair
        .guest
        .world()
        .resource::<Notices>()
        .all()
        .iter()
        .map(|notice| notice.text.clone())
        .collect();
    assert!(
        notices.contains(&"Seat 100 is not yours: the host refused the command.".to_string()),
        "{notices:?}"
    );
    // A second Hello on the same link is dropped before anything in it is read: the
    // guest keeps its first name (the cut to 32 characters is the next test's).
    let lobby = pair.host.world().resource::<Lobby>();
    assert_eq!(
        lobby
            .people
            .iter()
            .map(|person| person.name.as_str())
            .collect::<Vec<_>>(),
        ["Host", "guest laptop"]
    );
    // The game goes on: the host's own command lands on both.
    assert!(
        pair.host
            .world()
            .resource::<Session<SkirmishTurns>>()
            .commands
            .is_empty()
    );
    let command = pair
        .host
        .world_mut()
        .resource_mut::<Session<SkirmishTurns>>()
        .computer_command()
        .expect("a command");
    pair.host
        .world_mut()
        .write_message(SessionCommand::<SkirmishTurns>::new(command));
    assert!(pair.run_until(60, |pair| pair.logs().1.len() == 1));
    pair.leave();
}

/// The names the host's lobby shows for its guests, and the guest's copy of them.
fn guest_names(pair: &Pair) -> (Vec<String>, Vec<String>) {
    let names = |people: &[muster::app::core::network::PersonLine]| {
        people
            .iter()
            .filter(|person| person.token != 0)
            .map(|person| person.name.clone())
            .collect()
    };
    (
        names(&pair.host.world().resource::<Lobby>().people),
        names(&pair.guest.world().resource::<GuestLobby>().0.people),
    )
}

#[test]
fn a_hostile_name_in_the_first_hello_is_cut_to_32_characters_with_no_control_characters() {
    let hostile = "\u{7}x\u{1b}[2J".repeat(834);
    let mut pair = Pair::join_as(
        "net-hostile-name",
        &scenario("skirmish", "02_city_race.ron"),
        &hostile,
    );
    pair.run_until(10, |_| false);
    let (on_host, on_guest) = guest_names(&pair);
    let cut: String = "x[2J".repeat(8);
    assert_eq!(on_host, [cut], "the lobby shows the name cut");
    assert_eq!(on_guest, on_host, "and sends it cut to the guest");
    assert!(on_host[0].chars().count() == 32 && !on_host[0].chars().any(char::is_control));
    pair.leave();
}

#[test]
fn a_plain_name_in_the_first_hello_is_kept_whole() {
    let mut pair = Pair::join_as(
        "net-plain-name",
        &scenario("skirmish", "02_city_race.ron"),
        "Ann's laptop, club room, table 3",
    );
    pair.run_until(10, |_| false);
    let (on_host, on_guest) = guest_names(&pair);
    assert_eq!(on_host, ["Ann's laptop, club room, table 3"]);
    assert_eq!(on_guest, on_host);
    pair.leave();
}

#[test]
fn a_seat_given_to_the_computer_plays_on_the_host_and_a_guest_without_a_seat_watches() {
    use muster::rules::ladder::Level;

    let mut pair = Pair::join(
        "net-computer",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    // The host gives the second seat to the computer: the guest holds none and watches.
    pair.host.world_mut().resource_mut::<Lobby>().seats[1].holder =
        Holder::Computer(Level::Recruit);
    pair.start();
    assert!(!pair.guest.world().resource::<NetGame>().plays_here(0));
    assert!(!pair.guest.world().resource::<NetGame>().plays_here(1));
    // The host's person ends turns; the computer plays its own on the host.
    for _ in 0..3 {
        let day = |app: &App| {
            format!(
                "{:?}",
                app.world().resource::<Session<SkirmishTurns>>().state.day
            )
        };
        let before = day(&pair.host);
        assert!(
            pair.run_until(600, |pair| {
                let session = pair.host.world().resource::<Session<SkirmishTurns>>();
                if SkirmishTurns::acting_seat(&session.state) == Some(0) {
                    pair.play_one::<SkirmishTurns>();
                }
                day(&pair.host) != before
            }),
            "a day passes"
        );
    }
    assert!(
        pair.run_until(200, |pair| pair.logs().0 == pair.logs().1),
        "the guest follows every command"
    );
    let host = pair.host.world().resource::<Session<SkirmishTurns>>();
    let guest = pair.guest.world().resource::<Session<SkirmishTurns>>();
    assert_eq!(format!("{:?}", host.state), format!("{:?}", guest.state));
    assert!(host.commands.len() > 3, "both seats played");
    pair.leave();
}
