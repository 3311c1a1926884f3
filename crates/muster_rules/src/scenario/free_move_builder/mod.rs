//! The Free Move battle builder's model: a draft battle changed only by its operations
//! (the table, terrain pieces, the armies, deployment zones, stands placed, the time and
//! victory), every change one step of an [`EditHistory`] (undo, redo), and the checks a
//! battle must pass before it is saved or played. Pure: the builder's screen is its view.

mod armies;
mod checks;
mod layout;
mod picking;
mod shapes;

pub use armies::{army_points, roster_units};
pub use checks::{Picked, builder_problems, picked_by};
pub use layout::{LayoutError, lay_out_in_lines};
pub use picking::{piece_at, stand_at};
pub use shapes::{default_shape, resized, shape_centre, shape_contains_point, translated, turned};

use muster_text::t;

use super::Scenario;
use super::edit_history::EditHistory;
use super::error::Problem;
use super::free_move::{FreeMoveScenario, Point, Side, TableSize, Terrain, TerrainKind};
use crate::companion::army::Army;
use crate::rules::free_move::UnitType;
use crate::rules::free_move::setup::UnitPlacement;
use crate::rules::free_move::table::Shape;
use crate::rules::free_move::time_factor::TimeSetting;
use crate::rules::free_move::victory::VictoryConditions;

/// The smallest and largest table the builder makes, inches a side.
pub const TABLE_INCHES: std::ops::RangeInclusive<f32> = 24.0..=144.0;

/// A battle being built, with its history.
#[derive(Debug, Clone, PartialEq)]
pub struct BattleDraft {
    history: EditHistory<FreeMoveScenario>,
}

impl Default for BattleDraft {
    fn default() -> Self {
        Self::empty()
    }
}

impl BattleDraft {
    /// An empty 72" × 48" table: two armies with no units and no zones, no terrain.
    pub fn empty() -> Self {
        let side = |name: String| Side {
            name,
            deployment: None,
            units: Vec::new(),
        };
        Self::from_scenario(FreeMoveScenario {
            name: t!("editor-free-move-new-battle-name"),
            description: String::new(),
            table: TableSize::default(),
            stand: Default::default(),
            primary_time_seconds: 120,
            stick_pause_seconds: 0.4,
            sides: vec![
                side(t!("editor-free-move-first-army-name")),
                side(t!("editor-free-move-second-army-name")),
            ],
            terrain: Vec::new(),
            victory: VictoryConditions::default(),
        })
    }

    /// Open an existing battle to change it (nothing to undo yet). A battle with fewer
    /// than two sides gets empty ones, so every operation has its two armies.
    pub fn from_scenario(mut scenario: FreeMoveScenario) -> Self {
        while scenario.sides.len() < 2 {
            scenario.sides.push(Side {
                name: t!("editor-free-move-second-army-name"),
                deployment: None,
                units: Vec::new(),
            });
        }
        Self {
            history: EditHistory::new(scenario),
        }
    }

    /// The battle as it stands.
    pub fn scenario(&self) -> &FreeMoveScenario {
        self.history.current()
    }

    /// The battle as a scenario file holds it.
    pub fn to_scenario(&self) -> FreeMoveScenario {
        self.history.current().clone()
    }

    /// The battle as any scenario (what Save, Play and Check balance take).
    pub fn as_scenario(&self) -> Scenario {
        Scenario::FreeMove(self.to_scenario())
    }

    /// Everything wrong with the battle: the scenario's own checks (those of `muster
    /// check`), then the builder's, each naming its place and rule.
    pub fn problems(&self) -> Vec<Problem> {
        let scenario = self.scenario();
        let mut problems = scenario.problems();
        problems.extend(builder_problems(scenario));
        problems
    }

    pub fn undo(&mut self) -> bool {
        self.history.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.history.redo()
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// One change to the battle, kept for undo (a change that changes nothing is not).
    pub fn edit(&mut self, change: impl FnOnce(&mut FreeMoveScenario)) {
        self.history.edit(change);
    }

    pub fn set_name(&mut self, name: &str) {
        self.edit(|battle| battle.name = name.to_string());
    }

    pub fn set_description(&mut self, description: &str) {
        self.edit(|battle| battle.description = description.to_string());
    }

    pub fn set_side_name(&mut self, side: usize, name: &str) {
        self.edit(|battle| {
            if let Some(side) = battle.sides.get_mut(side) {
                side.name = name.to_string();
            }
        });
    }

    /// The table's size, inches, kept within [`TABLE_INCHES`].
    pub fn set_table(&mut self, width: f32, depth: f32) {
        let clamp = |inches: f32| {
            if inches.is_finite() {
                inches.clamp(*TABLE_INCHES.start(), *TABLE_INCHES.end())
            } else {
                *TABLE_INCHES.start()
            }
        };
        self.edit(|battle| {
            battle.table = TableSize {
                width: clamp(width),
                depth: clamp(depth),
            }
        });
    }

    /// A piece of `kind` in its default shape centred at `at` (moved onto the table where
    /// it would hang off): its index.
    pub fn add_terrain(&mut self, kind: TerrainKind, at: Point) -> usize {
        let table = self.scenario().table;
        let index = self.scenario().terrain.len();
        let at = if at.0.is_finite() && at.1.is_finite() {
            at
        } else {
            (table.width / 2.0, table.depth / 2.0)
        };
        self.edit(|battle| {
            battle.terrain.push(Terrain {
                kind,
                shape: shapes::onto_table(default_shape(kind, at), table),
                label: None,
            })
        });
        index
    }

    fn change_piece(&mut self, index: usize, change: impl FnOnce(&Shape) -> Shape) {
        self.edit(|battle| {
            if let Some(piece) = battle.terrain.get_mut(index) {
                piece.shape = change(&piece.shape);
            }
        });
    }

    /// Move piece `index` by `by` inches.
    pub fn move_terrain(&mut self, index: usize, by: Point) {
        self.change_piece(index, |shape| translated(shape, by));
    }

    /// Turn piece `index` about its centre by `degrees` (clockwise, as a compass).
    pub fn turn_terrain(&mut self, index: usize, degrees: f32) {
        self.change_piece(index, |shape| turned(shape, degrees));
    }

    /// Grow (factor above 1) or shrink piece `index` about its centre.
    pub fn resize_terrain(&mut self, index: usize, factor: f32) {
        self.change_piece(index, |shape| resized(shape, factor));
    }

    /// The width of a line piece (wall, river or brook, road), inches.
    pub fn set_path_width(&mut self, index: usize, width: f32) {
        self.change_piece(index, |shape| match shape {
            Shape::Path { points, .. } if width.is_finite() => Shape::Path {
                points: points.clone(),
                width: width.clamp(0.1, 12.0),
            },
            other => other.clone(),
        });
    }

    pub fn set_terrain_label(&mut self, index: usize, label: &str) {
        self.edit(|battle| {
            if let Some(piece) = battle.terrain.get_mut(index) {
                let label = label.trim();
                piece.label = (!label.is_empty()).then(|| label.to_string());
            }
        });
    }

    pub fn delete_terrain(&mut self, index: usize) {
        self.edit(|battle| {
            if index < battle.terrain.len() {
                battle.terrain.remove(index);
            }
        });
    }

    /// Side `side`'s deployment zone: the rectangle between two corners (in any order),
    /// kept on the table.
    pub fn set_zone(&mut self, side: usize, corner: Point, other: Point) {
        let table = self.scenario().table;
        let clamp = |(x, y): Point| (x.clamp(0.0, table.width), y.clamp(0.0, table.depth));
        let (a, b) = (clamp(corner), clamp(other));
        let zone = Shape::Rect {
            min: (a.0.min(b.0), a.1.min(b.1)),
            max: (a.0.max(b.0), a.1.max(b.1)),
        };
        self.edit(|battle| {
            if let Some(side) = battle.sides.get_mut(side) {
                side.deployment = Some(zone);
            }
        });
    }

    pub fn clear_zone(&mut self, side: usize) {
        self.edit(|battle| {
            if let Some(side) = battle.sides.get_mut(side) {
                side.deployment = None;
            }
        });
    }

    /// Replace side `side`'s army with `army`'s units (its name too), laid out in lines in
    /// the zone (or along the side's own edge when it has none).
    pub fn load_army(&mut self, side: usize, army: &Army) {
        self.edit(|battle| {
            if let Some(own) = battle.sides.get_mut(side) {
                own.name = army.name.clone();
                own.units = roster_units(army);
            }
            let _ = lay_out_in_lines(battle, side);
        });
    }

    /// A unit of `unit_type` for side `side`, numbered after the last, placed in the first
    /// free place in the zone: its number.
    pub fn add_unit(&mut self, side: usize, unit_type: UnitType) -> u32 {
        let number = self
            .scenario()
            .sides
            .get(side)
            .and_then(|own| own.units.iter().map(|unit| unit.number).max())
            .unwrap_or(0)
            + 1;
        self.edit(|battle| {
            let (at, facing) = layout::free_place(battle, side);
            if let Some(own) = battle.sides.get_mut(side) {
                own.units.push(UnitPlacement {
                    number,
                    unit_type,
                    at,
                    facing,
                });
            }
        });
        number
    }

    pub fn remove_unit(&mut self, side: usize, number: u32) {
        self.edit(|battle| {
            if let Some(own) = battle.sides.get_mut(side) {
                own.units.retain(|unit| unit.number != number);
            }
        });
    }

    /// Put side `side`'s unit `number` at `at`, facing `facing` degrees.
    pub fn place_unit(&mut self, side: usize, number: u32, at: Point, facing: f32) {
        if !(at.0.is_finite() && at.1.is_finite() && facing.is_finite()) {
            return;
        }
        self.edit(|battle| {
            if let Some(unit) = battle
                .sides
                .get_mut(side)
                .and_then(|own| own.units.iter_mut().find(|unit| unit.number == number))
            {
                unit.at = at;
                unit.facing = facing.rem_euclid(360.0);
            }
        });
    }

    /// Side `side`'s units in lines in its zone, foot in front and horse behind: refused
    /// (nothing moved) when the zone has no room for them all.
    pub fn lay_out_in_lines(&mut self, side: usize) -> Result<(), LayoutError> {
        let mut next = self.to_scenario();
        lay_out_in_lines(&mut next, side)?;
        self.history.replace(next);
        Ok(())
    }

    /// The time: the primary time, or calibrated from one full move of an army timed by
    /// the players (half of it, "If it takes you 4 minutes … set your primary moving time
    /// at 2").
    pub fn set_time(&mut self, time: TimeSetting) {
        let seconds = match time {
            TimeSetting::Primary { seconds } | TimeSetting::Fixed { seconds } => seconds,
        };
        self.edit(|battle| battle.primary_time_seconds = seconds);
    }

    /// The primary time from a timed full move, as the rules calibrate it.
    pub fn calibrate_time(&mut self, full_move_seconds: f32) {
        self.set_time(TimeSetting::calibrated(full_move_seconds));
    }

    pub fn set_victory(&mut self, victory: VictoryConditions) {
        self.edit(|battle| battle.victory = victory);
    }

    /// Each side's army points (Morschauser's combat values summed).
    pub fn army_totals(&self) -> [u32; 2] {
        let battle = self.scenario();
        [0, 1].map(|side| battle.sides.get(side).map_or(0, army_points))
    }
}

#[cfg(test)]
mod tests;
