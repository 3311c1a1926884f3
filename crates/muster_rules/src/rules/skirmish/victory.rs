//! Ending the game (4.0): Conquest (eliminate every enemy unit or capture the enemy HQ),
//! Victory Medals and City Conquest; and, for a game with a day limit, the leader then.

use super::event::{Defeat, Event};
use super::outcome::Outcome;
use super::state::{Phase, PlayerId, State, Victory};

/// Players defeated by this command's events under Conquest: an HQ captured from them, or
/// their last unit eliminated by an enemy.
pub fn defeats(state: &State, events: &[Event]) -> Vec<(PlayerId, Defeat)> {
    if state.victory != Victory::Conquest {
        return Vec::new();
    }
    let mut out: Vec<(PlayerId, Defeat)> = Vec::new();
    for event in events {
        let defeat = match event {
            Event::Captured {
                at,
                player,
                from: Some(from),
            } if state
                .property_at(*at)
                .is_some_and(|property| property.kind == super::terrain::Terrain::Hq) =>
            {
                Some((*from, Defeat::HqCaptured { by: *player }))
            }
            Event::Destroyed { owner, .. } if state.units_of(*owner).next().is_none() => {
                Some((*owner, Defeat::AllUnitsEliminated))
            }
            _ => None,
        };
        if let Some((player, why)) = defeat
            && !state.players[player].defeated
            && !out.iter().any(|(already, _)| *already == player)
        {
            out.push((player, why));
        }
    }
    out
}

/// The winner by Medals or Cities, if someone has reached the number.
pub fn target_reached(state: &State) -> Option<PlayerId> {
    let score = |player: PlayerId| match state.victory {
        Victory::Conquest => None,
        Victory::Medals(needed) => {
            (state.players[player].medals >= needed).then_some(state.players[player].medals)
        }
        Victory::Cities(needed) => {
            (state.cities_of(player) >= needed).then_some(state.cities_of(player))
        }
    };
    let mut best: Option<(u32, PlayerId)> = None;
    // The current player first, so that a tie goes to the player who made it happen.
    let order = (0..state.players.len()).map(|step| state.current.after(step, state.players.len()));
    for player in order.filter(|player| !state.players[*player].defeated) {
        if let Some(value) = score(player)
            && best.is_none_or(|(top, _)| value > top)
        {
            best = Some((value, player));
        }
    }
    best.map(|(_, player)| player)
}

/// At the end of the last day: most cities, then most medals; a tie is a draw.
pub fn leader_at_time(state: &State) -> Option<PlayerId> {
    let mut ranked: Vec<(u32, u32, PlayerId)> = state
        .players_in()
        .map(|player| {
            (
                state.cities_of(player),
                state.players[player].medals,
                player,
            )
        })
        .collect();
    ranked.sort_by_key(|&(cities, medals, _)| std::cmp::Reverse((cities, medals)));
    match ranked.as_slice() {
        [first, second, ..] if (first.0, first.1) == (second.0, second.1) => None,
        [first, ..] => Some(first.2),
        [] => None,
    }
}

/// After a command: defeat players, end the game when one is left or a target is reached,
/// and pass the turn if the current player has just been defeated.
pub fn settle(out: &mut Outcome) {
    if matches!(out.state().phase, Phase::Over { .. }) {
        return;
    }
    for (player, why) in defeats(out.state(), out.events()) {
        out.emit(Event::PlayerDefeated { player, why });
    }
    let remaining: Vec<PlayerId> = out.state().players_in().collect();
    if remaining.len() <= 1 {
        out.emit(Event::GameOver {
            winner: remaining.first().copied(),
        });
        return;
    }
    if let Some(winner) = target_reached(out.state()) {
        out.emit(Event::GameOver {
            winner: Some(winner),
        });
        return;
    }
    let state = out.state();
    if state.players[state.current].defeated {
        super::turn::end(out);
    }
}
