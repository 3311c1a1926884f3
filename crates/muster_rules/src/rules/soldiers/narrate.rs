//! The log's words for each Soldiers event: what happened, to whom, where and why.

use super::crt::CombatResult;
use super::event::{Event, RollReason};
use super::map::label;
use super::moving::half_points;
use super::state::{FireStep, Phase, State, UnitId};

fn name(state: &State, unit: UnitId) -> String {
    state
        .unit(unit)
        .map_or_else(|| format!("unit {}", unit.0), |unit| unit.name.clone())
}

fn result_words(result: CombatResult) -> &'static str {
    match result {
        CombatResult::N => "no effect",
        CombatResult::D => "disrupted",
        CombatResult::E => "eliminated",
    }
}

/// The phase as the turn record names it.
pub fn phase_words(state: &State, phase: Phase) -> String {
    let player = |side: super::state::Side| state.players[side.index()].clone();
    match phase {
        Phase::Deployment { deploying } => format!("{} deploys", player(deploying)),
        Phase::Movement { mover } => format!("{} movement phase", player(mover)),
        Phase::Fire { mover, step } => match step {
            FireStep::MoverFires => format!("mutual fire: {} fires", player(mover)),
            FireStep::OtherFires => format!("mutual fire: {} fires", player(mover.other())),
            FireStep::MoverCharges => format!("cavalry charges: {}", player(mover)),
            FireStep::OtherCharges => format!("cavalry charges: {}", player(mover.other())),
        },
        Phase::Over => "the game is over".into(),
    }
}

/// Why a fire or charge step was skipped: its side could do nothing in it.
fn why_skipped(state: &State, phase: Phase) -> String {
    let Phase::Fire { mover, step } = phase else {
        return "nothing to do".into();
    };
    let side = match step {
        FireStep::MoverFires | FireStep::MoverCharges => mover,
        FireStep::OtherFires | FireStep::OtherCharges => mover.other(),
    };
    let player = &state.players[side.index()];
    match step {
        FireStep::MoverFires => {
            format!("no {player} unit can fire on any target or interdict")
        }
        FireStep::OtherFires => format!("no {player} unit can fire on any target"),
        FireStep::MoverCharges | FireStep::OtherCharges => {
            format!("no {player} mounted cavalry can charge")
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
            let who = unit.map_or_else(String::new, |unit| format!("{}: ", name(state, unit)));
            let why = match reason {
                RollReason::EnterImprovedPosition => "digging in",
                RollReason::LeaveImprovedPosition => "leaving its improved position",
                RollReason::Wasps => "wasps",
                RollReason::CzechOrders => "Czech orders",
                RollReason::Fire { .. } => "fire",
            };
            let outcome = if *success { "yes" } else { "no" };
            format!("{who}rolls {value} for {why}: {outcome}")
        }
        Event::TrenchPlaced { hex } => format!("A trench marker is placed at {}.", label(*hex)),
        Event::EnteredImprovedPosition { unit } => {
            format!("{} digs in (improved position).", name(state, *unit))
        }
        Event::Moved {
            unit,
            path,
            spent,
            face_down,
        } => {
            let to = path
                .last()
                .map_or_else(String::new, |hex| format!(" to {}", label(*hex)));
            let fire = if *face_down {
                ", and may not fire this phase"
            } else {
                ""
            };
            format!(
                "{} moves{to} ({} movement points){fire}.",
                name(state, *unit),
                half_points(*spent)
            )
        }
        Event::LeftImprovedPosition { unit } => {
            format!("{} leaves its improved position.", name(state, *unit))
        }
        Event::Exited { unit, hex } => {
            format!(
                "{} leaves the map from {}.",
                name(state, *unit),
                label(*hex)
            )
        }
        Event::Replaced { removed, added } => format!(
            "{} unit(s) become {}: {}.",
            removed.len(),
            added.len(),
            added
                .iter()
                .map(|unit| unit.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::Dismounted { unit, .. } => format!("{} dismounts.", name(state, *unit)),
        Event::Remounted { unit } => format!("{} remounts.", name(state, *unit)),
        Event::HorsesLost { unit } => format!("{} has lost its horses.", name(state, *unit)),
        Event::Interdicted(interdiction) => format!(
            "{} interdicts {} with {} unit(s).",
            state.players[interdiction.side.index()],
            interdiction
                .hexes
                .iter()
                .map(|hex| label(*hex))
                .collect::<Vec<_>>()
                .join(", "),
            interdiction.firers.len()
        ),
        Event::StoppedByInterdiction { unit, hex } => {
            format!(
                "{} is stopped by interdiction at {}.",
                name(state, *unit),
                label(*hex)
            )
        }
        Event::Fired(report) => format!(
            "{} fires on {}: {} against {}{}, die {}{}: {}.",
            state.players[report.side.index()],
            label(report.target),
            report.attack,
            report.defense,
            report.column.as_ref().map_or_else(
                || " (below 1-2)".to_string(),
                |column| format!(" ({column})")
            ),
            report.die,
            if report.modified_die != report.die {
                format!(" (counts {})", report.modified_die)
            } else {
                String::new()
            },
            result_words(report.result)
        ),
        Event::Observed { hex, .. } => {
            format!("Units at {} have fired: the hex is observed.", label(*hex))
        }
        Event::RefusedToFire { unit } => format!("{} refuses to fire.", name(state, *unit)),
        Event::ResultPending(_) => return None,
        Event::Disrupted { unit, .. } => format!("{} is disrupted.", name(state, *unit)),
        Event::Eliminated { unit, hex } => {
            format!("{} is eliminated at {}.", name(state, *unit), label(*hex))
        }
        Event::ForcedToDismount { unit } => {
            format!("{} is driven from its horses.", name(state, *unit))
        }
        Event::EliminatedMarkerPlaced { .. } | Event::EliminatedMarkerRemoved { .. } => {
            return None;
        }
        Event::BridgeDestroyed { hex } => format!("The bridge at {} is destroyed.", label(*hex)),
        Event::Rallied { unit } => format!("{} rallies.", name(state, *unit)),
        Event::InterdictionsLifted { side } => {
            format!("{}'s interdiction is lifted.", state.players[side.index()])
        }
        Event::PhaseBegan { phase, turn } => {
            format!("Turn {turn}: {}.", phase_words(state, *phase))
        }
        Event::StepSkipped { phase, turn } => {
            format!(
                "Turn {turn}: {} — skipped: {}.",
                phase_words(state, *phase),
                why_skipped(state, *phase)
            )
        }
        Event::GameOver { reason, .. } => format!("Game over. {reason}"),
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
