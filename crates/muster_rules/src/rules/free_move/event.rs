//! What happened in a Free Move game, as presentation, logs and replays need it.

use serde::{Deserialize, Serialize};

use super::geometry::Pose;
use super::roster::{Formation, MeleeId, Morale, Points, Side, SquareId, UnitId};
use super::state::{Charge, MeleeKind, Phase, Volley};
use super::time_factor::TimeAllowance;
use super::victory::VictoryResult;
use crate::rules::dice::DieRoll;

/// Why a die was rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollReason {
    /// Missile fire needing a roll (heavy infantry from the front; rule 13).
    MissileFire,
    /// The missile men's variant: a 1 means no volley at their attackers.
    MissileMenVolley,
    /// Morale between opposing bowmen after missile fire (rule 7).
    BowmenMorale,
    /// A melee round (points × one die).
    Melee,
    /// A retiring unit's recovery roll (rule 8).
    Recovery,
    /// Fire and Charge javelins or the return fire (rule 9).
    FireAndCharge,
}

/// One die roll for the log: who rolled, why, the die, and what it meant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RollReport {
    pub side: Side,
    pub unit: Option<UnitId>,
    pub reason: RollReason,
    /// What the roll was for, in words ("Unit 9's arrows at unit 3, heavy infantry").
    pub why: String,
    pub roll: DieRoll,
    /// What it meant ("hit: 1, 3 or 6 kills one point").
    pub outcome: String,
}

/// What killed points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    MissileFire,
    /// Missile men's one automatic kill when charged.
    MissileMenVolley,
    FireAndChargeJavelins,
    ReturnFire,
    Shock,
    /// The loser of a melee loses half its points in it.
    MeleeDefeat,
    /// The winner loses half of what the loser lost.
    MeleeVictory,
    /// Pulling out of a melee costs 20% of the points in it.
    PullOut,
}

/// Why a unit went back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RetireReason {
    /// Lost a melee or bowmen morale: back three moves (rule 8).
    Defeated,
    /// Pulled out of a melee: back four moves.
    PulledOut,
    /// Rolled a 1 for recovery: back another move.
    StillShaken,
}

/// Something that happened. [`super::engine::apply`] is the only code that turns these into
/// state changes.
///
/// Its variant's name (`Moved`, `BellRang`) is its kind, as a walkthrough's step names it.
#[derive(
    Debug, Clone, PartialEq, Serialize, Deserialize, strum::IntoStaticStr, strum::VariantNames,
)]
pub enum Event {
    Deployed {
        unit: UnitId,
        to: Pose,
    },
    SideDone {
        side: Side,
        phase: Phase,
    },
    PhaseBegan {
        phase: Phase,
    },
    TimedMoveBegan {
        number: u32,
        time: TimeAllowance,
    },
    /// One measured move; `measured` inches of at most `limit`.
    Stepped {
        unit: UnitId,
        from: Pose,
        to: Pose,
        measured: f32,
        limit: f32,
    },
    /// `mover` touched `struck`: both are frozen in melee contact.
    /// Two stands touched: announced here, frozen in melee by the events after it.
    Contact {
        mover: UnitId,
        struck: UnitId,
    },
    /// A contact starts a new melee: neither stand was in one.
    MeleeFormed {
        melee: MeleeId,
    },
    /// A contact joins two melees: `merged`'s stands and charges go to `into`, the one
    /// fought furthest.
    MeleesMerged {
        into: MeleeId,
        merged: MeleeId,
    },
    /// A contact's charge, in the melee it joins: both stands freeze in it.
    MeleeCharged {
        melee: MeleeId,
        charge: Charge,
    },
    FormationChanged {
        unit: UnitId,
        formation: Formation,
    },
    SquareFormed {
        square: SquareId,
        side: Side,
        units: Vec<UnitId>,
    },
    SquareBroken {
        square: SquareId,
        reason: String,
    },
    SquareDissolved {
        square: SquareId,
    },
    FireAndChargeCalled {
        unit: UnitId,
    },
    TimeCalled {
        side: Side,
    },
    BellRang,
    VolleyDeclared(Volley),
    /// A volley that had an effect or was ruled out, in words.
    VolleyResolved {
        shooter: UnitId,
        target: UnitId,
        hits: u32,
        explanation: String,
    },
    Rolled(RollReport),
    Casualties {
        unit: UnitId,
        points: Points,
        cause: Cause,
    },
    /// The unit is wiped out and leaves the table.
    Removed {
        unit: UnitId,
    },
    /// How a melee will be fought, judged when it is first fought.
    MeleeKindDecided {
        melee: MeleeId,
        kind: MeleeKind,
    },
    MeleeJoined {
        melee: MeleeId,
        unit: UnitId,
    },
    /// A melee round judged: each side's counted stands, value (in half points), die and total.
    MeleeRound(MeleeRoundReport),
    /// A unit leaves a melee (defeated, pulled out, or the melee is over).
    MeleeLeft {
        melee: MeleeId,
        unit: UnitId,
    },
    MeleeEnded {
        melee: MeleeId,
        winner: Option<Side>,
    },
    PulledOut {
        melee: MeleeId,
        side: Side,
    },
    Retired {
        unit: UnitId,
        from: Pose,
        to: Pose,
        moves: u8,
        reason: RetireReason,
    },
    MoraleChanged {
        unit: UnitId,
        morale: Morale,
    },
    BonusMoveGranted {
        unit: UnitId,
    },
    BonusMoveUsed {
        unit: UnitId,
    },
    Victory(VictoryResult),
}

/// One side's part in a melee round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeSideReport {
    pub side: Side,
    pub units: Vec<UnitId>,
    /// Combat value in half points (defensive positions and squares count 1½ per point).
    pub half_points: u32,
    pub die: u8,
    /// `half_points × die`.
    pub total_half_points: u32,
}

/// A melee round, for the log and the dice panel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeRoundReport {
    pub melee: MeleeId,
    pub round: u8,
    pub sides: [MeleeSideReport; 2],
    pub winner: Side,
    pub explanation: String,
}
