//! The Sequence of Play: movement phases, mutual fire phases with their four steps,
//! taking results, rallying, lifting markers, the turn record and the end of the game.

use super::crt::CombatResult;
use super::event::Event;
use super::fire;
use super::outcome::Outcome;
use super::state::{FireStep, PendingResult, Phase, Quality, Side, State, UnitId};
use super::victory;

/// When a unit disrupted now rallies (CRT, "D"; Eastern Front cases A and B). Disrupted in
/// the fire phase after its own movement: a friendly phase marker, lifted at the end of
/// its next movement phase; after the enemy's: an enemy phase marker, lifted at the end of
/// the enemy's next movement phase. Slow-to-rally troops take two friendly phase markers:
/// lifted at the end of their second movement phase. A unit disrupted during a movement
/// phase (interdiction, wasps, entering a disrupted hex) counts as disrupted after its
/// own movement (Muster's reading).
pub fn rally_phase(state: &State, unit_side: Side, quality: Quality) -> u32 {
    let now = state.phase_index();
    let own_phase = match state.phase {
        Phase::Fire { mover, .. } => mover == unit_side,
        _ => true,
    };
    match quality {
        Quality::SlowToRally | Quality::Czech => state.movement_phase_after(unit_side, now, 2),
        Quality::Regular if own_phase => state.movement_phase_after(unit_side, now, 1),
        Quality::Regular => state.movement_phase_after(unit_side.other(), now, 1),
    }
}

/// Disrupt a unit now, with the marker the phase calls for.
pub fn disrupt(out: &mut Outcome, unit: UnitId) {
    let Some(found) = out.state().unit(unit) else {
        return;
    };
    let until = rally_phase(out.state(), found.side, found.quality);
    out.emit(Event::Disrupted { unit, until });
}

/// Eliminate a unit now and mark its hex (CRT, "e"): the marker goes at the end of the
/// next movement phase (during a movement phase: at the end of this one).
pub fn eliminate(out: &mut Outcome, unit: UnitId) {
    let Some(hex) = out.state().unit(unit).and_then(|unit| unit.hex()) else {
        return;
    };
    let now = out.state().phase_index();
    let until = match out.state().phase {
        Phase::Fire { .. } => now + 1,
        _ => now,
    };
    out.emit(Event::Eliminated { unit, hex });
    if !out.state().has_eliminated_marker(hex) {
        out.emit(Event::EliminatedMarkerPlaced { hex, until });
    }
}

/// Take the results of a fire step: each unit suffers the worst result aimed at it.
pub fn take_results(out: &mut Outcome) {
    let pending: Vec<PendingResult> = out.state().record.pending.clone();
    if pending.is_empty() {
        return;
    }
    out.emit(Event::ResultsTaken);
    let rank = |result: CombatResult| match result {
        CombatResult::N => 0,
        CombatResult::D => 1,
        CombatResult::E => 2,
    };
    let mut units: Vec<UnitId> = pending.iter().map(|result| result.unit).collect();
    units.sort();
    units.dedup();
    for unit in units {
        let on_unit = pending
            .iter()
            .filter(|result| result.unit == unit && !result.horses)
            .max_by_key(|result| rank(result.result));
        let on_horses = pending
            .iter()
            .filter(|result| result.unit == unit && result.horses)
            .map(|result| result.result)
            .max_by_key(|result| rank(*result));
        if on_horses.is_some_and(|result| result != CombatResult::N) {
            out.emit(Event::HorsesLost { unit });
        }
        let Some(result) = on_unit else {
            continue;
        };
        match result.result {
            CombatResult::N => {}
            CombatResult::E => eliminate(out, unit),
            CombatResult::D => {
                let mounted = out
                    .state()
                    .unit(unit)
                    .is_some_and(|found| found.is_mounted_cavalry());
                if mounted && !result.by_mounted_cavalry {
                    out.emit(Event::ForcedToDismount { unit });
                }
                disrupt(out, unit);
            }
        }
    }
}

/// End of a movement phase: rally the units whose markers end now, lift eliminated
/// markers and the other side's interdiction, and begin the mutual fire phase.
pub fn end_movement(out: &mut Outcome, mover: Side) {
    let now = out.state().phase_index();
    let rallying: Vec<UnitId> = out
        .state()
        .units
        .iter()
        .filter(|unit| unit.disrupted_until.is_some_and(|until| until <= now))
        .map(|unit| unit.id)
        .collect();
    for unit in rallying {
        out.emit(Event::Rallied { unit });
    }
    let markers: Vec<_> = out
        .state()
        .eliminated_markers
        .iter()
        .filter(|marker| marker.until <= now)
        .map(|marker| marker.hex)
        .collect();
    for hex in markers {
        out.emit(Event::EliminatedMarkerRemoved { hex });
    }
    if out
        .state()
        .interdictions
        .iter()
        .any(|interdiction| interdiction.side != mover)
    {
        out.emit(Event::InterdictionsLifted {
            side: mover.other(),
        });
    }
    if out.state().skips_idle_steps {
        begin_fire_steps(out, mover, Some(FireStep::MoverFires));
        return;
    }
    let turn = out.state().turn;
    out.emit(Event::PhaseBegan {
        phase: Phase::Fire {
            mover,
            step: FireStep::MoverFires,
        },
        turn,
    });
}

/// Whether a side has mounted cavalry that may charge in this phase's charge step: it
/// took "no effect" from enemy fire and has not fired (cavalry case A).
pub fn has_chargers(state: &State, side: Side) -> bool {
    state.units.iter().any(|unit| {
        unit.side == side
            && unit.on_map()
            && unit.is_mounted_cavalry()
            && !unit.is_disrupted()
            && !state.record.fired.contains(&unit.id)
            && !state.record.hit.contains(&unit.id)
    })
}

/// The step after `step` in a mutual fire phase (cavalry case A gives the order).
fn step_after(step: FireStep) -> Option<FireStep> {
    match step {
        FireStep::MoverFires => Some(FireStep::OtherFires),
        FireStep::OtherFires => Some(FireStep::MoverCharges),
        FireStep::MoverCharges => Some(FireStep::OtherCharges),
        FireStep::OtherCharges => None,
    }
}

/// Begin `first` of the fire phase after `mover`'s movement; while the side to act in a
/// step can do nothing in it (no attack, no interdiction: `fire::can_act`), the step is
/// skipped — a `StepSkipped` the log explains, its results taken as at its end — and the
/// next begins; after the last, the next phase, turn or the end of the game. Movement
/// phases are never skipped. (Muster's reading: the text has each side fire "with units
/// that may fire"; a side with none has nothing to do in that step.)
pub fn begin_fire_steps(out: &mut Outcome, mover: Side, first: Option<FireStep>) {
    let turn = out.state().turn;
    let mut next = first;
    while let Some(step) = next {
        let phase = Phase::Fire { mover, step };
        let mut probe = out.state().clone();
        super::apply::apply(&mut probe, &Event::PhaseBegan { phase, turn });
        if fire::can_act(&probe) {
            out.emit(Event::PhaseBegan { phase, turn });
            return;
        }
        out.emit(Event::StepSkipped { phase, turn });
        if step != FireStep::MoverFires {
            take_results(out);
        }
        next = step_after(step);
    }
    end_fire_phase(out, mover);
}

/// End the current fire step: on to the next, taking results between, skipping steps in
/// which the side to act can do nothing (games saved before Muster did: only charge steps
/// nobody can use), and on to the next phase, turn or the end of the game.
pub fn end_fire_step(out: &mut Outcome, mover: Side, step: FireStep) {
    if out.state().skips_idle_steps {
        if step != FireStep::MoverFires {
            take_results(out);
        }
        begin_fire_steps(out, mover, step_after(step));
        return;
    }
    let turn = out.state().turn;
    let mut next = match step {
        FireStep::MoverFires => Some(FireStep::OtherFires),
        FireStep::OtherFires => {
            take_results(out);
            Some(FireStep::MoverCharges)
        }
        FireStep::MoverCharges => {
            take_results(out);
            Some(FireStep::OtherCharges)
        }
        FireStep::OtherCharges => {
            take_results(out);
            None
        }
    };
    while let Some(step) = next {
        let charger = match step {
            FireStep::MoverCharges => Some(mover),
            FireStep::OtherCharges => Some(mover.other()),
            _ => None,
        };
        match charger {
            Some(side) if !has_chargers(out.state(), side) => {
                next = match step {
                    FireStep::MoverCharges => Some(FireStep::OtherCharges),
                    _ => None,
                };
            }
            _ => {
                out.emit(Event::PhaseBegan {
                    phase: Phase::Fire { mover, step },
                    turn,
                });
                return;
            }
        }
    }
    end_fire_phase(out, mover);
}

/// After a fire phase: the second player's movement, or the next turn, or the end.
fn end_fire_phase(out: &mut Outcome, mover: Side) {
    let state = out.state();
    let now = state.phase_index();
    let (turn, first) = (state.turn, state.first_player);
    let ends_early = state
        .special
        .ends_after_phase
        .is_some_and(|last| now >= last);
    if ends_early {
        finish(out);
        return;
    }
    if mover == first {
        out.emit(Event::PhaseBegan {
            phase: Phase::Movement {
                mover: first.other(),
            },
            turn,
        });
    } else if turn >= out.state().last_turn {
        finish(out);
    } else {
        out.emit(Event::PhaseBegan {
            phase: Phase::Movement { mover: first },
            turn: turn + 1,
        });
    }
}

/// The end of the game: the scenario's victory conditions decide.
pub fn finish(out: &mut Outcome) {
    let (winner, reason) = victory::evaluate(out.state());
    out.emit(Event::GameOver { winner, reason });
}
