//! The set-up from tiles (2.0–2.7), rule by rule: what a layout may hold and each refusal
//! with its place, each beside a layout that passes.

use super::model::{Element, PropertyKind, Slot};
use super::problems::LayoutProblem;
use super::test_support::*;
use super::tiles::{Rotation, TileSet};
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::{Colour, Victory};
use crate::rules::skirmish::tables::TableError;
use crate::rules::skirmish::terrain::Terrain;
use crate::scenario::skirmish::build_state;
use crate::scenario::skirmish_playable::Unplayable;

#[test]
fn setup_2_0_tiles_laid_out_orthogonally_make_a_table() {
    // 2.0: "choose any number of the terrain tiles provided and lay them out orthogonally on
    // the table in any way you see fit."
    let layout = two_fields();
    assert_eq!(problems(&layout), vec![]);
    assert_eq!(layout.size(&tiles()), (10, 5));
    let map = layout.map(&tiles());
    assert_eq!(map.terrain(Pos::new(1, 2)), Some(Terrain::Hq));
    assert_eq!(map.terrain(Pos::new(3, 3)), Some(Terrain::Plain));
}

#[test]
fn setup_2_0_a_tile_not_joined_edge_to_edge_is_refused() {
    // Laid "orthogonally": a tile touching the others only at a corner, or not at all, is
    // not part of the table.
    for apart in [Slot::new(2, 1), Slot::new(3, 0)] {
        let mut layout = two_fields();
        layout
            .tiles
            .push(tile(apart.col, apart.row, "Grassland", Rotation::R0));
        assert_eq!(
            problems(&layout),
            vec![LayoutProblem::TileApart { slot: apart }]
        );
    }
}

#[test]
fn setup_2_0_a_tile_joined_edge_to_edge_anywhere_is_accepted() {
    // The twin: below the first tile, an L-shaped table; the corner slot no tile covers is
    // sea in the scenario.
    let mut layout = two_fields();
    layout.tiles.push(tile(0, 1, "Woods", Rotation::R90));
    assert_eq!(problems(&layout), vec![]);
    assert_eq!(
        layout.map(&tiles()).terrain(Pos::new(7, 7)),
        Some(Terrain::Sea)
    );
}

#[test]
fn setup_2_0_two_tiles_in_one_slot_overlap_and_are_refused() {
    let mut layout = two_fields();
    layout.tiles.push(tile(1, 0, "Woods", Rotation::R0));
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::TilesOverlap {
            slot: Slot::new(1, 0)
        }]
    );
    let message = problems(&layout)[0].to_string();
    assert!(
        message.starts_with("the tile slot in column 2 row 1"),
        "{message}"
    );
}

#[test]
fn setup_2_0_a_tile_the_set_does_not_have_is_refused() {
    let mut layout = two_fields();
    layout.tiles[1].tile = "Volcano".into();
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::UnknownTile {
            slot: Slot::new(1, 0),
            tile: "Volcano".into()
        }]
    );
    layout.tiles[1].tile = "Woods".into();
    assert!(problems(&layout).is_empty(), "{:?}", problems(&layout));
}

#[test]
fn setup_2_0_no_tiles_is_refused() {
    let mut layout = two_fields();
    layout.tiles.clear();
    layout.properties.clear();
    assert_eq!(
        problems(&layout),
        vec![
            LayoutProblem::NoTiles,
            LayoutProblem::NoHq {
                player: PlayerId(0)
            },
            LayoutProblem::NoHq {
                player: PlayerId(1)
            }
        ]
    );
}

#[test]
fn setup_2_0_a_tile_may_be_laid_turned_a_quarter_at_a_time() {
    // The Bend's road leaves the top edge and turns to the right edge; turned a quarter
    // clockwise it leaves the right edge and turns to the bottom edge.
    let set = tiles();
    let bend = set.find("Bend").unwrap();
    let road = |rotation, x, y| bend.terrain(rotation, x, y) == Terrain::Road;
    assert!(road(Rotation::R0, 2, 0) && road(Rotation::R0, 4, 2) && !road(Rotation::R0, 2, 4));
    assert!(road(Rotation::R90, 4, 2) && road(Rotation::R90, 2, 4) && !road(Rotation::R90, 2, 0));
    assert!(road(Rotation::R180, 2, 4) && road(Rotation::R180, 0, 2));
    assert!(road(Rotation::R270, 0, 2) && road(Rotation::R270, 2, 0));
    assert!(!bend.looks_the_same_turned(Rotation::R90));
    assert!(
        set.find("Crossroads")
            .unwrap()
            .looks_the_same_turned(Rotation::R90)
    );
}

#[test]
fn setup_1_0_the_shipped_tiles_are_nine_and_marked_as_musters() {
    // 1.0: "Terrain Tiles (print as many as you want but print at least 9)"; the text does
    // not say what is on them, so each is Muster's design.
    let set = tiles();
    assert_eq!(set.size, 5);
    assert_eq!(set.tiles.len(), 9);
    assert!(
        set.tiles
            .iter()
            .all(|tile| tile.source == crate::rules::soldiers::source::Source::Assumed)
    );
}

#[test]
fn setup_2_1_a_city_printed_on_a_tile_is_refused_by_the_tile_file() {
    let good = "(size: 2, tiles: [(name: \"A\", source: Assumed, rows: [\"..\", \"=.\"])])";
    assert!(TileSet::parse(good, "tiles.ron", &tables()).is_ok());
    let bad = good.replace("\"=.\"", "\"C.\"");
    assert_eq!(
        TileSet::parse(&bad, "tiles.ron", &tables()),
        Err(TableError::Invalid {
            file: "tiles.ron".into(),
            why: "A row 2 column 1: a city is placed on a square (2.1), not printed on a tile"
                .into()
        })
    );
}

#[test]
fn setup_2_1_a_property_on_water_or_hills_is_refused() {
    // 2.1 "Place neutral cities and factories on the board": on ground every unit can
    // enter. A third tile to the right: the Lake's middle is sea, the Hills' (1, 1) is a
    // mountain.
    let mut layout = two_fields();
    layout.tiles.push(tile(2, 0, "Lake", Rotation::R0));
    layout
        .properties
        .push(property(12, 3, PropertyKind::City, None));
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::PropertyOnImpassable {
            at: Pos::new(12, 3),
            kind: PropertyKind::City,
            terrain: Terrain::Sea
        }]
    );
    assert!(
        problems(&layout)[0]
            .to_string()
            .starts_with("row 4 column 13 (M4): a city cannot stand on sea"),
        "{}",
        problems(&layout)[0]
    );
    layout.tiles[2] = tile(2, 0, "Hills", Rotation::R0);
    layout.properties[6] = property(11, 1, PropertyKind::Factory, None);
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::PropertyOnImpassable {
            at: Pos::new(11, 1),
            kind: PropertyKind::Factory,
            terrain: Terrain::Mountain
        }]
    );
}

#[test]
fn setup_2_1_a_property_on_open_ground_road_or_forest_is_accepted() {
    let mut layout = two_fields();
    layout.tiles.push(tile(2, 0, "Lake", Rotation::R0));
    layout
        .properties
        .push(property(14, 3, PropertyKind::City, None));
    assert_eq!(problems(&layout), vec![]);
    layout.tiles[0] = tile(0, 0, "Woods", Rotation::R0);
    assert_eq!(
        tiles().find("Woods").unwrap().terrain(Rotation::R0, 4, 0),
        Terrain::Forest
    );
    assert_eq!(
        problems(&layout),
        vec![],
        "the city on (4, 0) stands in the woods"
    );
    assert_eq!(
        layout.terrain(Pos::new(4, 0), &tiles()),
        Some(Terrain::City)
    );
    layout.tiles[0] = tile(0, 0, "Road", Rotation::R0);
    assert_eq!(
        problems(&layout),
        vec![],
        "the factory on (2, 2) stands on the road"
    );
}

#[test]
fn setup_2_1_a_property_off_the_tiles_is_refused() {
    let mut layout = two_fields();
    layout.properties[5] = property(5, 5, PropertyKind::City, None);
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::OffTheTiles { at: Pos::new(5, 5) }]
    );
    layout.properties[5] = property(5, 4, PropertyKind::City, None);
    assert_eq!(problems(&layout), vec![]);
}

#[test]
fn setup_2_1_one_thing_to_a_square() {
    let mut layout = two_fields();
    layout.elements.push(element(4, 0, Element::Trees));
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::SquareTaken { at: Pos::new(4, 0) }]
    );
    layout.elements[0] = element(4, 1, Element::Trees);
    assert_eq!(problems(&layout), vec![]);
}

#[test]
fn setup_2_2_trees_and_hills_go_on_plain() {
    // 2.2: "Place any terrain elements you would like. (trees, hills, etc.)"
    let mut layout = two_fields();
    layout.tiles[0] = tile(0, 0, "Road", Rotation::R0);
    layout.elements.push(element(2, 4, Element::Hills));
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::ElementOffPlain {
            at: Pos::new(2, 4),
            element: Element::Hills,
            terrain: Terrain::Road
        }]
    );
}

#[test]
fn setup_2_2_trees_and_hills_on_plain_make_forest_and_mountain() {
    let mut layout = two_fields();
    layout.elements.push(element(3, 4, Element::Hills));
    layout.elements.push(element(6, 0, Element::Trees));
    assert_eq!(problems(&layout), vec![]);
    let map = layout.map(&tiles());
    assert_eq!(map.terrain(Pos::new(3, 4)), Some(Terrain::Mountain));
    assert_eq!(map.terrain(Pos::new(6, 0)), Some(Terrain::Forest));
}

#[test]
fn setup_2_4_a_player_with_no_hq_is_refused() {
    let mut layout = two_fields();
    layout.properties.remove(2);
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::NoHq {
            player: PlayerId(1)
        }]
    );
    assert_eq!(problems(&layout)[0].to_string(), "player 2: has no HQ");
}

#[test]
fn setup_2_4_each_player_has_exactly_one_hq_of_their_own() {
    let mut layout = two_fields();
    layout
        .properties
        .push(property(3, 4, PropertyKind::Hq, Some(0)));
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::ExtraHq {
            player: PlayerId(0),
            at: Pos::new(3, 4)
        }]
    );
    layout.properties[6].owner = None;
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::NeutralHq { at: Pos::new(3, 4) }]
    );
    layout.properties[6].owner = Some(PlayerId(2));
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::NoSuchOwner {
            at: Pos::new(3, 4),
            owner: PlayerId(2)
        }]
    );
    layout.properties[6].kind = PropertyKind::City;
    layout.properties[6].owner = Some(PlayerId(1));
    assert_eq!(problems(&layout), vec![], "an owned city is fine");
}

#[test]
fn setup_2_4_two_to_four_players_each_in_a_colour_of_their_own() {
    let mut layout = two_fields();
    layout.players.truncate(1);
    assert!(problems(&layout).contains(&LayoutProblem::PlayerCount { found: 1 }));
    let mut layout = two_fields();
    layout.players[1].colour = Colour::Orange;
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::ColourTaken {
            player: PlayerId(1),
            colour: Colour::Orange
        }]
    );
    let mut layout = two_fields();
    layout.players[1].co = Some("Nobody".into());
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::UnknownCo {
            player: PlayerId(1),
            co: "Nobody".into()
        }]
    );
    let co = tables().cos.cos[0].name.clone();
    layout.players[1].co = Some(co.clone());
    assert_eq!(problems(&layout), vec![]);
    assert_eq!(
        layout.to_scenario(&tiles(), &tables()).players[1].co,
        Some(co)
    );
}

#[test]
fn setup_2_5_each_player_takes_five_dollars() {
    // 2.5: "Each player takes $5 starting money." The first turn then begins with income.
    let scenario = two_fields().to_scenario(&tiles(), &tables());
    assert!(scenario.players.iter().all(|player| player.money == 5));
    assert!(scenario.units.is_empty());
    let state = build_state(&scenario, None);
    assert_eq!(state.players[0].money, 5 + 5, "$5 and the HQ's income");
    assert_eq!(state.players[1].money, 5);
}

#[test]
fn setup_2_6_the_starting_player_takes_the_first_seat() {
    // 2.6: "Choose a starting player." Then play goes round in seat order (3.0).
    let mut layout = two_fields();
    layout.starting_player = PlayerId(1);
    assert_eq!(problems(&layout), vec![]);
    let scenario = layout.to_scenario(&tiles(), &tables());
    assert_eq!(scenario.players[0].name, "Blue Moon");
    let blue_hq = scenario
        .owners
        .iter()
        .find(|owned| owned.at == (8, 2))
        .unwrap();
    assert_eq!(blue_hq.owner, 0, "Blue's HQ goes with Blue to seat 0");
    layout.starting_player = PlayerId(2);
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::NoSuchStartingPlayer { seat: PlayerId(2) }]
    );
}

#[test]
fn setup_2_7_a_victory_condition_of_4_0_with_something_to_reach() {
    // 2.7: "Choose a Victory Condition (see 4.0)": Conquest, Victory Medals, City Conquest.
    let mut layout = two_fields();
    for (victory, expected) in [
        (Victory::Conquest, vec![]),
        (Victory::Medals(6), vec![]),
        (Victory::Cities(2), vec![]),
        (Victory::Medals(0), vec![LayoutProblem::NothingToReach]),
        (
            Victory::Cities(3),
            vec![LayoutProblem::TooFewCities {
                needed: 3,
                cities: 2,
            }],
        ),
    ] {
        layout.victory = victory;
        assert_eq!(problems(&layout), expected, "{victory:?}");
    }
}

/// Orange's field above, a tile in between, Blue's field below.
fn north_and_south(between: &str) -> super::model::Layout {
    let mut layout = two_fields();
    layout.tiles = vec![
        tile(0, 0, "Grassland", Rotation::R0),
        tile(0, 1, between, Rotation::R0),
        tile(0, 2, "Grassland", Rotation::R0),
    ];
    layout.properties = vec![
        property(1, 1, PropertyKind::Hq, Some(0)),
        property(2, 1, PropertyKind::Factory, Some(0)),
        property(3, 13, PropertyKind::Hq, Some(1)),
        property(2, 13, PropertyKind::Factory, Some(1)),
    ];
    layout
}

#[test]
fn setup_conquest_refuses_hqs_no_foot_unit_can_walk_between() {
    // 4.0 Conquest: "capturing the enemies HQ"; 3.4b: only foot units capture. The Coast's
    // top row of sea cuts the table in two.
    let layout = north_and_south("Coast");
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::Unplayable(Unplayable::HqsApart {
            player: PlayerId(0),
            hq: Pos::new(1, 1),
            other: PlayerId(1),
            other_hq: Pos::new(3, 13)
        })]
    );
    let mut blue_first = layout;
    blue_first.starting_player = PlayerId(1);
    assert_eq!(
        problems(&blue_first),
        vec![LayoutProblem::Unplayable(Unplayable::HqsApart {
            player: PlayerId(1),
            hq: Pos::new(3, 13),
            other: PlayerId(0),
            other_hq: Pos::new(1, 1)
        })],
        "the layout's seats, though Blue sits first in the scenario"
    );
    assert_eq!(
        problems(&blue_first)[0].to_string(),
        "terrain row 14 column 4 (D14): Conquest is won by capturing an HQ and only foot units capture, but no foot unit can walk from player 2's HQ here to player 1's HQ at row 2 column 2 (B2)"
    );
}

#[test]
fn setup_conquest_accepts_hqs_joined_by_land_and_other_victories_need_no_path() {
    assert_eq!(problems(&north_and_south("Grassland")), vec![]);
    assert_eq!(problems(&north_and_south("Lake")), vec![], "round the lake");
    let mut medals = north_and_south("Coast");
    medals.victory = Victory::Medals(4);
    assert_eq!(problems(&medals), vec![]);
}

#[test]
fn setup_a_player_with_no_factory_could_never_act_and_is_refused() {
    // A layout has no units (2.0–2.7 place none), so each player needs a factory (3.5).
    let mut layout = two_fields();
    layout.properties[3].owner = None;
    assert_eq!(
        problems(&layout),
        vec![LayoutProblem::Unplayable(Unplayable::Helpless {
            player: PlayerId(1)
        })]
    );
    layout.properties[3].owner = Some(PlayerId(1));
    assert_eq!(problems(&layout), vec![]);
}

#[test]
fn setup_normalised_moves_the_table_to_the_first_slot() {
    let mut layout = two_fields();
    for placed in &mut layout.tiles {
        placed.slot.row += 2;
    }
    for placed in &mut layout.properties {
        placed.at.y += 10;
    }
    assert_eq!(problems(&layout), vec![], "the empty strip above is sea");
    assert_eq!(layout.size(&tiles()), (10, 15));
    assert_eq!(layout.normalised(&tiles()), two_fields());
}
