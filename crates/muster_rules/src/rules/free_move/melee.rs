//! Melee: how each melee is fought, the Two Game Move Melee, the one-move melees, pull-outs
//! and bonus-move melees (rule 12; rule 11's square clauses; rule 13's Fire and Charge
//! exception). The opening fire and shock are in [`super::melee_opening`], who counts in
//! [`super::melee_ranks`], the round itself in [`super::melee_round`].
//!
//! Decisions (each also in [`super::melee_readings`]):
//! * The kind is judged when a melee is first fought. Fire and Charge: a charge's attacker is
//!   heavy infantry that called it, and none of the stands it charged holds a defensive
//!   position other than a hill (rule 13: against a wall, house or square the call lapses).
//!   Defensive position: a charged stand is in a formed square, in a house, or lines a wall
//!   with the wall between it and its attacker. Hills do not make a one-move melee ("This
//!   rule does not apply to hills"). Otherwise the Two Game Move Melee.
//! * A one-move melee (defensive position, Fire and Charge) is "settled completely" in its
//!   one round, like a finished two-move melee: the loser retires and the winner's stands
//!   get a bonus move.
//! * After the first round of a two-move melee the winner's stands stay in it ("his men stay
//!   in the melee") and stay frozen through the second timed move, even when the loser has
//!   no stand left in it: reinforcements of both sides may join. At the end of that move the
//!   melee is judged again; if the loser has no stand in it then, the winner wins it without
//!   a round and gets the bonus move (clause 7). Only a first round that leaves the winner
//!   no stand in the melee ends it there, with no bonus move.
//! * In a final round (the second of a two-move melee, a one-move or a bonus melee) every
//!   stand of the loser in the melee retires 3 moves ("forced to retire from the area"),
//!   third ranks included; only the counted stands lose points. In a first round only the
//!   loser's counted front line retires; its second rank stays frozen in the melee.
//! * A melee where a side has no stand left before its first (or only) round (wiped out by
//!   missile fire or the opening shock) ends with the other side the winner: no round, no
//!   bonus move.
//! * Pulling out: the side loses 20% of the points of all its stands in the melee, rounded
//!   once to the nearest point (20 → 4), spread as [`super::melee_losses`] says; then each
//!   retires four moves; rule 8 then holds it in place the next timed move. The opponent
//!   loses nothing and gets no bonus move; its stands are simply free again (to reform on
//!   the spot).

use super::error::RuleError;
use super::event::{Cause, Event, RetireReason};
use super::melee_losses::pull_out_losses;
use super::melee_opening::before_first_round;
use super::melee_ranks::{self, Depth};
use super::melee_round::{fight_round, losses, side_value};
use super::outcome::Outcome;
use super::retreat::retire;
use super::roster::{MeleeId, Points, Side, Unit, UnitId};
use super::state::{Melee, MeleeKind, State};
use super::unit_type::UnitType;
use crate::rules::dice::Dice;

/// How far a beaten side retires (rule 8).
const DEFEAT_MOVES: u8 = 3;
/// How far a side pulling out retires (rule 12, contingency 1).
const PULL_OUT_MOVES: u8 = 4;

/// Fight every melee due at the end of this timed move, in melee order: new melees their
/// first (or only) round, two-move melees fought once already their second.
pub fn resolve_melees(out: &mut Outcome, dice: &mut Dice) {
    for id in melee_ids(out.state()) {
        let Some(melee) = out.state().melee(id).cloned() else {
            continue;
        };
        match (melee.kind, melee.rounds_fought) {
            (_, 0) => first_fight(out, dice, &melee),
            (MeleeKind::TwoMove, 1) => second_round(out, dice, id),
            _ => {}
        }
    }
}

/// Fight the melees started by bonus moves at once: one round, two ranks deep, no shock and
/// no missile fire (clause 8); the winners get a bonus move again. (A bonus move that
/// touches a stand of a two-move melee already fought once joins that melee, which is
/// fought at its second round as usual.)
pub fn resolve_bonus_melees(out: &mut Outcome, dice: &mut Dice) {
    for id in melee_ids(out.state()) {
        let new = out
            .state()
            .melee(id)
            .is_some_and(|melee| melee.rounds_fought == 0);
        if !new {
            continue;
        }
        out.emit(Event::MeleeKindDecided {
            melee: id,
            kind: MeleeKind::Bonus,
        });
        join_two_deep(out, id);
        fight(out, dice, id, 1, Depth::TwoRanks, true);
    }
}

/// Whether `side` may pull out of `melee` now: only after the first round of a two-move
/// melee, and only a side with stands in it.
pub fn check_pull_out(state: &State, side: Side, melee: MeleeId) -> Result<(), RuleError> {
    let formed = state.melee(melee).ok_or(RuleError::NoSuchMelee(melee))?;
    let has_stands = !melee_ranks::side_members(state, melee, side).is_empty();
    if formed.kind == MeleeKind::TwoMove && formed.rounds_fought == 1 && has_stands {
        Ok(())
    } else {
        Err(RuleError::CannotPullOut)
    }
}

/// Pull `side` out of `melee` (rule 12, contingency 1): 20% of the side's points in the
/// melee lost (rounded once), four moves back, the opponent loses nothing and gets no bonus
/// move.
pub fn pull_out(out: &mut Outcome, side: Side, melee: MeleeId) {
    if check_pull_out(out.state(), side, melee).is_err() {
        return;
    }
    out.emit(Event::PulledOut { melee, side });
    let members = melee_ranks::side_members(out.state(), melee, side);
    let stands: Vec<(UnitId, u32)> = members
        .iter()
        .map(|unit| {
            (
                *unit,
                out.state().unit(*unit).map_or(0, |stand| stand.points.0),
            )
        })
        .collect();
    for (unit, loss) in pull_out_losses(&stands) {
        out.kill(unit, Points(loss), Cause::PullOut);
    }
    for unit in members {
        retire(out, unit, PULL_OUT_MOVES, RetireReason::PulledOut);
    }
    out.emit(Event::MeleeEnded {
        melee,
        winner: Some(side.enemy()),
    });
}

fn melee_ids(state: &State) -> Vec<MeleeId> {
    let mut ids: Vec<MeleeId> = state.melees.iter().map(|melee| melee.id).collect();
    ids.sort_unstable();
    ids
}

/// Whether `target` defends against `attacker` in a way that makes a one-move melee: in a
/// formed square, in a house, or lining a wall that lies between them.
fn defends(state: &State, attacker: &Unit, target: &Unit) -> bool {
    let terrain = state.terrain();
    state.in_formed_square(target)
        || terrain.in_house(&target.pose)
        || (terrain.lining_wall(&state.tray(), &target.pose)
            && terrain.wall_between(attacker.pose.centre(), target.pose.centre()))
}

/// How a new melee is fought (see the module's decisions).
pub fn decide_kind(state: &State, melee: &Melee) -> MeleeKind {
    let pairs: Vec<(&Unit, &Unit)> = melee
        .charges
        .iter()
        .filter_map(|charge| Some((state.unit(charge.attacker)?, state.unit(charge.target)?)))
        .collect();
    let fire_and_charge = pairs.iter().any(|(attacker, _)| {
        attacker.unit_type == UnitType::HeavyInfantry
            && attacker.fire_and_charge
            && attacker.on_table()
            && pairs
                .iter()
                .filter(|(other, _)| other.id == attacker.id)
                .all(|(_, target)| !defends(state, attacker, target))
    });
    if fire_and_charge {
        MeleeKind::FireAndCharge
    } else if pairs
        .iter()
        .any(|(attacker, target)| defends(state, attacker, target))
    {
        MeleeKind::DefensivePosition
    } else {
        MeleeKind::TwoMove
    }
}

fn join(out: &mut Outcome, melee: MeleeId, units: Vec<UnitId>) {
    for unit in units {
        let free = out.state().unit(unit).is_some_and(|u| u.melee.is_none());
        if free {
            out.emit(Event::MeleeJoined { melee, unit });
        }
    }
}

/// The whole of any formed square with a stand in the melee, then the stands two deep
/// behind stands touching the enemy (clause 1).
fn join_two_deep(out: &mut Outcome, melee: MeleeId) {
    let mates = melee_ranks::square_mates(out.state(), melee);
    join(out, melee, mates);
    let behind = melee_ranks::two_deep(out.state(), melee);
    join(out, melee, behind);
}

/// A new melee: its kind, the two deep, the opening fire and shock, then its first (or
/// only) round.
fn first_fight(out: &mut Outcome, dice: &mut Dice, melee: &Melee) {
    let kind = decide_kind(out.state(), melee);
    out.emit(Event::MeleeKindDecided {
        melee: melee.id,
        kind,
    });
    join_two_deep(out, melee.id);
    before_first_round(out, dice, melee.id);
    let depth = if kind == MeleeKind::TwoMove {
        Depth::FrontRank
    } else {
        Depth::TwoRanks
    };
    fight(out, dice, melee.id, 1, depth, kind.one_round());
}

/// The second round of a two-move melee: reinforcements join, two ranks per side count,
/// no opening fire and no shock (clauses 5 and 6).
fn second_round(out: &mut Outcome, dice: &mut Dice, melee: MeleeId) {
    let touching = melee_ranks::touching_reinforcements(out.state(), melee);
    join(out, melee, touching);
    let mates = melee_ranks::square_mates(out.state(), melee);
    join(out, melee, mates);
    let behind = melee_ranks::behind_counted(out.state(), melee);
    join(out, melee, behind);
    fight(out, dice, melee, 2, Depth::TwoRanks, true);
}

/// Judge a round and its effects. `last` for a round that settles the melee.
fn fight(out: &mut Outcome, dice: &mut Dice, melee: MeleeId, round: u8, depth: Depth, last: bool) {
    if out.state().melee(melee).is_none() {
        return;
    }
    let counted = melee_ranks::counted(out.state(), melee, depth);
    let values = Side::BOTH.map(|side| side_value(out.state(), melee, side, &counted));
    if values.contains(&0) {
        // A side has nothing left to fight with: the other wins without a round. At the
        // second move that is the second-move judgement: the winner gets its bonus move.
        let winner = Side::BOTH.into_iter().find(|side| values[side.index()] > 0);
        let bonus = match winner {
            Some(side) if round == 2 => melee_ranks::side_members(out.state(), melee, side),
            _ => Vec::new(),
        };
        out.emit(Event::MeleeEnded { melee, winner });
        for unit in bonus {
            out.emit(Event::BonusMoveGranted { unit });
        }
        return;
    }
    let winner = fight_round(out, dice, melee, round, &counted);
    let loser = winner.enemy();
    losses(out, &counted, winner);
    let retiring: Vec<UnitId> = if last {
        melee_ranks::side_members(out.state(), melee, loser)
    } else {
        counted
            .iter()
            .copied()
            .filter(|id| id.side == loser)
            .collect()
    };
    for unit in retiring {
        retire(out, unit, DEFEAT_MOVES, RetireReason::Defeated);
    }
    let left = Side::BOTH.map(|side| melee_ranks::side_members(out.state(), melee, side));
    if last {
        let winners = left[winner.index()].clone();
        out.emit(Event::MeleeEnded {
            melee,
            winner: Some(winner),
        });
        for unit in winners {
            out.emit(Event::BonusMoveGranted { unit });
        }
    } else if left[winner.index()].is_empty() {
        // The winner stays in the melee through the second move (clause 3.2), the loser's
        // second rank too; only a winner with no stand left ends it now.
        out.emit(Event::MeleeEnded {
            melee,
            winner: Some(winner),
        });
    }
}
