//! The General's play-out policy: the baseline's judgement, read once a player-turn instead
//! of before every activation. The baseline reads the enemy's reach (the threat map: one
//! reach search per enemy unit) and every waiting unit's best activation (one reach search
//! each) before each command, so a turn of `n` units costs about `n × (n + enemies)`
//! searches; in a four-player play-out (the rest of the General's turn and three rivals'
//! turns, a Recruit's crowd of infantry among them) that was nearly all of the General's
//! time. Here the map and each unit's best activation are read when the player's turn
//! begins, and a unit's again only when the engine refuses its activation (its square
//! taken, its target gone). What the player's own moves change in between, a play-out can
//! afford to miss; every command is still checked by the engine.

use super::super::command::Command;
use super::super::state::{Phase, PlayerId, State, UnitId};
use super::orders::{Choice, Objectives, best_order};
use super::threat::ThreatMap;
use super::{WORTH_MOVING, first_legal};
use crate::rules::engine::RulesEngine;
use crate::rules::skirmish::engine::Skirmish;

/// The baseline with its reading of the board kept for the rest of a player-turn.
#[derive(Default)]
pub struct PlayOutPolicy {
    /// The (day, player) the reading is for.
    turn: Option<(u32, PlayerId)>,
    threat: Option<ThreatMap>,
    /// Each waiting unit's best activation, in the order the baseline weighs the units.
    orders: Vec<(UnitId, Option<Choice>)>,
    /// Threat maps read so far.
    pub maps_read: usize,
    /// Units' best activations read so far.
    pub orders_read: usize,
}

impl PlayOutPolicy {
    /// The next command for the player whose turn it is (the turn ends with `EndTurn`).
    pub fn next_command(&mut self, state: &State) -> Command {
        let Some(player) = state.acting() else {
            return Command::EndTurn;
        };
        if state.phase != Phase::Orders {
            return first_legal(state, player, None);
        }
        let turn = (state.day, player);
        if self.turn != Some(turn) || self.threat.is_none() {
            self.read_the_board(state, player);
            self.turn = Some(turn);
        }
        let order = self.best_legal_activation(state, player);
        first_legal(state, player, order)
    }

    /// The threat map and every waiting unit's best activation, now.
    fn read_the_board(&mut self, state: &State, player: PlayerId) {
        let threat = ThreatMap::against(state, player);
        let objectives = Objectives::of(state, player);
        self.maps_read += 1;
        self.orders = state
            .units_of(player)
            .filter(|unit| !unit.acted && unit.square().is_some())
            .map(|unit| (unit.id, best_order(state, unit, &objectives, &threat)))
            .collect();
        self.orders_read += self.orders.len();
        self.threat = Some(threat);
    }

    /// The waiting unit's activation that gains most (the first of equal gains), read
    /// again where the engine refuses it now.
    fn best_legal_activation(&mut self, state: &State, player: PlayerId) -> Option<Command> {
        self.orders.retain(|(id, _)| {
            state
                .unit(*id)
                .is_some_and(|unit| !unit.acted && unit.square().is_some())
        });
        let mut read_again = Vec::new();
        loop {
            // The first of the highest gains, as the baseline weighs the units.
            let (index, command) = self
                .orders
                .iter()
                .enumerate()
                .filter_map(|(index, (_, choice))| {
                    choice
                        .as_ref()
                        .filter(|choice| choice.gain > WORTH_MOVING)
                        .map(|choice| (index, choice))
                })
                .fold(
                    None,
                    |best: Option<(usize, &Choice)>, (index, choice)| match best {
                        Some((_, top)) if choice.gain <= top.gain => best,
                        _ => Some((index, choice)),
                    },
                )
                .map(|(index, choice)| (index, choice.command.clone()))?;
            let id = self.orders[index].0;
            if Skirmish::check(state, &command).is_ok() {
                return Some(command);
            }
            // Refused now: read this unit again, once; refused again, it waits.
            let again = if read_again.contains(&id) {
                None
            } else {
                read_again.push(id);
                let threat = self.threat.as_ref()?;
                self.orders_read += 1;
                state.unit(id).and_then(|unit| {
                    best_order(state, unit, &Objectives::of(state, player), threat)
                })
            };
            self.orders[index].1 = again;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::dice::Dice;
    use crate::rules::skirmish::ai::Ai;
    use crate::scenario::catalogue::scenarios_root;
    use crate::scenario::skirmish::build_state;
    use crate::scenario::{Scenario, load};

    fn four_corners() -> State {
        match load(&scenarios_root().join("skirmish/04_four_corners.ron")) {
            Ok(Scenario::Skirmish(scenario)) => build_state(&scenario, None),
            other => panic!("the four-player map: {other:?}"),
        }
    }

    #[test]
    fn the_play_out_policy_reads_the_board_once_a_player_turn_and_plays_legally() {
        let mut state = four_corners();
        let mut dice = Dice::seeded(3);
        let mut policy = PlayOutPolicy::default();
        let mut turns = std::collections::HashSet::new();
        let mut orders = 0;
        // What the baseline reads: every waiting unit's best activation before each command.
        let mut baseline_reads = 0;
        while state.day <= 6 {
            let Some(player) = state.acting() else { break };
            if state.phase == Phase::Orders {
                turns.insert((state.day, player));
                orders += 1;
                baseline_reads += state
                    .units_of(player)
                    .filter(|unit| !unit.acted && unit.square().is_some())
                    .count();
            }
            let command = policy.next_command(&state);
            let executed = Skirmish::execute(&mut state, command.clone(), &mut dice);
            assert!(executed.is_ok(), "{command:?}: {executed:?}");
        }
        assert_eq!(policy.maps_read, turns.len(), "one map a player-turn");
        assert!(orders > turns.len(), "more commands than maps: {orders}");
        assert!(
            policy.orders_read < baseline_reads,
            "{} units' activations read, the baseline's {baseline_reads}",
            policy.orders_read
        );
    }

    #[test]
    fn the_play_out_policy_begins_each_player_turn_as_the_baseline_does() {
        let mut state = four_corners();
        let mut dice = Dice::seeded(5);
        let mut policy = PlayOutPolicy::default();
        let mut last_turn = None;
        let mut turns_begun = 0;
        while state.day <= 3 {
            let Some(player) = state.acting() else { break };
            let command = policy.next_command(&state);
            let turn = (state.day, player);
            if state.phase == Phase::Orders && last_turn != Some(turn) {
                // The map is fresh: the same judgement as the baseline's.
                assert_eq!(command, Ai::new(0).next_command(&state), "{turn:?}");
                turns_begun += 1;
                last_turn = Some(turn);
            }
            let executed = Skirmish::execute(&mut state, command, &mut dice);
            assert!(executed.is_ok(), "{executed:?}");
        }
        assert!(turns_begun >= 8, "every seat's turns: {turns_begun}");
    }
}
