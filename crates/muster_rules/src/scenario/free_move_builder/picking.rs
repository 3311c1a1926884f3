//! What a press on the builder's table picks: the stand under the pointer (on top), else
//! the piece of terrain (a line or a house before the area it lies on).

use parry2d::math::Vector;

use super::checks::Picked;
use super::shapes::shape_contains_point;
use crate::rules::free_move::geometry::Pose;
use crate::scenario::free_move::{FreeMoveScenario, Point, TerrainKind};

/// The stand under `point`, the last drawn first.
pub fn stand_at(battle: &FreeMoveScenario, point: Point) -> Option<Picked> {
    let half = (battle.stand.width / 2.0, battle.stand.depth / 2.0);
    for (side, own) in battle.sides.iter().enumerate().rev() {
        for (index, unit) in own.units.iter().enumerate().rev() {
            let pose = Pose::new(unit.at.0, unit.at.1, unit.facing);
            let local = pose.table_to_local(Vector::new(point.0, point.1));
            if local.x.abs() <= half.0 && local.y.abs() <= half.1 {
                return Some(Picked::Unit { side, index });
            }
        }
    }
    None
}

/// The piece of terrain under `point`, the last placed (drawn on top) first among those of
/// one height; lines and houses before the areas they lie on.
pub fn piece_at(battle: &FreeMoveScenario, point: Point) -> Option<Picked> {
    let height = |kind: TerrainKind| match kind {
        TerrainKind::Hill => 0,
        TerrainKind::BrokenGround => 1,
        TerrainKind::Woods => 2,
        TerrainKind::River => 3,
        TerrainKind::Road => 4,
        TerrainKind::Wall => 5,
        TerrainKind::House => 6,
    };
    battle
        .terrain
        .iter()
        .enumerate()
        .filter(|(_, piece)| shape_contains_point(&piece.shape, point))
        .max_by_key(|(index, piece)| (height(piece.kind), *index))
        .map(|(index, _)| Picked::Terrain(index))
}
