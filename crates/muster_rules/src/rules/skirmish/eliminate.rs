//! Eliminating a unit: its passengers go with it, a capture it was making is lost, the
//! eliminating player gains a medal and a star on the CO track for each unit.

use super::event::Event;
use super::outcome::Outcome;
use super::state::{PlayerId, UnitId};

/// Eliminate `unit` (and everything inside it), credited to `by`.
pub fn eliminate(out: &mut Outcome, unit: UnitId, by: PlayerId) {
    let state = out.state();
    let Some(owner) = state.unit(unit).map(|unit| unit.owner) else {
        return;
    };
    let mut lost = vec![unit];
    lost.extend(state.passengers(unit).map(|passenger| passenger.id));
    let captures: Vec<_> = state
        .properties
        .iter()
        .filter(|property| {
            property
                .capture
                .is_some_and(|capture| lost.contains(&capture.by))
        })
        .map(|property| property.at)
        .collect();
    let stars = stars_after(state, by, lost.len() as u32);
    for at in captures {
        out.emit(Event::CaptureLost { at });
    }
    out.emit(Event::Destroyed { unit, owner, by });
    if let Some(stars) = stars {
        out.emit(Event::StarGained { player: by, stars });
    }
}

/// The star counter after `eliminated` more units, when the player has a CO and the
/// counter moves (it stops at the last star until the Super Power is used).
fn stars_after(state: &super::state::State, player: PlayerId, eliminated: u32) -> Option<u8> {
    let track = state.players.get(player.0)?.co.as_ref()?;
    let co = state.co_of(player)?;
    let last = co.super_power.stars;
    let stars = (u32::from(track.stars) + eliminated).min(u32::from(last)) as u8;
    (stars != track.stars).then_some(stars)
}
