//! Purchasing (3.5): after moving, pay for a unit and place it on an empty friendly factory;
//! it moves from the next turn.

use super::error::RuleError;
use super::map::Pos;
use super::state::{PlayerId, State};
use super::terrain::Terrain;
use super::units::UnitKind;
use muster_text::t;

/// Whether `player` may buy `kind` at `factory` now.
pub fn check_buy(
    state: &State,
    player: PlayerId,
    factory: Pos,
    kind: UnitKind,
) -> Result<(), RuleError> {
    let refuse = |why: String| Err(RuleError::CannotBuy { at: factory, why });
    let Some(property) = state.property_at(factory) else {
        return refuse(t!("rules-skirmish-units-bought-factories-not-one"));
    };
    if property.kind != Terrain::Factory {
        return refuse(t!(
            "rules-skirmish-units-bought-factories",
            value0 = property.kind.name().to_string()
        ));
    }
    if !property.is_friendly_to(player) {
        return refuse(t!("rules-skirmish-factory-not-yours"));
    }
    if state.unit_at(factory).is_some() {
        return refuse(t!("rules-skirmish-unit-stands-factory"));
    }
    let card = state.card(kind);
    let money = state.players[player].money;
    if money < card.price {
        return refuse(t!(
            "rules-skirmish-costs-you-have",
            card = card.name.to_string(),
            value1 = card.price.to_string(),
            money = money.to_string()
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
