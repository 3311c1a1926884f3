//! The draft's victory conditions, those the engine knows: hexes held, units exited (from
//! painted hexes), enemy units destroyed, more victory points; the side that wins when
//! nobody's conditions hold; and the trenches (how many, in which hexes, fixed by the
//! scenario or placed by a side while deploying).

use super::ScenarioDraft;
use crate::rules::soldiers::units::UnitKind;
use crate::rules::soldiers::victory::{Condition, Points, Win};
use crate::scenario::soldiers::{TrenchSpec, Zone};

/// A kind of victory condition the editor adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConditionKind {
    /// At least so many friendly units in painted hexes at the end.
    Hold,
    /// At least so many friendly units left the map from painted hexes.
    Exit,
    /// At least so many enemy units eliminated.
    Destroy,
    /// More victory points than the enemy (the points table).
    Points,
}

impl ConditionKind {
    pub const ALL: [ConditionKind; 4] = [
        ConditionKind::Hold,
        ConditionKind::Exit,
        ConditionKind::Destroy,
        ConditionKind::Points,
    ];

    fn condition(self) -> Condition<Zone> {
        match self {
            ConditionKind::Hold => Condition::AtLeast {
                at_least: 1,
                within: Zone::Hexes(Vec::new()),
                including: None,
            },
            ConditionKind::Exit => Condition::Exited {
                at_least: 1,
                from: Zone::Hexes(Vec::new()),
            },
            ConditionKind::Destroy => Condition::Destroyed { at_least: 1 },
            ConditionKind::Points => Condition::MorePoints,
        }
    }
}

/// The trench markers a scenario newly given trenches has.
const NEW_TRENCH_COUNT: u32 = 3;

impl ScenarioDraft {
    /// A new way to win for `side` by one condition of `kind`; its index.
    pub fn add_win(&mut self, side: u8, kind: ConditionKind) -> usize {
        let side = side.min(1);
        self.edit(|scenario| {
            scenario.victory.wins.push(Win {
                side,
                all: vec![kind.condition()],
            });
            if kind == ConditionKind::Points && scenario.victory.points.is_empty() {
                for scorer in [0, 1] {
                    scenario.victory.points.push(Points {
                        scorer,
                        kind: UnitKind::InfantryCompany,
                        points: 1,
                    });
                }
            }
        });
        self.scenario().victory.wins.len() - 1
    }

    /// One more condition the way to win `win` needs.
    pub fn add_condition(&mut self, win: usize, kind: ConditionKind) {
        self.edit(|scenario| {
            if let Some(found) = scenario.victory.wins.get_mut(win) {
                found.all.push(kind.condition());
            }
        });
    }

    /// Take a condition away; a way to win left with none goes too.
    pub fn remove_condition(&mut self, win: usize, condition: usize) {
        self.edit(|scenario| {
            let wins = &mut scenario.victory.wins;
            if let Some(found) = wins.get_mut(win)
                && condition < found.all.len()
            {
                found.all.remove(condition);
                if found.all.is_empty() {
                    wins.remove(win);
                }
            }
        });
    }

    /// The side that wins by the way to win `win`.
    pub fn set_win_side(&mut self, win: usize, side: u8) {
        self.edit(|scenario| {
            if let Some(found) = scenario.victory.wins.get_mut(win) {
                found.side = side.min(1);
            }
        });
    }

    /// A condition's number: units held or exited, enemy units destroyed, and so on.
    pub fn set_condition_number(&mut self, win: usize, condition: usize, number: u32) {
        self.edit(|scenario| {
            let Some(found) = scenario
                .victory
                .wins
                .get_mut(win)
                .and_then(|win| win.all.get_mut(condition))
            else {
                return;
            };
            match found {
                Condition::Exited { at_least, .. }
                | Condition::Returned { at_least, .. }
                | Condition::AtLeast { at_least, .. }
                | Condition::Bridgehead { at_least, .. }
                | Condition::Destroyed { at_least } => *at_least = number.max(1),
                Condition::FewerUndisrupted { fewer_than, .. } => *fewer_than = number.max(1),
                Condition::LostAtMost { at_most } => *at_most = number,
                Condition::Occupies { .. } | Condition::MorePoints => {}
            }
        });
    }

    /// The side that wins when no way to win holds; `None`: a draw.
    pub fn set_otherwise(&mut self, side: Option<u8>) {
        self.edit(|scenario| scenario.victory.otherwise = side.map(|side| side.min(1)));
    }

    /// Points `scorer` earns for each enemy unit of `kind` destroyed (a row of the
    /// victory points table), replacing the row for that scorer and kind; 0 removes it.
    pub fn set_points(&mut self, scorer: u8, kind: UnitKind, points: u32) {
        self.edit(|scenario| {
            let table = &mut scenario.victory.points;
            let at = table
                .iter()
                .position(|row| row.scorer == scorer && row.kind == kind);
            match (at, points) {
                (Some(at), 0) => {
                    table.remove(at);
                }
                (Some(at), points) => table[at].points = points,
                (None, 0) => {}
                (None, points) => table.push(Points {
                    scorer: scorer.min(1),
                    kind,
                    points,
                }),
            }
        });
    }

    /// Give the scenario trenches (three, in hexes to paint) or take them away.
    pub fn set_trenches(&mut self, on: bool) {
        self.edit(|scenario| {
            scenario.special.trenches = match (on, scenario.special.trenches.take()) {
                (true, Some(kept)) => Some(kept),
                (true, None) => Some(TrenchSpec {
                    count: NEW_TRENCH_COUNT,
                    zone: Zone::Hexes(Vec::new()),
                    placed_by: None,
                }),
                (false, _) => None,
            };
        });
    }

    /// How many trench markers (at least one).
    pub fn set_trench_count(&mut self, count: u32) {
        self.edit(|scenario| {
            if let Some(spec) = scenario.special.trenches.as_mut() {
                spec.count = count.max(1);
            }
        });
    }

    /// The side that places the trenches while deploying; `None`: the scenario fixes them
    /// in the northernmost painted hexes.
    pub fn set_trench_placer(&mut self, side: Option<u8>) {
        self.edit(|scenario| {
            if let Some(spec) = scenario.special.trenches.as_mut() {
                spec.placed_by = side.map(|side| side.min(1));
            }
        });
    }
}
