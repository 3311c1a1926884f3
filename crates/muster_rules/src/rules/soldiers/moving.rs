//! The movement phase's commands: improved position rolls at its start, moving a unit
//! (with reinforcements entering, exits, interdiction, wasps and disrupted hexes), and
//! the fire-eligibility consequence of what it spent.

use hexx::Hex;
use muster_text::t;

use super::crt::CombatResult;
use super::error::RuleError;
use super::event::{Event, RollReason};
use super::fire;
use super::flow::{disrupt, eliminate};
use super::improved_positions::ToEnter;
use super::map::label;
use super::movement::{
    STACKING_LIMIT, affordable, may_fire_after_moving, overstacked_on_the_way, passing_disrupts,
    path_cost, stacking_after, why_unit_cannot_move,
};
use super::outcome::Outcome;
use super::state::{Location, Side, State, Unit, UnitId};
use crate::rules::dice::Dice;

fn own_unit(state: &State, side: Side, unit: UnitId) -> Result<&Unit, RuleError> {
    let found = state.unit(unit).ok_or(RuleError::NoSuchUnit(unit.0))?;
    if found.side != side {
        return Err(RuleError::NotYourUnit {
            unit: found.name.clone(),
        });
    }
    Ok(found)
}

/// What a unit needs to leave an improved position: the table's figure, or the reserve
/// rules' (case C).
fn leave_on_or_below(state: &State, unit: &Unit) -> u8 {
    use super::units::Nation::*;
    if let Some(highest) = state.special.leave_improved_on_or_below {
        return highest;
    }
    if unit.reserve {
        return match unit.nation {
            French => 4,
            British | German | Belgian | AustroHungarian => 3,
            Russian => 2,
        };
    }
    state.tables.improved_positions.leave_on_or_below
}

/// What a unit needs to dig in: the table's figure, or the reserve rules' (case B).
fn enter_needs(state: &State, unit: &Unit) -> ToEnter {
    if unit.reserve {
        return ToEnter::OnOrBelow(if unit.nation == super::units::Nation::British {
            2
        } else {
            1
        });
    }
    // Dismounted cavalry digs in exactly as infantry does (cavalry case E).
    let kind = if unit.kind == super::units::UnitKind::CavalryDismounted {
        super::units::UnitKind::InfantryCompany
    } else {
        unit.kind
    };
    state.tables.improved_positions.to_enter(unit.nation, kind)
}

/// Check the start-of-phase improved position declarations.
pub fn check_declare(
    state: &State,
    side: Side,
    enter: &[UnitId],
    leave: &[UnitId],
) -> Result<(), RuleError> {
    if state.record.improved_positions_declared {
        return Err(RuleError::TooLateForImprovedPositions);
    }
    for &id in enter {
        let unit = own_unit(state, side, id)?;
        let refuse = |why: &str| RuleError::NotAllowed {
            unit: unit.name.clone(),
            what: t!("rules-soldiers-dig"),
            why: why.into(),
        };
        if !unit.on_map() {
            return Err(refuse(&t!("rules-soldiers-not-map")));
        }
        if unit.improved {
            return Err(refuse(&t!("rules-soldiers-already-improved-position")));
        }
        if unit.is_mounted_cavalry() {
            return Err(refuse(&t!(
                "rules-soldiers-mounted-cavalry-never-dig-improved-positions"
            )));
        }
        let british_exception = matches!(enter_needs(state, unit), ToEnter::NoRoll);
        if unit.is_disrupted() && !british_exception {
            return Err(refuse(&t!(
                "rules-soldiers-disrupted-units-may-not-improved-positions"
            )));
        }
        if leave.contains(&id) {
            return Err(refuse(&t!("rules-soldiers-cannot-both-dig-leave")));
        }
    }
    for &id in leave {
        let unit = own_unit(state, side, id)?;
        if !unit.improved {
            return Err(RuleError::NotAllowed {
                unit: unit.name.clone(),
                what: t!("rules-soldiers-leave-improved-position"),
                why: t!("rules-soldiers-not-one"),
            });
        }
    }
    Ok(())
}

/// Roll for each declared unit (Improved Positions procedure).
pub fn execute_declare(out: &mut Outcome, dice: &mut Dice, enter: &[UnitId], leave: &[UnitId]) {
    for &id in enter {
        let Some(unit) = out.state().unit(id).cloned() else {
            continue;
        };
        out.emit(Event::TriedToDigIn { unit: id });
        let success = match enter_needs(out.state(), &unit) {
            ToEnter::NoRoll => true,
            ToEnter::OnOrBelow(highest) => {
                let value = dice.d6().value;
                let success = value <= highest;
                out.emit(Event::Rolled {
                    unit: Some(id),
                    reason: RollReason::EnterImprovedPosition,
                    value,
                    success,
                });
                success
            }
        };
        if success {
            out.emit(Event::EnteredImprovedPosition { unit: id });
        }
    }
    for &id in leave {
        let Some(unit) = out.state().unit(id).cloned() else {
            continue;
        };
        let value = dice.d6().value;
        let success = value <= leave_on_or_below(out.state(), &unit);
        out.emit(Event::Rolled {
            unit: Some(id),
            reason: RollReason::LeaveImprovedPosition,
            value,
            success,
        });
        if success {
            out.emit(Event::MayLeaveImprovedPosition { unit: id });
        }
    }
    out.emit(Event::ImprovedPositionsDeclared);
}

/// Check a move.
pub fn check_move(
    state: &State,
    side: Side,
    unit: UnitId,
    path: &[Hex],
    exit: bool,
) -> Result<(), RuleError> {
    let found = own_unit(state, side, unit)?;
    if let Some(why) = why_unit_cannot_move(state, found) {
        return Err(RuleError::CannotMove {
            unit: found.name.clone(),
            why,
        });
    }
    if path.is_empty() && !exit {
        return Err(RuleError::CannotMove {
            unit: found.name.clone(),
            why: t!("rules-soldiers-path-empty"),
        });
    }
    if path.is_empty() && matches!(found.location, Location::Waiting { .. }) {
        return Err(RuleError::CannotMove {
            unit: found.name.clone(),
            why: t!("rules-soldiers-must-enter-map-before-can-leave"),
        });
    }
    let cost = path_cost(state, found, path, exit).map_err(|why| RuleError::CannotMove {
        unit: found.name.clone(),
        why,
    })?;
    if let Some((hex, points)) = overstacked_on_the_way(state, found, path, exit) {
        return Err(RuleError::OverstackedOnTheWay {
            unit: found.name.clone(),
            hex: label(hex),
            points,
        });
    }
    let steps = path.len() + usize::from(exit);
    if !affordable(state, found, steps, cost) {
        return Err(RuleError::TooFar {
            unit: found.name.clone(),
            needed: half_points(cost),
            has: half_points(2 * super::movement::allowance(state, found)),
        });
    }
    if !exit && let Some(&last) = path.last() {
        let points = stacking_after(state, found, last);
        if points > STACKING_LIMIT {
            return Err(RuleError::Overstacked {
                hex: label(last),
                points,
            });
        }
    }
    Ok(())
}

/// Movement points as a player reads them: "3", "2½".
pub fn half_points(half: u32) -> String {
    if half.is_multiple_of(2) {
        format!("{}", half / 2)
    } else if half == 1 {
        "½".into()
    } else {
        format!("{}½", half / 2)
    }
}

/// Whether the unit stands where the wasps are (scenario 9).
fn among_wasps(state: &State, unit: &Unit) -> bool {
    unit.hex()
        .is_some_and(|hex| state.special.wasp_hexes.contains(&hex))
        && !state.record.wasps_rolled.contains(&unit.id)
}

/// Move a checked unit: roll for wasps first, walk the path hex by hex, stopping where
/// interdiction fire hits it or a disrupted friend is entered.
pub fn execute_move(out: &mut Outcome, dice: &mut Dice, unit: UnitId, path: &[Hex], exit: bool) {
    let Some(start) = out.state().unit(unit).cloned() else {
        return;
    };
    if among_wasps(out.state(), &start) {
        let value = dice.d6().value;
        let stung = value == 1;
        out.emit(Event::Rolled {
            unit: Some(unit),
            reason: RollReason::Wasps,
            value,
            success: !stung,
        });
        if stung {
            disrupt(out, unit);
            out.emit(Event::FinishedMoving { unit });
            return;
        }
    }
    if start.improved && !path.is_empty() {
        out.emit(Event::LeftImprovedPosition { unit });
    }
    let mut walked: Vec<Hex> = Vec::new();
    let mut from = start.hex();
    let mut spent = 0;
    let mut stopped = false;
    for &hex in path {
        let step = super::movement::step_cost(out.state(), &start, from, hex).unwrap_or(0);
        spent += step;
        walked.push(hex);
        from = Some(hex);
        if let Some(index) = enemy_interdiction_at(out.state(), start.side, hex) {
            let result = match out.state().interdictions[index].result {
                Some(result) => result,
                None => {
                    let result = fire::resolve_interdiction_at(out.state(), dice, unit, index, hex);
                    for event in result.1 {
                        out.emit(event);
                    }
                    out.emit(Event::InterdictionResolved {
                        index,
                        result: result.0,
                    });
                    result.0
                }
            };
            if result != CombatResult::N {
                emit_move(out, &start, &walked, spent);
                out.emit(Event::StoppedByInterdiction { unit, hex });
                match result {
                    CombatResult::E => eliminate(out, unit),
                    _ => disrupt(out, unit),
                }
                stopped = true;
                break;
            }
        }
        if passing_disrupts(out.state(), &start, hex) {
            emit_move(out, &start, &walked, spent);
            disrupt(out, unit);
            stopped = true;
            break;
        }
    }
    if !stopped {
        if exit {
            spent += 2;
        }
        if !walked.is_empty() {
            emit_move(out, &start, &walked, spent);
        } else if exit {
            emit_move(out, &start, &[], spent);
        }
        if exit && let Some(hex) = from {
            out.emit(Event::Exited { unit, hex });
        }
    }
    out.emit(Event::FinishedMoving { unit });
}

fn emit_move(out: &mut Outcome, unit: &Unit, walked: &[Hex], spent: u32) {
    let face_down = !may_fire_after_moving(out.state(), unit, spent);
    out.emit(Event::Moved {
        unit: unit.id,
        path: walked.to_vec(),
        spent,
        face_down,
    });
}

/// The index of an enemy interdiction covering the hex.
pub fn enemy_interdiction_at(state: &State, side: Side, hex: Hex) -> Option<usize> {
    state
        .interdictions
        .iter()
        .position(|interdiction| interdiction.side != side && interdiction.hexes.contains(&hex))
}

/// Whether every hex stays within the stacking limit (the property tests' invariant).
pub fn stacking_holds(state: &State) -> Result<(), String> {
    let mut hexes: Vec<Hex> = state.units.iter().filter_map(Unit::hex).collect();
    hexes.sort_by_key(|hex| (hex.x, hex.y));
    hexes.dedup();
    for hex in hexes {
        let points = state.stacking_in(hex);
        if points > STACKING_LIMIT {
            return Err(t!(
                "rules-soldiers-holds-stacking-points",
                hex = label(hex).to_string(),
                points = points.to_string()
            ));
        }
    }
    Ok(())
}
