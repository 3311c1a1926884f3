//! Every shipped walkthrough, played by the solver with the real engine: each step can be
//! done in order from the walkthrough's own start, and the finale is a real game that ends.
//! Plus the file checks and the progress rules.

use std::path::Path;

use super::file::{Walkthrough, load, walkthrough_path};
use super::progress::{Feedback, Progress, event_kind};
use super::solver::{Solved, Table, kinds, solve};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::ruleset::Ruleset;
use crate::scenario::{Scenario, ScenarioError};

fn shipped(ruleset: Ruleset) -> (Walkthrough, Scenario) {
    let loaded = load(&walkthrough_path(ruleset))
        .unwrap_or_else(|error| panic!("the {} walkthrough loads: {error}", ruleset.title()));
    assert_eq!(loaded.walkthrough.ruleset, ruleset);
    (loaded.walkthrough, loaded.scenario)
}

fn assert_solved(solved: &Solved, walkthrough: &Walkthrough) {
    assert_eq!(solved.commands_at_step.len(), walkthrough.steps.len());
    assert!(
        solved.finale_ended,
        "the finale is a game that ends ({} commands)",
        solved.commands
    );
}

// Skirmish Wars ------------------------------------------------------------------------------

mod skirmish_table {
    use super::*;
    use crate::rules::skirmish::ai::Ai;
    use crate::rules::skirmish::command::Command;
    use crate::rules::skirmish::engine::Skirmish;
    use crate::rules::skirmish::random_play::RandomPlayer;
    use crate::rules::skirmish::state::{Phase, State};

    pub struct SkirmishTable {
        pub state: State,
        pub dice: Dice,
        pub ai: Ai,
        pub random: RandomPlayer,
    }

    impl Table for SkirmishTable {
        type Command = Command;
        fn acting(&self) -> Option<usize> {
            if matches!(self.state.phase, Phase::Over { .. }) {
                return None;
            }
            self.state.acting()
        }
        fn options(&mut self) -> Vec<Command> {
            let mut options: Vec<Command> = (0..400)
                .map(|_| self.random.next_command(&self.state))
                .collect();
            options.dedup();
            options
        }
        fn computer(&mut self) -> Command {
            self.ai.next_command(&self.state)
        }
        fn execute(&mut self, command: Command) -> Result<Vec<String>, String> {
            Skirmish::execute(&mut self.state, command, &mut self.dice)
                .map(|events| kinds(&events))
                .map_err(|error| error.to_string())
        }
        fn fork(&self) -> Self {
            SkirmishTable {
                state: self.state.clone(),
                dice: self.dice.clone(),
                ai: self.ai.clone(),
                random: RandomPlayer::new(0),
            }
        }
    }
}

#[test]
fn walkthrough_skirmish_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    let (walkthrough, scenario) = shipped(Ruleset::SkirmishWars);
    let Scenario::Skirmish(map) = scenario else {
        panic!("a Skirmish scenario");
    };
    let table = skirmish_table::SkirmishTable {
        state: crate::scenario::skirmish::build_state(&map, None),
        dice: Dice::seeded(walkthrough.seed),
        ai: crate::rules::skirmish::ai::Ai::new(walkthrough.seed),
        random: crate::rules::skirmish::random_play::RandomPlayer::new(walkthrough.seed),
    };
    let solved = solve(&walkthrough, table, 5_000).unwrap();
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}

// Soldiers ----------------------------------------------------------------------------------

mod soldiers_table {
    use super::*;
    use crate::rules::soldiers::ai::Ai;
    use crate::rules::soldiers::command::Command;
    use crate::rules::soldiers::engine::Soldiers;
    use crate::rules::soldiers::random_play::RandomPlayer;
    use crate::rules::soldiers::state::{Phase, State};

    pub struct SoldiersTable {
        pub state: State,
        pub dice: Dice,
        pub ais: [Ai; 2],
        pub random: RandomPlayer,
    }

    impl Table for SoldiersTable {
        type Command = Command;
        fn acting(&self) -> Option<usize> {
            if self.state.phase == Phase::Over {
                return None;
            }
            self.state.acting_side().map(|side| side.index())
        }
        fn options(&mut self) -> Vec<Command> {
            let mut options: Vec<Command> = (0..200)
                .filter_map(|_| self.random.next_command(&self.state))
                .collect();
            options.dedup();
            options
        }
        fn computer(&mut self) -> Command {
            let seat = self.acting().expect("a side to act");
            self.ais[seat]
                .next_command(&self.state)
                .expect("the computer has a command")
        }
        fn execute(&mut self, command: Command) -> Result<Vec<String>, String> {
            Soldiers::execute(&mut self.state, command, &mut self.dice)
                .map(|events| kinds(&events))
                .map_err(|error| error.to_string())
        }
        fn fork(&self) -> Self {
            SoldiersTable {
                state: self.state.clone(),
                dice: self.dice.clone(),
                ais: self.ais.clone(),
                random: RandomPlayer::seeded(0),
            }
        }
    }
}

#[test]
fn walkthrough_soldiers_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    use crate::rules::soldiers::ai::{Ai, Mind};
    use crate::rules::soldiers::state::Side;
    let (walkthrough, scenario) = shipped(Ruleset::Soldiers);
    let Scenario::Soldiers(soldiers) = scenario else {
        panic!("a Soldiers scenario");
    };
    let state = crate::scenario::soldiers::build_state(
        &soldiers,
        crate::rules::soldiers::tables::Tables::shipped(),
    )
    .unwrap();
    let table = soldiers_table::SoldiersTable {
        state,
        dice: Dice::seeded(walkthrough.seed),
        ais: [
            Ai::new(Side(0), Mind::General),
            Ai::new(Side(1), Mind::General),
        ],
        random: crate::rules::soldiers::random_play::RandomPlayer::seeded(walkthrough.seed),
    };
    let solved = solve(&walkthrough, table, 20_000).unwrap();
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}

// The Untitled Movement Game ------------------------------------------------------------------

mod movement_table {
    use super::*;
    use crate::rules::movement_game::ai::Ai;
    use crate::rules::movement_game::command::Command;
    use crate::rules::movement_game::engine::MovementGame;
    use crate::rules::movement_game::property_tests::legal;
    use crate::rules::movement_game::state::{Phase, State};

    pub struct MovementTable {
        pub state: State,
        pub dice: Dice,
        pub ai: Ai,
    }

    impl Table for MovementTable {
        type Command = Command;
        fn acting(&self) -> Option<usize> {
            if matches!(self.state.phase, Phase::Over { .. }) {
                return None;
            }
            self.state.acting()
        }
        fn options(&mut self) -> Vec<Command> {
            legal(&self.state)
        }
        fn computer(&mut self) -> Command {
            self.ai.next_command(&self.state)
        }
        fn execute(&mut self, command: Command) -> Result<Vec<String>, String> {
            MovementGame::execute(&mut self.state, command, &mut self.dice)
                .map(|events| kinds(&events))
                .map_err(|error| error.to_string())
        }
        fn fork(&self) -> Self {
            MovementTable {
                state: self.state.clone(),
                dice: self.dice.clone(),
                ai: self.ai.clone(),
            }
        }
    }
}

#[test]
fn walkthrough_movement_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    let (walkthrough, scenario) = shipped(Ruleset::MovementGame);
    let Scenario::MovementGame(game) = scenario else {
        panic!("a movement-game scenario");
    };
    let mut dice = Dice::seeded(walkthrough.seed);
    let state = game.new_game(&mut dice).unwrap();
    let table = movement_table::MovementTable {
        state,
        dice,
        ai: Default::default(),
    };
    let solved = solve(&walkthrough, table, 20_000).unwrap();
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}

// The file and the progress rules ----------------------------------------------------------

fn write(dir: &Path, name: &str, text: &str) -> std::path::PathBuf {
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
    path
}

fn temp_root(name: &str) -> std::path::PathBuf {
    let root =
        std::env::temp_dir().join(format!("muster-walkthrough-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let skirmish = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../scenarios/walkthroughs/lessons/skirmish.ron"),
    )
    .unwrap();
    write(&root, "walkthroughs/lessons/skirmish.ron", &skirmish);
    root
}

const GOOD: &str = r#"(
    title: "T", ruleset: SkirmishWars, scenario: "walkthroughs/lessons/skirmish.ron", seed: 1,
    introduction: "I", finale: "F",
    steps: [(title: "Move", instruction: "Move", why: "3.3b", done_when: ["Moved"])],
)"#;

#[test]
fn walkthrough_file_a_typo_is_refused_naming_the_file_line_and_field() {
    let root = temp_root("typo");
    let path = write(
        &root,
        "walkthroughs/skirmish.ron",
        &GOOD.replace("done_when", "done_wen"),
    );
    let error = load(&path).unwrap_err();
    assert!(
        matches!(error, ScenarioError::Syntax { line: 4, .. }),
        "{error}"
    );
    assert!(error.to_string().contains("done_wen"), "{error}");
    assert!(load(&write(&root, "walkthroughs/skirmish.ron", GOOD)).is_ok());
}

#[test]
fn walkthrough_file_a_missing_scenario_or_the_wrong_ruleset_is_named() {
    let root = temp_root("scenario");
    let missing = write(
        &root,
        "walkthroughs/skirmish.ron",
        &GOOD.replace("lessons/skirmish.ron", "lessons/nowhere.ron"),
    );
    let error = load(&missing).unwrap_err().to_string();
    assert!(
        error.contains("scenario: ") && error.contains("nowhere.ron"),
        "{error}"
    );
    let wrong = write(
        &root,
        "walkthroughs/skirmish.ron",
        &GOOD.replace("SkirmishWars", "Soldiers"),
    );
    let error = load(&wrong).unwrap_err().to_string();
    assert!(
        error.contains("this walkthrough teaches Soldiers"),
        "{error}"
    );
}

#[test]
fn walkthrough_file_steps_need_event_names_and_the_learner_a_real_seat() {
    let root = temp_root("steps");
    let text = GOOD
        .replace("[\"Moved\"]", "[\"Moved!\"]")
        .replace("seed: 1,", "seed: 1, learner: 2,");
    let error = load(&write(&root, "walkthroughs/skirmish.ron", &text))
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("steps[0].done_when: \"Moved!\" is not an event name"),
        "{error}"
    );
    assert!(error.contains("learner: seat 2 does not exist"), "{error}");
}

fn two_steps() -> Walkthrough {
    let mut walkthrough: Walkthrough = ron::from_str(GOOD).unwrap();
    let mut watch = walkthrough.steps[0].clone();
    watch.title = "Watch".into();
    watch.done_when = vec!["IncomeCollected".into()];
    watch.anyone = true;
    walkthrough.steps.push(watch);
    walkthrough
}

#[test]
fn walkthrough_progress_a_step_is_done_by_the_learners_own_command() {
    let walkthrough = two_steps();
    let mut progress = Progress::default();
    let moved = vec!["Moved".to_string()];
    assert_eq!(
        progress.observe(&walkthrough, false, &moved),
        None,
        "the computer's move"
    );
    assert_eq!(
        progress.observe(&walkthrough, true, &["Fired".into()]),
        None
    );
    assert_eq!(progress.observe(&walkthrough, true, &moved), Some(0));
    assert_eq!(
        progress.feedback,
        Some(Feedback::Done {
            step: "Move".into(),
            why: "3.3b".into()
        })
    );
    assert_eq!(
        progress.observe(&walkthrough, false, &["IncomeCollected".into()]),
        Some(1),
        "an anyone step is done by any seat's command"
    );
    assert!(progress.finished(&walkthrough));
}

#[test]
fn walkthrough_progress_one_command_does_one_step_so_each_rule_is_read() {
    let mut walkthrough = two_steps();
    walkthrough.steps[1].done_when = vec!["Moved".into()];
    let mut progress = Progress::default();
    progress.observe(&walkthrough, true, &["Moved".into(), "Moved".into()]);
    assert_eq!(progress.step, 1);
}

#[test]
fn walkthrough_progress_a_refusal_keeps_the_step_and_shows_the_engines_reason() {
    let walkthrough = two_steps();
    let mut progress = Progress::default();
    progress.refused("that square is out of reach");
    assert_eq!(progress.step, 0);
    assert_eq!(
        progress.feedback,
        Some(Feedback::Refused("that square is out of reach".into()))
    );
    progress.skip(&walkthrough);
    assert_eq!((progress.step, progress.skipped), (1, 1));
}

#[test]
fn walkthrough_event_kind_is_the_events_name() {
    use crate::rules::skirmish::event::Event;
    assert_eq!(event_kind(&Event::PurchaseBegan), "PurchaseBegan");
    assert_eq!(
        event_kind(&crate::rules::free_move::Event::BellRang),
        "BellRang"
    );
}

// Free Move – Timed Move -------------------------------------------------------------------

#[test]
fn walkthrough_free_move_every_step_is_done_with_the_real_engine_then_a_real_game_ends() {
    let (walkthrough, scenario) = shipped(Ruleset::FreeMove);
    let Scenario::FreeMove(battle) = scenario else {
        panic!("a Free Move scenario");
    };
    let solved = super::free_move_solver::solve(
        &walkthrough,
        crate::rules::free_move::State::from_scenario(&battle),
    );
    eprintln!("{solved:?}");
    assert_solved(&solved, &walkthrough);
}
