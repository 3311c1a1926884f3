//! The one function that changes a Free Move state: applying an event.

use super::super::event::{Event, RetireReason};
use super::super::roster::{Formation, MeleeId, Morale, Points, SquareId, UnitId};
use super::{Charge, Melee, MeleeKind, Phase, Square, State, StateData};

/// Apply one event to the state. Every change to a game goes through here.
pub fn apply(state: &mut State, event: &Event) {
    let state = &mut state.data;
    match event {
        Event::Deployed { unit, to } | Event::Stepped { unit, to, .. } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.pose = *to;
                unit.steps_this_move += 1;
            }
        }
        Event::SideDone { side, .. } => state.done[side.index()] = true,
        Event::PhaseBegan { phase } => {
            state.phase = *phase;
            state.done = [false, false];
            if *phase == Phase::MissileFire {
                state.volleys.clear();
            }
        }
        Event::TimedMoveBegan { number, .. } => {
            state.phase = Phase::TimedMove;
            state.move_number = *number;
            state.done = [false, false];
            state.volleys.clear();
            state.bonus_moves.clear();
            for unit in &mut state.units {
                unit.steps_this_move = 0;
                // A Fire and Charge that reached its enemy stays called until fought
                // (Time! may put the fight off by a move).
                if unit.melee.is_none() {
                    unit.fire_and_charge = false;
                }
            }
            let points = [0, 1].map(|side| state.totals(super::Side::from_index(side)).points);
            state.points_history.push(points);
        }
        // Announced only: the melee events after it say what the contact does.
        Event::Contact { .. } => {}
        Event::MeleeFormed { melee } => {
            state.next_melee_id = state.next_melee_id.max(melee.next());
            state.melees.push(Melee {
                id: *melee,
                kind: MeleeKind::TwoMove,
                rounds_fought: 0,
                units: Vec::new(),
                charges: Vec::new(),
            });
        }
        Event::MeleesMerged { into, merged } => merge_melees(state, *into, *merged),
        Event::MeleeCharged { melee, charge } => charge_into(state, *melee, *charge),
        Event::FormationChanged { unit, formation } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.formation = *formation;
            }
        }
        Event::SquareFormed {
            square,
            side,
            units,
        } => {
            for id in units {
                if let Some(unit) = state.unit_mut(*id) {
                    unit.square = Some(*square);
                    unit.formation = Formation::Line;
                }
            }
            state.squares.push(Square {
                id: *square,
                side: *side,
                units: units.clone(),
                broken: false,
            });
            state.next_square_id = state.next_square_id.max(square.next());
        }
        Event::SquareBroken { square, .. } => break_square(state, *square),
        Event::SquareDissolved { square } => {
            state.squares.retain(|formed| formed.id != *square);
            for unit in &mut state.units {
                if unit.square == Some(*square) {
                    unit.square = None;
                }
            }
        }
        Event::FireAndChargeCalled { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.fire_and_charge = true;
            }
        }
        Event::TimeCalled { .. } => state.combat_suspended = true,
        Event::BellRang => {
            state.combat_suspended = false;
            for unit in &mut state.units {
                unit.steps_this_move = 0;
            }
        }
        Event::VolleyDeclared(volley) => state.volleys.push(*volley),
        Event::Casualties { unit, points, .. } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.points = unit.points.saturating_sub(*points);
            }
        }
        Event::Removed { unit } => {
            leave_melee(state, *unit);
            if let Some(unit) = state.unit_mut(*unit) {
                unit.points = Points::ZERO;
                unit.melee = None;
            }
            state.bonus_moves.retain(|id| id != unit);
        }
        Event::MeleeKindDecided { melee, kind } => {
            if let Some(formed) = state.melees.iter_mut().find(|m| m.id == *melee) {
                formed.kind = *kind;
            }
        }
        Event::MeleeJoined { melee, unit } => {
            if let Some(formed) = state.melees.iter_mut().find(|m| m.id == *melee)
                && !formed.units.contains(unit)
            {
                formed.units.push(*unit);
            }
            if let Some(unit) = state.unit_mut(*unit) {
                unit.melee = Some(*melee);
            }
        }
        Event::MeleeRound(report) => {
            if let Some(melee) = state.melees.iter_mut().find(|m| m.id == report.melee) {
                melee.rounds_fought = report.round;
            }
        }
        Event::MeleeLeft { unit, .. } => leave_melee(state, *unit),
        Event::MeleeEnded { melee, .. } => {
            if let Some(index) = state.melees.iter().position(|formed| formed.id == *melee) {
                let ended = state.melees.remove(index);
                for id in ended.units {
                    if let Some(unit) = state.unit_mut(id)
                        && unit.melee == Some(*melee)
                    {
                        unit.melee = None;
                    }
                }
            }
        }
        Event::Retired {
            unit, to, reason, ..
        } => {
            leave_melee(state, *unit);
            if let Some(unit) = state.unit_mut(*unit) {
                unit.pose = *to;
                unit.melee = None;
                unit.morale = match reason {
                    RetireReason::Defeated | RetireReason::PulledOut => {
                        Morale::Retiring { moves_to_stand: 1 }
                    }
                    RetireReason::StillShaken => Morale::Retiring { moves_to_stand: 0 },
                };
            }
        }
        Event::MoraleChanged { unit, morale } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.morale = *morale;
            }
        }
        Event::BonusMoveGranted { unit } => {
            if !state.bonus_moves.contains(unit) {
                state.bonus_moves.push(*unit);
            }
        }
        Event::BonusMoveUsed { unit } => state.bonus_moves.retain(|id| id != unit),
        Event::Victory(result) => {
            state.result = Some(result.clone());
            state.phase = Phase::GameOver;
        }
        Event::VolleyResolved { .. } | Event::Rolled(_) | Event::PulledOut { .. } => {}
    }
}

fn break_square(state: &mut StateData, square: SquareId) {
    if let Some(formed) = state.squares.iter_mut().find(|formed| formed.id == square) {
        formed.broken = true;
    }
}

/// Take a unit out of its melee; a melee left with one side only is over.
fn leave_melee(state: &mut StateData, id: UnitId) {
    let Some(melee_id) = state.unit(id).and_then(|unit| unit.melee) else {
        return;
    };
    if let Some(unit) = state.unit_mut(id) {
        unit.melee = None;
    }
    if let Some(melee) = state.melees.iter_mut().find(|m| m.id == melee_id) {
        melee.units.retain(|member| *member != id);
    }
}

/// Move `merged`'s stands and charges into `into`.
fn merge_melees(state: &mut StateData, into: MeleeId, merged: MeleeId) {
    let Some(index) = state.melees.iter().position(|m| m.id == merged) else {
        return;
    };
    let merged = state.melees.remove(index);
    for id in &merged.units {
        if let Some(unit) = state.unit_mut(*id) {
            unit.melee = Some(into);
        }
    }
    if let Some(target) = state.melees.iter_mut().find(|m| m.id == into) {
        target.units.extend(merged.units);
        target.charges.extend(merged.charges);
    }
}

/// Freeze a charge's two stands in `melee` and keep the charge.
fn charge_into(state: &mut StateData, melee_id: MeleeId, charge: Charge) {
    let stands = [charge.attacker, charge.target];
    if let Some(melee) = state.melees.iter_mut().find(|m| m.id == melee_id) {
        for id in stands {
            if !melee.units.contains(&id) {
                melee.units.push(id);
            }
        }
        melee.charges.push(charge);
    }
    for id in stands {
        if let Some(unit) = state.unit_mut(id) {
            unit.melee = Some(melee_id);
        }
    }
}
