//! Property tests: random legal play mixed with the AI on every shipped map; after every
//! command the state keeps its invariants. `MUSTER_PROPERTY_SEEDS` sets the number of
//! games per map (default 3).

use std::collections::HashSet;

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::catalogue::shipped;
use crate::scenario::skirmish::build_state;

use proptest::prelude::any;

use super::ai::Ai;
use super::engine::Skirmish;
use super::random_play::RandomPlayer;
use super::state::{FULL_HP, Location, Phase, State};
use super::units::UnitClass;

/// Everything that must hold after any command.
fn check_invariants(state: &State) -> Result<(), String> {
    let mut squares = HashSet::new();
    for unit in &state.units {
        if !(1..=FULL_HP).contains(&unit.hp) {
            return Err(format!("unit {} has {} HP", unit.id, unit.hp));
        }
        match unit.location {
            Location::At(pos) => {
                if !squares.insert(pos) {
                    return Err(format!("two units on {pos}"));
                }
                let card = state.card(unit.kind);
                if state
                    .tables
                    .terrain
                    .cost(state.terrain(pos), card.movement_type)
                    .is_none()
                {
                    return Err(format!(
                        "a {} stands on {} at {pos}",
                        card.name,
                        state.terrain(pos).name()
                    ));
                }
            }
            Location::Aboard(transport) => {
                let Some(carrier) = state.unit(transport) else {
                    return Err(format!("unit {} is aboard a unit that is gone", unit.id));
                };
                if state.card(unit.kind).class != UnitClass::Foot || carrier.owner != unit.owner {
                    return Err(format!("unit {} rides in the wrong transport", unit.id));
                }
                let riders = state.passengers(transport).count();
                if riders > usize::from(state.card(carrier.kind).carries) {
                    return Err(format!("transport {transport} carries {riders}"));
                }
            }
        }
    }
    for property in &state.properties {
        if let Some(capture) = property.capture {
            let Some(capturer) = state.unit(capture.by) else {
                return Err(format!(
                    "a capture at {} by a unit that is gone",
                    property.at
                ));
            };
            if capturer.location != Location::At(property.at)
                || state.card(capturer.kind).class != UnitClass::Foot
                || property.owner == Some(capturer.owner)
                || capture.points_left == 0
                || capture.points_left >= property.capture_points()
            {
                return Err(format!(
                    "a capture at {} that cannot be: {capture:?}",
                    property.at
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn random_and_ai_play_on_every_map_keeps_every_invariant() {
    use crate::rules::property::{cases, check};
    let scenarios: Vec<_> = shipped(Ruleset::Skirmish)
        .expect("the shipped maps load")
        .into_iter()
        .map(|(path, scenario)| match scenario {
            Scenario::Skirmish(scenario) => scenario,
            _ => panic!("{} is not a Skirmish Wars map", path.display()),
        })
        .collect();
    check(cases(3), any::<u64>(), |seed| {
        for scenario in &scenarios {
            let cos: Vec<Option<String>> = scenario
                .players
                .iter()
                .map(|_| Some("Adler".to_string()))
                .collect();
            let mut state = build_state(scenario, Some(&cos));
            let mut dice = Dice::seeded(seed);
            let mut random = RandomPlayer::new(seed);
            let mut ai = Ai::new(seed);
            let mut commands = 0;
            while !matches!(state.phase, Phase::Over { .. }) && state.day <= 12 && commands < 4_000
            {
                let human_like = state.current.0.is_multiple_of(2);
                let command = if human_like {
                    random.next_command(&state)
                } else {
                    ai.next_command(&state)
                };
                Skirmish::execute(&mut state, command.clone(), &mut dice).unwrap_or_else(|error| {
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
            assert!(commands > 0);
        }
    });
}

/// A random command, mostly illegal: any unit id (some unknown), squares on and off the
/// map, any follow-up, any purchase.
fn random_command(state: &State, rng: &mut rand_chacha::ChaCha8Rng) -> super::command::Command {
    use super::command::{Command, Then};
    use super::map::Pos;
    use super::state::{PowerLevel, UnitId};
    use super::units::UnitKind;
    use rand::Rng;
    let pos = |rng: &mut rand_chacha::ChaCha8Rng| {
        Pos::new(
            rng.random_range(-1..=state.map.width),
            rng.random_range(-1..=state.map.height),
        )
    };
    let unit = UnitId(rng.random_range(0..state.units.len() as u32 + 3));
    match rng.random_range(0..7) {
        0..=2 => {
            let mut at = state
                .unit(unit)
                .and_then(|unit| match unit.location {
                    Location::At(at) => Some(at),
                    Location::Aboard(_) => None,
                })
                .unwrap_or_else(|| pos(rng));
            let mut path = Vec::new();
            for _ in 0..rng.random_range(0..5) {
                at = match rng.random_range(0..5) {
                    0 => Pos::new(at.x + 1, at.y),
                    1 => Pos::new(at.x - 1, at.y),
                    2 => Pos::new(at.x, at.y + 1),
                    3 => Pos::new(at.x, at.y - 1),
                    _ => pos(rng),
                };
                path.push(at);
            }
            let then = match rng.random_range(0..4) {
                0 => Then::Wait,
                1 => Then::Attack { target: pos(rng) },
                2 => Then::Capture,
                _ => Then::Unload {
                    drops: (0..rng.random_range(0..3))
                        .map(|_| (UnitId(rng.random_range(0..40)), pos(rng)))
                        .collect(),
                },
            };
            Command::Order { unit, path, then }
        }
        3 => Command::UsePower {
            level: if rng.random_bool(0.5) {
                PowerLevel::Power
            } else {
                PowerLevel::Super
            },
        },
        4 => Command::Buy {
            factory: pos(rng),
            kind: UnitKind::ALL[rng.random_range(0..UnitKind::ALL.len())],
        },
        5 => Command::EndMoves,
        _ => Command::EndTurn,
    }
}

#[test]
fn property_random_commands_are_refused_unchanged_or_keep_every_invariant() {
    use crate::rules::chaos::{ChaosGame, chaos_game, chaos_script};
    use crate::rules::property::{cases, check};
    let maps: Vec<_> = shipped(Ruleset::Skirmish)
        .expect("the shipped maps load")
        .into_iter()
        .map(|(path, scenario)| match scenario {
            Scenario::Skirmish(scenario) => scenario,
            _ => panic!("{} is not a Skirmish Wars map", path.display()),
        })
        .collect();
    let tallies = std::cell::RefCell::new(Vec::new());
    check(
        cases(3),
        (any::<u64>(), chaos_script(1_500)),
        |(seed, script)| {
            for scenario in &maps {
                let cos: Vec<Option<String>> = scenario
                    .players
                    .iter()
                    .map(|_| Some("Adler".to_string()))
                    .collect();
                let mut random = RandomPlayer::new(seed);
                let tally = chaos_game::<Skirmish>(
                    ChaosGame {
                        name: &scenario.name,
                        seed,
                        start: build_state(scenario, Some(&cos)),
                        dice: Dice::seeded(seed),
                        script: &script,
                    },
                    |state| {
                        (!matches!(state.phase, Phase::Over { .. }))
                            .then(|| random.next_command(state))
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
