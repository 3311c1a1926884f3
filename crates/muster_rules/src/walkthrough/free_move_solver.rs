//! The Free Move learner for the tests: plays the walkthrough as `ai::battle::fight` plays a
//! battle (a simulated countdown, both hands at once), the learner a veteran and the
//! computer a recruit. Each command's events are followed as the app follows them, by the
//! side that gave it. Before each look of the hands the learner tries what a person might
//! do and the computer's hand would not (turn a deployed stand, change formation), and
//! does it when it completes the step under way.

use super::file::Walkthrough;
use super::progress::Progress;
use super::solver::{Solved, kinds};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::ai::battle::TICK_SECONDS;
use crate::rules::free_move::ai::{Hand, Level, RealTimeAi};
use crate::rules::free_move::flow::next_allowance;
use crate::rules::free_move::{Command, Formation, FreeMove, Phase, Side, State};

struct Learner<'a> {
    walkthrough: &'a Walkthrough,
    learner: Side,
    state: State,
    dice: Dice,
    progress: Progress,
    solved: Solved,
}

impl Learner<'_> {
    fn play(&mut self, command: Command) {
        let by_learner = command.side() == Some(self.learner);
        let events = FreeMove::execute(&mut self.state, command.clone(), &mut self.dice)
            .unwrap_or_else(|error| panic!("{command:?} refused: {error}"));
        self.solved.commands += 1;
        let before = self.progress.step;
        self.progress
            .observe(self.walkthrough, by_learner, &kinds(&events));
        for _ in before..self.progress.step {
            self.solved.commands_at_step.push(self.solved.commands);
        }
    }

    /// Turn each stand 45° where it stands (deployment), or change its formation.
    fn options(&self) -> Vec<Command> {
        self.state
            .army(self.learner)
            .flat_map(|unit| {
                let mut turned = unit.pose;
                turned.facing = (turned.facing + 45.0).rem_euclid(360.0);
                let formation = match unit.formation {
                    Formation::Line => Formation::Column,
                    Formation::Column => Formation::Line,
                };
                [
                    Command::Deploy {
                        unit: unit.id,
                        to: turned,
                    },
                    Command::SetFormation {
                        unit: unit.id,
                        formation,
                    },
                ]
            })
            .collect()
    }

    fn try_options(&mut self) {
        let Some(step) = self.walkthrough.steps.get(self.progress.step) else {
            return;
        };
        let chosen = self.options().into_iter().find(|option| {
            let mut trial = self.state.clone();
            FreeMove::execute(&mut trial, option.clone(), &mut self.dice.clone()).is_ok_and(
                |events| {
                    kinds(&events)
                        .iter()
                        .any(|kind| step.done_when.contains(kind))
                },
            )
        });
        if let Some(option) = chosen {
            self.play(option);
        }
    }
}

/// Play `walkthrough` from `state` to the battle's end (or 20,000 commands).
pub fn solve(walkthrough: &Walkthrough, state: State) -> Solved {
    let hand = Hand::with_stick_pause(1.0);
    let mut hands = [
        RealTimeAi::new(Side::First, Level::Veteran, hand, walkthrough.seed),
        RealTimeAi::new(Side::Second, Level::Recruit, hand, walkthrough.seed + 1),
    ];
    let mut learner = Learner {
        walkthrough,
        learner: Side::BOTH[walkthrough.learner],
        state,
        dice: Dice::seeded(walkthrough.seed),
        progress: Progress::default(),
        solved: Solved::default(),
    };
    while learner.state.phase != Phase::GameOver && learner.solved.commands < 20_000 {
        learner.try_options();
        if learner.state.phase == Phase::TimedMove {
            let allowed = next_allowance(&learner.state).seconds;
            let mut clock = 0.0;
            while clock < allowed && learner.state.phase == Phase::TimedMove {
                learner.try_options();
                for hand in hands.iter_mut() {
                    if let Some(command) = hand.act(&learner.state, clock) {
                        learner.play(command);
                    }
                }
                clock += TICK_SECONDS;
            }
            if learner.state.phase == Phase::TimedMove {
                learner.play(Command::Bell);
            }
        } else {
            for hand in hands.iter_mut() {
                for command in hand.phase_commands(&learner.state) {
                    learner.play(command);
                }
            }
        }
    }
    learner.solved.finale_ended = learner.state.phase == Phase::GameOver;
    learner.solved
}
