//! A player's seat at a turn-based table (Skirmish Wars, the Untitled Movement Game): which
//! player, never a count, a unit, a day or hit points. Indexes the players' lists directly.

use std::ops::{Index, IndexMut};

use derive_more::Display;
use serde::{Deserialize, Serialize};

/// A player, by seat: 0 moves first (Skirmish Wars); seats go clockwise from South (the
/// movement game).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Default,
    Serialize,
    Deserialize,
    Display,
)]
#[serde(transparent)]
pub struct PlayerId(pub usize);

impl PlayerId {
    /// The seat's place in the players' list.
    pub fn index(self) -> usize {
        self.0
    }

    /// The seat as the players count it, from 1 ("player 2").
    pub fn number(self) -> usize {
        self.0 + 1
    }

    /// The next seat round a table of `seats`.
    pub fn next_of(self, seats: usize) -> PlayerId {
        self.after(1, seats)
    }

    /// The seat `steps` on round a table of `seats`.
    pub fn after(self, steps: usize, seats: usize) -> PlayerId {
        PlayerId((self.0 + steps) % seats.max(1))
    }

    /// Every seat at a table of `seats`, in order.
    pub fn all(seats: usize) -> impl Iterator<Item = PlayerId> {
        (0..seats).map(PlayerId)
    }
}

impl<T> Index<PlayerId> for Vec<T> {
    type Output = T;

    fn index(&self, seat: PlayerId) -> &T {
        &self[seat.0]
    }
}

impl<T> IndexMut<PlayerId> for Vec<T> {
    fn index_mut(&mut self, seat: PlayerId) -> &mut T {
        &mut self[seat.0]
    }
}

impl<T> Index<PlayerId> for [T] {
    type Output = T;

    fn index(&self, seat: PlayerId) -> &T {
        &self[seat.0]
    }
}

impl<T> IndexMut<PlayerId> for [T] {
    fn index_mut(&mut self, seat: PlayerId) -> &mut T {
        &mut self[seat.0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_indexes_the_players_list_and_goes_round_the_table() {
        let names = ["South", "West", "North", "East"];
        assert_eq!(names[PlayerId(2)], "North");
        assert_eq!(PlayerId(3).next_of(4), PlayerId(0));
        assert_eq!(PlayerId(1).next_of(4), PlayerId(2));
        assert_eq!(
            PlayerId::all(2).collect::<Vec<_>>(),
            vec![PlayerId(0), PlayerId(1)]
        );
        assert_eq!(ron::to_string(&PlayerId(1)).expect("writes"), "1");
    }
}
