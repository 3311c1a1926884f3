//! The General's plans for a timed move, offered as candidates to its play-outs: besides
//! the three postures (baseline, bolder, steadier), where to concentrate (one wing of its
//! line gets the weight and charges sooner, the rest refuse and hold back), melees sought
//! or refused by the odds the rules give (see `rules_odds`), and a reserve kept out of the
//! move. Each kind is offered only where it applies, and each can be switched off to
//! measure what it gains ([`PlanParts`], the example `free_move_ai`'s `--general-without`).

use super::judgement::nearest_enemy;
use super::posture::Posture;
use crate::rules::free_move::roster::{Side, Unit, UnitId};
use crate::rules::free_move::state::State;

/// The least chance of winning the round, by the rules, at which a plan that seeks melees
/// by the rules' odds charges: even odds, or good ones.
pub const SEEK_EVEN: f32 = 0.5;
pub const SEEK_GOOD: f32 = 0.62;
/// The enemy's chance against a stand, by the rules, from which a plan that judges by the
/// rules' odds refuses the melee and steps back.
pub const REFUSE_FROM: f32 = 0.62;

/// How much sooner the wing with the weight charges (its odds times this) and how much
/// later the refused part of the line does.
pub const WEIGHTED_ODDS: f32 = 0.85;
pub const REFUSED_ODDS: f32 = 1.3;
/// Inches further back than the Veteran's margin the refused part of the line halts.
pub const REFUSED_HOLD_BACK: f32 = 3.0;

/// Stands kept in reserve by a plan that keeps one: a quarter of the free stands.
pub const RESERVE_SHARE: usize = 4;
/// The fewest free stands for which a reserve is offered.
pub const RESERVE_FROM: usize = 8;

/// The part of its line that gets the weight: the stands whose centres lie between `west`
/// and `east` inches across the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wing {
    pub west: f32,
    pub east: f32,
}

impl Wing {
    pub fn holds(&self, unit: &Unit) -> bool {
        (self.west..=self.east).contains(&unit.pose.x)
    }
}

/// Which kinds of plan the General weighs (all of them unless switched off to measure
/// what each gains).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlanParts {
    /// Concentrating on one wing, the rest refused.
    pub wings: bool,
    /// Seeking and refusing melees by the rules' odds.
    pub rules_odds: bool,
    /// Pulling out of a melee when the rules' losses say staying costs more.
    pub pull_out: bool,
    /// Keeping a reserve out of the move.
    pub reserve: bool,
}

impl PlanParts {
    pub const ALL: PlanParts = PlanParts {
        wings: true,
        rules_odds: true,
        pull_out: true,
        reserve: true,
    };

    /// Only the three postures: the General before issue 38.
    pub const NONE: PlanParts = PlanParts {
        wings: false,
        rules_odds: false,
        pull_out: false,
        reserve: false,
    };

    /// These parts without the one `name`d (`wings`, `rules-odds`, `pull-out`, `reserve`);
    /// `None` for a name that is no part.
    pub fn without(self, name: &str) -> Option<PlanParts> {
        let mut parts = self;
        match name {
            "wings" => parts.wings = false,
            "rules-odds" => parts.rules_odds = false,
            "pull-out" => parts.pull_out = false,
            "reserve" => parts.reserve = false,
            _ => return None,
        }
        Some(parts)
    }
}

/// The plans the General weighs for `side`'s timed move in `state`, its baseline first
/// (ties go to it).
pub fn candidates(state: &State, side: Side, parts: PlanParts) -> Vec<Posture> {
    let mut plans = Posture::general_candidates();
    let baseline = plans[0];
    let free = free_stands(state, side);
    if parts.rules_odds && melee_in_reach(state, &free) {
        for seek in [SEEK_EVEN, SEEK_GOOD] {
            plans.push(Posture {
                seek_chance: Some(seek),
                ..baseline
            });
        }
    }
    if parts.wings {
        for wing in wings(&free) {
            plans.push(Posture {
                weight: Some(wing),
                ..baseline
            });
        }
    }
    if parts.reserve && free.len() >= RESERVE_FROM {
        plans.push(Posture {
            reserve: free.len() / RESERVE_SHARE,
            ..baseline
        });
    }
    plans
}

/// This side's stands free to move (not in a melee, not held by morale).
fn free_stands(state: &State, side: Side) -> Vec<&Unit> {
    state
        .army(side)
        .filter(|unit| unit.melee.is_none() && unit.morale.may_move())
        .collect()
}

/// Whether a melee may be had this move: an enemy within two of its measures of one of
/// `free`'s stands.
fn melee_in_reach(state: &State, free: &[&Unit]) -> bool {
    free.iter().any(|unit| {
        nearest_enemy(state, unit).is_some_and(|enemy| {
            state.tray().edge_distance(&unit.pose, &enemy.pose)
                <= 2.0
                    * unit
                        .unit_type
                        .move_open_inches()
                        .max(enemy.unit_type.move_open_inches())
        })
    })
}

/// The three wings of the line `free` stands in (west, centre, east), a third of the
/// stands each by their place across the table; none for fewer than three stands.
pub fn wings(free: &[&Unit]) -> Vec<Wing> {
    if free.len() < 3 {
        return Vec::new();
    }
    let mut across: Vec<f32> = free.iter().map(|unit| unit.pose.x).collect();
    across.sort_by(f32::total_cmp);
    let third = across.len() / 3;
    let cut_west = (across[third - 1] + across[third]) / 2.0;
    let cut_east = (across[across.len() - third - 1] + across[across.len() - third]) / 2.0;
    vec![
        Wing {
            west: f32::NEG_INFINITY,
            east: cut_west,
        },
        Wing {
            west: cut_west,
            east: cut_east,
        },
        Wing {
            west: cut_east,
            east: f32::INFINITY,
        },
    ]
}

/// The stands a plan with a reserve of `count` keeps out of the move: the free stands
/// farthest from the enemy (ties: the highest number).
pub fn reserve(state: &State, side: Side, count: usize) -> Vec<UnitId> {
    if count == 0 {
        return Vec::new();
    }
    let mut free: Vec<(f32, UnitId)> = free_stands(state, side)
        .into_iter()
        .filter_map(|unit| {
            nearest_enemy(state, unit).map(|enemy| (enemy.pose.distance_to(&unit.pose), unit.id))
        })
        .collect();
    free.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)));
    free.into_iter().take(count).map(|(_, id)| id).collect()
}

/// The odds (the level's reading) at which `unit` charges under `posture`, and the inches
/// beyond the Veteran's margin it halts when not charging.
pub fn stance(posture: &Posture, unit: &Unit) -> (f32, f32) {
    match posture.weight {
        Some(wing) if wing.holds(unit) => (posture.charge_odds * WEIGHTED_ODDS, 0.0),
        Some(_) => (posture.charge_odds * REFUSED_ODDS, REFUSED_HOLD_BACK),
        None => (posture.charge_odds, 0.0),
    }
}

/// The least rules' chance at which `unit` seeks a melee under `posture`, if it judges by
/// the rules' odds: lower in the wing with the weight, higher in the refused part.
pub fn seek_chance(posture: &Posture, unit: &Unit) -> Option<f32> {
    let chance = posture.seek_chance?;
    Some(match posture.weight {
        Some(wing) if wing.holds(unit) => chance - 0.08,
        Some(_) => chance + 0.1,
        None => chance,
    })
}
