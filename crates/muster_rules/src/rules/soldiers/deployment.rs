//! Deployment before the first turn: each side places its units in the zones the
//! scenario gives, the side that deploys first finishing before the other begins.

use hexx::Hex;
use muster_text::t;

use super::error::RuleError;
use super::event::Event;
use super::map::label;
use super::movement::STACKING_LIMIT;
use super::outcome::Outcome;
use super::state::{Location, Phase, Side, State, StateData, UnitId};
use super::units::UnitKind;

/// Whether `unit` may be placed at `hex`.
pub fn check_deploy(
    state: &State,
    side: Side,
    unit: UnitId,
    hex: Hex,
    improved: bool,
    dismounted: bool,
) -> Result<(), RuleError> {
    let found = state.unit(unit).ok_or(RuleError::NoSuchUnit(unit.0))?;
    let refuse = |why: &str| RuleError::BadDeployment {
        unit: found.name.clone(),
        hex: label(hex),
        why: why.into(),
    };
    if found.side != side {
        return Err(RuleError::NotYourUnit {
            unit: found.name.clone(),
        });
    }
    let Location::ToDeploy {
        zone,
        may_dig_in,
        may_dismount,
    } = &found.location
    else {
        return Err(refuse(&t!("rules-soldiers-not-waiting-deploy")));
    };
    if !zone.contains(&hex) {
        return Err(refuse(&t!("rules-soldiers-outside-unit-s-deployment-zone")));
    }
    if state.occupant(hex).is_some_and(|occupant| occupant != side) {
        return Err(refuse(&t!("rules-soldiers-enemy-units")));
    }
    let must_start_improved = state.special.must_start_improved.contains(&unit);
    // Scenario 4: "All units not deployed in trench hexes may be in Improved Positions":
    // a unit in a trench hex starts outside an improved position.
    if improved && state.trenches.contains(&hex) {
        return Err(refuse(&t!(
            "rules-soldiers-units-deployed-trench-hexes-do-not"
        )));
    }
    if improved && !may_dig_in && !must_start_improved {
        return Err(refuse(&t!(
            "rules-soldiers-scenario-does-not-let-start-improved"
        )));
    }
    if !improved && must_start_improved {
        return Err(refuse(&t!(
            "rules-soldiers-scenario-puts-improved-position-from-start"
        )));
    }
    if improved && found.kind == UnitKind::CavalryMounted {
        return Err(refuse(&t!(
            "rules-soldiers-mounted-cavalry-never-dig-improved-positions"
        )));
    }
    if dismounted && !(*may_dismount && found.kind == UnitKind::CavalryMounted) {
        return Err(refuse(&t!(
            "rules-soldiers-only-cavalry-scenario-allows-may-start"
        )));
    }
    if found.kind == UnitKind::CavalryMounted && state.trenches.contains(&hex) && !dismounted {
        return Err(refuse(&t!(
            "rules-soldiers-mounted-cavalry-may-not-enter-trenches"
        )));
    }
    let points = state
        .tables
        .units
        .values(found.kind)
        .map_or(0, |values| values.stacking);
    let total = state.stacking_in(hex) + points;
    if total > STACKING_LIMIT {
        return Err(RuleError::Overstacked {
            hex: label(hex),
            points: total,
        });
    }
    Ok(())
}

/// Whether `side` may place a trench marker at `hex`: markers left, in their zone, none
/// there yet, no enemy there.
pub fn check_place_trench(state: &State, side: Side, hex: Hex) -> Result<(), RuleError> {
    let refuse = |why: &str| RuleError::NotAllowed {
        unit: state.players[side.index()].clone(),
        what: t!(
            "rules-soldiers-place-trench-marker",
            hex = label(hex).to_string()
        ),
        why: why.into(),
    };
    let Some(placing) = state
        .special
        .trenches_to_place
        .as_ref()
        .filter(|placing| placing.side == side && placing.count > 0)
    else {
        return Err(refuse(&t!(
            "rules-soldiers-scenario-gives-side-no-trench-markers"
        )));
    };
    if !placing.zone.contains(&hex) {
        return Err(refuse(&t!(
            "rules-soldiers-outside-scenario-s-zone-trenches"
        )));
    }
    if state.trenches.contains(&hex) {
        return Err(refuse(&t!("rules-soldiers-trench-marker-already")));
    }
    if state.units_in(hex).any(|unit| unit.improved) {
        return Err(refuse(&t!(
            "rules-soldiers-units-improved-positions-trench-hexes-hold"
        )));
    }
    Ok(())
}

/// Whether a side may finish deploying: every unit placed, every trench marker too.
pub fn check_end_deployment(state: &State, side: Side) -> Result<(), RuleError> {
    if let Some(placing) = state
        .special
        .trenches_to_place
        .as_ref()
        .filter(|placing| placing.side == side && placing.count > 0)
    {
        return Err(RuleError::NotAllowed {
            unit: state.players[side.index()].clone(),
            what: t!("rules-soldiers-finish-deploying"),
            why: t!(
                "rules-soldiers-trench-marker-s-still-place",
                value0 = placing.count.to_string()
            ),
        });
    }
    let waiting: Vec<&str> = state
        .units
        .iter()
        .filter(|unit| unit.side == side && matches!(unit.location, Location::ToDeploy { .. }))
        .map(|unit| unit.name.as_str())
        .collect();
    if let Some(first) = waiting.first() {
        return Err(RuleError::NotAllowed {
            unit: state.players[side.index()].clone(),
            what: t!("rules-soldiers-finish-deploying"),
            why: t!(
                "rules-soldiers-units-still-place-among-them",
                value0 = waiting.len().to_string(),
                first = first.to_string()
            ),
        });
    }
    Ok(())
}

/// Whether a side has anything to place: units waiting to deploy, or trench markers.
pub fn has_something_to_deploy(state: &StateData, side: Side) -> bool {
    let units = state
        .units
        .iter()
        .any(|unit| unit.side == side && matches!(unit.location, Location::ToDeploy { .. }));
    let trenches = state
        .special
        .trenches_to_place
        .as_ref()
        .is_some_and(|placing| placing.side == side && placing.count > 0);
    units || trenches
}

/// The next phase of the set-up: the first side in `queue` with something to place
/// deploys; a side with nothing (every unit arrives later) is passed over, and with nobody
/// left the first turn begins.
pub fn next_setup_phase(state: &StateData, queue: &[Side]) -> Phase {
    queue
        .iter()
        .copied()
        .find(|side| has_something_to_deploy(state, *side))
        .map_or(
            Phase::Movement {
                mover: state.first_player,
            },
            |deploying| Phase::Deployment { deploying },
        )
}

/// Finish a side's deployment: the next side with something to place deploys, or the
/// first turn begins.
pub fn end_deployment(out: &mut Outcome) {
    let queue = out.state().deployment_queue.clone();
    let phase = next_setup_phase(out.state(), &queue);
    out.emit(Event::PhaseBegan { phase, turn: 1 });
}
