//! The five unit types of the rules text, with their combat points, move lengths and missiles.

use serde::{Deserialize, Serialize};

use super::roster::Points;

/// A unit (one stand on its moving tray), as the rules text types them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum UnitType {
    HeavyInfantry,
    LightInfantry,
    Archers,
    HeavyCavalry,
    LightCavalry,
}

/// What a missile unit throws or shoots, and how far (inches, edge to edge).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Missile {
    Javelins,
    Arrows,
}

impl Missile {
    /// Missile range in inches ("Missile Range": javelins 8, arrows 12).
    pub fn range_inches(self) -> f32 {
        match self {
            Missile::Javelins => 8.0,
            Missile::Arrows => 12.0,
        }
    }
}

impl UnitType {
    /// Every unit type, in roster order.
    pub const ALL: [UnitType; 5] = [
        UnitType::HeavyInfantry,
        UnitType::LightInfantry,
        UnitType::Archers,
        UnitType::HeavyCavalry,
        UnitType::LightCavalry,
    ];

    /// The name a roster sheet prints.
    pub fn name(self) -> &'static str {
        match self {
            UnitType::HeavyInfantry => "Heavy infantry",
            UnitType::LightInfantry => "Light infantry",
            UnitType::Archers => "Archers",
            UnitType::HeavyCavalry => "Heavy cavalry",
            UnitType::LightCavalry => "Light cavalry",
        }
    }

    /// The name a player reads, in the player's language ([`UnitType::name`] is the roster
    /// file's word and stays English).
    pub fn title(self) -> String {
        match self {
            UnitType::HeavyInfantry => muster_text::t!("rules-free-move-type-heavy-infantry"),
            UnitType::LightInfantry => muster_text::t!("rules-free-move-type-light-infantry"),
            UnitType::Archers => muster_text::t!("rules-free-move-type-archers"),
            UnitType::HeavyCavalry => muster_text::t!("rules-free-move-type-heavy-cavalry"),
            UnitType::LightCavalry => muster_text::t!("rules-free-move-type-light-cavalry"),
        }
    }

    /// The name inside a sentence ("heavy infantry"; German keeps its nouns capitalised).
    pub fn in_sentence(self) -> String {
        match self {
            UnitType::HeavyInfantry => {
                muster_text::t!("rules-free-move-type-heavy-infantry-in-sentence")
            }
            UnitType::LightInfantry => {
                muster_text::t!("rules-free-move-type-light-infantry-in-sentence")
            }
            UnitType::Archers => muster_text::t!("rules-free-move-type-archers-in-sentence"),
            UnitType::HeavyCavalry => {
                muster_text::t!("rules-free-move-type-heavy-cavalry-in-sentence")
            }
            UnitType::LightCavalry => {
                muster_text::t!("rules-free-move-type-light-cavalry-in-sentence")
            }
        }
    }

    /// The short name a roster column has room for.
    pub fn short_name(self) -> String {
        match self {
            UnitType::HeavyInfantry => muster_text::t!("rules-free-move-type-heavy-infantry-short"),
            UnitType::LightInfantry => muster_text::t!("rules-free-move-type-light-infantry-short"),
            UnitType::Archers => muster_text::t!("rules-free-move-type-archers-short"),
            UnitType::HeavyCavalry => muster_text::t!("rules-free-move-type-heavy-cavalry-short"),
            UnitType::LightCavalry => muster_text::t!("rules-free-move-type-light-cavalry-short"),
        }
    }

    /// Starting combat points ("Combat Values": heavy 8, light and archers 4).
    pub fn points(self) -> Points {
        match self {
            UnitType::HeavyInfantry | UnitType::HeavyCavalry => Points(8),
            UnitType::LightInfantry | UnitType::Archers | UnitType::LightCavalry => Points(4),
        }
    }

    /// Move length in the open, inches.
    ///
    /// The text's table gives no line for archers; they are "light infantry (and
    /// archers)" in the combat values, so Muster moves them as light infantry.
    pub fn move_open_inches(self) -> f32 {
        match self {
            UnitType::HeavyInfantry => 4.0,
            UnitType::LightInfantry | UnitType::Archers | UnitType::HeavyCavalry => 6.0,
            UnitType::LightCavalry => 8.0,
        }
    }

    /// Move length in column or on roads, inches.
    pub fn move_column_inches(self) -> f32 {
        match self {
            UnitType::HeavyInfantry => 6.0,
            UnitType::LightInfantry | UnitType::Archers | UnitType::HeavyCavalry => 8.0,
            UnitType::LightCavalry => 10.0,
        }
    }

    /// The unit's missiles, if it has any: light infantry throw javelins, archers and
    /// light cavalry (mounted bowmen) shoot arrows.
    pub fn missile(self) -> Option<Missile> {
        match self {
            UnitType::LightInfantry => Some(Missile::Javelins),
            UnitType::Archers | UnitType::LightCavalry => Some(Missile::Arrows),
            UnitType::HeavyInfantry | UnitType::HeavyCavalry => None,
        }
    }

    /// Whether the unit is mounted.
    pub fn is_cavalry(self) -> bool {
        matches!(self, UnitType::HeavyCavalry | UnitType::LightCavalry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combat_values_heavy_units_are_worth_8_light_units_and_archers_4() {
        let points: Vec<u32> = UnitType::ALL.iter().map(|unit| unit.points().0).collect();
        assert_eq!(points, vec![8, 4, 4, 8, 4]);
    }

    #[test]
    fn move_lengths_open_and_in_column_or_on_roads() {
        let lengths: Vec<(f32, f32)> = UnitType::ALL
            .iter()
            .map(|unit| (unit.move_open_inches(), unit.move_column_inches()))
            .collect();
        assert_eq!(
            lengths,
            vec![(4.0, 6.0), (6.0, 8.0), (6.0, 8.0), (6.0, 8.0), (8.0, 10.0)]
        );
    }

    #[test]
    fn missile_range_javelins_8_arrows_12() {
        assert_eq!(UnitType::LightInfantry.missile(), Some(Missile::Javelins));
        assert_eq!(UnitType::Archers.missile(), Some(Missile::Arrows));
        assert_eq!(UnitType::LightCavalry.missile(), Some(Missile::Arrows));
        assert_eq!(UnitType::HeavyInfantry.missile(), None);
        assert_eq!(UnitType::HeavyCavalry.missile(), None);
        assert_eq!(Missile::Javelins.range_inches(), 8.0);
        assert_eq!(Missile::Arrows.range_inches(), 12.0);
    }
}
