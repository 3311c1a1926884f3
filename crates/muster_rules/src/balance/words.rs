//! A balance report in words, the same for the editors' panel, `muster balance` and the
//! example: the verdict said plainly, each seat's share with its interval, the mean length,
//! and the table of several scenarios (a Markdown table, ready for docs/measurements.md).

use muster_text::t;

use super::report::{BalanceReport, LengthUnit, SeatShare, Verdict};

/// The verdict, said plainly: which seat wins far more often and how often, that none does,
/// or that too few games were decided to tell.
pub fn verdict_words(report: &BalanceReport) -> String {
    match report.verdict() {
        Verdict::Favours { seat, .. } => t!(
            "balance-verdict-favours",
            seat = report.seats.get(seat).cloned().unwrap_or_default(),
            wins = report.wins.get(seat).copied().unwrap_or(0),
            decided = report.decided()
        ),
        Verdict::Balanced => t!("balance-verdict-balanced"),
        Verdict::TooFewDecided { decided } if report.draws > decided => t!(
            "balance-verdict-mostly-drawn",
            decided = decided,
            games = report.games_played
        ),
        Verdict::TooFewDecided { decided } => t!("balance-verdict-too-few", decided = decided),
    }
}

/// The rule behind "far more often", in a sentence.
pub fn rule_words() -> String {
    t!("balance-rule")
}

/// A seat's share of the decided games with its 95% interval ("72% (51–86%)"), or that none
/// was decided.
pub fn share_words(share: &SeatShare) -> String {
    match (share.share, share.interval) {
        (Some(share), Some((low, high))) => t!(
            "balance-share",
            share = percent(share),
            low = percent(low),
            high = percent(high)
        ),
        _ => t!("balance-share-none"),
    }
}

/// The mean length with its unit ("14.2 game-turns"), or a dash before any game.
pub fn mean_length_words(report: &BalanceReport) -> String {
    let Some(mean) = report.mean_length() else {
        return "–".to_string();
    };
    let mean = format!("{mean:.1}");
    match report.length_unit {
        LengthUnit::GameTurns => t!("balance-length-game-turns", mean = mean),
        LengthUnit::Days => t!("balance-length-days", mean = mean),
        LengthUnit::Turns => t!("balance-length-turns", mean = mean),
        LengthUnit::TimedMoves => t!("balance-length-timed-moves", mean = mean),
    }
}

/// The games played, and that the check was cancelled when it was.
pub fn games_words(report: &BalanceReport) -> String {
    if report.cancelled {
        t!(
            "balance-games-cancelled",
            played = report.games_played,
            asked = report.games_asked
        )
    } else {
        t!("balance-games-played", count = report.games_played)
    }
}

/// A whole number of percent.
fn percent(share: f64) -> String {
    format!("{:.0}", share * 100.0)
}

/// One row a scenario: the scenario, the games, each seat's wins and the draws, each seat's
/// share with its interval, the mean length and the verdict; a Markdown table with its
/// heading.
pub fn table_lines(reports: &[BalanceReport]) -> Vec<String> {
    let mut lines = vec![
        format!(
            "| {} | {} | {} | {} | {} | {} |",
            t!("balance-table-scenario"),
            t!("balance-table-games"),
            t!("balance-table-wins"),
            t!("balance-table-shares"),
            t!("balance-table-mean-length"),
            t!("balance-table-verdict")
        ),
        "| --- | --- | --- | --- | --- | --- |".to_string(),
    ];
    for report in reports {
        let shares = report.shares();
        let wins = shares
            .iter()
            .map(|seat| format!("{} {}", seat.name, seat.wins))
            .chain(std::iter::once(t!("balance-draws", count = report.draws)))
            .collect::<Vec<_>>()
            .join(", ");
        let intervals = shares
            .iter()
            .map(|seat| format!("{} {}", seat.name, share_words(seat)))
            .collect::<Vec<_>>()
            .join(", ");
        lines.push(format!(
            "| {} | {} | {wins} | {intervals} | {} | {} |",
            report.scenario,
            games_words(report),
            mean_length_words(report),
            verdict_words(report)
        ));
    }
    lines
}
