//! Every table a game of Skirmish Wars reads, loaded once: unit cards, terrain, the damage
//! chart and the COs.

use std::sync::{Arc, OnceLock};

use super::cos::CoTable;
use super::damage_chart::DamageChart;
use super::terrain::TerrainTable;
use super::units::UnitTable;
use super::{cos, damage_chart, terrain, units};

/// A table file that does not read or does not make sense.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("{file} does not read: {why}")]
    Unreadable { file: String, why: String },
    #[error("{file}: {why}")]
    Invalid { file: String, why: String },
}

impl TableError {
    /// A RON error in `file`, with its line and column.
    pub fn new(file: &str, error: ron::error::SpannedError) -> Self {
        TableError::Unreadable {
            file: file.into(),
            why: format!(
                "line {}, column {}: {}",
                error.span.start.line, error.span.start.col, error.code
            ),
        }
    }
}

/// The tables of one game.
#[derive(Debug, Clone, PartialEq)]
pub struct Tables {
    pub units: UnitTable,
    pub terrain: TerrainTable,
    pub chart: DamageChart,
    pub cos: CoTable,
}

impl Tables {
    /// The tables Muster ships, read and checked.
    pub fn load_shipped() -> Result<Self, TableError> {
        Ok(Tables {
            units: UnitTable::parse(units::SHIPPED, units::FILE)?,
            terrain: TerrainTable::parse(terrain::SHIPPED, terrain::FILE)?,
            chart: DamageChart::parse(damage_chart::SHIPPED, damage_chart::FILE)?,
            cos: CoTable::parse(cos::SHIPPED, cos::FILE)?,
        })
    }

    /// The shipped tables, shared; the shipped files are checked by tests, so a failure
    /// here is a build defect.
    pub fn shipped() -> Arc<Tables> {
        static SHIPPED: OnceLock<Arc<Tables>> = OnceLock::new();
        SHIPPED
            .get_or_init(|| {
                Arc::new(Self::load_shipped().unwrap_or_else(|error| {
                    panic!("a shipped Skirmish Wars table does not read: {error}")
                }))
            })
            .clone()
    }
}
