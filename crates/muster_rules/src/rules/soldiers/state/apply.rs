//! The only code that changes a Soldiers state: one event at a time.

use super::super::crt::CombatResult;
use super::super::event::Event;
use super::super::units::UnitKind;
use super::{EliminatedMarker, Location, Phase, PhaseRecord, State, StateData};

/// Apply one event.
pub fn apply(state: &mut State, event: &Event) {
    let state = &mut state.data;
    match event {
        Event::Deployed {
            unit,
            hex,
            improved,
            dismounted,
        } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.location = Location::OnMap(*hex);
                unit.improved = *improved;
                if *dismounted {
                    unit.kind = UnitKind::CavalryDismounted;
                    unit.horses = Some(*hex);
                    unit.may_remount = true;
                }
            }
        }
        Event::TrenchPlaced { hex } => {
            state.trenches.push(*hex);
            if let Some(placing) = state.special.trenches_to_place.as_mut() {
                placing.count = placing.count.saturating_sub(1);
            }
        }
        Event::Rolled { .. } | Event::StoppedByInterdiction { .. } => {}
        Event::Fired(report) => {
            // Each unit fires once a phase (fire case O); a hex is attacked once (case N).
            for firer in &report.firers {
                if !state.record.fired.contains(firer) {
                    state.record.fired.push(*firer);
                }
            }
            state.record.attacked.push((report.target, report.aim));
        }
        // A Czech unit that refused has used its fire for the phase (Eastern Front D).
        Event::RefusedToFire { unit } => {
            if !state.record.fired.contains(unit) {
                state.record.fired.push(*unit);
            }
        }
        Event::EnteredImprovedPosition { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.improved = true;
            }
        }
        Event::MayLeaveImprovedPosition { unit } => state.record.may_leave.push(*unit),
        Event::TriedToDigIn { unit } => state.record.digging_in.push(*unit),
        Event::ImprovedPositionsDeclared => state.record.improved_positions_declared = true,
        Event::Moved {
            unit,
            path,
            spent,
            face_down,
        } => {
            *state.record.spent.entry(*unit).or_default() += spent;
            if *face_down && !state.record.face_down.contains(unit) {
                state.record.face_down.push(*unit);
            }
            // Once a unit has moved, the start of the phase is past.
            state.record.improved_positions_declared = true;
            if let (Some(last), Some(moving)) = (path.last(), state.unit_mut(*unit)) {
                moving.location = Location::OnMap(*last);
            }
        }
        Event::FinishedMoving { unit } => {
            if !state.record.moved.contains(unit) {
                state.record.moved.push(*unit);
            }
        }
        Event::LeftImprovedPosition { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.improved = false;
            }
        }
        Event::Exited { unit, hex } => {
            let turn = state.turn;
            let returning = state
                .special
                .exit_and_return
                .as_ref()
                .and_then(|rule| rule.comes_back(state, *unit, *hex));
            let comes_back = returning.is_some();
            if let Some(found) = state.unit_mut(*unit) {
                found.improved = false;
                found.location = match returning {
                    Some(location) => location,
                    None => Location::Exited { turn, hex: *hex },
                };
            }
            if comes_back && !state.special.returned.contains(unit) {
                state.special.returned.push(*unit);
            }
        }
        Event::Replaced { removed, added } => {
            let spent = removed
                .iter()
                .filter_map(|id| state.record.spent.get(id).copied())
                .max()
                .unwrap_or(0);
            for id in removed {
                if let Some(unit) = state.unit_mut(*id) {
                    unit.location = Location::Replaced;
                }
            }
            for unit in added {
                if spent > 0 {
                    state.record.spent.insert(unit.id, spent);
                }
                state.units.push(unit.clone());
            }
        }
        Event::Dismounted { unit, horses } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.kind = UnitKind::CavalryDismounted;
                unit.horses = Some(*horses);
                unit.may_remount = true;
            }
            // Dismounting spends the whole allowance: as infantry now, it may not fire
            // after its own movement (Movement case I).
            state.record.moved.push(*unit);
            state.record.face_down.push(*unit);
        }
        Event::Remounted { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.kind = UnitKind::CavalryMounted;
                unit.horses = None;
            }
            state.record.moved.push(*unit);
        }
        Event::HorsesLost { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.horses = None;
            }
        }
        Event::Interdicted(interdiction) => {
            for firer in &interdiction.firers {
                state.record.fired.push(*firer);
            }
            state.interdictions.push(interdiction.clone());
        }
        Event::InterdictionResolved { index, result } => {
            if let Some(interdiction) = state.interdictions.get_mut(*index) {
                interdiction.result = Some(*result);
            }
        }
        Event::Observed { hex, side } => {
            if !state.observed.contains(&(*hex, *side)) {
                state.observed.push((*hex, *side));
            }
        }
        Event::ResultPending(pending) => state.record.pending.push(pending.clone()),
        Event::ResultsTaken => state.record.pending.clear(),
        Event::Disrupted { unit, until } => {
            if let Some(unit) = state.unit_mut(*unit) {
                // Disruptions run concurrently: the later rally stands (CRT, "D").
                unit.disrupted_until =
                    Some(unit.disrupted_until.map_or(*until, |old| old.max(*until)));
            }
        }
        Event::Eliminated { unit, .. } => {
            let turn = state.turn;
            if let Some(unit) = state.unit_mut(*unit) {
                unit.location = Location::Eliminated { turn };
                unit.improved = false;
                unit.disrupted_until = None;
                unit.horses = None;
            }
        }
        Event::ForcedToDismount { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.kind = UnitKind::CavalryDismounted;
                unit.horses = None;
            }
        }
        Event::EliminatedMarkerPlaced { hex, until } => {
            state.eliminated_markers.push(EliminatedMarker {
                hex: *hex,
                until: *until,
            });
        }
        Event::BridgeDestroyed { hex } => state.destroyed_bridges.push(*hex),
        Event::Rallied { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.disrupted_until = None;
            }
        }
        Event::EliminatedMarkerRemoved { hex } => {
            state.eliminated_markers.retain(|marker| marker.hex != *hex);
        }
        Event::InterdictionsLifted { side } => {
            state
                .interdictions
                .retain(|interdiction| interdiction.side != *side);
        }
        Event::PhaseBegan { phase, turn } | Event::StepSkipped { phase, turn } => {
            begin(state, *phase, *turn);
        }
        Event::GameOver { .. } => state.phase = Phase::Over,
    }
    if let Event::ResultPending(pending) = event
        && pending.result != CombatResult::N
        && !state.record.hit.contains(&pending.unit)
    {
        state.record.hit.push(pending.unit);
    }
}

/// A phase or fire step begins (or is skipped: it leaves the state the same).
fn begin(state: &mut StateData, phase: Phase, turn: u32) {
    let keep_face_down = matches!(phase, Phase::Fire { .. });
    let previous = std::mem::take(&mut state.record);
    if let Phase::Fire { step, .. } = phase
        && !matches!(step, super::FireStep::MoverFires)
    {
        // A later step of the same fire phase keeps the phase's record.
        state.record = previous;
    } else if keep_face_down {
        state.record = PhaseRecord {
            face_down: previous.face_down,
            spent: previous.spent,
            ..PhaseRecord::default()
        };
    }
    if let Phase::Deployment { deploying } = phase {
        state.deployment_queue.retain(|side| *side != deploying);
    }
    state.phase = phase;
    state.turn = turn;
}
