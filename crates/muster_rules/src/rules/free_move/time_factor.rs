//! The time factor: how long the shared countdown runs, and why.
//!
//! The text: set the primary time at half of what one full move of your army takes; cut
//! it to one minute "at the point in the battle where you have lost about half your army",
//! then 30 and even 15 seconds, "cut down in proportion" as casualties are removed.
//! Muster measures each army against the stands it started with, and the army that has lost
//! the larger share sets the one countdown: above half, the primary time; at half or below,
//! half of it; at a quarter, a quarter; at an eighth or below, an eighth — never below 15
//! seconds. Players may instead fix one time.

use muster_text::t;
use serde::{Deserialize, Serialize};

/// The shortest countdown the halvings reach (the text's "even perhaps 15 seconds").
pub const FLOOR_SECONDS: f32 = 15.0;

/// How the countdown's length is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum TimeSetting {
    /// The primary time, halved as the armies shrink.
    Primary { seconds: u32 },
    /// The same time every move, whatever the losses.
    Fixed { seconds: u32 },
}

impl Default for TimeSetting {
    fn default() -> Self {
        TimeSetting::Primary { seconds: 120 }
    }
}

impl TimeSetting {
    /// Calibration: the players timed one full move of their army; half of it becomes the
    /// primary time ("If it takes you 4 minutes … set your primary moving time at 2").
    pub fn calibrated(full_move_seconds: f32) -> TimeSetting {
        let half = (full_move_seconds.max(0.0) / 2.0).round() as u32;
        TimeSetting::Primary {
            seconds: half.max(FLOOR_SECONDS as u32),
        }
    }
}

/// One countdown's length with the reason, for the screen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TimeAllowance {
    pub seconds: f32,
    pub reason: String,
}

/// `m:ss`, as a countdown shows it.
pub fn clock(seconds: f32) -> String {
    let whole = seconds.max(0.0).round() as u32;
    format!("{}:{:02}", whole / 60, whole % 60)
}

/// One army's stands: how many it started with and how many are still on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArmyStrength {
    pub name: String,
    pub starting_stands: u32,
    pub stands: u32,
}

impl ArmyStrength {
    pub fn new(name: impl Into<String>, starting_stands: u32, stands: u32) -> Self {
        Self {
            name: name.into(),
            starting_stands,
            stands,
        }
    }

    /// How many times the army has been halved: 0 above half its starting stands, 1 at
    /// half or below, 2 at a quarter or below, 3 at an eighth or below.
    fn halvings(&self) -> i32 {
        let (left, start) = (self.stands, self.starting_stands.max(1));
        if left * 2 > start {
            0
        } else if left * 4 > start {
            1
        } else if left * 8 > start {
            2
        } else {
            3
        }
    }
}

/// The army that has lost the larger share of its stands (ties: the first given).
fn hardest_hit(armies: &[ArmyStrength]) -> Option<&ArmyStrength> {
    armies
        .iter()
        .filter(|army| army.starting_stands > 0)
        .reduce(|worst, army| {
            // army.stands / army.starting < worst.stands / worst.starting, without division.
            let worse = u64::from(army.stands) * u64::from(worst.starting_stands)
                < u64::from(worst.stands) * u64::from(army.starting_stands);
            if worse { army } else { worst }
        })
}

/// The countdown for the next timed move, given each army's starting and remaining stands:
/// the army that has lost the larger share sets it.
pub fn allowance(setting: TimeSetting, armies: &[ArmyStrength]) -> TimeAllowance {
    match setting {
        TimeSetting::Fixed { seconds } => TimeAllowance {
            seconds: seconds as f32,
            reason: t!("rules-free-move-time-fixed", clock = clock(seconds as f32)),
        },
        TimeSetting::Primary { seconds } => {
            let primary = seconds as f32;
            let Some(army) = hardest_hit(armies).filter(|army| army.halvings() > 0) else {
                return TimeAllowance {
                    seconds: primary,
                    reason: t!(
                        "rules-free-move-time-both-above-half",
                        clock = clock(primary)
                    ),
                };
            };
            let halvings = army.halvings();
            let seconds = (primary / 2f32.powi(halvings)).max(FLOOR_SECONDS.min(primary));
            let (side, stands, starting, clock) = (
                army.name.as_str(),
                army.stands,
                army.starting_stands,
                clock(seconds),
            );
            let reason = match halvings {
                1 => t!(
                    "rules-free-move-time-half",
                    side = side,
                    stands = stands,
                    starting = starting,
                    clock = clock
                ),
                2 => t!(
                    "rules-free-move-time-quarter",
                    side = side,
                    stands = stands,
                    starting = starting,
                    clock = clock
                ),
                _ => t!(
                    "rules-free-move-time-eighth",
                    side = side,
                    stands = stands,
                    starting = starting,
                    clock = clock
                ),
            };
            TimeAllowance { seconds, reason }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRIMARY: TimeSetting = TimeSetting::Primary { seconds: 120 };

    fn armies(red: (u32, u32), blue: (u32, u32)) -> [ArmyStrength; 2] {
        [
            ArmyStrength::new("Red", red.0, red.1),
            ArmyStrength::new("Blue", blue.0, blue.1),
        ]
    }

    #[test]
    fn time_factor_primary_time_while_more_than_half_the_stands_remain() {
        let time = allowance(PRIMARY, &armies((15, 8), (15, 15)));
        assert_eq!(time.seconds, 120.0);
        assert_eq!(time.reason, "Both armies above half their stands: 2:00");
    }

    #[test]
    fn time_factor_halved_where_you_have_lost_about_half_your_army() {
        // "At the point in the battle where you have lost about half your army, this time
        // should be cut to one minute": one army at half is enough, whatever the other kept.
        let time = allowance(PRIMARY, &armies((16, 16), (14, 7)));
        assert_eq!(time.seconds, 60.0);
        assert_eq!(
            time.reason,
            "Blue at or below half strength (7 of 14 left): 1:00"
        );
    }

    #[test]
    fn time_factor_is_not_pooled_the_army_that_lost_more_sets_the_time() {
        // Pooled, 20 + 6 of 20 + 20 stands would be above half (26 of 40); but Blue has lost
        // 14 of its 20: "where you have lost about half your army" is Blue's case.
        let time = allowance(PRIMARY, &armies((20, 20), (20, 6)));
        assert_eq!(time.seconds, 60.0);
        assert!(time.reason.starts_with("Blue "), "{}", time.reason);
        // Positive twin: neither army has lost half, so the primary time stands even though
        // the two armies together have lost 9 of 20 stands.
        let time = allowance(PRIMARY, &armies((10, 6), (10, 6)));
        assert_eq!(time.seconds, 120.0);
        // The harder hit army decides, in proportion to what it started with.
        let time = allowance(PRIMARY, &armies((40, 9), (8, 3)));
        assert_eq!(time.seconds, 30.0);
        assert_eq!(
            time.reason,
            "Red at or below a quarter of its stands (9 of 40 left): 0:30"
        );
    }

    #[test]
    fn time_factor_halved_again_at_each_further_halving_to_a_15_second_floor() {
        // "in the later stages of the battle, it can be cut down to 30 seconds, and even
        // perhaps 15 seconds."
        assert_eq!(allowance(PRIMARY, &armies((32, 8), (32, 32))).seconds, 30.0);
        assert_eq!(allowance(PRIMARY, &armies((32, 32), (32, 4))).seconds, 15.0);
        assert_eq!(allowance(PRIMARY, &armies((32, 1), (32, 1))).seconds, 15.0);
        // A shorter primary time floors at 15 seconds too, not below.
        let short = TimeSetting::Primary { seconds: 60 };
        assert_eq!(allowance(short, &armies((32, 4), (32, 30))).seconds, 15.0);
    }

    #[test]
    fn time_factor_fixed_time_ignores_losses() {
        let time = allowance(
            TimeSetting::Fixed { seconds: 90 },
            &armies((15, 1), (15, 1)),
        );
        assert_eq!(time.seconds, 90.0);
        assert_eq!(time.reason, "Fixed time: 1:30");
    }

    #[test]
    fn time_factor_calibration_time_one_full_move_half_of_it_is_the_primary_time() {
        // "move all the soldiers in your army one move, and see how long it takes. If, it
        // takes you 4 minutes for this movement, you should set your primary moving time at
        // 2 minutes."
        assert_eq!(
            TimeSetting::calibrated(240.0),
            TimeSetting::Primary { seconds: 120 }
        );
        assert_eq!(
            TimeSetting::calibrated(95.0),
            TimeSetting::Primary { seconds: 48 }
        );
        // Never below the 15-second floor the halvings stop at.
        assert_eq!(
            TimeSetting::calibrated(12.0),
            TimeSetting::Primary { seconds: 15 }
        );
    }
}
