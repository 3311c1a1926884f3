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

use super::ai::Ai;
use super::engine::Skirmish;
use super::random_play::RandomPlayer;
use super::state::{FULL_HP, Location, Phase, State};
use super::units::UnitClass;

fn seeds() -> u64 {
    std::env::var("MUSTER_PROPERTY_SEEDS")
        .ok()
        .and_then(|seeds| seeds.parse().ok())
        .unwrap_or(3)
}

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
    for (path, scenario) in shipped(Ruleset::SkirmishWars).expect("the shipped maps load") {
        let Scenario::Skirmish(scenario) = scenario else {
            panic!("{} is not a Skirmish Wars map", path.display());
        };
        for seed in 0..seeds() {
            let cos: Vec<Option<String>> = scenario
                .players
                .iter()
                .map(|_| Some("Adler".to_string()))
                .collect();
            let mut state = build_state(&scenario, Some(&cos));
            let mut dice = Dice::seeded(seed);
            let mut random = RandomPlayer::new(seed);
            let mut ai = Ai::new(seed);
            let mut commands = 0;
            while !matches!(state.phase, Phase::Over { .. }) && state.day <= 12 && commands < 4_000
            {
                let human_like = state.current.is_multiple_of(2);
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
    }
}
