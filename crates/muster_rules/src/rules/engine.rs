//! The shape every rules engine follows: State, Command, check, execute → events, apply.
//!
//! * `State` holds everything needed to continue the game and is serialisable.
//! * `Command` is what a player, an AI or the real-time table asks for.
//! * [`RulesEngine::check`] is pure: the AI, the UI's legal-move highlighting and scenario
//!   validation all call it.
//! * [`RulesEngine::execute`] checks, rolls what it must on the seeded [`Dice`], and returns
//!   the events describing what happened, applying each with [`RulesEngine::apply`] — the one
//!   function that mutates state. Presentation turns the same events into animation, sound
//!   and log lines.
//! * A game is scenario + seed + command log: replaying the log on the scenario with the
//!   same seed reproduces the game bit for bit, which gives saves, undo and replays.
//!
//! The worked example at the bottom of this file (in its tests) is the smallest engine in
//! this shape.

use super::dice::Dice;

/// A ruleset in Muster's engine shape. Implemented by a zero-sized marker type per ruleset.
pub trait RulesEngine {
    /// Everything needed to continue the game.
    type State;
    /// What a player asks for.
    type Command;
    /// What happened, as presentation and logs need it.
    type Event;
    /// Why a command is refused, in words a player understands (implement `Display`).
    type Error: std::fmt::Display;

    /// Whether `command` is legal in `state`. Pure: no dice, no mutation.
    fn check(state: &Self::State, command: &Self::Command) -> Result<(), Self::Error>;

    /// Check `command`, work out its events (rolling `dice` as needed), apply them in order
    /// and return them. Nothing changes when the command is refused.
    fn execute(
        state: &mut Self::State,
        command: Self::Command,
        dice: &mut Dice,
    ) -> Result<Vec<Self::Event>, Self::Error>;

    /// The only code that mutates the state.
    fn apply(state: &mut Self::State, event: &Self::Event);
}

/// Replay a command log from a starting state: how saves are loaded and undo is done.
/// Stops at the first refused command and returns its index and error.
pub fn replay<E: RulesEngine>(
    state: &mut E::State,
    dice: &mut Dice,
    commands: impl IntoIterator<Item = E::Command>,
) -> Result<Vec<E::Event>, (usize, E::Error)> {
    let mut events = Vec::new();
    for (index, command) in commands.into_iter().enumerate() {
        events.extend(
            execute_in_one_language::<E>(state, command, dice).map_err(|error| (index, error))?,
        );
    }
    Ok(events)
}

/// Execute `command` so that the state it leaves is the same whatever language the
/// player reads: a game saved in German loads in French with the same snapshot, and two
/// machines in two languages hold the same game. A refusal is worded in the player's
/// language (the check runs in it); the execution itself, which may keep words in the state
/// (a victory's reason), runs in English, the rules texts' own language.
pub fn execute_in_one_language<E: RulesEngine>(
    state: &mut E::State,
    command: E::Command,
    dice: &mut Dice,
) -> Result<Vec<E::Event>, E::Error> {
    E::check(state, &command)?;
    muster_text::in_language(muster_text::Language::English, || {
        E::execute(state, command, dice)
    })
}

#[cfg(test)]
mod one_language {
    use muster_text::{Language, in_language, t};

    use super::*;

    /// An engine that keeps a word in its state and refuses a zero in words.
    struct Words;

    impl RulesEngine for Words {
        type State = Vec<String>;
        type Command = u8;
        type Event = String;
        type Error = String;

        fn check(_: &Self::State, command: &u8) -> Result<(), String> {
            if *command == 0 {
                Err(t!("common-back"))
            } else {
                Ok(())
            }
        }

        fn execute(
            state: &mut Self::State,
            command: u8,
            _: &mut Dice,
        ) -> Result<Vec<String>, String> {
            Self::check(state, &command)?;
            let event = t!("common-side", side = command);
            Self::apply(state, &event);
            Ok(vec![event])
        }

        fn apply(state: &mut Self::State, event: &String) {
            state.push(event.clone());
        }
    }

    #[test]
    fn the_state_a_command_leaves_is_the_same_in_every_language() {
        let played = |language| {
            in_language(language, || {
                let mut state = Vec::new();
                let mut dice = Dice::seeded(1);
                execute_in_one_language::<Words>(&mut state, 2, &mut dice).expect("legal");
                state
            })
        };
        assert_eq!(played(Language::German), vec!["Side 2".to_string()]);
        assert_eq!(played(Language::French), played(Language::English));
    }

    #[test]
    fn a_refusal_is_still_worded_in_the_players_language() {
        let refused = in_language(Language::German, || {
            execute_in_one_language::<Words>(&mut Vec::new(), 0, &mut Dice::seeded(1))
        });
        assert_eq!(refused, Err("Zurück".to_string()));
    }
}

#[cfg(test)]
mod worked_example {
    //! A race to 10: two players take turns rolling a d6 and moving that many spaces; the
    //! first to reach 10 wins. The smallest game in the engine shape.

    use super::*;
    use crate::rules::dice::{Die, DieRoll};

    const FINISH: u8 = 10;

    #[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
    struct RaceState {
        positions: [u8; 2],
        to_move: usize,
        winner: Option<usize>,
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Roll {
        player: usize,
    }

    #[derive(Debug, Clone, PartialEq)]
    enum RaceEvent {
        Rolled { player: usize, roll: DieRoll },
        Moved { player: usize, to: u8 },
        Won { player: usize },
        TurnPassed { to: usize },
    }

    #[derive(Debug, Clone, PartialEq, thiserror::Error)]
    enum RaceError {
        #[error("it is player {to_move}'s turn, not player {asked}'s")]
        NotYourTurn { to_move: usize, asked: usize },
        #[error("the race is over: player {0} won")]
        GameOver(usize),
    }

    struct Race;

    impl RulesEngine for Race {
        type State = RaceState;
        type Command = Roll;
        type Event = RaceEvent;
        type Error = RaceError;

        fn check(state: &RaceState, command: &Roll) -> Result<(), RaceError> {
            if let Some(winner) = state.winner {
                return Err(RaceError::GameOver(winner));
            }
            if command.player != state.to_move {
                return Err(RaceError::NotYourTurn {
                    to_move: state.to_move,
                    asked: command.player,
                });
            }
            Ok(())
        }

        fn execute(
            state: &mut RaceState,
            command: Roll,
            dice: &mut Dice,
        ) -> Result<Vec<RaceEvent>, RaceError> {
            Self::check(state, &command)?;
            let player = command.player;
            let roll = dice.d6();
            let to = (state.positions[player] + roll.value).min(FINISH);
            let mut events = vec![
                RaceEvent::Rolled { player, roll },
                RaceEvent::Moved { player, to },
            ];
            events.push(if to == FINISH {
                RaceEvent::Won { player }
            } else {
                RaceEvent::TurnPassed { to: 1 - player }
            });
            for event in &events {
                Self::apply(state, event);
            }
            Ok(events)
        }

        fn apply(state: &mut RaceState, event: &RaceEvent) {
            match *event {
                RaceEvent::Rolled { .. } => {}
                RaceEvent::Moved { player, to } => state.positions[player] = to,
                RaceEvent::Won { player } => state.winner = Some(player),
                RaceEvent::TurnPassed { to } => state.to_move = to,
            }
        }
    }

    #[test]
    fn roll_moves_the_player_and_passes_the_turn() {
        let mut state = RaceState::default();
        let mut dice = Dice::seeded(0);
        dice.script([4]);
        let events = Race::execute(&mut state, Roll { player: 0 }, &mut dice).unwrap();
        let roll = DieRoll {
            die: Die::D6,
            value: 4,
            sequence: 1,
        };
        assert_eq!(
            events,
            vec![
                RaceEvent::Rolled { player: 0, roll },
                RaceEvent::Moved { player: 0, to: 4 },
                RaceEvent::TurnPassed { to: 1 },
            ]
        );
        assert_eq!(state.positions, [4, 0]);
        assert_eq!(state.to_move, 1);
    }

    #[test]
    fn reaching_ten_wins_and_ends_the_race() {
        let mut state = RaceState {
            positions: [8, 3],
            ..RaceState::default()
        };
        let mut dice = Dice::seeded(0);
        dice.script([5]);
        let events = Race::execute(&mut state, Roll { player: 0 }, &mut dice).unwrap();
        assert_eq!(events.last(), Some(&RaceEvent::Won { player: 0 }));
        assert_eq!(state.positions[0], FINISH);
        assert_eq!(
            Race::check(&state, &Roll { player: 1 }),
            Err(RaceError::GameOver(0))
        );
    }

    #[test]
    fn a_refused_command_names_the_reason_and_changes_nothing() {
        let mut state = RaceState::default();
        let before = state.clone();
        let mut dice = Dice::seeded(0);
        let error = Race::execute(&mut state, Roll { player: 1 }, &mut dice).unwrap_err();
        assert_eq!(error.to_string(), "it is player 0's turn, not player 1's");
        assert_eq!(state, before);
        assert_eq!(dice.draws(), 0, "a refused command rolls no dice");
    }

    #[test]
    fn same_seed_and_commands_replay_to_the_same_game() {
        let commands = || (0..6).map(|turn| Roll { player: turn % 2 });
        let mut first = RaceState::default();
        let mut second = RaceState::default();
        let first_result = replay::<Race>(&mut first, &mut Dice::seeded(99), commands());
        let second_result = replay::<Race>(&mut second, &mut Dice::seeded(99), commands());
        assert_eq!(first_result, second_result);
        assert_eq!(first, second);
        assert!(first.positions.iter().all(|&square| square > 0));
    }
}
