//! The state of a Free Move game: the table, both rosters, the phase and the melees.

use serde::{Deserialize, Serialize};

use crate::rules::guarded_state::changed_only_by_apply;

use super::geometry::{Pose, TerrainMap, Tray};
use super::roster::{MeleeId, Points, Side, SideTotals, SquareId, Unit, UnitId};
use super::setup::Setup;
use super::table::{Shape, StandSize, TableSize, Terrain};
use super::time_factor::TimeSetting;
use super::victory::{VictoryConditions, VictoryResult};

/// Where the game stands in the sequence of a game move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Each side places its stands in its deployment zone, then says it is ready.
    Deployment,
    /// The countdown runs; both sides move at once.
    TimedMove,
    /// After the bell: sideways and backward moves only, away from melee and missile range.
    Rearrangement,
    /// Each missile unit names its target; fire is resolved when both sides are done.
    MissileFire,
    /// After a first-move melee: either side may pull out (rule 12, contingency).
    PullOut,
    /// Winners of a completed melee make their bonus move (rule 12, clauses 7 and 8).
    BonusMoves,
    /// The battle is decided.
    GameOver,
}

impl Phase {
    /// The phase's name on screen.
    pub fn title(self) -> String {
        match self {
            Phase::Deployment => muster_text::t!("rules-free-move-phase-deployment"),
            Phase::TimedMove => muster_text::t!("rules-free-move-phase-timed-move"),
            Phase::Rearrangement => muster_text::t!("rules-free-move-phase-rearrangement"),
            Phase::MissileFire => muster_text::t!("rules-free-move-phase-missile-fire"),
            Phase::PullOut => muster_text::t!("rules-free-move-phase-pull-out"),
            Phase::BonusMoves => muster_text::t!("rules-free-move-phase-bonus-moves"),
            Phase::GameOver => muster_text::t!("rules-free-move-phase-game-over"),
        }
    }
}

/// How a melee is fought.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MeleeKind {
    /// The Two Game Move Melee of rule 12.
    TwoMove,
    /// Against a defensive position (wall, house, square): one move, two ranks counted.
    DefensivePosition,
    /// Called Fire and Charge (rule 9): one move.
    FireAndCharge,
    /// Started by a bonus move: fought at once, no shock, no missile fire (rule 12.8).
    Bonus,
}

impl MeleeKind {
    /// Whether the melee is settled in one round.
    pub fn one_round(self) -> bool {
        !matches!(self, MeleeKind::TwoMove)
    }
}

/// A contact made by moving: who charged whom (shock and the missile men's volley
/// depend on it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Charge {
    pub attacker: UnitId,
    pub target: UnitId,
}

/// One melee: the stands frozen in it and how far it has been fought.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Melee {
    pub id: MeleeId,
    pub kind: MeleeKind,
    /// Rounds fought so far (a two-move melee is fought at the end of two timed moves).
    pub rounds_fought: u8,
    /// Every stand in the melee, both sides.
    pub units: Vec<UnitId>,
    /// The charges that started it.
    pub charges: Vec<Charge>,
}

/// An announced square (rule 11).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Square {
    pub id: SquareId,
    pub side: Side,
    pub units: Vec<UnitId>,
    /// Broken by a loss or a retreat (clause 4), or while moving (clause 6: reformed at
    /// the end of the move).
    pub broken: bool,
}

/// A missile unit's declared target for this fire phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Volley {
    pub shooter: UnitId,
    pub target: UnitId,
}

/// Rule variants the players may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RuleOptions {
    /// The variant of "missile men forced into melee": they roll a die and a 1 means no
    /// volley.
    pub missile_men_roll_for_volley: bool,
}

pub mod apply;

changed_only_by_apply! {
    /// The whole game: read through [`StateData`], changed by [`apply::apply`] alone.
    #[derive(Debug, Clone, Serialize, Deserialize)]
    State wraps StateData
}

/// Everything needed to continue a Free Move game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StateData {
    pub table: TableSize,
    pub stand: StandSize,
    pub side_names: [String; 2],
    pub deployment: [Option<Shape>; 2],
    pub terrain: Vec<Terrain>,
    #[serde(skip)]
    terrain_map: TerrainMap,
    pub options: RuleOptions,
    pub time: TimeSetting,
    pub victory_conditions: VictoryConditions,
    /// Every unit of both sides, sorted by side then number.
    pub units: Vec<Unit>,
    pub phase: Phase,
    /// Timed moves begun so far (0 during deployment).
    pub move_number: u32,
    /// Sides that have said they are done with the current phase.
    pub done: [bool; 2],
    /// Rule 6: Time was called; no combat until another timed move has been played.
    pub combat_suspended: bool,
    pub melees: Vec<Melee>,
    pub squares: Vec<Square>,
    pub volleys: Vec<Volley>,
    /// Units owed a bonus move.
    pub bonus_moves: Vec<UnitId>,
    pub next_melee_id: MeleeId,
    pub next_square_id: SquareId,
    /// Each side's points at the start of each timed move (the summary chart).
    pub points_history: Vec<[Points; 2]>,
    pub result: Option<VictoryResult>,
}

impl State {
    /// A game at deployment from its set-up (a checked scenario's, or a test builder's).
    pub fn new(scenario: &Setup) -> Self {
        let mut units: Vec<Unit> = scenario
            .sides
            .iter()
            .take(2)
            .enumerate()
            .flat_map(|(index, side)| {
                side.units.iter().map(move |placement| {
                    Unit::new(
                        UnitId::new(Side::from_index(index), placement.number),
                        placement.unit_type,
                        Pose::new(placement.at.0, placement.at.1, placement.facing),
                    )
                })
            })
            .collect();
        units.sort_by_key(|unit| unit.id);
        let name = |index: usize| {
            scenario.sides.get(index).map_or_else(
                || muster_text::t!("common-side", side = index + 1),
                |side| side.name.clone(),
            )
        };
        let deployment = |index: usize| {
            scenario
                .sides
                .get(index)
                .and_then(|side| side.deployment.clone())
        };
        State::from(StateData {
            table: scenario.table,
            stand: scenario.stand,
            side_names: [name(0), name(1)],
            deployment: [deployment(0), deployment(1)],
            terrain: scenario.terrain.clone(),
            terrain_map: TerrainMap::new(&scenario.terrain),
            options: RuleOptions::default(),
            time: TimeSetting::Primary {
                seconds: scenario.primary_time_seconds,
            },
            victory_conditions: scenario.victory.clone(),
            units,
            phase: Phase::Deployment,
            move_number: 0,
            done: [false, false],
            combat_suspended: false,
            melees: Vec::new(),
            squares: Vec::new(),
            volleys: Vec::new(),
            bonus_moves: Vec::new(),
            next_melee_id: MeleeId(1),
            next_square_id: SquareId(1),
            points_history: Vec::new(),
            result: None,
        })
    }

    /// Rebuild what is not saved (the terrain's collision shapes) after loading.
    pub fn after_load(&mut self) {
        self.data.terrain_map = TerrainMap::new(&self.data.terrain);
    }
}

impl StateData {
    pub fn terrain(&self) -> &TerrainMap {
        &self.terrain_map
    }

    pub fn tray(&self) -> Tray {
        Tray::new(self.stand)
    }

    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units
            .binary_search_by_key(&id, |unit| unit.id)
            .ok()
            .map(|index| &self.units[index])
    }

    pub(super) fn unit_mut(&mut self, id: UnitId) -> Option<&mut Unit> {
        self.units
            .binary_search_by_key(&id, |unit| unit.id)
            .ok()
            .map(|index| &mut self.units[index])
    }

    /// Units still on the table.
    pub fn units_on_table(&self) -> impl Iterator<Item = &Unit> {
        self.units.iter().filter(|unit| unit.on_table())
    }

    /// One side's units still on the table.
    pub fn army(&self, side: Side) -> impl Iterator<Item = &Unit> {
        self.units_on_table()
            .filter(move |unit| unit.id.side == side)
    }

    pub fn totals(&self, side: Side) -> SideTotals {
        SideTotals::of(self.units.iter().filter(|unit| unit.id.side == side))
    }

    pub fn melee(&self, id: MeleeId) -> Option<&Melee> {
        self.melees.iter().find(|melee| melee.id == id)
    }

    pub fn square(&self, id: SquareId) -> Option<&Square> {
        self.squares.iter().find(|square| square.id == id)
    }

    /// Whether the unit is in an unbroken square.
    pub fn in_formed_square(&self, unit: &Unit) -> bool {
        unit.square
            .and_then(|id| self.square(id))
            .is_some_and(|square| !square.broken)
    }

    /// Whether the unit holds a defensive position: behind a wall, on a hill, in a house.
    pub fn in_defensive_position(&self, unit: &Unit) -> bool {
        let terrain = self.terrain();
        terrain.on_hill(&unit.pose)
            || terrain.in_house(&unit.pose)
            || terrain.lining_wall(&self.tray(), &unit.pose)
    }

    /// Enemy stands touching this one.
    pub fn touching_enemies(&self, unit: &Unit) -> Vec<UnitId> {
        let tray = self.tray();
        self.army(unit.id.side.enemy())
            .filter(|enemy| tray.touching(&unit.pose, &enemy.pose))
            .map(|enemy| enemy.id)
            .collect()
    }
}
