//! Watchers and seats changing hands during a game. A watcher is a guest that holds no
//! seat: it joins at any time (in the lobby, or mid-game, caught up from the whole log as a
//! guest coming back is) and follows the game; the host refuses it everything but taking a
//! seat (`host.rs`). During the game the seats may change hands:
//!
//! * a watcher or a guest takes an **open** seat, or one whose guest's link is lost (the
//!   club's laptop died: someone else sits down; the hold lifts once every seat's holder is
//!   connected);
//! * a guest leaves its seats (they open) and watches on;
//! * the host hands any seat over in its seats panel: a guest's or its own to Open, a
//!   computer's to Open (a person may take it) and back to the computer.
//!
//! The host's [`Lobby`] is the seats' one authority: once the game is under way, every
//! change is copied into [`NetGame::holders`] on the host and sent to every machine as
//! [`ToGuest::Holders`]; each machine's game follows (`session::network_play`: the
//! computer stops or starts playing the seat). A game that hides something sends the
//! watchers the view the host chose ([`WatchersSee`]).

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use muster_text::t;

use super::host::{Guest, Lobby, every_holder_connected};
use super::wire::ToGuest;
use super::{Holder, LinkHold, NetGame, NetRole, SendWatchersView};

/// What watchers of a game that hides something are sent (the host's lobby choice).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum WatchersSee {
    /// Neither side's concealed units: the fair view for a room where both players sit.
    #[default]
    Neither,
    /// One side's own view (a coach beside that side's player).
    Side(usize),
}

impl Lobby {
    /// The machine `token` takes `seat`: an open one, one it holds, or one whose guest's
    /// link is lost; it plays from now on (a watcher no longer watches). Otherwise, why not.
    pub fn take_seat(&mut self, token: u64, seat: usize) -> Result<(), String> {
        let Some(line) = self.seats.get(seat) else {
            return Err(t!("watch-no-such-seat", seat = seat + 1));
        };
        let free = match line.holder {
            Holder::Open => true,
            Holder::Guest(holder) if holder == token => true,
            Holder::Guest(holder) => !self
                .people
                .iter()
                .any(|person| person.token == holder && person.connected),
            Holder::Host | Holder::Computer(_) => false,
        };
        if !free {
            return Err(t!("watch-seat-not-open", seat = line.name.as_str()));
        }
        let started = self.started.is_some();
        self.seats[seat].holder = Holder::Guest(token);
        if let Some(person) = self.people.iter_mut().find(|person| person.token == token) {
            person.watching = false;
            // Mid-game there is nothing to be ready for; in the lobby it says Ready itself.
            person.ready |= started;
        }
        Ok(())
    }

    /// The machine `token` leaves every seat it holds (they open) and watches on.
    pub fn leave_seats(&mut self, token: u64) {
        for seat in &mut self.seats {
            if seat.holder == Holder::Guest(token) {
                seat.holder = Holder::Open;
            }
        }
        if let Some(person) = self.people.iter_mut().find(|person| person.token == token) {
            person.watching = true;
            person.ready = false;
        }
    }

    /// The watchers' flags as the seats now stand: a machine holding a seat plays; once
    /// the game is under way, one holding none watches. Whether any flag changed.
    fn settle_watchers(&mut self) -> bool {
        let mut changed = false;
        for index in 0..self.people.len() {
            let token = self.people[index].token;
            if token == 0 {
                continue;
            }
            let watching = self.is_watcher(token);
            if self.people[index].watching != watching {
                self.people[index].watching = watching;
                changed = true;
            }
        }
        changed
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WatchersSee>().add_systems(
        Update,
        (
            (settle_seats, send_watchers_views).run_if(resource_exists::<Lobby>),
            follow_holders.run_if(super::is_guest),
        ),
    );
}

/// On the host: the lobby's seats, once changed, are the game's. The watchers' flags are
/// settled; during the game the new holders go to every machine (and into the start a
/// guest coming back is sent), and a hold for a seat now held by a connected machine lifts.
fn settle_seats(
    mut lobby: ResMut<Lobby>,
    game: Option<ResMut<NetGame>>,
    mut hold: ResMut<LinkHold>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    if !lobby.is_changed() {
        return;
    }
    if lobby.bypass_change_detection().settle_watchers() {
        lobby.set_changed();
    }
    let Some(mut game) = game else {
        return;
    };
    let holders: Vec<Holder> = lobby.seats.iter().map(|seat| seat.holder).collect();
    if game.holders == holders {
        return;
    }
    info!("the seats changed hands: {holders:?}");
    game.holders = holders.clone();
    if let Some(start) = lobby.bypass_change_detection().started.as_mut() {
        start.holders = holders.clone();
    }
    to_guests.write(ToClients {
        targets: SendTargets::CLIENTS_ONLY,
        message: ToGuest::Holders(holders),
    });
    if hold.0.is_some() && every_holder_connected(&lobby) {
        hold.0 = None;
        to_guests.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: ToGuest::Hold(None),
        });
    }
}

/// On the host: the watchers' view of a game that hides something goes to every connected
/// machine that holds no seat.
fn send_watchers_views(
    mut views: MessageReader<SendWatchersView>,
    lobby: Res<Lobby>,
    guests: Query<(Entity, &Guest)>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    for view in views.read() {
        for (entity, guest) in &guests {
            if lobby.is_watcher(guest.token) {
                to_guests.write(ToClients {
                    targets: SendTargets::Single(entity.into()),
                    message: ToGuest::View {
                        commands: view.commands,
                        state: view.state.clone(),
                        lines: view.lines.clone(),
                        rules: view.rules.clone(),
                    },
                });
            }
        }
    }
}

/// On a guest or a watcher: the game's seats follow the host's new holders.
fn follow_holders(
    mut received: MessageReader<ToGuest>,
    role: Res<NetRole>,
    game: Option<ResMut<NetGame>>,
) {
    let Some(mut game) = game else {
        received.clear();
        return;
    };
    for message in received.read() {
        if let ToGuest::Holders(holders) = message
            && game.holders != *holders
        {
            game.holders = holders.clone();
            if let NetRole::Guest { token, .. } = *role {
                debug!("the seats changed hands; this machine ({token}) now holds {holders:?}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::network::PersonLine;
    use crate::rules::ladder::Level;

    /// City Race's lobby: the host at seat 0, seat 1 open; a guest (3, seated) and a watcher
    /// (7) connected.
    fn lobby() -> Lobby {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("scenarios/skirmish/02_city_race.ron");
        let scenario = crate::scenario::load(&path).expect("City Race loads");
        let mut lobby = Lobby::new(path, scenario);
        for (token, watching) in [(3, false), (7, true)] {
            lobby.people.push(PersonLine {
                token,
                name: format!("machine {token}"),
                ready: false,
                connected: true,
                watching,
            });
        }
        lobby
    }

    #[test]
    fn a_watcher_takes_an_open_seat_and_plays_from_then_on() {
        let mut lobby = lobby();
        assert!(lobby.is_watcher(7));
        assert_eq!(lobby.take_seat(7, 1), Ok(()));
        assert_eq!(lobby.seats[1].holder, Holder::Guest(7));
        assert!(!lobby.is_watcher(7), "it plays now");
    }

    #[test]
    fn a_seat_the_host_a_connected_guest_or_the_computer_holds_is_not_taken() {
        let mut lobby = lobby();
        assert!(lobby.take_seat(7, 0).is_err(), "the host's");
        lobby.seats[1].holder = Holder::Guest(3);
        assert!(lobby.take_seat(7, 1).is_err(), "a connected guest's");
        lobby.seats[1].holder = Holder::Computer(Level::Recruit);
        assert!(lobby.take_seat(7, 1).is_err(), "the computer's");
        assert!(lobby.take_seat(7, 9).is_err(), "no such seat");
        assert!(lobby.is_watcher(7), "still watching");
    }

    #[test]
    fn a_seat_whose_guests_link_is_lost_may_be_taken() {
        let mut lobby = lobby();
        lobby.seats[1].holder = Holder::Guest(3);
        lobby.people[1].connected = false;
        assert_eq!(lobby.take_seat(7, 1), Ok(()));
        assert_eq!(lobby.seats[1].holder, Holder::Guest(7));
    }

    #[test]
    fn a_guest_that_leaves_its_seats_watches_and_the_seat_opens() {
        let mut lobby = lobby();
        lobby.seats[1].holder = Holder::Guest(3);
        assert!(!lobby.is_watcher(3));
        lobby.leave_seats(3);
        assert_eq!(lobby.seats[1].holder, Holder::Open);
        assert!(lobby.is_watcher(3));
    }
}
