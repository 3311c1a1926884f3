//! The computer player for any seat: it plans the rest of its turn by trying every order
//! of its cards (the hand is three cards and the die at most 3), scores where its tokens
//! end by their distance home, and plays the first command of the best plan. Every command
//! is checked by the engine before it is given.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

use super::board::Pos;
use super::cards::Card;
use super::command::Command;
use super::distance::DistanceMap;
use super::engine::MovementGame;
use super::moves::plays;
use super::state::{Phase, PlayerId, State, Token};

/// The cost of a token still off the board, in moves (it needs a 3 to come on).
const OFF_BOARD: u32 = 14;
/// The cost of a token that cannot reach any open destination from where it stands.
const STRANDED: u32 = 30;

/// A computer player.
#[derive(Debug, Clone, Default)]
pub struct Ai;

/// How far `player` is from winning: lower is better. Each token still to go home is
/// matched to its own open destination space (the cheapest matching), so sending one token
/// home never looks worse than leaving two near the same space.
pub fn distance_score(state: &State, player: PlayerId) -> u32 {
    let seat = &state.players[player];
    let goals: Vec<Pos> = state
        .destination(player)
        .into_iter()
        .filter(|goal| !seat.tokens.contains(&Token::Home(*goal)))
        .collect();
    let maps: Vec<DistanceMap> = goals
        .iter()
        .map(|goal| DistanceMap::to(state, player, &[*goal]))
        .collect();
    let maps: Vec<&DistanceMap> = maps.iter().collect();
    matched_distance(&seat.tokens, &maps, &state.own_starts(player))
}

/// The least total distance of the tokens still to go (a token off the board counts from
/// its nearest start, plus [`OFF_BOARD`]), each matched to its own goal's map.
pub(super) fn matched_distance(tokens: &[Token], maps: &[&DistanceMap], starts: &[Pos]) -> u32 {
    let costs: Vec<Vec<u32>> = tokens
        .iter()
        .filter(|token| !matches!(token, Token::Home(_)))
        .map(|token| {
            maps.iter()
                .map(|map| match token {
                    Token::On(pos) => map.from(*pos).unwrap_or(STRANDED),
                    _ => {
                        OFF_BOARD
                            + starts
                                .iter()
                                .filter_map(|start| map.from(*start))
                                .min()
                                .unwrap_or(STRANDED)
                    }
                })
                .collect()
        })
        .collect();
    cheapest_matching(&costs, &mut vec![false; maps.len()], 0)
}

/// The least total cost of giving each token (row) its own goal (column); at most 4 × 4.
fn cheapest_matching(costs: &[Vec<u32>], used: &mut Vec<bool>, row: usize) -> u32 {
    if row == costs.len() {
        return 0;
    }
    let mut best = u32::MAX;
    for column in 0..used.len() {
        if used[column] {
            continue;
        }
        used[column] = true;
        let rest = cheapest_matching(costs, used, row + 1);
        used[column] = false;
        best = best.min(costs[row][column].saturating_add(rest));
    }
    if best == u32::MAX { 0 } else { best }
}

/// How useful a card is to `player` now: the best single-step gain it gives any token.
fn card_value(state: &State, player: PlayerId, map: &DistanceMap, card: Card) -> i32 {
    let side = state.players[player].side;
    state.players[player]
        .tokens
        .iter()
        .filter_map(|token| match token {
            Token::On(pos) => Some(*pos),
            _ => None,
        })
        .filter_map(|pos| {
            let here = map.from(pos)? as i32;
            let next = map.from(pos.step(card.step(side)))? as i32;
            Some(here - next)
        })
        .max()
        .unwrap_or(-1)
}

impl Ai {
    /// The next command for the player to act.
    pub fn next_command(&mut self, state: &State) -> Command {
        let command = self.choose(state);
        if MovementGame::check(state, &command).is_ok() {
            return command;
        }
        // Never illegal: fall back on what is always allowed now.
        match state.phase {
            Phase::ChooseStart { chooser } => {
                let player = state.across(chooser);
                let space = state
                    .own_starts(player)
                    .into_iter()
                    .find(|space| state.token_at(*space).is_none())
                    .unwrap_or(Pos::new(0, 0));
                Command::ChooseStart { space }
            }
            Phase::Choose { .. } => Command::Roll,
            Phase::Moving { rolled, .. } if rolled.cards_played > 0 => Command::EndTurn,
            _ => Command::DiscardOne { card: 0 },
        }
    }

    fn choose(&self, state: &State) -> Command {
        match state.phase {
            Phase::ChooseStart { chooser } => choose_start(state, chooser),
            Phase::Choose { player } => {
                let map = DistanceMap::to_destination(state, player);
                let useful = state.players[player]
                    .hand
                    .iter()
                    .filter(|card| card_value(state, player, &map, **card) > 0)
                    .count();
                let on_board = state.players[player]
                    .tokens
                    .iter()
                    .any(|token| matches!(token, Token::On(_)));
                if useful == 0 && on_board {
                    Command::DiscardHand
                } else {
                    Command::Roll
                }
            }
            Phase::Moving { player, .. } => best_plan(state, player),
            Phase::Over { .. } => Command::EndTurn,
        }
    }
}

/// Give the player across the worst of their starting spaces: the one furthest from home.
fn choose_start(state: &State, chooser: PlayerId) -> Command {
    let player = state.across(chooser);
    let map = DistanceMap::to_destination(state, player);
    let space = state
        .own_starts(player)
        .into_iter()
        .filter(|space| state.token_at(*space).is_none())
        .max_by_key(|space| {
            (
                map.from(*space).unwrap_or(STRANDED),
                std::cmp::Reverse(*space),
            )
        })
        .unwrap_or(Pos::new(0, 0));
    Command::ChooseStart { space }
}

/// Search the rest of the turn: every play, then every play after it, and introducing a
/// token on a 3; the best end state wins (ties: the fewest cards spent, then the first found).
fn best_plan(state: &State, player: PlayerId) -> Command {
    ranked_plans(state, player)
        .into_iter()
        .next()
        .unwrap_or(Command::EndTurn)
}

/// The first commands of every plan for the rest of the turn, best first by the score the
/// baseline judges by (its own choice first), each first command listed once.
pub fn ranked_plans(state: &State, player: PlayerId) -> Vec<Command> {
    let mut plans: Vec<(u32, usize, Command)> = Vec::new();
    let mut consider = |score: u32, spent: usize, first: Command| {
        plans.push((score, spent, first));
    };
    search(state, player, None, 0, &mut consider);
    if let Phase::Moving { rolled, .. } = state.phase
        && rolled.value == 3
        && rolled.cards_played == 0
        && state.players[player].tokens.contains(&Token::Off)
    {
        let map = DistanceMap::to_destination(state, player);
        let discard = cheapest_card(state, player, &map);
        for space in state.own_starts(player) {
            let command = Command::Introduce { space, discard };
            let mut next = state.clone();
            if MovementGame::execute(&mut next, command, &mut Dice::seeded(0)).is_ok() {
                consider(distance_score(&next, player), 1, command);
            }
        }
    }
    // A stable sort: of equal plans the first found stays first.
    plans.sort_by_key(|(score, spent, _)| (*score, *spent));
    let mut firsts: Vec<Command> = Vec::new();
    for (_, _, first) in plans {
        if !firsts.contains(&first) {
            firsts.push(first);
        }
    }
    firsts
}

fn search(
    state: &State,
    player: PlayerId,
    first: Option<Command>,
    spent: usize,
    consider: &mut impl FnMut(u32, usize, Command),
) {
    let Phase::Moving {
        player: mover,
        rolled,
    } = state.phase
    else {
        // The turn ended (no moves left) or the game was won.
        if let Some(first) = first {
            let score = match state.phase {
                Phase::Over { winner } if winner == player => 0,
                _ => distance_score(state, player),
            };
            consider(score, spent, first);
        }
        return;
    };
    if mover != player {
        return;
    }
    // Stopping here: end the turn, or (nothing played yet) discard the least useful card.
    let stop = if rolled.cards_played > 0 {
        Command::EndTurn
    } else {
        let map = DistanceMap::to_destination(state, player);
        Command::DiscardOne {
            card: cheapest_card(state, player, &map),
        }
    };
    consider(
        distance_score(state, player),
        spent + usize::from(rolled.cards_played == 0),
        first.unwrap_or(stop),
    );
    for play in plays(state, player, rolled.left) {
        let command = play.command();
        let mut next = state.clone();
        // The draw at the end of the turn may shuffle: a fixed seed keeps the plan stable.
        if MovementGame::execute(&mut next, command, &mut Dice::seeded(0)).is_ok() {
            search(
                &next,
                player,
                Some(first.unwrap_or(command)),
                spent + 1,
                consider,
            );
        }
    }
}

/// The hand slot worth least now.
fn cheapest_card(state: &State, player: PlayerId, map: &DistanceMap) -> usize {
    state.players[player]
        .hand
        .iter()
        .enumerate()
        .min_by_key(|(slot, card)| (card_value(state, player, map, **card), *slot))
        .map_or(0, |(slot, _)| slot)
}
