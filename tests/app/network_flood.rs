//! A flood of garbage datagrams at the host's port: each is counted, and the log has at
//! most one line a second about them (renetcode's own line for each is left out).

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};

use bevy::log::LogPlugin;
use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::network::NetRole;
use muster::app::core::network::bad_datagrams::{DroppedLines, counting_layer, fmt_layer, tally};
use muster::app::headless::{HEADLESS_FRAME, headless_app};

use super::support::{scenario, scratch};

/// renetcode's reason for a datagram shorter than any of its packets.
const TOO_SMALL: &str = "packet is too small";

fn too_small_so_far() -> u64 {
    tally().by_reason.get(TOO_SMALL).copied().unwrap_or(0)
}

#[test]
fn a_flood_of_bad_datagrams_is_counted_and_logged_at_most_once_a_second() {
    let mut host = headless_app(
        &scratch("net-flood"),
        Launch::host(&scenario("skirmish", "02_city_race.ron"), 0).expect("the scenario loads"),
    );
    // The log as the game has it: the counting layer, and the formatter without renetcode's
    // line for each datagram.
    host.add_plugins(LogPlugin {
        custom_layer: counting_layer,
        fmt_layer,
        ..default()
    });
    host.finish();
    host.cleanup();
    host.update();
    host.update();
    let Some(NetRole::Host { port }) = host.world().get_resource::<NetRole>().cloned() else {
        panic!("the host is hosting");
    };
    let before = too_small_so_far();
    let flood = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a UDP port to flood from");
    let target = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let (packets, frames) = (2_600, 26);
    // A hundred a frame: no more than the system's receive buffer holds between two.
    let mut frames_run = 0;
    for _ in 0..frames {
        for _ in 0..packets / frames {
            flood.send_to(b"garbage!", target).expect("sent");
        }
        host.update();
        frames_run += 1;
    }
    for _ in 0..12 {
        host.update();
        frames_run += 1;
    }
    let counted = too_small_so_far() - before;
    assert_eq!(counted, packets as u64, "every bad datagram is counted");
    let seconds = frames_run as f32 * HEADLESS_FRAME.as_secs_f32();
    let lines = host.world().resource::<DroppedLines>().written;
    assert!(lines >= 1, "the flood is said");
    assert!(
        lines <= seconds.ceil() as u64 + 1,
        "{lines} lines in {seconds} s: at most one a second"
    );
}
