//! The Combat Results Table: the odds column from attack and defense, and the result of a
//! die on it. The values live in `assets/data/soldiers/crt.ron` (assumed; a club may edit them).

use serde::{Deserialize, Serialize};

use super::source::Source;

/// A result on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatResult {
    /// No effect.
    N,
    /// Disrupted.
    D,
    /// Eliminated.
    E,
}

/// The table as its data file holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatResultsTable {
    pub source: Source,
    /// Column headings, lowest odds first ("1-2" … "6-1").
    pub columns: Vec<String>,
    /// One row per die face, 1 to 6.
    pub rows: Vec<Vec<CombatResult>>,
}

/// The table Muster ships.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/soldiers/crt.ron");

/// Why a table file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {message}")]
pub struct TableError {
    pub file: String,
    pub message: String,
}

/// Read a table file (RON); a syntax error names the file, line and column.
pub fn read_table<T: serde::de::DeserializeOwned>(text: &str, file: &str) -> Result<T, TableError> {
    ron::from_str(text).map_err(|problem| TableError {
        file: file.to_string(),
        message: format!(
            "{}:{}: {}",
            problem.span.start.line, problem.span.start.col, problem.code
        ),
    })
}

impl CombatResultsTable {
    /// Read and check a table: six rows, each as long as the columns.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let error = |message: String| TableError {
            file: file.to_string(),
            message,
        };
        let table: CombatResultsTable = read_table(text, file)?;
        if table.rows.len() != 6 {
            return Err(error(format!(
                "the table needs 6 rows (one per die face), found {}",
                table.rows.len()
            )));
        }
        if let Some((index, row)) = table
            .rows
            .iter()
            .enumerate()
            .find(|(_, row)| row.len() != table.columns.len())
        {
            return Err(error(format!(
                "row {} (die {}) has {} results for {} columns",
                index + 1,
                index + 1,
                row.len(),
                table.columns.len()
            )));
        }
        Ok(table)
    }

    /// The shipped table (checked by the tests, so an error here means an edited build).
    pub fn shipped() -> Result<Self, TableError> {
        Self::parse(SHIPPED, "assets/data/soldiers/crt.ron")
    }

    /// The column for `attack` against `defense`: odds rounded down for the defender,
    /// `None` below the first column (1-2: no effect), the last column above it.
    pub fn column(&self, attack: u32, defense: u32) -> Option<usize> {
        let last = self.columns.len().checked_sub(1)?;
        let defense = defense.max(1);
        if attack >= defense {
            Some(((attack / defense) as usize).min(last))
        } else if attack * 2 >= defense {
            Some(0)
        } else {
            None
        }
    }

    /// The result of `die` (1–6) at `attack` against `defense`.
    pub fn result(&self, attack: u32, defense: u32, die: u8) -> CombatResult {
        let Some(column) = self.column(attack, defense) else {
            return CombatResult::N;
        };
        self.rows
            .get(usize::from(die.clamp(1, 6)) - 1)
            .and_then(|row| row.get(column))
            .copied()
            .unwrap_or(CombatResult::N)
    }
}

#[cfg(test)]
mod tests {
    use super::CombatResult::{D, E, N};
    use super::*;

    #[test]
    fn crt_shipped_table_is_the_assumed_one_of_data_notes() {
        let table = CombatResultsTable::shipped().expect("the shipped table parses");
        assert_eq!(table.source, Source::Assumed);
        assert_eq!(
            table.columns,
            ["1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1"]
        );
        assert_eq!(table.rows[0], vec![D, D, E, E, E, E, E]);
        assert_eq!(table.rows[5], vec![N, N, N, N, N, D, D]);
    }

    #[test]
    fn crt_odds_are_rounded_down_for_the_defender() {
        let table = CombatResultsTable::shipped().expect("the shipped table parses");
        // 11 against 4 is 2-1, not 3-1.
        assert_eq!(table.column(11, 4), Some(2));
        assert_eq!(table.column(4, 4), Some(1));
        // 3 against 4: 1-2.
        assert_eq!(table.column(3, 4), Some(0));
        // 1 against 4: below 1-2, no effect.
        assert_eq!(table.column(1, 4), None);
        assert_eq!(table.result(1, 4, 1), N);
        // 40 against 2 is above 6-1: read 6-1.
        assert_eq!(table.column(40, 2), Some(6));
        assert_eq!(table.result(40, 2, 6), D);
    }

    #[test]
    fn crt_results_by_die_and_column() {
        let table = CombatResultsTable::shipped().expect("the shipped table parses");
        assert_eq!(table.result(8, 4, 1), E, "2-1, die 1");
        assert_eq!(table.result(8, 4, 2), D, "2-1, die 2");
        assert_eq!(table.result(8, 4, 4), N, "2-1, die 4");
        assert_eq!(table.result(12, 4, 4), D, "3-1, die 4");
    }

    #[test]
    fn crt_a_damaged_table_file_is_named_with_its_problem() {
        let short = SHIPPED.replace("        [N, N, N, N, N, D, D],\n", "");
        let problem = CombatResultsTable::parse(&short, "crt.ron").unwrap_err();
        assert_eq!(
            problem.to_string(),
            "crt.ron: the table needs 6 rows (one per die face), found 5"
        );
        let ragged = SHIPPED.replace("[N, N, N, N, N, D, D]", "[N, N, N, N, D, D]");
        assert!(
            CombatResultsTable::parse(&ragged, "crt.ron")
                .unwrap_err()
                .message
                .contains("row 6 (die 6) has 6 results for 7 columns")
        );
        let typo = SHIPPED.replace("[D, D, E, E, E, E, E]", "[D, X, E, E, E, E, E]");
        assert!(CombatResultsTable::parse(&typo, "crt.ron").is_err());
    }
}
