//! The units' values (Attack–Range–Movement–Stacking), from `assets/data/soldiers/units.ron`,
//! each marked by source; nations that differ say so.

use serde::{Deserialize, Serialize};

use super::crt::{TableError, read_table};
use super::source::Source;

/// The nations of the scenarios.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Nation {
    German,
    British,
    French,
    Belgian,
    Russian,
    AustroHungarian,
}

/// A kind of counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitKind {
    InfantryCompany,
    MachineGunSection,
    MachineGunCompany,
    MachineGunPlatoon,
    FieldGunBattery,
    FieldGunPlatoon,
    HowitzerBattery,
    /// A third of a howitzer battery (Unit Breakdown: "Artillery batteries may be broken
    /// down into three platoon-sized (two Stacking Points) units").
    HowitzerPlatoon,
    GunBattalion,
    CavalryMounted,
    CavalryDismounted,
}

/// A nation's own attack for a kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NationalAttack {
    pub nation: Nation,
    pub attack: u32,
}

/// One kind's values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitValues {
    pub kind: UnitKind,
    pub attack: u32,
    /// Artillery (attack in parentheses): fires, may fire observed.
    pub artillery: bool,
    pub range: u32,
    pub movement: u32,
    /// Stacking points (at most 8 in a hex).
    pub stacking: u32,
    pub by_nation: Vec<NationalAttack>,
    pub source: Source,
}

/// The table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitTable {
    pub units: Vec<UnitValues>,
    pub cossack_mounted_movement: u32,
}

/// The table Muster ships.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/soldiers/units.ron");

impl UnitTable {
    /// Read and check the table: each kind once, stacking within a hex's 8 points.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let error = |message: String| TableError {
            file: file.to_string(),
            message,
        };
        let table: UnitTable = read_table(text, file)?;
        for (index, values) in table.units.iter().enumerate() {
            if table.units[..index]
                .iter()
                .any(|earlier| earlier.kind == values.kind)
            {
                return Err(error(format!("{:?} is listed twice", values.kind)));
            }
            if values.stacking == 0 || values.stacking > 8 {
                return Err(error(format!(
                    "{:?}: stacking must be 1 to 8 points (a hex holds 8), found {}",
                    values.kind, values.stacking
                )));
            }
        }
        Ok(table)
    }

    pub fn shipped() -> Result<Self, TableError> {
        Self::parse(SHIPPED, "assets/data/soldiers/units.ron")
    }

    pub fn values(&self, kind: UnitKind) -> Option<&UnitValues> {
        self.units.iter().find(|values| values.kind == kind)
    }

    /// A kind's attack for a nation (its own figure where the table gives one).
    pub fn attack(&self, kind: UnitKind, nation: Nation) -> Option<u32> {
        let values = self.values(kind)?;
        Some(
            values
                .by_nation
                .iter()
                .find(|national| national.nation == nation)
                .map_or(values.attack, |national| national.attack),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> UnitTable {
        UnitTable::shipped().expect("the shipped table parses")
    }

    #[test]
    fn units_infantry_companies_5_4_3_4_german_6_british_7() {
        let table = table();
        let company = table.values(UnitKind::InfantryCompany).expect("listed");
        assert_eq!(
            (
                company.attack,
                company.range,
                company.movement,
                company.stacking
            ),
            (5, 4, 3, 4)
        );
        assert_eq!(
            table.attack(UnitKind::InfantryCompany, Nation::German),
            Some(6)
        );
        assert_eq!(
            table.attack(UnitKind::InfantryCompany, Nation::British),
            Some(7)
        );
        assert_eq!(
            table.attack(UnitKind::InfantryCompany, Nation::Russian),
            Some(5)
        );
    }

    #[test]
    fn units_artillery_and_cavalry_from_the_rules_and_errata() {
        let table = table();
        assert_eq!(
            table.attack(UnitKind::FieldGunBattery, Nation::French),
            Some(14)
        );
        assert_eq!(
            table.values(UnitKind::HowitzerBattery).map(|v| v.range),
            Some(40)
        );
        assert_eq!(
            table.attack(UnitKind::FieldGunPlatoon, Nation::AustroHungarian),
            Some(3)
        );
        assert!(
            table
                .values(UnitKind::FieldGunPlatoon)
                .is_some_and(|v| v.artillery)
        );
        let mounted = table.values(UnitKind::CavalryMounted).expect("listed");
        assert_eq!((mounted.range, mounted.movement), (1, 8));
        assert_eq!(table.cossack_mounted_movement, 9);
        assert_eq!(
            table.values(UnitKind::GunBattalion).map(|v| v.stacking),
            Some(8)
        );
    }

    #[test]
    fn units_a_table_with_a_kind_twice_or_stacking_over_8_is_refused() {
        let twice = SHIPPED.replace("(kind: MachineGunPlatoon,", "(kind: MachineGunSection,");
        assert_eq!(
            UnitTable::parse(&twice, "units.ron")
                .unwrap_err()
                .to_string(),
            "units.ron: MachineGunSection is listed twice"
        );
        let heavy = SHIPPED.replace("movement: 3, stacking: 8,", "movement: 3, stacking: 9,");
        assert!(
            UnitTable::parse(&heavy, "units.ron")
                .unwrap_err()
                .message
                .contains("stacking must be 1 to 8")
        );
    }
}
