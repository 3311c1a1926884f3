//! `muster screenshot --phase`: after its play-out, a game goes on with random legal
//! commands until it reaches the point asked for, to picture every phase of a battle. The
//! screenshot run inserts [`PlayUntil`]; the game that has such phases (Free Move's timed
//! battle; Skirmish Wars' reach and buy list, chosen for the picture) reads it.

use bevy::prelude::*;

/// The point a play-out goes on to.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayUntil {
    /// The timed move, both sides ready: the countdown running.
    Countdown,
    Rearrangement,
    MissileFire,
    /// The first combat fought (missile fire or melee): the step-by-step review open.
    Combat,
    GameOver,
    /// A grid game (Skirmish Wars): a unit of the player to act selected, its reach lit.
    UnitReach,
    /// A grid game (Skirmish Wars): a factory of the player to act chosen, its buy list open.
    FactoryBuy,
}

/// A `--phase` that names no point a play-out goes on to.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", muster_text::t!("app-launch-no-phase", name = format!("{name:?}")))]
pub struct UnknownPhase {
    pub name: String,
}

impl std::str::FromStr for PlayUntil {
    type Err = UnknownPhase;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Ok(match name {
            "countdown" => PlayUntil::Countdown,
            "rearrangement" => PlayUntil::Rearrangement,
            "missile" => PlayUntil::MissileFire,
            "combat" => PlayUntil::Combat,
            "victory" => PlayUntil::GameOver,
            "reach" => PlayUntil::UnitReach,
            "buy" => PlayUntil::FactoryBuy,
            other => {
                return Err(UnknownPhase {
                    name: other.to_string(),
                });
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phase_reads_by_its_command_line_name() {
        assert_eq!("victory".parse(), Ok(PlayUntil::GameOver));
        assert_eq!("buy".parse(), Ok(PlayUntil::FactoryBuy));
    }

    #[test]
    fn a_phase_that_does_not_exist_is_refused_naming_it() {
        assert_eq!(
            "lunch".parse::<PlayUntil>(),
            Err(UnknownPhase {
                name: "lunch".to_string()
            })
        );
    }
}
