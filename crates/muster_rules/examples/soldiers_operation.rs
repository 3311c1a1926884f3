//! The Soldiers General's operational plan, for looking at: for each scenario and side, its
//! objectives and each group's arrival unopposed (the turn its needed units arrive by the
//! engine's costs, against the last turn), then optionally one game's trace.
//! `cargo run --release -p muster_rules --example soldiers_operation -- [FILE] [trace seed]`.

use std::path::{Path, PathBuf};

use muster_rules::rules::engine::RulesEngine;
use muster_rules::rules::ladder::{Budget, Level};
use muster_rules::rules::soldiers::ai::operation::routes::CostField;
use muster_rules::rules::soldiers::ai::operation::{Operation, moves_to_go};
use muster_rules::rules::soldiers::engine::Soldiers;
use muster_rules::rules::soldiers::ladder::Computer;
use muster_rules::rules::soldiers::state::{Location, Phase, Side, State};
use muster_rules::scenario::{self, Scenario, Start};

fn deployed(
    file: &Path,
    seed: u64,
) -> Result<
    (
        State,
        muster_rules::rules::dice::Dice,
        muster_rules::scenario::soldiers::SoldiersScenario,
    ),
    String,
> {
    let Ok(Scenario::Soldiers(loaded)) = scenario::load(file) else {
        return Err(format!("{} is not a Soldiers scenario", file.display()));
    };
    let (mut state, mut dice) = Soldiers::start(&loaded, seed).map_err(|e| e.to_string())?;
    let mut computers = [0u8, 1].map(|side| Computer::new(Side(side), Level::Veteran, seed));
    while matches!(state.phase, Phase::Deployment { .. }) {
        let side = state.acting_side().ok_or("no side deploys")?;
        let command = computers[side.index()]
            .next_command(&state)
            .ok_or("no command")?;
        Soldiers::execute(&mut state, command, &mut dice).map_err(|e| e.to_string())?;
    }
    Ok((state, dice, loaded))
}

fn describe(state: &State, side: Side) {
    let operation = Operation::make(state, side);
    let name = state.players[side.index()].clone();
    for objective in &operation.objectives {
        println!(
            "  {name}: {:?} {} unit(s), {} hex(es), by turn {}",
            objective.aim,
            objective.units,
            objective.hexes.len(),
            objective.by_turn
        );
    }
    for group in &operation.ours {
        let mut arrivals: Vec<u32> = group
            .units
            .iter()
            .filter_map(|unit| group.arrivals.get(unit))
            .copied()
            .collect();
        arrivals.sort();
        println!(
            "  {name}'s group: {} unit(s), needs {}, movement phases to go {:?}, first move turn {}, pace {:?}",
            group.units.len(),
            group.objective.units,
            arrivals,
            group.first_move,
            group.pace
        );
        // Unopposed: the terrain's costs alone, no enemy in the way.
        if let Some(walker) = group.units.first().and_then(|id| state.unit(*id)) {
            let plain = CostField::towards(state, walker, &group.objective.hexes, group.exit);
            let mut unopposed: Vec<u32> = group
                .units
                .iter()
                .filter_map(|id| state.unit(*id))
                .filter_map(|unit| {
                    let (_, arriving) = match unit.location {
                        Location::Waiting { turn, .. } => (None::<()>, turn),
                        _ => (None, 0),
                    };
                    let moves = moves_to_go(state, unit, &plain, group.exit)?;
                    Some(group.first_move.max(arriving) + moves.saturating_sub(1))
                })
                .collect();
            unopposed.sort();
            let needed = group.objective.units as usize;
            println!(
                "  {name} unopposed: the last of the {needed} unit(s) needed arrives in turn {:?} of {}",
                unopposed.get(needed.saturating_sub(1)),
                group.objective.by_turn
            );
        }
    }
}

fn count(state: &State, side: Side) -> String {
    let mut exited = 0;
    let mut lost = 0;
    let mut on = 0;
    for unit in state.units.iter().filter(|unit| unit.side == side) {
        match unit.location {
            Location::Exited { .. } => exited += 1,
            Location::Eliminated { .. } => lost += 1,
            Location::OnMap(_) => on += 1,
            _ => {}
        }
    }
    format!("on {on}, exited {exited}, lost {lost}")
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let files: Vec<PathBuf> = match args.first() {
        Some(file) => vec![PathBuf::from(file)],
        None => {
            let mut all: Vec<PathBuf> = std::fs::read_dir("scenarios/soldiers")
                .map_err(|e| e.to_string())?
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
                .collect();
            all.sort();
            all
        }
    };
    for file in &files {
        let (state, _, _) = deployed(file, 1)?;
        println!("{} (last turn {})", file.display(), state.last_turn);
        for side in [Side(0), Side(1)] {
            describe(&state, side);
        }
    }
    if let (Some(file), Some(seed)) = (
        files.first(),
        args.get(1).and_then(|s| s.parse::<u64>().ok()),
    ) {
        let general = args.get(2).and_then(|s| s.parse::<u8>().ok()).unwrap_or(1);
        let (mut state, mut dice, _) = deployed(file, seed)?;
        let levels = [0u8, 1].map(|side| {
            if side == general {
                Level::General
            } else {
                Level::Veteran
            }
        });
        let mut computers = [0u8, 1].map(|side| {
            Computer::new(
                Side(side),
                levels[usize::from(side)],
                seed ^ u64::from(side),
            )
            .with_budget(Budget::default().with_rollouts(4))
        });
        let mut turn = 0;
        while state.phase != Phase::Over {
            if state.turn != turn {
                turn = state.turn;
                println!(
                    "turn {turn}: side 0 {}; side 1 {}",
                    count(&state, Side(0)),
                    count(&state, Side(1))
                );
                describe(&state, Side(general));
            }
            let Some(side) = state.acting_side() else {
                break;
            };
            let command = computers[side.index()]
                .next_command(&state)
                .ok_or("no command")?;
            Soldiers::execute(&mut state, command, &mut dice).map_err(|e| e.to_string())?;
        }
        println!(
            "over: {:?}; side 0 {}; side 1 {}",
            muster_rules::rules::soldiers::victory::evaluate(&state),
            count(&state, Side(0)),
            count(&state, Side(1))
        );
    }
    Ok(())
}
