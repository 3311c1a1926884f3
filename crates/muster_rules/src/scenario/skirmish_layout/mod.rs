//! Skirmish Wars' own set-up (2.0–2.7) as a pure model for a set-up screen: terrain tiles
//! laid on a grid of slots, properties and terrain elements placed on squares, the players
//! with their COs, the starting player and the victory condition; validation that names the
//! place of every problem; conversion to a scenario and its `.ron` text; and a seeded
//! generator of balanced (symmetric) layouts.
//!
//! A screen holds a [`Layout`], edits its fields, shows [`Layout::problems`] (each
//! [`LayoutProblem`] names its square, slot or seat), and when the list is empty plays
//! [`Layout::to_scenario`] or saves [`Layout::to_ron`]. [`TileSet::shipped`] and
//! `Tables::shipped` are the tiles and tables to pass.

pub mod convert;
pub mod from_scenario;
pub mod generate;
pub mod model;
pub mod problems;
pub mod symmetry;
pub mod tiles;

pub use from_scenario::NotFromTiles;
pub use generate::balanced;
pub use model::{
    Element, Layout, LayoutPlayer, PlacedElement, PlacedProperty, PlacedTile, PropertyKind, Slot,
};
pub use problems::LayoutProblem;
pub use symmetry::Seats;
pub use tiles::{Rotation, Tile, TileSet};

#[cfg(test)]
mod generate_tests;
#[cfg(test)]
mod layout_tests;
#[cfg(test)]
mod round_trip_tests;
#[cfg(test)]
mod test_support;
