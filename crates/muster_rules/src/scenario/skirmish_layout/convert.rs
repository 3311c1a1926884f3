//! A layout as a Skirmish Wars scenario: the map drawn square by square, the players in turn
//! order from the starting player, the properties they own, no units, $5 each (2.5); and
//! the scenario as the text of a `.ron` file the loader and `muster check` read.

use super::model::Layout;
use super::tiles::TileSet;
use crate::rules::skirmish::map::{Map, Pos};
use crate::rules::skirmish::state::{PlayerId, STARTING_MONEY};
use crate::rules::skirmish::tables::Tables;
use crate::rules::skirmish::terrain::Terrain;
use crate::scenario::Scenario;
use crate::scenario::skirmish::{OwnerSpec, PlayerSpec, SkirmishScenario};

impl Layout {
    /// The map as played: every square of the table's size, a square no tile covers read as
    /// sea (the table beyond the tiles: Muster's reading).
    pub fn map(&self, tiles: &TileSet) -> Map {
        let (width, height) = self.size(tiles);
        let rows = (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| self.terrain(Pos::new(x, y), tiles).unwrap_or(Terrain::Sea))
                    .collect()
            })
            .collect();
        Map::from_rows(rows)
    }

    /// The scenario seat of layout seat `player`: the starting player moves first, so takes
    /// seat 0, and the rest follow in clockwise order.
    pub fn scenario_seat(&self, player: PlayerId) -> PlayerId {
        let count = self.players.len().max(1);
        player.after(count - self.starting_player.0 % count, count)
    }

    /// The layout seat of scenario seat `seat` (the reverse of `scenario_seat`).
    pub fn layout_seat(&self, seat: PlayerId) -> PlayerId {
        let count = self.players.len().max(1);
        seat.after(self.starting_player.0, count)
    }

    /// The scenario this layout plays as. Validate first: a layout with problems still
    /// converts (a square with an unknown tile reads as sea) but the scenario is refused.
    pub fn to_scenario(&self, tiles: &TileSet, tables: &Tables) -> SkirmishScenario {
        let map = self.map(tiles);
        let terrain = (0..map.height)
            .map(|y| {
                (0..map.width)
                    .map(|x| {
                        let kind = map.terrain(Pos::new(x, y)).unwrap_or(Terrain::Sea);
                        tables.terrain.row(kind).letter
                    })
                    .collect()
            })
            .collect();
        let players = (0..self.players.len())
            .map(|seat| {
                let player = &self.players[self.layout_seat(PlayerId(seat))];
                PlayerSpec {
                    name: player.name.clone(),
                    colour: player.colour,
                    money: STARTING_MONEY,
                    co: player.co.clone(),
                }
            })
            .collect();
        let owners = self
            .properties
            .iter()
            .filter_map(|placed| {
                placed.owner.map(|owner| OwnerSpec {
                    at: (placed.at.x, placed.at.y),
                    owner: self.scenario_seat(owner).0,
                })
            })
            .collect();
        let start = self
            .players
            .get(self.starting_player.0)
            .map_or("the first player", |player| player.name.as_str());
        let description = if self.description.is_empty() {
            format!("Laid out from terrain tiles (2.0). {start} moves first.")
        } else {
            self.description.clone()
        };
        SkirmishScenario {
            name: self.name.clone(),
            description,
            players,
            terrain,
            owners,
            units: Vec::new(),
            victory: self.victory,
            max_days: None,
        }
    }

    /// The text of a scenario file for this layout, with a heading comment; `scenario::parse`
    /// and `muster check` read it back.
    pub fn to_ron(&self, tiles: &TileSet, tables: &Tables) -> Result<String, ron::Error> {
        let scenario = Scenario::Skirmish(self.to_scenario(tiles, tables));
        // Two levels deep, then one line an entry: a player, an owner, a row of terrain.
        let pretty = ron::ser::PrettyConfig::default().depth_limit(2);
        let body = ron::ser::to_string_pretty(&scenario, pretty)?;
        Ok(format!(
            "// Skirmish Wars: {}. Laid out from Muster's terrain tiles (assets/data/skirmish/tiles.ron).\n\
             // Letters: . plain, F forest, M mountain, R river, = road, B bridge, ~ sea, C city, X factory, H HQ.\n\
             // Squares are (x, y) from the top-left (0, 0). Seat 0 moves first.\n{body}\n",
            self.name.replace('\n', " ")
        ))
    }
}
