//! Capturing property (3.4b): foot units only, 4 points (an HQ 8), 2 a turn at full
//! strength and 1 reduced; the points are lost when the unit leaves.

use super::event::Event;
use super::map::Pos;
use super::outcome::Outcome;
use super::state::{State, Unit};
use super::units::UnitClass;
use muster_text::t;

/// Capture points `unit` takes a turn: 2, reduced 1 (3.4b), with its CO, at least 1.
pub fn points_a_turn(state: &State, unit: &Unit) -> u8 {
    let base: i32 = if unit.is_reduced() { 1 } else { 2 };
    (base + i32::from(state.boost(unit.owner, unit.kind).capture)).max(1) as u8
}

/// Why `unit` standing on `at` cannot capture, if it cannot.
pub fn why_not(state: &State, unit: &Unit, at: Pos) -> Option<String> {
    if state.card(unit.kind).class != UnitClass::Foot {
        return Some(t!("rules-skirmish-only-foot-units-infantry-mechs-capture"));
    }
    let Some(property) = state.property_at(at) else {
        return Some(t!(
            "rules-skirmish-not-city-factory-or-hq",
            at = at.to_string()
        ));
    };
    if property.owner == Some(unit.owner) {
        return Some(t!(
            "rules-skirmish-already-yours",
            value0 = property.kind.name().to_string()
        ));
    }
    None
}

/// Take this turn's points; the property changes hands at 0 (3.4b).
pub fn capture(out: &mut Outcome, unit: &Unit, at: Pos) {
    let state = out.state();
    let Some(property) = state.property_at(at) else {
        return;
    };
    let already = property
        .capture
        .filter(|capture| capture.by == unit.id)
        .map_or(property.capture_points(), |capture| capture.points_left);
    let points = points_a_turn(state, unit).min(already);
    let left = already - points;
    let from = property.owner;
    if left == 0 {
        out.emit(Event::Captured {
            at,
            player: unit.owner,
            from,
        });
    } else {
        out.emit(Event::CaptureProgress {
            at,
            unit: unit.id,
            points,
            left,
        });
    }
}
