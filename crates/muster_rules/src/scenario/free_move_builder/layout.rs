//! "Lay out in lines": a side's stands in ranks across its deployment zone, foot in the
//! front line and horse behind, every tray inside the zone and none on another; and the
//! first free place in a zone for a stand added one at a time.

use crate::rules::free_move::geometry::{Pose, Tray};
use crate::rules::free_move::table::{Point, Shape, StandSize, TableSize};
use crate::scenario::free_move::FreeMoveScenario;

/// Inches between two trays side by side in a line, and between two lines.
const FILE_GAP: f32 = 0.5;
const RANK_GAP: f32 = 1.0;

/// Why a side's units could not be laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// The zone holds `room` trays in lines; the side has `units`.
    #[error("the deployment zone has room for {room} stands in lines, the army has {units}")]
    NoRoom { room: usize, units: usize },
}

/// The rectangle a side places its stands in: its zone's box, or without a zone the ten
/// inches along its own edge (side 0 the south, side 1 the north).
fn zone_box(battle: &FreeMoveScenario, side: usize) -> (Point, Point) {
    let table = battle.table;
    match battle
        .sides
        .get(side)
        .and_then(|own| own.deployment.as_ref())
    {
        Some(Shape::Rect { min, max }) => (*min, *max),
        Some(other) => {
            let points = other.anchor_points();
            let min = points.iter().fold((f32::INFINITY, f32::INFINITY), |m, p| {
                (m.0.min(p.0), m.1.min(p.1))
            });
            let max = points
                .iter()
                .fold((f32::NEG_INFINITY, f32::NEG_INFINITY), |m, p| {
                    (m.0.max(p.0), m.1.max(p.1))
                });
            (min, max)
        }
        None => edge_strip(table, side),
    }
}

fn edge_strip(table: TableSize, side: usize) -> (Point, Point) {
    let depth = 10.0_f32.min(table.depth / 3.0);
    if side == 0 {
        ((0.0, 0.0), (table.width, depth))
    } else {
        ((0.0, table.depth - depth), (table.width, table.depth))
    }
}

/// Which way a side's stands face: towards the table's far half from their zone.
fn facing_of(battle: &FreeMoveScenario, side: usize) -> f32 {
    let (min, max) = zone_box(battle, side);
    if (min.1 + max.1) / 2.0 <= battle.table.depth / 2.0 {
        0.0
    } else {
        180.0
    }
}

/// The centres of every place in a zone's lines, the front line first (the line nearest
/// the enemy), each line from the middle outwards.
fn places(min: Point, max: Point, stand: StandSize, facing: f32) -> Vec<Point> {
    let pitch_x = stand.width + FILE_GAP;
    let pitch_y = stand.depth + RANK_GAP;
    let (width, depth) = (max.0 - min.0, max.1 - min.1);
    if !(width >= stand.width && depth >= stand.depth && pitch_x > 0.0 && pitch_y > 0.0) {
        return Vec::new();
    }
    let files = ((width + FILE_GAP) / pitch_x).floor().max(0.0) as usize;
    let ranks = ((depth + RANK_GAP) / pitch_y).floor().max(0.0) as usize;
    let left = min.0 + (width - (files as f32 * pitch_x - FILE_GAP)) / 2.0 + stand.width / 2.0;
    let mut order: Vec<usize> = (0..files).collect();
    let middle = (files as f32 - 1.0) / 2.0;
    order.sort_by(|a, b| {
        (*a as f32 - middle)
            .abs()
            .total_cmp(&(*b as f32 - middle).abs())
            .then(a.cmp(b))
    });
    let mut centres = Vec::with_capacity(files * ranks);
    for rank in 0..ranks {
        let y = if facing == 0.0 {
            max.1 - stand.depth / 2.0 - rank as f32 * pitch_y
        } else {
            min.1 + stand.depth / 2.0 + rank as f32 * pitch_y
        };
        for file in &order {
            centres.push((left + *file as f32 * pitch_x, y));
        }
    }
    centres
}

/// Lay side `side`'s units out in lines in its zone: heavy infantry at the front's middle,
/// then light infantry, archers, heavy and light cavalry. Refused, leaving the battle as
/// it was, when the zone has too little room.
pub fn lay_out_in_lines(battle: &mut FreeMoveScenario, side: usize) -> Result<(), LayoutError> {
    let facing = facing_of(battle, side);
    let (min, max) = zone_box(battle, side);
    let stand = battle.stand;
    let Some(own) = battle.sides.get_mut(side) else {
        return Ok(());
    };
    let places = places(min, max, stand, facing);
    if places.len() < own.units.len() {
        return Err(LayoutError::NoRoom {
            room: places.len(),
            units: own.units.len(),
        });
    }
    let mut order: Vec<usize> = (0..own.units.len()).collect();
    order.sort_by_key(|index| (own.units[*index].unit_type, own.units[*index].number));
    for (place, index) in places.into_iter().zip(order) {
        own.units[index].at = place;
        own.units[index].facing = facing;
    }
    Ok(())
}

/// The first place in side `side`'s lines where a new tray touches no stand already on
/// the table, and the facing there (the zone's middle when every place is taken).
pub fn free_place(battle: &FreeMoveScenario, side: usize) -> (Point, f32) {
    let facing = facing_of(battle, side);
    let (min, max) = zone_box(battle, side);
    let tray = Tray::new(battle.stand);
    let taken: Vec<Pose> = battle
        .sides
        .iter()
        .flat_map(|own| own.units.iter())
        .map(|unit| Pose::new(unit.at.0, unit.at.1, unit.facing))
        .collect();
    let free = places(min, max, battle.stand, facing)
        .into_iter()
        .find(|at| {
            let pose = Pose::new(at.0, at.1, facing);
            !taken.iter().any(|other| tray.overlapping(&pose, other))
        });
    (
        free.unwrap_or(((min.0 + max.0) / 2.0, (min.1 + max.1) / 2.0)),
        facing,
    )
}
