//! The zones in words, for the screen and victory messages ("west of town A (inclusive)").

use std::fmt;

use super::zone::{Bound, Zone};

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Bound::Inclusive => "inclusive",
            Bound::Exclusive => "exclusive",
        })
    }
}

fn list(zones: &[Zone], joint: &str) -> String {
    let parts: Vec<String> = zones.iter().map(Zone::to_string).collect();
    parts.join(joint)
}

impl fmt::Display for Zone {
    /// The area in words, for the screen and victory messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Zone::Everywhere => write!(f, "anywhere"),
            Zone::Town(town) => write!(f, "town {}", town.0),
            Zone::Woods(wood) => write!(f, "wood {}", wood.0),
            Zone::Hill(hill) => write!(f, "hill {}", hill.0),
            Zone::HillCrest(hill) => write!(f, "the crest of hill {}", hill.0),
            Zone::Peak(hill) => write!(f, "the central crest of hill {}", hill.0),
            Zone::Road(number) if number.0 == 8 => write!(f, "crossroads 8"),
            Zone::Road(number) => write!(f, "road {}", number.0),
            Zone::Roads => write!(f, "road hexes"),
            Zone::Canal => write!(f, "the canal"),
            Zone::Railroad => write!(f, "the railroad"),
            Zone::RailroadBridge => write!(f, "the railroad bridge"),
            Zone::RoadBridge => write!(f, "the central road bridge"),
            Zone::TownBridge => write!(f, "the town bridge"),
            Zone::Bridges => write!(f, "a bridge"),
            Zone::Edge(edge) => write!(f, "the {} edge", format!("{edge:?}").to_lowercase()),
            Zone::NearEdge(edge, n) => write!(
                f,
                "within {n} hexes of the {} edge",
                format!("{edge:?}").to_lowercase()
            ),
            Zone::North(zone, bound) => write!(f, "north of {zone} ({bound})"),
            Zone::South(zone, bound) => write!(f, "south of {zone} ({bound})"),
            Zone::East(zone, bound) => write!(f, "east of {zone} ({bound})"),
            Zone::West(zone, bound) => write!(f, "west of {zone} ({bound})"),
            Zone::Within(n, zone) => write!(f, "within {n} hexes of {zone}"),
            Zone::DirectlySouth(n, zone) => write!(f, "the {n} hexes directly south of {zone}"),
            Zone::BetweenRows(a, b, bound) | Zone::BetweenColumns(a, b, bound) => {
                write!(f, "between {a} and {b} ({bound})")
            }
            Zone::OnRailroad(a, b) => write!(f, "on the railroad from {a} to {b}"),
            Zone::Extreme(compass, zone) => {
                write!(
                    f,
                    "the {}most hex of {zone}",
                    format!("{compass:?}").to_lowercase()
                )
            }
            Zone::Hexes(hexes) => {
                let labels: Vec<String> = hexes
                    .iter()
                    .map(|(col, row)| format!("{col:02}{row:02}"))
                    .collect();
                write!(f, "hexes {}", labels.join(", "))
            }
            Zone::All(zones) => write!(f, "{}", list(zones, " and ")),
            Zone::Any(zones) => write!(f, "{}", list(zones, " or ")),
            Zone::Not(zone) => write!(f, "not {zone}"),
        }
    }
}
