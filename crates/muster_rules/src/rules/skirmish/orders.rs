//! One unit's activation (3.3): check the move, then the attack, capture or unload at its
//! end; execute it as events.

use crate::rules::dice::Dice;
use muster_text::t;

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
        Some(pos) if matches!(unit.location, Location::At(_)) => t!(
            "rules-skirmish-unit-at",
            owner = owner,
            name = name.as_str(),
            pos = pos.to_string()
        ),
        Some(pos) => t!(
            "rules-skirmish-aboard",
            owner = owner.to_string(),
            name = name.to_string(),
            pos = pos.to_string()
        ),
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
            why: t!("rules-skirmish-unit-boards-transport-does-nothing-else"),
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
        return refuse(t!(
            "rules-skirmish-does-not-fire",
            card = card.name.to_string()
        ));
    }
    if card.is_indirect() && !path.is_empty() {
        return refuse(t!("rules-skirmish-indirect-fire-unit-may-move-or"));
    }
    let Some(victim) = state.unit_at(target) else {
        return refuse(t!("rules-skirmish-no-unit"));
    };
    if !state.enemies(unit.owner, victim.owner) {
        return refuse(t!("rules-skirmish-unit-your-side"));
    }
    if !combat::in_range(state, unit, from, target) {
        let (low, high) = state.range_of(unit.owner, unit.kind);
        return refuse(t!(
            "rules-skirmish-squares-away-range",
            value0 = from.distance(target).to_string(),
            value1 = if low == high {
                format!("{low}")
            } else {
                format!("{low}-{high}")
            }
            .to_string()
        ));
    }
    let class = state.card(victim.kind).class;
    if card.firepower.against(class).is_none() {
        return refuse(t!(
            "rules-skirmish-has-no-firepower-against-units",
            card = card.name.to_string(),
            value1 = class.name().to_string()
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
        return refuse(t!("rules-skirmish-not-transport"));
    }
    if drops.is_empty() {
        return refuse(t!("rules-skirmish-name-least-one-passenger"));
    }
    for (index, (passenger, to)) in drops.iter().enumerate() {
        let Some(rider) = state.unit(*passenger) else {
            return refuse(t!(
                "rules-skirmish-no-unit-numbered",
                passenger = passenger.to_string()
            ));
        };
        if rider.location != Location::Aboard(unit.id) {
            return refuse(t!(
                "rules-skirmish-not-aboard",
                value0 = state.card(rider.kind).name.to_string()
            ));
        }
        if drops[..index]
            .iter()
            .any(|(other, square)| other == passenger || square == to)
        {
            return refuse(t!("rules-skirmish-each-passenger-unloaded-once-each-own"));
        }
        if at.distance(*to) != 1 {
            return refuse(t!(
                "rules-skirmish-not-next-transport",
                to = to.to_string(),
                at = at.to_string()
            ));
        }
        if state.unit_at(*to).is_some_and(|other| other.id != unit.id) {
            return refuse(format!("{to} is taken"));
        }
        if *to == at {
            return refuse(t!(
                "rules-skirmish-transport-s-own-square",
                to = to.to_string()
            ));
        }
        if movement::step_cost(state, rider, *to).is_none() {
            return refuse(t!(
                "rules-skirmish-cannot-stand",
                value0 = state.card(rider.kind).name.to_string(),
                value1 = state.terrain(*to).name().to_string()
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
