//! What a balance check found: each seat's wins and share of the decided games with its 95%
//! interval (the tournament's Wilson interval), the draws, the mean length, and the verdict.
//!
//! **The verdict's rule.** Fewer than [`MIN_DECIDED`] decided games say nothing either way
//! ([`Verdict::TooFewDecided`]: mostly drawn, or too few games). Otherwise a seat is said to
//! win far more often ([`Verdict::Favours`]) when both hold: its share of the decided games is
//! at least [`FAR_MORE`] times the even share (70% of two seats, 35% of four), and the lower
//! end of its 95% interval is above the even share (1/seats), so that the lean is unlikely to
//! be chance. Else no seat wins far more often ([`Verdict::Balanced`]). 20–0 favours; 11–9
//! does not; 14–6 (70%, but the interval reaches down to 48%) does not; 15–5 does.

use crate::tournament::stats::Record;

/// Decided games below which no verdict is given.
pub const MIN_DECIDED: u32 = 5;

/// How many times its even share a seat must win to be said to win far more often.
pub const FAR_MORE: f64 = 1.4;

/// What a game's length is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LengthUnit {
    /// Soldiers' game-turns.
    GameTurns,
    /// Skirmish Wars' days.
    Days,
    /// The movement game's turns.
    Turns,
    /// Free Move's timed moves.
    TimedMoves,
}

/// The verdict, said plainly by the panel and the command line.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    /// No seat wins far more often.
    Balanced,
    /// `seat` wins far more often: `share` of the decided games.
    Favours { seat: usize, share: f64 },
    /// Fewer than [`MIN_DECIDED`] games were decided (mostly drawn, or too few played).
    TooFewDecided { decided: u32 },
}

/// One seat's part of the games.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatShare {
    pub name: String,
    pub wins: u32,
    /// Its share of the decided games, `None` before any was decided.
    pub share: Option<f64>,
    /// That share's 95% interval (Wilson's).
    pub interval: Option<(f64, f64)>,
}

/// A balance check's figures; a cancelled check reports the games it finished.
#[derive(Debug, Clone, PartialEq)]
pub struct BalanceReport {
    /// The scenario's title.
    pub scenario: String,
    /// Each seat's name, in seat order.
    pub seats: Vec<String>,
    /// Each seat's wins, in seat order.
    pub wins: Vec<u32>,
    pub draws: u32,
    /// The games the settings asked for.
    pub games_asked: u32,
    /// The games played to the end (fewer than asked when cancelled).
    pub games_played: u32,
    pub cancelled: bool,
    /// Every played game's length added up.
    pub total_length: u64,
    pub length_unit: LengthUnit,
}

impl BalanceReport {
    /// Games with a winner.
    pub fn decided(&self) -> u32 {
        self.wins.iter().sum()
    }

    /// Each seat's wins, share and interval, in seat order.
    pub fn shares(&self) -> Vec<SeatShare> {
        let decided = self.decided();
        self.seats
            .iter()
            .zip(&self.wins)
            .map(|(name, &wins)| {
                let record = seat_record(wins, decided, self.draws);
                SeatShare {
                    name: name.clone(),
                    wins,
                    share: record.share_won(),
                    interval: record.interval(),
                }
            })
            .collect()
    }

    /// The mean length of the games played, `None` before any was.
    pub fn mean_length(&self) -> Option<f64> {
        (self.games_played > 0).then(|| self.total_length as f64 / f64::from(self.games_played))
    }

    /// The verdict (see the module's rule).
    pub fn verdict(&self) -> Verdict {
        verdict_of(&self.wins, self.draws)
    }
}

/// A seat's games as the tournament's record: its wins against every other decided game.
fn seat_record(wins: u32, decided: u32, draws: u32) -> Record {
    Record {
        wins,
        losses: decided.saturating_sub(wins),
        draws,
    }
}

/// The verdict on `wins` (each seat's, in seat order) and `draws` (see the module's rule).
pub fn verdict_of(wins: &[u32], draws: u32) -> Verdict {
    let decided: u32 = wins.iter().sum();
    if decided < MIN_DECIDED || wins.is_empty() {
        return Verdict::TooFewDecided { decided };
    }
    let even = 1.0 / wins.len() as f64;
    let strongest = (0..wins.len()).max_by_key(|&seat| (wins[seat], std::cmp::Reverse(seat)));
    let Some(seat) = strongest else {
        return Verdict::Balanced;
    };
    let record = seat_record(wins[seat], decided, draws);
    match (record.share_won(), record.interval()) {
        (Some(share), Some((low, _))) if share >= FAR_MORE * even && low > even => {
            Verdict::Favours { seat, share }
        }
        _ => Verdict::Balanced,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_to_nil_favours_the_winning_side() {
        assert_eq!(
            verdict_of(&[0, 20], 0),
            Verdict::Favours {
                seat: 1,
                share: 1.0
            }
        );
    }

    #[test]
    fn eleven_to_nine_does_not_favour_either_side() {
        assert_eq!(verdict_of(&[11, 9], 0), Verdict::Balanced);
        assert_eq!(verdict_of(&[9, 11], 0), Verdict::Balanced);
    }

    #[test]
    fn fifteen_to_five_favours_but_fourteen_to_six_is_within_chance() {
        assert!(matches!(
            verdict_of(&[15, 5], 0),
            Verdict::Favours { seat: 0, .. }
        ));
        assert_eq!(verdict_of(&[14, 6], 0), Verdict::Balanced);
    }

    #[test]
    fn two_to_nil_with_eighteen_draws_is_too_few_decided() {
        assert_eq!(
            verdict_of(&[2, 0], 18),
            Verdict::TooFewDecided { decided: 2 }
        );
    }

    #[test]
    fn five_decided_games_all_to_one_side_are_enough_to_favour_it() {
        // The positive twin of "too few decided": five decided, with fifteen draws.
        assert!(matches!(
            verdict_of(&[5, 0], 15),
            Verdict::Favours { seat: 0, .. }
        ));
    }

    #[test]
    fn among_four_seats_one_winning_half_the_games_is_favoured_and_an_even_spread_is_not() {
        assert!(matches!(
            verdict_of(&[2, 12, 3, 3], 0),
            Verdict::Favours { seat: 1, .. }
        ));
        assert_eq!(verdict_of(&[5, 6, 4, 5], 0), Verdict::Balanced);
    }

    #[test]
    fn a_report_gives_each_seat_its_share_of_the_decided_games_and_the_mean_length() {
        let report = BalanceReport {
            scenario: "Test".into(),
            seats: vec!["Red".into(), "Blue".into()],
            wins: vec![6, 2],
            draws: 2,
            games_asked: 10,
            games_played: 10,
            cancelled: false,
            total_length: 125,
            length_unit: LengthUnit::Turns,
        };
        let shares = report.shares();
        assert_eq!(shares[0].share, Some(0.75));
        assert_eq!(shares[1].share, Some(0.25));
        let (low, high) = shares[0].interval.expect("decided");
        assert!(low < 0.75 && high > 0.75, "{low} {high}");
        assert_eq!(report.mean_length(), Some(12.5));
        assert_eq!(report.decided(), 8);
    }
}
