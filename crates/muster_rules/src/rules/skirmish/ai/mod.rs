//! The computer player for any seat of Skirmish Wars. Each call gives the next command of
//! the player whose turn it is: a CO power when it is ready, then the activation that gains
//! most over standing still, then purchases, then the end of the turn. Every command it
//! gives is checked by the engine first, so it never gives an illegal one.

pub mod orders;
pub mod play_out_policy;
pub mod purchase;
pub mod threat;

use crate::rules::engine::RulesEngine;

use super::command::Command;
use super::engine::Skirmish;
use super::state::{Phase, PlayerId, PowerLevel, State};
use orders::{Choice, Objectives, best_order};
use threat::ThreatMap;

/// An activation must gain at least this much over standing still to be worth giving.
pub(crate) const WORTH_MOVING: f32 = 0.05;

/// A computer player. Deterministic: the same state gives the same command.
#[derive(Debug, Clone)]
pub struct Ai {
    pub seed: u64,
}

impl Ai {
    /// A computer player seeded with `seed` (kept for variety in later versions; the
    /// choices now depend on the state alone).
    pub fn new(seed: u64) -> Self {
        Ai { seed }
    }

    /// The next command for the player whose turn it is (the turn ends with `EndTurn`).
    pub fn next_command(&mut self, state: &State) -> Command {
        let Some(player) = state.acting() else {
            return Command::EndTurn;
        };
        let order = (state.phase == Phase::Orders)
            .then(|| best_activation(state, player, &ThreatMap::against(state, player)))
            .flatten();
        first_legal(state, player, order)
    }
}

/// The baseline's command given its choice of activation: a CO power when it is ready, then
/// the activation, then purchases, then the end of the turn; the first the engine accepts.
pub(crate) fn first_legal(state: &State, player: PlayerId, order: Option<Command>) -> Command {
    let candidates = [
        power(state, player),
        order,
        purchase::next_purchase(state, player),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|command| Skirmish::check(state, command).is_ok())
        .unwrap_or(Command::EndTurn)
}

/// The activation that gains most over standing still, judged against `threat`.
pub(crate) fn best_activation(
    state: &State,
    player: PlayerId,
    threat: &ThreatMap,
) -> Option<Command> {
    let objectives = Objectives::of(state, player);
    let mut best: Option<Choice> = None;
    for unit in state
        .units_of(player)
        .filter(|unit| !unit.acted && unit.square().is_some())
    {
        if let Some(choice) = best_order(state, unit, &objectives, threat)
            && choice.gain > WORTH_MOVING
            && best.as_ref().is_none_or(|top| choice.gain > top.gain)
        {
            best = Some(choice);
        }
    }
    best.map(|choice| choice.command)
}

/// Use the Super Power when it is ready; the Power when the Super Power is still far off.
fn power(state: &State, player: PlayerId) -> Option<Command> {
    if state.phase != Phase::Orders {
        return None;
    }
    let track = state.players[player].co.as_ref()?;
    let co = state.co_of(player)?;
    if track.active.is_some() {
        return None;
    }
    if track.stars >= co.super_power.stars {
        return Some(Command::UsePower {
            level: PowerLevel::Super,
        });
    }
    (track.stars >= co.power.stars && co.super_power.stars - track.stars > 2).then_some(
        Command::UsePower {
            level: PowerLevel::Power,
        },
    )
}
