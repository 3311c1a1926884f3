//! The Morschauser roster: each unit's number, type, points, casualties and state.

use derive_more::{Add, AddAssign, Display, From, Into, Sub, SubAssign, Sum};
use serde::{Deserialize, Serialize};

use super::geometry::Pose;
use super::unit_type::UnitType;

/// One of the two armies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// 0 or 1: the side's place in the scenario's `sides`.
    pub fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }

    pub fn from_index(index: usize) -> Side {
        if index == 0 {
            Side::First
        } else {
            Side::Second
        }
    }

    pub fn enemy(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// A unit as the roster sheet names it: its side and the number on its flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UnitId {
    pub side: Side,
    pub number: u32,
}

impl UnitId {
    pub fn new(side: Side, number: u32) -> Self {
        Self { side, number }
    }
}

impl std::fmt::Display for UnitId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&muster_text::t!(
            "rules-free-move-unit",
            number = self.number
        ))
    }
}

/// How a stand is formed for moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Formation {
    /// In line: the open move length.
    #[default]
    Line,
    /// In column: the column or road move length.
    Column,
}

/// A unit's morale under rule 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Morale {
    /// Fit to fight.
    #[default]
    Steady,
    /// Driven back (rule 8). While retiring the unit cannot be moved by its player and
    /// cannot discharge missiles when attacked. `moves_to_stand` counts the timed moves
    /// it must still stand before its first recovery roll; at 0 it rolls at the start of
    /// the next timed move.
    Retiring { moves_to_stand: u8 },
    /// Rolled 2 or 3: may turn and fight or retire, may not move forward into combat;
    /// rolls again at the start of the next timed move (Muster's reading).
    MayNotAdvance,
    /// Rolled 4, 5 or 6: back in action at full value.
    Recovered,
}

impl Morale {
    /// Whether the player may move the unit during a timed move.
    pub fn may_move(self) -> bool {
        !matches!(self, Morale::Retiring { .. })
    }

    /// Whether the unit may discharge missiles (rule 8: not while retiring).
    pub fn may_shoot(self) -> bool {
        !matches!(self, Morale::Retiring { .. })
    }

    /// Whether the unit may move into contact with the enemy.
    pub fn may_advance(self) -> bool {
        matches!(self, Morale::Steady | Morale::Recovered)
    }

    /// The roster sheet's word for it.
    pub fn describe(self) -> String {
        match self {
            Morale::Steady => muster_text::t!("rules-free-move-morale-steady"),
            Morale::Retiring { moves_to_stand: 0 } => {
                muster_text::t!("rules-free-move-morale-retiring-rolls-next")
            }
            Morale::Retiring { moves_to_stand } => {
                muster_text::t!("rules-free-move-morale-retiring", moves = moves_to_stand)
            }
            Morale::MayNotAdvance => muster_text::t!("rules-free-move-morale-may-not-advance"),
            Morale::Recovered => muster_text::t!("rules-free-move-morale-recovered"),
        }
    }
}

/// Identifies a melee within a game (never a unit's number or a count).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Display,
)]
#[serde(transparent)]
pub struct MeleeId(pub u32);

/// Identifies an announced square within a game.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Display,
)]
#[serde(transparent)]
pub struct SquareId(pub u32);

impl MeleeId {
    /// The id after this one (ids are handed out in order).
    pub fn next(self) -> Self {
        Self(self.0 + 1)
    }
}

impl SquareId {
    /// The id after this one (ids are handed out in order).
    pub fn next(self) -> Self {
        Self(self.0 + 1)
    }
}

/// A unit's or a side's points on the roster sheet: its strength, lost as casualties, and
/// what victory counts. Not stands, dice or kills scored by a volley.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    Serialize,
    Deserialize,
    Display,
    From,
    Into,
    Add,
    Sub,
    AddAssign,
    SubAssign,
    Sum,
)]
#[serde(transparent)]
pub struct Points(pub u32);

impl Points {
    pub const ZERO: Points = Points(0);

    /// These points as a share of `whole` (0 to 1; a whole of nothing counts as one point).
    pub fn share_of(self, whole: Points) -> f32 {
        self.0 as f32 / whole.0.max(1) as f32
    }

    /// These points less `other`, never below nothing.
    pub fn saturating_sub(self, other: Points) -> Points {
        Points(self.0.saturating_sub(other.0))
    }
}

/// One unit on the roster and on the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    pub id: UnitId,
    pub unit_type: UnitType,
    pub starting_points: Points,
    pub points: Points,
    pub pose: Pose,
    pub formation: Formation,
    pub morale: Morale,
    /// The melee the unit is frozen in, if any.
    pub melee: Option<MeleeId>,
    /// The square the unit is part of, if any.
    pub square: Option<SquareId>,
    /// Heavy infantry that called Fire and Charge this timed move (rule 9).
    pub fire_and_charge: bool,
    /// Measured steps made in the current timed move (Fire and Charge must be called first).
    pub steps_this_move: u32,
}

impl Unit {
    pub fn new(id: UnitId, unit_type: UnitType, pose: Pose) -> Self {
        Self {
            id,
            unit_type,
            starting_points: unit_type.points(),
            points: unit_type.points(),
            pose,
            formation: Formation::Line,
            morale: Morale::Steady,
            melee: None,
            square: None,
            fire_and_charge: false,
            steps_this_move: 0,
        }
    }

    /// Kills marked against the unit on the roster sheet.
    pub fn casualties(&self) -> Points {
        self.starting_points - self.points
    }

    /// Whether the unit is still on the table (a unit at 0 points is wiped out and removed).
    pub fn on_table(&self) -> bool {
        self.points > Points::ZERO
    }

    /// The roster sheet's state column.
    pub fn describe_state(&self) -> String {
        let mut parts = Vec::new();
        if !self.on_table() {
            return muster_text::t!("rules-free-move-state-wiped-out");
        }
        if self.melee.is_some() {
            parts.push(muster_text::t!("rules-free-move-state-in-melee"));
        }
        if self.square.is_some() {
            parts.push(muster_text::t!("rules-free-move-state-in-square"));
        }
        if self.formation == Formation::Column {
            parts.push(muster_text::t!("rules-free-move-state-in-column"));
        }
        if self.morale != Morale::Steady || parts.is_empty() {
            parts.push(self.morale.describe());
        }
        parts.join(", ")
    }
}

/// A side's totals for the roster sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SideTotals {
    pub starting_points: Points,
    pub points: Points,
    pub starting_stands: u32,
    pub stands: u32,
}

impl SideTotals {
    pub fn of<'a>(units: impl IntoIterator<Item = &'a Unit>) -> Self {
        units
            .into_iter()
            .fold(SideTotals::default(), |totals, unit| SideTotals {
                starting_points: totals.starting_points + unit.starting_points,
                points: totals.points + unit.points,
                starting_stands: totals.starting_stands + 1,
                stands: totals.stands + u32::from(unit.on_table()),
            })
    }

    pub fn casualties(&self) -> Points {
        self.starting_points - self.points
    }
}
