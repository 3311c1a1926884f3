//! Ground combat exactly as 3.4a: firepower against the target's class (reduced numbers
//! below 5 HP) minus its defense gives the initial damage; the Terrain Defense Modifier
//! chart turns it into hits plus one more on a low d6; then the target, at its new
//! strength, fires back if the attacker is in its range.

use crate::rules::dice::Dice;

use super::event::{Event, Shot};
use super::map::Pos;
use super::outcome::Outcome;
use super::state::{PlayerId, State, Unit, UnitId};

/// The numbers of one shot before the die: what the preview shows and the log repeats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShotOdds {
    pub firepower: i32,
    pub defense: i32,
    pub initial: i32,
    pub stars: u8,
    pub hits: u8,
    /// One more hit on a d6 at or under this (0: none).
    pub die: u8,
}

impl ShotOdds {
    /// Least and most HP the shot can take off a target with `hp`.
    pub fn damage_range(&self, hp: u8) -> (u8, u8) {
        let least = self.hits.min(hp);
        let most = (self.hits + u8::from(self.die > 0)).min(hp);
        (least, most)
    }
}

/// Firepower of `attacker` (at `attacker_hp`) against a unit of `target`'s class, with its
/// CO; `None` when its card has no number for that class.
pub fn firepower(
    state: &State,
    owner: PlayerId,
    attacker: &Unit,
    attacker_hp: u8,
    target: &Unit,
) -> Option<i32> {
    let card = state.card(attacker.kind);
    let line = card.firepower.against(state.card(target.kind).class)?;
    let base = if attacker_hp < super::state::REDUCED_BELOW {
        line.reduced
    } else {
        line.full
    };
    Some(i32::from(base) + i32::from(state.boost(owner, attacker.kind).firepower))
}

/// The odds of `attacker` (at `attacker_hp`) firing at `target` standing on `at`.
pub fn odds(
    state: &State,
    attacker: &Unit,
    attacker_hp: u8,
    target: &Unit,
    at: Pos,
) -> Option<ShotOdds> {
    let firepower = firepower(state, attacker.owner, attacker, attacker_hp, target)?;
    let defense = i32::from(state.card(target.kind).defense)
        + i32::from(state.boost(target.owner, target.kind).defense);
    let initial = firepower - defense;
    let stars = state.tables.terrain.stars(state.terrain(at));
    let (hits, die) = state
        .tables
        .chart
        .cell(initial, stars)
        .map_or((0, 0), |cell| (cell.hits, cell.die));
    Some(ShotOdds {
        firepower,
        defense,
        initial,
        stars,
        hits,
        die,
    })
}

/// Whether `from` is within `unit`'s range of `to` (counted orthogonally, 3.4a).
pub fn in_range(state: &State, unit: &Unit, from: Pos, to: Pos) -> bool {
    let (low, high) = state.range_of(unit.owner, unit.kind);
    (low..=high).contains(&from.distance(to))
}

/// What an attack could do, before committing: the damage range to the target and, for
/// each, the counter-fire it would take back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    pub attack: ShotOdds,
    /// Least and most damage to the target.
    pub damage: (u8, u8),
    /// The target's HP after the least and the most damage.
    pub target_hp: (u8, u8),
    /// Counter-fire after the most damage and after the least (the target fires back at
    /// its new strength), `None` where it cannot fire back.
    pub counter_after_most: Option<(ShotOdds, (u8, u8))>,
    pub counter_after_least: Option<(ShotOdds, (u8, u8))>,
}

/// Preview `attacker` firing from `from` at the unit on `target_at`.
pub fn preview(state: &State, attacker: &Unit, from: Pos, target_at: Pos) -> Option<Preview> {
    let target = state.unit_at(target_at)?;
    let attack = odds(state, attacker, attacker.hp, target, target_at)?;
    let damage = attack.damage_range(target.hp);
    let after = |taken: u8| {
        let hp = target.hp - taken;
        if hp == 0 || !in_range(state, target, target_at, from) {
            return None;
        }
        let counter = odds(state, target, hp, attacker, from)?;
        Some((counter, counter.damage_range(attacker.hp)))
    };
    Some(Preview {
        attack,
        damage,
        target_hp: (target.hp - damage.0, target.hp - damage.1),
        counter_after_most: after(damage.1),
        counter_after_least: after(damage.0),
    })
}

/// One shot: roll, emit it, and eliminate the target at 0 HP.
fn shoot(
    out: &mut Outcome,
    dice: &mut Dice,
    attacker: UnitId,
    target: UnitId,
    counter: bool,
) -> Option<bool> {
    let state = out.state();
    let firer = state.unit(attacker)?.clone();
    let victim = state.unit(target)?.clone();
    let at = victim.square()?;
    let odds = odds(state, &firer, firer.hp, &victim, at)?;
    let roll = (odds.die > 0).then(|| dice.d6());
    let extra = roll.is_some_and(|roll| roll.value <= odds.die);
    let damage = (odds.hits + u8::from(extra)).min(victim.hp);
    let hp_after = victim.hp - damage;
    out.emit(Event::Fired(Shot {
        attacker,
        target,
        counter,
        firepower: odds.firepower,
        defense: odds.defense,
        initial: odds.initial,
        terrain: state.terrain(at),
        stars: odds.stars,
        hits: odds.hits,
        die: odds.die,
        roll,
        damage,
        hp_after,
    }));
    if hp_after == 0 {
        super::eliminate::eliminate(out, target, firer.owner);
        return Some(false);
    }
    Some(true)
}

/// Resolve an attack: the shot, then counter-fire if the target lives and the attacker is
/// in its range and it has firepower against the attacker's class (3.4a).
pub fn resolve(out: &mut Outcome, dice: &mut Dice, attacker: UnitId, target: UnitId) {
    let Some(target_lives) = shoot(out, dice, attacker, target, false) else {
        return;
    };
    if !target_lives {
        return;
    }
    let state = out.state();
    let (Some(firer), Some(victim)) = (state.unit(attacker), state.unit(target)) else {
        return;
    };
    let (Some(from), Some(at)) = (firer.square(), victim.square()) else {
        return;
    };
    let can_answer = in_range(state, victim, at, from)
        && firepower(state, victim.owner, victim, victim.hp, firer).is_some();
    if can_answer {
        shoot(out, dice, target, attacker, true);
    }
}
