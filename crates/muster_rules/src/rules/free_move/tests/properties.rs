//! Property tests: random legal games of the standard battle, checked after every command.
//!
//! Invariants: points never below 0 nor above the start; a unit at 0 points is off the
//! table and out of every melee; no two stands overlap after any legal move; melee
//! membership agrees both ways; and the same seed and commands give the same game.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::command::Command;
use crate::rules::free_move::event::Event;
use crate::rules::free_move::geometry::OVERLAP_TOLERANCE;
use crate::rules::free_move::random_play::RandomPlayer;
use crate::rules::free_move::{FreeMove, Phase, State};
use crate::scenario::{self, Scenario};

/// Seeds explored by the property tests (each a whole battle of up to `MAX_MOVES`);
/// `MUSTER_PROPERTY_SEEDS=300 cargo test -p muster_rules properties` explores more.
fn seeds() -> u64 {
    std::env::var("MUSTER_PROPERTY_SEEDS")
        .ok()
        .and_then(|seeds| seeds.parse().ok())
        .unwrap_or(40)
}
const MAX_MOVES: u32 = 12;

fn standard_battle() -> State {
    let text = include_str!("../../../../../../scenarios/free_move/standard_battle.ron");
    match scenario::parse(text, "standard_battle.ron") {
        Ok(Scenario::FreeMove(battle)) => State::from_scenario(&battle),
        Ok(other) => panic!("the standard battle is a {:?} scenario", other.ruleset()),
        Err(error) => panic!("the standard battle must load: {error}"),
    }
}

fn check_invariants(state: &State, after: &Command) {
    let tray = state.tray();
    for unit in &state.units {
        assert!(
            unit.points <= unit.starting_points,
            "{:?} has more points than it started with",
            unit.id
        );
        if !unit.on_table() {
            assert_eq!(
                unit.melee, None,
                "{:?} wiped out but in a melee after {after:?}",
                unit.id
            );
            assert!(!state.bonus_moves.contains(&unit.id));
            assert!(
                state
                    .melees
                    .iter()
                    .all(|melee| !melee.units.contains(&unit.id))
            );
        }
        if let Some(id) = unit.melee {
            let melee = state
                .melee(id)
                .unwrap_or_else(|| panic!("{:?} in missing melee {id}", unit.id));
            assert!(
                melee.units.contains(&unit.id),
                "melee {id} does not list {:?}",
                unit.id
            );
        }
    }
    for melee in &state.melees {
        for id in &melee.units {
            assert_eq!(
                state.unit(*id).and_then(|unit| unit.melee),
                Some(melee.id),
                "after {after:?}"
            );
        }
    }
    let on_table: Vec<_> = state.units_on_table().collect();
    for (index, a) in on_table.iter().enumerate() {
        for b in &on_table[index + 1..] {
            // Twice the engine's tolerance: the two orders of one query differ by float noise.
            assert!(
                tray.penetration(&a.pose, &b.pose) <= 2.0 * OVERLAP_TOLERANCE,
                "{:?} and {:?} overlap ({:.3}\") after {after:?}",
                a.id,
                b.id,
                tray.penetration(&a.pose, &b.pose)
            );
        }
    }
}

/// Play one random battle, checking invariants; returns the commands and events.
fn play(seed: u64) -> (Vec<Command>, Vec<Event>, State) {
    let mut state = standard_battle();
    let mut dice = Dice::seeded(seed);
    let mut player = RandomPlayer::seeded(seed);
    let mut log = Vec::new();
    let mut events = Vec::new();
    while state.phase != Phase::GameOver && state.move_number <= MAX_MOVES {
        let commands = player.next_commands(&state);
        assert!(!commands.is_empty(), "no command in {:?}", state.phase);
        for command in commands {
            let produced = FreeMove::execute(&mut state, command.clone(), &mut dice)
                .unwrap_or_else(|error| panic!("seed {seed}: {command:?} refused: {error}"));
            check_invariants(&state, &command);
            events.extend(produced);
            log.push(command);
        }
    }
    (log, events, state)
}

#[test]
fn property_random_battles_keep_every_invariant() {
    let mut melees_fought = 0;
    let mut casualties = 0;
    for seed in 0..seeds() {
        let (_, events, _) = play(seed);
        melees_fought += events
            .iter()
            .filter(|e| matches!(e, Event::MeleeRound(_)))
            .count();
        casualties += events
            .iter()
            .filter(|e| matches!(e, Event::Casualties { .. }))
            .count();
    }
    // The random battles must actually fight, or the invariants were never tested.
    assert!(
        melees_fought > 0 && casualties > 0,
        "{melees_fought} melees, {casualties} casualties"
    );
}

#[test]
fn property_same_seed_and_commands_give_the_same_game() {
    for seed in [3, 11] {
        let (commands, events, state) = play(seed);
        let mut replayed = standard_battle();
        let mut dice = Dice::seeded(seed);
        let replayed_events =
            crate::rules::engine::replay::<FreeMove>(&mut replayed, &mut dice, commands)
                .unwrap_or_else(|(index, error)| {
                    panic!("command {index} refused on replay: {error}")
                });
        assert_eq!(replayed_events, events);
        assert_eq!(replayed.units, state.units);
        assert_eq!(replayed.phase, state.phase);
    }
}
