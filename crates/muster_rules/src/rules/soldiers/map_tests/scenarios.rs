//! Tests that each scenario's deployment zones, entry hexes and victory conditions make
//! sense on the shipped mapsheet.

use super::*;

#[test]
fn map_scenario_2_crossroads_8_between_town_b_and_town_c_in_the_south_half() {
    let map = map();
    let eight = row(numbered(&map, 8));
    let (_, b_south) = rows_of(&map.place(Place::Town('B')));
    let (c_north, _) = rows_of(&map.place(Place::Town('C')));
    assert!(b_south < eight && eight < c_north && c_north > map.rows / 2);
    // The Germans deploy within 8 hexes of C, the French north of 8: apart.
    assert!(distance(&[numbered(&map, 8)], &map.place(Place::Town('C'))) > 8);
}

#[test]
fn map_scenario_11_towns_b_c_woods_k_l_p_and_hill_60_south_of_the_canal() {
    let map = map();
    let south = land_from(&map, Edge::South);
    let places = [
        Place::Town('B'),
        Place::Town('C'),
        Place::Woods('K'),
        Place::Woods('L'),
    ];
    for place in places
        .into_iter()
        .chain([Place::Woods('P'), Place::Hill(60)])
    {
        assert!(
            map.place(place).iter().all(|h| south.contains(h)),
            "{place:?}"
        );
    }
}

#[test]
fn map_scenario_3_hills_40_and_50_and_wood_k_west_of_the_railroad() {
    let map = map();
    let south = land_from(&map, Edge::South);
    for place in [Place::Hill(40), Place::Hill(50), Place::Woods('K')] {
        let hexes = map.place(place);
        assert!(west_of_railroad(&map, &hexes), "{place:?}");
        assert!(hexes.iter().all(|h| south.contains(h)), "{place:?}");
    }
    // Room for 7 batteries south of the canal within 5 hexes of the west edge.
    let room = south
        .iter()
        .filter(|h| col(**h) <= 5 && map.terrain(**h) == Terrain::Clear);
    assert!(room.count() >= 7);
}

#[test]
fn map_scenario_1_town_a_north_west_and_wood_m_on_the_east_edge_with_edge_south_of_it() {
    let map = map();
    let north = land_from(&map, Edge::North);
    let town = map.place(Place::Town('A'));
    let on_land: Vec<&Hex> = town
        .iter()
        .filter(|h| map.terrain(**h) == Terrain::Town)
        .collect();
    assert!(on_land.iter().filter(|h| north.contains(**h)).count() * 2 > on_land.len());
    assert!(town.iter().all(|h| col(*h) <= map.columns / 3));
    assert!(
        row(numbered(&map, 1)) >= rows_of(&town).0,
        "road 1 not north of A"
    );
    let wood = map.place(Place::Woods('M'));
    assert!(wood.iter().any(|h| map.on_edge(*h, Edge::East)));
    let below = (rows_of(&wood).1 + 1..=map.rows).count();
    assert!(below >= 5, "east-edge hexes south of M");
}

#[test]
fn map_scenario_4_east_edge_hexes_between_hill_75_and_wood_m() {
    let map = map();
    let hill = map.place(Place::Hill(75));
    let wood = map.place(Place::Woods('M'));
    assert!(hill.iter().any(|h| map.on_edge(*h, Edge::East)));
    let (hill_south, wood_north) = (rows_of(&hill).1, rows_of(&wood).0);
    assert!(wood_north - hill_south > 3, "edge rows between");
    // Hill 60 stands between town B and the exits at roads 4 and 5.
    let hill_60 = rows_of(&map.place(Place::Hill(60)));
    assert!(rows_of(&map.place(Place::Town('B'))).1 < hill_60.0);
    assert!(distance(&map.place(Place::Hill(60)), &[numbered(&map, 4)]) <= 10);
    assert!(distance(&map.place(Place::Hill(60)), &[numbered(&map, 5)]) <= 10);
}

#[test]
fn map_scenario_7_hill_75_south_of_the_canal_in_the_east_and_wood_v_well_south_of_its_peak() {
    let map = map();
    let south = land_from(&map, Edge::South);
    let hill = map.place(Place::Hill(75));
    assert!(
        hill.iter()
            .all(|h| south.contains(h) && col(*h) > map.columns / 2)
    );
    let peak = map.place(Place::HillCrest(75));
    let peak = peak
        .iter()
        .find(|h| map.altitude(**h) == 75)
        .expect("the peak");
    assert!(rows_of(&map.place(Place::Woods('V'))).0 >= row(*peak) + 5);
}

#[test]
fn map_scenario_8_hill_60_east_of_town_c() {
    let map = map();
    let east_of_c = map.place(Place::Town('C')).iter().map(|h| col(*h)).max();
    let crest = map.place(Place::HillCrest(60));
    assert!(crest.iter().all(|h| Some(col(*h)) > east_of_c));
}

#[test]
fn map_scenario_9_wood_p_on_the_railroad_within_reach_of_town_b() {
    let map = map();
    let wood = map.place(Place::Woods('P'));
    assert!(wood.iter().any(|h| map.is_railroad(*h)));
    assert!(distance(&wood, &map.place(Place::Town('B'))) <= 8);
    // Not inside the British deployment (within 11 hexes of the south edge).
    assert!(rows_of(&wood).0 < map.rows - 11);
}

#[test]
fn map_scenario_10_woods_e_and_h_flank_the_road_south_of_the_central_bridge_l_further_south() {
    let map = map();
    let central = bridge(&map, BridgeKind::Road);
    let south = land_from(&map, Edge::South);
    let (e, h) = (map.place(Place::Woods('E')), map.place(Place::Woods('H')));
    for wood in [&e, &h] {
        assert!(wood.iter().all(|x| south.contains(x)));
        assert!(distance(wood, &[central]) <= 4);
    }
    assert!(e.iter().all(|x| col(*x) < col(central)));
    assert!(h.iter().all(|x| col(*x) > col(central)));
    let l_north = rows_of(&map.place(Place::Woods('L'))).0;
    assert!(l_north > rows_of(&e).1 && l_north > rows_of(&h).1);
}

#[test]
fn map_scenario_13_wood_q_south_of_wood_e() {
    let map = map();
    let q_north = rows_of(&map.place(Place::Woods('Q'))).0;
    assert!(q_north > rows_of(&map.place(Place::Woods('E'))).1);
}

#[test]
fn map_scenario_13_wood_q_holds_the_russians_80_stacking_points() {
    // "Deploy in wood \"Q.\"": 8 companies (4), 3 gun battalions (8) and 6 squadrons (4)
    // are 80 points, at 8 a hex at least 10 hexes, each battalion filling one.
    let wood = map().place(Place::Woods('Q'));
    assert!(wood.len() * 8 >= 80, "wood Q has {} hexes", wood.len());
    assert!(wood.len() >= 3 + (80 - 3 * 8) / 8);
}

#[test]
fn map_scenario_5_the_british_places_west_of_the_railroad() {
    let map = map();
    let places = [
        Place::Town('C'),
        Place::Woods('V'),
        Place::Woods('R'),
        Place::Woods('K'),
    ];
    for place in places {
        assert!(west_of_railroad(&map, &map.place(place)), "{place:?}");
    }
}
