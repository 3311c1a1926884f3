//! The log's words for each Soldiers event: what happened, to whom, where and why, in the
//! player's language.

use super::crt::CombatResult;
use super::event::{Event, RollReason};
use super::map::label;
use super::moving::half_points;
use super::state::{FireStep, Phase, State, UnitId};
use muster_text::t;

fn name(state: &State, unit: UnitId) -> String {
    state.unit(unit).map_or_else(
        || t!("rules-soldiers-log-unit-number", id = unit.0),
        |unit| unit.name.clone(),
    )
}

fn result_words(result: CombatResult) -> String {
    match result {
        CombatResult::N => t!("rules-soldiers-log-result-no-effect"),
        CombatResult::D => t!("rules-soldiers-log-result-disrupted"),
        CombatResult::E => t!("rules-soldiers-log-result-eliminated"),
    }
}

/// The phase as the turn record names it.
pub fn phase_words(state: &State, phase: Phase) -> String {
    let player = |side: super::state::Side| state.players[side.index()].clone();
    match phase {
        Phase::Deployment { deploying } => {
            t!(
                "rules-soldiers-log-phase-deploys",
                player = player(deploying)
            )
        }
        Phase::Movement { mover } => {
            t!("rules-soldiers-log-phase-movement", player = player(mover))
        }
        Phase::Fire { mover, step } => match step {
            FireStep::MoverFires => t!("rules-soldiers-log-phase-fires", player = player(mover)),
            FireStep::OtherFires => {
                t!(
                    "rules-soldiers-log-phase-fires",
                    player = player(mover.other())
                )
            }
            FireStep::MoverCharges => {
                t!("rules-soldiers-log-phase-charges", player = player(mover))
            }
            FireStep::OtherCharges => {
                t!(
                    "rules-soldiers-log-phase-charges",
                    player = player(mover.other())
                )
            }
        },
        Phase::Over => t!("rules-soldiers-log-phase-over"),
    }
}

/// Why a fire or charge step was skipped: its side could do nothing in it.
fn why_skipped(state: &State, phase: Phase) -> String {
    let Phase::Fire { mover, step } = phase else {
        return t!("rules-soldiers-log-nothing-to-do");
    };
    let side = match step {
        FireStep::MoverFires | FireStep::MoverCharges => mover,
        FireStep::OtherFires | FireStep::OtherCharges => mover.other(),
    };
    let player = state.players[side.index()].as_str();
    match step {
        FireStep::MoverFires => t!(
            "rules-soldiers-log-none-can-fire-or-interdict",
            player = player
        ),
        FireStep::OtherFires => t!("rules-soldiers-log-none-can-fire", player = player),
        FireStep::MoverCharges | FireStep::OtherCharges => {
            t!("rules-soldiers-log-no-cavalry-can-charge", player = player)
        }
    }
}

/// The log line for an event, read against the state just before it is applied; `None` for
/// bookkeeping.
pub fn narrate(state: &State, event: &Event) -> Option<String> {
    Some(match event {
        Event::Deployed { .. }
        | Event::FinishedMoving { .. }
        | Event::ImprovedPositionsDeclared
        | Event::ResultsTaken
        | Event::InterdictionResolved { .. }
        | Event::MayLeaveImprovedPosition { .. }
        | Event::TriedToDigIn { .. } => return None,
        Event::Rolled {
            unit,
            reason,
            value,
            success,
        } => {
            let why = match reason {
                RollReason::EnterImprovedPosition => t!("rules-soldiers-log-roll-digging-in"),
                RollReason::LeaveImprovedPosition => t!("rules-soldiers-log-roll-leaving"),
                RollReason::Wasps => t!("rules-soldiers-log-roll-wasps"),
                RollReason::CzechOrders => t!("rules-soldiers-log-roll-czech-orders"),
                RollReason::Fire { .. } => t!("rules-soldiers-log-roll-fire"),
            };
            let outcome = if *success {
                t!("rules-soldiers-log-yes")
            } else {
                t!("rules-soldiers-log-no")
            };
            match unit {
                Some(unit) => t!(
                    "rules-soldiers-log-unit-rolls",
                    unit = name(state, *unit),
                    value = *value,
                    why = why,
                    outcome = outcome
                ),
                None => t!(
                    "rules-soldiers-log-rolls",
                    value = *value,
                    why = why,
                    outcome = outcome
                ),
            }
        }
        Event::TrenchPlaced { hex } => t!("rules-soldiers-log-trench-placed", hex = label(*hex)),
        Event::EnteredImprovedPosition { unit } => {
            t!("rules-soldiers-log-digs-in", unit = name(state, *unit))
        }
        Event::Moved {
            unit,
            path,
            spent,
            face_down,
        } => {
            let may_fire = if *face_down { "no" } else { "yes" };
            match path.last() {
                Some(hex) => t!(
                    "rules-soldiers-log-moves-to",
                    unit = name(state, *unit),
                    hex = label(*hex),
                    points = half_points(*spent),
                    may_fire = may_fire
                ),
                None => t!(
                    "rules-soldiers-log-moves",
                    unit = name(state, *unit),
                    points = half_points(*spent),
                    may_fire = may_fire
                ),
            }
        }
        Event::LeftImprovedPosition { unit } => {
            t!(
                "rules-soldiers-log-leaves-position",
                unit = name(state, *unit)
            )
        }
        Event::Exited { unit, hex } => t!(
            "rules-soldiers-log-exits",
            unit = name(state, *unit),
            hex = label(*hex)
        ),
        Event::Replaced { removed, added } => t!(
            "rules-soldiers-log-replaced",
            removed = removed.len(),
            added = added.len(),
            names = added
                .iter()
                .map(|unit| unit.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::Dismounted { unit, .. } => {
            t!("rules-soldiers-log-dismounts", unit = name(state, *unit))
        }
        Event::Remounted { unit } => t!("rules-soldiers-log-remounts", unit = name(state, *unit)),
        Event::HorsesLost { unit } => {
            t!("rules-soldiers-log-horses-lost", unit = name(state, *unit))
        }
        Event::Interdicted(interdiction) => t!(
            "rules-soldiers-log-interdicts",
            player = state.players[interdiction.side.index()].as_str(),
            hexes = interdiction
                .hexes
                .iter()
                .map(|hex| label(*hex))
                .collect::<Vec<_>>()
                .join(", "),
            firers = interdiction.firers.len()
        ),
        Event::StoppedByInterdiction { unit, hex } => t!(
            "rules-soldiers-log-stopped",
            unit = name(state, *unit),
            hex = label(*hex)
        ),
        Event::Fired(report) => {
            let column = report.column.as_ref().map_or_else(
                || t!("rules-soldiers-log-below-one-two"),
                ToString::to_string,
            );
            let die = if report.modified_die != report.die {
                t!(
                    "rules-soldiers-log-die-counts",
                    die = report.die,
                    counts = report.modified_die
                )
            } else {
                report.die.to_string()
            };
            t!(
                "rules-soldiers-log-fires",
                player = state.players[report.side.index()].as_str(),
                hex = label(report.target),
                attack = report.attack,
                defense = report.defense,
                column = column,
                die = die,
                result = result_words(report.result)
            )
        }
        Event::Observed { hex, .. } => t!("rules-soldiers-log-observed", hex = label(*hex)),
        Event::RefusedToFire { unit } => {
            t!(
                "rules-soldiers-log-refuses-to-fire",
                unit = name(state, *unit)
            )
        }
        Event::ResultPending(_) => return None,
        Event::Disrupted { unit, .. } => {
            t!("rules-soldiers-log-disrupted", unit = name(state, *unit))
        }
        Event::Eliminated { unit, hex } => t!(
            "rules-soldiers-log-eliminated",
            unit = name(state, *unit),
            hex = label(*hex)
        ),
        Event::ForcedToDismount { unit } => {
            t!(
                "rules-soldiers-log-driven-from-horses",
                unit = name(state, *unit)
            )
        }
        Event::EliminatedMarkerPlaced { .. } | Event::EliminatedMarkerRemoved { .. } => {
            return None;
        }
        Event::BridgeDestroyed { hex } => {
            t!("rules-soldiers-log-bridge-destroyed", hex = label(*hex))
        }
        Event::Rallied { unit } => t!("rules-soldiers-log-rallies", unit = name(state, *unit)),
        Event::InterdictionsLifted { side } => t!(
            "rules-soldiers-log-interdiction-lifted",
            player = state.players[side.index()].as_str()
        ),
        Event::PhaseBegan { phase, turn } => t!(
            "rules-soldiers-log-phase-began",
            turn = *turn,
            phase = phase_words(state, *phase)
        ),
        Event::StepSkipped { phase, turn } => t!(
            "rules-soldiers-log-step-skipped",
            turn = *turn,
            phase = phase_words(state, *phase),
            why = why_skipped(state, *phase)
        ),
        Event::GameOver { reason, .. } => {
            t!("rules-soldiers-log-game-over", reason = reason.as_str())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::test_support::{place, state};
    use crate::rules::soldiers::units::{Nation, UnitKind};

    #[test]
    fn narrate_names_the_unit_hex_and_movement_points() {
        let mut state = state();
        let unit = place(
            &mut state,
            0,
            Nation::French,
            UnitKind::InfantryCompany,
            (2, 7),
        );
        let line = narrate(
            &state,
            &Event::Moved {
                unit,
                path: vec![crate::rules::soldiers::map::hex_at((3, 7))],
                spent: 3,
                face_down: true,
            },
        );
        assert_eq!(
            line.as_deref(),
            Some(
                "French InfantryCompany 1 moves to 0307 (1½ movement points), and may not fire this phase."
            )
        );
    }
}
