//! Using a CO's Power or Super Power (optional rule): the counter must have reached the
//! power's star; using it empties the track; one power is in effect at a time.

use super::error::RuleError;
use super::event::Event;
use super::outcome::Outcome;
use super::state::{FULL_HP, PlayerId, PowerLevel, State};

/// Whether `player` may use `level` now.
pub fn check_use(state: &State, player: PlayerId, level: PowerLevel) -> Result<(), RuleError> {
    let refuse = |why: String| Err(RuleError::CannotUsePower { why });
    let Some(track) = state.players[player].co.as_ref() else {
        return refuse("you play without a CO".into());
    };
    let Some(co) = state.co_of(player) else {
        return refuse(format!("there is no CO called {}", track.co));
    };
    if track.active.is_some() {
        return refuse("a power is already in effect until your next turn".into());
    }
    let power = match level {
        PowerLevel::Power => &co.power,
        PowerLevel::Super => &co.super_power,
    };
    if track.stars < power.stars {
        return refuse(format!(
            "{} needs {} stars and the counter is on {}",
            power.name, power.stars, track.stars
        ));
    }
    Ok(())
}

/// Use it: the track empties, the power takes effect and heals at once if it heals.
pub fn use_power(out: &mut Outcome, player: PlayerId, level: PowerLevel) {
    out.emit(Event::PowerUsed { player, level });
    let state = out.state();
    let Some(co) = state.co_of(player) else {
        return;
    };
    let heal = match level {
        PowerLevel::Power => co.power.heal,
        PowerLevel::Super => co.super_power.heal,
    };
    if heal == 0 {
        return;
    }
    let healed: Vec<_> = state
        .units_of(player)
        .filter(|unit| unit.hp < FULL_HP)
        .map(|unit| (unit.id, (unit.hp + heal).min(FULL_HP)))
        .collect();
    for (unit, hp) in healed {
        out.emit(Event::Healed { unit, hp });
    }
}
