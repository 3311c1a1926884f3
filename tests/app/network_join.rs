//! Joining is bounded: a join to a port where nothing listens stops after the wait (a
//! setting, shortened here) and says that nothing answered and what to check; Try again
//! starts a fresh join; a host that answers is joined within the same wait.

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};

use bevy::prelude::*;
use bevy_replicon_renet::RenetClient;
use muster::app::core::launch::Launch;
use muster::app::core::network::guest::GuestLobby;
use muster::app::core::network::join_wait::{JoinGaveUp, JoinWait, nothing_answered};
use muster::app::core::network::wire::VERSION;
use muster::app::core::network::{LinkHold, NetAction};
use muster::app::headless::headless_app;

use super::network_pair::Pair;
use super::support::{scenario, scratch};

const SHORT_WAIT: JoinWait = JoinWait { seconds: 3.0 };

/// A port of 127.0.0.1 where nothing listens (bound a moment, then let go).
fn closed_port() -> SocketAddr {
    let socket = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a free port");
    socket.local_addr().expect("its address")
}

#[test]
fn joining_a_port_where_nothing_listens_stops_after_the_wait_and_says_what_to_check() {
    let address = closed_port();
    let mut guest = headless_app(
        &scratch("net-join-closed"),
        Launch::join(&address.to_string(), Some("guest laptop".into())),
    );
    guest.insert_resource(SHORT_WAIT);
    guest.finish();
    guest.cleanup();
    for _ in 0..20 {
        guest.update();
    }
    assert!(
        guest.world().get_resource::<JoinGaveUp>().is_none(),
        "still waiting after 2 s of a 3 s wait"
    );
    for _ in 0..20 {
        guest.update();
    }
    let said = guest.world().resource::<LinkHold>().0.clone();
    assert_eq!(said, Some(nothing_answered(address, 3.0)));
    let said = said.unwrap_or_default();
    assert!(
        said.starts_with(&format!("Nothing answered at {address} in 3 s."))
            && said.contains(&format!("UDP port {} in", address.port())),
        "{said}"
    );
    assert!(
        guest.world().get_resource::<RenetClient>().is_none(),
        "the join stopped"
    );
    let gave_up = guest.world().resource::<JoinGaveUp>().clone();
    assert_eq!(gave_up.address, address);
    // Try again: a fresh join, waiting again.
    guest.world_mut().write_message(NetAction::Join {
        address: gave_up.address.to_string(),
        name: Some(gave_up.name),
    });
    guest.update();
    guest.update();
    assert!(guest.world().get_resource::<JoinGaveUp>().is_none());
    assert!(
        guest.world().get_resource::<RenetClient>().is_some(),
        "joining again"
    );
    assert_eq!(
        guest.world().resource::<LinkHold>().0,
        Some(format!("Joining {address}…"))
    );
}

#[test]
fn joining_a_host_that_answers_reaches_the_lobby_within_the_same_wait() {
    let mut pair = Pair::connect_with(
        "net-join-answered",
        &scenario("skirmish", "02_city_race.ron"),
        |_| None,
        VERSION,
        |app| {
            app.insert_resource(SHORT_WAIT);
        },
    );
    assert!(
        pair.run_until(25, |pair| pair
            .guest
            .world()
            .contains_resource::<GuestLobby>()),
        "the guest reaches the lobby"
    );
    pair.run_until(40, |_| false);
    assert!(pair.guest.world().get_resource::<JoinGaveUp>().is_none());
    assert_eq!(pair.guest.world().resource::<LinkHold>().0, None);
    pair.leave();
}

#[test]
fn a_bad_address_is_refused_by_its_own_words_before_any_join() {
    for (typed, said) in [
        (
            "999.1.2.3",
            "999.1.2.3 is not an address: four numbers from 0 to 255 with dots between, such as 192.168.1.20.",
        ),
        (
            "127.0.0.1:70000",
            "\"70000\" is not a port: after the colon comes a number from 1 to 65535 (the host's lobby shows it; 5757 when none is given).",
        ),
    ] {
        let mut guest = headless_app(
            &scratch("net-join-bad-address"),
            Launch::join(typed, Some("guest laptop".into())),
        );
        guest.finish();
        guest.cleanup();
        guest.update();
        guest.update();
        let notices: Vec<String> = guest
            .world()
            .resource::<muster::app::core::ui::notices::Notices>()
            .all()
            .iter()
            .map(|notice| notice.text.clone())
            .collect();
        assert!(notices.contains(&said.to_string()), "{typed}: {notices:?}");
        assert!(guest.world().get_resource::<RenetClient>().is_none());
    }
}
