//! What the AI of a side aims at, read from the scenario's victory conditions.

use hexx::Hex;

use super::Condition;
use crate::rules::soldiers::ai::goals::Posture;
use crate::rules::soldiers::state::{Side, State};

/// The posture and hexes a side's conditions point to: its own first condition with an
/// area (exits: leave through those hexes; clearing an area: the hexes of it the enemy
/// holds; anything else: take them); a side that wins
/// only when the enemy fails holds the enemy's objective instead. `None` when no
/// condition names an area (attrition: close with the enemy).
pub fn ai_goal(state: &State, side: Side) -> Option<(Posture, Vec<Hex>)> {
    let rules = &state.victory;
    let own = rules
        .wins
        .iter()
        .filter(|win| win.side == side.0)
        .flat_map(|win| win.all.iter())
        .find_map(|condition| aim(state, condition, false));
    own.or_else(|| {
        rules
            .wins
            .iter()
            .filter(|win| win.side != side.0)
            .flat_map(|win| win.all.iter())
            .find_map(|condition| aim(state, condition, true))
    })
}

fn aim(
    state: &State,
    condition: &Condition<super::Area>,
    defending: bool,
) -> Option<(Posture, Vec<Hex>)> {
    let (posture, hexes) = match condition {
        Condition::Exited { from, .. } => (Posture::Exit, from.hexes.clone()),
        Condition::Returned { now_in, .. } => {
            let out = state
                .special
                .exit_and_return
                .as_ref()
                .map(|rule| rule.from.clone())
                .unwrap_or_default();
            let returned = state
                .units
                .iter()
                .any(|unit| state.special.returned.contains(&unit.id));
            if returned || defending {
                (Posture::Attack, now_in.hexes.clone())
            } else {
                (Posture::Exit, out)
            }
        }
        // Clearing an area: the hexes of it the enemy holds, while he holds any.
        Condition::FewerUndisrupted { within, .. } if !defending => {
            let side = state
                .victory
                .wins
                .iter()
                .find(|win| win.all.contains(condition))
                .map(|win| Side(win.side));
            let held: Vec<Hex> = within
                .hexes
                .iter()
                .copied()
                .filter(|hex| {
                    state
                        .occupant(*hex)
                        .is_some_and(|occupant| Some(occupant) != side)
                })
                .collect();
            let hexes = if held.is_empty() {
                within.hexes.clone()
            } else {
                held
            };
            (Posture::Attack, hexes)
        }
        Condition::FewerUndisrupted { within, .. }
        | Condition::AtLeast { within, .. }
        | Condition::Occupies { within } => (Posture::Attack, within.hexes.clone()),
        Condition::Bridgehead { bridges, .. } => (Posture::Attack, bridges.hexes.clone()),
        Condition::Destroyed { .. } | Condition::LostAtMost { .. } | Condition::MorePoints => {
            return None;
        }
    };
    let posture = if defending { Posture::Hold } else { posture };
    (!hexes.is_empty()).then_some((posture, hexes))
}
