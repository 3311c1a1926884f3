//! Victory conditions of the scenarios, evaluated by the engine at the end of the game:
//! each side's conditions, the side that wins when nobody's are met, and the sentence a
//! player reads. Areas are resolved hexes with the words that name them.

mod conditions;
mod goal;
mod returning;
#[cfg(test)]
mod tests;

use hexx::Hex;
use muster_text::t;
use serde::{Deserialize, Serialize};

use super::state::{Side, State};
use super::units::UnitKind;

pub use conditions::{points, status};
pub use goal::ai_goal;
pub use returning::ExitAndReturn;

/// A resolved area: its hexes and what the scenario calls it ("town B").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Area {
    pub name: String,
    pub hexes: Vec<Hex>,
}

/// One condition, read from the point of view of the side that wins by it: "friendly"
/// units are that side's, "enemy" units the other's. `A` is the area: a zone in the
/// scenario file, an `Area` in the state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition<A> {
    /// At least `at_least` friendly units left the map from hexes of `from` (an edge
    /// stretch, or numbered road hexes). Artillery and machine-gun platoons do not count.
    Exited { at_least: u32, from: A },
    /// At least `at_least` friendly units that left under the scenario's exit-and-return
    /// rule are back on the map in `now_in` (scenario 5).
    Returned { at_least: u32, now_in: A },
    /// Fewer than `fewer_than` undisrupted enemy units on the map in `within` ("no
    /// undisrupted German units in town C": fewer than 1).
    FewerUndisrupted { fewer_than: u32, within: A },
    /// At least `at_least` friendly units in `within`, one of them of `including` if
    /// given (scenario 8's field gun battery).
    AtLeast {
        at_least: u32,
        within: A,
        #[serde(default)]
        including: Option<UnitKind>,
    },
    /// A friendly unit occupies a hex of `within`.
    Occupies { within: A },
    /// A friendly unit holds a hex of `bridges`, and at least `at_least` friendly units
    /// stand in `beyond` within `within` hexes of it (scenario 7).
    Bridgehead {
        bridges: A,
        beyond: A,
        within: u32,
        at_least: u32,
    },
    /// At least `at_least` enemy units eliminated.
    Destroyed { at_least: u32 },
    /// At most `at_most` friendly units eliminated.
    LostAtMost { at_most: u32 },
    /// More victory points (the scenario's `points`) than the enemy.
    MorePoints,
}

/// A way to win: `side` wins if every condition holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Win<A> {
    /// 0 or 1, as the scenario lists the sides.
    pub side: u8,
    pub all: Vec<Condition<A>>,
}

/// Points the `scorer` side earns for each enemy unit of `kind` destroyed (scenario 13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Points {
    pub scorer: u8,
    pub kind: UnitKind,
    pub points: u32,
}

/// A scenario's victory conditions. The ways to win are tried in order; if none holds,
/// `otherwise` wins ("the British player wins if the German player fails"), or it is a
/// draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VictoryRules<A> {
    pub wins: Vec<Win<A>>,
    #[serde(default)]
    pub otherwise: Option<u8>,
    #[serde(default)]
    pub points: Vec<Points>,
}

impl<A> Default for VictoryRules<A> {
    fn default() -> Self {
        VictoryRules {
            wins: Vec::new(),
            otherwise: None,
            points: Vec::new(),
        }
    }
}

/// The conditions a game carries.
pub type Victory = VictoryRules<Area>;

impl<A> Condition<A> {
    /// The same condition with its areas turned into others (zones into hexes).
    pub fn map_areas<B, E>(
        &self,
        mut f: impl FnMut(&A) -> Result<B, E>,
    ) -> Result<Condition<B>, E> {
        Ok(match self {
            Condition::Exited { at_least, from } => Condition::Exited {
                at_least: *at_least,
                from: f(from)?,
            },
            Condition::Returned { at_least, now_in } => Condition::Returned {
                at_least: *at_least,
                now_in: f(now_in)?,
            },
            Condition::FewerUndisrupted { fewer_than, within } => Condition::FewerUndisrupted {
                fewer_than: *fewer_than,
                within: f(within)?,
            },
            Condition::AtLeast {
                at_least,
                within,
                including,
            } => Condition::AtLeast {
                at_least: *at_least,
                within: f(within)?,
                including: *including,
            },
            Condition::Occupies { within } => Condition::Occupies { within: f(within)? },
            Condition::Bridgehead {
                bridges,
                beyond,
                within,
                at_least,
            } => Condition::Bridgehead {
                bridges: f(bridges)?,
                beyond: f(beyond)?,
                within: *within,
                at_least: *at_least,
            },
            Condition::Destroyed { at_least } => Condition::Destroyed {
                at_least: *at_least,
            },
            Condition::LostAtMost { at_most } => Condition::LostAtMost { at_most: *at_most },
            Condition::MorePoints => Condition::MorePoints,
        })
    }

    /// Every area the condition names.
    pub fn areas(&self) -> Vec<&A> {
        match self {
            Condition::Exited { from: area, .. }
            | Condition::Returned { now_in: area, .. }
            | Condition::FewerUndisrupted { within: area, .. }
            | Condition::AtLeast { within: area, .. }
            | Condition::Occupies { within: area } => vec![area],
            Condition::Bridgehead {
                bridges, beyond, ..
            } => vec![bridges, beyond],
            Condition::Destroyed { .. } | Condition::LostAtMost { .. } | Condition::MorePoints => {
                Vec::new()
            }
        }
    }
}

impl<A> VictoryRules<A> {
    /// The same rules with every area turned into another kind.
    pub fn map_areas<B, E>(
        &self,
        mut f: impl FnMut(&A) -> Result<B, E>,
    ) -> Result<VictoryRules<B>, E> {
        let mut wins = Vec::new();
        for win in &self.wins {
            let mut all = Vec::new();
            for condition in &win.all {
                all.push(condition.map_areas(&mut f)?);
            }
            wins.push(Win {
                side: win.side,
                all,
            });
        }
        Ok(VictoryRules {
            wins,
            otherwise: self.otherwise,
            points: self.points.clone(),
        })
    }
}

/// The winner (`None`: a draw) and why, at the end of the game.
pub fn evaluate(state: &State) -> (Option<Side>, String) {
    let rules = &state.victory;
    let player = |side: u8| {
        state
            .players
            .get(usize::from(side))
            .cloned()
            .unwrap_or_else(|| t!("rules-soldiers-side-number", side = side))
    };
    for win in &rules.wins {
        let side = Side(win.side);
        let statuses: Vec<(bool, String)> = win
            .all
            .iter()
            .map(|condition| status(state, side, condition))
            .collect();
        if statuses.iter().all(|(met, _)| *met) {
            let reasons: Vec<String> = statuses.into_iter().map(|(_, text)| text).collect();
            return (
                Some(side),
                t!(
                    "rules-soldiers-player-wins",
                    player = player(win.side),
                    reasons = reasons.join("; ")
                ),
            );
        }
    }
    match rules.otherwise {
        Some(side) => {
            let beaten: Vec<String> = rules
                .wins
                .iter()
                .filter(|win| win.side != side)
                .map(|win| player(win.side))
                .collect();
            let winner = player(side);
            let said = if beaten.is_empty() {
                t!(
                    "rules-soldiers-wins-the-other-side-did-not",
                    player = winner
                )
            } else {
                t!(
                    "rules-soldiers-wins-the-player-did-not",
                    player = winner,
                    beaten = beaten.join(" / ")
                )
            };
            (Some(Side(side)), said)
        }
        None if rules.wins.is_empty() => (None, t!("rules-soldiers-draw-no-conditions")),
        None => (None, t!("rules-soldiers-draw-neither-met")),
    }
}

/// Where each side stands against its conditions, one line each, for the screen:
/// "German: German units exited from the west edge …: 3 of 5".
pub fn progress(state: &State) -> Vec<String> {
    let mut lines = Vec::new();
    for win in &state.victory.wins {
        let name = state
            .players
            .get(usize::from(win.side))
            .cloned()
            .unwrap_or_default();
        for condition in &win.all {
            let (met, text) = status(state, Side(win.side), condition);
            lines.push(if met {
                t!(
                    "rules-soldiers-progress-met",
                    name = name.as_str(),
                    text = text
                )
            } else {
                t!("rules-soldiers-progress", name = name.as_str(), text = text)
            });
        }
    }
    lines
}
