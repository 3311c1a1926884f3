//! Who is in a melee and who is counted: the front ranks, two deep, third ranks, squares and
//! reinforcements (rule 12, clauses 1, 2, 5 and 6; rule 11, clauses 1 and 7).
//!
//! Decisions:
//! * The *front rank* of a side is every stand of the melee that touches an enemy stand of
//!   the melee, and every stand of the melee that does not stand directly behind a friendly
//!   stand of the melee. After a first round the loser's front line has retired and the two
//!   forces stand a tray's depth apart ("placed facing one another", clause 4): Muster does
//!   not move the stands to close the gap; the foremost stands of each side are its front
//!   rank for the second round.
//! * The *second rank* is every stand of the melee directly behind a front-rank stand of its
//!   side. A stand further back (a third rank) may be in the melee but is never counted.
//! * Every stand of a formed square is counted, whatever its rank (rule 11, clauses 1, 7).

use super::roster::{MeleeId, Side, SquareId, Unit, UnitId};
use super::state::State;

/// How deep a round counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Depth {
    /// The first round of a two-move melee: the front ranks only (clause 2).
    FrontRank,
    /// Every other round: the front rank and the stands directly behind it.
    TwoRanks,
}

/// The stands of the melee still on the table.
pub fn members(state: &State, melee: MeleeId) -> Vec<&Unit> {
    let Some(formed) = state.melee(melee) else {
        return Vec::new();
    };
    let mut units: Vec<&Unit> = formed
        .units
        .iter()
        .filter_map(|id| state.unit(*id))
        .filter(|unit| unit.on_table())
        .collect();
    units.sort_by_key(|unit| unit.id);
    units.dedup_by_key(|unit| unit.id);
    units
}

/// The stands of one side in the melee.
pub fn side_members(state: &State, melee: MeleeId, side: Side) -> Vec<UnitId> {
    members(state, melee)
        .into_iter()
        .filter(|unit| unit.id.side == side)
        .map(|unit| unit.id)
        .collect()
}

/// Whether `unit` touches an enemy stand of the melee.
pub fn touches_enemy_of(state: &State, melee: MeleeId, unit: &Unit) -> bool {
    touches_enemy_among(state, &members(state, melee), unit)
}

/// Whether `unit` touches an enemy stand among `members`.
fn touches_enemy_among(state: &State, members: &[&Unit], unit: &Unit) -> bool {
    let tray = state.tray();
    members
        .iter()
        .any(|other| other.id.side != unit.id.side && tray.touching(&unit.pose, &other.pose))
}

/// Whether `unit` stands directly behind a friendly stand among `fronts`.
fn behind_any(state: &State, unit: &Unit, fronts: &[&Unit]) -> bool {
    let tray = state.tray();
    fronts.iter().any(|front| {
        front.id != unit.id
            && front.id.side == unit.id.side
            && tray.directly_behind(&front.pose, &unit.pose)
    })
}

/// The front rank of both sides (see the module's decisions).
pub fn front_rank(state: &State, melee: MeleeId) -> Vec<UnitId> {
    let all = members(state, melee);
    all.iter()
        .filter(|unit| touches_enemy_among(state, &all, unit) || !behind_any(state, unit, &all))
        .map(|unit| unit.id)
        .collect()
}

/// The stands counted in a round of `depth`, both sides, in roster order.
pub fn counted(state: &State, melee: MeleeId, depth: Depth) -> Vec<UnitId> {
    let all = members(state, melee);
    let front = front_rank(state, melee);
    let fronts: Vec<&Unit> = all
        .iter()
        .copied()
        .filter(|unit| front.contains(&unit.id))
        .collect();
    all.iter()
        .filter(|unit| {
            front.contains(&unit.id)
                || state.in_formed_square(unit)
                || (depth == Depth::TwoRanks && behind_any(state, unit, &fronts))
        })
        .map(|unit| unit.id)
        .collect()
}

/// Free stands (on the table and in no melee) near the melee: within a tray's reach of the
/// box around its stands (a cheap bound before the exact tests).
fn free_units(state: &State, melee: MeleeId) -> impl Iterator<Item = &Unit> {
    let all = members(state, melee);
    let reach = 2.0 * state.tray().half_extents().length() + 0.5;
    let (mut low, mut high) = ((f32::MAX, f32::MAX), (f32::MIN, f32::MIN));
    for unit in &all {
        low = (
            low.0.min(unit.pose.x - reach),
            low.1.min(unit.pose.y - reach),
        );
        high = (
            high.0.max(unit.pose.x + reach),
            high.1.max(unit.pose.y + reach),
        );
    }
    state.units_on_table().filter(move |unit| {
        unit.melee.is_none()
            && (low.0..=high.0).contains(&unit.pose.x)
            && (low.1..=high.1).contains(&unit.pose.y)
    })
}

/// Free stands directly behind a stand of the melee that touches an enemy of the melee:
/// the two deep of clause 1, frozen in the melee with the front rank.
pub fn two_deep(state: &State, melee: MeleeId) -> Vec<UnitId> {
    let all = members(state, melee);
    let touching: Vec<&Unit> = all
        .iter()
        .copied()
        .filter(|unit| touches_enemy_among(state, &all, unit))
        .collect();
    free_units(state, melee)
        .filter(|unit| behind_any(state, unit, &touching))
        .map(|unit| unit.id)
        .collect()
}

/// Free stands of a formed square that has a stand in the melee: the whole square fights
/// (rule 11, clauses 1 and 7).
pub fn square_mates(state: &State, melee: MeleeId) -> Vec<UnitId> {
    if state.squares.is_empty() {
        return Vec::new();
    }
    let squares: Vec<SquareId> = members(state, melee)
        .iter()
        .filter(|unit| state.in_formed_square(unit))
        .filter_map(|unit| unit.square)
        .collect();
    free_units(state, melee)
        .filter(|unit| unit.square.is_some_and(|square| squares.contains(&square)))
        .map(|unit| unit.id)
        .collect()
}

/// Free stands touching an enemy stand of the melee: reinforcements for the second round
/// (clause 5).
pub fn touching_reinforcements(state: &State, melee: MeleeId) -> Vec<UnitId> {
    let all = members(state, melee);
    free_units(state, melee)
        .filter(|unit| touches_enemy_among(state, &all, unit))
        .map(|unit| unit.id)
        .collect()
}

/// Free stands directly behind a stand counted two ranks deep: they join; those behind the
/// second rank are a third rank, in the melee but not counted.
pub fn behind_counted(state: &State, melee: MeleeId) -> Vec<UnitId> {
    let counted_ids = counted(state, melee, Depth::TwoRanks);
    let all = members(state, melee);
    let counted_units: Vec<&Unit> = all
        .iter()
        .copied()
        .filter(|unit| counted_ids.contains(&unit.id))
        .collect();
    free_units(state, melee)
        .filter(|unit| behind_any(state, unit, &counted_units))
        .map(|unit| unit.id)
        .collect()
}
