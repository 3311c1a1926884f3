//! `muster simulate` as the grid games share it: one line a seed, then the wins per seat,
//! draws, mean length and the AIs' mean time a turn.

use muster_text::t;
use std::time::Duration;

use crate::app::core::ruleset_door::Simulation;

/// What the summary needs of one simulated game.
pub struct Outcome {
    /// The winning seat (its index into the names), or none for a draw.
    pub winner: Option<usize>,
    /// How long the game lasted, in the game's own unit (turns, days).
    pub length: u32,
    /// The AIs' mean thinking time a turn.
    pub ai_time_per_turn: Duration,
}

impl Outcome {
    /// A game won by `winner` (or drawn) after `length`, the AIs thinking `ai_time_per_turn`.
    pub fn new(winner: Option<usize>, length: u32, ai_time_per_turn: Duration) -> Self {
        Outcome {
            winner,
            length,
            ai_time_per_turn,
        }
    }
}

/// How a game words its summary line.
#[derive(Debug, Clone, Copy)]
pub struct SummaryStyle {
    /// Whether the line counts the draws.
    pub draws: bool,
    /// The unit of [`Outcome::length`]: "turns", "days".
    pub unit: &'static str,
    /// Decimals of the mean AI time in milliseconds.
    pub ai_decimals: usize,
}

impl SummaryStyle {
    /// A game not won is a draw, counted: lengths in `unit`, AI times to `ai_decimals`.
    pub const fn with_draws(unit: &'static str, ai_decimals: usize) -> Self {
        SummaryStyle {
            draws: true,
            unit,
            ai_decimals,
        }
    }

    /// A game not won is called off, not counted.
    pub const fn no_draws(unit: &'static str, ai_decimals: usize) -> Self {
        SummaryStyle {
            draws: false,
            unit,
            ai_decimals,
        }
    }
}

/// Play the [`Simulation`]'s games, one a seed, under a header ("<scenario>: 10 games, seeds
/// 1..11, <players>"): `play_one` gives the line
/// after the seed's own ("seed    7: ") and the game's outcome; the [`summary`] ends the lines.
pub fn simulate_games<N: AsRef<str>>(
    run: &Simulation,
    scenario: &str,
    players: String,
    names: &[N],
    style: SummaryStyle,
    mut play_one: impl FnMut(u64) -> Result<(String, Outcome), String>,
) -> Result<Vec<String>, String> {
    let end = run.seed + u64::from(run.games);
    let mut lines = vec![t!(
        "session-simulate-header",
        scenario = scenario,
        games = run.games,
        first = run.seed.to_string(),
        end = end.to_string(),
        players = players
    )];
    let mut outcomes = Vec::new();
    for seed in run.seed..run.seed + u64::from(run.games) {
        let (line, outcome) = play_one(seed)?;
        lines.push(t!(
            "session-simulate-seed-line",
            seed = format!("{seed:>4}"),
            line = line
        ));
        outcomes.push(outcome);
    }
    lines.push(summary(names, &outcomes, &style));
    Ok(lines)
}

/// The last line: "wins: A 3, B 1[, draws 0]; mean 12.5 turns; mean AI time 4.2 ms a turn".
fn summary<N: AsRef<str>>(names: &[N], outcomes: &[Outcome], style: &SummaryStyle) -> String {
    let count = outcomes.len().max(1) as u32;
    let wins: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(seat, name)| {
            let won = outcomes
                .iter()
                .filter(|outcome| outcome.winner == Some(seat))
                .count();
            format!("{} {won}", name.as_ref())
        })
        .collect();
    let draws = if style.draws {
        let draws = outcomes
            .iter()
            .filter(|outcome| outcome.winner.is_none())
            .count();
        t!("session-simulate-draws", draws = draws)
    } else {
        String::new()
    };
    let length: u32 = outcomes.iter().map(|outcome| outcome.length).sum();
    let thinking: Duration = outcomes
        .iter()
        .map(|outcome| outcome.ai_time_per_turn)
        .sum();
    t!(
        "session-simulate-summary",
        wins = wins.join(", "),
        draws = draws,
        length = format!("{:.1}", f64::from(length) / f64::from(count)),
        unit = style.unit,
        time = format!(
            "{:.*}",
            style.ai_decimals,
            (thinking / count).as_secs_f64() * 1000.0
        )
    )
}

/// Why a `RulesetEntry::simulate` hook cannot play the file's scenario: "<file>: not a
/// Soldiers scenario".
pub fn not_a(run: &Simulation, what: &str) -> String {
    t!(
        "session-simulate-not-a",
        file = run.file.display().to_string(),
        what = what
    )
}
