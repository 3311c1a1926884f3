//! Property tests: random legal games of the standard battle, checked after every command.
//!
//! Invariants: points never below 0 nor above the start; a unit at 0 points is off the
//! table and out of every melee; no two stands overlap after any legal move; melee
//! membership agrees both ways; and the same seed and commands give the same game.

use proptest::prelude::any;

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::MeleeId;
use crate::rules::free_move::SquareId;
use crate::rules::free_move::command::Command;
use crate::rules::free_move::event::Event;
use crate::rules::free_move::geometry::OVERLAP_TOLERANCE;
use crate::rules::free_move::random_play::RandomPlayer;
use crate::rules::free_move::{FreeMove, Phase, State};
use crate::scenario::{self, Scenario};

/// The property tests explore 40 battles (each of up to `MAX_MOVES`);
/// `MUSTER_PROPERTY_SEEDS=300 cargo test -p muster_rules properties` explores more.
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
    use crate::rules::property::{cases, check};
    let fought = std::cell::Cell::new((0, 0));
    check(cases(40), any::<u64>(), |seed| {
        let (_, events, _) = play(seed);
        let melees = events
            .iter()
            .filter(|e| matches!(e, Event::MeleeRound(_)))
            .count();
        let casualties = events
            .iter()
            .filter(|e| matches!(e, Event::Casualties { .. }))
            .count();
        let (all_melees, all_casualties) = fought.get();
        fought.set((all_melees + melees, all_casualties + casualties));
    });
    // The random battles must actually fight, or the invariants were never tested.
    let (melees_fought, casualties) = fought.get();
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

/// A random command, mostly illegal: stands of either side (some unknown) sent anywhere on
/// or off the table, formations, squares, shots, pull-outs, Done, Time! and the bell in any
/// phase.
fn random_command(state: &State, rng: &mut rand_chacha::ChaCha8Rng) -> Command {
    use crate::rules::free_move::geometry::Pose;
    use crate::rules::free_move::{Formation, Side, UnitId};
    use rand::Rng;
    let side = |rng: &mut rand_chacha::ChaCha8Rng| Side::BOTH[rng.random_range(0..2)];
    let unit = |rng: &mut rand_chacha::ChaCha8Rng| UnitId {
        side: side(rng),
        number: rng.random_range(0..state.units.len() as u32 / 2 + 3),
    };
    let pose = |rng: &mut rand_chacha::ChaCha8Rng, near: Option<Pose>| match near {
        Some(near) if rng.random_bool(0.7) => Pose::new(
            near.x + rng.random_range(-8.0..8.0),
            near.y + rng.random_range(-8.0..8.0),
            near.facing + rng.random_range(-90.0..90.0),
        ),
        _ => Pose::new(
            rng.random_range(-5.0..state.table.width + 5.0),
            rng.random_range(-5.0..state.table.depth + 5.0),
            rng.random_range(0.0..360.0),
        ),
    };
    match rng.random_range(0..12) {
        0 => {
            let id = unit(rng);
            Command::Deploy {
                unit: id,
                to: pose(rng, state.unit(id).map(|unit| unit.pose)),
            }
        }
        1 => Command::Done { side: side(rng) },
        2..=4 => {
            let id = unit(rng);
            Command::Step {
                unit: id,
                to: pose(rng, state.unit(id).map(|unit| unit.pose)),
            }
        }
        5 => Command::SetFormation {
            unit: unit(rng),
            formation: [Formation::Line, Formation::Column][rng.random_range(0..2)],
        },
        6 => Command::AnnounceSquare {
            units: (0..rng.random_range(0..6)).map(|_| unit(rng)).collect(),
        },
        7 => Command::DissolveSquare {
            side: side(rng),
            square: SquareId(rng.random_range(0..4)),
        },
        8 => Command::CallFireAndCharge { unit: unit(rng) },
        9 => Command::CallTime { side: side(rng) },
        10 => Command::Shoot {
            shooter: unit(rng),
            target: unit(rng),
        },
        _ => {
            if rng.random_bool(0.5) {
                Command::Bell
            } else {
                Command::PullOut {
                    side: side(rng),
                    melee: MeleeId(rng.random_range(0..4)),
                }
            }
        }
    }
}

#[test]
fn property_random_commands_are_refused_unchanged_or_keep_every_invariant() {
    use crate::rules::chaos::{ChaosGame, chaos_game, chaos_script};
    use crate::rules::property::{cases, check};
    let tallies = std::cell::RefCell::new(Vec::new());
    check(
        cases(3),
        (any::<u64>(), chaos_script(3_000)),
        |(seed, script)| {
            let mut player = RandomPlayer::seeded(seed);
            let mut planned: Vec<Command> = Vec::new();
            let tally = chaos_game::<FreeMove>(
                ChaosGame {
                    name: "standard battle",
                    seed,
                    start: standard_battle(),
                    dice: Dice::seeded(seed),
                    script: &script,
                },
                |state| {
                    if state.phase == Phase::GameOver || state.move_number > MAX_MOVES {
                        return None;
                    }
                    // The plan is made afresh whenever a thrown-in command changed the battle.
                    if planned
                        .last()
                        .is_none_or(|next| FreeMove::check(state, next).is_err())
                    {
                        planned = player.next_commands(state);
                        planned.reverse();
                    }
                    planned.pop()
                },
                random_command,
                |state| {
                    check_invariants(state, &Command::Bell);
                    Ok(())
                },
            );
            tallies.borrow_mut().push(tally);
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
