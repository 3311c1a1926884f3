//! The Skirmish Wars engine in Muster's shape: check a command against the turn and the
//! rules, execute it into events (rolling seeded dice), and apply them one by one.

use super::apply;
use super::command::Command;
use super::error::RuleError;
use super::event::Event;
use super::orders;
use super::outcome::Outcome;
use super::powers;
use super::purchase;
use super::state::{Phase, State};
use super::turn;
use super::victory;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use muster_text::t;

/// The Skirmish Wars ruleset.
pub struct Skirmish;

impl RulesEngine for Skirmish {
    type State = State;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn check(state: &State, command: &Command) -> Result<(), RuleError> {
        let player = state.acting().ok_or(RuleError::GameOver)?;
        match (state.phase, command) {
            (Phase::Orders, Command::Order { unit, path, then }) => {
                orders::check(state, player, *unit, path, then).map(|_| ())
            }
            (Phase::Orders, Command::UsePower { level }) => {
                powers::check_use(state, player, *level)
            }
            (Phase::Orders | Phase::Purchase, Command::Buy { factory, kind }) => {
                purchase::check_buy(state, player, *factory, *kind)
            }
            (Phase::Orders, Command::EndMoves) => Ok(()),
            (Phase::Orders | Phase::Purchase, Command::EndTurn) => Ok(()),
            (Phase::Purchase, _) => Err(RuleError::WrongPhase {
                phase: t!("rules-skirmish-while-purchasing-movement-over-turn"),
            }),
            (Phase::Over { .. }, _) => Err(RuleError::GameOver),
        }
    }

    fn execute(
        state: &mut State,
        command: Command,
        dice: &mut Dice,
    ) -> Result<Vec<Event>, RuleError> {
        Self::check(state, &command)?;
        let player = state.current;
        let phase = state.phase;
        let mut out = Outcome::new(state);
        match command {
            Command::Order { unit, path, then } => {
                let end = orders::check(out.state(), player, unit, &path, &then)?;
                orders::execute(&mut out, dice, unit, path, then, end);
            }
            Command::UsePower { level } => powers::use_power(&mut out, player, level),
            Command::Buy { factory, kind } => {
                if phase == Phase::Orders {
                    out.emit(Event::PurchaseBegan);
                }
                let unit = super::state::UnitId(out.state().next_unit);
                let price = out.state().card(kind).price;
                out.emit(Event::Bought {
                    unit,
                    kind,
                    owner: player,
                    at: factory,
                    price,
                });
            }
            Command::EndMoves => out.emit(Event::PurchaseBegan),
            Command::EndTurn => turn::end(&mut out),
        }
        victory::settle(&mut out);
        Ok(out.into_events())
    }

    fn apply(state: &mut State, event: &Event) {
        apply::apply(state, event);
    }
}
