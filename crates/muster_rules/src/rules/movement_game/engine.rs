//! The Untitled Movement Game engine in Muster's shape: check a command against the turn
//! and the rules, execute it into events (rolling and shuffling seeded dice), apply them.

use muster_text::t;

use super::apply;
use super::command::Command;
use super::error::RuleError;
use super::event::Event;
use super::moves;
use super::outcome::Outcome;
use super::setup;
use super::state::{Phase, PlayerId, Rolled, State, TOKENS, Token};
use super::turn;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// The Untitled Movement Game ruleset.
pub struct MovementGame;

fn check_play(
    state: &State,
    player: PlayerId,
    rolled: Rolled,
    card: usize,
    token: usize,
    steps: u8,
) -> Result<(), RuleError> {
    let seat = &state.players[player];
    let played = *seat.hand.get(card).ok_or(RuleError::NoCard(card))?;
    let from = match seat.tokens.get(token).ok_or(RuleError::NoToken(token))? {
        Token::Off => return Err(RuleError::TokenOff),
        Token::Home(_) => return Err(RuleError::TokenHome),
        Token::On(pos) => *pos,
    };
    if steps == 0 {
        return Err(RuleError::NoSteps);
    }
    if steps > rolled.left {
        return Err(RuleError::TooManySteps {
            left: rolled.left,
            asked: steps,
        });
    }
    moves::destination(state, player, from, played, steps)
        .map(|_| ())
        .map_err(|why| RuleError::Blocked {
            card: played.name(),
            steps,
            why,
        })
}

fn check_introduce(
    state: &State,
    player: PlayerId,
    rolled: Rolled,
    space: super::board::Pos,
    discard: usize,
) -> Result<(), RuleError> {
    let refuse = |why: String| Err(RuleError::CannotPlace { space, why });
    if rolled.value != 3 {
        return refuse(t!("rules-movement-refuse-new-token-only-on-3"));
    }
    if rolled.cards_played > 0 {
        return refuse(t!("rules-movement-refuse-new-token-instead"));
    }
    if !state.players[player].tokens.contains(&Token::Off) {
        return refuse(t!("rules-movement-refuse-all-tokens-on"));
    }
    if !state.own_starts(player).contains(&space) {
        return refuse(t!("rules-movement-refuse-new-token-own-starts"));
    }
    if state.token_at(space).is_some() {
        return refuse(t!("rules-movement-refuse-start-taken"));
    }
    if discard >= state.players[player].hand.len() {
        return Err(RuleError::NoCard(discard));
    }
    Ok(())
}

impl RulesEngine for MovementGame {
    type State = State;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn check(state: &State, command: &Command) -> Result<(), RuleError> {
        match (state.phase, *command) {
            (Phase::Over { .. }, _) => Err(RuleError::GameOver),
            (Phase::ChooseStart { chooser }, Command::ChooseStart { space }) => {
                setup::check_choose(state, chooser, space)
            }
            (Phase::ChooseStart { .. }, _) => Err(RuleError::WrongTime {
                now: t!("rules-movement-now-choose-start"),
            }),
            (Phase::Choose { .. }, Command::Roll | Command::DiscardHand) => Ok(()),
            (Phase::Choose { .. }, _) => Err(RuleError::WrongTime {
                now: t!("rules-movement-now-roll-or-discard"),
            }),
            (Phase::Moving { player, rolled }, Command::Play { card, token, steps }) => {
                check_play(state, player, rolled, card, token, steps)
            }
            (Phase::Moving { player, rolled }, Command::Introduce { space, discard }) => {
                check_introduce(state, player, rolled, space, discard)
            }
            (Phase::Moving { player, rolled }, Command::DiscardOne { card }) => {
                if rolled.cards_played > 0 {
                    return Err(RuleError::MustDiscard(t!(
                        "rules-movement-must-end-not-discard"
                    )));
                }
                state.players[player]
                    .hand
                    .get(card)
                    .map(|_| ())
                    .ok_or(RuleError::NoCard(card))
            }
            (Phase::Moving { rolled, .. }, Command::EndTurn) => {
                if rolled.cards_played == 0 {
                    Err(RuleError::MustDiscard(t!(
                        "rules-movement-must-discard-one"
                    )))
                } else {
                    Ok(())
                }
            }
            (Phase::Moving { .. }, _) => Err(RuleError::WrongTime {
                now: t!("rules-movement-now-play-or-end"),
            }),
        }
    }

    fn execute(
        state: &mut State,
        command: Command,
        dice: &mut Dice,
    ) -> Result<Vec<Event>, RuleError> {
        Self::check(state, &command)?;
        let mut out = Outcome::new(state);
        let phase = out.state().phase;
        match (phase, command) {
            (Phase::ChooseStart { chooser }, Command::ChooseStart { space }) => {
                setup::choose(&mut out, dice, chooser, space);
            }
            (Phase::Choose { player }, Command::Roll) => {
                let (roll, value) = turn::roll(out.state(), dice);
                out.emit(Event::Rolled {
                    player,
                    roll,
                    value,
                });
            }
            (Phase::Choose { player }, Command::DiscardHand) => {
                let cards = out.state().players[player].hand.clone();
                out.emit(Event::HandDiscarded { player, cards });
                turn::end(&mut out, dice, player);
            }
            (Phase::Moving { player, .. }, Command::Play { card, token, steps }) => {
                play(&mut out, dice, player, card, token, steps);
            }
            (Phase::Moving { player, .. }, Command::Introduce { space, discard }) => {
                let token = out.state().players[player]
                    .tokens
                    .iter()
                    .position(|token| *token == Token::Off)
                    .unwrap_or(TOKENS - 1);
                out.emit(Event::TokenIntroduced {
                    player,
                    token,
                    space,
                });
                discard_one(&mut out, player, discard);
                turn::end(&mut out, dice, player);
            }
            (Phase::Moving { player, .. }, Command::DiscardOne { card }) => {
                discard_one(&mut out, player, card);
                turn::end(&mut out, dice, player);
            }
            (Phase::Moving { player, .. }, Command::EndTurn) => turn::end(&mut out, dice, player),
            _ => {}
        }
        Ok(out.into_events())
    }

    fn apply(state: &mut State, event: &Event) {
        apply::apply(state, event);
    }
}

fn discard_one(out: &mut Outcome, player: PlayerId, slot: usize) {
    if let Some(card) = out.state().players[player].hand.get(slot).copied() {
        out.emit(Event::CardDiscarded { player, slot, card });
    }
}

/// Play a card: move, fix a token that reached its destination, win, or end the turn
/// when no moves or cards are left.
fn play(
    out: &mut Outcome,
    dice: &mut Dice,
    player: PlayerId,
    slot: usize,
    token: usize,
    steps: u8,
) {
    let state = out.state();
    let card = state.players[player].hand[slot];
    let Some(from) = state.players[player].tokens[token].pos() else {
        return;
    };
    let Ok(to) = moves::destination(state, player, from, card, steps) else {
        return;
    };
    out.emit(Event::CardPlayed {
        player,
        slot,
        card,
        token,
        from,
        to,
        steps,
    });
    if out.state().destination(player).contains(&to) {
        out.emit(Event::TokenHome { player, token });
        let home = out.state().players[player]
            .tokens
            .iter()
            .all(|token| matches!(token, Token::Home(_)));
        if home {
            out.emit(Event::Won { player });
            return;
        }
    }
    let state = out.state();
    let done = match state.phase {
        Phase::Moving { rolled, .. } => rolled.left == 0 || state.players[player].hand.is_empty(),
        _ => false,
    };
    if done {
        turn::end(out, dice, player);
    }
}
