//! `muster simulate`: AI against AI, headless, several seeds, for every ruleset whose entry
//! offers it (`RulesetEntry::simulate`: the three turn-based rulesets); prints each game and
//! the totals.

use std::path::Path;

use muster_text::t;

use crate::app::core::ruleset_door::{RulesetEntry, Simulation, for_scenario};
use crate::app::games::RULESETS;
use crate::scenario;

/// Play `games` games from `seed` on; the lines to print, or why it cannot.
pub fn simulate(file: &Path, games: u32, seed: u64) -> Result<Vec<String>, String> {
    let loaded = scenario::load(file).map_err(|error| error.to_string())?;
    match for_scenario(RULESETS, &loaded).and_then(|entry| entry.simulate) {
        Some(simulate) => simulate(&Simulation { file, games, seed }, &loaded),
        None => Err(t!(
            "cli-simulate-refused",
            file = file.display().to_string(),
            offered = offering(|entry| entry.simulate.is_some()),
            ruleset = loaded.ruleset_name().to_string()
        )),
    }
}

/// The titles of the rulesets that offer something, for a refusal: "Soldiers, Skirmish Wars
/// and the Untitled Movement Game".
pub fn offering(offers: impl Fn(&RulesetEntry) -> bool) -> String {
    let titles: Vec<&str> = RULESETS
        .iter()
        .filter(|entry| offers(entry))
        .map(|entry| entry.id.title())
        .collect();
    match titles.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!(
            "cli-list-and",
            rest = rest.join(", "),
            last = last.to_string()
        ),
        Some((only, _)) => (*only).to_string(),
        None => t!("cli-no-ruleset"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulate_plays_a_soldiers_scenario_and_refuses_free_move() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let lines =
            simulate(&root.join("scenarios/soldiers/12_lvidsgov.ron"), 1, 3).expect("plays");
        assert_eq!(lines.len(), 3);
        assert!(lines[2].starts_with("wins: Russian"), "{}", lines[2]);
        let refused = simulate(&root.join("scenarios/free_move/standard_battle.ron"), 1, 1);
        assert!(refused.is_err_and(|why| why.contains(
            "simulate plays Soldiers, Skirmish Wars and Untitled Movement Game; this is Free Move"
        )));
    }

    #[test]
    fn simulate_plays_a_skirmish_map_and_a_movement_game() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let lines =
            simulate(&root.join("scenarios/skirmish/03_hill_country.ron"), 2, 1).expect("plays");
        assert_eq!(lines.len(), 4);
        assert!(lines[3].starts_with("wins: Orange Star"), "{}", lines[3]);
        let lines = simulate(
            &root.join("scenarios/movement_game/02_twin_gates_four.ron"),
            2,
            1,
        )
        .expect("plays");
        assert!(lines[3].starts_with("wins: South"), "{}", lines[3]);
    }
}
