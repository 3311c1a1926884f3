//! The Recruit's failings: what makes it a beginner at the table, each a matter of judgement
//! and hand, never of the rules (every command it gives goes through the engine's check).
//! Each failing can be switched off, so that what each costs it can be measured against
//! the Veteran (the example `free_move_ai`'s `--recruit-without`).
//!
//! * **Slow hand**: it takes longer than its level's reaction time between two moves.
//! * **Rash**: it charges at poor odds (a stand with half the enemy's points charges).
//! * **Skirmishers charge**: its archers and light troops advance into contact like its
//!   heavy men instead of standing off within their range.
//!
//! Measured and left out (issue 38): a slow start to each countdown and poorer aim (its
//! archers at the heavy men) made no difference; moving one stand at a time made it
//! stronger, not weaker.

use super::Level;

/// Seconds a recruit with a slow hand adds to its reaction time between two moves.
pub const SLOW_HAND_EXTRA_SECONDS: f32 = 0.8;

/// The odds (own points over the enemy's) at which a rash recruit charges.
pub const RASH_CHARGE_ODDS: f32 = 0.5;

/// Which of the Recruit's failings it plays with (all of them unless switched off for a
/// measurement). The other levels have none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Failings {
    pub slow_hand: bool,
    pub rash: bool,
    pub skirmishers_charge: bool,
}

impl Failings {
    /// Every failing: the Recruit as it plays.
    pub const ALL: Failings = Failings {
        slow_hand: true,
        rash: true,
        skirmishers_charge: true,
    };

    /// No failing: the Veteran's and the General's.
    pub const NONE: Failings = Failings {
        slow_hand: false,
        rash: false,
        skirmishers_charge: false,
    };

    /// These failings without the one `name`d (`slow-hand`, `rash`, `skirmishers-charge`);
    /// `None` for a name that is no failing.
    pub fn without(self, name: &str) -> Option<Failings> {
        let mut failings = self;
        match name {
            "slow-hand" => failings.slow_hand = false,
            "rash" => failings.rash = false,
            "skirmishers-charge" => failings.skirmishers_charge = false,
            _ => return None,
        }
        Some(failings)
    }
}

/// Seconds between finishing one move and starting the next for a player of `level` with
/// `failings`.
pub fn reaction_seconds(level: Level, failings: Failings) -> f32 {
    let extra = if failings.slow_hand {
        SLOW_HAND_EXTRA_SECONDS
    } else {
        0.0
    };
    level.reaction_seconds() + extra
}
