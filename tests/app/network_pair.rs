//! Two headless apps joined over 127.0.0.1, a host and a guest (optionally through the UDP
//! relay), driven frame by frame in turn: what the network tests share.

use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::core::network::guest::GuestLobby;
use muster::app::core::network::host::{Lobby, StartNetGame};
use muster::app::core::network::wire::{OwnVersion, ToHost, VERSION};
use muster::app::core::network::{Holder, NetAction, NetGame, NetLog, NetRole};
use muster::app::headless::headless_app;
use muster::app::session::{Session, SessionCommand, TurnGame};

use super::support::scratch;

/// A host and a guest of one game.
pub struct Pair {
    pub host: App,
    pub guest: App,
}

impl Pair {
    /// Host `scenario`, then join it from a guest, straight or through `via` (a relay's
    /// address, made from the host's address).
    pub fn join(
        name: &str,
        scenario: &Path,
        via: impl FnOnce(SocketAddr) -> Option<SocketAddr>,
    ) -> Pair {
        Pair::join_with(name, scenario, via, |_| {})
    }

    /// As [`Pair::join`], each machine's app first given `setup` (a ruleset of a test's own
    /// taken in through the door).
    pub fn join_with(
        name: &str,
        scenario: &Path,
        via: impl FnOnce(SocketAddr) -> Option<SocketAddr>,
        setup: fn(&mut App),
    ) -> Pair {
        let mut pair = Pair::connect_with(name, scenario, via, VERSION, setup);
        assert!(
            pair.run_until(600, |pair| pair
                .guest
                .world()
                .contains_resource::<GuestLobby>()),
            "the guest reaches the lobby"
        );
        pair
    }

    /// A host and a guest that says it is `version`, connecting (not waited for).
    pub fn connect(
        name: &str,
        scenario: &Path,
        via: impl FnOnce(SocketAddr) -> Option<SocketAddr>,
        version: &str,
    ) -> Pair {
        Pair::connect_with(name, scenario, via, version, |_| {})
    }

    /// As [`Pair::join`], the guest going by `guest_name` (what its first Hello says).
    pub fn join_as(name: &str, scenario: &Path, guest_name: &str) -> Pair {
        let mut pair =
            Pair::connect_as(name, scenario, |_| None, VERSION, |_| {}, guest_name.into());
        assert!(
            pair.run_until(600, |pair| pair
                .guest
                .world()
                .contains_resource::<GuestLobby>()),
            "the guest reaches the lobby"
        );
        pair
    }

    /// As [`Pair::connect`], each app first given `setup`.
    pub fn connect_with(
        name: &str,
        scenario: &Path,
        via: impl FnOnce(SocketAddr) -> Option<SocketAddr>,
        version: &str,
        setup: fn(&mut App),
    ) -> Pair {
        Pair::connect_as(name, scenario, via, version, setup, "guest laptop".into())
    }

    fn connect_as(
        name: &str,
        scenario: &Path,
        via: impl FnOnce(SocketAddr) -> Option<SocketAddr>,
        version: &str,
        setup: fn(&mut App),
        guest_name: String,
    ) -> Pair {
        let dir = scratch(name);
        let mut host = headless_app(
            &dir.join("host"),
            Launch::host(scenario, 0).expect("the scenario loads"),
        );
        setup(&mut host);
        // As `App::run` does: the networking plugins size their channels here.
        host.finish();
        host.cleanup();
        host.update();
        host.update();
        let Some(NetRole::Host { port }) = host.world().get_resource::<NetRole>().cloned() else {
            panic!("the host is hosting");
        };
        let host_address = SocketAddr::from(([127, 0, 0, 1], port));
        let target = via(host_address).unwrap_or(host_address);
        let mut guest = headless_app(
            &dir.join("guest"),
            Launch::join(&target.to_string(), Some(guest_name)),
        );
        setup(&mut guest);
        guest.insert_resource(OwnVersion(version.into()));
        guest.finish();
        guest.cleanup();
        Pair { host, guest }
    }

    /// One frame of each, host first, with a breath between (the sockets are real).
    pub fn frame(&mut self) {
        self.host.update();
        self.guest.update();
        std::thread::sleep(Duration::from_millis(1));
    }

    /// Frames until `done` (at most `limit`); whether it came.
    pub fn run_until(&mut self, limit: usize, mut done: impl FnMut(&mut Pair) -> bool) -> bool {
        for _ in 0..limit {
            if done(self) {
                return true;
            }
            self.frame();
        }
        done(self)
    }

    /// The guest says Ready, the host starts; both open the game.
    pub fn start(&mut self) {
        self.guest.world_mut().write_message(ToHost::Ready(true));
        assert!(
            self.run_until(300, |pair| {
                pair.host
                    .world()
                    .get_resource::<Lobby>()
                    .is_some_and(|lobby| lobby.not_ready().is_none())
            }),
            "the lobby is ready: {:?}",
            self.host
                .world()
                .get_resource::<Lobby>()
                .and_then(Lobby::not_ready)
        );
        self.host.world_mut().write_message(StartNetGame);
        assert!(
            self.run_until(300, |pair| {
                pair.host.world().contains_resource::<NetGame>()
                    && pair.guest.world().contains_resource::<NetGame>()
            }),
            "both machines open the game"
        );
        for _ in 0..4 {
            self.frame();
        }
    }

    /// A Free Move battle: each machine says Ready for its own side (the host Rome, the guest
    /// the Gauls), once for the deployment and once for the timed move, with `frames` between.
    pub fn both_ready(&mut self, frames: usize) {
        use muster::app::games::free_move::SideReady;
        use muster::rules::free_move::Side;
        for _ in 0..2 {
            self.host
                .world_mut()
                .write_message(SideReady(Side::from_index(0)));
            self.guest
                .world_mut()
                .write_message(SideReady(Side::from_index(1)));
            self.run_until(frames, |_| false);
        }
    }

    /// The machine holding the seat to act (by the lobby's holders) plays its computer's
    /// usual command for it; whether there was one to play.
    pub fn play_one<G: TurnGame>(&mut self) -> bool {
        let Some(seat) = G::acting_seat(&self.host.world().resource::<Session<G>>().state) else {
            return false;
        };
        let holder = self.host.world().resource::<NetGame>().holders[seat];
        let app = match holder {
            Holder::Guest(_) => &mut self.guest,
            _ => &mut self.host,
        };
        let Some(command) = app
            .world_mut()
            .resource_mut::<Session<G>>()
            .computer_command()
        else {
            return false;
        };
        app.world_mut()
            .write_message(SessionCommand::<G>::new(command));
        true
    }

    /// Both machines' logs (the host's and the guest's copy).
    pub fn logs(&self) -> (Vec<String>, Vec<String>) {
        (
            self.host.world().resource::<NetLog>().0.clone(),
            self.guest.world().resource::<NetLog>().0.clone(),
        )
    }

    /// Leave on both, closing the sockets.
    pub fn leave(&mut self) {
        self.guest.world_mut().write_message(NetAction::Leave);
        self.host.world_mut().write_message(NetAction::Leave);
        self.frame();
        self.frame();
    }
}
