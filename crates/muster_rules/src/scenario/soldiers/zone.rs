//! The zone language of the Soldiers scenario files: deployment areas, entry hexes and
//! victory areas written in terms of the map's places ("west of town A, inclusive"),
//! resolved against a `Map` when the game is built.

use std::collections::HashSet;

use pathfinding::directed::bfs::bfs;

use hexx::Hex;
use serde::{Deserialize, Serialize};

use crate::rules::soldiers::map::{BridgeKind, ColRow, Edge, Map, Place, col_row, hex_at};
use crate::rules::soldiers::terrain_effects::Terrain;

/// Whether a boundary place belongs to the area ("inclusive") or not ("exclusive").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bound {
    Inclusive,
    Exclusive,
}

/// A compass point, for the extreme hex of an area ("the northeasternmost hex of town B").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Compass {
    North,
    NorthEast,
    East,
    SouthEast,
    South,
    SouthWest,
    West,
    NorthWest,
}

/// Checks a place letter or number against the list the map holds, so a misspelt one is
/// refused where it is written (file, line, column) with the names that exist.
macro_rules! place_name {
    ($name:ident, $raw:ty, $what:literal, $all:expr, $show:literal) => {
        #[doc = concat!("A ", $what, " of the Soldiers map, checked when read.")]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(try_from = $show, into = $show)]
        pub struct $name(pub $raw);

        impl TryFrom<$raw> for $name {
            type Error = String;
            fn try_from(value: $raw) -> Result<Self, String> {
                if $all.contains(&value) {
                    Ok(Self(value))
                } else {
                    let names: Vec<String> = $all.iter().map(|name| name.to_string()).collect();
                    Err(format!(
                        "there is no {} {value:?} on the Soldiers map; the {}s are {}",
                        $what,
                        $what,
                        names.join(", ")
                    ))
                }
            }
        }

        impl From<$name> for $raw {
            fn from(name: $name) -> $raw {
                name.0
            }
        }
    };
}

place_name!(TownLetter, char, "town", ['A', 'B', 'C'], "char");
place_name!(
    WoodLetter,
    char,
    "wood",
    ['E', 'H', 'K', 'L', 'M', 'P', 'Q', 'R', 'S', 'T', 'U', 'V'],
    "char"
);
place_name!(HillName, u32, "hill", [40, 50, 60, 75], "u32");
place_name!(
    RoadNumber,
    u32,
    "numbered road hex",
    [1, 2, 3, 4, 5, 6, 7, 8],
    "u32"
);

/// An area of the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    /// Every hex of the map.
    Everywhere,
    Town(TownLetter),
    Woods(WoodLetter),
    /// A hill's crest and slope hexes.
    Hill(HillName),
    /// A hill's crest hexes (its peak included).
    HillCrest(HillName),
    /// The peak hex of a peaked hill (Hill 75's central crest).
    Peak(HillName),
    /// A numbered road hex ("road 4", "crossroads 8").
    Road(RoadNumber),
    /// Every hex a road runs through.
    Roads,
    /// The canal's hexes, bridges included.
    Canal,
    /// Every hex the railroad runs through.
    Railroad,
    RailroadBridge,
    /// The central road bridge.
    RoadBridge,
    TownBridge,
    /// All three bridges.
    Bridges,
    /// The hexes along a map edge.
    Edge(Edge),
    /// The `n` rows (or columns) of hexes nearest an edge, the edge row counting as one.
    NearEdge(Edge, u32),
    North(Box<Zone>, Bound),
    South(Box<Zone>, Bound),
    East(Box<Zone>, Bound),
    West(Box<Zone>, Bound),
    /// Hexes at most `n` hexes from the area (the area included).
    Within(u32, Box<Zone>),
    /// In each column of the area, the `n` hexes straight below its southernmost hex.
    DirectlySouth(u32, Box<Zone>),
    /// The rows between two areas (for an east or west edge stretch).
    BetweenRows(Box<Zone>, Box<Zone>, Bound),
    /// The columns between two areas.
    BetweenColumns(Box<Zone>, Box<Zone>, Bound),
    /// The railroad hexes from the first area along the line to the second, inclusive.
    OnRailroad(Box<Zone>, Box<Zone>),
    /// The one hex of the area farthest in a direction.
    Extreme(Compass, Box<Zone>),
    /// Hexes by column and row (1-based), where the text names no place.
    Hexes(Vec<ColRow>),
    /// The hexes in every one of the areas.
    All(Vec<Zone>),
    /// The hexes in any of the areas.
    Any(Vec<Zone>),
    /// The hexes not in the area.
    Not(Box<Zone>),
}

impl Zone {
    /// The zone's hexes on `map`, sorted by column then row.
    pub fn resolve(&self, map: &Map) -> Vec<Hex> {
        let mut hexes: Vec<Hex> = self.set(map).into_iter().collect();
        hexes.sort_by_key(|hex| col_row(*hex));
        hexes
    }

    fn set(&self, map: &Map) -> HashSet<Hex> {
        let all = || map.all_hexes();
        let bridge = |kind: Option<BridgeKind>| -> HashSet<Hex> {
            all()
                .filter(|hex| {
                    map.info(*hex)
                        .and_then(|info| info.bridge)
                        .is_some_and(|found| kind.is_none_or(|kind| kind == found))
                })
                .collect()
        };
        let place = |place: Place| -> HashSet<Hex> { map.place(place).into_iter().collect() };
        match self {
            Zone::Everywhere => all().collect(),
            Zone::Town(town) => place(Place::Town(town.0)),
            Zone::Woods(wood) => place(Place::Woods(wood.0)),
            Zone::Hill(hill) => place(Place::Hill(hill.0)),
            Zone::HillCrest(hill) => place(Place::HillCrest(hill.0)),
            Zone::Peak(hill) => all()
                .filter(|hex| {
                    map.info(*hex)
                        .is_some_and(|info| info.peak && info.hill == Some(hill.0))
                })
                .collect(),
            Zone::Road(number) => place(Place::Road(number.0)),
            Zone::Roads => all().filter(|hex| map.is_road(*hex)).collect(),
            Zone::Canal => all()
                .filter(|hex| map.terrain(*hex) == Terrain::Canal)
                .collect(),
            Zone::Railroad => all().filter(|hex| map.is_railroad(*hex)).collect(),
            Zone::RailroadBridge => bridge(Some(BridgeKind::Railroad)),
            Zone::RoadBridge => bridge(Some(BridgeKind::Road)),
            Zone::TownBridge => bridge(Some(BridgeKind::Town)),
            Zone::Bridges => bridge(None),
            Zone::Edge(edge) => all().filter(|hex| map.on_edge(*hex, *edge)).collect(),
            Zone::NearEdge(edge, n) => {
                let n = *n as i32;
                all()
                    .filter(|hex| {
                        let (col, row) = col_row(*hex);
                        match edge {
                            Edge::North => row <= n,
                            Edge::South => row > map.rows - n,
                            Edge::West => col <= n,
                            Edge::East => col > map.columns - n,
                        }
                    })
                    .collect()
            }
            Zone::North(reference, bound) => directional(map, reference, Compass::North, *bound),
            Zone::South(reference, bound) => directional(map, reference, Compass::South, *bound),
            Zone::East(reference, bound) => directional(map, reference, Compass::East, *bound),
            Zone::West(reference, bound) => directional(map, reference, Compass::West, *bound),
            Zone::Within(n, reference) => {
                let reference = reference.set(map);
                all()
                    .filter(|hex| {
                        reference
                            .iter()
                            .any(|near| hex.distance_to(*near) <= *n as i32)
                    })
                    .collect()
            }
            Zone::DirectlySouth(n, reference) => {
                let reference = reference.set(map);
                let mut found = HashSet::new();
                for hex in &reference {
                    let (col, row) = col_row(*hex);
                    let lowest = reference
                        .iter()
                        .map(|other| col_row(*other))
                        .filter(|(other_col, _)| *other_col == col)
                        .map(|(_, other_row)| other_row)
                        .max()
                        .unwrap_or(row);
                    if row == lowest {
                        for below in 1..=*n as i32 {
                            let hex = hex_at((col, row + below));
                            if map.contains(hex) {
                                found.insert(hex);
                            }
                        }
                    }
                }
                found
            }
            Zone::BetweenRows(a, b, bound) => between(map, a, b, *bound, |(_, row)| row),
            Zone::BetweenColumns(a, b, bound) => between(map, a, b, *bound, |(col, _)| col),
            Zone::OnRailroad(from, to) => on_railroad(map, &from.set(map), &to.set(map)),
            Zone::Extreme(compass, reference) => {
                let reference = reference.resolve(map);
                let best = reference.iter().copied().max_by(|a, b| {
                    score(*a, *compass)
                        .total_cmp(&score(*b, *compass))
                        // Ties: the hex listed first (west, then north) wins.
                        .then_with(|| col_row(*b).cmp(&col_row(*a)))
                });
                best.into_iter().collect()
            }
            Zone::Hexes(hexes) => hexes
                .iter()
                .map(|at| hex_at(*at))
                .filter(|hex| map.contains(*hex))
                .collect(),
            Zone::All(zones) => {
                let mut sets = zones.iter().map(|zone| zone.set(map));
                let first = sets.next().unwrap_or_default();
                sets.fold(first, |acc, set| acc.intersection(&set).copied().collect())
            }
            Zone::Any(zones) => zones.iter().flat_map(|zone| zone.set(map)).collect(),
            Zone::Not(zone) => {
                let inside = zone.set(map);
                all().filter(|hex| !inside.contains(hex)).collect()
            }
        }
    }
}

/// A hex's centre projected on a compass direction (north is up, rows grow southward;
/// the 1-based odd columns sit half a hex lower).
fn score(hex: Hex, compass: Compass) -> f64 {
    let (col, row) = col_row(hex);
    let x = f64::from(col) * 1.5;
    let y = -(f64::from(row) + if col % 2 == 1 { 0.5 } else { 0.0 }) * 3f64.sqrt();
    let (dx, dy) = match compass {
        Compass::North => (0.0, 1.0),
        Compass::South => (0.0, -1.0),
        Compass::East => (1.0, 0.0),
        Compass::West => (-1.0, 0.0),
        Compass::NorthEast => (0.866, 0.5),
        Compass::NorthWest => (-0.866, 0.5),
        Compass::SouthEast => (0.866, -0.5),
        Compass::SouthWest => (-0.866, -0.5),
    };
    x * dx + y * dy
}

/// North/south/east/west of a reference. Compared within the hex's own column (for north
/// and south) or row (east and west) where the reference has hexes there, so a winding
/// canal or railroad is followed; elsewhere against the whole reference. Inclusive keeps
/// hexes level with the reference's far side (the reference included), exclusive only
/// those beyond its near side.
fn directional(map: &Map, reference: &Zone, compass: Compass, bound: Bound) -> HashSet<Hex> {
    let reference: Vec<ColRow> = reference.set(map).into_iter().map(col_row).collect();
    if reference.is_empty() {
        return HashSet::new();
    }
    map.all_hexes()
        .filter(|hex| {
            let (col, row) = col_row(*hex);
            let vertical = matches!(compass, Compass::North | Compass::South);
            let (line, along) = if vertical { (col, row) } else { (row, col) };
            let on_line: Vec<i32> = reference
                .iter()
                .filter(|(c, r)| if vertical { *c == line } else { *r == line })
                .map(|(c, r)| if vertical { *r } else { *c })
                .collect();
            let values: Vec<i32> = if on_line.is_empty() {
                reference
                    .iter()
                    .map(|(c, r)| if vertical { *r } else { *c })
                    .collect()
            } else {
                on_line
            };
            let (low, high) = (
                values.iter().copied().min().unwrap_or(0),
                values.iter().copied().max().unwrap_or(0),
            );
            let towards_low = matches!(compass, Compass::North | Compass::West);
            match (towards_low, bound) {
                (true, Bound::Inclusive) => along <= high,
                (true, Bound::Exclusive) => along < low,
                (false, Bound::Inclusive) => along >= low,
                (false, Bound::Exclusive) => along > high,
            }
        })
        .collect()
}

/// The hexes whose row (or column) lies between two areas: inclusive from the near
/// area's first line to the far area's last, exclusive strictly between them.
fn between(map: &Map, a: &Zone, b: &Zone, bound: Bound, key: fn(ColRow) -> i32) -> HashSet<Hex> {
    let span = |zone: &Zone| {
        let values: Vec<i32> = zone
            .set(map)
            .into_iter()
            .map(|hex| key(col_row(hex)))
            .collect();
        Some((*values.iter().min()?, *values.iter().max()?))
    };
    let (Some(a), Some(b)) = (span(a), span(b)) else {
        return HashSet::new();
    };
    let (near, far) = if a.0 <= b.0 { (a, b) } else { (b, a) };
    map.all_hexes()
        .filter(|hex| {
            let value = key(col_row(*hex));
            match bound {
                Bound::Inclusive => near.0 <= value && value <= far.1,
                Bound::Exclusive => near.1 < value && value < far.0,
            }
        })
        .collect()
}

/// Along the railroad from its hexes in `from` to the first hex in or beside `to`, then
/// on through every railroad hex inside `to` joined to it (inclusive).
fn on_railroad(map: &Map, from: &HashSet<Hex>, to: &HashSet<Hex>) -> HashSet<Hex> {
    let near_goal =
        |hex: Hex| to.contains(&hex) || hex.all_neighbors().iter().any(|n| to.contains(n));
    let rail_neighbours = |hex: Hex| -> Vec<Hex> {
        hex.all_neighbors()
            .into_iter()
            .filter(|n| map.railroad_between(hex, *n))
            .collect()
    };
    let mut starts: Vec<Hex> = from
        .iter()
        .copied()
        .filter(|hex| map.is_railroad(*hex))
        .collect();
    starts.sort_by_key(|hex| col_row(*hex));
    // `None` stands before the starts, so that they are searched in their order.
    let next = |node: &Option<Hex>| match *node {
        None => starts.iter().copied().map(Some).collect(),
        Some(hex) => rail_neighbours(hex)
            .into_iter()
            .map(Some)
            .collect::<Vec<_>>(),
    };
    let Some(path) = bfs(&None, next, |node| node.is_some_and(near_goal)) else {
        return HashSet::new();
    };
    let mut found: HashSet<Hex> = path.iter().copied().flatten().collect();
    let goal = path
        .last()
        .copied()
        .flatten()
        .expect("a path ends at its goal");
    let mut flood = vec![goal];
    while let Some(hex) = flood.pop() {
        for next in rail_neighbours(hex) {
            if to.contains(&next) && found.insert(next) {
                flood.push(next);
            }
        }
    }
    found
}
