//! The host sends the log out as it grows: each guest gets the commands it has not had,
//! and an agreed undo as the log's new length. A guest coming back is caught up from the
//! count it says it holds (`host.rs`).

use bevy::prelude::*;
use bevy_replicon::prelude::*;

use super::NetLog;
use super::host::Lobby;
use super::wire::ToGuest;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        send_new_commands.run_if(resource_exists::<Lobby>),
    );
}

fn send_new_commands(
    log: Res<NetLog>,
    lobby: Res<Lobby>,
    mut sent: Local<usize>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    // A game that hides something sends views instead (the game's own relay).
    if lobby.started.as_ref().is_none_or(|start| start.hidden) {
        *sent = 0;
        return;
    }
    let len = log.0.len();
    if len > *sent {
        to_guests.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: ToGuest::Log {
                from: *sent,
                commands: log.0[*sent..].to_vec(),
            },
        });
    } else if len < *sent {
        to_guests.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: ToGuest::Truncate { len },
        });
    }
    *sent = len;
}
