//! Joining is bounded: a guest that has heard nothing from the host after
//! [`JOIN_WAIT_SECONDS`] stops trying and says that nothing answered at that address and
//! port, and what to check; the joining page offers Try again.

use std::net::SocketAddr;

use bevy::prelude::*;
use muster_text::t;

use super::guest::{GuestLink, GuestLobby};
use super::{LinkHold, NetGame, NetRole};
use crate::app::core::third_party::replicon;

/// Seconds a guest waits for the host's first answer before it gives up.
pub const JOIN_WAIT_SECONDS: f32 = 10.0;

/// How long a guest waits for the host's first answer (a setting, so a test waits less).
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct JoinWait {
    pub seconds: f32,
}

impl Default for JoinWait {
    fn default() -> Self {
        JoinWait {
            seconds: JOIN_WAIT_SECONDS,
        }
    }
}

/// A join that got no answer: where it went and as whom, for Try again.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct JoinGaveUp {
    pub address: SocketAddr,
    pub name: String,
}

/// Seconds the join under way has waited.
#[derive(Resource, Debug, Default)]
struct JoiningFor(f32);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<JoinWait>()
        .init_resource::<JoiningFor>()
        // After the guest's own systems, which run while its link does (it goes here).
        .add_systems(
            PostUpdate,
            give_up_joining.run_if(resource_exists::<GuestLink>),
        );
}

/// Why the join stopped: nothing answered at `address`, and what to check.
pub fn nothing_answered(address: SocketAddr, seconds: f32) -> String {
    t!(
        "app-join-nothing-answered",
        address = address.to_string(),
        port = address.port(),
        seconds = seconds.round()
    )
}

/// Count the wait of a join that has had no answer yet; at the limit, stop it.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn give_up_joining(
    time: Res<Time<Real>>,
    wait: Res<JoinWait>,
    link: Res<GuestLink>,
    role: Option<Res<NetRole>>,
    lobby: Option<Res<GuestLobby>>,
    game: Option<Res<NetGame>>,
    mut waited: ResMut<JoiningFor>,
    mut commands: Commands,
) {
    if link.is_added() {
        waited.0 = 0.0;
        commands.remove_resource::<JoinGaveUp>();
    }
    if lobby.is_some() || game.is_some() || link.refused.is_some() {
        return;
    }
    waited.0 += time.delta_secs();
    if waited.0 < wait.seconds {
        return;
    }
    let Some(NetRole::Guest { address, name, .. }) = role.as_deref().cloned() else {
        return;
    };
    let why = nothing_answered(address, wait.seconds);
    warn!("gave up joining {address}: no answer in {} s", wait.seconds);
    commands.queue(move |world: &mut World| {
        replicon::stop(world);
        world.remove_resource::<GuestLink>();
        world.insert_resource(LinkHold(Some(why)));
        world.insert_resource(JoinGaveUp { address, name });
    });
}
