//! The `muster` command: the menu, a scenario, a file check or a screenshot.

use std::process::ExitCode;

use clap::Parser;

use muster::app::{self, Launch, ScreenshotRequest};
use muster::cli::balance::{BalanceRequest, balance};
use muster::cli::check::{check_files, every_scenario_file};
use muster::cli::tournament::{Request, tournament};
use muster::cli::{Cli, Command, simulate::simulate};

fn main() -> ExitCode {
    let cli = Cli::parse();
    muster::app::core::language::speak_the_players_language();
    match cli.command {
        None => app::run(Launch::Menu, None),
        Some(Command::Check { files, all }) => {
            let files = if all || files.is_empty() {
                let mut every = every_scenario_file(
                    &muster::scenario::catalogue::scenarios_root(),
                    &muster::files::data_dir(),
                );
                every.extend(files);
                every
            } else {
                files
            };
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
        Some(Command::Balance {
            target,
            games,
            seed,
            rollouts,
            budget_ms,
            threads,
        }) => print_lines(balance(&BalanceRequest {
            target,
            games,
            seed,
            rollouts,
            budget_ms,
            threads,
        })),
        Some(Command::Demo { rulesets, level }) => app::run(
            Launch::Demo {
                rulesets,
                first: None,
                level,
            },
            None,
        ),
        Some(Command::Walkthrough { ruleset }) => app::run(Launch::Walkthrough(ruleset), None),
        Some(Command::Host { scenario, port }) => match Launch::host(&scenario, port) {
            Ok(launch) => app::run(launch, None),
            Err(error) => {
                eprintln!("muster: {error}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Join { address, name }) => app::run(Launch::join(&address, name), None),
        Some(Command::Watch { address, name }) => app::run(Launch::watch(&address, name), None),
        Some(Command::OpenTurn { file }) => app::run(Launch::OpenTurn(file), None),
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
            since_last_turn,
            phase,
            window,
            min_table_share,
            fit,
            pause,
            settings,
            saved_games,
            balance,
            captions,
            big_screen,
        }) => {
            let fit = (!fit.is_empty()).then_some(app::shell::fit_run::FitRequest {
                combos: fit,
                pause,
                settings,
            });
            let until = phase;
            match Launch::open(what) {
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
                        balance,
                        view: app::core::ui::view_options::ViewOptions {
                            captions,
                            big_screen,
                        },
                    }),
                    play_moves
                        .or(until.map(|_| 0))
                        .map(|moves| app::session::play_out::PlayOut { seed, moves }),
                    replay_at,
                    since_last_turn,
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
