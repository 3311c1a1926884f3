//! Seeded dice shared by every rules engine: ChaCha8, serialisable, every roll reportable.
//!
//! Same seed and the same calls give the same rolls, bit for bit, on every machine.
//! A [`Dice`] can also be *scripted* with values the players rolled on their own dice
//! (the companion mode) or that a test needs; scripted values are used first, in order.

use std::collections::VecDeque;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The kinds of die the rulesets use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Die {
    /// A six-sided die, 1 to 6.
    D6,
    /// A three-sided die, 1 to 3 (the Untitled Movement Game).
    D3,
}

impl Die {
    /// The highest face of the die.
    pub fn faces(self) -> u8 {
        match self {
            Die::D6 => 6,
            Die::D3 => 3,
        }
    }
}

/// One roll, as engines report it in their events: which die, the face, and its place
/// in the game's sequence of random draws (so a log or a replay can show "roll #12").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DieRoll {
    pub die: Die,
    pub value: u8,
    pub sequence: u64,
}

/// A scripted value that does not fit the die it was used for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a {die:?} cannot show {value}: it shows 1 to {faces}", faces = die.faces())]
pub struct ImpossibleRoll {
    pub die: Die,
    pub value: u8,
}

/// The game's source of randomness. Serialise it with the game state to continue a game:
/// it saves as its seed and the generator's position in its stream, so a restored `Dice`
/// goes on with exactly the rolls the saved one would have made.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(into = "SavedDice", from = "SavedDice")]
pub struct Dice {
    seed: u64,
    rng: ChaCha8Rng,
    draws: u64,
    scripted: VecDeque<u8>,
}

/// How [`Dice`] are written in a save (RON has no 128-bit numbers, so the stream position
/// is kept as two halves).
#[derive(Debug, Clone, Serialize, Deserialize)]
struct SavedDice {
    seed: u64,
    position_high: u64,
    position_low: u64,
    draws: u64,
    #[serde(default)]
    scripted: Vec<u8>,
}

impl From<Dice> for SavedDice {
    fn from(dice: Dice) -> Self {
        let position = dice.rng.get_word_pos();
        SavedDice {
            seed: dice.seed,
            position_high: (position >> 64) as u64,
            position_low: position as u64,
            draws: dice.draws,
            scripted: dice.scripted.into_iter().collect(),
        }
    }
}

impl From<SavedDice> for Dice {
    fn from(saved: SavedDice) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(saved.seed);
        rng.set_word_pos((u128::from(saved.position_high) << 64) | u128::from(saved.position_low));
        Dice {
            seed: saved.seed,
            rng,
            draws: saved.draws,
            scripted: saved.scripted.into(),
        }
    }
}

impl Dice {
    /// Dice seeded with `seed`: the same seed always gives the same rolls.
    pub fn seeded(seed: u64) -> Self {
        Self {
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
            draws: 0,
            scripted: VecDeque::new(),
        }
    }

    /// The seed these dice started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How many random draws have been made so far (rolls, draws and shuffles).
    pub fn draws(&self) -> u64 {
        self.draws
    }

    /// Queue values rolled on real dice (or chosen by a test); they are used before any
    /// random roll, in order.
    pub fn script(&mut self, values: impl IntoIterator<Item = u8>) {
        self.scripted.extend(values);
    }

    /// Roll one die of the given kind.
    ///
    /// A scripted value that the die cannot show is an error, and is dropped from the queue.
    pub fn roll(&mut self, die: Die) -> Result<DieRoll, ImpossibleRoll> {
        let value = match self.scripted.pop_front() {
            Some(value) if (1..=die.faces()).contains(&value) => value,
            Some(value) => return Err(ImpossibleRoll { die, value }),
            None => self.rng.random_range(1..=die.faces()),
        };
        self.draws += 1;
        Ok(DieRoll {
            die,
            value,
            sequence: self.draws,
        })
    }

    /// Roll a six-sided die. A scripted value a d6 cannot show is skipped; engines that
    /// take players' own dice use [`Dice::roll`] to report it instead.
    pub fn d6(&mut self) -> DieRoll {
        self.roll_random(Die::D6)
    }

    /// Roll a three-sided die (an impossible scripted value is skipped, as for [`Dice::d6`]).
    pub fn d3(&mut self) -> DieRoll {
        self.roll_random(Die::D3)
    }

    fn roll_random(&mut self, die: Die) -> DieRoll {
        // An impossible scripted value is skipped rather than returned: callers of the
        // infallible rolls asked for randomness, not for the script.
        loop {
            if let Ok(roll) = self.roll(die) {
                return roll;
            }
        }
    }

    /// Draw one item at random from `items`, removing it (a card from a deck).
    /// Returns `None` from an empty pile.
    pub fn draw<T>(&mut self, items: &mut Vec<T>) -> Option<T> {
        if items.is_empty() {
            return None;
        }
        let index = self.rng.random_range(0..items.len());
        self.draws += 1;
        Some(items.swap_remove(index))
    }

    /// Shuffle `items` in place (Fisher–Yates, from the seeded generator).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for upper in (1..items.len()).rev() {
            let other = self.rng.random_range(0..=upper);
            items.swap(upper, other);
        }
        self.draws += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_gives_same_rolls() {
        let mut first = Dice::seeded(42);
        let mut second = Dice::seeded(42);
        let a: Vec<u8> = (0..100).map(|_| first.d6().value).collect();
        let b: Vec<u8> = (0..100).map(|_| second.d6().value).collect();
        assert_eq!(a, b);
    }

    #[test]
    fn different_seeds_give_different_rolls() {
        let mut first = Dice::seeded(1);
        let mut second = Dice::seeded(2);
        let a: Vec<u8> = (0..50).map(|_| first.d6().value).collect();
        let b: Vec<u8> = (0..50).map(|_| second.d6().value).collect();
        assert_ne!(a, b);
    }

    #[test]
    fn d6_shows_every_face_and_nothing_else() {
        let mut dice = Dice::seeded(7);
        let mut seen = [0u32; 7];
        for _ in 0..6000 {
            seen[dice.d6().value as usize] += 1;
        }
        assert_eq!(seen[0], 0);
        for (face, count) in seen.iter().enumerate().skip(1) {
            assert!(
                (800..1200).contains(count),
                "face {face} came up {count} times in 6000"
            );
        }
    }

    #[test]
    fn d3_shows_one_to_three() {
        let mut dice = Dice::seeded(9);
        let faces: std::collections::BTreeSet<u8> = (0..300).map(|_| dice.d3().value).collect();
        assert_eq!(faces.into_iter().collect::<Vec<_>>(), vec![1, 2, 3]);
    }

    #[test]
    fn rolls_are_numbered_in_sequence() {
        let mut dice = Dice::seeded(3);
        let first = dice.d6();
        let second = dice.d3();
        assert_eq!((first.sequence, second.sequence), (1, 2));
        assert_eq!(dice.draws(), 2);
    }

    #[test]
    fn scripted_values_come_first_then_randomness_resumes() {
        let mut dice = Dice::seeded(5);
        let mut unscripted = Dice::seeded(5);
        dice.script([6, 1]);
        assert_eq!(dice.roll(Die::D6).unwrap().value, 6);
        assert_eq!(dice.roll(Die::D6).unwrap().value, 1);
        assert_eq!(dice.d6().value, unscripted.d6().value);
    }

    #[test]
    fn scripted_value_too_big_for_the_die_is_refused() {
        let mut dice = Dice::seeded(5);
        dice.script([4]);
        assert_eq!(
            dice.roll(Die::D3),
            Err(ImpossibleRoll {
                die: Die::D3,
                value: 4
            })
        );
        assert_eq!(
            ImpossibleRoll {
                die: Die::D3,
                value: 4
            }
            .to_string(),
            "a D3 cannot show 4: it shows 1 to 3"
        );
    }

    #[test]
    fn saved_dice_continue_exactly_where_they_stopped() {
        let mut dice = Dice::seeded(11);
        for _ in 0..17 {
            dice.d6();
        }
        let saved = ron::to_string(&dice).unwrap();
        let mut restored: Dice = ron::from_str(&saved).unwrap();
        let next: Vec<u8> = (0..20).map(|_| dice.d6().value).collect();
        let restored_next: Vec<u8> = (0..20).map(|_| restored.d6().value).collect();
        assert_eq!(next, restored_next);
        assert_eq!(restored.seed(), 11);
    }

    #[test]
    fn draw_removes_each_card_once() {
        let mut dice = Dice::seeded(8);
        let mut deck: Vec<u32> = (0..50).collect();
        let mut drawn = Vec::new();
        while let Some(card) = dice.draw(&mut deck) {
            drawn.push(card);
        }
        drawn.sort_unstable();
        assert_eq!(drawn, (0..50).collect::<Vec<_>>());
        assert_eq!(dice.draw(&mut deck), None);
    }

    #[test]
    fn shuffle_is_a_seeded_permutation() {
        let mut a: Vec<u32> = (0..50).collect();
        let mut b = a.clone();
        Dice::seeded(13).shuffle(&mut a);
        Dice::seeded(13).shuffle(&mut b);
        assert_eq!(a, b);
        assert_ne!(a, (0..50).collect::<Vec<_>>());
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
    }
}
