//! The computer player: legal commands only, games that end, the same seed the same game.

use crate::rules::dice::Dice;
use crate::rules::engine::replay;
use crate::ruleset::Ruleset;
use crate::scenario::Scenario;
use crate::scenario::catalogue::shipped;
use crate::scenario::skirmish::{SkirmishScenario, build_state};

use super::engine::Skirmish;
use super::simulate::play;
use super::state::Phase;

fn scenarios() -> Vec<SkirmishScenario> {
    shipped(Ruleset::Skirmish)
        .expect("the shipped maps load")
        .into_iter()
        .filter_map(|(_, scenario)| match scenario {
            Scenario::Skirmish(scenario) => Some(scenario),
            _ => None,
        })
        .collect()
}

#[test]
fn the_ai_plays_every_map_with_legal_commands_only() {
    for scenario in scenarios() {
        let (report, state, _) = play(build_state(&scenario, None), 1, 25)
            .unwrap_or_else(|error| panic!("{}: {error}", scenario.name));
        assert!(report.commands > 0);
        assert!(
            report.bought.iter().sum::<u32>() > 0,
            "{}: nobody bought anything",
            scenario.name
        );
        assert!(state.day > 1 || matches!(state.phase, Phase::Over { .. }));
    }
}

#[test]
fn the_ai_fights_units_meet_and_are_eliminated() {
    let scenario = scenarios()
        .into_iter()
        .find(|scenario| scenario.name == "Hill Country")
        .unwrap();
    let (report, _, _) = play(build_state(&scenario, None), 3, 30).unwrap();
    assert!(report.lost.iter().sum::<u32>() > 0, "{report:?}");
}

#[test]
fn the_same_seed_and_commands_give_the_same_game() {
    let scenario = &scenarios()[0];
    let (_, end, log) = play(build_state(scenario, None), 5, 8).unwrap();
    let mut again = build_state(scenario, None);
    replay::<Skirmish>(&mut again, &mut Dice::seeded(5), log).unwrap();
    assert_eq!(format!("{again:?}"), format!("{end:?}"));
}

#[test]
fn the_ai_uses_co_powers() {
    let scenario = scenarios()
        .into_iter()
        .find(|scenario| scenario.name == "Hill Country")
        .unwrap();
    let cos = [Some("Brenna".to_string()), Some("Edda".to_string())];
    let (_, _, log) = play(build_state(&scenario, Some(&cos)), 3, 30).unwrap();
    assert!(
        log.iter()
            .any(|command| matches!(command, super::command::Command::UsePower { .. }))
    );
}
