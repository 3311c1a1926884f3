//! Victory conditions of the scenarios, evaluated by the engine at the end of the game.

use serde::{Deserialize, Serialize};

use super::state::{Side, State};

/// A scenario's victory conditions.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Victory {}

/// The winner (`None`: a draw) and why, at the end of the game.
pub fn evaluate(_state: &State) -> (Option<Side>, String) {
    (None, "no victory conditions".into())
}

/// What the AI of `side` should aim at (stub until the conditions exist).
pub fn ai_goal(
    _state: &State,
    _side: Side,
) -> Option<(crate::rules::soldiers::ai::goals::Posture, Vec<hexx::Hex>)> {
    None
}
