//! What a player types to join (`host` or `host:port`) read into the host's socket, each
//! way it can be wrong refused by its own words: a port that is not one, numbers that are
//! not an address, a name no machine answers to.

use std::net::{Ipv4Addr, SocketAddr, ToSocketAddrs};

use muster_text::t;

use super::DEFAULT_PORT;

/// Why a typed address cannot be joined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JoinAddressError {
    /// Nothing typed.
    Empty,
    /// The part after the colon is not a port (not a number, 0, or over 65535).
    BadPort { port: String },
    /// Numbers and dots that are not an IPv4 address (`999.1.2.3`).
    NotAnAddress { address: String },
    /// A name no machine on the network goes by.
    NoSuchMachine { name: String, error: String },
    /// A machine found, but with no IPv4 address (a guest joins by IPv4).
    NoIpv4 { address: String },
}

impl std::fmt::Display for JoinAddressError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            JoinAddressError::Empty => t!("app-join-no-address"),
            JoinAddressError::BadPort { port } => t!("app-join-bad-port", port = port.as_str()),
            JoinAddressError::NotAnAddress { address } => {
                t!("app-join-not-an-address", address = address.as_str())
            }
            JoinAddressError::NoSuchMachine { name, error } => t!(
                "app-join-no-such-machine",
                name = name.as_str(),
                error = error.as_str()
            ),
            JoinAddressError::NoIpv4 { address } => {
                t!("app-host-has-no-ipv4", address = format!("{address:?}"))
            }
        };
        f.write_str(&words)
    }
}

impl std::error::Error for JoinAddressError {}

/// The host part and the port of `typed` (the usual port when none is given), without
/// looking anything up.
pub fn split_address(typed: &str) -> Result<(String, u16), JoinAddressError> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(JoinAddressError::Empty);
    }
    // `[v6]:port`, `[v6]`, a bare IPv6 address (two colons or more), or `host[:port]`.
    let (host, port) = if let Some(rest) = typed.strip_prefix('[') {
        match rest.split_once(']') {
            Some((host, "")) => (host, None),
            Some((host, after)) => (host, Some(after.strip_prefix(':').unwrap_or(after))),
            None => (rest, None),
        }
    } else if typed.matches(':').count() > 1 {
        (typed, None)
    } else {
        match typed.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (typed, None),
        }
    };
    let port = match port {
        None => DEFAULT_PORT,
        Some(port) => match port.trim().parse::<u16>() {
            Ok(port) if port != 0 => port,
            _ => {
                return Err(JoinAddressError::BadPort {
                    port: port.to_string(),
                });
            }
        },
    };
    let host = host.trim();
    if host.is_empty() {
        return Err(JoinAddressError::Empty);
    }
    let looks_numeric = host.chars().all(|c| c.is_ascii_digit() || c == '.');
    if looks_numeric && host.parse::<Ipv4Addr>().is_err() {
        return Err(JoinAddressError::NotAnAddress {
            address: host.to_string(),
        });
    }
    Ok((host.to_string(), port))
}

/// Where `typed` points: its IPv4 socket, looked up by name if it is one.
pub fn resolve(typed: &str) -> Result<SocketAddr, JoinAddressError> {
    let (host, port) = split_address(typed)?;
    if let Ok(ip) = host.parse::<Ipv4Addr>() {
        return Ok(SocketAddr::from((ip, port)));
    }
    (host.as_str(), port)
        .to_socket_addrs()
        .map_err(|error| JoinAddressError::NoSuchMachine {
            name: host.clone(),
            error: error.to_string(),
        })?
        .find(SocketAddr::is_ipv4)
        .ok_or(JoinAddressError::NoIpv4 { address: host })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_and_a_port_are_read_and_the_usual_port_is_taken_when_none_is_given() {
        assert_eq!(
            split_address(" 192.168.1.20 "),
            Ok(("192.168.1.20".into(), DEFAULT_PORT))
        );
        assert_eq!(
            split_address("club-laptop:6000"),
            Ok(("club-laptop".into(), 6000))
        );
        assert_eq!(
            resolve("127.0.0.1:6000"),
            Ok(SocketAddr::from(([127, 0, 0, 1], 6000)))
        );
        assert_eq!(split_address("[::1]:6000"), Ok(("::1".into(), 6000)));
    }

    #[test]
    fn numbers_that_are_not_an_address_are_refused_as_such_not_looked_up() {
        let refused = resolve("999.1.2.3").expect_err("not an address");
        assert_eq!(
            refused,
            JoinAddressError::NotAnAddress {
                address: "999.1.2.3".into()
            }
        );
        assert_eq!(
            refused.to_string(),
            "999.1.2.3 is not an address: four numbers from 0 to 255 with dots between, such as 192.168.1.20."
        );
    }

    #[test]
    fn a_port_that_is_not_a_number_or_out_of_range_is_refused_naming_the_port() {
        for port in ["abc", "0", "70000", ""] {
            let refused = split_address(&format!("192.168.1.20:{port}")).expect_err(port);
            assert_eq!(
                refused,
                JoinAddressError::BadPort {
                    port: port.to_string()
                }
            );
        }
        assert!(
            split_address("192.168.1.20:70000")
                .expect_err("out of range")
                .to_string()
                .starts_with("\"70000\" is not a port:"),
        );
        assert_eq!(
            split_address("192.168.1.20:65535"),
            Ok(("192.168.1.20".into(), 65535))
        );
    }

    #[test]
    fn a_name_no_machine_goes_by_is_refused_naming_it() {
        // `.invalid` is never a machine's name (RFC 2606).
        let refused = resolve("no-such-machine.invalid").expect_err("no such machine");
        assert!(
            matches!(&refused, JoinAddressError::NoSuchMachine { name, .. } if name == "no-such-machine.invalid"),
            "{refused:?}"
        );
        assert!(
            refused
                .to_string()
                .starts_with("No machine called no-such-machine.invalid was found"),
            "{refused}"
        );
        assert_eq!(
            resolve("localhost:6000"),
            Ok(SocketAddr::from(([127, 0, 0, 1], 6000)))
        );
    }
}
