//! The address the host's lobby gives out ("Guests join with: muster join …"): the address
//! of the network this machine reaches others by, or, on a machine with no default route (a
//! club LAN without internet), every IPv4 address of its network interfaces, loopback last.

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

use muster_text::t;

use super::DEFAULT_PORT;

/// The address a guest types to join this machine on `port`, found without sending
/// anything: the default route's answer and the interfaces' addresses.
pub fn address_to_give(port: u16) -> String {
    let interfaces: Vec<IpAddr> = if_addrs::get_if_addrs()
        .map(|interfaces| interfaces.into_iter().map(|face| face.ip()).collect())
        .unwrap_or_else(|error| {
            bevy::log::warn!("cannot list this machine's network interfaces: {error}");
            Vec::new()
        });
    addresses_words(route_address(), &interfaces, port)
}

/// The address this machine would send from towards the internet, if it has a default
/// route (a UDP socket "connected" sends nothing; with no route the connect fails).
fn route_address() -> Option<IpAddr> {
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| {
            socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            socket.local_addr()
        })
        .ok()
        .map(|address| address.ip())
        .filter(|ip| !ip.is_unspecified())
}

/// The addresses to give, in order: the route's first (when there is one), then every
/// other IPv4 address of the interfaces (a guest joins by IPv4), loopback last and only
/// when there is no route (a guest on this same machine).
pub fn addresses_to_give(route: Option<IpAddr>, interfaces: &[IpAddr]) -> Vec<IpAddr> {
    let mut given: Vec<IpAddr> = route.into_iter().collect();
    let mut others: Vec<IpAddr> = interfaces
        .iter()
        .copied()
        .filter(|ip| ip.is_ipv4() && !ip.is_unspecified() && !given.contains(ip))
        .filter(|ip| route.is_none() || !ip.is_loopback())
        .collect();
    others.dedup();
    others.sort_by_key(IpAddr::is_loopback);
    for ip in others {
        if !given.contains(&ip) {
            given.push(ip);
        }
    }
    given
}

/// What the lobby shows after "muster join": the first address to give (with the port when
/// it is not the usual one), and the others in brackets; a hint when there is none.
pub fn addresses_words(route: Option<IpAddr>, interfaces: &[IpAddr], port: u16) -> String {
    let port = if port == DEFAULT_PORT {
        String::new()
    } else {
        format!(":{port}")
    };
    let given: Vec<String> = addresses_to_give(route, interfaces)
        .into_iter()
        .map(|ip| format!("{ip}{port}"))
        .collect();
    match given.split_first() {
        None => t!("app-lobby-this-machines-address", port = port),
        Some((first, [])) => first.clone(),
        Some((first, others)) => format!(
            "{first} ({})",
            t!("app-lobby-or-addresses", others = others.join(", "))
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    #[test]
    fn with_a_route_its_address_comes_first_and_loopback_is_left_out() {
        let interfaces = [
            ip("127.0.0.1"),
            ip("10.0.0.5"),
            ip("192.168.1.20"),
            ip("::1"),
        ];
        assert_eq!(
            addresses_to_give(Some(ip("192.168.1.20")), &interfaces),
            vec![ip("192.168.1.20"), ip("10.0.0.5")]
        );
        assert_eq!(
            addresses_words(
                Some(ip("192.168.1.20")),
                &[ip("192.168.1.20")],
                DEFAULT_PORT
            ),
            "192.168.1.20"
        );
    }

    #[test]
    fn without_a_route_every_interfaces_address_is_given_loopback_last() {
        let interfaces = [
            ip("127.0.0.1"),
            ip("10.0.0.5"),
            ip("fe80::1"),
            ip("169.254.3.7"),
        ];
        assert_eq!(
            addresses_to_give(None, &interfaces),
            vec![ip("10.0.0.5"), ip("169.254.3.7"), ip("127.0.0.1")]
        );
        let words = addresses_words(None, &interfaces, 6000);
        assert_eq!(words, "10.0.0.5:6000 (or 169.254.3.7:6000, 127.0.0.1:6000)");
        assert!(!words.contains("this machine's address"), "{words}");
    }

    #[test]
    fn with_no_address_at_all_the_hint_names_the_port() {
        assert_eq!(
            addresses_words(None, &[], 6000),
            "this machine's address:6000"
        );
    }
}
