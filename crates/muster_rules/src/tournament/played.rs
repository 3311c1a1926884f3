//! One tournament game's outcome as the table needs it: who won, and how long each level
//! thought in each of its turns.

use std::time::Duration;

use super::stats::GameResult;

/// A game between the level in the first seats and the level in the second seats.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub result: GameResult,
    /// The seat that won (any of four seats), or `None` for a draw.
    pub winning_seat: Option<usize>,
    /// How long the game ran: Soldiers' game-turns, Skirmish Wars' days, the movement
    /// game's turns.
    pub length: u32,
    /// Each player-turn's thinking, for the first level's seats and the second's.
    pub turn_times: [Vec<Duration>; 2],
    /// Every command the game's engine executed, in order, as its Debug text: what makes
    /// two games the same game (the tournament keeps only the count, see [`Played::forget_commands`]).
    pub commands: Vec<String>,
}

impl Played {
    /// The same outcome without its command list, which the table does not need (a
    /// four-player game of Skirmish Wars runs to thousands of commands).
    pub fn forget_commands(mut self) -> Self {
        self.commands = Vec::new();
        self
    }
}

/// Thinking time, added up per player-turn as a game goes on.
#[derive(Debug, Clone, Default)]
pub struct TurnTimes {
    pub done: [Vec<Duration>; 2],
    current: Option<(usize, Duration)>,
}

impl TurnTimes {
    /// `group` (0: the first level, 1: the second) thought for `spent`; `new_turn` when this
    /// is the first thought of a player-turn.
    pub fn add(&mut self, group: usize, spent: Duration, new_turn: bool) {
        match &mut self.current {
            Some((current, total)) if *current == group && !new_turn => *total += spent,
            _ => {
                self.close();
                self.current = Some((group, spent));
            }
        }
    }

    /// Every turn's time, the last one included.
    pub fn finish(mut self) -> [Vec<Duration>; 2] {
        self.close();
        self.done
    }

    fn close(&mut self) {
        if let Some((group, total)) = self.current.take() {
            self.done[group].push(total);
        }
    }
}

/// The first or second level's group of a seat: even seats are the first level's.
pub fn group_of_seat(seat: usize) -> usize {
    seat % 2
}

/// The result from the winning seat, if any.
pub fn result_of(winning_seat: Option<usize>) -> GameResult {
    match winning_seat.map(group_of_seat) {
        Some(0) => GameResult::FirstWon,
        Some(_) => GameResult::SecondWon,
        None => GameResult::Drawn,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_turn_times_add_up_each_player_turn_for_its_level() {
        let ms = Duration::from_millis;
        let mut times = TurnTimes::default();
        times.add(0, ms(3), true);
        times.add(0, ms(4), false); // the same turn
        times.add(1, ms(10), true);
        times.add(0, ms(1), true);
        times.add(0, ms(2), true); // a new turn of the same group (four seats)
        assert_eq!(times.finish(), [vec![ms(7), ms(1), ms(2)], vec![ms(10)]]);
    }

    #[test]
    fn tournament_even_seats_are_the_first_levels_and_odd_the_seconds() {
        assert_eq!(result_of(Some(0)), GameResult::FirstWon);
        assert_eq!(result_of(Some(2)), GameResult::FirstWon);
        assert_eq!(result_of(Some(3)), GameResult::SecondWon);
        assert_eq!(result_of(None), GameResult::Drawn);
    }
}
