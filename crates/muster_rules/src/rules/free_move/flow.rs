//! The sequence of a game move: deployment, the timed move, the bell, rearrangement,
//! missile fire, melee, pull-outs, bonus moves, victory, and the next timed move.

use super::event::Event;
use super::geometry::terrain::shape_contains;
use super::melee::{resolve_bonus_melees, resolve_melees};
use super::missile::{check_shoot, resolve_missile_fire};
use super::outcome::Outcome;
use super::recovery::recovery_rolls;
use super::roster::Side;
use super::state::{MeleeKind, Phase, State};
use super::time_factor::{ArmyStrength, allowance};
use crate::rules::dice::Dice;

/// The countdown for the next timed move, with its reason: the army that has lost the
/// larger share of its stands sets it.
pub fn next_allowance(state: &State) -> super::time_factor::TimeAllowance {
    let armies = Side::BOTH.map(|side| {
        let totals = state.totals(side);
        ArmyStrength::new(
            state.side_names[side.index()].clone(),
            totals.starting_stands,
            totals.stands,
        )
    });
    allowance(state.time, &armies)
}

/// Begin the next timed move: the countdown, then the recovery rolls due (rule 8).
pub fn begin_timed_move(out: &mut Outcome, dice: &mut Dice) {
    let number = out.state().move_number + 1;
    let time = next_allowance(out.state());
    out.emit(Event::TimedMoveBegan { number, time });
    recovery_rolls(out, dice);
}

/// Whether any missile unit has a legal target (otherwise the fire phase is skipped).
pub fn any_volley_possible(state: &State) -> bool {
    state.units_on_table().any(|shooter| {
        state
            .army(shooter.id.side.enemy())
            .any(|target| check_shoot(state, shooter.id, target.id).is_ok())
    })
}

/// A side said it is done; when both have, the phase moves on.
pub fn side_done(out: &mut Outcome, dice: &mut Dice, side: Side) {
    let phase = out.state().phase;
    out.emit(Event::SideDone { side, phase });
    if out.state().done != [true, true] {
        return;
    }
    match phase {
        Phase::Deployment => begin_timed_move(out, dice),
        Phase::Rearrangement => {
            out.emit(Event::PhaseBegan {
                phase: Phase::MissileFire,
            });
            if !any_volley_possible(out.state()) {
                combat(out, dice);
            }
        }
        Phase::MissileFire => combat(out, dice),
        Phase::PullOut => after_pull_outs(out, dice),
        Phase::BonusMoves => {
            // Bonus moves not taken are forfeited before the melees they started are fought.
            let unused = out.state().bonus_moves.clone();
            for unit in unused {
                out.emit(Event::BonusMoveUsed { unit });
            }
            resolve_bonus_melees(out, dice);
            after_pull_outs(out, dice);
        }
        Phase::TimedMove | Phase::GameOver => {}
    }
}

/// The bell: the timed move ends and the rearrangement begins.
pub fn bell(out: &mut Outcome) {
    out.emit(Event::BellRang);
    out.emit(Event::PhaseBegan {
        phase: Phase::Rearrangement,
    });
}

/// Time is called (rule 6): the move halts and no combat is fought until another timed
/// move has been played.
pub fn call_time(out: &mut Outcome, dice: &mut Dice, side: Side) {
    out.emit(Event::TimeCalled { side });
    begin_timed_move(out, dice);
}

/// Missile fire, then every melee due.
fn combat(out: &mut Outcome, dice: &mut Dice) {
    resolve_missile_fire(out, dice);
    resolve_melees(out, dice);
    let pull_out_possible = out
        .state()
        .melees
        .iter()
        .any(|melee| melee.kind == MeleeKind::TwoMove && melee.rounds_fought == 1);
    if pull_out_possible {
        out.emit(Event::PhaseBegan {
            phase: Phase::PullOut,
        });
    } else {
        after_pull_outs(out, dice);
    }
}

/// Bonus moves if any are owed, else the end of the game move.
fn after_pull_outs(out: &mut Outcome, dice: &mut Dice) {
    if !out.state().bonus_moves.is_empty() {
        out.emit(Event::PhaseBegan {
            phase: Phase::BonusMoves,
        });
        // A side with no bonus move coming has nothing to do.
        for side in Side::BOTH {
            let owed = out.state().bonus_moves.iter().any(|unit| unit.side == side);
            if !owed {
                out.emit(Event::SideDone {
                    side,
                    phase: Phase::BonusMoves,
                });
            }
        }
        return;
    }
    end_of_game_move(out, dice);
}

/// Judge victory; if the battle goes on, the next timed move begins.
fn end_of_game_move(out: &mut Outcome, dice: &mut Dice) {
    let state = out.state();
    let totals = Side::BOTH.map(|side| state.totals(side));
    let conditions = &state.victory_conditions;
    let result = conditions
        .army_broken(totals, &state.side_names)
        .or_else(|| {
            let last = conditions
                .moves
                .is_some_and(|moves| state.move_number >= moves);
            last.then(|| {
                let holders = Side::BOTH.map(|side| {
                    conditions.hold.as_ref().is_some_and(|objective| {
                        state
                            .army(side)
                            .any(|unit| shape_contains(&objective.shape, unit.pose.centre()))
                    })
                });
                conditions.at_the_end(totals, &state.side_names, holders)
            })
        });
    match result {
        Some(result) => out.emit(Event::Victory(result)),
        None => begin_timed_move(out, dice),
    }
}
