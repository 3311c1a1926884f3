//! Using a CO's Power or Super Power (optional rule): the counter must have reached the
//! power's star; using it empties the track; one power is in effect at a time.

use super::error::RuleError;
use super::event::Event;
use super::outcome::Outcome;
use super::state::{FULL_HP, PlayerId, PowerLevel, State};
use muster_text::t;

/// Whether `player` may use `level` now.
pub fn check_use(state: &State, player: PlayerId, level: PowerLevel) -> Result<(), RuleError> {
    let refuse = |why: String| Err(RuleError::CannotUsePower { why });
    let Some(track) = state.players[player].co.as_ref() else {
        return refuse(t!("rules-skirmish-you-play-without-co"));
    };
    let Some(co) = state.co_of(player) else {
        return refuse(t!(
            "rules-skirmish-no-co-called",
            value0 = track.co.to_string()
        ));
    };
    if track.active.is_some() {
        return refuse(t!("rules-skirmish-power-already-effect-until-your-next"));
    }
    let power = match level {
        PowerLevel::Power => &co.power,
        PowerLevel::Super => &co.super_power,
    };
    if track.stars < power.stars {
        return refuse(t!(
            "rules-skirmish-needs-stars-counter",
            power = power.name.to_string(),
            value1 = power.stars.to_string(),
            value2 = track.stars.to_string()
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
