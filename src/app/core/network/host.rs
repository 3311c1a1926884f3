//! The host: opens its port, keeps the lobby (each seat and who holds it, who is ready),
//! greets each guest (refusing another version by name), starts the same game on every
//! machine, and lets a guest's command through only for a seat that guest holds. A watcher
//! (a guest that came to watch, or holds no seat once the game is under way) is let in at
//! any time and refused everything but taking an open seat (`watch.rs`).

use muster_text::t;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::wire::{GameStart, Holding, ToGuest, ToHost, VERSION};
use super::{
    GameWord, GuestJoined, Holder, LinkHold, LobbyView, NetAction, NetGame, NetLog, NetRole,
    PersonLine, RejectCommand, RemoteCommand, SeatLine, SendGameWord,
};
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::third_party::replicon;
use crate::app::core::ui::notices::Notices;
use crate::scenario::Scenario;

/// The host's lobby: the scenario, its seats, the machines and whether each is ready.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Lobby {
    pub path: PathBuf,
    pub scenario: Scenario,
    pub seats: Vec<SeatLine>,
    /// The host first (token 0), then each guest in the order it came.
    pub people: Vec<PersonLine>,
    /// The game under way, once started.
    pub started: Option<GameStart>,
    /// What guests type to join (`muster join <address>`), found once when hosting starts.
    pub address: String,
}

impl Lobby {
    /// A lobby for `scenario`: the first seat the host's, every other open for a guest.
    pub fn new(path: PathBuf, scenario: Scenario) -> Self {
        let seats = scenario
            .seat_names()
            .into_iter()
            .enumerate()
            .map(|(seat, name)| SeatLine {
                name,
                holder: if seat == 0 {
                    Holder::Host
                } else {
                    Holder::Open
                },
            })
            .collect();
        Lobby {
            path,
            scenario,
            seats,
            people: vec![PersonLine {
                token: 0,
                name: t!("app-host-name"),
                ready: true,
                connected: true,
                watching: false,
            }],
            started: None,
            address: String::new(),
        }
    }

    /// The lobby as the guests see it.
    pub fn view(&self) -> LobbyView {
        LobbyView {
            scenario: self.scenario.name().to_string(),
            seats: self.seats.clone(),
            people: self.people.clone(),
            started: self.started.is_some(),
        }
    }

    /// The name of the machine with `token`.
    pub fn name_of(&self, token: u64) -> String {
        self.people
            .iter()
            .find(|person| person.token == token)
            .map_or_else(
                || t!("app-guest-token", token = token.to_string()),
                |person| person.name.clone(),
            )
    }

    /// Why the game cannot start yet, if it cannot.
    pub fn not_ready(&self) -> Option<String> {
        if let Some(seat) = self.seats.iter().find(|seat| seat.holder == Holder::Open) {
            return Some(t!("app-seat-has-no-player", seat = seat.name.as_str()));
        }
        for seat in &self.seats {
            if let Holder::Guest(token) = seat.holder {
                let person = self.people.iter().find(|person| person.token == token);
                match person {
                    Some(person) if !person.connected => {
                        return Some(t!("app-person-not-connected", name = person.name.as_str()));
                    }
                    Some(person) if !person.ready => {
                        return Some(t!("app-person-not-ready", name = person.name.as_str()));
                    }
                    None => return Some(t!("app-seat-has-no-player", seat = seat.name.as_str())),
                    Some(_) => {}
                }
            }
        }
        None
    }

    /// Whether the machine `token` watches: it came to watch and holds no seat, or the game
    /// is under way and it holds none. The host never watches.
    pub fn is_watcher(&self, token: u64) -> bool {
        if token == 0 {
            return false;
        }
        let holds = self
            .seats
            .iter()
            .any(|seat| seat.holder == Holder::Guest(token));
        let came_to_watch = self
            .people
            .iter()
            .any(|person| person.token == token && person.watching);
        !holds && (came_to_watch || self.started.is_some())
    }

    /// Give a guest with no seat the first open one.
    fn seat_newcomer(&mut self, token: u64) {
        if self
            .seats
            .iter()
            .any(|seat| seat.holder == Holder::Guest(token))
        {
            return;
        }
        if let Some(seat) = self
            .seats
            .iter_mut()
            .find(|seat| seat.holder == Holder::Open)
        {
            seat.holder = Holder::Guest(token);
        }
    }
}

/// A connected guest, once it has said who it is.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct Guest {
    pub token: u64,
}

/// A guest refused at the door: disconnected once the refusal has had time to arrive.
#[derive(Component, Debug, Clone)]
struct Refused(Timer);

/// The host starts the game (the lobby's Start button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartNetGame;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartNetGame>()
        .add_systems(PreUpdate, host_when_asked)
        .add_systems(
            Update,
            (
                greet_and_listen,
                send_lobby.run_if(resource_exists_and_changed::<Lobby>),
                start_game,
                reject_commands,
                send_views,
                send_words,
                drop_refused,
            )
                .chain()
                .run_if(resource_exists::<Lobby>),
        )
        .add_observer(guest_left);
}

fn host_when_asked(mut actions: MessageReader<NetAction>, mut commands: Commands) {
    for action in actions.read() {
        if let NetAction::Host {
            path,
            scenario,
            port,
        } = action
        {
            let (path, scenario, port) = (path.clone(), (**scenario).clone(), *port);
            commands.queue(
                move |world: &mut World| match replicon::start_hosting(world, port) {
                    Ok(bound) => {
                        info!("hosting {} on UDP port {bound}", scenario.name());
                        world.insert_resource(NetRole::Host { port: bound });
                        world.insert_resource(Lobby {
                            address: super::lobby_address::address_to_give(bound),
                            ..Lobby::new(path, scenario)
                        });
                        world.insert_resource(NetLog::default());
                        world.insert_resource(LinkHold::default());
                        world.resource_mut::<NextState<Menu>>().set(Menu::None);
                        // The lobby shows the address to give out; no notice over it.
                    }
                    Err(why) => world.resource_mut::<Notices>().push(why),
                },
            );
        }
    }
}

/// The guest entity of `token`, if connected.
pub(super) fn entity_of(guests: &Query<(Entity, &Guest)>, token: u64) -> Option<Entity> {
    guests
        .iter()
        .find(|(_, guest)| guest.token == token)
        .map(|(entity, _)| entity)
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn greet_and_listen(
    mut received: MessageReader<FromClient<ToHost>>,
    mut lobby: ResMut<Lobby>,
    log: Res<NetLog>,
    guests: Query<(Entity, &Guest)>,
    mut hold: ResMut<LinkHold>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
    mut remote: MessageWriter<RemoteCommand>,
    mut words: MessageWriter<GameWord>,
    mut disconnect: MessageWriter<DisconnectRequest>,
    mut joined: MessageWriter<GuestJoined>,
    mut commands: Commands,
) {
    for FromClient { client_id, message } in received.read() {
        let Some(entity) = client_id.entity() else {
            continue;
        };
        let token = guests.get(entity).ok().map(|(_, guest)| guest.token);
        match (message, token) {
            (
                ToHost::Hello {
                    version,
                    name,
                    token,
                    holding,
                    watch,
                },
                token_here,
            ) => {
                if token_here.is_some() {
                    warn!("a second Hello on the same link: dropped");
                    continue;
                }
                if version != VERSION {
                    warn!("refused a guest of version {version}");
                    to_guests.write(ToClients {
                        targets: SendTargets::Single(*client_id),
                        message: ToGuest::Refused(t!(
                            "app-host-refuses-version",
                            host = VERSION,
                            guest = version.as_str()
                        )),
                    });
                    commands
                        .entity(entity)
                        .insert(Refused(Timer::from_seconds(1.0, TimerMode::Once)));
                    continue;
                }
                if *token == 0 {
                    to_guests.write(ToClients {
                        targets: SendTargets::Single(*client_id),
                        message: ToGuest::Refused(t!("app-guest-number-zero")),
                    });
                    commands
                        .entity(entity)
                        .insert(Refused(Timer::from_seconds(1.0, TimerMode::Once)));
                    continue;
                }
                commands.entity(entity).insert(Guest { token: *token });
                // The same machine back (restarted, or on a new port) before its old link
                // timed out: the old link goes, the seats stay with the number.
                if let Some(stale) = entity_of(&guests, *token).filter(|known| *known != entity) {
                    commands.entity(stale).remove::<Guest>();
                    disconnect.write(DisconnectRequest { client: stale });
                }
                welcome(&mut lobby, *token, name, *watch);
                if lobby.started.is_none() && !lobby.is_watcher(*token) {
                    lobby.seat_newcomer(*token);
                }
                if lobby.is_watcher(*token) {
                    info!("{name} came to watch (token {token})");
                } else {
                    info!("{name} joined (token {token})");
                }
                to_guests.write(ToClients {
                    targets: SendTargets::Single(*client_id),
                    message: ToGuest::Lobby(lobby.view()),
                });
                if let Some(start) = &lobby.started {
                    joined.write(GuestJoined(*token));
                    let message = match holding {
                        // A game that hides: the guest holds views, not commands.
                        _ if start.hidden => ToGuest::Start(start.for_guests()),
                        Some(Holding { game, commands })
                            if *game == start.game && *commands <= log.0.len() =>
                        {
                            ToGuest::Log {
                                from: *commands,
                                commands: log.0[*commands..].to_vec(),
                            }
                        }
                        _ => ToGuest::Start(GameStart {
                            log: log.0.clone(),
                            ..start.clone()
                        }),
                    };
                    to_guests.write(ToClients {
                        targets: SendTargets::Single(*client_id),
                        message,
                    });
                    if hold.0.is_some() && every_holder_connected(&lobby) {
                        hold.0 = None;
                        to_guests.write(ToClients {
                            targets: SendTargets::CLIENTS_ONLY,
                            message: ToGuest::Hold(None),
                        });
                    }
                }
            }
            (_, None) => warn!("a message from a machine that has not said who it is: dropped"),
            (ToHost::TakeSeat(seat), Some(token)) => {
                if let Err(why) = lobby.take_seat(token, *seat) {
                    warn!(
                        "refused: {} asked to take seat {seat}: {why}",
                        lobby.name_of(token)
                    );
                    to_guests.write(ToClients {
                        targets: SendTargets::Single(*client_id),
                        message: ToGuest::Rejected(why),
                    });
                }
            }
            (ToHost::LeaveSeats, Some(token)) => lobby.leave_seats(token),
            (message, Some(token)) if lobby.is_watcher(token) => {
                let name = lobby.name_of(token);
                warn!("refused: {name}, a watcher, sent {message:?}, which only a player may");
                to_guests.write(ToClients {
                    targets: SendTargets::Single(*client_id),
                    message: ToGuest::Rejected(t!("watch-watchers-cannot-act")),
                });
            }
            (ToHost::Ready(ready), Some(token)) => {
                if let Some(person) = lobby.people.iter_mut().find(|person| person.token == token) {
                    person.ready = *ready;
                }
            }
            (ToHost::Command { seat, command }, Some(token)) => {
                let holds = lobby
                    .seats
                    .get(*seat)
                    .is_some_and(|line| line.holder == Holder::Guest(token));
                if lobby.started.is_none() {
                    to_guests.write(ToClients {
                        targets: SendTargets::Single(*client_id),
                        message: ToGuest::Rejected(t!("app-game-not-started")),
                    });
                } else if holds {
                    remote.write(RemoteCommand {
                        from: token,
                        seat: *seat,
                        command: command.clone(),
                    });
                } else {
                    let name = lobby.name_of(token);
                    warn!(
                        "refused: {name} asked a command for seat {seat}, which it does not hold"
                    );
                    to_guests.write(ToClients {
                        targets: SendTargets::Single(*client_id),
                        message: ToGuest::Rejected(t!("app-seat-not-yours", seat = seat + 1)),
                    });
                }
            }
            (ToHost::Game(word), Some(token)) => {
                words.write(GameWord {
                    from: token,
                    word: word.clone(),
                });
            }
            (ToHost::UndoAsk | ToHost::UndoAnswer(_), Some(_)) => {}
        }
    }
}

fn welcome(lobby: &mut Lobby, token: u64, name: &str, watch: bool) {
    let name: String = name.chars().filter(|c| !c.is_control()).take(32).collect();
    let name = if name.trim().is_empty() {
        t!("app-guest-numbered", token = lobby.people.len().to_string())
    } else {
        name
    };
    match lobby.people.iter_mut().find(|person| person.token == token) {
        Some(person) => {
            person.connected = true;
            person.name = name;
        }
        None => lobby.people.push(PersonLine {
            token,
            name,
            ready: false,
            connected: true,
            watching: watch,
        }),
    }
}

/// Whether every guest holding a seat is connected.
pub(super) fn every_holder_connected(lobby: &Lobby) -> bool {
    lobby.seats.iter().all(|seat| match seat.holder {
        Holder::Guest(token) => lobby
            .people
            .iter()
            .any(|person| person.token == token && person.connected),
        _ => true,
    })
}

fn send_lobby(lobby: Res<Lobby>, mut to_guests: MessageWriter<ToClients<ToGuest>>) {
    to_guests.write(ToClients {
        targets: SendTargets::CLIENTS_ONLY,
        message: ToGuest::Lobby(lobby.view()),
    });
}

/// The Start button: the game opens on every machine with the same scenario and seed.
fn start_game(
    mut asked: MessageReader<StartNetGame>,
    mut lobby: ResMut<Lobby>,
    mut notices: ResMut<Notices>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
    mut commands: Commands,
) {
    if asked.read().count() == 0 || lobby.started.is_some() {
        return;
    }
    if let Some(why) = lobby.not_ready() {
        notices.push(t!("app-not-yet", why = why));
        return;
    }
    let scenario = match super::codec::encode(&lobby.scenario) {
        Ok(scenario) => scenario,
        Err(error) => {
            error!("the network game did not start: {error}");
            notices.push(t!("app-scenario-cannot-be-sent", error = error.to_string()));
            return;
        }
    };
    let seed = crate::app::core::seeds::fresh_seed();
    let start = GameStart {
        game: seed.rotate_left(17) ^ 0x6d75_7374,
        scenario_path: lobby.path.display().to_string(),
        scenario,
        seed,
        holders: lobby.seats.iter().map(|seat| seat.holder).collect(),
        log: Vec::new(),
        hidden: lobby.scenario.hides_from_sides(),
    };
    lobby.started = Some(start.clone());
    to_guests.write(ToClients {
        targets: SendTargets::CLIENTS_ONLY,
        message: ToGuest::Start(start.for_guests()),
    });
    open_game(
        &mut commands,
        &start,
        lobby.path.clone(),
        lobby.scenario.clone(),
        0,
    );
}

/// Open the network game `start` of `scenario` on this machine, as the machine `me`.
pub(super) fn open_game(
    commands: &mut Commands,
    start: &GameStart,
    path: PathBuf,
    scenario: Scenario,
    me: u64,
) {
    commands.insert_resource(NetGame {
        game: start.game,
        scenario_path: path.clone(),
        scenario: scenario.clone(),
        seed: start.seed,
        holders: start.holders.clone(),
        me,
        hidden: start.hidden,
    });
    commands.insert_resource(NetLog(start.log.clone()));
    commands.set_state(Screen::for_scenario(&scenario));
    commands.set_state(Menu::None);
    commands.insert_resource(ActiveScenario { path, scenario });
}

/// The host sends a guest its side's view of a game that hides something.
fn send_views(
    mut views: MessageReader<super::SendView>,
    guests: Query<(Entity, &Guest)>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    for view in views.read() {
        if let Some(entity) = entity_of(&guests, view.to) {
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

fn reject_commands(
    mut rejected: MessageReader<RejectCommand>,
    guests: Query<(Entity, &Guest)>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    for RejectCommand { to, why } in rejected.read() {
        if let Some(entity) = entity_of(&guests, *to) {
            to_guests.write(ToClients {
                targets: SendTargets::Single(entity.into()),
                message: ToGuest::Rejected(why.clone()),
            });
        }
    }
}

/// The host's game's own words go to every guest.
fn send_words(
    mut words: MessageReader<SendGameWord>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    for SendGameWord(word) in words.read() {
        to_guests.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: ToGuest::Game(word.clone()),
        });
    }
}

fn drop_refused(
    time: Res<Time<Real>>,
    mut refused: Query<(Entity, &mut Refused)>,
    mut disconnect: MessageWriter<DisconnectRequest>,
) {
    for (entity, mut timer) in &mut refused {
        if timer.0.tick(time.delta()).just_finished() {
            disconnect.write(DisconnectRequest { client: entity });
        }
    }
}

/// A guest's link closed: it is marked gone, and a game under way is held for it.
fn guest_left(
    removed: On<Remove, Guest>,
    guests: Query<&Guest>,
    lobby: Option<ResMut<Lobby>>,
    mut hold: ResMut<LinkHold>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    let (Ok(guest), Some(mut lobby)) = (guests.get(removed.entity), lobby) else {
        return;
    };
    let token = guest.token;
    // The same machine is back on a new link: nothing is lost.
    if guests.iter().filter(|other| other.token == token).count() > 1 {
        return;
    }
    if let Some(person) = lobby.people.iter_mut().find(|person| person.token == token) {
        person.connected = false;
        person.ready = false;
    }
    let holds_a_seat = lobby
        .seats
        .iter()
        .any(|seat| seat.holder == Holder::Guest(token));
    if lobby.started.is_some() && holds_a_seat {
        let why = t!("app-guest-link-lost", name = lobby.name_of(token));
        warn!("{why}");
        hold.0 = Some(why.clone());
        to_guests.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: ToGuest::Hold(Some(why)),
        });
    }
}
