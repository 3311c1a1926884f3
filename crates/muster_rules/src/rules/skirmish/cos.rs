//! Commanding officers (the optional CO Powers rule): an effect for the whole game, a Power
//! and a Super Power on a star track filled by eliminating enemy units.

use muster_text::t;
use serde::{Deserialize, Serialize};

use crate::rules::soldiers::source::Source;

use super::tables::TableError;
use super::units::{UnitCard, UnitClass};

/// Path of the shipped COs, for messages.
pub const FILE: &str = "assets/data/skirmish/cos.ron";
/// The shipped COs.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/skirmish/cos.ron");

/// Which units a boost applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum UnitGroup {
    #[default]
    All,
    Foot,
    Vehicles,
    Air,
    /// Range 1.
    Direct,
    /// Range over 1.
    Indirect,
}

impl UnitGroup {
    /// Whether `card` belongs to the group.
    pub fn includes(self, card: &UnitCard) -> bool {
        match self {
            UnitGroup::All => true,
            UnitGroup::Foot => card.class == UnitClass::Foot,
            UnitGroup::Vehicles => card.class == UnitClass::Vehicle,
            UnitGroup::Air => card.class == UnitClass::Air,
            UnitGroup::Direct => !card.is_indirect(),
            UnitGroup::Indirect => card.is_indirect(),
        }
    }

    /// How the reference names it.
    pub fn name(self) -> String {
        match self {
            UnitGroup::All => t!("rules-skirmish-all-units"),
            UnitGroup::Foot => t!("rules-skirmish-foot-units"),
            UnitGroup::Vehicles => t!("rules-skirmish-vehicles"),
            UnitGroup::Air => t!("rules-skirmish-air-units"),
            UnitGroup::Direct => t!("rules-skirmish-direct-fire-units"),
            UnitGroup::Indirect => t!("rules-skirmish-indirect-fire-units"),
        }
    }
}

/// A change to a group's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Boost {
    pub group: UnitGroup,
    pub firepower: i8,
    pub defense: i8,
    pub movement: i8,
    pub range: i8,
    pub capture: i8,
}

impl Boost {
    /// Whether the boost applies to `card` (a file naming no group means all units).
    pub fn applies_to(&self, card: &UnitCard) -> bool {
        self.group.includes(card)
    }

    /// The boost in words ("direct-fire units +2 firepower").
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        for (amount, what) in [
            (self.firepower, "firepower"),
            (self.defense, "defense"),
            (self.movement, "movement"),
            (self.range, "range"),
            (self.capture, "capture points a turn"),
        ] {
            if amount != 0 {
                parts.push(format!("{amount:+} {what}"));
            }
        }
        format!("{} {}", self.group.name(), parts.join(", "))
    }
}

/// A Power or Super Power.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Power {
    pub name: String,
    /// Stars needed on the track.
    pub stars: u8,
    /// HP restored to every unit of the player at once.
    #[serde(default)]
    pub heal: u8,
    #[serde(default)]
    pub boosts: Vec<Boost>,
}

impl Power {
    /// The power in words.
    pub fn describe(&self) -> String {
        let mut parts: Vec<String> = self.boosts.iter().map(Boost::describe).collect();
        if self.heal > 0 {
            parts.push(t!(
                "rules-skirmish-every-unit-regains-hp",
                value0 = self.heal.to_string()
            ));
        }
        parts.join("; ")
    }
}

/// One CO card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Co {
    pub name: String,
    pub about: String,
    #[serde(default)]
    pub always: Vec<Boost>,
    pub power: Power,
    pub super_power: Power,
    pub source: Source,
}

/// Every CO.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoTable {
    pub cos: Vec<Co>,
}

impl CoTable {
    /// Read and check: distinct names, the Super Power further down the track than the Power.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let table: CoTable = ron::from_str(text).map_err(|error| TableError::new(file, error))?;
        for co in &table.cos {
            let invalid = |why: String| TableError::Invalid {
                file: file.into(),
                why: format!("CO {}: {why}", co.name),
            };
            if table
                .cos
                .iter()
                .filter(|other| other.name == co.name)
                .count()
                > 1
            {
                return Err(invalid("the name is used twice".into()));
            }
            if co.power.stars == 0 || co.super_power.stars <= co.power.stars {
                return Err(invalid(t!(
                    "rules-skirmish-power-needs-stars-super-power-super",
                    value0 = co.power.stars.to_string(),
                    value1 = co.super_power.stars.to_string()
                )));
            }
        }
        Ok(table)
    }

    /// The CO called `name`.
    pub fn find(&self, name: &str) -> Option<&Co> {
        self.cos
            .iter()
            .find(|co| co.name.eq_ignore_ascii_case(name))
    }
}
