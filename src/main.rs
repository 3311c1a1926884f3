//! The `muster` command: the menu, a scenario, a file check or a screenshot.

use std::process::ExitCode;

use clap::Parser;
use muster::app::core::ruleset_door::{by_short_name, short_names};
use muster::app::games::RULESETS;
use muster::app::{self, Launch, ScreenshotRequest};
use muster::cli::tournament::{Request, tournament};
use muster::cli::{Cli, Command, check::check_files, simulate::simulate};
use muster::rules::ladder::Level;
use muster::ruleset::Ruleset;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => app::run(Launch::Menu, None),
        Some(Command::Check { files }) => {
            let report = check_files(&files);
            for line in &report.lines {
                println!("{line}");
            }
            if report.failures == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some(Command::Simulate {
            scenario,
            games,
            seed,
        }) => print_lines(simulate(&scenario, games, seed)),
        Some(Command::Tournament {
            target,
            games,
            seed,
            levels,
            rollouts,
            budget_ms,
            threads,
        }) => {
            let request = Request {
                target,
                games,
                seed,
                levels,
                rollouts,
                budget_ms,
                threads,
            };
            print_lines(tournament(&request))
        }
        Some(Command::Demo { rulesets, level }) => {
            let mut chosen = Vec::new();
            for name in &rulesets {
                match engine_ruleset(name) {
                    Some(ruleset) => chosen.push(ruleset),
                    None => return no_such_ruleset(name),
                }
            }
            let Some(level) = Level::named(&level) else {
                eprintln!("muster: no level {level:?}: expected recruit, veteran or general");
                return ExitCode::FAILURE;
            };
            app::run(
                Launch::Demo {
                    rulesets: chosen,
                    first: None,
                    level,
                },
                None,
            )
        }
        Some(Command::Walkthrough { ruleset }) => match engine_ruleset(&ruleset) {
            Some(ruleset) => app::run(Launch::Walkthrough(ruleset), None),
            None => no_such_ruleset(&ruleset),
        },
        Some(Command::Host { scenario, port }) => match Launch::host(&scenario, port) {
            Ok(launch) => app::run(launch, None),
            Err(error) => {
                eprintln!("muster: {error}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Join { address, name }) => app::run(Launch::join(&address, name), None),
        Some(Command::Play { scenario }) => match Launch::scenario(&scenario) {
            Ok(launch) => app::run(launch, None),
            Err(error) => {
                eprintln!("muster: {error}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Screenshot {
            what,
            out,
            settle_frames,
            play_moves,
            seed,
            replay_at,
            phase,
            window,
            min_table_share,
            fit,
            pause,
            settings,
            saved_games,
        }) => {
            let fit = match fit
                .iter()
                .map(|text| app::shell::fit_run::FitCombo::parse(text))
                .collect::<Result<Vec<_>, _>>()
            {
                Ok(combos) if combos.is_empty() => None,
                Ok(combos) => Some(app::shell::fit_run::FitRequest {
                    combos,
                    pause,
                    settings,
                }),
                Err(error) => {
                    eprintln!("muster: {error}");
                    return ExitCode::FAILURE;
                }
            };
            let until = match phase.as_deref().map(str::parse).transpose() {
                Ok(until) => until,
                Err(error) => {
                    eprintln!("muster: {error}");
                    return ExitCode::FAILURE;
                }
            };
            let window = match window.as_deref().map(parse_window).transpose() {
                Ok(window) => window,
                Err(error) => {
                    eprintln!("muster: {error}");
                    return ExitCode::FAILURE;
                }
            };
            match Launch::parse(&what) {
                Ok(launch) => app::run_with(
                    launch,
                    Some(ScreenshotRequest {
                        out,
                        settle_frames,
                        window,
                        min_table_share,
                        until,
                        fit,
                        saved_games,
                    }),
                    play_moves
                        .or(until.map(|_| 0))
                        .map(|moves| app::session::play_out::PlayOut { seed, moves }),
                    replay_at,
                ),
                Err(error) => {
                    eprintln!("muster: {error}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

/// Print a headless command's lines, or its error.
fn print_lines(outcome: Result<Vec<String>, String>) -> ExitCode {
    match outcome {
        Ok(lines) => {
            for line in lines {
                println!("{line}");
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("muster: {error}");
            ExitCode::FAILURE
        }
    }
}

/// A window size written WIDTHxHEIGHT.
fn parse_window(text: &str) -> Result<(u32, u32), String> {
    let problem = || format!("window size {text:?}: expected WIDTHxHEIGHT, such as 1920x1080");
    let (width, height) = text.split_once('x').ok_or_else(problem)?;
    let width: u32 = width.trim().parse().map_err(|_| problem())?;
    let height: u32 = height.trim().parse().map_err(|_| problem())?;
    if width < 320 || height < 240 {
        return Err(problem());
    }
    Ok((width, height))
}

/// The ruleset with this short name, through its entry in the app's list, when the rules
/// crate holds its engine (the demo and the walkthroughs are written for those).
fn engine_ruleset(name: &str) -> Option<Ruleset> {
    by_short_name(RULESETS, name).and_then(|entry| entry.id.engine_ruleset())
}

/// A ruleset name on the command line that is none of those built in.
fn no_such_ruleset(name: &str) -> ExitCode {
    eprintln!(
        "muster: no ruleset {name:?}: expected {}",
        short_names(RULESETS)
    );
    ExitCode::FAILURE
}
