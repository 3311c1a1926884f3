//! The chance of each combat result before a die is rolled: the plan's CRT column read
//! over the six die faces, each moved by the plan's die modifier (kept within 1 to 6).

use crate::rules::soldiers::crt::{CombatResult, CombatResultsTable};
use crate::rules::soldiers::fire::FirePlan;
use muster_text::t;

/// How many of the six die faces give each result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Chances {
    pub eliminated: u32,
    pub disrupted: u32,
    pub no_effect: u32,
}

impl Chances {
    /// "E 3/6 (50%) · D 1/6 (17%) · no effect 2/6 (33%)".
    pub fn words(&self) -> String {
        let share = |faces: u32| format!("{faces}/6 ({:.0}%)", f64::from(faces) * 100.0 / 6.0);
        t!(
            "soldiers-chances",
            eliminated = share(self.eliminated),
            disrupted = share(self.disrupted),
            no_effect = share(self.no_effect)
        )
    }
}

/// The chances on column `column` (an index into the table's columns; `None`: below the
/// first column, no effect) with `modifier` added to the die.
pub fn chances(table: &CombatResultsTable, column: Option<usize>, modifier: i32) -> Chances {
    let mut chances = Chances::default();
    for die in 1..=6i32 {
        let row = (die + modifier).clamp(1, 6) as usize - 1;
        let result = column
            .and_then(|column| table.rows.get(row).and_then(|row| row.get(column)))
            .copied()
            .unwrap_or(CombatResult::N);
        match result {
            CombatResult::E => chances.eliminated += 1,
            CombatResult::D => chances.disrupted += 1,
            CombatResult::N => chances.no_effect += 1,
        }
    }
    chances
}

/// The chances of a planned attack.
pub fn plan_chances(table: &CombatResultsTable, plan: &FirePlan) -> Chances {
    let column = plan
        .column
        .as_ref()
        .and_then(|name| table.columns.iter().position(|known| known == name));
    chances(table, column, plan.modifier)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> CombatResultsTable {
        CombatResultsTable::shipped().expect("the shipped table reads")
    }

    #[test]
    fn each_face_counts_once_and_below_the_table_is_no_effect() {
        let table = table();
        for column in 0..table.columns.len() {
            let odds = chances(&table, Some(column), 0);
            assert_eq!(odds.eliminated + odds.disrupted + odds.no_effect, 6);
        }
        assert_eq!(chances(&table, None, 0).no_effect, 6);
    }

    #[test]
    fn the_column_matches_the_table_and_the_modifier_moves_the_die() {
        let table = table();
        let two_to_one = table.columns.iter().position(|c| c == "2-1");
        let plain = chances(&table, two_to_one, 0);
        let by_hand = (1..=6u8).fold(Chances::default(), |mut odds, die| {
            match table.result(2, 1, die) {
                CombatResult::E => odds.eliminated += 1,
                CombatResult::D => odds.disrupted += 1,
                CombatResult::N => odds.no_effect += 1,
            }
            odds
        });
        assert_eq!(plain, by_hand);
        // A +1 (reserve) moves every face one row down: never more effect than before.
        let reserve = chances(&table, two_to_one, 1);
        assert!(reserve.no_effect >= plain.no_effect);
        assert!(reserve.eliminated <= plain.eliminated);
        // Only the die is moved, never past 6: +5 reads row 6 for every face.
        let worst = chances(&table, two_to_one, 5);
        assert_eq!(worst, chances(&table, two_to_one, 9));
    }
}
