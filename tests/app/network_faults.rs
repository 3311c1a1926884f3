//! Faults on the link between two machines, made by a UDP relay between them: a cut of a
//! few seconds holds the game on both and it goes on at the same command; a cut long enough
//! to close the link is healed by the guest joining again with the commands it holds; a
//! poor link (latency and loss) is measured: the commands' round trips and how far apart the
//! bell rings. And the decoder every message passes through takes random bytes without a
//! panic.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_replicon::prelude::ClientState;
use muster::app::core::network::wire::{LiveToGuest, LiveToHost, ToGuest, ToHost, decode, encode};
use muster::app::core::network::{Holder, LinkHold, LinkStats, NetGame};
use muster::app::games::skirmish::SkirmishTurns;
use muster::app::session::{Session, SessionCommand, TurnGame};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::network_pair::Pair;
use super::support::scenario;
use super::udp_relay::{LinkFaults, Relay};

pub(super) fn commands_on(app: &App) -> usize {
    app.world()
        .resource::<Session<SkirmishTurns>>()
        .commands
        .len()
}

/// Play `count` commands, each waited for on both machines. A held game refuses commands
/// (a slow machine's silence holds it as a cut does), so the player waits for the hold to
/// lift and plays again, as a person would.
pub(super) fn play(pair: &mut Pair, count: usize) {
    let landed = |pair: &Pair, before: usize| {
        commands_on(&pair.host) > before && commands_on(&pair.guest) == commands_on(&pair.host)
    };
    let either_held = |pair: &Pair| held(&pair.host).is_some() || held(&pair.guest).is_some();
    for _ in 0..count {
        let before = commands_on(&pair.host);
        for _try in 0..5 {
            pair.run_until(2000, |pair| !either_held(pair));
            assert!(pair.play_one::<SkirmishTurns>(), "a command to play");
            pair.run_until(2000, |pair| landed(pair, before) || either_held(pair));
            // A hold that began with the command on its way: it lands once the hold lifts.
            pair.run_until(2000, |pair| !either_held(pair));
            if pair.run_until(100, |pair| landed(pair, before)) {
                break;
            }
        }
        assert!(
            landed(pair, before),
            "command {before} lands on both: {} / {} ({:?} / {:?})",
            commands_on(&pair.host),
            commands_on(&pair.guest),
            pair.host
                .world()
                .resource::<muster::app::core::ui::notices::Notices>()
                .all()
                .iter()
                .map(|notice| notice.text.clone())
                .collect::<Vec<_>>(),
            pair.guest
                .world()
                .resource::<muster::app::core::ui::notices::Notices>()
                .all()
                .iter()
                .map(|notice| notice.text.clone())
                .collect::<Vec<_>>(),
        );
    }
}

/// A pair joined through a relay, the game started.
pub(super) fn through_relay(name: &str, seed: u64) -> (Pair, Relay) {
    let mut relay = None;
    let mut pair = Pair::join(name, &scenario("skirmish", "02_city_race.ron"), |host| {
        let started = Relay::start(host, seed);
        let address = started.address;
        relay = Some(started);
        Some(address)
    });
    pair.start();
    (pair, relay.expect("the relay started"))
}

/// Frames for `seconds` of wall time, one every `every`.
fn run_for(pair: &mut Pair, seconds: f32, every: Duration) {
    let until = Instant::now() + Duration::from_secs_f32(seconds);
    while Instant::now() < until {
        pair.frame();
        std::thread::sleep(every);
    }
}

pub(super) fn held(app: &App) -> Option<String> {
    app.world().resource::<LinkHold>().0.clone()
}

#[test]
fn a_link_cut_for_a_few_seconds_holds_the_game_on_both_and_it_goes_on_at_the_same_command() {
    let (mut pair, relay) = through_relay("net-cut", 1);
    play(&mut pair, 5);
    let at = commands_on(&pair.host);
    relay.set(LinkFaults {
        cut: true,
        ..LinkFaults::default()
    });
    // Mid-turn: a command asked during the cut waits.
    run_for(&mut pair, 3.0, Duration::from_millis(30));
    let host_held = held(&pair.host).expect("the host holds the game");
    let guest_held = held(&pair.guest).expect("the guest holds the game");
    assert!(host_held.contains("the game is held"), "{host_held}");
    assert!(guest_held.contains("the game is held"), "{guest_held}");
    assert_eq!(commands_on(&pair.host), at);
    assert_eq!(commands_on(&pair.guest), at);
    relay.set(LinkFaults::default());
    assert!(
        pair.run_until(400, |pair| held(&pair.host).is_none()
            && held(&pair.guest).is_none()),
        "the hold lifts when the link is back: {:?} / {:?}",
        held(&pair.host),
        held(&pair.guest)
    );
    assert_eq!(commands_on(&pair.guest), at, "the same command");
    play(&mut pair, 5);
    assert_eq!(pair.logs().0, pair.logs().1);
    pair.leave();
}

/// Whether the guest's link to the host is up (replicon's client connected).
pub(super) fn guest_connected(pair: &Pair) -> bool {
    pair.guest
        .world()
        .get_resource::<State<ClientState>>()
        .is_some_and(|state| *state.get() == ClientState::Connected)
}

/// The host plays its own seat's commands while that seat is to act (at most `most`); how
/// many it played.
fn host_plays_its_own(pair: &mut Pair, most: usize) -> usize {
    let mut played = 0;
    while played < most {
        let session = pair.host.world().resource::<Session<SkirmishTurns>>();
        let Some(seat) = SkirmishTurns::acting_seat(&session.state) else {
            break;
        };
        if pair.host.world().resource::<NetGame>().holders[seat] != Holder::Host {
            break;
        }
        let before = commands_on(&pair.host);
        let Some(command) = pair
            .host
            .world_mut()
            .resource_mut::<Session<SkirmishTurns>>()
            .computer_command()
        else {
            break;
        };
        pair.host
            .world_mut()
            .write_message(SessionCommand::<SkirmishTurns>::new(command));
        pair.host.update();
        assert_eq!(
            commands_on(&pair.host),
            before + 1,
            "the host's command lands"
        );
        played += 1;
    }
    played
}

#[test]
fn a_link_lost_for_good_comes_back_by_itself_and_the_guest_catches_up() {
    let (mut pair, relay) = through_relay("net-lost", 2);
    play(&mut pair, 4);
    // The host's own seat is to act: its commands are the ones the guest will miss.
    assert!(pair.run_until(2000, |pair| {
        let session = pair.host.world().resource::<Session<SkirmishTurns>>();
        SkirmishTurns::acting_seat(&session.state).is_some_and(|seat| {
            pair.host.world().resource::<NetGame>().holders[seat] == Holder::Host
        }) || !pair.play_one::<SkirmishTurns>()
    }));
    let at = commands_on(&pair.guest);
    relay.set(LinkFaults {
        cut: true,
        ..LinkFaults::default()
    });
    // In the cut's first moments, before anything is missed, the host plays on: the guest
    // never hears of these commands.
    let missed = host_plays_its_own(&mut pair, 3);
    assert!(missed > 0, "the host played during the cut");
    assert_eq!(
        commands_on(&pair.guest),
        at,
        "the guest has not heard of them"
    );
    // Long enough that renet closes the link (15 s of the apps' time).
    assert!(
        pair.run_until(3000, |pair| !guest_connected(pair)),
        "the guest's link closes"
    );
    let guest_held = held(&pair.guest).expect("the guest holds the game");
    assert!(
        guest_held.starts_with("The link to the host is lost."),
        "the guest says its link is lost: {guest_held}"
    );
    assert!(held(&pair.host).is_some(), "the host holds the game");
    assert_eq!(commands_on(&pair.guest), at);
    relay.set(LinkFaults::default());
    assert!(
        pair.run_until(3000, |pair| held(&pair.host).is_none()
            && held(&pair.guest).is_none()),
        "the guest joins again by itself: {:?} / {:?}",
        held(&pair.host),
        held(&pair.guest)
    );
    assert!(guest_connected(&pair));
    assert!(
        pair.run_until(200, |pair| commands_on(&pair.guest) == at + missed),
        "the guest catches up the commands it missed: {} of {}",
        commands_on(&pair.guest),
        at + missed
    );
    assert_eq!(pair.logs().0, pair.logs().1, "the same log on both");
    let state = |app: &App| {
        format!(
            "{:?}",
            app.world().resource::<Session<SkirmishTurns>>().state
        )
    };
    assert_eq!(
        state(&pair.host),
        state(&pair.guest),
        "the same game on both"
    );
    play(&mut pair, 4);
    assert_eq!(pair.logs().0, pair.logs().1);
    pair.leave();
}

#[test]
fn the_round_trip_and_the_bell_over_a_poor_link_are_measured() {
    let (mut pair, relay) = through_relay("net-poor", 3);
    relay.set(LinkFaults {
        cut: false,
        delay: Duration::from_millis(40),
        loss: 0.05,
    });
    play(&mut pair, 100);
    let mut trips = pair
        .guest
        .world()
        .resource::<LinkStats>()
        .round_trips
        .clone();
    assert!(
        trips.len() >= 10,
        "the guest's commands were timed: {}",
        trips.len()
    );
    trips.sort_by(f64::total_cmp);
    let mean = trips.iter().sum::<f64>() / trips.len() as f64;
    let p95 = trips[(trips.len() * 95).div_ceil(100) - 1];
    println!(
        "command round trip over 40 ms each way and 5% loss: mean {:.0} ms, 95th percentile {:.0} ms ({} commands)",
        mean * 1000.0,
        p95 * 1000.0,
        trips.len()
    );
    assert!(mean >= 0.08, "two crossings of 40 ms at least: {mean}");
    assert!(p95 < 2.0, "the round trip stays short: {p95}");
    assert_eq!(pair.logs().0, pair.logs().1);
    pair.leave();
}

#[test]
fn the_decoder_takes_random_bytes_and_mangled_messages_without_a_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(24);
    let mut samples: Vec<Vec<u8>> = Vec::new();
    for message in [
        ToHost::Hello {
            version: "0.1.0".into(),
            name: "club laptop".into(),
            token: 9,
            holding: None,
            watch: false,
        },
        ToHost::Command {
            seat: 1,
            command: "EndTurn".into(),
        },
    ] {
        let mut bytes = Vec::new();
        encode(&message, &mut bytes).expect("encodes");
        assert_eq!(
            decode::<ToHost>(&bytes),
            Ok(message),
            "a message reads back"
        );
        samples.push(bytes);
    }
    let mut bytes = Vec::new();
    encode(
        &ToGuest::Log {
            from: 3,
            commands: vec!["Move".into(); 4],
        },
        &mut bytes,
    )
    .expect("encodes");
    samples.push(bytes);
    let mut refused = 0;
    for round in 0..20_000 {
        let bytes: Vec<u8> = if round % 2 == 0 {
            let len = rng.random_range(0..200);
            (0..len).map(|_| rng.random()).collect()
        } else {
            let mut mangled = samples[round % samples.len()].clone();
            for _ in 0..rng.random_range(1..4) {
                let at = rng.random_range(0..mangled.len());
                mangled[at] = rng.random();
            }
            mangled
        };
        refused += usize::from(decode::<ToHost>(&bytes).is_err());
        refused += usize::from(decode::<ToGuest>(&bytes).is_err());
        refused += usize::from(decode::<LiveToHost>(&bytes).is_err());
        refused += usize::from(decode::<LiveToGuest>(&bytes).is_err());
    }
    assert!(refused > 20_000, "most random bytes are refused: {refused}");
    // A length that promises more than the message holds is refused, not allocated.
    assert!(matches!(
        decode::<ToGuest>(&[3, 0xff, 0xff, 0xff, 0xff, 0x0f]),
        Err(muster::app::core::network::wire::WireError::Malformed(_))
    ));
}

#[test]
fn the_bell_over_a_slow_link_rings_on_both_machines_and_how_far_apart_is_measured() {
    use muster::app::games::free_move::countdown::Countdown;
    use muster::app::games::free_move::network::network_play::BellsRung;

    let mut relay = None;
    let mut pair = Pair::join(
        "net-slow-bell",
        &scenario("free_move", "practice_skirmish.ron"),
        |host| {
            let started = Relay::start(host, 5);
            let address = started.address;
            relay = Some(started);
            Some(address)
        },
    );
    let relay = relay.expect("the relay started");
    pair.start();
    relay.set(LinkFaults {
        cut: false,
        delay: Duration::from_millis(40),
        loss: 0.05,
    });
    pair.both_ready(200);
    assert!(
        pair.run_until(500, |pair| pair
            .guest
            .world()
            .resource::<Countdown>()
            .running),
        "the clock runs on the guest"
    );
    // Real time between frames, so the relay's delay is what it is on a real link.
    assert!(pair.run_until(5000, |pair| {
        std::thread::sleep(Duration::from_millis(1));
        pair.guest.world().resource::<BellsRung>().0.len() == 1
    }));
    let host_bell = pair.host.world().resource::<BellsRung>().0[0];
    let guest_bell = pair.guest.world().resource::<BellsRung>().0[0];
    let apart = guest_bell
        .saturating_duration_since(host_bell)
        .as_secs_f64()
        * 1000.0;
    println!("the bell rang {apart:.0} ms apart over 40 ms each way and 5% loss");
    // The figure is the measurements page's; the test holds only that the bell follows the host's by
    // the link, not by anything slower (a loose bound: a loaded CI machine is slow).
    assert!(
        guest_bell >= host_bell && apart < 1000.0,
        "the guest's bell follows the host's: {apart:.0} ms"
    );
    pair.leave();
}
