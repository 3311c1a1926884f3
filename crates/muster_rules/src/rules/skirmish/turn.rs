//! The turn (3.0–3.6): at its start income (3.1) and repairs (3.2); at its end play passes
//! to the next player still in the game, and a new day begins after the last seat.

use super::event::Event;
use super::outcome::Outcome;
use super::state::{FULL_HP, Location, PlayerId, State};
use super::victory;

/// HP a unit on a friendly property regains at the start of its player's turn (3.2).
pub const REPAIR_HP: u8 = 2;

/// Begin `player`'s turn on `day`: the power in effect ends, income, repairs.
pub fn begin(out: &mut Outcome, player: PlayerId, day: u32) {
    if out.state().players[player]
        .co
        .as_ref()
        .is_some_and(|track| track.active.is_some())
    {
        out.emit(Event::PowerEnded { player });
    }
    out.emit(Event::TurnBegan { player, day });
    let amount = out.state().income_of(player);
    out.emit(Event::IncomeCollected { player, amount });
    for (unit, hp) in repairs(out.state(), player) {
        out.emit(Event::Repaired { unit, hp });
    }
}

/// Units of `player` on a friendly HQ, factory or city below full HP, with their new HP.
/// Units inside a transport are not on the property and are not repaired (Muster's reading).
pub fn repairs(state: &State, player: PlayerId) -> Vec<(super::state::UnitId, u8)> {
    state
        .units_of(player)
        .filter(|unit| unit.hp < FULL_HP)
        .filter_map(|unit| match unit.location {
            Location::At(pos) => state
                .property_at(pos)
                .filter(|property| property.is_friendly_to(player))
                .map(|_| (unit.id, (unit.hp + REPAIR_HP).min(FULL_HP))),
            Location::Aboard(_) => None,
        })
        .collect()
}

/// The next player in seat order still in the game after `player`, and whether play
/// wrapped round to a new day.
pub fn next_player(state: &State, player: PlayerId) -> Option<(PlayerId, bool)> {
    let count = state.players.len();
    (1..=count)
        .map(|step| player.after(step, count))
        .find(|next| !state.players[*next].defeated)
        .map(|next| (next, next <= player))
}

/// End the current player's turn and begin the next one's (or end the game on its last day).
pub fn end(out: &mut Outcome) {
    let state = out.state();
    let player = state.current;
    let day = state.day;
    out.emit(Event::TurnEnded { player });
    let Some((next, new_day)) = next_player(out.state(), player) else {
        out.emit(Event::GameOver { winner: None });
        return;
    };
    if new_day && out.state().max_days.is_some_and(|last| day >= last) {
        let winner = victory::leader_at_time(out.state());
        out.emit(Event::GameOver { winner });
        return;
    }
    begin(out, next, if new_day { day + 1 } else { day });
}
