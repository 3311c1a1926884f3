//! A guest: joins a host, says who it is and which game it holds, shows the lobby, opens
//! the game the host starts, keeps the log as the host sends it, sends its own commands,
//! and comes back by itself when the link is lost.

use std::net::SocketAddr;
use std::time::Instant;

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use muster_text::{Language, in_language, t};

use super::wire::{GameStart, Holding, ToGuest, ToHost};
use super::{
    GameWord, LinkHold, LinkStats, LobbyView, NetAction, NetGame, NetLog, NetRole, SendCommand,
    SendGameWord, ViewArrived,
};
use crate::app::core::registry::SaveFolder;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::third_party::replicon;
use crate::app::core::ui::notices::Notices;
use crate::scenario::Scenario;

/// Seconds between tries to come back after the link is lost.
pub const RETRY_SECONDS: f32 = 3.0;

/// The hold's words while joining the host at `socket`.
pub(super) fn joining_words(socket: SocketAddr) -> String {
    t!("app-joining-host", socket = socket.to_string())
}

/// The hold's words while the link to the host is lost.
fn link_lost_words() -> String {
    t!("app-link-to-host-lost", seconds = RETRY_SECONDS)
}

/// Whether `held` is the hold `words` writes, in any language (the player may have changed
/// the language since it was written).
pub(super) fn held_for(held: &str, words: impl Fn() -> String) -> bool {
    Language::ALL
        .into_iter()
        .any(|language| in_language(language, &words) == held)
}

/// The lobby as the host last sent it.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct GuestLobby(pub LobbyView);

/// The guest's side of the link: when to try again, whether it was refused, and the
/// commands sent and not yet back (for the round trip).
#[derive(Resource, Debug, Clone)]
pub struct GuestLink {
    pub retry: Timer,
    /// Refused at the door: no more tries.
    pub refused: Option<String>,
    in_flight: Vec<(String, Instant)>,
}

/// Try to come back now (the link panel's button).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReconnectNow;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReconnectNow>()
        .add_systems(PreUpdate, join_when_asked)
        .add_systems(OnEnter(ClientState::Connected), say_hello)
        .add_systems(OnEnter(Screen::Title), leave_a_game_left)
        .add_systems(OnExit(ClientState::Connected), link_lost)
        .add_systems(
            Update,
            (listen_to_host, send_commands, send_words, come_back)
                .chain()
                .run_if(resource_exists::<GuestLink>),
        );
}

/// The name a guest goes by: the login name.
fn own_name() -> String {
    std::env::var("USER")
        .or_else(|_| std::env::var("USERNAME"))
        .unwrap_or_else(|_| t!("app-guest-default-name"))
}

fn join_when_asked(mut actions: MessageReader<NetAction>, mut commands: Commands) {
    for action in actions.read() {
        match action {
            NetAction::Join { address, name } | NetAction::Watch { address, name } => {
                let address = address.clone();
                let name = name.clone().unwrap_or_else(own_name);
                let watch = matches!(action, NetAction::Watch { .. });
                commands.queue(move |world: &mut World| join(world, &address, name, watch));
            }
            NetAction::Leave => commands.queue(leave),
            NetAction::Host { .. } => {}
        }
    }
}

/// This machine's number as a guest, kept in `folder` so that a guest restarted after a
/// crash is known again by the host and gets its seats (and the game) back.
pub fn own_token(folder: &std::path::Path) -> u64 {
    let file = folder.join("guest_number.ron");
    if let Some(token) = std::fs::read_to_string(&file)
        .ok()
        .and_then(|text| ron::from_str::<u64>(&text).ok())
        .filter(|token| *token != 0)
    {
        return token;
    }
    let token = crate::app::core::seeds::fresh_seed() | 1;
    if let Err(error) = crate::files::write_ron(&file, &token) {
        warn!(
            "cannot keep this machine's guest number in {}: {error}",
            file.display()
        );
    }
    token
}

fn join(world: &mut World, address: &str, name: String, watch: bool) {
    let folder = world
        .get_resource::<SaveFolder>()
        .map_or_else(crate::files::data_dir, |folder| folder.0.clone());
    let joined = super::join_address::resolve(address)
        .map_err(|error| error.to_string())
        .and_then(|socket| {
            let token = own_token(&folder);
            replicon::start_joining(world, socket, crate::app::core::seeds::fresh_seed() | 1)
                .map_err(|error| error.to_string())?;
            Ok((socket, token))
        });
    match joined {
        Ok((socket, token)) => {
            info!("joining {socket}");
            super::recent_hosts::remember(world, address);
            world.insert_resource(NetRole::Guest {
                address: socket,
                name,
                token,
                watch,
            });
            world.insert_resource(GuestLink {
                retry: Timer::from_seconds(RETRY_SECONDS, TimerMode::Repeating),
                refused: None,
                in_flight: Vec::new(),
            });
            world.insert_resource(LinkHold(Some(joining_words(socket))));
            world.resource_mut::<NextState<Menu>>().set(Menu::None);
        }
        Err(why) => world.resource_mut::<Notices>().push(why),
    }
}

/// Leave the network game: the link closes; a game under way stays here, every seat at
/// this screen.
pub fn leave(world: &mut World) {
    replicon::stop(world);
    world.remove_resource::<NetRole>();
    world.remove_resource::<GuestLink>();
    world.remove_resource::<GuestLobby>();
    world.remove_resource::<super::host::Lobby>();
    world.remove_resource::<NetGame>();
    world.remove_resource::<super::join_wait::JoinGaveUp>();
    world.remove_resource::<super::reconnect::ReconnectTry>();
    world.insert_resource(LinkHold::default());
    let on_title = world
        .get_resource::<State<Screen>>()
        .is_some_and(|screen| *screen.get() == Screen::Title);
    if on_title {
        world.resource_mut::<NextState<Menu>>().set(Menu::Main);
    }
}

/// Back on the title screen from a network game: the network game is over here (the link
/// closes; the game stays in this machine's saves).
fn leave_a_game_left(game: Option<Res<NetGame>>, mut commands: Commands) {
    if game.is_some() {
        commands.queue(leave);
    }
}

fn say_hello(
    role: Option<Res<NetRole>>,
    game: Option<Res<NetGame>>,
    log: Res<NetLog>,
    link: Option<Res<GuestLink>>,
    version: Res<super::wire::OwnVersion>,
    mut to_host: MessageWriter<ToHost>,
) {
    let (
        Some(NetRole::Guest {
            name, token, watch, ..
        }),
        Some(_),
    ) = (role.as_deref(), link)
    else {
        return;
    };
    to_host.write(ToHost::Hello {
        version: version.0.clone(),
        name: name.clone(),
        token: *token,
        holding: game.map(|game| Holding {
            game: game.game,
            commands: log.0.len(),
        }),
        watch: *watch,
    });
}

fn link_lost(link: Option<Res<GuestLink>>, mut hold: ResMut<LinkHold>) {
    if let Some(link) = link
        && link.refused.is_none()
    {
        hold.0 = Some(link_lost_words());
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn listen_to_host(
    mut received: MessageReader<ToGuest>,
    role: Res<NetRole>,
    mut link: ResMut<GuestLink>,
    mut log: ResMut<NetLog>,
    mut hold: ResMut<LinkHold>,
    mut stats: ResMut<LinkStats>,
    mut notices: ResMut<Notices>,
    mut words: MessageWriter<GameWord>,
    mut views: MessageWriter<ViewArrived>,
    folder: Option<Res<SaveFolder>>,
    mut commands: Commands,
) {
    let NetRole::Guest { token, address, .. } = *role else {
        return;
    };
    for message in received.read() {
        match message {
            ToGuest::Refused(why) => {
                notices.push(why.clone());
                link.refused = Some(why.clone());
                hold.0 = Some(why.clone());
                commands.queue(replicon::stop);
            }
            ToGuest::Lobby(view) => {
                commands.insert_resource(GuestLobby(view.clone()));
                if hold
                    .0
                    .as_deref()
                    .is_some_and(|held| held_for(held, || joining_words(address)))
                {
                    hold.0 = None;
                }
            }
            ToGuest::Start(start) => {
                hold.0 = None;
                link.in_flight.clear();
                let kept_in = folder.as_ref().map_or_else(
                    || crate::files::data_dir().join("network"),
                    |folder| folder.0.join("network"),
                );
                open(start, token, &kept_in, &mut commands, &mut notices);
            }
            ToGuest::Log {
                from,
                commands: new,
            } => {
                if *from > log.0.len() {
                    notices.push(t!("app-host-log-jumps", at = log.0.len(), from = *from));
                    continue;
                }
                log.0.truncate(*from);
                for command in new {
                    if let Some(at) = link.in_flight.iter().position(|(sent, _)| sent == command) {
                        let (_, sent_at) = link.in_flight.remove(at);
                        stats.round_trips.push(sent_at.elapsed().as_secs_f64());
                    }
                    log.0.push(command.clone());
                }
                if hold
                    .0
                    .as_deref()
                    .is_some_and(|held| held_for(held, link_lost_words))
                {
                    hold.0 = None;
                }
            }
            ToGuest::Truncate { len } => log.0.truncate(*len),
            ToGuest::View {
                commands: count,
                state,
                lines,
                rules,
            } => {
                link.in_flight.clear();
                views.write(ViewArrived {
                    commands: *count,
                    state: state.clone(),
                    lines: lines.clone(),
                    rules: rules.clone(),
                });
                if hold
                    .0
                    .as_deref()
                    .is_some_and(|held| held_for(held, link_lost_words))
                {
                    hold.0 = None;
                }
            }
            ToGuest::Rejected(why) => {
                link.in_flight.clear();
                notices.push(why.clone());
            }
            ToGuest::Hold(why) => hold.0 = why.clone(),
            ToGuest::Game(word) => {
                words.write(GameWord {
                    from: 0,
                    word: word.clone(),
                });
            }
            // Heard by `undo_consent` and `watch`.
            ToGuest::UndoAsked { .. } | ToGuest::UndoRefused { .. } | ToGuest::Holders(_) => {}
        }
    }
}

/// Open the host's game here. The host's scenario is kept in `kept_in`, so this machine's
/// saves of the game name a file it has and load without the host.
fn open(
    start: &GameStart,
    me: u64,
    kept_in: &std::path::Path,
    commands: &mut Commands,
    notices: &mut Notices,
) {
    let scenario: Scenario = match super::codec::decode(&start.scenario) {
        Ok(scenario) => scenario,
        Err(error) => {
            notices.push(t!(
                "app-host-scenario-does-not-load",
                scenario = start.scenario_path.as_str(),
                error = error.to_string()
            ));
            return;
        }
    };
    if let Some(problem) = scenario.problems().first() {
        notices.push(t!(
            "app-host-scenario-has-a-problem",
            scenario = start.scenario_path.as_str(),
            problem = problem.to_string()
        ));
        return;
    }
    let name = std::path::Path::new(&start.scenario_path)
        .file_name()
        .map_or_else(
            || "scenario.ron".into(),
            |name| name.to_string_lossy().into_owned(),
        );
    let kept = kept_in.join(format!("{:016x}-{name}", start.game));
    if let Err(error) = crate::files::write_ron(&kept, &scenario) {
        notices.push(t!(
            "app-host-scenario-not-kept",
            file = kept.display().to_string(),
            error = error.to_string()
        ));
    }
    super::host::open_game(commands, start, kept, scenario, me);
}

fn send_commands(
    mut asked: MessageReader<SendCommand>,
    mut link: ResMut<GuestLink>,
    state: Option<Res<State<ClientState>>>,
    mut notices: ResMut<Notices>,
    mut to_host: MessageWriter<ToHost>,
) {
    for SendCommand { seat, command } in asked.read() {
        if state.as_deref().map(State::get) != Some(&ClientState::Connected) {
            notices.push(t!("app-not-connected-command-not-sent"));
            continue;
        }
        link.in_flight.push((command.clone(), Instant::now()));
        to_host.write(ToHost::Command {
            seat: *seat,
            command: command.clone(),
        });
    }
}

/// A game's own words go to the host.
fn send_words(mut words: MessageReader<SendGameWord>, mut to_host: MessageWriter<ToHost>) {
    for SendGameWord(word) in words.read() {
        to_host.write(ToHost::Game(word.clone()));
    }
}

/// Try again every few seconds while the link is down, or at once when asked.
fn come_back(
    time: Res<Time<Real>>,
    mut link: ResMut<GuestLink>,
    mut now: MessageReader<ReconnectNow>,
    state: Option<Res<State<ClientState>>>,
    role: Res<NetRole>,
    mut commands: Commands,
) {
    let asked = now.read().count() > 0;
    let ticked = link.retry.tick(time.delta()).just_finished();
    let down = state.as_deref().map(State::get) == Some(&ClientState::Disconnected);
    // Asked, it tries at once even while the link still counts as up (quiet, not yet
    // timed out): a fresh link replaces it.
    if link.refused.is_some() || !(asked || (ticked && down)) {
        return;
    }
    let NetRole::Guest { address, token, .. } = *role else {
        return;
    };
    commands.queue(move |world: &mut World| {
        let attempt = crate::app::core::seeds::fresh_seed() | 1;
        if let Err(why) = replicon::start_joining(world, address, attempt) {
            warn!("cannot try again: {why}");
        }
        debug!("trying the host again as {token}");
    });
}
