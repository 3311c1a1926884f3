//! The one command relay (`session::command_relay`) under a grid game and Free Move alike: a
//! short game of each played across a headless pair, both machines' commands read through
//! the same `RelayedGame` and compared, and a guest's command for a seat it may not play
//! refused by the relay in words while its own lands.

use muster::app::core::network::codec;
use muster::app::core::network::wire::ToHost;
use muster::app::core::network::{NetGame, NetLog};
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::countdown::Countdown;
use muster::app::games::free_move::{FreeMoveCommand, FreeMoveSession};
use muster::app::games::skirmish::SkirmishTurns;
use muster::app::session::command_relay::RelayedGame;
use muster::app::session::replay::LoggedCommand;
use muster::app::session::{Session, TurnGame};
use muster::rules::free_move::{Command, Phase, Side};

use super::network_pair::Pair;
use super::support::scenario;

/// Both machines' commands, read through the relay's one view of any game.
fn commands_on_both<R: RelayedGame>(pair: &Pair) -> (Vec<LoggedCommand<R>>, Vec<LoggedCommand<R>>) {
    (
        pair.host
            .world()
            .resource::<R>()
            .command_log()
            .commands
            .clone(),
        pair.guest
            .world()
            .resource::<R>()
            .command_log()
            .commands
            .clone(),
    )
}

/// Frames until the guest holds as many commands as the host (and at least `at_least`).
fn caught_up<R: RelayedGame>(pair: &mut Pair, at_least: usize) -> bool {
    pair.run_until(300, |pair| {
        let (host, guest) = commands_on_both::<R>(pair);
        host.len() >= at_least && host.len() == guest.len()
    })
}

/// The same commands on both machines, and the same log of them.
fn assert_same_commands<R: RelayedGame>(pair: &Pair) -> Vec<LoggedCommand<R>> {
    let (host, guest) = commands_on_both::<R>(pair);
    assert_eq!(host, guest, "the guest holds the host's commands, in order");
    let (host_log, guest_log) = pair.logs();
    assert_eq!(host_log, guest_log);
    assert_eq!(host_log.len(), host.len(), "every command is in the log");
    for (line, command) in host_log.iter().zip(&host) {
        assert_eq!(
            &codec::decode::<LoggedCommand<R>>(line).expect("each line reads"),
            command,
            "the log's line is the command"
        );
    }
    host
}

#[test]
fn a_short_skirmish_game_through_the_one_relay_holds_the_same_commands_on_both_machines() {
    let mut pair = Pair::join(
        "relay-skirmish",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
    );
    pair.start();
    let mut played_by = [0, 0];
    for _ in 0..400 {
        let session = pair.host.world().resource::<Session<SkirmishTurns>>();
        let before = session.commands.len();
        if played_by[1] >= 2 && before >= 12 {
            break;
        }
        let seat = SkirmishTurns::acting_seat(&session.state).expect("someone is to act");
        assert!(
            pair.play_one::<SkirmishTurns>(),
            "seat {seat} has a command"
        );
        assert!(
            caught_up::<Session<SkirmishTurns>>(&mut pair, before + 1),
            "command {before} lands on both machines: {:?}",
            pair.guest.world().resource::<Notices>().all()
        );
        played_by[seat] += 1;
    }
    assert!(
        played_by[0] > 0 && played_by[1] >= 2,
        "the host and the guest both played: {played_by:?}"
    );
    let commands = assert_same_commands::<Session<SkirmishTurns>>(&pair);
    assert!(commands.len() >= 12);
    pair.leave();
}

#[test]
fn a_short_free_move_battle_through_the_one_relay_holds_the_same_commands_on_both_machines() {
    let mut pair = Pair::join(
        "relay-free-move",
        &scenario("free_move", "practice_skirmish.ron"),
        |_| None,
    );
    pair.start();
    // Each side says Ready on its own machine: the deployment ends, the timed move begins.
    pair.both_ready(60);
    assert!(
        pair.run_until(100, |pair| pair
            .guest
            .world()
            .resource::<Countdown>()
            .running),
        "the host's clock runs on the guest"
    );
    // The guest calls Time for its own side: the relay takes it to the host and back.
    let time = Command::CallTime {
        side: Side::from_index(1),
    };
    pair.guest
        .world_mut()
        .write_message(FreeMoveCommand(time.clone()));
    assert!(
        pair.run_until(100, |pair| pair
            .host
            .world()
            .resource::<FreeMoveSession>()
            .commands
            .contains(&time)),
        "the guest's command lands on the host"
    );
    let at_least = pair
        .host
        .world()
        .resource::<FreeMoveSession>()
        .commands
        .len();
    assert!(caught_up::<FreeMoveSession>(&mut pair, at_least));
    let commands = assert_same_commands::<FreeMoveSession>(&pair);
    let sides: Vec<Option<Side>> = commands.iter().map(Command::side).collect();
    assert!(
        sides.contains(&Some(Side::from_index(0))) && sides.contains(&Some(Side::from_index(1))),
        "both sides' commands crossed: {commands:?}"
    );
    assert_ne!(
        pair.guest.world().resource::<FreeMoveSession>().state.phase,
        Phase::Deployment,
        "the guest's battle moved on with the host's"
    );
    pair.leave();
}

#[test]
fn the_host_refuses_a_free_move_command_for_the_other_side_and_takes_one_for_the_guests_own() {
    let mut pair = Pair::join(
        "relay-free-move-seats",
        &scenario("free_move", "practice_skirmish.ron"),
        |_| None,
    );
    pair.start();
    let host_side = Side::from_index(0);
    // A hostile guest claims its seat but sends the host's side's Done.
    let theirs = codec::encode(&Command::Done { side: host_side }).expect("encodes");
    pair.guest.world_mut().write_message(ToHost::Command {
        seat: 1,
        command: theirs,
    });
    pair.run_until(30, |_| false);
    assert!(
        pair.host.world().resource::<NetLog>().0.is_empty(),
        "nothing landed"
    );
    let name = pair
        .host
        .world()
        .resource::<NetGame>()
        .scenario
        .seat_names()[1]
        .clone();
    let notices = pair.guest.world().resource::<Notices>().all().to_vec();
    assert!(
        notices
            .iter()
            .any(|notice| notice.text == format!("That command is not {name}'s to play now.")),
        "the guest hears why: {notices:?}"
    );
    // Its own side's Done lands on both machines.
    let own = Command::Done {
        side: Side::from_index(1),
    };
    pair.guest.world_mut().write_message(ToHost::Command {
        seat: 1,
        command: codec::encode(&own).expect("encodes"),
    });
    assert!(caught_up::<FreeMoveSession>(&mut pair, 1));
    assert_eq!(assert_same_commands::<FreeMoveSession>(&pair), vec![own]);
    pair.leave();
}
