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

impl std::str::FromStr for PlayUntil {
    type Err = String;

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
                return Err(format!(
                    "no phase {other:?}: expected countdown, rearrangement, missile, combat, victory, reach or buy"
                ));
            }
        })
    }
}
