//! Companion mode's pure core: armies (roster files in RON or CSV) and the combat
//! calculators, which set the situation a player describes on a small virtual table and
//! let the Free Move engine judge it, so the calculators apply exactly the engine's rules.

pub mod army;
pub mod melee_calculator;
#[cfg(test)]
mod melee_calculator_checks;
pub mod missile_calculator;
#[cfg(test)]
mod missile_calculator_checks;
pub mod session;

use crate::rules::free_move::event::RollReport;

/// A die roll as a calculator shows it: why it was rolled and what it meant.
pub fn roll_line(report: &RollReport) -> String {
    format!("{}: {}", report.why, report.outcome)
}
