//! One unit's activation (3.3): check the move, then the attack, capture or unload at its
//! end; execute it as events.

use crate::rules::dice::Dice;

use super::capture;
use super::combat;
use super::command::Then;
use super::error::RuleError;
use super::event::Event;
use super::map::Pos;
use super::movement::{self, PathEnd};
use super::outcome::Outcome;
use super::state::{Location, PlayerId, State, Unit, UnitId};

/// A unit as messages name it: "Orange Tank at C5".
pub fn describe(state: &State, unit: &Unit) -> String {
    let owner = state
        .players
        .get(unit.owner.0)
        .map_or("?", |player| player.colour.name());
    let name = &state.card(unit.kind).name;
    match state.square_of(unit.id) {
        Some(pos) if matches!(unit.location, Location::At(_)) => format!("{owner} {name} at {pos}"),
        Some(pos) => format!("{owner} {name} aboard at {pos}"),
        None => format!("{owner} {name}"),
    }
}

/// Check an order; on success, where the move ends.
pub fn check(
    state: &State,
    player: PlayerId,
    id: UnitId,
    path: &[Pos],
    then: &Then,
) -> Result<PathEnd, RuleError> {
    let unit = state.unit(id).ok_or(RuleError::NoSuchUnit(id))?;
    let name = || describe(state, unit);
    if unit.owner != player {
        return Err(RuleError::NotYours { unit: name() });
    }
    if unit.acted {
        return Err(RuleError::AlreadyActed { unit: name() });
    }
    if matches!(unit.location, Location::Aboard(_)) {
        return Err(RuleError::Aboard { unit: name() });
    }
    let end = movement::check_path(state, unit, path).map_err(|(to, why)| RuleError::BadPath {
        unit: name(),
        to,
        why,
    })?;
    let has = state.movement_of(unit.owner, unit.kind);
    if end.cost > has {
        return Err(RuleError::TooFar {
            unit: name(),
            needed: end.cost,
            has,
        });
    }
    if end.boards.is_some() && *then != Then::Wait {
        return Err(RuleError::BadPath {
            unit: name(),
            to: end.to,
            why: "a unit that boards a transport does nothing else this turn".into(),
        });
    }
    match then {
        Then::Wait => {}
        Then::Attack { target } => check_attack(state, unit, path, end.to, *target)?,
        Then::Capture => {
            if let Some(why) = capture::why_not(state, unit, end.to) {
                return Err(RuleError::CannotCapture { unit: name(), why });
            }
        }
        Then::Unload { drops } => check_unload(state, unit, end.to, drops)?,
    }
    Ok(end)
}

fn check_attack(
    state: &State,
    unit: &Unit,
    path: &[Pos],
    from: Pos,
    target: Pos,
) -> Result<(), RuleError> {
    let refuse = |why: String| {
        Err(RuleError::CannotFire {
            unit: describe(state, unit),
            target,
            why,
        })
    };
    let card = state.card(unit.kind);
    if !card.firepower.fires() {
        return refuse(format!("a {} does not fire", card.name));
    }
    if card.is_indirect() && !path.is_empty() {
        return refuse("an indirect-fire unit may move or fire in a turn, not both (3.3a)".into());
    }
    let Some(victim) = state.unit_at(target) else {
        return refuse("there is no unit there".into());
    };
    if !state.enemies(unit.owner, victim.owner) {
        return refuse("that unit is on your side".into());
    }
    if !combat::in_range(state, unit, from, target) {
        let (low, high) = state.range_of(unit.owner, unit.kind);
        return refuse(format!(
            "it is {} squares away and the range is {}",
            from.distance(target),
            if low == high {
                format!("{low}")
            } else {
                format!("{low}-{high}")
            }
        ));
    }
    let class = state.card(victim.kind).class;
    if card.firepower.against(class).is_none() {
        return refuse(format!(
            "a {} has no firepower against {} units",
            card.name,
            class.name()
        ));
    }
    Ok(())
}

fn check_unload(
    state: &State,
    unit: &Unit,
    at: Pos,
    drops: &[(UnitId, Pos)],
) -> Result<(), RuleError> {
    let refuse = |why: String| {
        Err(RuleError::CannotUnload {
            unit: describe(state, unit),
            why,
        })
    };
    if state.card(unit.kind).carries == 0 {
        return refuse("it is not a transport".into());
    }
    if drops.is_empty() {
        return refuse("name at least one passenger".into());
    }
    for (index, (passenger, to)) in drops.iter().enumerate() {
        let Some(rider) = state.unit(*passenger) else {
            return refuse(format!("there is no unit {passenger}"));
        };
        if rider.location != Location::Aboard(unit.id) {
            return refuse(format!("{} is not aboard", state.card(rider.kind).name));
        }
        if drops[..index]
            .iter()
            .any(|(other, square)| other == passenger || square == to)
        {
            return refuse("each passenger is unloaded once, each to its own square".into());
        }
        if at.distance(*to) != 1 {
            return refuse(format!("{to} is not next to the transport at {at}"));
        }
        if state.unit_at(*to).is_some_and(|other| other.id != unit.id) {
            return refuse(format!("{to} is taken"));
        }
        if *to == at {
            return refuse(format!("{to} is the transport's own square"));
        }
        if movement::step_cost(state, rider, *to).is_none() {
            return refuse(format!(
                "{} cannot stand on {}",
                state.card(rider.kind).name,
                state.terrain(*to).name()
            ));
        }
    }
    Ok(())
}

/// Execute a checked order.
pub fn execute(
    out: &mut Outcome,
    dice: &mut Dice,
    id: UnitId,
    path: Vec<Pos>,
    then: Then,
    end: PathEnd,
) {
    let Some(unit) = out.state().unit(id).cloned() else {
        return;
    };
    let Some(from) = unit.square() else {
        return;
    };
    if !path.is_empty() {
        let leaving: Vec<Pos> = out
            .state()
            .properties
            .iter()
            .filter(|property| property.capture.is_some_and(|capture| capture.by == id))
            .map(|property| property.at)
            .collect();
        for at in leaving {
            out.emit(Event::CaptureLost { at });
        }
        out.emit(Event::Moved {
            unit: id,
            from,
            path,
        });
        if let Some(transport) = end.boards {
            out.emit(Event::Boarded {
                unit: id,
                transport,
            });
        }
    }
    match then {
        Then::Wait => {}
        Then::Attack { target } => {
            if let Some(victim) = out.state().unit_at(target).map(|victim| victim.id) {
                combat::resolve(out, dice, id, victim);
            }
        }
        Then::Capture => {
            if let Some(unit) = out.state().unit(id).cloned() {
                capture::capture(out, &unit, end.to);
            }
        }
        Then::Unload { drops } => {
            for (passenger, to) in drops {
                out.emit(Event::Unloaded {
                    unit: passenger,
                    transport: id,
                    to,
                });
            }
        }
    }
    if out.state().unit(id).is_some() {
        out.emit(Event::Done { unit: id });
    }
}
