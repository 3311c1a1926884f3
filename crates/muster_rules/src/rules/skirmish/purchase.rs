//! Purchasing (3.5): after moving, pay for a unit and place it on an empty friendly factory;
//! it moves from the next turn.

use super::error::RuleError;
use super::map::Pos;
use super::state::{PlayerId, State};
use super::terrain::Terrain;
use super::units::UnitKind;

/// Whether `player` may buy `kind` at `factory` now.
pub fn check_buy(
    state: &State,
    player: PlayerId,
    factory: Pos,
    kind: UnitKind,
) -> Result<(), RuleError> {
    let refuse = |why: String| Err(RuleError::CannotBuy { at: factory, why });
    let Some(property) = state.property_at(factory) else {
        return refuse("units are bought at factories, and this is not one".into());
    };
    if property.kind != Terrain::Factory {
        return refuse(format!(
            "units are bought at factories, and this is a {}",
            property.kind.name()
        ));
    }
    if !property.is_friendly_to(player) {
        return refuse("the factory is not yours".into());
    }
    if state.unit_at(factory).is_some() {
        return refuse("a unit stands on the factory".into());
    }
    let card = state.card(kind);
    let money = state.players[player].money;
    if money < card.price {
        return refuse(format!(
            "{} costs ${} and you have ${money}",
            card.name, card.price
        ));
    }
    Ok(())
}

/// Every factory where `player` could place a unit now.
pub fn open_factories(state: &State, player: PlayerId) -> Vec<Pos> {
    state
        .properties
        .iter()
        .filter(|property| {
            property.kind == Terrain::Factory
                && property.is_friendly_to(player)
                && state.unit_at(property.at).is_none()
        })
        .map(|property| property.at)
        .collect()
}
