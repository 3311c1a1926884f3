//! The one function that changes a Skirmish Wars state: applying an event.

use super::super::event::{Defeat, Event};
use super::{Capture, CoTrack, FULL_HP, Location, Phase, State, StateData, Unit};

/// Apply one event.
pub fn apply(state: &mut State, event: &Event) {
    let state = &mut state.data;
    match event {
        Event::TurnBegan { player, day } => {
            state.current = *player;
            state.day = *day;
            state.phase = Phase::Orders;
            for unit in state.units.iter_mut().filter(|unit| unit.owner == *player) {
                unit.acted = false;
            }
        }
        Event::PowerEnded { player } => {
            if let Some(track) = track_mut(state, player.0) {
                track.active = None;
            }
        }
        Event::IncomeCollected { player, amount } => {
            state.players[*player].money += amount;
        }
        Event::Repaired { unit, hp } | Event::Healed { unit, hp } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.hp = (*hp).min(FULL_HP);
            }
        }
        Event::PowerUsed { player, level } => {
            if let Some(track) = track_mut(state, player.0) {
                track.stars = 0;
                track.active = Some(*level);
            }
        }
        Event::Moved { unit, path, .. } => {
            if let (Some(unit), Some(last)) = (state.unit_mut(*unit), path.last()) {
                unit.location = Location::At(*last);
            }
        }
        Event::Boarded { unit, transport } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.location = Location::Aboard(*transport);
            }
        }
        Event::Unloaded { unit, to, .. } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.location = Location::At(*to);
                unit.acted = true;
            }
        }
        Event::Fired(shot) => {
            if let Some(target) = state.unit_mut(shot.target) {
                target.hp = shot.hp_after;
            }
        }
        Event::Destroyed { unit, by, .. } => {
            let lost = with_passengers(state, *unit);
            state.units.retain(|unit| !lost.contains(&unit.id));
            if let Some(player) = state.players.get_mut(by.0) {
                player.medals += lost.len() as u32;
            }
        }
        Event::StarGained { player, stars } => {
            if let Some(track) = track_mut(state, player.0) {
                track.stars = *stars;
            }
        }
        Event::CaptureProgress { at, unit, left, .. } => {
            if let Some(property) = state.property_at_mut(*at) {
                property.capture = Some(Capture {
                    by: *unit,
                    points_left: *left,
                });
            }
        }
        Event::CaptureLost { at } => {
            if let Some(property) = state.property_at_mut(*at) {
                property.capture = None;
            }
        }
        Event::Captured { at, player, .. } => {
            if let Some(property) = state.property_at_mut(*at) {
                property.owner = Some(*player);
                property.capture = None;
            }
        }
        Event::Done { unit } => {
            if let Some(unit) = state.unit_mut(*unit) {
                unit.acted = true;
            }
        }
        Event::PurchaseBegan => state.phase = Phase::Purchase,
        Event::Bought {
            unit,
            kind,
            owner,
            at,
            price,
        } => {
            state.players[*owner].money = state.players[*owner].money.saturating_sub(*price);
            state.units.push(Unit {
                id: *unit,
                kind: *kind,
                owner: *owner,
                hp: FULL_HP,
                location: Location::At(*at),
                acted: true,
            });
            state.next_unit = state.next_unit.max(unit.0 + 1);
        }
        Event::TurnEnded { .. } => {}
        Event::PlayerDefeated { player, why } => {
            state.players[*player].defeated = true;
            state.units.retain(|unit| unit.owner != *player);
            let capturer = match why {
                Defeat::HqCaptured { by } => Some(*by),
                Defeat::AllUnitsEliminated => None,
            };
            for property in &mut state.properties {
                if property.owner == Some(*player) {
                    property.owner = capturer;
                }
                if property
                    .capture
                    .is_some_and(|capture| !state.units.iter().any(|unit| unit.id == capture.by))
                {
                    property.capture = None;
                }
            }
        }
        Event::GameOver { winner } => state.phase = Phase::Over { winner: *winner },
    }
}

fn track_mut(state: &mut StateData, player: usize) -> Option<&mut CoTrack> {
    state.players.get_mut(player)?.co.as_mut()
}

/// A unit and everything inside it.
fn with_passengers(state: &StateData, unit: super::UnitId) -> Vec<super::UnitId> {
    let mut lost = vec![unit];
    lost.extend(state.passengers(unit).map(|passenger| passenger.id));
    lost
}
