//! Which command "End" sends in each phase, and what its button says.

use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::state::Phase;
use muster_text::t;

/// The command that ends what the side to act is doing now.
pub fn end_command(phase: Phase) -> Option<Command> {
    match phase {
        Phase::Deployment { .. } => Some(Command::EndDeployment),
        Phase::Movement { .. } => Some(Command::EndMovement),
        Phase::Fire { .. } => Some(Command::EndFireStep),
        Phase::Over => None,
    }
}

/// The End button's words.
pub fn end_words(phase: Phase) -> String {
    match phase {
        Phase::Deployment { .. } => t!("soldiers-end-deployment"),
        Phase::Movement { .. } => t!("soldiers-end-movement"),
        Phase::Fire { .. } => t!("soldiers-end-fire-step"),
        Phase::Over => t!("soldiers-game-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::state::{FireStep, Side};

    #[test]
    fn end_sends_the_command_of_each_phase() {
        let side = Side(0);
        assert_eq!(
            end_command(Phase::Deployment { deploying: side }),
            Some(Command::EndDeployment)
        );
        assert_eq!(
            end_command(Phase::Movement { mover: side }),
            Some(Command::EndMovement)
        );
        for step in [
            FireStep::MoverFires,
            FireStep::OtherFires,
            FireStep::MoverCharges,
            FireStep::OtherCharges,
        ] {
            assert_eq!(
                end_command(Phase::Fire { mover: side, step }),
                Some(Command::EndFireStep)
            );
        }
        assert_eq!(end_command(Phase::Over), None);
    }

    #[test]
    fn the_end_button_reads_in_german_and_french() {
        use muster_text::{Language, in_language};
        let mover = Side(0);
        assert_eq!(
            in_language(Language::German, || end_words(Phase::Movement { mover })),
            "Bewegungsphase beenden"
        );
        assert_eq!(
            in_language(Language::French, || end_words(Phase::Deployment {
                deploying: mover
            })),
            "Fin du déploiement"
        );
        assert_eq!(end_words(Phase::Over), "The game is over");
    }
}
