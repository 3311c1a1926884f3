//! A game's record as every save keeps it: the seed, the command log and a snapshot of the
//! position the log leads to. Loading replays the log and checks it arrives at the snapshot,
//! so a save written by a build whose rules differ is refused instead of quietly becoming
//! another game.

use serde::{Deserialize, Serialize};

use super::dice::Dice;
use super::engine::RulesEngine;

/// The seed, the commands and where they lead.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameRecord<C, S> {
    pub seed: u64,
    pub commands: Vec<C>,
    /// The position after the last command.
    pub snapshot: S,
}

/// Why a record does not replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// A command was refused: the log is damaged or the rules changed.
    Refused {
        index: usize,
        total: usize,
        why: String,
    },
    /// Every command was accepted but the game ends elsewhere than the snapshot.
    Diverged { total: usize, near: String },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            ReplayError::Refused { index, total, why } => muster_text::t!(
                "scenarios-replay-refused",
                index = *index,
                total = *total,
                why = why.as_str()
            ),
            ReplayError::Diverged { total, near } => muster_text::t!(
                "scenarios-replay-diverged",
                total = *total,
                near = near.as_str()
            ),
        };
        f.write_str(&words)
    }
}

impl std::error::Error for ReplayError {}

impl<C: Clone, S: Serialize> GameRecord<C, S> {
    /// The record of a game: its seed, its commands and the position they reached.
    pub fn of(seed: u64, commands: &[C], position: &S) -> Self
    where
        S: Clone,
    {
        GameRecord {
            seed,
            commands: commands.to_vec(),
            snapshot: position.clone(),
        }
    }

    /// Replay the commands from `start` with `dice` (seeded as the game was) and check the
    /// result against the snapshot: the replayed position and dice, or why not.
    pub fn replay<E>(&self, mut start: S, mut dice: Dice) -> Result<(S, Dice), ReplayError>
    where
        E: RulesEngine<Command = C, State = S>,
    {
        let total = self.commands.len();
        for (index, command) in self.commands.iter().enumerate() {
            crate::rules::engine::execute_in_one_language::<E>(
                &mut start,
                command.clone(),
                &mut dice,
            )
            .map_err(|error| ReplayError::Refused {
                index,
                total,
                why: error.to_string(),
            })?;
        }
        self.check_snapshot(&start)?;
        Ok((start, dice))
    }

    /// Whether `position` (the game replayed from this record) is the snapshot.
    pub fn check_snapshot(&self, position: &S) -> Result<(), ReplayError> {
        match first_difference(position, &self.snapshot) {
            None => Ok(()),
            Some(near) => Err(ReplayError::Diverged {
                total: self.commands.len(),
                near,
            }),
        }
    }
}

/// Where two positions first differ, as a short piece of their RON text; `None` when they
/// are the same. Positions are compared by their saved form, so a cache the save skips never
/// counts as a difference.
pub fn first_difference<S: Serialize>(left: &S, right: &S) -> Option<String> {
    let left = ron::to_string(left).unwrap_or_default();
    let right = ron::to_string(right).unwrap_or_default();
    if left == right {
        return None;
    }
    let at = left
        .char_indices()
        .zip(right.chars())
        .find(|((_, l), r)| l != r)
        .map_or(left.len().min(right.len()), |((index, _), _)| index);
    let start = left[..at]
        .char_indices()
        .rev()
        .nth(40)
        .map_or(0, |(index, _)| index);
    let end = left[at..]
        .char_indices()
        .nth(40)
        .map_or(left.len(), |(index, _)| at + index);
    Some(left[start..end].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-number game: each command adds a d6 roll times its step; a step of 0 is refused.
    struct Counter;

    impl RulesEngine for Counter {
        type State = u32;
        type Command = u8;
        type Event = u32;
        type Error = String;

        fn check(_: &u32, step: &u8) -> Result<(), String> {
            if *step == 0 {
                return Err("a step of 0 goes nowhere".into());
            }
            Ok(())
        }

        fn execute(state: &mut u32, step: u8, dice: &mut Dice) -> Result<Vec<u32>, String> {
            Self::check(state, &step)?;
            let event = u32::from(dice.d6().value) * u32::from(step);
            Self::apply(state, &event);
            Ok(vec![event])
        }

        fn apply(state: &mut u32, added: &u32) {
            *state += added;
        }
    }

    fn played(commands: &[u8]) -> GameRecord<u8, u32> {
        let mut state = 0;
        let mut dice = Dice::seeded(7);
        for command in commands {
            Counter::execute(&mut state, *command, &mut dice).unwrap();
        }
        GameRecord::of(7, commands, &state)
    }

    #[test]
    fn a_record_replays_to_its_snapshot() {
        let record = played(&[1, 2, 3]);
        let (position, _) = record.replay::<Counter>(0, Dice::seeded(7)).unwrap();
        assert_eq!(position, record.snapshot);
    }

    #[test]
    fn a_record_whose_snapshot_differs_is_refused_naming_the_difference() {
        let mut record = played(&[1, 2, 3]);
        record.snapshot += 1;
        let error = record.replay::<Counter>(0, Dice::seeded(7)).unwrap_err();
        assert!(
            matches!(error, ReplayError::Diverged { total: 3, .. }),
            "{error}"
        );
    }

    #[test]
    fn a_record_replayed_with_other_dice_is_refused() {
        let record = played(&[1, 2, 3, 4, 5, 6]);
        assert!(record.replay::<Counter>(0, Dice::seeded(8)).is_err());
    }

    #[test]
    fn a_record_survives_its_ron_form() {
        let record = played(&[3, 1]);
        let text = ron::to_string(&record).unwrap();
        let back: GameRecord<u8, u32> = ron::from_str(&text).unwrap();
        assert_eq!(back, record);
    }

    #[test]
    fn a_record_with_a_refused_command_names_it() {
        let mut record = played(&[1, 2]);
        record.commands.push(0);
        let error = record.replay::<Counter>(0, Dice::seeded(7)).unwrap_err();
        assert_eq!(
            error,
            ReplayError::Refused {
                index: 2,
                total: 3,
                why: "a step of 0 goes nowhere".into()
            }
        );
    }

    #[test]
    fn first_difference_quotes_the_text_around_it() {
        assert_eq!(first_difference(&(1, 2, 3), &(1, 2, 3)), None);
        let near = first_difference(&(1, 2, 3), &(1, 5, 3)).unwrap();
        assert!(near.contains('2'), "{near}");
    }
}
