//! Small battles built in code, for the rules tests, property tests and benchmarks.
//!
//! ```ignore
//! let state = Battlefield::new()
//!     .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
//!     .unit(Side::Second, 1, UnitType::Archers, (10.0, 11.75), 180.0)
//!     .hill(Shape::Circle { centre: (10.0, 20.0), radius: 5.0 })
//!     .at_phase(Phase::TimedMove);
//! ```

use super::apply::apply;
use super::event::Event;
use super::roster::{Morale, Points, Side, UnitId};
use super::setup::{Setup, SideSetup, UnitPlacement};
use super::state::{Phase, State};
use super::table::{Shape, StandSize, TableSize, Terrain, TerrainKind};
use super::unit_type::UnitType;

/// A battle under construction.
#[derive(Debug, Clone)]
pub struct Battlefield {
    setup: Setup,
    points: Vec<(UnitId, Points)>,
    morale: Vec<(UnitId, Morale)>,
}

impl Default for Battlefield {
    fn default() -> Self {
        Self::new()
    }
}

impl Battlefield {
    /// An empty 72" × 48" table with 2" × 1¾" stands.
    pub fn new() -> Self {
        let side = |name: &str| SideSetup {
            name: name.into(),
            deployment: None,
            units: Vec::new(),
        };
        Self {
            setup: Setup {
                table: TableSize {
                    width: 72.0,
                    depth: 48.0,
                },
                stand: StandSize {
                    width: 2.0,
                    depth: 1.75,
                },
                primary_time_seconds: 120,
                sides: vec![side("Red"), side("Blue")],
                terrain: Vec::new(),
                victory: Default::default(),
            },
            points: Vec::new(),
            morale: Vec::new(),
        }
    }

    /// A bigger table (for long lines of stands).
    pub fn table(mut self, width: f32, depth: f32) -> Self {
        self.setup.table = TableSize { width, depth };
        self
    }

    /// A stand of `side` with its flag `number`, centred at `at`, facing `facing` degrees.
    pub fn unit(
        mut self,
        side: Side,
        number: u32,
        unit_type: UnitType,
        at: (f32, f32),
        facing: f32,
    ) -> Self {
        self.setup.sides[side.index()].units.push(UnitPlacement {
            number,
            unit_type,
            at,
            facing,
        });
        self
    }

    /// Start a unit at fewer points than its type's full value.
    pub fn points(mut self, unit: UnitId, points: u32) -> Self {
        self.points.push((unit, Points(points)));
        self
    }

    /// Start a unit in a given morale state.
    pub fn morale(mut self, unit: UnitId, morale: Morale) -> Self {
        self.morale.push((unit, morale));
        self
    }

    pub fn terrain(mut self, kind: TerrainKind, shape: Shape) -> Self {
        self.setup.terrain.push(Terrain {
            kind,
            shape,
            label: None,
        });
        self
    }

    pub fn hill(self, shape: Shape) -> Self {
        self.terrain(TerrainKind::Hill, shape)
    }

    /// Change the set-up before building (victory conditions, deployment zones).
    pub fn scenario(mut self, change: impl FnOnce(&mut Setup)) -> Self {
        change(&mut self.setup);
        self
    }

    /// The game at deployment.
    pub fn state(&self) -> State {
        let mut state = State::new(&self.setup);
        for (unit, points) in &self.points {
            let full = state.unit(*unit).map_or(Points::ZERO, |unit| unit.points);
            apply(
                &mut state,
                &Event::Casualties {
                    unit: *unit,
                    points: full.saturating_sub(*points),
                    cause: super::event::Cause::MissileFire,
                },
            );
        }
        for (unit, morale) in &self.morale {
            apply(
                &mut state,
                &Event::MoraleChanged {
                    unit: *unit,
                    morale: *morale,
                },
            );
        }
        state
    }

    /// The game put straight into `phase` of timed move 1 (for testing one rule at a time).
    pub fn at_phase(&self, phase: Phase) -> State {
        let mut state = self.state();
        let time = super::flow::next_allowance(&state);
        apply(&mut state, &Event::TimedMoveBegan { number: 1, time });
        if phase != Phase::TimedMove {
            apply(&mut state, &Event::PhaseBegan { phase });
        }
        state
    }

    /// The set-up as built.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
}

/// Shorthand for a unit of the first side.
pub fn red(number: u32) -> UnitId {
    UnitId::new(Side::First, number)
}

/// Shorthand for a unit of the second side.
pub fn blue(number: u32) -> UnitId {
    UnitId::new(Side::Second, number)
}
