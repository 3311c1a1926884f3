//! Small layouts for the set-up tests.

use std::sync::Arc;

use super::model::{
    Element, Layout, PlacedElement, PlacedProperty, PlacedTile, PropertyKind, Slot,
};
use super::problems::LayoutProblem;
use super::tiles::{Rotation, TileSet};
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::tables::Tables;

/// The shipped tiles.
pub fn tiles() -> Arc<TileSet> {
    TileSet::shipped()
}

/// The shipped tables.
pub fn tables() -> Arc<Tables> {
    Tables::shipped()
}

/// A tile laid in slot (col, row).
pub fn tile(col: u8, row: u8, name: &str, rotation: Rotation) -> PlacedTile {
    PlacedTile {
        slot: Slot::new(col, row),
        tile: name.into(),
        rotation,
    }
}

/// A property on (x, y).
pub fn property(x: i32, y: i32, kind: PropertyKind, owner: Option<usize>) -> PlacedProperty {
    PlacedProperty {
        at: Pos::new(x, y),
        kind,
        owner: owner.map(PlayerId),
    }
}

/// An element on (x, y).
pub fn element(x: i32, y: i32, element: Element) -> PlacedElement {
    PlacedElement {
        at: Pos::new(x, y),
        element,
    }
}

/// Two grassland tiles side by side (10 × 5 squares); Orange's HQ and factory on the left,
/// Blue's on the right; a neutral city on each side.
pub fn two_fields() -> Layout {
    let mut layout = Layout::new("Two fields", 2);
    layout.tiles = vec![
        tile(0, 0, "Grassland", Rotation::R0),
        tile(1, 0, "Grassland", Rotation::R0),
    ];
    layout.properties = vec![
        property(1, 2, PropertyKind::Hq, Some(0)),
        property(2, 2, PropertyKind::Factory, Some(0)),
        property(8, 2, PropertyKind::Hq, Some(1)),
        property(7, 2, PropertyKind::Factory, Some(1)),
        property(4, 0, PropertyKind::City, None),
        property(5, 4, PropertyKind::City, None),
    ];
    layout
}

/// The layout's problems with the shipped tiles and tables.
pub fn problems(layout: &Layout) -> Vec<LayoutProblem> {
    layout.problems(&tiles(), &tables())
}
