//! The link's pulse: each machine sends a short unreliable message every quarter second
//! (with the game's live word, if it has one, as often as every frame), and a machine that
//! hears nothing from the other for [`QUIET_SECONDS`] holds the game until it does. A short
//! drop so heals by itself; a long one closes the link and the guest joins again.

use muster_text::t;
use std::time::{Duration, Instant};

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

/// When each machine was last heard from (a guest hears only the host, token 0).
#[derive(Resource, Debug, Default)]
pub struct LastHeard(pub HashMap<u64, Instant>);

/// The hold this file set, so it lifts only its own.
#[derive(Resource, Debug, Default)]
struct QuietHold(Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastHeard>()
        .init_resource::<QuietHold>()
        .add_systems(
            PreUpdate,
            (hear_guests, hear_host)
                .after(bevy_replicon::server::ServerSystems::Receive)
                .after(bevy_replicon::client::ClientSystems::Receive)
                .run_if(resource_exists::<NetRole>),
        )
        .add_systems(
            PostUpdate,
            (send_pulse, hold_when_quiet).run_if(resource_exists::<NetRole>),
        );
}

fn hear_guests(
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
    for FromClient { client_id, .. } in reliable.read() {
        if let Some(token) = token_of(client_id) {
            heard.0.insert(token, Instant::now());
        }
    }
    for FromClient { client_id, message } in live.read() {
        let Some(token) = token_of(client_id) else {
            continue;
        };
        heard.0.insert(token, Instant::now());
        if let Some(word) = &message.game {
            words.write(LiveWord {
                from: token,
                word: word.clone(),
            });
        }
    }
}

fn hear_host(
    mut reliable: MessageReader<ToGuest>,
    mut live: MessageReader<LiveToGuest>,
    mut heard: ResMut<LastHeard>,
    mut words: MessageWriter<LiveWord>,
) {
    if reliable.read().count() > 0 {
        heard.0.insert(0, Instant::now());
    }
    for message in live.read() {
        heard.0.insert(0, Instant::now());
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

/// Hold the game while a machine that plays in it has been silent too long.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn hold_when_quiet(
    role: Res<NetRole>,
    lobby: Option<Res<Lobby>>,
    guests: Query<&Guest>,
    client: Option<Res<State<ClientState>>>,
    game: Option<Res<super::NetGame>>,
    mut heard: ResMut<LastHeard>,
    mut quiet: ResMut<QuietHold>,
    mut hold: ResMut<LinkHold>,
) {
    let limit = Duration::from_secs_f32(QUIET_SECONDS);
    let silent: Option<String> = if role.is_host() {
        let playing = lobby.as_ref().is_some_and(|lobby| lobby.started.is_some());
        guests
            .iter()
            .filter(|_| playing)
            .find(|guest| {
                heard
                    .0
                    .entry(guest.token)
                    .or_insert_with(Instant::now)
                    .elapsed()
                    > limit
            })
            .map(|guest| {
                let name = lobby
                    .as_ref()
                    .map_or_else(String::new, |lobby| lobby.name_of(guest.token));
                t!(
                    "app-no-word-from-guest",
                    name = name,
                    seconds = QUIET_SECONDS
                )
            })
    } else {
        let connected = client.as_deref().map(State::get) == Some(&ClientState::Connected);
        let since = heard.0.entry(0).or_insert_with(Instant::now).elapsed();
        (connected && game.is_some() && since > limit)
            .then(|| t!("app-no-word-from-host", seconds = QUIET_SECONDS))
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
