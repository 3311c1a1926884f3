//! The schedule worked back from the last game-turn: by when a group must set off to arrive
//! in time, and whether it is ahead of that, on time or late.

/// Game-turns to spare that a group keeps for the enemy's resistance on the way before it
/// takes cover rather than ground: a group with no more than this moves all-out.
pub const SPARE_FOR_FRICTION: u32 = 2;

/// A group's standing against its schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// It can arrive with this many game-turns to spare: it may take cover or wait for
    /// fire to open its way.
    Ahead(u32),
    /// It must move now, all of its allowance, to arrive on the last turn.
    OnTime,
    /// It cannot arrive in time even moving all-out: it moves all-out all the same.
    Late(u32),
}

impl Pace {
    /// Whether the group must spend every point it has on getting there.
    pub fn all_out(self) -> bool {
        !matches!(self, Pace::Ahead(spare) if spare > SPARE_FOR_FRICTION)
    }
}

/// The last game-turn in which a group that needs `moves` movement phases may make its
/// first move and still arrive by the end of `by_turn`: one move a game-turn, so
/// `by_turn − moves + 1`. `None` when even the first turn is too late.
pub fn leave_by(by_turn: u32, moves: u32) -> Option<u32> {
    (by_turn + 1).checked_sub(moves).filter(|turn| *turn >= 1)
}

/// The game-turn the group arrives if its first move is in `first_move` and it needs
/// `moves` movement phases (none: already there).
pub fn arrives(first_move: u32, moves: u32) -> u32 {
    first_move + moves.saturating_sub(1)
}

/// How a group whose first move is in `first_move` stands against arriving by `by_turn`
/// with `moves` movement phases to go.
pub fn pace(first_move: u32, moves: u32, by_turn: u32) -> Pace {
    if moves == 0 {
        return Pace::Ahead(by_turn.saturating_sub(first_move) + 1);
    }
    let arriving = arrives(first_move, moves);
    if arriving > by_turn {
        Pace::Late(arriving - by_turn)
    } else if arriving == by_turn {
        Pace::OnTime
    } else {
        Pace::Ahead(by_turn - arriving)
    }
}
