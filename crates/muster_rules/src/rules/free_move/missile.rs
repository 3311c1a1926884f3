//! Missile fire after the timed move (rules 2, 5, 7, 13 and the missile kill power).
//!
//! Each missile unit names one target in the fire phase ([`check_shoot`]); when both sides
//! are done, every volley is judged at once ([`resolve_missile_fire`]), then opposing
//! bowmen test morale (rule 7, in [`super::missile_morale`]). How a single volley kills is
//! judged in [`super::missile_power`].
//!
//! Decisions (each is also in [`super::missile_readings`]):
//! * fire is simultaneous (rules 2 and 5: all fire is judged after the move): every
//!   volley is judged from the table as it stood before any casualty, and a shooter wiped
//!   out by this same fire still shoots;
//! * no shooting into a melee: friends are in it;
//! * range is measured edge to edge, and nothing else limits a volley: no arc of fire and
//!   no line of sight (the text gives none);
//! * heavy infantry throw javelins only in a called Fire and Charge (rule 9, clause 1),
//!   which the melee code resolves, so they name no target in the fire phase.

use super::error::RuleError;
use super::event::{Cause, Event};
use super::missile_morale::bowmen_morale;
use super::missile_power::{judge, roll_volley};
use super::outcome::Outcome;
use super::roster::{Points, Unit, UnitId};
use super::state::{State, Volley};
use super::unit_type::{Missile, UnitType};
use crate::rules::dice::Dice;
use muster_text::t;

/// A unit on the table, or why not.
fn live(state: &State, id: UnitId) -> Result<&Unit, RuleError> {
    let unit = state.unit(id).ok_or(RuleError::NoSuchUnit(id))?;
    if unit.on_table() {
        Ok(unit)
    } else {
        Err(RuleError::WipedOut(id))
    }
}

/// Whether `shooter` may name `target` in this fire phase.
pub fn check_shoot(state: &State, shooter: UnitId, target: UnitId) -> Result<(), RuleError> {
    check_volley(state, shooter, target, &state.volleys)
}

/// Whether `shooter` may fire at `target`, counting `declared` as the volleys already
/// made this phase.
fn check_volley(
    state: &State,
    shooter: UnitId,
    target: UnitId,
    declared: &[Volley],
) -> Result<(), RuleError> {
    let shooting = live(state, shooter)?;
    let aimed_at = live(state, target)?;
    if shooter.side == target.side {
        return Err(RuleError::NotAnEnemy(target));
    }
    let missile = match shooting.unit_type.missile() {
        Some(missile) => missile,
        None if shooting.unit_type == UnitType::HeavyInfantry => {
            return Err(RuleError::HeavyInfantryJavelins(shooter));
        }
        None => return Err(RuleError::NoMissiles(shooter)),
    };
    if shooting.melee.is_some() {
        return Err(RuleError::ShooterInMelee(shooter));
    }
    if aimed_at.melee.is_some() {
        return Err(RuleError::TargetInMelee(target));
    }
    if !shooting.morale.may_shoot() {
        return Err(RuleError::ShooterRetiring(shooter));
    }
    if declared.iter().any(|volley| volley.shooter == shooter) {
        return Err(RuleError::AlreadyShot(shooter));
    }
    let range = missile.range_inches();
    let tray = state.tray();
    if !tray.within(&shooting.pose, &aimed_at.pose, range) {
        let distance = tray.edge_distance(&shooting.pose, &aimed_at.pose);
        return Err(RuleError::OutOfRange {
            shooter,
            target,
            distance,
            range,
        });
    }
    let terrain = state.terrain();
    if missile == Missile::Javelins
        && (terrain.in_house(&shooting.pose) || terrain.in_house(&aimed_at.pose))
    {
        return Err(RuleError::JavelinsAndHouses(shooter));
    }
    Ok(())
}

/// "unit 9 (archers)", or just "unit 9" for a unit not on the roster.
pub(super) fn named(state: &State, id: UnitId) -> String {
    match state.unit(id) {
        Some(unit) => t!(
            "rules-free-move-unit-typed",
            unit = id.to_string(),
            kind = unit.unit_type.in_sentence()
        ),
        None => id.to_string(),
    }
}

/// The first letter in capitals, to start a sentence.
pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Resolve every declared volley at once, then bowmen morale (rule 7).
pub fn resolve_missile_fire(out: &mut Outcome, dice: &mut Dice) {
    let volleys = out.state().volleys.clone();
    // Every volley is judged before any casualty is marked: fire is simultaneous.
    let mut fired: Vec<Volley> = Vec::new();
    let mut kills: Vec<(UnitId, u32)> = Vec::new();
    for volley in &volleys {
        let Volley { shooter, target } = *volley;
        if let Err(why) = check_volley(out.state(), shooter, target, &fired) {
            let explanation = t!(
                "rules-free-move-does-not-fire",
                shooter = capitalised(&named(out.state(), shooter)),
                target = target.to_string(),
                why = why.to_string()
            );
            out.emit(Event::VolleyResolved {
                shooter,
                target,
                hits: 0,
                explanation,
            });
            continue;
        }
        let Some(judgement) = judge(out.state(), shooter, target) else {
            continue;
        };
        let (hits, explanation) = roll_volley(out, dice, &judgement);
        out.emit(Event::VolleyResolved {
            shooter,
            target,
            hits,
            explanation,
        });
        fired.push(*volley);
        if hits > 0 {
            match kills.iter_mut().find(|(unit, _)| *unit == target) {
                Some((_, points)) => *points += hits,
                None => kills.push((target, hits)),
            }
        }
    }
    for (target, points) in kills {
        out.kill(target, Points(points), Cause::MissileFire);
    }
    bowmen_morale(out, dice, &fired);
}
