//! bevy_replicon over bevy_replicon_renet: the plugins, and the one place a machine starts
//! hosting (a renet server on a UDP port) or joining (a renet client), or stops.
//!
//! Every connected machine is let in at once (`AuthMethod::None`): Muster checks versions
//! itself with its first message, so a refusal can name both versions.

use std::net::{Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, SystemTime};

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::AuthMethod;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, NetcodeClientTransport, NetcodeError, NetcodeServerTransport,
    ServerAuthentication, ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};

/// The netcode protocol of every Muster: the same for every version, so that another
/// version connects and hears why it is refused.
const PROTOCOL_ID: u64 = 0x4d55_5354_4552; // "MUSTER"

/// The most machines that may join one host.
pub const MAX_GUESTS: usize = 7;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        RepliconPlugins.set(RepliconSharedPlugin {
            auth_method: AuthMethod::None,
        }),
        RepliconRenetPlugins,
    ));
}

fn connection_config(channels: &RepliconChannels) -> ConnectionConfig {
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

fn now() -> Duration {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
}

/// Why this machine could not start hosting or joining.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// The UDP port to host on could not be opened (taken, or not allowed).
    #[error("cannot open UDP port {port}: {source}")]
    HostPort {
        port: u16,
        #[source]
        source: std::io::Error,
    },
    /// The port opened could not be read back.
    #[error("cannot read the port opened: {0}")]
    PortUnread(#[source] std::io::Error),
    /// renet's server would not start on the port.
    #[error("cannot host on port {port}: {source}")]
    Host {
        port: u16,
        #[source]
        source: std::io::Error,
    },
    /// No UDP port to join from could be opened.
    #[error("cannot open a UDP port to join from: {0}")]
    JoinPort(#[source] std::io::Error),
    /// renet's client would not start towards the host.
    #[error("cannot join {address}: {source}")]
    Join {
        address: SocketAddr,
        #[source]
        source: NetcodeError,
    },
}

/// Host on UDP `port` of every interface (0: any free port); the port bound, or why not.
pub fn start_hosting(world: &mut World, port: u16) -> Result<u16, LinkError> {
    stop(world);
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port))
        .map_err(|source| LinkError::HostPort { port, source })?;
    let bound = socket.local_addr().map_err(LinkError::PortUnread)?.port();
    let config = ServerConfig {
        current_time: now(),
        max_clients: MAX_GUESTS,
        protocol_id: PROTOCOL_ID,
        authentication: ServerAuthentication::Unsecure,
        public_addresses: vec![SocketAddr::from((Ipv4Addr::LOCALHOST, bound))],
    };
    let transport =
        NetcodeServerTransport::new(config, socket).map_err(|source| LinkError::Host {
            port: bound,
            source,
        })?;
    let server = RenetServer::new(connection_config(world.resource::<RepliconChannels>()));
    world.insert_resource(server);
    world.insert_resource(transport);
    Ok(bound)
}

/// Join the host at `address` as `client_id` (unique among the host's machines).
pub fn start_joining(
    world: &mut World,
    address: SocketAddr,
    client_id: u64,
) -> Result<(), LinkError> {
    stop(world);
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).map_err(LinkError::JoinPort)?;
    let authentication = ClientAuthentication::Unsecure {
        client_id,
        protocol_id: PROTOCOL_ID,
        server_addr: address,
        user_data: None,
    };
    let transport = NetcodeClientTransport::new(now(), authentication, socket)
        .map_err(|source| LinkError::Join { address, source })?;
    let client = RenetClient::new(connection_config(world.resource::<RepliconChannels>()));
    world.insert_resource(client);
    world.insert_resource(transport);
    Ok(())
}

/// Stop hosting or joining: the link closes, the other machines hear it.
pub fn stop(world: &mut World) {
    if let Some(mut transport) = world.remove_resource::<NetcodeServerTransport>()
        && let Some(mut server) = world.get_resource_mut::<RenetServer>()
    {
        transport.disconnect_all(&mut server);
    }
    world.remove_resource::<RenetServer>();
    if let Some(mut transport) = world.remove_resource::<NetcodeClientTransport>() {
        transport.disconnect();
    }
    world.remove_resource::<RenetClient>();
}

/// Whether this machine hosts.
pub fn hosting(world: &World) -> bool {
    world.contains_resource::<RenetServer>()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn world() -> World {
        let mut world = World::new();
        world.init_resource::<RepliconChannels>();
        world
    }

    #[test]
    fn hosting_on_any_free_port_binds_one() {
        let mut world = world();
        let bound = start_hosting(&mut world, 0).expect("a free port");
        assert_ne!(bound, 0);
        assert!(hosting(&world));
        stop(&mut world);
        assert!(!hosting(&world));
    }

    #[test]
    fn hosting_on_a_port_already_taken_is_refused_naming_the_port_with_the_system_s_error() {
        let taken = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).expect("a free port");
        let port = taken.local_addr().expect("its port").port();
        let refused = start_hosting(&mut world(), port).expect_err("the port is taken");
        assert!(
            matches!(&refused, LinkError::HostPort { port: named, source }
                if *named == port && source.kind() == std::io::ErrorKind::AddrInUse),
            "{refused:?}"
        );
        assert!(
            refused
                .to_string()
                .starts_with(&format!("cannot open UDP port {port}: "))
        );
    }
}
