//! The time factor: how long the shared countdown runs, and why.
//!
//! The text: set the primary time at half of what one full move of your army takes; cut
//! it to one minute when about half the army is lost, then 30 and even 15 seconds.
//! Muster counts the stands of both armies together: above half of those that started,
//! the primary time; at half or below, half of it; at a quarter, a quarter; at an eighth
//! or below, an eighth — never below 15 seconds. Players may instead fix one time.

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

/// The countdown for the next timed move, given the stands both armies started with and
/// the stands they have left.
pub fn allowance(setting: TimeSetting, starting_stands: u32, stands: u32) -> TimeAllowance {
    match setting {
        TimeSetting::Fixed { seconds } => TimeAllowance {
            seconds: seconds as f32,
            reason: format!("Fixed time: {}", clock(seconds as f32)),
        },
        TimeSetting::Primary { seconds } => {
            let primary = seconds as f32;
            let left = stands as f32 / starting_stands.max(1) as f32;
            let (halvings, words) = if left > 0.5 {
                (0, "Both armies above half their stands")
            } else if left > 0.25 {
                (1, "Both armies together below half strength")
            } else if left > 0.125 {
                (2, "Both armies below a quarter of their stands")
            } else {
                (3, "Both armies below an eighth of their stands")
            };
            let halved = primary / 2f32.powi(halvings);
            let seconds = if halvings == 0 {
                primary
            } else {
                halved.max(FLOOR_SECONDS.min(primary))
            };
            TimeAllowance {
                seconds,
                reason: format!("{words}: {}", clock(seconds)),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRIMARY: TimeSetting = TimeSetting::Primary { seconds: 120 };

    #[test]
    fn time_factor_primary_time_while_more_than_half_the_stands_remain() {
        let time = allowance(PRIMARY, 30, 16);
        assert_eq!(time.seconds, 120.0);
        assert_eq!(time.reason, "Both armies above half their stands: 2:00");
    }

    #[test]
    fn time_factor_halved_at_half_the_stands() {
        let time = allowance(PRIMARY, 30, 15);
        assert_eq!(time.seconds, 60.0);
        assert_eq!(
            time.reason,
            "Both armies together below half strength: 1:00"
        );
    }

    #[test]
    fn time_factor_halved_again_at_each_further_halving_to_a_15_second_floor() {
        assert_eq!(allowance(PRIMARY, 32, 8).seconds, 30.0);
        assert_eq!(allowance(PRIMARY, 32, 4).seconds, 15.0);
        assert_eq!(allowance(PRIMARY, 32, 1).seconds, 15.0);
        // A shorter primary time floors at 15 seconds too, not below.
        let short = TimeSetting::Primary { seconds: 60 };
        assert_eq!(allowance(short, 32, 4).seconds, 15.0);
    }

    #[test]
    fn time_factor_fixed_time_ignores_losses() {
        let time = allowance(TimeSetting::Fixed { seconds: 90 }, 30, 2);
        assert_eq!(time.seconds, 90.0);
        assert_eq!(time.reason, "Fixed time: 1:30");
    }

    #[test]
    fn time_factor_calibration_half_of_a_timed_full_move() {
        assert_eq!(
            TimeSetting::calibrated(240.0),
            TimeSetting::Primary { seconds: 120 }
        );
        assert_eq!(
            TimeSetting::calibrated(95.0),
            TimeSetting::Primary { seconds: 48 }
        );
    }
}
