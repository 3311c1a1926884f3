//! The link's pulse: each machine sends a short unreliable message every quarter second
//! (with the game's live word, if it has one, as often as every frame), and a machine that
//! hears nothing from the other for [`QUIET_SECONDS`] holds the game until it does. A short
//! drop so heals by itself; a long one closes the link and the guest joins again. Before
//! the hold, a pulse overdue ([`OVERDUE_SECONDS`]) already stops what runs against the
//! clock ([`pulse_on_time`]: Free Move's countdown), so a cut costs no one time.
//!
//! Silence is measured on this machine's real time (`Time<Real>`), the clock renet's own
//! time-outs run on.

use muster_text::t;
use std::time::Duration;

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::host::{Guest, Lobby};
use super::wire::{LiveToGuest, LiveToHost, ToGuest, ToHost};
use super::{LinkHold, LiveWord, NetRole, OutgoingLive};

/// Seconds between two pulses.
pub const PULSE_SECONDS: f32 = 0.25;
/// Seconds of silence before the game is held.
pub const QUIET_SECONDS: f32 = 2.0;
/// Seconds past a pulse's due time before it counts as missing: one more interval, for a
/// slow frame or one pulse lost.
pub const PULSE_MARGIN_SECONDS: f32 = 0.25;
/// Seconds of silence after which a pulse is overdue and the clock stops.
pub const OVERDUE_SECONDS: f32 = PULSE_SECONDS + PULSE_MARGIN_SECONDS;

/// When each machine was last heard from (a guest hears only the host, token 0), in this
/// machine's real time since it started.
#[derive(Resource, Debug, Default)]
pub struct LastHeard(pub HashMap<u64, Duration>);

/// The longest this machine has gone without word from a machine that plays in the game
/// under way (0 when none is under way), and which (its token; 0 for the host).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct LinkSilence {
    pub seconds: f32,
    pub from: Option<u64>,
}

/// Whether every machine of the game under way has been heard within a pulse (and its
/// margin), or no game is played across machines: what runs against the clock runs only
/// then.
pub fn pulse_on_time(role: Option<Res<NetRole>>, silence: Option<Res<LinkSilence>>) -> bool {
    role.is_none() || silence.is_none_or(|silence| silence.seconds <= OVERDUE_SECONDS)
}

/// The hold this file set, so it lifts only its own.
#[derive(Resource, Debug, Default)]
struct QuietHold(Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastHeard>()
        .init_resource::<QuietHold>()
        .init_resource::<LinkSilence>()
        .add_systems(
            PreUpdate,
            ((hear_guests, hear_host), measure_silence)
                .chain()
                .after(bevy_replicon::server::ServerSystems::Receive)
                .after(bevy_replicon::client::ClientSystems::Receive)
                .run_if(resource_exists::<NetRole>),
        )
        .add_systems(
            PostUpdate,
            (send_pulse, hold_when_quiet).run_if(resource_exists::<NetRole>),
        )
        .add_systems(OnEnter(ClientState::Connected), heard_the_host_now);
}

/// A link to the host just made (or made again): the host is heard from now, not from
/// before a link was lost.
fn heard_the_host_now(time: Res<Time<Real>>, mut heard: ResMut<LastHeard>) {
    heard.0.insert(0, time.elapsed());
}

fn hear_guests(
    time: Res<Time<Real>>,
    mut reliable: MessageReader<FromClient<ToHost>>,
    mut live: MessageReader<FromClient<LiveToHost>>,
    guests: Query<&Guest>,
    mut heard: ResMut<LastHeard>,
    mut words: MessageWriter<LiveWord>,
) {
    let token_of = |id: &ClientId| {
        id.entity()
            .and_then(|entity| guests.get(entity).ok())
            .map(|guest| guest.token)
    };
    for FromClient { client_id, message } in reliable.read() {
        // A Hello names the guest before the host knows its link: a guest coming back is
        // heard from then, not from before its link was lost.
        let hello = match message {
            ToHost::Hello { token, .. } => Some(*token),
            _ => None,
        };
        if let Some(token) = token_of(client_id).or(hello) {
            heard.0.insert(token, time.elapsed());
        }
    }
    for FromClient { client_id, message } in live.read() {
        let Some(token) = token_of(client_id) else {
            continue;
        };
        heard.0.insert(token, time.elapsed());
        if let Some(word) = &message.game {
            words.write(LiveWord {
                from: token,
                word: word.clone(),
            });
        }
    }
}

fn hear_host(
    time: Res<Time<Real>>,
    mut reliable: MessageReader<ToGuest>,
    mut live: MessageReader<LiveToGuest>,
    mut heard: ResMut<LastHeard>,
    mut words: MessageWriter<LiveWord>,
) {
    if reliable.read().count() > 0 {
        heard.0.insert(0, time.elapsed());
    }
    for message in live.read() {
        heard.0.insert(0, time.elapsed());
        if let Some(word) = &message.game {
            words.write(LiveWord {
                from: 0,
                word: word.clone(),
            });
        }
    }
}

fn send_pulse(
    time: Res<Time<Real>>,
    role: Res<NetRole>,
    mut outgoing: ResMut<OutgoingLive>,
    mut since: Local<f32>,
    mut to_host: MessageWriter<LiveToHost>,
    mut to_guests: MessageWriter<ToClients<LiveToGuest>>,
) {
    *since += time.delta_secs();
    if outgoing.0.is_none() && *since < PULSE_SECONDS {
        return;
    }
    *since = 0.0;
    let game = outgoing.0.take();
    if role.is_host() {
        to_guests.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: LiveToGuest { game },
        });
    } else {
        to_host.write(LiveToHost { game });
    }
}

/// How long each machine that plays in the game under way has been silent: the longest.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn measure_silence(
    time: Res<Time<Real>>,
    role: Res<NetRole>,
    lobby: Option<Res<Lobby>>,
    guests: Query<&Guest>,
    client: Option<Res<State<ClientState>>>,
    game: Option<Res<super::NetGame>>,
    mut heard: ResMut<LastHeard>,
    mut silence: ResMut<LinkSilence>,
) {
    let now = time.elapsed();
    let mut since = |token: u64| now.saturating_sub(*heard.0.entry(token).or_insert(now));
    let quietest = if role.is_host() {
        let playing = lobby.as_ref().is_some_and(|lobby| lobby.started.is_some());
        guests
            .iter()
            .filter(|_| playing)
            .map(|guest| (guest.token, since(guest.token)))
            .max_by_key(|(_, quiet)| *quiet)
    } else {
        let connected = client.as_deref().map(State::get) == Some(&ClientState::Connected);
        (connected && game.is_some()).then(|| (0, since(0)))
    };
    *silence = LinkSilence {
        seconds: quietest.map_or(0.0, |(_, quiet)| quiet.as_secs_f32()),
        from: quietest.map(|(token, _)| token),
    };
}

/// Hold the game while a machine that plays in it has been silent too long.
fn hold_when_quiet(
    role: Res<NetRole>,
    lobby: Option<Res<Lobby>>,
    silence: Res<LinkSilence>,
    mut quiet: ResMut<QuietHold>,
    mut hold: ResMut<LinkHold>,
) {
    let silent: Option<String> = match silence.from {
        Some(token) if silence.seconds > QUIET_SECONDS => Some(if role.is_host() {
            let name = lobby
                .as_ref()
                .map_or_else(String::new, |lobby| lobby.name_of(token));
            t!(
                "app-no-word-from-guest",
                name = name,
                seconds = QUIET_SECONDS
            )
        } else {
            t!("app-no-word-from-host", seconds = QUIET_SECONDS)
        }),
        _ => None,
    };
    match (silent, quiet.0.clone()) {
        (Some(why), None) if hold.0.is_none() => {
            hold.0 = Some(why.clone());
            quiet.0 = Some(why);
        }
        (None, Some(held)) => {
            if hold.0.as_ref() == Some(&held) {
                hold.0 = None;
            }
            quiet.0 = None;
        }
        _ => {}
    }
}
