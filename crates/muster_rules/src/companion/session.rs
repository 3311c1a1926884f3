//! A companion session: both armies' roster sheets, the timed move's length from their
//! losses (or a fixed override), who is retiring, and a log of what was applied, with undo
//! of the last application.

use crate::rules::free_move::Morale;
use crate::rules::free_move::recovery::recovery_result;
use crate::rules::free_move::time_factor::{ArmyStrength, TimeAllowance, TimeSetting, allowance};
use muster_text::t;

use super::army::{Army, RosterUnit};

/// A unit driven back, as the companion tracks it (rule 8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retiring {
    pub side: usize,
    pub number: u32,
    pub morale: Morale,
}

impl Retiring {
    /// What the unit may do now, in words for the table.
    pub fn allows(&self) -> String {
        match self.morale {
            Morale::Retiring {
                moves_to_stand: 1..,
            } => t!("companion-allows-stands"),
            Morale::Retiring { .. } => t!("companion-allows-recovery-roll"),
            Morale::MayNotAdvance => t!("companion-allows-may-not-advance"),
            Morale::Steady | Morale::Recovered => t!("companion-allows-back-in-action"),
        }
    }
}

/// Both armies, the time setting, the retiring units and the log.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    pub armies: [Army; 2],
    pub time: TimeSetting,
    pub retiring: Vec<Retiring>,
    pub log: Vec<String>,
    history: Vec<([Army; 2], Vec<Retiring>, usize)>,
}

impl Session {
    pub fn new(armies: [Army; 2], time: TimeSetting) -> Self {
        Self {
            armies,
            time,
            retiring: Vec::new(),
            log: Vec::new(),
            history: Vec::new(),
        }
    }

    /// The next countdown's length and why: the army that has lost the larger share of its
    /// stands sets it.
    pub fn allowance(&self) -> TimeAllowance {
        let armies = self.armies.each_ref().map(|army| {
            let left = army.units.iter().filter(|unit| unit.points_left() > 0);
            ArmyStrength::new(
                army.name.clone(),
                army.units.len() as u32,
                left.count() as u32,
            )
        });
        allowance(self.time, &armies)
    }

    fn remember(&mut self) {
        self.history
            .push((self.armies.clone(), self.retiring.clone(), self.log.len()));
    }

    /// Mark `points` casualties against unit `number` of army `side` (never below 0), and log
    /// `why`. Undo takes it back.
    pub fn apply_losses(&mut self, side: usize, losses: &[(u32, u32)], why: &str) {
        self.remember();
        for (number, points) in losses {
            if let Some(unit) = self.armies[side]
                .units
                .iter_mut()
                .find(|unit| unit.number == *number)
            {
                let left = unit.points_left().saturating_sub(*points);
                unit.points = Some(left);
                self.log.push(t!(
                    "companion-log-losses",
                    side = self.armies[side].name.as_str(),
                    number = *number,
                    points = *points,
                    left = left,
                    why = why
                ));
            }
        }
    }

    /// Enter a new unit on a roster sheet at full points, numbered after the last; returns
    /// its number.
    pub fn add_unit(&mut self, side: usize, unit_type: crate::rules::free_move::UnitType) -> u32 {
        self.remember();
        let army = &mut self.armies[side];
        let number = army.units.iter().map(|unit| unit.number).max().unwrap_or(0) + 1;
        army.units.push(RosterUnit {
            number,
            unit_type,
            points: None,
        });
        self.log.push(t!(
            "companion-log-joins",
            side = army.name.as_str(),
            number = number,
            kind = unit_type.title()
        ));
        number
    }

    /// A unit is driven back (rule 8): it stands next move, then rolls.
    pub fn drive_back(&mut self, side: usize, number: u32) {
        self.remember();
        self.retiring
            .retain(|unit| !(unit.side == side && unit.number == number));
        self.retiring.push(Retiring {
            side,
            number,
            morale: Morale::Retiring { moves_to_stand: 1 },
        });
        self.log.push(t!(
            "companion-log-driven-back",
            side = self.armies[side].name.as_str(),
            number = number
        ));
    }

    /// A new timed move: units that stood count down.
    pub fn next_move(&mut self) {
        self.remember();
        for unit in &mut self.retiring {
            if let Morale::Retiring { moves_to_stand } = unit.morale
                && moves_to_stand > 0
            {
                unit.morale = Morale::Retiring {
                    moves_to_stand: moves_to_stand - 1,
                };
            }
        }
    }

    /// A recovery roll for a retiring unit (rule 8): recovered units leave the list.
    pub fn recovery(&mut self, side: usize, number: u32, roll: u8) {
        self.remember();
        let name = self.armies[side].name.clone();
        if let Some(unit) = self
            .retiring
            .iter_mut()
            .find(|unit| unit.side == side && unit.number == number)
        {
            unit.morale = recovery_result(roll);
            self.log.push(t!(
                "companion-log-recovery",
                side = name.as_str(),
                number = number,
                roll = roll,
                morale = unit.morale.describe()
            ));
        }
        self.retiring
            .retain(|unit| unit.morale != Morale::Recovered);
    }

    /// Take back the last application; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let Some((armies, retiring, log_length)) = self.history.pop() else {
            return false;
        };
        self.armies = armies;
        self.retiring = retiring;
        self.log.truncate(log_length);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::companion::army::parse_csv;

    fn session() -> Session {
        let rome = parse_csv("number,type\n1,HI\n2,HI\n3,A\n4,LC\n", "Rome.csv").expect("valid");
        let gauls = parse_csv("number,type\n1,HI\n2,LI\n3,LI\n4,HC\n", "Gauls.csv").expect("valid");
        Session::new([rome, gauls], TimeSetting::Primary { seconds: 120 })
    }

    #[test]
    fn companion_time_factor_follows_the_rosters_losses() {
        let mut session = session();
        assert_eq!(session.allowance().seconds, 120.0);
        // Rome loses 1 of 4 stands, the Gauls 1: both above half, the primary time.
        session.apply_losses(0, &[(1, 8)], "melee");
        session.apply_losses(1, &[(2, 4)], "missiles");
        assert_eq!(session.allowance().seconds, 120.0);
        // Rome loses a second stand: 2 of 4 left, half its army lost, so 1:00 for both.
        session.apply_losses(0, &[(2, 8)], "melee");
        assert_eq!(session.allowance().seconds, 60.0);
        assert_eq!(
            session.allowance().reason,
            "Rome at or below half strength (2 of 4 left): 1:00"
        );
    }

    #[test]
    fn companion_losses_never_go_below_zero_and_undo_takes_back_the_last() {
        let mut session = session();
        session.apply_losses(1, &[(2, 9)], "arrows");
        assert_eq!(session.armies[1].units[1].points_left(), 0);
        assert!(session.undo());
        assert_eq!(session.armies[1].units[1].points_left(), 4);
        assert!(session.log.is_empty());
        assert!(!session.undo());
    }

    #[test]
    fn companion_units_entered_in_the_app_are_numbered_after_the_last() {
        let mut session = session();
        let number = session.add_unit(1, crate::rules::free_move::UnitType::Archers);
        assert_eq!(number, 5);
        assert_eq!(
            session.armies[1].units.last().map(RosterUnit::points_left),
            Some(4)
        );
        assert!(session.undo());
        assert_eq!(session.armies[1].units.len(), 4);
    }

    #[test]
    fn companion_log_lines_are_written_in_the_language_spoken() {
        use muster_text::{Language, in_language};
        let mut session = session();
        in_language(Language::French, || session.drive_back(0, 3));
        in_language(Language::German, || {
            session.apply_losses(0, &[(1, 2)], "Nahkampf");
        });
        let log = &session.log[session.log.len() - 2..];
        assert_eq!(log[0], "Rome : l'unité 3 est repoussée de 3 mouvements");
        assert_eq!(log[1], "Rome: Einheit 1 verliert 2 (6 übrig) — Nahkampf");
        assert_eq!(
            in_language(Language::French, || session.retiring[0].allows()),
            "reste sur place ce mouvement : ne peut pas bouger, pas de tir si attaquée"
        );
    }

    #[test]
    fn companion_retiring_units_stand_a_move_then_roll() {
        let mut session = session();
        session.drive_back(0, 3);
        assert_eq!(
            session.retiring[0].morale,
            Morale::Retiring { moves_to_stand: 1 }
        );
        session.next_move();
        assert!(
            session.retiring[0]
                .allows()
                .starts_with("recovery roll due")
        );
        session.recovery(0, 3, 2);
        assert_eq!(session.retiring[0].morale, Morale::MayNotAdvance);
        session.recovery(0, 3, 5);
        assert!(
            session.retiring.is_empty(),
            "recovered units leave the list"
        );
    }
}
