//! `muster simulate`: AI against AI, headless, several seeds, for the three turn-based
//! rulesets; prints each game and the totals.

mod movement_game;
mod skirmish;
mod soldiers;

use std::path::Path;

use crate::scenario::{self, Scenario};

/// Play `games` games from `seed` on; the lines to print, or why it cannot.
pub fn simulate(file: &Path, games: u32, seed: u64) -> Result<Vec<String>, String> {
    let loaded = scenario::load(file).map_err(|error| error.to_string())?;
    match &loaded {
        Scenario::Soldiers(soldiers) => soldiers::simulate(file, soldiers, games, seed),
        Scenario::Skirmish(skirmish) => skirmish::simulate(skirmish, games, seed),
        Scenario::MovementGame(movement) => movement_game::simulate(movement, games, seed),
        Scenario::FreeMove(_) => Err(format!(
            "{}: simulate plays the turn-based rulesets (Soldiers, Skirmish Wars, the Untitled Movement Game); this is {}",
            file.display(),
            loaded.ruleset().title()
        )),
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
        assert!(refused.is_err_and(|why| why.contains("simulate plays the turn-based rulesets")));
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
