//! The builder's own checks, beyond the scenario's (`FreeMoveScenario::problems`, the
//! checks of `muster check`): what the engine would refuse once the battle starts, caught
//! while it is built. Each names its place as the scenario's checks do, and the rule.

use muster_text::t;

use crate::rules::free_move::geometry::terrain::shape_contains;
use crate::rules::free_move::geometry::{Pose, Tray};
use crate::rules::free_move::table::Shape;
use crate::scenario::error::Problem;
use crate::scenario::free_move::FreeMoveScenario;

/// A thing in the battle a problem's place names: what clicking the problem selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picked {
    /// Terrain piece `index`.
    Terrain(usize),
    /// Side `side`'s unit at `index` in its list.
    Unit { side: usize, index: usize },
    /// Side `side`'s deployment zone.
    Zone(usize),
}

/// What a problem's place names, read back from its words (`terrain[2] (Hill)`,
/// `sides[0] (Rome).units[3] (unit 4)`, `sides[1] (Britons).deployment`).
pub fn picked_by(place: &str) -> Option<Picked> {
    fn index_after(text: &str, word: &str) -> Option<usize> {
        let start = text.find(word)? + word.len();
        let end = text[start..].find(']')? + start;
        text[start..end].parse().ok()
    }
    if let Some(index) = index_after(place, "terrain[") {
        return Some(Picked::Terrain(index));
    }
    let side = index_after(place, "sides[")?;
    if let Some(index) = index_after(place, ".units[") {
        return Some(Picked::Unit { side, index });
    }
    place.contains(".deployment").then_some(Picked::Zone(side))
}

fn unit_place(battle: &FreeMoveScenario, side: usize, index: usize) -> String {
    let own = &battle.sides[side];
    format!(
        "sides[{side}] ({}).units[{index}] (unit {})",
        own.name, own.units[index].number
    )
}

/// Every problem the builder finds that the scenario's own checks leave to the engine.
pub fn builder_problems(battle: &FreeMoveScenario) -> Vec<Problem> {
    let mut problems = Vec::new();
    problems.extend(stands_outside_zones(battle));
    problems.extend(trays_off_table(battle));
    problems.extend(zones_overlapping(battle));
    problems
}

/// The engine's deployment rule: a stand is placed inside its own side's zone.
fn stands_outside_zones(battle: &FreeMoveScenario) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (side, own) in battle.sides.iter().enumerate() {
        let Some(zone) = &own.deployment else {
            continue;
        };
        for (index, unit) in own.units.iter().enumerate() {
            let centre = parry2d::math::Vector::new(unit.at.0, unit.at.1);
            if unit.at.0.is_finite() && unit.at.1.is_finite() && !shape_contains(zone, centre) {
                problems.push(Problem::new(
                    unit_place(battle, side, index),
                    t!("editor-free-move-check-outside-zone", number = unit.number),
                ));
            }
        }
    }
    problems
}

/// The engine's table edge: a stand's whole tray stands on the table (the scenario's
/// check sees only its centre, so a tray hanging over the edge is caught here).
fn trays_off_table(battle: &FreeMoveScenario) -> Vec<Problem> {
    let stand = battle.stand;
    if !(stand.width > 0.0 && stand.depth > 0.0) {
        return Vec::new();
    }
    let tray = Tray::new(stand);
    let table = battle.table;
    let on_table =
        |x: f32, y: f32| (0.0..=table.width).contains(&x) && (0.0..=table.depth).contains(&y);
    let mut problems = Vec::new();
    for (side, own) in battle.sides.iter().enumerate() {
        for (index, unit) in own.units.iter().enumerate() {
            if !on_table(unit.at.0, unit.at.1) || !unit.facing.is_finite() {
                continue;
            }
            let pose = Pose::new(unit.at.0, unit.at.1, unit.facing);
            if tray
                .corners(&pose)
                .iter()
                .any(|corner| !on_table(corner.x, corner.y))
            {
                problems.push(Problem::new(
                    unit_place(battle, side, index),
                    t!(
                        "editor-free-move-check-tray-off-table",
                        number = unit.number
                    ),
                ));
            }
        }
    }
    problems
}

/// Two rectangles' shared ground, if any.
fn rects_overlap(a: &Shape, b: &Shape) -> bool {
    match (a, b) {
        (Shape::Rect { min: a0, max: a1 }, Shape::Rect { min: b0, max: b1 }) => {
            a0.0 < b1.0 && b0.0 < a1.0 && a0.1 < b1.1 && b0.1 < a1.1
        }
        _ => false,
    }
}

/// Each army deploys apart from the other: two zones sharing ground would let a stand be
/// placed touching an enemy before the first timed move.
fn zones_overlapping(battle: &FreeMoveScenario) -> Vec<Problem> {
    let zones: Vec<Option<&Shape>> = battle
        .sides
        .iter()
        .map(|own| own.deployment.as_ref())
        .collect();
    match zones.as_slice() {
        [Some(first), Some(second)] if rects_overlap(first, second) => vec![Problem::new(
            format!("sides[1] ({}).deployment", battle.sides[1].name),
            t!(
                "editor-free-move-check-zones-overlap",
                other = battle.sides[0].name.as_str()
            ),
        )],
        _ => Vec::new(),
    }
}
