//! Every table a game of Soldiers reads, loaded once: the map, the Terrain Effects Chart,
//! the CRT, the unit values and the Improved Position Table.

use std::sync::{Arc, OnceLock};

use super::crt::{CombatResultsTable, TableError};
use super::improved_positions::ImprovedPositionTable;
use super::map::Map;
use super::terrain_effects::TerrainEffects;
use super::units::UnitTable;

/// The tables of one game.
#[derive(Debug, Clone, PartialEq)]
pub struct Tables {
    pub map: Map,
    pub terrain: TerrainEffects,
    pub crt: CombatResultsTable,
    pub units: UnitTable,
    pub improved_positions: ImprovedPositionTable,
}

impl Tables {
    /// The tables Muster ships, read and checked.
    pub fn load_shipped() -> Result<Self, TableError> {
        Ok(Tables {
            map: Map::shipped()?,
            terrain: TerrainEffects::shipped()?,
            crt: CombatResultsTable::shipped()?,
            units: UnitTable::shipped()?,
            improved_positions: ImprovedPositionTable::shipped()?,
        })
    }

    /// The shipped tables, shared; the shipped files are checked by tests, so a failure
    /// here is a build defect.
    pub fn shipped() -> Arc<Tables> {
        static SHIPPED: OnceLock<Arc<Tables>> = OnceLock::new();
        SHIPPED
            .get_or_init(|| {
                Arc::new(Self::load_shipped().unwrap_or_else(|error| {
                    panic!("a shipped Soldiers table does not read: {error}")
                }))
            })
            .clone()
    }
}
