//! Victory as a scenario states it: an army broken at a share of its points, a place held
//! when the last move ends.

use muster_text::t;
use serde::{Deserialize, Serialize};

use super::roster::{Side, SideTotals};
use crate::rules::free_move::table::Shape;

fn default_break_percent() -> u32 {
    50
}

/// A place whose holder at the end wins the battle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    pub name: String,
    pub shape: Shape,
}

/// What decides the battle (the scenario's `victory`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoryConditions {
    /// An army reduced to this share of its starting points (or less) is beaten.
    #[serde(default = "default_break_percent")]
    pub army_breaks_at_percent: u32,
    /// The battle ends after this many timed moves, if set.
    #[serde(default)]
    pub moves: Option<u32>,
    /// A place to hold when the last move ends, if set.
    #[serde(default)]
    pub hold: Option<Objective>,
}

impl Default for VictoryConditions {
    fn default() -> Self {
        Self {
            army_breaks_at_percent: default_break_percent(),
            moves: None,
            hold: None,
        }
    }
}

/// Who won, and why, in words for the victory screen.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VictoryResult {
    /// `None` for a drawn battle.
    pub winner: Option<Side>,
    pub reason: String,
}

/// The share of its starting points an army keeps, in percent.
fn percent_left(totals: &SideTotals) -> f32 {
    100.0 * totals.points.share_of(totals.starting_points)
}

impl VictoryConditions {
    /// Judged after each combat phase: is an army broken?
    pub fn army_broken(
        &self,
        totals: [SideTotals; 2],
        names: &[String; 2],
    ) -> Option<VictoryResult> {
        let limit = self.army_breaks_at_percent as f32;
        let broken = totals.map(|side| percent_left(&side) <= limit);
        match broken {
            [false, false] => None,
            [true, false] | [false, true] => {
                let loser = if broken[0] { 0 } else { 1 };
                let winner = Side::from_index(1 - loser);
                Some(VictoryResult {
                    winner: Some(winner),
                    reason: t!(
                        "rules-free-move-victory-broken",
                        side = names[loser].as_str(),
                        left = format!("{:.0}", percent_left(&totals[loser])),
                        limit = self.army_breaks_at_percent
                    ),
                })
            }
            [true, true] => Some(Self::by_points(
                totals,
                names,
                &t!("rules-free-move-victory-both-broken"),
            )),
        }
    }

    /// Judged when the last timed move's combat is over. `holders[i]` is whether side `i`
    /// has a stand inside the objective.
    pub fn at_the_end(
        &self,
        totals: [SideTotals; 2],
        names: &[String; 2],
        holders: [bool; 2],
    ) -> VictoryResult {
        if let Some(objective) = &self.hold {
            match holders {
                [true, false] | [false, true] => {
                    let holder = if holders[0] { 0 } else { 1 };
                    return VictoryResult {
                        winner: Some(Side::from_index(holder)),
                        reason: t!(
                            "rules-free-move-victory-holds",
                            side = names[holder].as_str(),
                            objective = objective.name.as_str()
                        ),
                    };
                }
                _ => {
                    let words = t!(
                        "rules-free-move-victory-held-by-neither",
                        objective = objective.name.as_str()
                    );
                    return Self::by_points(totals, names, &words);
                }
            }
        }
        Self::by_points(totals, names, &t!("rules-free-move-victory-last-move"))
    }

    fn by_points(totals: [SideTotals; 2], names: &[String; 2], lead: &str) -> VictoryResult {
        let left = totals.map(|side| percent_left(&side));
        let winner = if (left[0] - left[1]).abs() < 0.5 {
            None
        } else if left[0] > left[1] {
            Some(Side::First)
        } else {
            Some(Side::Second)
        };
        let reason = match winner {
            Some(side) => t!(
                "rules-free-move-victory-by-points",
                lead = lead,
                side = names[side.index()].as_str(),
                left = format!("{:.0}", left[side.index()]),
                other = format!("{:.0}", left[side.enemy().index()])
            ),
            None => t!(
                "rules-free-move-victory-draw",
                lead = lead,
                left = format!("{:.0}", left[0])
            ),
        };
        VictoryResult { winner, reason }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::Points;

    fn names() -> [String; 2] {
        ["Rome".into(), "Britons".into()]
    }

    fn totals(points: u32, starting_points: u32) -> SideTotals {
        SideTotals {
            starting_points: Points(starting_points),
            points: Points(points),
            starting_stands: 10,
            stands: 5,
        }
    }

    #[test]
    fn victory_army_reduced_to_its_breaking_share_loses() {
        let conditions = VictoryConditions::default();
        assert_eq!(
            conditions.army_broken([totals(60, 100), totals(51, 100)], &names()),
            None
        );
        let result = conditions
            .army_broken([totals(60, 100), totals(50, 100)], &names())
            .expect("the Britons are broken");
        assert_eq!(result.winner, Some(Side::First));
        assert_eq!(
            result.reason,
            "Britons is reduced to 50% of its points (broken at 50%)"
        );
    }

    #[test]
    fn victory_both_broken_goes_to_the_larger_share() {
        let conditions = VictoryConditions::default();
        let result = conditions
            .army_broken([totals(30, 100), totals(40, 100)], &names())
            .expect("decided");
        assert_eq!(result.winner, Some(Side::Second));
    }

    #[test]
    fn victory_the_place_held_at_the_end() {
        let conditions = VictoryConditions {
            army_breaks_at_percent: 25,
            moves: Some(8),
            hold: Some(Objective {
                name: "the farm".into(),
                shape: Shape::Circle {
                    centre: (10.0, 10.0),
                    radius: 4.0,
                },
            }),
        };
        let result =
            conditions.at_the_end([totals(90, 100), totals(40, 100)], &names(), [false, true]);
        assert_eq!(result.winner, Some(Side::Second));
        assert_eq!(result.reason, "Britons alone holds the farm");
        let shared =
            conditions.at_the_end([totals(90, 100), totals(40, 100)], &names(), [true, true]);
        assert_eq!(shared.winner, Some(Side::First));
    }
}
