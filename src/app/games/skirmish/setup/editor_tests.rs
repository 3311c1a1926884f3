//! The set-up screen's edits, without a window: laying, turning and taking up tiles (the
//! table growing left and up), placing and clearing properties and elements, the players.

use super::editor::{TableSetup, Tool};
use crate::app::games::skirmish::SkirmishSeat;
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::map::Pos;
use crate::scenario::skirmish_layout::{
    Element, LayoutProblem, PlacedProperty, PropertyKind, Rotation, Slot,
};

fn setup() -> TableSetup {
    TableSetup::default()
}

#[test]
fn skirmish_setup_2_0_a_tile_laid_left_of_the_table_moves_the_table_over() {
    let mut setup = setup();
    setup.click(Pos::new(2, 2));
    setup.tool = Tool::Property(PropertyKind::City);
    setup.click(Pos::new(1, 1));
    setup.tool = Tool::Tile;
    setup.tile = "Road".into();
    setup.click(Pos::new(-3, 2));
    let laid: Vec<(Slot, &str)> = setup
        .layout
        .tiles
        .iter()
        .map(|placed| (placed.slot, placed.tile.as_str()))
        .collect();
    assert_eq!(
        laid,
        [(Slot::new(1, 0), "Grassland"), (Slot::new(0, 0), "Road")]
    );
    assert_eq!(setup.selected, Some(Slot::new(0, 0)));
    assert_eq!(
        setup.layout.properties,
        [PlacedProperty {
            at: Pos::new(6, 1),
            kind: PropertyKind::City,
            owner: None
        }],
        "the city moved with its tile"
    );
}

#[test]
fn skirmish_setup_2_0_rotate_turns_the_selected_tile_and_remove_takes_it_up() {
    let mut setup = setup();
    setup.tile = "Bend".into();
    setup.click(Pos::new(0, 0));
    setup.click(Pos::new(7, 0));
    setup.rotate();
    setup.rotate();
    let turned = setup.layout.tile_in(Slot::new(1, 0)).unwrap().rotation;
    assert_eq!(turned, Rotation::R180);
    assert_eq!(setup.rotation, Rotation::R180, "the tile in hand follows");
    setup.tool = Tool::Element(Element::Trees);
    setup.click(Pos::new(9, 4));
    setup.remove_selected();
    assert_eq!(setup.layout.tiles.len(), 1);
    assert!(setup.layout.elements.is_empty(), "the trees went with it");
    assert_eq!(setup.selected, None);
}

#[test]
fn skirmish_setup_2_0_removing_the_first_tile_keeps_the_table_at_the_top_left() {
    let mut setup = setup();
    setup.click(Pos::new(0, 0));
    setup.click(Pos::new(5, 0));
    setup.right_click(Pos::new(0, 0));
    assert_eq!(setup.layout.tiles.len(), 1);
    assert_eq!(setup.layout.tiles[0].slot, Slot::new(0, 0));
}

#[test]
fn skirmish_setup_2_1_the_same_property_again_takes_it_off_and_an_hq_has_an_owner() {
    let mut setup = setup();
    setup.click(Pos::new(0, 0));
    setup.tool = Tool::Property(PropertyKind::Hq);
    setup.click(Pos::new(2, 2));
    assert_eq!(
        setup.layout.property_at(Pos::new(2, 2)).unwrap().owner,
        Some(PlayerId(0))
    );
    setup.click(Pos::new(2, 2));
    assert!(setup.layout.properties.is_empty());
    setup.click(Pos::new(9, 9));
    assert!(setup.layout.properties.is_empty(), "no tile there");
}

#[test]
fn skirmish_setup_2_2_an_element_replaces_a_property_and_problems_name_the_square() {
    let mut setup = setup();
    setup.tile = "Lake".into();
    setup.click(Pos::new(0, 0));
    setup.tool = Tool::Property(PropertyKind::City);
    setup.click(Pos::new(2, 2));
    assert!(setup.problems().iter().any(|problem| matches!(
        problem,
        LayoutProblem::PropertyOnImpassable { at, .. } if *at == Pos::new(2, 2)
    )));
    setup.tool = Tool::Element(Element::Hills);
    setup.click(Pos::new(2, 2));
    assert!(setup.layout.properties.is_empty());
    assert_eq!(setup.layout.elements.len(), 1);
}

#[test]
fn skirmish_setup_players_come_and_go_keeping_cos_and_seats() {
    let mut setup = setup();
    setup.layout.players[1].co = Some("Brenna".into());
    setup.set_player_count(4);
    assert_eq!(setup.layout.players.len(), 4);
    assert_eq!(setup.layout.players[1].co.as_deref(), Some("Brenna"));
    assert_eq!(setup.seats.len(), 4);
    setup.layout.starting_player = PlayerId(3);
    setup.set_player_count(2);
    assert_eq!(setup.layout.starting_player, PlayerId(0));
    assert_eq!(setup.layout.players[1].name, "Blue Moon");
    setup.layout.starting_player = PlayerId(1);
    setup.seats = vec![SkirmishSeat::Human, SkirmishSeat::Veteran];
    assert_eq!(
        setup.scenario_seats(),
        [SkirmishSeat::Veteran, SkirmishSeat::Human]
    );
}
