//! The state of a game of Soldiers: units and where they are, the markers on the map, the
//! turn and phase, and the bookkeeping of the phase under way. Only `apply.rs` changes it.

use std::collections::BTreeMap;
use std::sync::Arc;

use hexx::Hex;
use serde::{Deserialize, Serialize};

use crate::rules::guarded_state::changed_only_by_apply;

use super::crt::CombatResult;
use super::tables::Tables;
use super::units::{Nation, UnitKind};
use super::victory::{ExitAndReturn, Victory};

/// A player: 0 or 1, as the scenario lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Side(pub u8);

impl Side {
    pub fn other(self) -> Side {
        Side(1 - self.0)
    }
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A unit's number, unique in the game (new ones are made by breakdown).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UnitId(pub u32);

/// How a nation's troops take disruption and orders (special rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Quality {
    #[default]
    Regular,
    /// Eastern Front case A and B: disrupted twice as long (Russians; Austro-Hungarian
    /// subject peoples).
    SlowToRally,
    /// Slow to rally and mutinous: each Czech unit rolls before it fires (case D).
    Czech,
}

/// Where a unit is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Location {
    /// Before play: to be deployed in `zone` (dug in if `may_dig_in`, dismounted if
    /// `may_dismount`).
    ToDeploy {
        zone: Vec<Hex>,
        may_dig_in: bool,
        may_dismount: bool,
    },
    /// On the map.
    OnMap(Hex),
    /// Not yet on the map: it may enter from `entry` in its side's movement phase of
    /// `turn` or later (reinforcements may be delayed).
    Waiting { turn: u32, entry: Vec<Hex> },
    /// Left the map over an edge on `turn` from `hex`.
    Exited { turn: u32, hex: Hex },
    /// Removed by fire.
    Eliminated { turn: u32 },
    /// Replaced by others (breakdown, recombination, remounting).
    Replaced,
}

/// One counter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub id: UnitId,
    pub side: Side,
    pub nation: Nation,
    pub kind: UnitKind,
    /// A short name for logs: "French infantry 3".
    pub name: String,
    pub location: Location,
    /// Rallies at the end of this absolute phase (a movement phase); `None`: not
    /// disrupted.
    pub disrupted_until: Option<u32>,
    /// In an improved position (it doubles the hex's defense for this unit).
    pub improved: bool,
    /// Reserve troops (reserve rules): worse fire and digging in.
    pub reserve: bool,
    pub quality: Quality,
    /// Cossack cavalry (moves 9 mounted).
    pub cossack: bool,
    /// The hex its horses stand in while dismounted (cavalry case C); `None` when mounted,
    /// never mounted, or the horses are lost.
    pub horses: Option<Hex>,
    /// Whether this dismounted cavalry may remount (scenario 8 forbids it).
    pub may_remount: bool,
    /// A movement allowance set by the scenario (scenario 8's ship's guns: 0).
    pub movement_override: Option<u32>,
    /// A range set by the scenario (scenario 8's bad visibility: artillery 15).
    pub range_override: Option<u32>,
}

impl Unit {
    pub fn hex(&self) -> Option<Hex> {
        match self.location {
            Location::OnMap(hex) => Some(hex),
            _ => None,
        }
    }

    pub fn on_map(&self) -> bool {
        self.hex().is_some()
    }

    pub fn is_disrupted(&self) -> bool {
        self.disrupted_until.is_some()
    }

    pub fn is_mounted_cavalry(&self) -> bool {
        self.kind == UnitKind::CavalryMounted
    }

    /// Infantry for movement and fire (dismounted cavalry acts as infantry: case E).
    pub fn acts_as_infantry(&self) -> bool {
        matches!(
            self.kind,
            UnitKind::InfantryCompany | UnitKind::CavalryDismounted
        )
    }

    pub fn is_machine_gun(&self) -> bool {
        matches!(
            self.kind,
            UnitKind::MachineGunSection | UnitKind::MachineGunCompany | UnitKind::MachineGunPlatoon
        )
    }

    pub fn is_artillery(&self) -> bool {
        matches!(
            self.kind,
            UnitKind::FieldGunBattery
                | UnitKind::FieldGunPlatoon
                | UnitKind::HowitzerBattery
                | UnitKind::HowitzerPlatoon
                | UnitKind::GunBattalion
        )
    }

    pub fn is_howitzer(&self) -> bool {
        matches!(
            self.kind,
            UnitKind::HowitzerBattery | UnitKind::HowitzerPlatoon
        )
    }

    pub fn is_cavalry(&self) -> bool {
        matches!(
            self.kind,
            UnitKind::CavalryMounted | UnitKind::CavalryDismounted
        )
    }
}

/// The four phases of a game-turn (Sequence of Play A–D; E is the turn record).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the first turn: the sides deploy, `deploying` first.
    Deployment { deploying: Side },
    /// A: the first player moves; C: the second.
    Movement { mover: Side },
    /// B and D: both fire, the side that has just moved first.
    Fire { mover: Side, step: FireStep },
    /// The game is over.
    Over,
}

/// The steps of a mutual fire phase (cavalry case A gives their order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FireStep {
    /// (1) the side that has just moved fires (and places its interdiction first).
    MoverFires,
    /// (2) the other side fires, then results are taken.
    OtherFires,
    /// (3) the mover's mounted cavalry that took no effect charge non-cavalry.
    MoverCharges,
    /// (4) the other side's charges.
    OtherCharges,
}

/// Which units of a hex an attack is aimed at (improved positions case D; artillery
/// case D).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aim {
    /// Every unit in the hex.
    AllUnits,
    /// Only the units in improved positions.
    Improved,
    /// Only the units not in improved positions.
    Unimproved,
    /// The bridge itself (artillery only).
    Bridge,
}

/// An interdicted hex group and the units that fire on whatever enters it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Interdiction {
    pub side: Side,
    pub hexes: Vec<Hex>,
    pub firers: Vec<UnitId>,
    /// What the first unit to enter suffered; later units suffer the same.
    pub result: Option<CombatResult>,
}

/// A result waiting for the end of the fire step (all fire is simultaneous).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingResult {
    pub unit: UnitId,
    pub result: CombatResult,
    /// Whether enemy mounted cavalry fired it (cavalry case D keeps it mounted).
    pub by_mounted_cavalry: bool,
    /// The result fell on the unit's horses, not the unit (cavalry case C: the horses are
    /// lost on "D" or "e").
    pub horses: bool,
}

/// An eliminated marker: nobody enters or passes through until it is removed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EliminatedMarker {
    pub hex: Hex,
    /// Removed at the end of this absolute phase.
    pub until: u32,
}

/// What the phase under way has done so far.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhaseRecord {
    /// Half movement points spent by each unit this movement phase.
    pub spent: BTreeMap<UnitId, u32>,
    /// Units that have finished moving (one move each: Movement case E).
    pub moved: Vec<UnitId>,
    /// Whether the improved position rolls have been made (start of the phase only).
    pub improved_positions_declared: bool,
    /// Units that tried to dig in this phase (they may not move).
    pub digging_in: Vec<UnitId>,
    /// Units in improved positions allowed to leave them this phase.
    pub may_leave: Vec<UnitId>,
    /// Units that rolled for wasps this phase (scenario 9).
    pub wasps_rolled: Vec<UnitId>,
    /// Units that may fire in the fire phase after their own movement (face up).
    pub face_down: Vec<UnitId>,
    /// Units that have fired (or been allocated to interdiction) this fire phase.
    pub fired: Vec<UnitId>,
    /// Hexes attacked this fire phase, with what was aimed at.
    pub attacked: Vec<(Hex, Aim)>,
    /// Units hit by something other than "no effect" this fire phase.
    pub hit: Vec<UnitId>,
    pub pending: Vec<PendingResult>,
}

/// Trench markers a side places while it deploys (scenario 4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrenchesToPlace {
    pub side: Side,
    /// Markers still to place.
    pub count: u32,
    pub zone: Vec<Hex>,
}

/// Scenario rules the engine must know during play.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecialRules {
    /// Scenario 9: units in these hexes (four hexes directly south of town B) roll
    /// before moving; a 1 disrupts them.
    pub wasp_hexes: Vec<Hex>,
    /// Scenario 9: the game ends after this absolute phase rather than at the end of the
    /// last turn.
    pub ends_after_phase: Option<u32>,
    /// Scenario 5: units exiting from these hexes come back later (see `ExitAndReturn`).
    #[serde(default)]
    pub exit_and_return: Option<ExitAndReturn>,
    /// Units that have left under `exit_and_return` and are coming (or have come) back.
    #[serde(default)]
    pub returned: Vec<UnitId>,
    /// Units the scenario puts in improved positions from the start (scenario 2: all
    /// German units): they must deploy improved.
    #[serde(default)]
    pub must_start_improved: Vec<UnitId>,
    /// The solitaire situation: the Russians leave improved positions on 1–3.
    pub leave_improved_on_or_below: Option<u8>,
    /// Trench markers still to be placed in deployment.
    #[serde(default)]
    pub trenches_to_place: Option<TrenchesToPlace>,
    /// The solitaire situation: the side the printed doctrine plays.
    #[serde(default)]
    pub doctrine_side: Option<Side>,
}

pub mod apply;

changed_only_by_apply! {
    /// The whole game: read through [`StateData`], changed by [`apply::apply`] alone.
    #[derive(Debug, Clone, Serialize, Deserialize)]
    State wraps StateData
}

/// The whole game's data.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StateData {
    #[serde(skip, default = "Tables::shipped")]
    pub tables: Arc<Tables>,
    /// The players' names ("French", "German").
    pub players: [String; 2],
    /// The side that moves first every turn.
    pub first_player: Side,
    /// Game-turn, from 1.
    pub turn: u32,
    pub last_turn: u32,
    pub phase: Phase,
    /// Sides still to deploy after the current one.
    pub deployment_queue: Vec<Side>,
    pub units: Vec<Unit>,
    pub eliminated_markers: Vec<EliminatedMarker>,
    pub interdictions: Vec<Interdiction>,
    /// Hexes fired from out of blocking or hiding terrain, with the side that fired:
    /// the enemy may use observed fire on them for the rest of the game (fire case H).
    pub observed: Vec<(Hex, Side)>,
    pub trenches: Vec<Hex>,
    pub destroyed_bridges: Vec<Hex>,
    pub record: PhaseRecord,
    pub special: SpecialRules,
    pub victory: Victory,
    /// Whether fire and charge steps in which the side to act can do nothing are skipped
    /// (with a log line) rather than waiting for it to end them. Every new game skips
    /// them; a game saved before Muster did (no such field: `false`) goes on playing every
    /// step, so its commands replay as they were played.
    #[serde(default)]
    pub skips_idle_steps: bool,
}

impl PartialEq for State {
    fn eq(&self, other: &Self) -> bool {
        self.players == other.players
            && self.first_player == other.first_player
            && self.turn == other.turn
            && self.last_turn == other.last_turn
            && self.phase == other.phase
            && self.deployment_queue == other.deployment_queue
            && self.units == other.units
            && self.eliminated_markers == other.eliminated_markers
            && self.interdictions == other.interdictions
            && self.observed == other.observed
            && self.trenches == other.trenches
            && self.destroyed_bridges == other.destroyed_bridges
            && self.record == other.record
            && self.special == other.special
            && self.victory == other.victory
            && self.skips_idle_steps == other.skips_idle_steps
    }
}

impl State {
    /// The same game before its first command, following the sequence of play a save was
    /// written under: `skips_idle_steps` as the save's position has it (a save from before
    /// Muster skipped idle steps replays every step).
    pub fn following_sequence_of(self, saved: &State) -> State {
        let mut data = self.data;
        data.skips_idle_steps = saved.skips_idle_steps;
        State::from(data)
    }
}

/// The phases of a turn in order: A, B, C, D.
pub const PHASES_PER_TURN: u32 = 4;

impl StateData {
    /// The data of a game before deployment: a scenario builder finishes it, then makes the
    /// game with `State::from`.
    pub fn new(
        tables: Arc<Tables>,
        players: [String; 2],
        first_player: Side,
        deploying_first: Side,
        last_turn: u32,
        units: Vec<Unit>,
    ) -> Self {
        StateData {
            tables,
            players,
            first_player,
            turn: 1,
            last_turn,
            phase: Phase::Deployment {
                deploying: deploying_first,
            },
            deployment_queue: vec![deploying_first.other()],
            units,
            eliminated_markers: Vec::new(),
            interdictions: Vec::new(),
            observed: Vec::new(),
            trenches: Vec::new(),
            destroyed_bridges: Vec::new(),
            record: PhaseRecord::default(),
            special: SpecialRules::default(),
            victory: Victory::default(),
            skips_idle_steps: true,
        }
    }

    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units.iter().find(|unit| unit.id == id)
    }

    pub fn unit_mut(&mut self, id: UnitId) -> Option<&mut Unit> {
        self.units.iter_mut().find(|unit| unit.id == id)
    }

    /// The units on the map in a hex.
    pub fn units_in(&self, hex: Hex) -> impl Iterator<Item = &Unit> {
        self.units
            .iter()
            .filter(move |unit| unit.location == Location::OnMap(hex))
    }

    /// The side holding a hex: its units, or its horses (cavalry case C).
    pub fn occupant(&self, hex: Hex) -> Option<Side> {
        self.units_in(hex)
            .map(|unit| unit.side)
            .next()
            .or_else(|| self.horses_in(hex).map(|unit| unit.side).next())
    }

    /// Dismounted units whose horses stand in the hex.
    pub fn horses_in(&self, hex: Hex) -> impl Iterator<Item = &Unit> {
        self.units.iter().filter(move |unit| {
            unit.horses == Some(hex) && unit.kind == UnitKind::CavalryDismounted
        })
    }

    /// Whether an eliminated marker lies on the hex.
    pub fn has_eliminated_marker(&self, hex: Hex) -> bool {
        self.eliminated_markers
            .iter()
            .any(|marker| marker.hex == hex)
    }

    /// The absolute number of the phase under way: (turn − 1) × 4 + A0 B1 C2 D3.
    pub fn phase_index(&self) -> u32 {
        let within = match self.phase {
            Phase::Deployment { .. } => return 0,
            Phase::Over => return (self.last_turn) * PHASES_PER_TURN,
            Phase::Movement { mover } => {
                if mover == self.first_player {
                    0
                } else {
                    2
                }
            }
            Phase::Fire { mover, .. } => {
                if mover == self.first_player {
                    1
                } else {
                    3
                }
            }
        };
        (self.turn - 1) * PHASES_PER_TURN + within
    }

    /// The absolute index of `side`'s `nth` movement phase after the phase `after`
    /// (1: the next one).
    pub fn movement_phase_after(&self, side: Side, after: u32, nth: u32) -> u32 {
        let offset = if side == self.first_player { 0 } else { 2 };
        let mut index = after + 1;
        let mut found = 0;
        loop {
            if index % PHASES_PER_TURN == offset {
                found += 1;
                if found == nth {
                    return index;
                }
            }
            index += 1;
        }
    }

    /// The stacking points in a hex. A dismounted counter with horses on the map is a
    /// marker and counts nothing; its horses count where they stand (cavalry case C).
    /// Dismounted cavalry without horses (lost, or none in the scenario) counts in full.
    pub fn stacking_in(&self, hex: Hex) -> u32 {
        let table = &self.tables.units;
        let units: u32 = self
            .units_in(hex)
            .filter(|unit| !(unit.kind == UnitKind::CavalryDismounted && unit.horses.is_some()))
            .filter_map(|unit| table.values(unit.kind).map(|values| values.stacking))
            .sum();
        let horses: u32 = self
            .horses_in(hex)
            .filter_map(|_| {
                table
                    .values(UnitKind::CavalryMounted)
                    .map(|values| values.stacking)
            })
            .sum();
        units + horses
    }

    /// The side whose turn it is to act.
    pub fn acting_side(&self) -> Option<Side> {
        match self.phase {
            Phase::Deployment { deploying } => Some(deploying),
            Phase::Movement { mover } => Some(mover),
            Phase::Fire { mover, step } => Some(match step {
                FireStep::MoverFires | FireStep::MoverCharges => mover,
                FireStep::OtherFires | FireStep::OtherCharges => mover.other(),
            }),
            Phase::Over => None,
        }
    }
}
