//! The Free Move engine in Muster's shape: check, execute → events, apply.

use super::apply;
use super::command::Command;
use super::error::RuleError;
use super::event::Event;
use super::flow;
use super::geometry::terrain::shape_contains;
use super::melee::{check_pull_out, pull_out};
use super::missile::check_shoot;
use super::movement::{plan_step, step};
use super::outcome::Outcome;
use super::roster::{Side, UnitId};
use super::state::{Phase, State, Volley};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;

/// The Free Move – Timed Move ruleset.
pub struct FreeMove;

fn live(state: &State, id: UnitId) -> Result<&super::Unit, RuleError> {
    let unit = state.unit(id).ok_or(RuleError::NoSuchUnit(id))?;
    if unit.on_table() {
        Ok(unit)
    } else {
        Err(RuleError::WipedOut(id))
    }
}

fn in_phase(state: &State, phases: &[Phase]) -> Result<(), RuleError> {
    if state.phase == Phase::GameOver {
        return Err(RuleError::GameOver);
    }
    if phases.contains(&state.phase) {
        Ok(())
    } else {
        Err(RuleError::WrongPhase(state.phase))
    }
}

fn check_deploy(state: &State, id: UnitId, to: &super::geometry::Pose) -> Result<(), RuleError> {
    in_phase(state, &[Phase::Deployment])?;
    let unit = live(state, id)?;
    if !(to.x.is_finite() && to.y.is_finite() && to.facing.is_finite()) {
        return Err(RuleError::BadPose(id));
    }
    if state.done[id.side.index()] {
        return Err(RuleError::AlreadyDone);
    }
    let inside = state.deployment[id.side.index()]
        .as_ref()
        .is_none_or(|zone| shape_contains(zone, to.centre()));
    let on_table = state.tray().corners(to).iter().all(|corner| {
        (0.0..=state.table.width).contains(&corner.x)
            && (0.0..=state.table.depth).contains(&corner.y)
    });
    if !on_table {
        return Err(RuleError::OffTable(id));
    }
    if !inside {
        return Err(RuleError::OutsideDeployment(id));
    }
    let tray = state.tray();
    if let Some(other) = state
        .units_on_table()
        .find(|other| other.id != unit.id && tray.overlapping(to, &other.pose))
    {
        return Err(RuleError::FriendlyOverlap {
            unit: id,
            other: other.id,
        });
    }
    Ok(())
}

/// Squares are announced (or given up) before the timed move (rule 11, clause 6): at
/// deployment, or at the start of a timed move before the side has moved a stand. After
/// the bell a new square would change a fight already joined (rule 5).
fn before_the_move(state: &State, side: Side) -> Result<(), RuleError> {
    match state.phase {
        Phase::Deployment => Ok(()),
        Phase::TimedMove if state.army(side).all(|unit| unit.steps_this_move == 0) => Ok(()),
        Phase::GameOver => Err(RuleError::GameOver),
        _ => Err(RuleError::SquareDuringMove),
    }
}

/// Whether the stands form one body: each touches another of them (a single stand may form
/// square on its own tray).
fn one_body(state: &State, units: &[UnitId]) -> bool {
    let tray = state.tray();
    let poses: Vec<_> = units
        .iter()
        .filter_map(|id| state.unit(*id))
        .map(|unit| unit.pose)
        .collect();
    let mut reached = vec![false; poses.len()];
    let mut frontier = vec![0];
    if let Some(first) = reached.first_mut() {
        *first = true;
    }
    while let Some(index) = frontier.pop() {
        for other in 0..poses.len() {
            if !reached[other] && tray.touching(&poses[index], &poses[other]) {
                reached[other] = true;
                frontier.push(other);
            }
        }
    }
    reached.iter().all(|&reached| reached)
}

fn check_square(state: &State, units: &[UnitId]) -> Result<(), RuleError> {
    let Some(first) = units.first() else {
        return Err(RuleError::BadSquare);
    };
    before_the_move(state, first.side)?;
    for (index, id) in units.iter().enumerate() {
        let unit = live(state, *id)?;
        if id.side != first.side || units[..index].contains(id) {
            return Err(RuleError::BadSquare);
        }
        if unit.unit_type.is_cavalry() {
            return Err(RuleError::SquareNotInfantry(*id));
        }
        if unit.square.is_some() {
            return Err(RuleError::AlreadyInSquare(*id));
        }
        if unit.melee.is_some() {
            return Err(RuleError::InMelee(*id));
        }
        if !unit.morale.may_move() {
            return Err(RuleError::Retiring(*id));
        }
    }
    if !one_body(state, units) {
        return Err(RuleError::SquareApart);
    }
    Ok(())
}

impl RulesEngine for FreeMove {
    type State = State;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn check(state: &State, command: &Command) -> Result<(), RuleError> {
        match command {
            Command::Deploy { unit, to } => check_deploy(state, *unit, to),
            Command::Done { side } => {
                in_phase(
                    state,
                    &[
                        Phase::Deployment,
                        Phase::Rearrangement,
                        Phase::MissileFire,
                        Phase::PullOut,
                        Phase::BonusMoves,
                    ],
                )?;
                if state.done[side.index()] {
                    Err(RuleError::AlreadyDone)
                } else {
                    Ok(())
                }
            }
            Command::Step { unit, to } => {
                in_phase(
                    state,
                    &[Phase::TimedMove, Phase::Rearrangement, Phase::BonusMoves],
                )?;
                plan_step(state, *unit, *to).map(|_| ())
            }
            Command::SetFormation { unit, .. } => {
                // Formation changes: while moving, when straightening lines, and when a
                // victor reforms after a pull-out or with its bonus move (rule 12).
                in_phase(
                    state,
                    &[
                        Phase::Deployment,
                        Phase::TimedMove,
                        Phase::Rearrangement,
                        Phase::PullOut,
                        Phase::BonusMoves,
                    ],
                )?;
                let stand = live(state, *unit)?;
                if stand.square.is_some() {
                    return Err(RuleError::FormationInSquare(*unit));
                }
                if stand.melee.is_some() {
                    return Err(RuleError::InMelee(*unit));
                }
                if !stand.morale.may_move() {
                    return Err(RuleError::Retiring(*unit));
                }
                if state.phase == Phase::Rearrangement
                    && super::movement::in_enemy_missile_range(state, stand)
                {
                    return Err(RuleError::InMissileRange(*unit));
                }
                Ok(())
            }
            Command::AnnounceSquare { units } => check_square(state, units),
            Command::DissolveSquare { side, square } => {
                let formed = state
                    .square(*square)
                    .ok_or(RuleError::NoSuchSquare(*square))?;
                if formed.side != *side {
                    return Err(RuleError::NotYourSquare(*square));
                }
                before_the_move(state, *side)
            }
            Command::CallFireAndCharge { unit } => {
                in_phase(state, &[Phase::TimedMove])?;
                let stand = live(state, *unit)?;
                if stand.unit_type != super::UnitType::HeavyInfantry {
                    return Err(RuleError::FireAndChargeNotHeavyInfantry(*unit));
                }
                if stand.steps_this_move > 0 || stand.fire_and_charge {
                    return Err(RuleError::FireAndChargeAfterMoving(*unit));
                }
                if stand.melee.is_some() {
                    return Err(RuleError::InMelee(*unit));
                }
                if !stand.morale.may_advance() {
                    return Err(RuleError::MayNotAdvance(*unit));
                }
                Ok(())
            }
            Command::CallTime { .. } => {
                in_phase(state, &[Phase::TimedMove])?;
                if state.combat_suspended {
                    Err(RuleError::TimeAlreadyCalled)
                } else {
                    Ok(())
                }
            }
            Command::Bell => in_phase(state, &[Phase::TimedMove]),
            Command::Shoot { shooter, target } => {
                in_phase(state, &[Phase::MissileFire])?;
                if state.done[shooter.side.index()] {
                    return Err(RuleError::AlreadyDone);
                }
                check_shoot(state, *shooter, *target)
            }
            Command::PullOut { side, melee } => {
                in_phase(state, &[Phase::PullOut])?;
                if state.done[side.index()] {
                    return Err(RuleError::AlreadyDone);
                }
                check_pull_out(state, *side, *melee)
            }
        }
    }

    fn execute(
        state: &mut State,
        command: Command,
        dice: &mut Dice,
    ) -> Result<Vec<Event>, RuleError> {
        Self::check(state, &command)?;
        let mut out = Outcome::new(state);
        match command {
            Command::Deploy { unit, to } => out.emit(Event::Deployed {
                unit,
                to: super::geometry::Pose::new(to.x, to.y, to.facing.rem_euclid(360.0)),
            }),
            Command::Done { side } => flow::side_done(&mut out, dice, side),
            Command::Step { unit, to } => step(&mut out, unit, to)?,
            Command::SetFormation { unit, formation } => {
                out.emit(Event::FormationChanged { unit, formation })
            }
            Command::AnnounceSquare { units } => {
                let square = out.state().next_square_id;
                let side = units.first().map_or(Side::First, |unit| unit.side);
                out.emit(Event::SquareFormed {
                    square,
                    side,
                    units,
                });
            }
            Command::DissolveSquare { square, .. } => out.emit(Event::SquareDissolved { square }),
            Command::CallFireAndCharge { unit } => out.emit(Event::FireAndChargeCalled { unit }),
            Command::CallTime { side } => flow::call_time(&mut out, dice, side),
            Command::Bell => flow::bell(&mut out),
            Command::Shoot { shooter, target } => {
                out.emit(Event::VolleyDeclared(Volley { shooter, target }))
            }
            Command::PullOut { side, melee } => pull_out(&mut out, side, melee),
        }
        Ok(out.into_events())
    }

    fn apply(state: &mut State, event: &Event) {
        apply::apply(state, event);
    }
}
