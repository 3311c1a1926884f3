//! The event recorder Free Move's rules write through (the one all engines share), with
//! the helpers its rules need: a reported die roll, casualties, a broken square.

use super::engine::FreeMove;
use super::event::{Cause, Event, RollReason, RollReport};
use super::roster::{Points, Side, SquareId, UnitId};
use crate::rules::dice::{Dice, DieRoll};
use muster_text::t;

/// A Free Move state being changed by a command, and the events that changed it.
pub type Outcome<'a> = crate::rules::outcome::Outcome<'a, FreeMove>;

impl Outcome<'_> {
    /// Roll one d6 for `side` (and `unit`), report it with `why`, and let `outcome` say what
    /// the face means.
    pub fn roll(
        &mut self,
        dice: &mut Dice,
        side: Side,
        unit: Option<UnitId>,
        reason: RollReason,
        why: String,
        outcome: impl FnOnce(u8) -> String,
    ) -> DieRoll {
        let roll = dice.d6();
        self.emit(Event::Rolled(RollReport {
            side,
            unit,
            reason,
            why,
            roll,
            outcome: outcome(roll.value),
        }));
        roll
    }

    /// Mark `points` casualties against a unit (never below 0); a unit at 0 is wiped out and
    /// removed, which breaks its square (rule 11, clause 4).
    pub fn kill(&mut self, unit: UnitId, points: Points, cause: Cause) {
        let Some(current) = self.state().unit(unit).map(|unit| unit.points) else {
            return;
        };
        let points = points.min(current);
        if points == Points::ZERO {
            return;
        }
        self.emit(Event::Casualties {
            unit,
            points,
            cause,
        });
        if current == points {
            let square = self.state().unit(unit).and_then(|unit| unit.square);
            self.emit(Event::Removed { unit });
            if let Some(square) = square {
                self.break_square(
                    square,
                    t!("rules-free-move-square-wiped-out", unit = unit.to_string()),
                );
            }
        }
    }

    /// Break a formed square (rule 11, clause 4): its defensive value is annulled.
    pub fn break_square(&mut self, square: SquareId, reason: String) {
        if self
            .state()
            .square(square)
            .is_some_and(|formed| !formed.broken)
        {
            self.emit(Event::SquareBroken { square, reason });
        }
    }
}
