//! Where the enemy can hit next turn: for every square, the most firepower an enemy unit
//! could bring on it (direct units from anywhere they can reach, indirect units from where
//! they stand).

use super::super::map::Pos;
use super::super::movement::reachable;
use super::super::state::{PlayerId, State};
use super::super::units::UnitClass;

/// Threat by square, for one class of target.
pub struct ThreatMap {
    width: i32,
    /// Highest expected-damage firepower against [foot, vehicle, air], by square.
    firepower: Vec<[u8; 3]>,
}

fn class_index(class: UnitClass) -> usize {
    match class {
        UnitClass::Foot => 0,
        UnitClass::Vehicle => 1,
        UnitClass::Air => 2,
    }
}

impl ThreatMap {
    /// The threat of every enemy of `player`.
    pub fn against(state: &State, player: PlayerId) -> Self {
        let size = state.map.squares.len();
        let mut firepower = vec![[0u8; 3]; size];
        for enemy in state
            .units
            .iter()
            .filter(|unit| unit.owner != player && unit.square().is_some())
        {
            let card = state.card(enemy.kind);
            if !card.firepower.fires() {
                continue;
            }
            let strength: [u8; 3] =
                [UnitClass::Foot, UnitClass::Vehicle, UnitClass::Air].map(|class| {
                    card.firepower.against(class).map_or(0, |line| {
                        if enemy.is_reduced() {
                            line.reduced
                        } else {
                            line.full
                        }
                    })
                });
            let (low, high) = state.range_of(enemy.owner, enemy.kind);
            let from: Vec<Pos> = if card.is_indirect() {
                enemy.square().into_iter().collect()
            } else {
                reachable(state, enemy)
                    .into_iter()
                    .filter(|reach| reach.boards.is_none())
                    .map(|reach| reach.to)
                    .collect()
            };
            let high = high as i32;
            for origin in from {
                for dy in -high..=high {
                    for dx in -high..=high {
                        let distance = (dx.abs() + dy.abs()) as u32;
                        if distance < low || distance > high as u32 {
                            continue;
                        }
                        if let Some(index) = state.map.index(Pos::new(origin.x + dx, origin.y + dy))
                        {
                            for class in 0..3 {
                                firepower[index][class] =
                                    firepower[index][class].max(strength[class]);
                            }
                        }
                    }
                }
            }
        }
        ThreatMap {
            width: state.map.width,
            firepower,
        }
    }

    /// The strongest enemy firepower that could reach a unit of `class` on `pos`.
    /// No threat anywhere: the judgement of a player who does not look at the enemy's reach.
    pub fn none(state: &State) -> Self {
        ThreatMap {
            width: state.map.width,
            firepower: vec![[0; 3]; state.map.squares.len()],
        }
    }

    pub fn at(&self, pos: Pos, class: UnitClass) -> u8 {
        if pos.x < 0 || pos.y < 0 || pos.x >= self.width {
            return 0;
        }
        self.firepower
            .get((pos.y * self.width + pos.x) as usize)
            .map_or(0, |cell| cell[class_index(class)])
    }
}
