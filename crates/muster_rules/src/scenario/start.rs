//! One way to start a game of any ruleset: a scenario and a seed give the first state and
//! the dice as the game begins (the movement game rolls for its first player while it sets
//! up, so its dice have already rolled). Saves, replays, soaks and the app start here.

use super::free_move::FreeMoveScenario;
use super::movement_game::MovementGameScenario;
use super::skirmish::SkirmishScenario;
use super::soldiers::SoldiersScenario;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::FreeMove;
use crate::rules::movement_game::engine::MovementGame;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::tables::Tables;
use crate::scenario::Problem;

/// Why a scenario cannot start, kept in the scenario's or the engine's own terms.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The scenario's own check found a problem (a Soldiers unit outside its zone…): the
    /// first, naming its place in the file.
    #[error("{0}")]
    Scenario(#[source] Problem),
    /// The movement game could not deal its first position (no such board, a count of
    /// players it is not for): the engine's words.
    #[error("{reason}")]
    Deal { reason: String },
}

/// A ruleset's start: its scenario file's type, the choices made before play (Skirmish's
/// COs), and the game a scenario, those choices and a seed begin.
pub trait Start: RulesEngine {
    type Scenario;
    /// What the players choose before the first command; `Default` is "nothing chosen".
    type Choices: Default;

    /// The first state and the dice as the game begins, or why the scenario cannot start.
    fn start_with(
        scenario: &Self::Scenario,
        choices: &Self::Choices,
        seed: u64,
    ) -> Result<(Self::State, Dice), StartError>;

    /// The game with nothing chosen before play.
    fn start(scenario: &Self::Scenario, seed: u64) -> Result<(Self::State, Dice), StartError> {
        Self::start_with(scenario, &Self::Choices::default(), seed)
    }
}

impl Start for FreeMove {
    type Scenario = FreeMoveScenario;
    type Choices = ();

    fn start_with(
        scenario: &FreeMoveScenario,
        _: &(),
        seed: u64,
    ) -> Result<(Self::State, Dice), StartError> {
        Ok((super::free_move::build_state(scenario), Dice::seeded(seed)))
    }
}

impl Start for Soldiers {
    type Scenario = SoldiersScenario;
    type Choices = ();

    /// On the shipped map and tables.
    fn start_with(
        scenario: &SoldiersScenario,
        _: &(),
        seed: u64,
    ) -> Result<(Self::State, Dice), StartError> {
        let state = super::soldiers::build_state(scenario, Tables::shipped())
            .map_err(StartError::Scenario)?;
        Ok((state, Dice::seeded(seed)))
    }
}

/// Skirmish Wars' choice before play: each seat's commanding officer, by name (none chosen:
/// every seat plays without one).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SkirmishChoices {
    pub cos: Option<Vec<Option<String>>>,
}

impl Start for Skirmish {
    type Scenario = SkirmishScenario;
    type Choices = SkirmishChoices;

    fn start_with(
        scenario: &SkirmishScenario,
        choices: &SkirmishChoices,
        seed: u64,
    ) -> Result<(Self::State, Dice), StartError> {
        Ok((
            super::skirmish::build_state(scenario, choices.cos.as_deref()),
            Dice::seeded(seed),
        ))
    }
}

impl Start for MovementGame {
    type Scenario = MovementGameScenario;
    type Choices = ();

    /// The players roll for who goes first on the game's own dice.
    fn start_with(
        scenario: &MovementGameScenario,
        _: &(),
        seed: u64,
    ) -> Result<(Self::State, Dice), StartError> {
        let mut dice = Dice::seeded(seed);
        let state = scenario
            .new_game(&mut dice)
            .map_err(|reason| StartError::Deal { reason })?;
        Ok((state, dice))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;
    use crate::scenario::Scenario;
    use crate::scenario::catalogue::shipped;

    /// Every shipped scenario starts, and the same seed starts the same game.
    fn starts_alike<E: Start>(scenario: &E::Scenario)
    where
        E::State: serde::Serialize,
    {
        let (first, mut first_dice) = E::start(scenario, 7).expect("it starts");
        let (again, mut again_dice) = E::start(scenario, 7).expect("it starts");
        assert_eq!(ron::to_string(&first).ok(), ron::to_string(&again).ok());
        assert_eq!(first_dice.d6(), again_dice.d6());
    }

    #[test]
    fn start_every_shipped_scenario_of_every_ruleset_from_a_seed() {
        for ruleset in Ruleset::ALL {
            for (path, scenario) in shipped(ruleset).expect("the scenarios load") {
                match &scenario {
                    Scenario::FreeMove(scenario) => starts_alike::<FreeMove>(scenario),
                    Scenario::Soldiers(scenario) => starts_alike::<Soldiers>(scenario),
                    Scenario::Skirmish(scenario) => starts_alike::<Skirmish>(scenario),
                    Scenario::MovementGame(scenario) => starts_alike::<MovementGame>(scenario),
                    Scenario::Registered(scenario) => {
                        panic!(
                            "{}: a registered {} scenario",
                            path.display(),
                            scenario.ruleset
                        )
                    }
                }
                assert_eq!(scenario.ruleset(), Some(ruleset), "{}", path.display());
            }
        }
    }

    /// The first shipped scenario of `ruleset`.
    fn first_shipped(ruleset: Ruleset) -> Scenario {
        shipped(ruleset)
            .expect("the scenarios load")
            .into_iter()
            .next()
            .expect("one at least")
            .1
    }

    #[test]
    fn a_soldiers_scenario_with_a_problem_does_not_start_and_keeps_the_problem() {
        let Scenario::Soldiers(mut soldiers) = first_shipped(Ruleset::Soldiers) else {
            panic!("a Soldiers scenario");
        };
        soldiers.name = String::new();
        assert_eq!(
            Soldiers::start(&soldiers, 1).map(|_| ()),
            Err(StartError::Scenario(Problem::new(
                "name",
                "the scenario needs a name"
            )))
        );
    }

    #[test]
    fn a_movement_game_on_no_such_board_does_not_start_and_says_so() {
        let Scenario::MovementGame(mut movement) = first_shipped(Ruleset::MovementGame) else {
            panic!("a movement game scenario");
        };
        movement.board = "nowhere".to_string();
        let refused = MovementGame::start(&movement, 1).map(|_| ());
        assert!(
            matches!(&refused, Err(StartError::Deal { reason }) if reason.contains("\"nowhere\"")),
            "{refused:?}"
        );
    }
}
