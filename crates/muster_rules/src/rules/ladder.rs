//! The computer's levels, shared by every ruleset, and the top level's look-ahead: flat
//! Monte Carlo over a few candidate commands, each played out by the engine itself with the
//! baseline AI as the default policy, within a budget of rollouts and of time.
//!
//! Levels differ in judgement and search, never in rules or dice: every candidate is a
//! command the engine accepts, and the rollouts draw their dice from the computer's own
//! seeded stream, never from the game's, so a game replays from its save.

use std::time::{Duration, Instant};

use rand::RngCore;
use rand_chacha::ChaCha8Rng;

/// How good a player the computer is. In the grid rulesets the Veteran is the AI the game
/// shipped with, kept unchanged as the fixed baseline every other level is measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Recruit,
    Veteran,
    General,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Recruit, Level::Veteran, Level::General];

    pub fn name(self) -> &'static str {
        match self {
            Level::Recruit => "Recruit",
            Level::Veteran => "Veteran",
            Level::General => "General",
        }
    }

    /// The level named `name` (any case), for command lines and settings.
    pub fn named(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name))
    }
}

/// How much the top level may think: at most `rollouts` play-outs of each candidate and at
/// most `per_turn` of time in a turn, whichever runs out first. The rollout count makes a
/// tournament repeatable on any machine; the time is the player's guarantee.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    pub per_turn: Duration,
    pub rollouts: u32,
}

impl Default for Budget {
    /// A second a turn at most (the bound on a 2-core machine).
    fn default() -> Self {
        Budget {
            per_turn: Duration::from_secs(1),
            rollouts: 12,
        }
    }
}

impl Budget {
    /// The same budget with `rollouts` play-outs a candidate.
    pub fn with_rollouts(self, rollouts: u32) -> Self {
        Budget { rollouts, ..self }
    }
}

/// The clock of one turn's thinking: the turn's budget is shared out between its decisions.
#[derive(Debug, Clone, Copy)]
pub struct TurnClock {
    started: Instant,
    budget: Duration,
}

impl TurnClock {
    pub fn start(budget: Duration) -> Self {
        TurnClock {
            started: Instant::now(),
            budget,
        }
    }

    /// When a decision must be made by, given that about `decisions_left` more (this one
    /// included) are still to come this turn.
    pub fn deadline(&self, decisions_left: u32) -> Instant {
        let spent = self.started.elapsed();
        let left = self.budget.saturating_sub(spent);
        Instant::now() + left / decisions_left.max(1)
    }
}

/// The index of the candidate whose play-outs score best on average: every candidate is
/// played out with the same seeds in turn (common random numbers, so a difference is the
/// candidate's and not the dice's), round after round until `rollouts` rounds or the
/// deadline; at least one round is always played. Ties go to the earlier candidate, so
/// list the baseline's own choice first. `None` when there are no candidates.
pub fn best_by_rollouts<C>(
    candidates: &[C],
    rollouts: u32,
    deadline: Instant,
    rng: &mut ChaCha8Rng,
    play_out: impl FnMut(&C, u64) -> f64,
) -> Option<usize> {
    rounds_of_rollouts(candidates, rollouts, deadline, false, rng, play_out)
}

/// As [`best_by_rollouts`], but a round is begun only if it should end by the deadline,
/// judged by the longest round so far: for play-outs long enough that one round more
/// would overrun a turn's budget. The first candidate is always played out once; if the
/// deadline passes during the first round, the candidates not yet played are not chosen.
pub fn best_by_rollouts_finishing_by<C>(
    candidates: &[C],
    rollouts: u32,
    deadline: Instant,
    rng: &mut ChaCha8Rng,
    play_out: impl FnMut(&C, u64) -> f64,
) -> Option<usize> {
    rounds_of_rollouts(candidates, rollouts, deadline, true, rng, play_out)
}

/// The rounds of play-outs behind [`best_by_rollouts`] and
/// [`best_by_rollouts_finishing_by`].
fn rounds_of_rollouts<C>(
    candidates: &[C],
    rollouts: u32,
    deadline: Instant,
    finish_by_deadline: bool,
    rng: &mut ChaCha8Rng,
    mut play_out: impl FnMut(&C, u64) -> f64,
) -> Option<usize> {
    if candidates.len() <= 1 {
        return (!candidates.is_empty()).then_some(0);
    }
    let mut totals = vec![0.0; candidates.len()];
    let mut longest_round = Duration::ZERO;
    let mut played = candidates.len();
    for round in 0..rollouts.max(1) {
        let now = Instant::now();
        let margin = if finish_by_deadline {
            longest_round
        } else {
            Duration::ZERO
        };
        if round > 0 && now + margin >= deadline {
            break;
        }
        let seed = rng.next_u64();
        for (index, (total, candidate)) in totals.iter_mut().zip(candidates).enumerate() {
            if finish_by_deadline && round == 0 && index > 0 && Instant::now() >= deadline {
                // Out of time before every candidate was tried once: only those played count.
                played = index;
                break;
            }
            *total += play_out(candidate, seed);
        }
        longest_round = longest_round.max(now.elapsed());
    }
    let mut best = 0;
    for (index, total) in totals.iter().enumerate().take(played) {
        if *total > totals[best] {
            best = index;
        }
    }
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn the_look_ahead_picks_the_candidate_whose_play_outs_score_best() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let far = Instant::now() + Duration::from_secs(60);
        // Candidate 2 scores best whatever the seed.
        let best = best_by_rollouts(&[1.0, 3.0, 5.0, 2.0], 8, far, &mut rng, |c, seed| {
            c + (seed % 2) as f64
        });
        assert_eq!(best, Some(2));
        // Equal scores: the first listed (the baseline's own choice) stays.
        let tie = best_by_rollouts(&[7, 7, 7], 4, far, &mut rng, |_, _| 1.0);
        assert_eq!(tie, Some(0));
        assert_eq!(
            best_by_rollouts::<u8>(&[], 4, far, &mut rng, |_, _| 0.0),
            None
        );
    }

    #[test]
    fn the_look_ahead_plays_every_candidate_with_the_same_seeds_and_stops_at_the_deadline() {
        let mut seen: Vec<(u8, u64)> = Vec::new();
        let far = Instant::now() + Duration::from_secs(60);
        best_by_rollouts(
            &[0u8, 1],
            3,
            far,
            &mut ChaCha8Rng::seed_from_u64(9),
            |c, seed| {
                seen.push((*c, seed));
                0.0
            },
        );
        assert_eq!(seen.len(), 6, "3 rounds of 2 candidates");
        for round in seen.chunks(2) {
            assert_eq!(
                round[0].1, round[1].1,
                "both candidates share a round's seed"
            );
        }
        // A deadline already past: one round, no more.
        let mut rounds = 0;
        best_by_rollouts(
            &[0u8, 1],
            50,
            Instant::now(),
            &mut ChaCha8Rng::seed_from_u64(9),
            |_, _| {
                rounds += 1;
                0.0
            },
        );
        assert_eq!(rounds, 2);
    }

    #[test]
    fn the_look_ahead_finishing_by_its_deadline_begins_no_round_it_cannot_end_in_time() {
        let started = Instant::now();
        let deadline = started + Duration::from_millis(100);
        let mut rounds = 0;
        let best = best_by_rollouts_finishing_by(
            &[0u8, 1],
            1_000,
            deadline,
            &mut ChaCha8Rng::seed_from_u64(3),
            |candidate, _| {
                std::thread::sleep(Duration::from_millis(10));
                rounds += usize::from(*candidate == 0);
                f64::from(*candidate)
            },
        );
        assert_eq!(best, Some(1));
        assert!(rounds >= 2, "it used its time: {rounds} rounds");
        // Rounds of 20 ms, begun only while one more fits: done by the deadline, give or
        // take a busy machine's scheduling.
        assert!(
            started.elapsed() < Duration::from_millis(160),
            "{:?}",
            started.elapsed()
        );
        // A deadline already past: the first candidate alone is played, and chosen.
        let mut played = Vec::new();
        let best = best_by_rollouts_finishing_by(
            &[0u8, 1, 2],
            50,
            Instant::now(),
            &mut ChaCha8Rng::seed_from_u64(3),
            |candidate, _| {
                played.push(*candidate);
                f64::from(*candidate)
            },
        );
        assert_eq!((best, played), (Some(0), vec![0]));
    }

    #[test]
    fn a_level_is_found_by_its_name_in_any_case() {
        assert_eq!(Level::named("general"), Some(Level::General));
        assert_eq!(Level::named("RECRUIT"), Some(Level::Recruit));
        assert_eq!(Level::named("major"), None);
    }
}
