//! A saved table back into a layout, so the set-up screen can open a club's table again: each
//! slot's tile and turn found from its squares, the cities, factories and HQs and the trees
//! and hills read off the map, the players in seat order (the first moving first). A
//! scenario not laid out from Muster's tiles (a shipped map, a table with units placed, a
//! hand-written file) cannot become a layout, and says why.

use super::model::{
    Element, Layout, LayoutPlayer, PlacedElement, PlacedProperty, PlacedTile, PropertyKind, Slot,
};
use super::tiles::{Rotation, TileSet};
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::map::{Map, Pos};
use crate::rules::skirmish::state::STARTING_MONEY;
use crate::rules::skirmish::tables::Tables;
use crate::rules::skirmish::terrain::Terrain;
use crate::scenario::skirmish::SkirmishScenario;

/// Why a scenario cannot be opened as a layout of tiles.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotFromTiles {
    /// The map is not a whole number of tiles across and down.
    #[error("{}", muster_text::t!("skirmish-layout-not-tile-sized", width = *.width, height = *.height, edge = *.edge))]
    NotTileSized { width: i32, height: i32, edge: i32 },
    /// No tile of the set, turned any way, gives the squares of this slot.
    #[error("{}", muster_text::t!("skirmish-layout-no-tile-fits", slot = .slot.to_string()))]
    NoTileFits { slot: Slot },
    /// Units stand on the map: a laid-out table starts with none (2.5).
    #[error("{}", muster_text::t!("skirmish-layout-has-units", count = *.count))]
    HasUnits { count: usize },
    /// A player starts with other money than $5, or the game has a day limit: the set-up
    /// screen has neither.
    #[error("{}", muster_text::t!("skirmish-layout-other-settings"))]
    OtherSettings,
    /// The layout found does not give the same scenario back.
    #[error("{}", muster_text::t!("skirmish-layout-not-the-same"))]
    NotTheSame,
}

impl Layout {
    /// The layout that gives `scenario` (the inverse of [`Layout::to_scenario`]), or why
    /// there is none.
    pub fn from_scenario(
        scenario: &SkirmishScenario,
        tiles: &TileSet,
        tables: &Tables,
    ) -> Result<Layout, NotFromTiles> {
        if !scenario.units.is_empty() {
            return Err(NotFromTiles::HasUnits {
                count: scenario.units.len(),
            });
        }
        if scenario.max_days.is_some()
            || scenario
                .players
                .iter()
                .any(|player| player.money != STARTING_MONEY)
        {
            return Err(NotFromTiles::OtherSettings);
        }
        let map = scenario.map_with(tables);
        let edge = tiles.edge();
        if edge <= 0
            || map.width == 0
            || map.height == 0
            || map.width % edge != 0
            || map.height % edge != 0
        {
            return Err(NotFromTiles::NotTileSized {
                width: map.width,
                height: map.height,
                edge,
            });
        }
        let mut layout = Layout::new(scenario.name.clone(), 0);
        layout.description = scenario.description.clone();
        layout.victory = scenario.victory;
        layout.players = scenario
            .players
            .iter()
            .map(|player| LayoutPlayer {
                name: player.name.clone(),
                colour: player.colour,
                co: player.co.clone(),
            })
            .collect();
        let (cols, rows) = (map.width / edge, map.height / edge);
        for row in 0..rows {
            for col in 0..cols {
                let slot = Slot::new(
                    u8::try_from(col).map_err(|_| NotFromTiles::NotTheSame)?,
                    u8::try_from(row).map_err(|_| NotFromTiles::NotTheSame)?,
                );
                let placed =
                    tile_for(&map, slot, tiles).ok_or(NotFromTiles::NoTileFits { slot })?;
                layout.tiles.push(placed);
            }
        }
        for y in 0..map.height {
            for x in 0..map.width {
                let at = Pos::new(x, y);
                let (Some(terrain), Some(under)) =
                    (map.terrain(at), layout.tile_terrain(at, tiles))
                else {
                    continue;
                };
                if let Some(kind) = property_of(terrain) {
                    let owner = scenario
                        .owners
                        .iter()
                        .find(|owner| owner.at == (x, y))
                        .map(|owner| PlayerId(owner.owner));
                    layout.properties.push(PlacedProperty { at, kind, owner });
                } else if terrain != under
                    && let Some(element) = element_of(terrain)
                {
                    layout.elements.push(PlacedElement { at, element });
                }
            }
        }
        // The owned properties in the file's order of owners (the scenario lists them so).
        let order = |placed: &PlacedProperty| {
            scenario
                .owners
                .iter()
                .position(|owner| owner.at == (placed.at.x, placed.at.y))
                .unwrap_or(usize::MAX)
        };
        layout.properties.sort_by_key(order);
        if layout.to_scenario(tiles, tables) == *scenario {
            Ok(layout)
        } else {
            Err(NotFromTiles::NotTheSame)
        }
    }
}

fn property_of(terrain: Terrain) -> Option<PropertyKind> {
    PropertyKind::ALL
        .into_iter()
        .find(|kind| kind.terrain() == terrain)
}

fn element_of(terrain: Terrain) -> Option<Element> {
    Element::ALL
        .into_iter()
        .find(|element| element.terrain() == terrain)
}

/// The tile and turn whose squares give the map's squares in `slot`, a property standing on
/// any square and a tree or hill on a plain one; of those, the one needing the fewest.
fn tile_for(map: &Map, slot: Slot, tiles: &TileSet) -> Option<PlacedTile> {
    let edge = tiles.edge();
    let origin = slot.origin(edge);
    let mut best: Option<(usize, PlacedTile)> = None;
    for tile in &tiles.tiles {
        for rotation in Rotation::ALL {
            let mut placed_on = 0;
            let fits = (0..edge).all(|y| {
                (0..edge).all(|x| {
                    let on_map = map
                        .terrain(Pos::new(origin.x + x, origin.y + y))
                        .unwrap_or(Terrain::Sea);
                    let on_tile = tile.terrain(rotation, x, y);
                    if on_map == on_tile {
                        true
                    } else if property_of(on_map).is_some()
                        || (element_of(on_map).is_some() && on_tile == Terrain::Plain)
                    {
                        placed_on += 1;
                        true
                    } else {
                        false
                    }
                })
            });
            if fits && best.as_ref().is_none_or(|(count, _)| placed_on < *count) {
                best = Some((
                    placed_on,
                    PlacedTile {
                        slot,
                        tile: tile.name.clone(),
                        rotation,
                    },
                ));
            }
        }
    }
    best.map(|(_, placed)| placed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::skirmish_layout::generate::balanced;
    use crate::scenario::skirmish_layout::symmetry::Seats;
    use crate::scenario::skirmish_layout::test_support::{tables, tiles};

    #[test]
    fn a_table_laid_out_from_tiles_opens_again_as_a_layout_giving_the_same_scenario() {
        for (seed, seats) in [(3, Seats::Two), (8, Seats::Four), (21, Seats::Two)] {
            let layout = balanced(seed, seats, &tiles(), &tables());
            let scenario = layout.to_scenario(&tiles(), &tables());
            let again = Layout::from_scenario(&scenario, &tiles(), &tables())
                .unwrap_or_else(|why| panic!("seed {seed}: {why}"));
            assert_eq!(again.to_scenario(&tiles(), &tables()), scenario);
            assert_eq!(again.problems(&tiles(), &tables()), Vec::new());
        }
    }

    #[test]
    fn a_shipped_map_with_units_placed_is_not_a_layout_and_says_so() {
        let Ok(crate::scenario::Scenario::Skirmish(shipped)) = crate::scenario::load(
            &crate::scenario::catalogue::scenarios_root().join("skirmish/01_river_crossing.ron"),
        ) else {
            panic!("the shipped River Crossing");
        };
        let refused = Layout::from_scenario(&shipped, &tiles(), &tables()).expect_err("refused");
        assert!(
            matches!(
                refused,
                NotFromTiles::HasUnits { .. } | NotFromTiles::NotTileSized { .. }
            ),
            "{refused:?}"
        );
    }

    #[test]
    fn a_table_of_a_size_no_tiles_make_is_refused_naming_its_size() {
        let layout = balanced(3, Seats::Two, &tiles(), &tables());
        let mut scenario = layout.to_scenario(&tiles(), &tables());
        for row in &mut scenario.terrain {
            row.push('~');
        }
        let refused = Layout::from_scenario(&scenario, &tiles(), &tables()).expect_err("refused");
        assert!(
            matches!(refused, NotFromTiles::NotTileSized { edge, .. } if edge == tiles().edge()),
            "{refused:?}"
        );
    }
}
