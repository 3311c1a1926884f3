//! `muster tournament`: every pair of the computer's levels on every scenario of a ruleset
//! (or one file), headless, and the table of results, ratings and thinking times.

use muster_text::t;
use std::time::Duration;

use crate::app::core::ruleset_door::{by_short_name, for_scenario};
use crate::app::games::RULESETS;
use crate::rules::ladder::{Budget, Level};
use crate::scenario::Scenario;
use crate::scenario::catalogue::scenarios_root;
use crate::tournament::entries::{entries_in, entries_of};
use crate::tournament::played::Played;
use crate::tournament::progress::{ToStderr, starting};
use crate::tournament::run::{Settings, run_telling, schedule};

/// What the command line asked for.
#[derive(Debug, Clone)]
pub struct Request {
    pub target: String,
    pub games: u32,
    pub seed: u64,
    /// Level names, weakest first, comma-separated; one level plays itself.
    pub levels: Vec<String>,
    pub rollouts: u32,
    pub budget_ms: u64,
    pub threads: Option<usize>,
}

/// The levels named, in the order given, or which name is wrong.
pub fn levels(names: &[String]) -> Result<Vec<Level>, String> {
    if names.is_empty() {
        return Ok(Level::ALL.to_vec());
    }
    names
        .iter()
        .map(|name| {
            Level::named(name.trim())
                .ok_or_else(|| t!("cli-tournament-no-level", name = format!("{name:?}")))
        })
        .collect()
}

/// Play the tournament; the lines to print, or why it cannot.
pub fn tournament(request: &Request) -> Result<Vec<String>, String> {
    let settings = Settings {
        levels: levels(&request.levels)?,
        games: request.games,
        seed: request.seed,
        budget: Budget {
            per_turn: Duration::from_millis(request.budget_ms),
            rollouts: request.rollouts,
        },
        threads: request.threads.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
        }),
    };
    if settings.games == 0 {
        return Err(t!("cli-tournament-games-at-least-one"));
    }
    let entries = match by_short_name(RULESETS, &request.target) {
        Some(entry) if entry.tournament.is_none() => return Err(refused(entry.id.title())),
        // A ruleset's name: every scenario in its folder, through its entry.
        Some(entry) => entries_in(
            &scenarios_root().join(entry.id.folder()),
            entry.id.title(),
            |scenario| {
                if (entry.plays)(scenario) {
                    Ok(())
                } else {
                    Err(t!(
                        "cli-tournament-not-a-scenario-of",
                        ruleset = entry.id.title().to_string()
                    ))
                }
            },
        )?,
        None => entries_of(&request.target)?,
    };
    // The progress to stderr as games finish; the table, for scripts, to stdout.
    eprintln!(
        "{}",
        starting(schedule(&settings, entries.len()).len(), settings.threads)
    );
    let progress = ToStderr::default();
    let outcome = run_telling(&entries, &settings, &play_through_its_entry, &|done| {
        progress.report(done)
    })?;
    let mut lines = vec![format!(
        "muster tournament {}: {}",
        request.target,
        entries
            .iter()
            .map(|entry| entry.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    )];
    lines.extend(outcome.table());
    Ok(lines)
}

/// One game of `scenario` by its ruleset's own contest (`RulesetEntry::tournament`).
fn play_through_its_entry(
    scenario: &Scenario,
    levels: [Level; 2],
    seed: u64,
    budget: Budget,
) -> Result<Played, String> {
    match for_scenario(RULESETS, scenario).and_then(|entry| entry.tournament) {
        Some(play) => play(scenario, levels, seed, budget),
        None => Err(refused(scenario.ruleset_name())),
    }
}

/// Why a ruleset plays no tournament.
fn refused(title: &str) -> String {
    t!(
        "cli-tournament-refused",
        offered = super::simulate::offering(|entry| entry.tournament.is_some()),
        title = title
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(target: &str, levels: &[&str]) -> Request {
        Request {
            target: target.into(),
            games: 2,
            seed: 1,
            levels: levels.iter().map(|name| name.to_string()).collect(),
            rollouts: 1,
            budget_ms: 1000,
            threads: Some(2),
        }
    }

    #[test]
    fn the_tournament_command_prints_the_table_for_a_scenario_file() {
        let lines = tournament(&request(
            "scenarios/movement_game/01_twin_gates_two.ron",
            &["recruit", "general"],
        ))
        .expect("plays");
        let text = lines.join("\n");
        assert!(
            lines[0].starts_with(
                "muster tournament scenarios/movement_game/01_twin_gates_two.ron: 01_twin_gates_two"
            ),
            "{text}"
        );
        assert!(text.contains("| General v Recruit |"), "{text}");
        assert!(text.contains("Elo: Recruit"), "{text}");
        assert!(text.contains("time a turn: Recruit mean"), "{text}");
    }

    #[test]
    fn the_tournament_command_plays_a_ruleset_by_name_through_its_entry() {
        let lines = tournament(&Request {
            games: 1,
            ..request("movement", &["recruit"])
        })
        .expect("plays");
        assert!(
            lines[0].starts_with("muster tournament movement: 01_twin_gates_two, "),
            "{}",
            lines[0]
        );
    }

    #[test]
    fn the_tournament_command_plays_free_move_battles_with_the_table_by_side() {
        let lines = tournament(&request(
            "scenarios/free_move/practice_skirmish.ron",
            &["recruit", "veteran"],
        ))
        .expect("plays");
        let text = lines.join("\n");
        assert!(text.contains("| Veteran v Recruit |"), "{text}");
        assert!(
            text.contains("| practice_skirmish | "),
            "the table by side: {text}"
        );
    }

    #[test]
    fn the_tournament_command_names_a_wrong_level_or_target() {
        assert_eq!(
            tournament(&request("movement", &["recruit", "captain"])).err(),
            Some("no level \"captain\": expected recruit, veteran or general".into())
        );
        assert_eq!(
            tournament(&request("chess", &[])).err(),
            Some(
                "\"chess\" is neither a ruleset (free-move, soldiers, skirmish, movement) nor a scenario file"
                    .into()
            )
        );
        let no_games = Request {
            games: 0,
            ..request("movement", &[])
        };
        assert_eq!(
            tournament(&no_games).err(),
            Some("--games must be at least 1".into())
        );
    }
}
