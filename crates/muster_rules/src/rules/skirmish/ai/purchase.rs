//! What to buy: foot units while there is ground to capture, then a mix of armour and guns
//! by the money in hand, anti-air against enemy copters, at every open factory.

use super::super::command::Command;
use super::super::purchase::open_factories;
use super::super::state::{PlayerId, State};
use super::super::units::{UnitClass, UnitKind};

fn count(state: &State, player: PlayerId, kinds: &[UnitKind]) -> usize {
    state
        .units_of(player)
        .filter(|unit| kinds.contains(&unit.kind))
        .count()
}

/// The unit to buy with `money` now.
fn choose(state: &State, player: PlayerId, money: u32) -> Option<UnitKind> {
    let foot = count(state, player, &[UnitKind::Infantry, UnitKind::Mech]);
    let to_capture = state
        .properties
        .iter()
        .filter(|property| property.owner != Some(player))
        .count();
    let enemy_air = state
        .units
        .iter()
        .filter(|unit| unit.owner != player && state.card(unit.kind).class == UnitClass::Air)
        .count();
    let anti_air = count(state, player, &[UnitKind::AntiAir, UnitKind::Missiles]);
    let tanks = count(state, player, &[UnitKind::Tank, UnitKind::MdTank]);
    let guns = count(state, player, &[UnitKind::Artillery, UnitKind::Rockets]);
    let wanted_foot = (to_capture / 3 + 2).min(6);
    let preference = if foot < wanted_foot.min(3) {
        vec![UnitKind::Infantry]
    } else if enemy_air > anti_air {
        vec![UnitKind::AntiAir, UnitKind::Mech, UnitKind::Infantry]
    } else if foot < wanted_foot && money < 12 {
        vec![UnitKind::Mech, UnitKind::Infantry]
    } else if tanks <= guns {
        vec![
            UnitKind::MdTank,
            UnitKind::Tank,
            UnitKind::Recon,
            UnitKind::Mech,
            UnitKind::Infantry,
        ]
    } else if state.day > 6 && count(state, player, &[UnitKind::BCopter]) == 0 {
        vec![
            UnitKind::BCopter,
            UnitKind::Rockets,
            UnitKind::Artillery,
            UnitKind::Mech,
            UnitKind::Infantry,
        ]
    } else {
        vec![
            UnitKind::Rockets,
            UnitKind::Artillery,
            UnitKind::Tank,
            UnitKind::Mech,
            UnitKind::Infantry,
        ]
    };
    preference
        .into_iter()
        .find(|kind| state.card(*kind).price <= money)
}

/// A purchase for `player` now, if any factory is open and something fits the money.
pub fn next_purchase(state: &State, player: PlayerId) -> Option<Command> {
    let factory = open_factories(state, player).into_iter().min()?;
    let kind = choose(state, player, state.players[player].money)?;
    Some(Command::Buy { factory, kind })
}
