//! The Soldiers scenario file: the two sides' forces as groups (count × kind × nation,
//! with the scenario's flags), where each group deploys or when and where it arrives, the
//! game length, special rules and victory conditions, with places written in the zone
//! language of `zone.rs`.
//!
//! ```ron
//! Soldiers((
//!     name: "Brunstatt", date: "18 August 1914", history: "…",
//!     sides: [(name: "French", nation: Some(French), forces: [
//!         (count: 24, kind: InfantryCompany, at: Deploy(All([West(Town('A'), Inclusive), North(Road(1), Inclusive)]))),
//!     ]), (name: "German", …)],
//!     move_first: 0, deploy_first: Some(0), turns: 18,
//!     victory: (wins: [(side: 1, all: [Exited(at_least: 5, from: All([Edge(West), North(Canal, Exclusive)]))])]),
//! ))
//! ```

pub mod build;

mod words;
pub mod zone;

use muster_text::t;
use serde::{Deserialize, Serialize};

use super::error::Problem;
use crate::rules::soldiers::state::Quality;
use crate::rules::soldiers::units::{Nation, UnitKind};
use crate::rules::soldiers::victory::{Condition, VictoryRules};

pub use crate::rules::soldiers::scenario_readings::READINGS;
pub use build::{build_state, map_problems};
pub use zone::{Bound, Compass, Zone};

/// A whole Soldiers scenario.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SoldiersScenario {
    pub name: String,
    /// The battle's place and date as printed ("Brunstatt, 18 August 1914").
    pub date: String,
    #[serde(default)]
    pub history: String,
    /// Side 0 and side 1.
    pub sides: Vec<SideSpec>,
    /// The side that moves first every turn (MOVE FIRST).
    pub move_first: u8,
    /// The side that deploys first (DEPLOY FIRST); `None`: the one that moves first.
    #[serde(default)]
    pub deploy_first: Option<u8>,
    /// Game length in game-turns.
    pub turns: u32,
    /// The Eastern Front rules apply: Russian units are slow to rally.
    #[serde(default)]
    pub eastern_front: bool,
    #[serde(default)]
    pub special: SpecialSpec,
    pub victory: VictoryRules<Zone>,
}

/// One player's forces.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSpec {
    /// The player's name as the screen shows it ("German", "Allied").
    pub name: String,
    /// The nation of groups that name none.
    #[serde(default)]
    pub nation: Option<Nation>,
    pub forces: Vec<Group>,
}

/// `count` units of one kind and nation, with the same flags and the same arrival.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Group {
    pub count: u32,
    pub kind: UnitKind,
    #[serde(default)]
    pub nation: Option<Nation>,
    /// What the unit names call them when not the nation ("Japanese").
    #[serde(default)]
    pub called: Option<String>,
    /// The Reserve Unit rule.
    #[serde(default)]
    pub reserve: bool,
    /// Slow to rally (subject peoples) or Czech (also mutinous); Russians are made slow
    /// by `eastern_front`.
    #[serde(default)]
    pub quality: Quality,
    #[serde(default)]
    pub cossack: bool,
    /// May start in improved positions, at the player's option.
    #[serde(default)]
    pub may_dig_in: bool,
    /// Starts in improved positions, no option (scenario 2, the solitaire town).
    #[serde(default)]
    pub starts_improved: bool,
    /// Mounted cavalry that may deploy dismounted.
    #[serde(default)]
    pub may_dismount: bool,
    /// Dismounted cavalry that may remount (scenario 8's may not).
    #[serde(default = "yes")]
    pub may_remount: bool,
    /// A movement allowance set by the scenario.
    #[serde(default)]
    pub movement: Option<u32>,
    /// A range set by the scenario.
    #[serde(default)]
    pub range: Option<u32>,
    pub at: Arrival,
}

fn yes() -> bool {
    true
}

/// Where and when a group comes into play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Arrival {
    /// Deployed by its player before play, anywhere in the zone.
    Deploy(Zone),
    /// Enters in its side's movement phase of `turn` (or later) from a hex of `entry`.
    Arrive { turn: u32, entry: Zone },
    /// Set up by the scenario: each unit in the first hex of the zone (west to east,
    /// north to south) holding fewer than `per_hex` of the units set up so far.
    Placed { zone: Zone, per_hex: u32 },
}

/// Trench markers the scenario fixes: the first `count` hexes of `zone`, north first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrenchSpec {
    pub count: u32,
    pub zone: Zone,
    /// The side (0 or 1) that places the markers while deploying, anywhere in `zone`;
    /// without it the scenario fixes them (the northernmost hexes of the zone).
    #[serde(default)]
    pub placed_by: Option<u8>,
}

/// Scenario 5's exit and return, as the file writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExitAndReturnSpec {
    pub side: u8,
    pub from: Zone,
    pub entry: Zone,
    pub turns_off: u32,
}

/// The scenario's special rules.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialSpec {
    #[serde(default)]
    pub trenches: Option<TrenchSpec>,
    /// Scenario 9's wasps: units here roll before moving.
    #[serde(default)]
    pub wasps: Option<Zone>,
    /// Scenario 9: the game ends after the fire phase following the first player's move
    /// of this turn.
    #[serde(default)]
    pub ends_after_first_fire_of_turn: Option<u32>,
    #[serde(default)]
    pub exit_and_return: Option<ExitAndReturnSpec>,
    /// The solitaire situation: units leave improved positions on this roll or less.
    #[serde(default)]
    pub leave_improved_on_or_below: Option<u8>,
    /// The solitaire situation: this side (0 or 1) moves and fires by the printed
    /// doctrine, played by the computer.
    #[serde(default)]
    pub doctrine_side: Option<u8>,
}

impl Group {
    /// The group's nation: its own, else its side's.
    pub fn nation(&self, side: &SideSpec) -> Option<Nation> {
        self.nation.or(side.nation)
    }
}

impl SoldiersScenario {
    /// Everything wrong with a scenario that parsed, each with its place in the file.
    /// Places are checked against the map when the game is built (`map_problems`).
    pub fn problems(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let mut report =
            |place: String, message: String| problems.push(Problem::new(place, message));
        if self.name.trim().is_empty() {
            report("name".into(), "the scenario needs a name".into());
        }
        if self.sides.len() != 2 {
            report(
                "sides".into(),
                t!(
                    "scenarios-soldiers-has-two-players-found-sides",
                    value0 = self.sides.len().to_string()
                ),
            );
        }
        let side_ok = |side: u8| usize::from(side) < 2;
        if !side_ok(self.move_first) {
            report(
                "move_first".into(),
                t!(
                    "scenarios-side-0-or-1-found",
                    value0 = self.move_first.to_string()
                ),
            );
        }
        if let Some(side) = self.deploy_first.filter(|side| !side_ok(*side)) {
            report(
                "deploy_first".into(),
                t!("scenarios-side-0-or-1-found-2", side = side.to_string()),
            );
        }
        if self.turns == 0 {
            report("turns".into(), "the game needs at least one turn".into());
        }
        for (s, side) in self.sides.iter().enumerate() {
            if side.forces.is_empty() {
                report(
                    format!("sides[{s}].forces"),
                    t!("scenarios-side-has-no-units", side = side.name.to_string()),
                );
            }
            for (g, group) in side.forces.iter().enumerate() {
                let place = format!("sides[{s}].forces[{g}]");
                for message in group_problems(group, side, self.turns) {
                    report(place.clone(), message);
                }
            }
        }
        if let Some(turn) = self
            .special
            .ends_after_first_fire_of_turn
            .filter(|turn| *turn == 0 || *turn > self.turns)
        {
            report(
                "special.ends_after_first_fire_of_turn".into(),
                t!(
                    "scenarios-turn-not-game-s-1",
                    value0 = self.turns.to_string(),
                    turn = turn.to_string()
                ),
            );
        }
        if let Some(rule) = self
            .special
            .exit_and_return
            .as_ref()
            .filter(|rule| !side_ok(rule.side))
        {
            report(
                "special.exit_and_return.side".into(),
                t!(
                    "scenarios-side-0-or-1-found-3",
                    value0 = rule.side.to_string()
                ),
            );
        }
        if let Some(trenches) = self
            .special
            .trenches
            .as_ref()
            .filter(|trenches| trenches.count == 0)
        {
            report(
                "special.trenches.count".into(),
                t!(
                    "scenarios-trench-markers",
                    value0 = trenches.count.to_string()
                ),
            );
        }
        for (w, win) in self.victory.wins.iter().enumerate() {
            if !side_ok(win.side) {
                report(
                    format!("victory.wins[{w}].side"),
                    t!(
                        "scenarios-side-0-or-1-found-4",
                        value0 = win.side.to_string()
                    ),
                );
            }
            if win.all.is_empty() {
                report(
                    format!("victory.wins[{w}].all"),
                    "a way to win needs a condition".into(),
                );
            }
            let uses_points = win.all.iter().any(|c| matches!(c, Condition::MorePoints));
            if uses_points && self.victory.points.is_empty() {
                report(
                    format!("victory.wins[{w}]"),
                    "MorePoints needs the victory points table `points`".into(),
                );
            }
        }
        if let Some(side) = self.victory.otherwise.filter(|side| !side_ok(*side)) {
            report(
                "victory.otherwise".into(),
                t!("scenarios-side-0-or-1-found-5", side = side.to_string()),
            );
        }
        for (p, points) in self.victory.points.iter().enumerate() {
            if !side_ok(points.scorer) {
                report(
                    format!("victory.points[{p}].scorer"),
                    t!(
                        "scenarios-side-0-or-1-found-6",
                        value0 = points.scorer.to_string()
                    ),
                );
            }
        }
        problems
    }
}

fn group_problems(group: &Group, side: &SideSpec, turns: u32) -> Vec<String> {
    let mut problems = Vec::new();
    if group.count == 0 {
        problems.push("a group needs at least one unit (count 0)".into());
    }
    let nation = group.nation(side);
    if nation.is_none() {
        problems.push(t!(
            "scenarios-no-nation-give-group-or-side",
            side = side.name.to_string()
        ));
    }
    if group.quality == Quality::Czech && nation != Some(Nation::AustroHungarian) {
        problems.push("only Austro-Hungarian units can be Czech (Eastern Front case D)".into());
    }
    let cavalry = matches!(
        group.kind,
        UnitKind::CavalryMounted | UnitKind::CavalryDismounted
    );
    if group.cossack && !(cavalry && nation == Some(Nation::Russian)) {
        problems.push("only Russian cavalry can be cossacks".into());
    }
    if group.may_dismount && group.kind != UnitKind::CavalryMounted {
        problems.push("only mounted cavalry may deploy dismounted".into());
    }
    if group.starts_improved && group.kind == UnitKind::CavalryMounted {
        problems.push("mounted cavalry never dig in (Improved Positions)".into());
    }
    match &group.at {
        Arrival::Arrive { turn, .. } if *turn == 0 || *turn > turns => {
            problems.push(t!(
                "scenarios-arrives-turn-outside-game-s-1",
                turn = turn.to_string(),
                turns = turns.to_string()
            ));
        }
        Arrival::Placed { per_hex: 0, .. } => problems.push("per_hex must be at least 1".into()),
        _ => {}
    }
    problems
}
