//! The Improved Position Table: the die a unit needs to dig in, by nation, and to leave;
//! from `assets/data/soldiers/improved_positions.ron` (assumed where the text is missing).

use serde::{Deserialize, Serialize};

use super::crt::{TableError, read_table};
use super::source::Source;
use super::units::{Nation, UnitKind};

/// The highest face that succeeds for a nation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NationalRoll {
    pub nation: Nation,
    pub highest: u8,
}

/// The table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImprovedPositionTable {
    pub source: Source,
    pub enter_on_or_below: Vec<NationalRoll>,
    pub british_infantry_and_machine_guns_need_no_roll: bool,
    pub leave_on_or_below: u8,
}

/// The table Muster ships.
pub const SHIPPED: &str =
    include_str!("../../../../../assets/data/soldiers/improved_positions.ron");

/// What a unit needs to enter an improved position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToEnter {
    /// It enters without a roll.
    NoRoll,
    /// A die showing this face or lower.
    OnOrBelow(u8),
}

impl ImprovedPositionTable {
    /// Read and check the table: every nation once, faces 1 to 6.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let table: ImprovedPositionTable = read_table(text, file)?;
        let error = |message: String| TableError {
            file: file.to_string(),
            message,
        };
        for nation in [
            Nation::German,
            Nation::British,
            Nation::French,
            Nation::Belgian,
            Nation::Russian,
            Nation::AustroHungarian,
        ] {
            let count = table
                .enter_on_or_below
                .iter()
                .filter(|roll| roll.nation == nation)
                .count();
            if count != 1 {
                return Err(error(format!(
                    "{nation:?} must have exactly one line, found {count}"
                )));
            }
        }
        if let Some(roll) = table
            .enter_on_or_below
            .iter()
            .find(|roll| !(1..=6).contains(&roll.highest))
        {
            return Err(error(format!(
                "{:?}: a die shows 1 to 6, found {}",
                roll.nation, roll.highest
            )));
        }
        Ok(table)
    }

    pub fn shipped() -> Result<Self, TableError> {
        Self::parse(SHIPPED, "assets/data/soldiers/improved_positions.ron")
    }

    /// What a unit of `kind` and `nation` needs to dig in.
    pub fn to_enter(&self, nation: Nation, kind: UnitKind) -> ToEnter {
        let infantry_or_guns = matches!(
            kind,
            UnitKind::InfantryCompany
                | UnitKind::MachineGunSection
                | UnitKind::MachineGunCompany
                | UnitKind::MachineGunPlatoon
        );
        if nation == Nation::British
            && infantry_or_guns
            && self.british_infantry_and_machine_guns_need_no_roll
        {
            return ToEnter::NoRoll;
        }
        let highest = self
            .enter_on_or_below
            .iter()
            .find(|roll| roll.nation == nation)
            .map_or(0, |roll| roll.highest);
        ToEnter::OnOrBelow(highest)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> ImprovedPositionTable {
        ImprovedPositionTable::shipped().expect("the shipped table parses")
    }

    #[test]
    fn improved_positions_enter_by_nation_and_leave_on_1_to_5() {
        let table = table();
        assert_eq!(
            table.to_enter(Nation::German, UnitKind::InfantryCompany),
            ToEnter::OnOrBelow(4)
        );
        assert_eq!(
            table.to_enter(Nation::French, UnitKind::InfantryCompany),
            ToEnter::OnOrBelow(3)
        );
        assert_eq!(
            table.to_enter(Nation::AustroHungarian, UnitKind::FieldGunBattery),
            ToEnter::OnOrBelow(2)
        );
        assert_eq!(table.leave_on_or_below, 5);
    }

    #[test]
    fn improved_positions_british_infantry_and_machine_guns_need_no_roll() {
        let table = table();
        assert_eq!(
            table.to_enter(Nation::British, UnitKind::InfantryCompany),
            ToEnter::NoRoll
        );
        assert_eq!(
            table.to_enter(Nation::British, UnitKind::MachineGunSection),
            ToEnter::NoRoll
        );
        assert_eq!(
            table.to_enter(Nation::British, UnitKind::FieldGunBattery),
            ToEnter::OnOrBelow(4)
        );
    }

    #[test]
    fn improved_positions_a_face_off_the_die_is_refused() {
        let broken = SHIPPED.replace(
            "(nation: Russian, highest: 2)",
            "(nation: Russian, highest: 7)",
        );
        assert_eq!(
            ImprovedPositionTable::parse(&broken, "ip.ron")
                .unwrap_err()
                .to_string(),
            "ip.ron: Russian: a die shows 1 to 6, found 7"
        );
    }
}
