//! The command log every game stands on: a game is its start, its seeded dice and the
//! commands played since, so executing, undo, cutting the game back, replays and saves are
//! written here once, over any [`RulesEngine`]. The grid games' [`Session`](super::Session)
//! and Free Move's game each hold one and add only what is their own.

use muster_text::t;
use std::fmt;

use crate::rules::dice::Dice;
use crate::rules::engine::{RulesEngine, execute_in_one_language};

/// A game as scenario + seed + commands: where it began, where it stands, and the commands
/// between. The position (`state`, `dice`) and the list (`commands`) are read freely; they
/// change through [`CommandLog::execute`], [`CommandLog::undo`] and
/// [`CommandLog::truncate`] (a test may set a position up by hand).
pub struct CommandLog<E: RulesEngine> {
    /// The game before its first command.
    start: E::State,
    /// The dice as they stood at the start (a deal may have drawn on them).
    start_dice: Dice,
    /// The game now.
    pub state: E::State,
    pub dice: Dice,
    /// The seed the dice were made with.
    pub seed: u64,
    /// The commands played, in order.
    pub commands: Vec<E::Command>,
    /// The commands up to here cannot be undone: the last one drew on the dice.
    undo_floor: usize,
}

impl<E: RulesEngine<State: Clone, Command: Clone>> Clone for CommandLog<E> {
    fn clone(&self) -> Self {
        CommandLog {
            start: self.start.clone(),
            start_dice: self.start_dice.clone(),
            state: self.state.clone(),
            dice: self.dice.clone(),
            seed: self.seed,
            commands: self.commands.clone(),
            undo_floor: self.undo_floor,
        }
    }
}

impl<E: RulesEngine<State: fmt::Debug, Command: fmt::Debug>> fmt::Debug for CommandLog<E> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("CommandLog")
            .field("state", &self.state)
            .field("seed", &self.seed)
            .field("commands", &self.commands)
            .field("undo_floor", &self.undo_floor)
            .finish_non_exhaustive()
    }
}

/// A command of a saved or replayed list the engine refused: its index in the list, and
/// the engine's reason.
#[derive(Debug, Clone, PartialEq)]
pub struct RefusedAt<Error> {
    pub index: usize,
    pub error: Error,
}

impl<Error: fmt::Display> fmt::Display for RefusedAt<Error> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&t!(
            "session-command-refused",
            index = self.index,
            why = self.error.to_string()
        ))
    }
}

impl<Error: fmt::Debug + fmt::Display> std::error::Error for RefusedAt<Error> {}

/// Why undo took nothing back.
#[derive(Debug, Clone, PartialEq)]
pub enum UndoRefused<Error> {
    /// Nothing played since the last die (or nothing at all).
    NothingSinceTheDice,
    /// The commands kept no longer replay (a game set up by hand, or a changed engine).
    DoesNotReplay(RefusedAt<Error>),
}

impl<Error: fmt::Display> fmt::Display for UndoRefused<Error> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UndoRefused::NothingSinceTheDice => formatter.write_str(&t!("session-nothing-to-undo")),
            UndoRefused::DoesNotReplay(refused) => formatter.write_str(&t!(
                "session-undo-does-not-replay",
                why = refused.to_string()
            )),
        }
    }
}

impl<Error: fmt::Debug + fmt::Display> std::error::Error for UndoRefused<Error> {}

impl<E> CommandLog<E>
where
    E: RulesEngine<State: Clone, Command: Clone>,
{
    /// A game beginning at `start` with `dice` as they stand after its set-up.
    pub fn new(start: E::State, dice: Dice) -> Self {
        CommandLog {
            state: start.clone(),
            start,
            start_dice: dice.clone(),
            seed: dice.seed(),
            dice,
            commands: Vec::new(),
            undo_floor: 0,
        }
    }

    /// The same game before its first command: the same start and dice.
    pub fn restarted(&self) -> Self {
        CommandLog::new(self.start.clone(), self.start_dice.clone())
    }

    /// The game before its first command.
    pub fn start(&self) -> &E::State {
        &self.start
    }

    /// How many commands are beyond undo (the last of them drew on the dice).
    pub fn undo_floor(&self) -> usize {
        self.undo_floor
    }

    /// Execute a command: its events, or the engine's reason for refusing it (nothing
    /// changes then). A command that drew on the dice raises the undo floor to itself.
    pub fn execute(&mut self, command: E::Command) -> Result<Vec<E::Event>, E::Error> {
        let draws = self.dice.draws();
        let events =
            execute_in_one_language::<E>(&mut self.state, command.clone(), &mut self.dice)?;
        self.commands.push(command);
        if self.dice.draws() != draws {
            self.undo_floor = self.commands.len();
        }
        Ok(events)
    }

    /// Execute each of `commands` in turn (a save, a replay): all their events, or the first
    /// one refused, named by its index in `commands`; the commands before it stay played.
    pub fn replay(
        &mut self,
        commands: impl IntoIterator<Item = E::Command>,
    ) -> Result<Vec<E::Event>, RefusedAt<E::Error>> {
        let mut events = Vec::new();
        for (index, command) in commands.into_iter().enumerate() {
            events.extend(
                self.execute(command)
                    .map_err(|error| RefusedAt { index, error })?,
            );
        }
        Ok(events)
    }

    /// Whether anything since the last die roll can be taken back.
    pub fn can_undo(&self) -> bool {
        self.commands.len() > self.undo_floor
    }

    /// Take back the last command, never past a die roll: the game is replayed from its
    /// start with the same dice, so the state is exactly what it was.
    pub fn undo(&mut self) -> Result<(), UndoRefused<E::Error>> {
        if !self.can_undo() {
            return Err(UndoRefused::NothingSinceTheDice);
        }
        self.truncate(self.commands.len() - 1)
            .map_err(UndoRefused::DoesNotReplay)
    }

    /// The game cut back to its first `len` commands, replayed from the start with the same
    /// dice (undo, a network game's agreed undo, a replay's "continue from here"). Nothing
    /// changes when a kept command no longer replays.
    pub fn truncate(&mut self, len: usize) -> Result<(), RefusedAt<E::Error>> {
        if len >= self.commands.len() {
            return Ok(());
        }
        let mut replayed = self.restarted();
        replayed.replay(self.commands[..len].iter().cloned())?;
        *self = replayed;
        Ok(())
    }

    /// The game with `commands` from `at` on played again from the position `from` (the
    /// game as it stood after `at` commands) instead of the ones logged there: a part of the
    /// game played over without replaying all of it (Free Move's rearrangement undo).
    /// Nothing changes when one of them is refused.
    pub fn replace_from(
        &mut self,
        at: usize,
        from: (E::State, Dice),
        commands: Vec<E::Command>,
    ) -> Result<(), RefusedAt<E::Error>> {
        let (mut state, mut dice) = from;
        let mut floor = self.undo_floor.min(at);
        for (index, command) in commands.iter().enumerate() {
            let draws = dice.draws();
            execute_in_one_language::<E>(&mut state, command.clone(), &mut dice)
                .map_err(|error| RefusedAt { index, error })?;
            if dice.draws() != draws {
                floor = at + index + 1;
            }
        }
        self.commands.truncate(at);
        self.commands.extend(commands);
        self.state = state;
        self.dice = dice;
        self.undo_floor = floor;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    //! On a toy engine: a running total that commands add to, one of them by a die.

    use super::*;

    struct Total;

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Add {
        /// Add this much (refused at 0).
        Fixed(u32),
        /// Add a d6.
        Die,
    }

    impl RulesEngine for Total {
        type State = u32;
        type Command = Add;
        type Event = u32;
        type Error = String;

        fn check(_: &u32, command: &Add) -> Result<(), String> {
            match command {
                Add::Fixed(0) => Err("nothing to add".into()),
                _ => Ok(()),
            }
        }

        fn execute(state: &mut u32, command: Add, dice: &mut Dice) -> Result<Vec<u32>, String> {
            Self::check(state, &command)?;
            let added = match command {
                Add::Fixed(by) => by,
                Add::Die => u32::from(dice.d6().value),
            };
            Self::apply(state, &added);
            Ok(vec![added])
        }

        fn apply(state: &mut u32, added: &u32) {
            *state += added;
        }
    }

    fn fresh() -> CommandLog<Total> {
        CommandLog::new(0, Dice::seeded(7))
    }

    #[test]
    fn execute_pushes_the_command_and_a_die_draw_raises_the_undo_floor() {
        let mut log = fresh();
        assert_eq!(log.execute(Add::Fixed(2)), Ok(vec![2]));
        assert_eq!(log.undo_floor(), 0, "no die drawn yet");
        assert!(log.can_undo());
        log.execute(Add::Die).expect("a roll");
        log.execute(Add::Fixed(1)).expect("one more");
        assert_eq!(log.commands, [Add::Fixed(2), Add::Die, Add::Fixed(1)]);
        assert_eq!(log.undo_floor(), 2, "the roll is beyond undo");
        assert_eq!(log.seed, 7);
    }

    #[test]
    fn a_refused_command_changes_nothing_and_returns_the_engines_error() {
        let mut log = fresh();
        log.execute(Add::Die).expect("a roll");
        let before = (log.state, log.dice.draws(), log.commands.clone());
        assert_eq!(
            log.execute(Add::Fixed(0)),
            Err("nothing to add".to_string())
        );
        assert_eq!((log.state, log.dice.draws(), log.commands.clone()), before);
    }

    #[test]
    fn undo_replays_to_the_same_state_and_stops_at_the_die() {
        let mut log = fresh();
        log.execute(Add::Die).expect("a roll");
        let after_the_roll = (log.state, log.dice.draws());
        log.execute(Add::Fixed(3)).expect("three");
        assert_eq!(log.undo(), Ok(()));
        assert_eq!((log.state, log.dice.draws()), after_the_roll);
        assert_eq!(log.commands, [Add::Die]);
        assert_eq!(log.undo(), Err(UndoRefused::NothingSinceTheDice));
        assert_eq!(log.commands, [Add::Die], "the roll stays");
    }

    #[test]
    fn truncate_cuts_back_to_the_first_commands_and_sets_the_floor_from_them() {
        let mut log = fresh();
        log.replay([Add::Fixed(1), Add::Die, Add::Fixed(2), Add::Die])
            .expect("all legal");
        let mut again = fresh();
        again.replay([Add::Fixed(1), Add::Die]).expect("legal");
        assert_eq!(log.truncate(2), Ok(()));
        assert_eq!(log.commands, again.commands);
        assert_eq!(log.state, again.state);
        assert_eq!(log.undo_floor(), 2);
        assert_eq!(
            log.truncate(5),
            Ok(()),
            "longer than the log: nothing to cut"
        );
        assert_eq!(log.commands.len(), 2);
    }

    #[test]
    fn replay_stops_at_the_first_refused_command_naming_its_index() {
        let mut log = fresh();
        let refused = log.replay([Add::Fixed(1), Add::Fixed(2), Add::Fixed(0), Add::Fixed(4)]);
        assert_eq!(
            refused,
            Err(RefusedAt {
                index: 2,
                error: "nothing to add".to_string()
            })
        );
        assert_eq!(log.state, 3, "the commands before it stay played");
        assert_eq!(log.commands, [Add::Fixed(1), Add::Fixed(2)]);
    }

    #[test]
    fn a_full_replay_returns_every_event_in_order() {
        let mut log = fresh();
        assert_eq!(log.replay([Add::Fixed(1), Add::Fixed(5)]), Ok(vec![1, 5]));
        assert_eq!(log.restarted().state, 0, "restarted: the start again");
    }

    #[test]
    fn replace_from_plays_the_tail_again_or_changes_nothing() {
        let mut log = fresh();
        log.replay([Add::Fixed(1), Add::Fixed(2), Add::Fixed(4)])
            .expect("legal");
        let refused = log.replace_from(1, (1, Dice::seeded(7)), vec![Add::Fixed(0)]);
        assert_eq!(refused.map_err(|refused| refused.index), Err(0));
        assert_eq!(log.state, 7, "unchanged");
        log.replace_from(1, (1, Dice::seeded(7)), vec![Add::Fixed(4)])
            .expect("legal");
        assert_eq!(log.commands, [Add::Fixed(1), Add::Fixed(4)]);
        assert_eq!(log.state, 5);
    }
}
