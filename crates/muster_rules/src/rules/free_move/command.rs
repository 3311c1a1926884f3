//! What players (or an AI, or the real-time table) ask the Free Move engine for.

use serde::{Deserialize, Serialize};

use super::geometry::Pose;
use super::roster::{Formation, MeleeId, Side, SquareId, UnitId};

/// A request to the engine. Every one is checked against the rules before anything moves.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// Place a stand inside its side's deployment zone (deployment only).
    Deploy { unit: UnitId, to: Pose },
    /// The side is ready (deployment) or done with the phase (rearrangement, missile fire,
    /// pull-outs, bonus moves).
    Done { side: Side },
    /// One measured move of one stand: at most its move length, in a straight line, turning
    /// freely. During the timed move, the rearrangement and a bonus move.
    Step { unit: UnitId, to: Pose },
    /// Form line or column. Takes one measure of the stand's time (no distance).
    SetFormation { unit: UnitId, formation: Formation },
    /// Announce a square of infantry before the timed move (rule 11, clause 6).
    AnnounceSquare { units: Vec<UnitId> },
    /// Give up an announced square (before the timed move, like announcing one).
    DissolveSquare { side: Side, square: SquareId },
    /// Heavy infantry call Fire and Charge before moving (rule 9).
    CallFireAndCharge { unit: UnitId },
    /// A player calls Time (rule 6): the move halts, no combat until another timed move.
    CallTime { side: Side },
    /// The countdown's bell: the timed move ends.
    Bell,
    /// A missile unit names its target for this fire phase.
    Shoot { shooter: UnitId, target: UnitId },
    /// After a first-move melee a side pulls its troops out (rule 12, contingency 1).
    PullOut { side: Side, melee: MeleeId },
}

impl Command {
    /// The side giving the command: its stand's side, or the side it names; `None` for the
    /// countdown's bell, which belongs to the table.
    pub fn side(&self) -> Option<Side> {
        match self {
            Command::Deploy { unit, .. }
            | Command::Step { unit, .. }
            | Command::SetFormation { unit, .. }
            | Command::CallFireAndCharge { unit } => Some(unit.side),
            Command::AnnounceSquare { units } => units.first().map(|unit| unit.side),
            Command::Done { side }
            | Command::DissolveSquare { side, .. }
            | Command::CallTime { side }
            | Command::PullOut { side, .. } => Some(*side),
            Command::Shoot { shooter, .. } => Some(shooter.side),
            Command::Bell => None,
        }
    }
}
