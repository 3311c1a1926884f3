//! Why a command is refused, in words a player understands.

use std::fmt;

use muster_text::t;

use super::board::Pos;
use super::cards::Card;

/// A refused command. The words of `now`, `why` and `MustDiscard` are made in the language
/// of the moment the command is refused; the rest is worded when shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    WrongTime {
        now: String,
    },
    NoCard(usize),
    NoToken(usize),
    TokenOff,
    TokenHome,
    TooManySteps {
        left: u8,
        asked: u8,
    },
    NoSteps,
    Blocked {
        card: &'static str,
        steps: u8,
        why: String,
    },
    CannotPlace {
        space: Pos,
        why: String,
    },
    MustDiscard(String),
}

impl std::error::Error for RuleError {}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            RuleError::GameOver => t!("rules-movement-error-game-over"),
            RuleError::WrongTime { now } => {
                t!("rules-movement-error-wrong-time", now = now.as_str())
            }
            RuleError::NoCard(slot) => t!("rules-movement-error-no-card", slot = *slot),
            RuleError::NoToken(token) => t!("rules-movement-error-no-token", token = *token),
            RuleError::TokenOff => t!("rules-movement-error-token-off"),
            RuleError::TokenHome => t!("rules-movement-error-token-home"),
            RuleError::TooManySteps { left, asked } => t!(
                "rules-movement-error-too-many-steps",
                left = *left,
                asked = *asked
            ),
            RuleError::NoSteps => t!("rules-movement-error-no-steps"),
            RuleError::Blocked { card, steps, why } => {
                let card = Card::ALL
                    .into_iter()
                    .find(|known| known.name() == *card)
                    .map_or_else(|| (*card).to_owned(), Card::words);
                t!(
                    "rules-movement-error-blocked",
                    card = card,
                    steps = *steps,
                    why = why.as_str()
                )
            }
            RuleError::CannotPlace { space, why } => t!(
                "rules-movement-error-cannot-place",
                space = space.to_string(),
                why = why.as_str()
            ),
            RuleError::MustDiscard(why) => why.clone(),
        };
        f.write_str(&words)
    }
}

#[cfg(test)]
mod tests {
    use muster_text::{Language, in_language};

    use super::*;

    #[test]
    fn a_refusal_reads_in_the_players_language_with_its_numbers_in_place() {
        let refusal = RuleError::TooManySteps { left: 2, asked: 3 };
        assert_eq!(refusal.to_string(), "you have 2 moves left, not 3");
        assert_eq!(
            in_language(Language::French, || refusal.to_string()),
            "il vous reste 2 déplacements, et non 3"
        );
        assert_eq!(
            in_language(Language::German, || RuleError::GameOver.to_string()),
            "die Partie ist vorbei"
        );
    }

    #[test]
    fn a_blocked_card_is_named_in_the_players_language() {
        let refusal = RuleError::Blocked {
            card: Card::ForwardLeft.name(),
            steps: 1,
            why: "x".into(),
        };
        assert_eq!(
            refusal.to_string(),
            "the forward-left card cannot move that token 1 space: x"
        );
        assert_eq!(
            in_language(Language::German, || refusal.to_string()),
            "die Karte „vorwärts-links“ kann diesen Spielstein nicht 1 Feld weit bewegen: x"
        );
    }
}
