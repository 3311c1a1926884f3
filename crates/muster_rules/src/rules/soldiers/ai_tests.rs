//! Tests of the AIs and the property that AI and random legal play never reach an illegal
//! state (stacking, units in blocked hexes).

use super::ai::doctrine::precedence;
use super::ai::{Ai, Mind};
use super::engine::Soldiers;
use super::moving::stacking_holds;
use super::random_play::RandomPlayer;
use super::simulate::play;
use super::state::{Phase, Side, State};
use super::test_support::{place, state};
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

fn small_battle() -> State {
    let mut state = state();
    state.edit_for_test().last_turn = 4;
    for col in [2, 4, 6] {
        place(
            &mut state,
            0,
            Nation::French,
            UnitKind::InfantryCompany,
            (col, 1),
        );
        place(
            &mut state,
            1,
            Nation::German,
            UnitKind::InfantryCompany,
            (col, 8),
        );
    }
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::FieldGunBattery,
        (8, 1),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::MachineGunCompany,
        (8, 8),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::CavalryMounted,
        (10, 8),
    );
    state
}

/// Every unit on the map stands where a unit may stand.
fn legal_positions(state: &State) -> Result<(), String> {
    stacking_holds(state)?;
    for unit in &state.units {
        if let Some(hex) = unit.hex() {
            if !state.tables.map.contains(hex) {
                return Err(format!("{} is off the map", unit.name));
            }
            if state.units_in(hex).any(|other| other.side != unit.side) {
                return Err(format!("{} shares a hex with the enemy", unit.name));
            }
        }
    }
    Ok(())
}

#[test]
fn ai_general_plays_a_small_battle_to_the_end() {
    let (report, end) =
        play(small_battle(), 7, [Mind::Veteran, Mind::Veteran]).expect("legal play");
    assert_eq!(report.turns, 4);
    assert_eq!(end.phase, Phase::Over);
    legal_positions(&end).expect("a legal end state");
}

#[test]
fn ai_general_advances_towards_the_enemy() {
    let mut state = small_battle();
    let mut ai = Ai::new(Side(0), Mind::Veteran);
    let mut dice = Dice::seeded(3);
    let mut moved_closer = false;
    while state.phase == (Phase::Movement { mover: Side(0) }) {
        let command = ai.next_command(&state).expect("a command");
        if let super::command::Command::Move { unit, path, .. } = &command
            && let (Some(from), Some(to)) = (state.unit(*unit).and_then(|u| u.hex()), path.last())
        {
            // The Germans stand on row 8; the French start on row 1.
            moved_closer |= super::map::col_row(*to).1 > super::map::col_row(from).1;
        }
        Soldiers::execute(&mut state, command, &mut dice).expect("legal");
    }
    assert!(moved_closer);
}

#[test]
fn solitaire_doctrine_target_precedence_adjacent_first_westernmost() {
    let mut state = state();
    let russian = place(
        &mut state,
        0,
        Nation::Russian,
        UnitKind::InfantryCompany,
        (5, 7),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (6, 7),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (4, 7),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::MachineGunCompany,
        (8, 7),
    );
    let firer = state.unit(russian).expect("placed").clone();
    let west = precedence(&state, &firer, super::map::hex_at((4, 7)));
    let east = precedence(&state, &firer, super::map::hex_at((6, 7)));
    let guns = precedence(&state, &firer, super::map::hex_at((8, 7)));
    assert_eq!(west.0, 1);
    assert!(west < east, "the westernmost adjacent unit first");
    assert_eq!(guns.0, 3);
}

#[test]
fn solitaire_doctrine_machine_gun_sections_prefer_anything_within_three() {
    let mut state = state();
    let section = place(
        &mut state,
        0,
        Nation::Russian,
        UnitKind::MachineGunSection,
        (5, 7),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (7, 7),
    );
    let firer = state.unit(section).expect("placed").clone();
    assert_eq!(precedence(&state, &firer, super::map::hex_at((7, 7))).0, 2);
}

#[test]
fn property_random_and_ai_play_never_reach_an_illegal_state() {
    // proptest draws the seeds (30, or `MUSTER_PROPERTY_SEEDS`) and shrinks a failure to the
    // smallest failing seed.
    crate::rules::property::check(crate::rules::property::cases(30), 0u64..1_000_000, |seed| {
        let mut state = small_battle();
        let mut dice = Dice::seeded(seed);
        let mut random = RandomPlayer::seeded(seed);
        let mut ai = Ai::new(Side(1), Mind::Veteran);
        let mut steps = 0;
        while state.phase != Phase::Over && steps < 5_000 {
            let command = if state.acting_side() == Some(Side(1)) && seed % 2 == 0 {
                ai.next_command(&state)
            } else {
                random.next_command(&state)
            }
            .expect("a command while the game goes on");
            Soldiers::execute(&mut state, command.clone(), &mut dice)
                .unwrap_or_else(|error| panic!("seed {seed}: {command:?} refused: {error}"));
            legal_positions(&state).unwrap_or_else(|problem| panic!("seed {seed}: {problem}"));
            steps += 1;
        }
        assert_eq!(state.phase, Phase::Over, "seed {seed} ended");
    });
}

/// A state on a 20 × 6 map with two town hexes, 0303 and 0703, for the doctrine's
/// movement.
fn two_towns() -> State {
    use super::map::{Map, MapSpec};
    use super::source::Source;
    use super::tables::Tables;
    let map = Map::from_spec(MapSpec {
        name: "two towns".into(),
        source: Source::Assumed,
        columns: 20,
        rows: 6,
        terrain: vec![
            "....................".into(),
            "....................".into(),
            "..t...t.............".into(),
            "....................".into(),
            "....................".into(),
            "....................".into(),
        ],
        hills: vec![],
        roads: vec![],
        railroad: vec![],
        bridges: vec![],
        numbered: vec![],
    })
    .expect("draws");
    let mut state = state();
    state.edit_for_test().tables = std::sync::Arc::new(Tables {
        map,
        ..(*Tables::shipped()).clone()
    });
    state
}

#[test]
fn solitaire_doctrine_companies_move_only_to_deny_a_town_hex() {
    use super::ai::doctrine::doctrine_moves;
    let mut state = two_towns();
    let russian = place(
        &mut state,
        0,
        Nation::Russian,
        UnitKind::InfantryCompany,
        (5, 3),
    );
    // No German within 5 movement points of the empty town hexes: no move.
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (20, 6),
    );
    assert_eq!(doctrine_moves(&state, Side(0)), vec![]);
    // A German company 2 hexes from 0303: the Russian (2 from it) moves to deny it.
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (1, 3),
    );
    assert_eq!(
        doctrine_moves(&state, Side(0)),
        vec![(russian, super::map::hex_at((3, 3)))]
    );
}

#[test]
fn solitaire_doctrine_a_company_does_not_leave_a_town_hex_the_germans_could_take() {
    use super::ai::doctrine::doctrine_moves;
    let mut state = two_towns();
    // The Russian holds 0703; the Germans are within 5 points of both town hexes.
    place(
        &mut state,
        0,
        Nation::Russian,
        UnitKind::InfantryCompany,
        (7, 3),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (5, 5),
    );
    assert_eq!(doctrine_moves(&state, Side(0)), vec![]);
}

#[test]
fn solitaire_doctrine_machine_gun_sections_never_move() {
    use super::ai::doctrine::doctrine_moves;
    let mut state = two_towns();
    place(
        &mut state,
        0,
        Nation::Russian,
        UnitKind::MachineGunSection,
        (5, 3),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (1, 3),
    );
    assert_eq!(doctrine_moves(&state, Side(0)), vec![]);
}

#[test]
fn solitaire_doctrine_fires_for_4_to_1_after_its_move_and_2_to_1_after_the_germans() {
    use super::command::Command;
    use super::state::FireStep;
    let mut state = state();
    state.edit_for_test().special.doctrine_side = Some(Side(0));
    // A German company in the woods at 0703 (defense 4); three Russian companies around it,
    // each adjacent (5, doubled: 10).
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (7, 3),
    );
    for at in [(6, 3), (7, 4), (8, 4)] {
        place(
            &mut state,
            0,
            Nation::Russian,
            UnitKind::InfantryCompany,
            at,
        );
    }
    let firers = |state: &State| -> usize {
        let mut doctrine = Ai::new(Side(0), Mind::RussianDoctrine);
        match doctrine.next_command(state) {
            Some(Command::Fire { firers, .. }) => firers.len(),
            other => panic!("expected fire, got {other:?}"),
        }
    };
    // After the Russian move: 4-1 against 4 needs 16, two companies (20).
    state.edit_for_test().phase = Phase::Fire {
        mover: Side(0),
        step: FireStep::MoverFires,
    };
    assert_eq!(firers(&state), 2);
    // After the German move: 2-1 needs 8, one company (10).
    state.edit_for_test().phase = Phase::Fire {
        mover: Side(1),
        step: FireStep::OtherFires,
    };
    assert_eq!(firers(&state), 1);
}

/// A random command, mostly illegal: any unit id (some unknown), hexes on and off the map,
/// any path, any firers and aim, in any phase.
fn random_command(state: &State, rng: &mut rand_chacha::ChaCha8Rng) -> super::command::Command {
    use super::command::Command;
    use super::map::hex_at;
    use super::state::{Aim, UnitId};
    use rand::Rng;
    let map = &state.tables.map;
    let hex = |rng: &mut rand_chacha::ChaCha8Rng| {
        hex_at((
            rng.random_range(0..=map.columns + 1),
            rng.random_range(0..=map.rows + 1),
        ))
    };
    let unit = |rng: &mut rand_chacha::ChaCha8Rng| {
        UnitId(rng.random_range(0..state.units.len() as u32 + 3))
    };
    let units = |rng: &mut rand_chacha::ChaCha8Rng| -> Vec<UnitId> {
        (0..rng.random_range(0..4)).map(|_| unit(rng)).collect()
    };
    match rng.random_range(0..14) {
        0 => Command::Deploy {
            unit: unit(rng),
            hex: hex(rng),
            improved: rng.random_bool(0.5),
            dismounted: rng.random_bool(0.5),
        },
        1 => Command::PlaceTrench { hex: hex(rng) },
        2 => Command::EndDeployment,
        3 => Command::DeclareImprovedPositions {
            enter: units(rng),
            leave: units(rng),
        },
        4 | 5 => {
            let mover = unit(rng);
            let mut at = state
                .unit(mover)
                .and_then(|unit| unit.hex())
                .unwrap_or_else(|| hex(rng));
            let mut path = Vec::new();
            for _ in 0..rng.random_range(0..5) {
                at = if rng.random_bool(0.8) {
                    at.all_neighbors()[rng.random_range(0..6)]
                } else {
                    hex(rng)
                };
                path.push(at);
            }
            Command::Move {
                unit: mover,
                path,
                exit: rng.random_bool(0.1),
            }
        }
        6 => Command::BreakDown { unit: unit(rng) },
        7 => Command::Recombine { units: units(rng) },
        8 => Command::Dismount { unit: unit(rng) },
        9 => Command::Remount { unit: unit(rng) },
        10 => Command::EndMovement,
        11 => Command::Interdict {
            hexes: (0..rng.random_range(0..3)).map(|_| hex(rng)).collect(),
            firers: units(rng),
        },
        12 => Command::Fire {
            target: hex(rng),
            firers: units(rng),
            aim: [Aim::AllUnits, Aim::Improved, Aim::Unimproved, Aim::Bridge]
                [rng.random_range(0..4)],
        },
        _ => Command::EndFireStep,
    }
}

#[test]
fn property_random_commands_are_refused_unchanged_or_keep_every_invariant() {
    use crate::rules::chaos::{ChaosGame, chaos_game, chaos_script};
    use crate::rules::property::{cases, check};
    use crate::ruleset::Ruleset;
    use crate::scenario::{Scenario, catalogue::shipped};
    use proptest::prelude::any;
    let mut starts = vec![("small battle".to_string(), small_battle())];
    for (path, loaded) in shipped(Ruleset::Soldiers)
        .expect("the scenarios load")
        .into_iter()
        .take(3)
    {
        let Scenario::Soldiers(loaded) = loaded else {
            panic!("{} is not a Soldiers scenario", path.display());
        };
        let start =
            crate::scenario::soldiers::build_state(&loaded, super::tables::Tables::shipped())
                .expect("it builds");
        starts.push((loaded.name.clone(), start));
    }
    let tallies = std::cell::RefCell::new(Vec::new());
    check(
        cases(3),
        (any::<u64>(), chaos_script(1_500)),
        |(seed, script)| {
            for (name, start) in &starts {
                let mut random = RandomPlayer::seeded(seed);
                let tally = chaos_game::<Soldiers>(
                    ChaosGame {
                        name,
                        seed,
                        start: start.clone(),
                        dice: Dice::seeded(seed),
                        script: &script,
                    },
                    |state| {
                        if state.phase == Phase::Over {
                            return None;
                        }
                        random.next_command(state)
                    },
                    random_command,
                    legal_positions,
                );
                tallies.borrow_mut().push((name.clone(), tally));
            }
        },
    );
    let tallies = tallies.into_inner();
    assert!(
        tallies
            .iter()
            .all(|(_, tally)| tally.refused > 0 && tally.accepted > 0),
        "{tallies:?}"
    );
}
