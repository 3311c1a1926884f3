//! The unit cards: price, movement, range, class, defense and firepower by target class.

use serde::{Deserialize, Serialize};

use crate::rules::soldiers::source::Source;

use super::tables::TableError;

/// Path of the shipped unit cards, for messages.
pub const FILE: &str = "assets/data/skirmish/units.ron";
/// The shipped unit cards.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/skirmish/units.ron");

/// The twelve units a player can buy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum UnitKind {
    Infantry,
    Mech,
    Recon,
    Apc,
    TCopter,
    Artillery,
    Tank,
    AntiAir,
    BCopter,
    Missiles,
    Rockets,
    MdTank,
}

impl UnitKind {
    /// Every kind, cheapest first (the purchase panel's order).
    pub const ALL: [UnitKind; 12] = [
        UnitKind::Infantry,
        UnitKind::Mech,
        UnitKind::Recon,
        UnitKind::Apc,
        UnitKind::TCopter,
        UnitKind::Artillery,
        UnitKind::Tank,
        UnitKind::AntiAir,
        UnitKind::BCopter,
        UnitKind::Missiles,
        UnitKind::Rockets,
        UnitKind::MdTank,
    ];
}

/// What a unit is as a target: the symbol in the corner of its card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnitClass {
    /// Infantry and mechs: the only units that capture and ride in transports.
    Foot,
    /// Tread and tire units (the black star of the worked example).
    Vehicle,
    /// Copters.
    Air,
}

impl UnitClass {
    /// How the reference and the preview name it.
    pub fn name(self) -> &'static str {
        match self {
            UnitClass::Foot => "foot",
            UnitClass::Vehicle => "vehicle",
            UnitClass::Air => "air",
        }
    }
}

/// How a unit pays for terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MovementType {
    Foot,
    Mech,
    Treads,
    Tires,
    Air,
}

/// Firepower against one target class at full strength and reduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Firepower {
    pub full: u8,
    pub reduced: u8,
}

impl From<(u8, u8)> for Firepower {
    fn from((full, reduced): (u8, u8)) -> Self {
        Firepower { full, reduced }
    }
}

/// A card's firepower line; `None` where the unit cannot fire at that class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirepowerLine {
    pub foot: Option<(u8, u8)>,
    pub vehicle: Option<(u8, u8)>,
    pub air: Option<(u8, u8)>,
}

impl FirepowerLine {
    /// Firepower against `class`, if the unit can fire at it.
    pub fn against(&self, class: UnitClass) -> Option<Firepower> {
        match class {
            UnitClass::Foot => self.foot,
            UnitClass::Vehicle => self.vehicle,
            UnitClass::Air => self.air,
        }
        .map(Firepower::from)
    }

    /// Whether the unit fires at all.
    pub fn fires(&self) -> bool {
        self.foot.is_some() || self.vehicle.is_some() || self.air.is_some()
    }
}

/// One unit card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitCard {
    pub kind: UnitKind,
    pub name: String,
    pub price: u32,
    pub movement: u8,
    pub movement_type: MovementType,
    /// Shortest and longest range, counted orthogonally like movement.
    pub range: (u8, u8),
    pub class: UnitClass,
    pub defense: u8,
    pub firepower: FirepowerLine,
    /// Foot units this transport holds.
    pub carries: u8,
    pub source: Source,
    #[serde(default)]
    pub note: String,
}

impl UnitCard {
    /// Range over 1: may move or fire in an activation, not both (3.3a).
    pub fn is_indirect(&self) -> bool {
        self.range.1 > 1
    }
}

/// Every unit card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnitTable {
    pub units: Vec<UnitCard>,
}

impl UnitTable {
    /// Read and check a unit table: every kind once.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let mut table: UnitTable =
            ron::from_str(text).map_err(|error| TableError::new(file, error))?;
        for kind in UnitKind::ALL {
            let count = table.units.iter().filter(|card| card.kind == kind).count();
            if count != 1 {
                return Err(TableError::Invalid {
                    file: file.into(),
                    why: format!("{kind:?} has {count} cards; it needs exactly one"),
                });
            }
        }
        if let Some(card) = table
            .units
            .iter()
            .find(|card| card.range.0 > card.range.1 || card.range.0 == 0)
        {
            return Err(TableError::Invalid {
                file: file.into(),
                why: format!(
                    "{}'s range {}-{} is not a range",
                    card.name, card.range.0, card.range.1
                ),
            });
        }
        table.units.sort_by_key(|card| card.kind);
        Ok(table)
    }

    /// The card of `kind`: `parse` checks there is one per kind and sorts them by kind.
    pub fn card(&self, kind: UnitKind) -> &UnitCard {
        &self.units[kind as usize]
    }
}
