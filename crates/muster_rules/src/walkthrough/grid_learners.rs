//! The three grid rulesets' walkthroughs played through by the solver: the learner's options
//! are the engines' own random legal commands (Skirmish Wars, Soldiers) or every legal
//! command (the movement game), the computer is each ruleset's AI.

use super::solver::{Game, Players, Solved, solve};
use super::tests::{assert_solved, shipped};
use crate::rules::dice::Dice;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;

struct SkirmishPlayers {
    ai: crate::rules::skirmish::ai::Ai,
    random: crate::rules::skirmish::random_play::RandomPlayer,
}

impl Players<crate::rules::skirmish::engine::Skirmish> for SkirmishPlayers {
    fn acting(&self, state: &crate::rules::skirmish::state::State) -> Option<usize> {
        use crate::rules::skirmish::state::Phase;
        (!matches!(state.phase, Phase::Over { .. }))
            .then(|| state.acting())
            .flatten()
            .map(|seat| seat.0)
    }
    fn options(
        &mut self,
        state: &crate::rules::skirmish::state::State,
    ) -> Vec<crate::rules::skirmish::command::Command> {
        (0..400).map(|_| self.random.next_command(state)).collect()
    }
    fn computer(
        &mut self,
        state: &crate::rules::skirmish::state::State,
    ) -> crate::rules::skirmish::command::Command {
        self.ai.next_command(state)
    }
}

struct SoldiersPlayers {
    ais: [crate::rules::soldiers::ai::Ai; 2],
    random: crate::rules::soldiers::random_play::RandomPlayer,
}

impl Players<crate::rules::soldiers::engine::Soldiers> for SoldiersPlayers {
    fn acting(&self, state: &crate::rules::soldiers::state::State) -> Option<usize> {
        use crate::rules::soldiers::state::Phase;
        (state.phase != Phase::Over)
            .then(|| state.acting_side().map(|side| side.index()))
            .flatten()
    }
    fn options(
        &mut self,
        state: &crate::rules::soldiers::state::State,
    ) -> Vec<crate::rules::soldiers::command::Command> {
        (0..200)
            .filter_map(|_| self.random.next_command(state))
            .collect()
    }
    fn computer(
        &mut self,
        state: &crate::rules::soldiers::state::State,
    ) -> crate::rules::soldiers::command::Command {
        let seat = self.acting(state).expect("a side to act");
        self.ais[seat]
            .next_command(state)
            .expect("the computer has a command")
    }
}

struct MovementPlayers(crate::rules::movement_game::ai::Ai);

impl Players<crate::rules::movement_game::engine::MovementGame> for MovementPlayers {
    fn acting(&self, state: &crate::rules::movement_game::state::State) -> Option<usize> {
        use crate::rules::movement_game::state::Phase;
        (!matches!(state.phase, Phase::Over { .. }))
            .then(|| state.acting())
            .flatten()
            .map(|seat| seat.0)
    }
    fn options(
        &mut self,
        state: &crate::rules::movement_game::state::State,
    ) -> Vec<crate::rules::movement_game::command::Command> {
        crate::rules::movement_game::property_tests::legal(state)
    }
    fn computer(
        &mut self,
        state: &crate::rules::movement_game::state::State,
    ) -> crate::rules::movement_game::command::Command {
        self.0.next_command(state)
    }
}

#[test]
fn walkthrough_skirmish_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    let (walkthrough, scenario) = shipped(Ruleset::Skirmish);
    let Scenario::Skirmish(map) = scenario else {
        panic!("a Skirmish scenario");
    };
    let game = Game {
        state: crate::scenario::skirmish::build_state(&map, None),
        dice: Dice::seeded(walkthrough.seed),
    };
    let mut players = SkirmishPlayers {
        ai: crate::rules::skirmish::ai::Ai::new(walkthrough.seed),
        random: crate::rules::skirmish::random_play::RandomPlayer::new(walkthrough.seed),
    };
    let solved: Solved = solve(&walkthrough, game, &mut players, 5_000).unwrap();
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}

#[test]
fn walkthrough_soldiers_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    use crate::rules::soldiers::ai::{Ai, Mind};
    use crate::rules::soldiers::state::Side;
    let (walkthrough, scenario) = shipped(Ruleset::Soldiers);
    let Scenario::Soldiers(soldiers) = scenario else {
        panic!("a Soldiers scenario");
    };
    let state = crate::scenario::soldiers::build_state(
        &soldiers,
        crate::rules::soldiers::tables::Tables::shipped(),
    )
    .unwrap();
    let game = Game {
        state,
        dice: Dice::seeded(walkthrough.seed),
    };
    let mut players = SoldiersPlayers {
        ais: [
            Ai::new(Side(0), Mind::Veteran),
            Ai::new(Side(1), Mind::Veteran),
        ],
        random: crate::rules::soldiers::random_play::RandomPlayer::seeded(walkthrough.seed),
    };
    let solved = solve(&walkthrough, game, &mut players, 20_000).unwrap();
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}

#[test]
fn walkthrough_movement_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    let (walkthrough, scenario) = shipped(Ruleset::MovementGame);
    let Scenario::MovementGame(setup) = scenario else {
        panic!("a movement-game scenario");
    };
    let mut dice = Dice::seeded(walkthrough.seed);
    let state = setup.new_game(&mut dice).unwrap();
    let mut players = MovementPlayers(Default::default());
    let solved = solve(&walkthrough, Game { state, dice }, &mut players, 20_000).unwrap();
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}
