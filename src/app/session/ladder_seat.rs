//! Who plays a seat of a game whose computer climbs the ladder (the movement game, Skirmish
//! Wars): a person, or the computer at one of the ladder's levels.

use crate::rules::ladder::Level;

/// Who plays a seat: a person, or the computer at one of its levels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LadderSeat {
    Human,
    Recruit,
    /// The computer as it played before the levels (the baseline), saved as "Computer" as
    /// then, so older saves load unchanged.
    #[serde(rename = "Computer")]
    Veteran,
    General,
}

impl LadderSeat {
    /// The computer's seat at `level` (`TurnGame::computer_at`).
    pub fn computer_at(level: Level) -> Self {
        match level {
            Level::Recruit => LadderSeat::Recruit,
            Level::Veteran => LadderSeat::Veteran,
            Level::General => LadderSeat::General,
        }
    }

    /// The level of the computer at this seat, `None` for a person (`TurnGame::level_of`).
    pub fn level(self) -> Option<Level> {
        match self {
            LadderSeat::Human => None,
            LadderSeat::Recruit => Some(Level::Recruit),
            LadderSeat::Veteran => Some(Level::Veteran),
            LadderSeat::General => Some(Level::General),
        }
    }
}
