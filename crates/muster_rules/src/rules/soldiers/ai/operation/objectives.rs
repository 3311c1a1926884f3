//! What a side's victory depends on, read from the scenario's conditions: the hexes to take,
//! hold or leave the map by, the units each needs, and by which game-turn.

use hexx::Hex;

use super::super::super::state::{Location, Side, State};
use super::super::super::victory::{Area, Condition};

/// What an objective asks of the side that plans it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aim {
    /// Leave the map through the objective's hexes (exits; an exit-and-return's way out).
    Exit,
    /// Stand in the objective's hexes at the end: clear them of the enemy, occupy them,
    /// bring units (or units back) into them, hold a bridgehead.
    Take,
    /// Keep the enemy from taking the objective's hexes (the enemy's conditions on areas).
    Hold,
    /// Eliminate enemy units (a count, or victory points).
    Destroy,
    /// Lose few units (at most a count, or fewer than the enemy needs to destroy).
    Preserve,
}

/// One thing the side's victory (or the enemy's defeat) needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Objective {
    pub aim: Aim,
    /// The hexes it is about (none for destroying or preserving units).
    pub hexes: Vec<Hex>,
    /// How many units it needs there (or out, or eliminated, or at most lost).
    pub units: u32,
    /// The game-turn by whose end it must be done.
    pub by_turn: u32,
    /// Only units of this kind count (`None`: any).
    pub including: Option<super::super::super::units::UnitKind>,
}

/// The objectives of `side`: its own conditions (one per condition of each way it can win)
/// and, for every condition of the enemy's that names an area or a count, the side's
/// denial of it. Deterministic: in the order the scenario lists them.
pub fn objectives(state: &State, side: Side) -> Vec<Objective> {
    let by_turn = last_turn(state);
    let mut found = Vec::new();
    for win in &state.victory.wins {
        let ours = win.side == side.0;
        for condition in &win.all {
            let objective = if ours {
                own(state, side, condition, by_turn)
            } else {
                denial(condition, by_turn)
            };
            if let Some(objective) = objective
                && !found.contains(&objective)
            {
                found.push(objective);
            }
        }
    }
    if state
        .victory
        .points
        .iter()
        .any(|entry| entry.scorer == side.0)
    {
        let destroy = Objective {
            aim: Aim::Destroy,
            hexes: Vec::new(),
            units: 1,
            by_turn,
            including: None,
        };
        if !found.contains(&destroy) {
            found.push(destroy);
        }
    }
    found
}

/// The game-turn the game ends with: the last turn, or the turn of the phase a scenario
/// ends after (scenario 9).
pub fn last_turn(state: &State) -> u32 {
    match state.special.ends_after_phase {
        Some(phase) => (phase / 4 + 1).min(state.last_turn),
        None => state.last_turn,
    }
}

fn area_hexes(area: &Area) -> Vec<Hex> {
    area.hexes.clone()
}

fn objective(aim: Aim, hexes: Vec<Hex>, units: u32, by_turn: u32) -> Option<Objective> {
    Some(Objective {
        aim,
        hexes,
        units,
        by_turn,
        including: None,
    })
}

/// A condition of `side`'s own as an objective.
fn own(state: &State, side: Side, condition: &Condition<Area>, by_turn: u32) -> Option<Objective> {
    match condition {
        Condition::Exited { at_least, from } => {
            objective(Aim::Exit, area_hexes(from), *at_least, by_turn)
        }
        Condition::Returned { at_least, now_in } => {
            let out_hexes = state
                .special
                .exit_and_return
                .as_ref()
                .map(|rule| rule.from.clone())
                .unwrap_or_default();
            let gone = state.units.iter().any(|unit| {
                unit.side == side
                    && (state.special.returned.contains(&unit.id)
                        || matches!(unit.location, Location::Exited { .. }))
            });
            if gone || out_hexes.is_empty() {
                objective(Aim::Take, area_hexes(now_in), *at_least, by_turn)
            } else {
                objective(Aim::Exit, out_hexes, *at_least, by_turn)
            }
        }
        Condition::FewerUndisrupted { fewer_than, within } => {
            // The enemy's hexes of the area must be cleared: the attacker needs about a unit
            // for each hex the enemy holds there, at least one.
            let held: Vec<Hex> = within
                .hexes
                .iter()
                .copied()
                .filter(|hex| state.occupant(*hex).is_some_and(|holder| holder != side))
                .collect();
            let hexes = if held.is_empty() {
                area_hexes(within)
            } else {
                held.clone()
            };
            let needed = (held.len() as u32).saturating_sub(fewer_than.saturating_sub(1));
            objective(Aim::Take, hexes, needed.max(1), by_turn)
        }
        Condition::AtLeast {
            at_least,
            within,
            including,
        } => Some(Objective {
            aim: Aim::Take,
            hexes: area_hexes(within),
            units: *at_least,
            by_turn,
            including: *including,
        }),
        Condition::Occupies { within } => objective(Aim::Take, area_hexes(within), 1, by_turn),
        Condition::Bridgehead {
            bridges,
            beyond,
            within,
            at_least,
        } => {
            // The bridges and the hexes beyond them within reach of the condition.
            let mut hexes = area_hexes(bridges);
            hexes.extend(beyond.hexes.iter().copied().filter(|hex| {
                bridges
                    .hexes
                    .iter()
                    .any(|bridge| bridge.distance_to(*hex) <= *within as i32)
            }));
            objective(Aim::Take, hexes, at_least + 1, by_turn)
        }
        Condition::Destroyed { at_least } => {
            objective(Aim::Destroy, Vec::new(), *at_least, by_turn)
        }
        Condition::LostAtMost { at_most } => {
            objective(Aim::Preserve, Vec::new(), *at_most, by_turn)
        }
        Condition::MorePoints => objective(Aim::Destroy, Vec::new(), 1, by_turn),
    }
}

/// An enemy's condition as what `side` must deny it.
fn denial(condition: &Condition<Area>, by_turn: u32) -> Option<Objective> {
    match condition {
        Condition::Exited { from: area, .. }
        | Condition::Returned { now_in: area, .. }
        | Condition::AtLeast { within: area, .. }
        | Condition::Occupies { within: area } => {
            objective(Aim::Hold, area_hexes(area), 1, by_turn)
        }
        // The enemy wants fewer than N of ours undisrupted there: keep N.
        Condition::FewerUndisrupted { fewer_than, within } => {
            objective(Aim::Hold, area_hexes(within), *fewer_than, by_turn)
        }
        Condition::Bridgehead { bridges, .. } => {
            objective(Aim::Hold, area_hexes(bridges), 1, by_turn)
        }
        // The enemy must destroy N of ours: lose fewer than N.
        Condition::Destroyed { at_least } => objective(
            Aim::Preserve,
            Vec::new(),
            at_least.saturating_sub(1),
            by_turn,
        ),
        // The enemy may lose at most N: destroy more.
        Condition::LostAtMost { at_most } => {
            objective(Aim::Destroy, Vec::new(), at_most + 1, by_turn)
        }
        Condition::MorePoints => objective(Aim::Destroy, Vec::new(), 1, by_turn),
    }
}
