//! Tests of the shipped mapsheet (`assets/data/soldiers/map.ron`, Muster's drawing): that it looks
//! like a mapsheet (woods, hills, a canal, connected roads) and that every scenario's
//! deployment zones, entry hexes and victory conditions make sense on it.

use std::collections::HashSet;

use hexx::Hex;

use super::map::{BridgeKind, Edge, Map, Place, col_row};
use super::terrain_effects::Terrain;

fn map() -> Map {
    Map::shipped().expect("the shipped map parses")
}

fn row(hex: Hex) -> i32 {
    col_row(hex).1
}

fn col(hex: Hex) -> i32 {
    col_row(hex).0
}

/// Where the hex's centre is drawn, in hex heights: odd columns sit half a hex lower.
fn centre(hex: Hex) -> (f64, f64) {
    let (col, row) = col_row(hex);
    let low = if col % 2 == 1 { 0.5 } else { 0.0 };
    (f64::from(col) * 0.75_f64.sqrt(), f64::from(row) + low)
}

fn rows_of(hexes: &[Hex]) -> (i32, i32) {
    let rows: Vec<i32> = hexes.iter().map(|hex| row(*hex)).collect();
    (
        rows.iter().copied().min().unwrap_or(0),
        rows.iter().copied().max().unwrap_or(0),
    )
}

fn distance(from: &[Hex], to: &[Hex]) -> u32 {
    from.iter()
        .flat_map(|a| to.iter().map(move |b| a.unsigned_distance_to(*b)))
        .min()
        .unwrap_or(u32::MAX)
}

/// The hexes reached from `start` through neighbours that pass `step`.
fn flood(map: &Map, start: Vec<Hex>, step: impl Fn(Hex, Hex) -> bool) -> HashSet<Hex> {
    let mut seen: HashSet<Hex> = start.iter().copied().collect();
    let mut frontier = start;
    while let Some(hex) = frontier.pop() {
        for next in map.neighbours(hex) {
            if step(hex, next) && seen.insert(next) {
                frontier.push(next);
            }
        }
    }
    seen
}

fn land_from(map: &Map, edge: Edge) -> HashSet<Hex> {
    let land = |hex: Hex| map.terrain(hex) != Terrain::Canal;
    let start = map
        .all_hexes()
        .filter(|hex| map.on_edge(*hex, edge) && land(*hex))
        .collect();
    flood(map, start, |_, next| land(next))
}

fn canal(map: &Map) -> Vec<Hex> {
    map.all_hexes()
        .filter(|hex| map.terrain(*hex) == Terrain::Canal)
        .collect()
}

fn bridge(map: &Map, kind: BridgeKind) -> Hex {
    let found: Vec<Hex> = map
        .all_hexes()
        .filter(|hex| map.info(*hex).and_then(|info| info.bridge) == Some(kind))
        .collect();
    assert_eq!(found.len(), 1, "one {kind:?} bridge");
    found[0]
}

fn railroad(map: &Map) -> Vec<Hex> {
    map.all_hexes()
        .filter(|hex| map.is_railroad(*hex))
        .collect()
}

/// Whether every hex lies west of the railroad in its own row.
fn west_of_railroad(map: &Map, hexes: &[Hex]) -> bool {
    let rail = railroad(map);
    hexes.iter().all(|hex| {
        rail.iter()
            .filter(|r| row(**r) == row(*hex))
            .all(|r| col(*r) > col(*hex))
    })
}

fn numbered(map: &Map, number: u32) -> Hex {
    map.numbered(number).expect("the numbered road hex")
}

#[test]
fn map_town_b_has_nine_hexes() {
    assert_eq!(map().place(Place::Town('B')).len(), 9);
}

#[test]
fn map_town_b_has_one_northernmost_northeasternmost_and_northwesternmost_hex() {
    let town = map().place(Place::Town('B'));
    let best = |score: &dyn Fn(Hex) -> f64| {
        let top = town.iter().map(|h| score(*h)).fold(f64::MIN, f64::max);
        let found: Vec<Hex> = town.iter().copied().filter(|h| score(*h) == top).collect();
        assert_eq!(found.len(), 1, "one hex scores {top}");
        found[0]
    };
    let north = best(&|h| -centre(h).1);
    let north_east = best(&|h| centre(h).0 - centre(h).1);
    let north_west = best(&|h| -centre(h).0 - centre(h).1);
    let machine_guns: HashSet<Hex> = [north, north_east, north_west].into_iter().collect();
    assert_eq!(machine_guns.len(), 3);
}

#[test]
fn map_town_b_lies_south_of_the_canal_four_to_seven_hexes_from_it() {
    let map = map();
    let town = map.place(Place::Town('B'));
    let south = land_from(&map, Edge::South);
    assert!(town.iter().all(|hex| south.contains(hex)));
    assert!((4..=7).contains(&distance(&town, &canal(&map))));
}

#[test]
fn map_the_four_hexes_directly_south_of_town_b_are_on_the_map() {
    let map = map();
    let town = map.place(Place::Town('B'));
    for column in town.iter().map(|hex| col(*hex)) {
        let lowest = town.iter().filter(|h| col(**h) == column).map(|h| row(*h));
        let lowest = lowest.max().expect("a hex in that column");
        for step in 1..=4 {
            let wasps = super::map::hex_at((column, lowest + step));
            assert!(map.contains(wasps) && !town.contains(&wasps));
        }
    }
}

#[test]
fn map_canal_crosses_west_to_east_and_cuts_the_map_in_two() {
    let map = map();
    let canal = canal(&map);
    let start = vec![canal[0]];
    let joined = flood(&map, start, |_, next| map.terrain(next) == Terrain::Canal);
    assert_eq!(joined.len(), canal.len(), "one canal");
    assert!(canal.iter().any(|hex| map.on_edge(*hex, Edge::West)));
    assert!(canal.iter().any(|hex| map.on_edge(*hex, Edge::East)));
    let north = land_from(&map, Edge::North);
    assert!(!north.iter().any(|hex| map.on_edge(*hex, Edge::South)));
    // Roughly east-west, with a straight run of at least eight hexes in one row.
    let (top, bottom) = rows_of(&canal);
    assert!(bottom - top <= 4, "canal rows {top}-{bottom}");
    let longest = (top..=bottom)
        .map(|r| canal.iter().filter(|hex| row(**hex) == r).count())
        .max();
    assert!(longest >= Some(8));
}

#[test]
fn map_has_a_railroad_a_central_road_and_a_town_a_bridge() {
    let map = map();
    let bridges: Vec<Hex> = map.all_hexes().filter(|h| map.is_bridge(*h)).collect();
    assert_eq!(bridges.len(), 3);
    let central = bridge(&map, BridgeKind::Road);
    assert!((col(central) - 18).abs() <= 2, "central bridge column");
    assert!(map.is_road(central));
    assert_eq!(
        map.info(bridge(&map, BridgeKind::Town))
            .and_then(|i| i.name),
        Some('A')
    );
    assert!(map.is_road(bridge(&map, BridgeKind::Town)));
    assert!(map.is_railroad(bridge(&map, BridgeKind::Railroad)));
}

#[test]
fn map_thirteen_canal_hexes_west_of_the_railroad_bridge_near_town_b() {
    let map = map();
    let rail_bridge = bridge(&map, BridgeKind::Railroad);
    let town = map.place(Place::Town('B'));
    let near = canal(&map)
        .into_iter()
        .filter(|hex| !map.is_bridge(*hex) && col(*hex) < col(rail_bridge))
        .filter(|hex| distance(&[*hex], &town) <= 10)
        .count();
    assert!(near >= 13, "{near} canal hexes");
}

#[test]
fn map_railroad_is_one_chain_from_the_south_edge_over_the_railroad_bridge() {
    let map = map();
    let rail = railroad(&map);
    let south: Vec<Hex> = rail
        .iter()
        .copied()
        .filter(|h| map.on_edge(*h, Edge::South))
        .collect();
    assert_eq!(south.len(), 1, "one railroad hex on the south edge");
    // Walk the chain: no hex has more than two railroad hexsides.
    let (mut at, mut came_from, mut walked) = (south[0], None, vec![south[0]]);
    loop {
        let next: Vec<Hex> = map
            .neighbours(at)
            .filter(|n| map.railroad_between(at, *n) && Some(*n) != came_from)
            .collect();
        assert!(next.len() <= 1, "the railroad forks at {:?}", col_row(at));
        let Some(next) = next.first().copied() else {
            break;
        };
        (came_from, at) = (Some(at), next);
        walked.push(next);
    }
    assert_eq!(walked.len(), rail.len(), "one chain");
    let rail_bridge = bridge(&map, BridgeKind::Railroad);
    assert!(walked.contains(&rail_bridge));
    let in_canal: Vec<Hex> = rail
        .into_iter()
        .filter(|h| map.terrain(*h) == Terrain::Canal)
        .collect();
    assert_eq!(in_canal, vec![rail_bridge]);
}

#[test]
fn map_roads_form_one_network_crossing_the_canal_only_at_road_and_town_bridges() {
    let map = map();
    let roads: Vec<Hex> = map.all_hexes().filter(|h| map.is_road(*h)).collect();
    let joined = flood(&map, vec![numbered(&map, 8)], |a, b| map.road_between(a, b));
    assert_eq!(joined.len(), roads.len(), "one road network");
    let mut crossings: Vec<BridgeKind> = roads
        .iter()
        .filter(|h| map.terrain(**h) == Terrain::Canal)
        .map(|h| map.info(*h).and_then(|info| info.bridge).expect("a bridge"))
        .collect();
    crossings.sort_by_key(|kind| *kind as u8);
    assert_eq!(crossings, vec![BridgeKind::Road, BridgeKind::Town]);
}

#[test]
fn map_every_road_number_on_a_road() {
    let map = map();
    let numbers: Vec<u32> = map.numbered_hexes().iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (1..=8).collect::<Vec<u32>>());
    assert!(
        map.numbered_hexes()
            .iter()
            .all(|(_, hex)| map.is_road(*hex))
    );
}

#[test]
fn map_roads_4_and_5_on_the_south_edge() {
    let map = map();
    assert!(map.on_edge(numbered(&map, 4), Edge::South));
    assert!(map.on_edge(numbered(&map, 5), Edge::South));
}

#[test]
fn map_roads_6_and_7_on_the_west_edge_south_of_the_canal_apart() {
    let map = map();
    let south = land_from(&map, Edge::South);
    let (six, seven) = (numbered(&map, 6), numbered(&map, 7));
    for road in [six, seven] {
        assert!(map.on_edge(road, Edge::West) && south.contains(&road));
    }
    assert!(six.unsigned_distance_to(seven) >= 6);
}

#[test]
fn map_road_1_on_the_west_edge_north_of_the_canal_and_road_2_on_the_east_edge() {
    let map = map();
    let north = land_from(&map, Edge::North);
    assert!(map.on_edge(numbered(&map, 1), Edge::West) && north.contains(&numbered(&map, 1)));
    assert!(map.on_edge(numbered(&map, 2), Edge::East));
    assert!(map.on_any_edge(numbered(&map, 3)));
}

#[test]
fn map_crossroads_8_joins_roads_inside_the_map() {
    let map = map();
    let eight = numbered(&map, 8);
    assert!(!map.on_any_edge(eight));
    let sides = map
        .neighbours(eight)
        .filter(|n| map.road_between(eight, *n))
        .count();
    assert!(sides >= 3, "{sides} road hexsides");
}

#[test]
fn map_hill_75_has_one_peak_ringed_by_crest() {
    let map = map();
    let crest = map.place(Place::HillCrest(75));
    let peaks: Vec<Hex> = crest
        .iter()
        .copied()
        .filter(|h| map.info(*h).is_some_and(|i| i.peak))
        .collect();
    assert_eq!(peaks.len(), 1);
    let peak = peaks[0];
    assert_eq!(map.altitude(peak), 75);
    assert_eq!(crest.len(), 7);
    for ring in map.neighbours(peak) {
        assert!(crest.contains(&ring));
        assert_eq!(map.altitude(ring), 70);
    }
}

#[test]
fn map_hills_are_crests_of_two_to_eight_ringed_by_their_own_slope() {
    let map = map();
    for hill in [40, 50, 60, 75] {
        let crest = map.place(Place::HillCrest(hill));
        assert!((2..=8).contains(&crest.len()) || hill == 75, "hill {hill}");
        for hex in &crest {
            for next in map.neighbours(*hex) {
                let info = map.info(next).expect("on the map");
                assert_eq!(info.hill, Some(hill), "around hill {hill}");
            }
        }
    }
}

#[test]
fn map_woods_hold_four_to_fifteen_joined_hexes() {
    let map = map();
    for name in "EHKLMPQRSTUV".chars() {
        let wood = map.place(Place::Woods(name));
        assert!((4..=15).contains(&wood.len()), "wood {name}");
        let inside: HashSet<Hex> = wood.iter().copied().collect();
        let joined = flood(&map, vec![wood[0]], |_, next| inside.contains(&next));
        assert_eq!(joined.len(), wood.len(), "wood {name} in one piece");
    }
}

mod scenarios;
