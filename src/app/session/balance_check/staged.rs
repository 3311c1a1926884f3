//! What a screenshot run shows in the check's section (`muster screenshot … --balance
//! running|report`): a check part-played, or a finished report over four seats, so that the
//! fit check sees each of the section's states.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32};

use super::running::{BalanceCheck, CheckState, Running};
use crate::balance::{BalanceReport, LengthUnit};

/// The check's state a screenshot stages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StagedCheck {
    /// Twelve of twenty games played: the progress bar and Cancel.
    Running,
    /// A finished report over four seats, one of which wins far more often.
    Report,
}

/// A `--balance` that names no staged state.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", muster_text::t!("cli-balance-no-stage", name = format!("{name:?}")))]
pub struct UnknownStage {
    pub name: String,
}

impl std::str::FromStr for StagedCheck {
    type Err = UnknownStage;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        match name {
            "running" => Ok(StagedCheck::Running),
            "report" => Ok(StagedCheck::Report),
            _ => Err(UnknownStage {
                name: name.to_string(),
            }),
        }
    }
}

impl BalanceCheck {
    /// The check as `stage` shows it (no games are played).
    pub fn staged(stage: StagedCheck) -> BalanceCheck {
        let state = match stage {
            StagedCheck::Running => CheckState::Running(Running {
                task: None,
                progress: Arc::new(AtomicU32::new(12)),
                cancel: Arc::new(AtomicBool::new(false)),
                games: 20,
            }),
            StagedCheck::Report => CheckState::Done(Ok(BalanceReport {
                scenario: "Four Corners".into(),
                seats: ["Orange Star", "Blue Moon", "Green Earth", "Yellow Comet"]
                    .map(String::from)
                    .to_vec(),
                wins: vec![12, 3, 2, 1],
                draws: 2,
                games_asked: 20,
                games_played: 20,
                cancelled: false,
                total_length: 20 * 17,
                length_unit: LengthUnit::Days,
            })),
        };
        BalanceCheck {
            state,
            bring_into_view: true,
            ..BalanceCheck::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_staged_stage_is_read_by_its_name_and_another_name_is_refused() {
        assert_eq!("running".parse(), Ok(StagedCheck::Running));
        assert_eq!("report".parse(), Ok(StagedCheck::Report));
        assert!("finished".parse::<StagedCheck>().is_err());
    }

    #[test]
    fn a_staged_report_favours_its_first_seat_and_a_staged_check_is_running() {
        let CheckState::Done(Ok(report)) = BalanceCheck::staged(StagedCheck::Report).state else {
            panic!("a report")
        };
        assert!(matches!(
            report.verdict(),
            crate::balance::Verdict::Favours { seat: 0, .. }
        ));
        assert!(BalanceCheck::staged(StagedCheck::Running).is_running());
    }
}
