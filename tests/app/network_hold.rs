//! A held game across two machines, through the UDP relay's cut: commands are refused on
//! both machines with the hold's reason (and play again once it lifts), Free Move's
//! countdown stops on both from the first missing pulse, and Reconnect now shows its try
//! and how it went.

use bevy::prelude::*;
use muster::app::core::network::guest::ReconnectNow;
use muster::app::core::network::pulse::OVERDUE_SECONDS;
use muster::app::core::network::reconnect::{ReconnectTry, TryOutcome};
use muster::app::core::ui::notices::Notices;
use muster::app::games::free_move::countdown::Countdown;
use muster::app::games::skirmish::SkirmishTurns;
use muster::app::headless::HEADLESS_FRAME;
use muster::app::session::{Session, SessionCommand};

use super::network_faults::{commands_on, guest_connected, held, play, through_relay};
use super::network_pair::Pair;
use super::support::scenario;
use super::udp_relay::{LinkFaults, Relay};

const CUT: LinkFaults = LinkFaults {
    cut: true,
    delay: std::time::Duration::ZERO,
    loss: 0.0,
};

fn notices(app: &App) -> Vec<String> {
    app.world()
        .resource::<Notices>()
        .all()
        .iter()
        .map(|notice| notice.text.clone())
        .collect()
}

#[test]
fn a_held_game_refuses_commands_on_both_machines_with_the_reason_and_plays_once_it_lifts() {
    let (mut pair, relay) = through_relay("net-held-refuses", 11);
    let at = commands_on(&pair.host);
    relay.set(CUT);
    assert!(
        pair.run_until(400, |pair| held(&pair.host).is_some()
            && held(&pair.guest).is_some()),
        "both machines hold the game"
    );
    let (host_why, guest_why) = (held(&pair.host).unwrap(), held(&pair.guest).unwrap());
    // The host's own click (its seat is to act at the start), and the same asked on the
    // guest (refused before it is sent).
    let command = pair
        .host
        .world_mut()
        .resource_mut::<Session<SkirmishTurns>>()
        .computer_command()
        .expect("a command to play");
    pair.host
        .world_mut()
        .write_message(SessionCommand::<SkirmishTurns>::new(command.clone()));
    pair.guest
        .world_mut()
        .write_message(SessionCommand::<SkirmishTurns>::new(command));
    pair.run_until(3, |_| false);
    assert_eq!(commands_on(&pair.host), at, "nothing played on the host");
    assert!(
        notices(&pair.host).contains(&format!("Not played: {host_why}")),
        "the host says why: {:?}",
        notices(&pair.host)
    );
    assert!(
        notices(&pair.guest).contains(&format!("Not played: {guest_why}")),
        "the guest says why: {:?}",
        notices(&pair.guest)
    );
    assert!(host_why.contains("No word from guest laptop"), "{host_why}");
    assert!(guest_why.contains("No word from the host"), "{guest_why}");
    // The twin: the hold lifts and the same click plays, on both.
    relay.set(LinkFaults::default());
    assert!(
        pair.run_until(400, |pair| held(&pair.host).is_none()
            && held(&pair.guest).is_none()),
        "the hold lifts"
    );
    play(&mut pair, 2);
    assert_eq!(commands_on(&pair.host), at + 2);
    assert_eq!(pair.logs().0, pair.logs().1);
    pair.leave();
}

#[test]
fn free_moves_countdown_stops_on_both_machines_within_a_pulse_of_the_cut() {
    let mut relay = None;
    let mut pair = Pair::join(
        "net-countdown-cut",
        &scenario("free_move", "practice_skirmish.ron"),
        |host| {
            let started = Relay::start(host, 12);
            let address = started.address;
            relay = Some(started);
            Some(address)
        },
    );
    let relay: Relay = relay.expect("the relay started");
    pair.start();
    pair.both_ready(200);
    let remaining = |app: &App| app.world().resource::<Countdown>().remaining;
    assert!(
        pair.run_until(500, |pair| pair
            .guest
            .world()
            .resource::<Countdown>()
            .running),
        "the clock runs on both"
    );
    pair.run_until(10, |_| false);
    let (host_at_cut, guest_at_cut) = (remaining(&pair.host), remaining(&pair.guest));
    relay.set(CUT);
    assert!(
        pair.run_until(400, |pair| held(&pair.host).is_some()
            && held(&pair.guest).is_some()),
        "both machines hold the game"
    );
    pair.run_until(10, |_| false);
    // A pulse overdue, plus the frame that notices it: no more.
    let most = OVERDUE_SECONDS + HEADLESS_FRAME.as_secs_f32() + 1e-3;
    let host_lost = host_at_cut - remaining(&pair.host);
    let guest_lost = guest_at_cut - remaining(&pair.guest);
    assert!(
        host_lost <= most,
        "the host's countdown ran {host_lost:.2} s into the cut (at most {most:.2})"
    );
    assert!(
        guest_lost <= most,
        "the guest's countdown ran {guest_lost:.2} s into the cut (at most {most:.2})"
    );
    // The twin: once the link is back the clock runs again.
    relay.set(LinkFaults::default());
    assert!(
        pair.run_until(400, |pair| held(&pair.host).is_none()
            && held(&pair.guest).is_none()),
        "the hold lifts"
    );
    let before = remaining(&pair.host);
    pair.run_until(20, |_| false);
    assert!(remaining(&pair.host) < before, "the countdown runs again");
    pair.leave();
}

#[test]
fn reconnect_now_shows_its_try_then_no_answer_then_back() {
    let (mut pair, relay) = through_relay("net-reconnect-now", 13);
    relay.set(CUT);
    assert!(
        pair.run_until(3000, |pair| !guest_connected(pair)),
        "the guest's link closes"
    );
    pair.guest.world_mut().write_message(ReconnectNow);
    pair.frame();
    let attempt = |pair: &Pair| *pair.guest.world().resource::<ReconnectTry>();
    let now = |pair: &Pair| pair.guest.world().resource::<Time<Real>>().elapsed();
    assert_eq!(attempt(&pair).outcome, TryOutcome::Trying);
    assert!(
        attempt(&pair)
            .words(now(&pair))
            .starts_with("Trying 127.0.0.1:"),
        "{}",
        attempt(&pair).words(now(&pair))
    );
    assert!(
        pair.run_until(100, |pair| attempt(pair).outcome == TryOutcome::NoAnswer),
        "no answer through the cut"
    );
    let words = attempt(&pair).words(now(&pair));
    assert!(
        words.starts_with("Still no answer from 127.0.0.1:") && words.ends_with(" s ago)."),
        "{words}"
    );
    relay.set(LinkFaults::default());
    pair.guest.world_mut().write_message(ReconnectNow);
    assert!(
        pair.run_until(300, |pair| attempt(pair).outcome == TryOutcome::Back),
        "back once the link is"
    );
    assert!(
        notices(&pair.guest)
            .iter()
            .any(|notice| notice.starts_with("Back: 127.0.0.1:") && notice.ends_with("answered.")),
        "{:?}",
        notices(&pair.guest)
    );
    assert!(pair.run_until(300, |pair| held(&pair.guest).is_none()));
    pair.leave();
}
