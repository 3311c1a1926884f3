//! Property tests: random legal play mixed with the AI on every shipped scenario; after
//! every command the tokens, hands and cards keep their invariants. `MUSTER_PROPERTY_SEEDS`
//! sets the games per scenario (default 3).

use std::collections::HashSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::catalogue::shipped;

use proptest::prelude::any;

use super::ai::Ai;
use super::board::Space;
use super::cards::unshuffled;
use super::command::Command;
use super::engine::MovementGame;
use super::moves::plays;
use super::state::{HAND, Phase, State};
use crate::rules::seat::PlayerId;

/// Every legal command now.
pub(crate) fn legal(state: &State) -> Vec<Command> {
    let mut all = vec![Command::Roll, Command::DiscardHand, Command::EndTurn];
    if let Some(player) = state.acting() {
        for card in 0..HAND {
            all.push(Command::DiscardOne { card });
            for space in state
                .board
                .starts(state.players[player].side)
                .into_iter()
                .chain(state.board.starts(state.players[player].side.opposite()))
            {
                all.push(Command::Introduce {
                    space,
                    discard: card,
                });
                all.push(Command::ChooseStart { space });
            }
        }
        if let Phase::Moving { rolled, .. } = state.phase {
            all.extend(
                plays(state, player, rolled.left)
                    .into_iter()
                    .map(|play| Command::Play {
                        card: play.card,
                        token: play.token,
                        steps: play.steps,
                    }),
            );
        }
    }
    all.retain(|command| MovementGame::check(state, command).is_ok());
    all
}

fn check_invariants(state: &State) -> Result<(), String> {
    let mut taken = HashSet::new();
    for (player, seat) in state.players.iter().enumerate() {
        if seat.hand.len() > HAND {
            return Err(format!("{} holds {} cards", seat.name, seat.hand.len()));
        }
        for token in seat.tokens.iter().filter_map(|token| token.pos()) {
            if !taken.insert(token) {
                return Err(format!("two tokens on {token}"));
            }
            if state.board.space(token) == Some(Space::Closed)
                || !state.may_stand(PlayerId(player), token)
            {
                return Err(format!(
                    "{}'s token on {token}, where it may not stand",
                    seat.name
                ));
            }
        }
    }
    let mut cards: Vec<_> = state
        .deck
        .iter()
        .chain(&state.discard)
        .chain(state.players.iter().flat_map(|seat| &seat.hand))
        .copied()
        .collect();
    let mut all = unshuffled(state.options.deck);
    cards.sort();
    all.sort();
    if cards != all {
        return Err(format!(
            "{} cards in play, the deck has {}",
            cards.len(),
            all.len()
        ));
    }
    Ok(())
}

#[test]
fn random_and_ai_play_on_every_scenario_keeps_every_invariant() {
    use crate::rules::property::{cases, check};
    let scenarios: Vec<_> = shipped(Ruleset::MovementGame)
        .expect("the shipped scenarios load")
        .into_iter()
        .map(|(path, scenario)| match scenario {
            Scenario::MovementGame(scenario) => scenario,
            _ => panic!("{} is not a movement game scenario", path.display()),
        })
        .collect();
    check(cases(3), any::<u64>(), |seed| {
        for scenario in &scenarios {
            let mut dice = Dice::seeded(seed);
            let mut state = scenario.new_game(&mut dice).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut commands = 0;
            while !matches!(state.phase, Phase::Over { .. }) && commands < 3_000 {
                let command = if rng.random_bool(0.5) {
                    let options = legal(&state);
                    assert!(
                        !options.is_empty(),
                        "{}: no legal command in {:?}",
                        scenario.name,
                        state.phase
                    );
                    options[rng.random_range(0..options.len())]
                } else {
                    Ai.next_command(&state)
                };
                MovementGame::execute(&mut state, command, &mut dice).unwrap_or_else(|error| {
                    panic!(
                        "{} seed {seed}: {command:?} refused: {error}",
                        scenario.name
                    )
                });
                if let Err(broken) = check_invariants(&state) {
                    panic!("{} seed {seed} after {command:?}: {broken}", scenario.name);
                }
                commands += 1;
            }
        }
    });
}

/// A random command, mostly illegal: any card, token and step count, spaces on and off the
/// board, out of turn.
fn random_command(state: &State, rng: &mut ChaCha8Rng) -> Command {
    use super::board::Pos;
    let space = |rng: &mut ChaCha8Rng| Pos {
        x: rng.random_range(-1..=state.board.width),
        y: rng.random_range(-1..=state.board.height),
    };
    match rng.random_range(0..7) {
        0 => Command::ChooseStart { space: space(rng) },
        1 => Command::Roll,
        2 => Command::DiscardHand,
        3 | 4 => Command::Play {
            card: rng.random_range(0..HAND + 2),
            token: rng.random_range(0..6),
            steps: rng.random_range(0..5),
        },
        5 => Command::Introduce {
            space: space(rng),
            discard: rng.random_range(0..HAND + 2),
        },
        _ => Command::DiscardOne {
            card: rng.random_range(0..HAND + 2),
        },
    }
}

#[test]
fn property_random_commands_are_refused_unchanged_or_keep_every_invariant() {
    use crate::rules::chaos::{ChaosGame, chaos_game, chaos_script};
    use crate::rules::property::{cases, check};
    let scenarios: Vec<_> = shipped(Ruleset::MovementGame)
        .expect("the shipped scenarios load")
        .into_iter()
        .map(|(path, scenario)| match scenario {
            Scenario::MovementGame(scenario) => scenario,
            _ => panic!("{} is not a movement game scenario", path.display()),
        })
        .collect();
    let tallies = std::cell::RefCell::new(Vec::new());
    check(
        cases(3),
        (any::<u64>(), chaos_script(1_500)),
        |(seed, script)| {
            for scenario in &scenarios {
                let mut dice = Dice::seeded(seed);
                let start = scenario.new_game(&mut dice).unwrap();
                let mut pick = ChaCha8Rng::seed_from_u64(seed);
                let tally = chaos_game::<MovementGame>(
                    ChaosGame {
                        name: &scenario.name,
                        seed,
                        start,
                        dice,
                        script: &script,
                    },
                    |state| {
                        let options: Vec<Command> = legal(state)
                            .into_iter()
                            .filter(|command| MovementGame::check(state, command).is_ok())
                            .collect();
                        (!options.is_empty()).then(|| options[pick.random_range(0..options.len())])
                    },
                    random_command,
                    check_invariants,
                );
                tallies.borrow_mut().push(tally);
            }
        },
    );
    let tallies = tallies.into_inner();
    assert!(
        tallies
            .iter()
            .all(|tally| tally.refused > 0 && tally.accepted > 0),
        "{tallies:?}"
    );
}
