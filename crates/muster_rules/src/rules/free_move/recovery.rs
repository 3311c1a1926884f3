//! Recovery rolls at the start of a timed move (rule 8).
//!
//! A unit driven back stands without moving for the next timed move; on the one after,
//! and each move after that until it recovers, it rolls one die: 1, still shaken, it
//! retires another move; 2 or 3, it may turn and fight or retire but not advance into
//! combat (and rolls again next move: Muster's reading of "before it can return to
//! action"); 4, 5 or 6, it is back at full value.

use super::event::{Event, RetireReason, RollReason};
use super::outcome::Outcome;
use super::retreat::retire;
use super::roster::{Morale, UnitId};
use crate::rules::dice::Dice;
use muster_text::t;

/// What a recovery roll means.
pub fn recovery_result(value: u8) -> Morale {
    match value {
        1 => Morale::Retiring { moves_to_stand: 0 },
        2 | 3 => Morale::MayNotAdvance,
        _ => Morale::Recovered,
    }
}

/// Count down standing units and roll for those whose recovery roll is due.
pub fn recovery_rolls(out: &mut Outcome, dice: &mut Dice) {
    let due: Vec<(UnitId, Morale)> = out
        .state()
        .units_on_table()
        .filter_map(|unit| match unit.morale {
            Morale::Retiring { .. } | Morale::MayNotAdvance => Some((unit.id, unit.morale)),
            _ => None,
        })
        .collect();
    for (unit, morale) in due {
        if let Morale::Retiring { moves_to_stand } = morale
            && moves_to_stand > 0
        {
            out.emit(Event::MoraleChanged {
                unit,
                morale: Morale::Retiring {
                    moves_to_stand: moves_to_stand - 1,
                },
            });
            continue;
        }
        let roll = out.roll(
            dice,
            unit.side,
            Some(unit),
            RollReason::Recovery,
            t!("rules-free-move-recovery-why", unit = unit.to_string()),
            |value| match value {
                1 => t!("rules-free-move-recovery-one"),
                2 | 3 => t!("rules-free-move-recovery-may-not-advance", face = value),
                _ => t!("rules-free-move-recovery-restored", face = value),
            },
        );
        match recovery_result(roll.value) {
            Morale::Retiring { .. } => retire(out, unit, 1, RetireReason::StillShaken),
            morale => out.emit(Event::MoraleChanged { unit, morale }),
        }
    }
}
