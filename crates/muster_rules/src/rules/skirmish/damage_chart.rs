//! The Terrain Defense Modifier chart: initial damage × terrain stars → hits, plus one more
//! hit on a d6 at or under the cell's die (3.4a).

use serde::{Deserialize, Serialize};

use crate::rules::soldiers::source::Source;

use super::tables::TableError;

/// Path of the shipped chart, for messages.
pub const FILE: &str = "assets/data/skirmish/damage_chart.ron";
/// The shipped chart.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/skirmish/damage_chart.ron");

/// The largest initial damage the chart has a row for; more reads this row.
pub const LAST_ROW: i32 = 12;

/// One cell: sure hits, and the die at or under which one more hit lands (0: none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChartCell {
    pub hits: u8,
    pub die: u8,
    pub source: Source,
}

/// The chart, one column per number of terrain stars (0-4), one row per initial damage.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DamageChart {
    pub columns: Vec<Vec<ChartCell>>,
}

impl DamageChart {
    /// Read and check: five columns of 13 rows, dice 0-6.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let chart: DamageChart =
            ron::from_str(text).map_err(|error| TableError::new(file, error))?;
        let invalid = |why: String| TableError::Invalid {
            file: file.into(),
            why,
        };
        if chart.columns.len() != 5 {
            return Err(invalid(format!(
                "the chart has {} columns; it needs one for each of 0-4 stars",
                chart.columns.len()
            )));
        }
        for (stars, column) in chart.columns.iter().enumerate() {
            if column.len() != LAST_ROW as usize + 1 {
                return Err(invalid(format!(
                    "the {stars}-star column has {} rows; it needs one for each initial damage 0-{LAST_ROW}",
                    column.len()
                )));
            }
            if let Some(row) = column.iter().position(|cell| cell.die > 6) {
                return Err(invalid(format!(
                    "the {stars}-star column, damage {row}: a d6 cannot roll {}",
                    column[row].die
                )));
            }
        }
        Ok(chart)
    }

    /// The cell for `initial` damage against a target on `stars`; `None` when the initial
    /// damage is below 0 (the attack does nothing: Muster's reading, as the chart starts at 0).
    pub fn cell(&self, initial: i32, stars: u8) -> Option<&ChartCell> {
        if initial < 0 {
            return None;
        }
        let column = &self.columns[usize::from(stars.min(4))];
        Some(&column[initial.min(LAST_ROW) as usize])
    }
}
