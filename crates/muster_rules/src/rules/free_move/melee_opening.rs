//! What happens before a melee's first round: Fire and Charge javelins and return fire (rule 9), the missile men's volley when charged, and shock (rule 10).
//!
//! Decisions (each also in [`super::opening_readings::OPENING_READINGS`]):
//! - Order: Fire and Charge javelins and return fire first, then the missile men's volley,
//!   then shock. The volley is fired "as the enemy is charging forward", so heavy cavalry
//!   that lost a point to it charge home with the points they have left.
//! - Javelins and return fire are simultaneous: every die is rolled, then the casualties are
//!   marked (a stand wiped out by the javelins still returns fire).
//! - One volley per missile unit. In a Fire and Charge melee a missile unit charged by Fire
//!   and Charge heavy infantry returns fire (rule 9, clause 3) instead of the automatic
//!   volley; a missile unit charged only by other stands gets the ordinary volley. A missile
//!   unit charged by several stands fires at the one with the most points (ties: the lowest
//!   number).
//! - Against men in a defensive position or on a hill, rule 13's dice apply "in all cases":
//!   light troops are hit on 1, 3 or 6, heavy troops on 3 or 6, even from the flank or rear.
//! - Javelins have no effect from or against a house (rule 13): light infantry in a house
//!   neither volley nor return fire.
//! - A missile unit that charged anyone in this melee gets no volley, even if another stand
//!   charged it too. A retiring missile unit (rule 8) neither volleys nor returns fire.
//! - Shock: once per heavy cavalry stand, on the first stand it charged that is still on
//!   the table, its points ÷ 6 rounded down.

use super::event::{Cause, Event, RollReason};
use super::geometry::Aspect;
use super::outcome::Outcome;
use super::roster::{MeleeId, Points, Unit, UnitId};
use super::state::{Charge, MeleeKind, State};
use super::unit_type::{Missile, UnitType};
use crate::rules::dice::Dice;
use muster_text::t;

/// Resolve the opening fire and shock of `melee` before its first (or only) round. Called for a TwoMove melee's first round, a DefensivePosition melee and a FireAndCharge melee; never for a Bonus melee or a second round.
pub fn before_first_round(out: &mut Outcome, dice: &mut Dice, melee: MeleeId) {
    let Some(found) = out.state().melee(melee) else {
        return;
    };
    // Rule 12.8: no shock or missile fire in a bonus melee, nor in a second round.
    if found.kind == MeleeKind::Bonus || found.rounds_fought > 0 {
        return;
    }
    let kind = found.kind;
    let charges = found.charges.clone();
    let returned_fire = if kind == MeleeKind::FireAndCharge {
        fire_and_charge(out, dice, &charges)
    } else {
        Vec::new()
    };
    missile_men_volleys(out, dice, &charges, &returned_fire);
    shock(out, &charges);
}

/// A unit still on the table.
fn live(state: &State, id: UnitId) -> Option<&Unit> {
    state.unit(id).filter(|unit| unit.on_table())
}

/// Light troops for missile fire: light infantry, archers, light cavalry.
fn is_light(unit_type: UnitType) -> bool {
    unit_type.missile().is_some()
}

/// "Red unit 4", for the log.
fn name(state: &State, id: UnitId) -> String {
    t!(
        "rules-free-move-side-unit",
        side = state.side_names[id.side.index()].as_str(),
        number = id.number
    )
}

fn aspect_words(aspect: Aspect) -> String {
    match aspect {
        Aspect::Front => t!("rules-free-move-from-front"),
        Aspect::Flank => t!("rules-free-move-from-flank"),
        Aspect::Rear => t!("rules-free-move-from-rear"),
    }
}

/// Of the stands that charged `target` (among `chargers`), the one its fire is aimed at:
/// the most points, ties the lowest number.
fn strongest(state: &State, chargers: impl Iterator<Item = UnitId>) -> Option<UnitId> {
    chargers
        .filter_map(|id| live(state, id))
        .min_by_key(|unit| (std::cmp::Reverse(unit.points), unit.id.number))
        .map(|unit| unit.id)
}

/// How one close-range shot kills.
enum Effect {
    /// One point, no die (the reason in words).
    Automatic(String),
    /// One point on one of `faces`; `rule` says which table.
    Roll {
        faces: &'static [u8],
        words: String,
        rule: String,
    },
    /// No effect at all (the reason in words).
    None(String),
}

/// The missile kill power of `shooter` against `target` (the Missile Fire Killing Power
/// table, and rule 13 against defensive positions and men on hills).
fn effect(state: &State, shooter: &Unit, target: &Unit) -> Effect {
    let terrain = state.terrain();
    let javelins = shooter.unit_type.missile() != Some(Missile::Arrows);
    if javelins && (terrain.in_house(&shooter.pose) || terrain.in_house(&target.pose)) {
        return Effect::None(t!("rules-free-move-javelins-and-house"));
    }
    let light = is_light(target.unit_type);
    if state.in_defensive_position(target) {
        return if light {
            Effect::Roll {
                faces: &[1, 3, 6],
                words: t!("rules-free-move-faces-1-3-6"),
                rule: t!("rules-free-move-rule-13-light"),
            }
        } else {
            Effect::Roll {
                faces: &[3, 6],
                words: t!("rules-free-move-faces-3-6"),
                rule: t!("rules-free-move-rule-13-heavy"),
            }
        };
    }
    if light {
        return Effect::Automatic(t!("rules-free-move-automatic-light"));
    }
    match state.tray().aspect(&target.pose, &shooter.pose) {
        Aspect::Front => Effect::Roll {
            faces: &[1, 3, 6],
            words: t!("rules-free-move-faces-1-3-6"),
            rule: t!("rules-free-move-heavy-from-front"),
        },
        Aspect::Flank => Effect::Automatic(t!("rules-free-move-automatic-flank")),
        Aspect::Rear => Effect::Automatic(t!("rules-free-move-automatic-rear")),
    }
}

/// One shot of `what` by `shooter` at `target`: the die if one is needed, and the
/// explanation. Returns the points it kills (0 or 1); the caller marks them.
fn shoot(
    out: &mut Outcome,
    dice: &mut Dice,
    shooter: UnitId,
    target: UnitId,
    what: &str,
    reason: RollReason,
) -> u32 {
    let state = out.state();
    let (Some(by), Some(at)) = (live(state, shooter), live(state, target)) else {
        return 0;
    };
    let aspect = aspect_words(state.tray().aspect(&at.pose, &by.pose));
    let why = t!(
        "rules-free-move-shot-why",
        shooter = name(state, shooter),
        what = what,
        target = name(state, target),
        kind = at.unit_type.in_sentence(),
        aspect = aspect
    );
    let (hits, explanation) = match effect(state, by, at) {
        Effect::None(reason) => (
            0,
            t!(
                "rules-free-move-shot-no-effect",
                why = why.as_str(),
                reason = reason
            ),
        ),
        Effect::Automatic(reason) => (
            1,
            t!(
                "rules-free-move-shot-automatic",
                why = why.as_str(),
                reason = reason
            ),
        ),
        Effect::Roll { faces, words, rule } => {
            let roll = out.roll(
                dice,
                shooter.side,
                Some(shooter),
                reason,
                why.clone(),
                |face| {
                    if faces.contains(&face) {
                        t!(
                            "rules-free-move-shot-face-hit",
                            face = face,
                            words = words.as_str(),
                            rule = rule.as_str()
                        )
                    } else {
                        t!(
                            "rules-free-move-shot-face-miss",
                            face = face,
                            words = words.as_str(),
                            rule = rule.as_str()
                        )
                    }
                },
            );
            if faces.contains(&roll.value) {
                (
                    1,
                    t!(
                        "rules-free-move-shot-rolled-hit",
                        why = why.as_str(),
                        face = roll.value
                    ),
                )
            } else {
                (
                    0,
                    t!(
                        "rules-free-move-shot-rolled-miss",
                        why = why.as_str(),
                        face = roll.value
                    ),
                )
            }
        }
    };
    out.emit(Event::VolleyResolved {
        shooter,
        target,
        hits,
        explanation,
    });
    hits
}

/// Rule 9: each charging heavy infantry stand that called Fire and Charge throws its
/// javelins once at the stand it charged; missile units it charged return fire. All dice
/// first, then the casualties. Returns the missile units whose fire is spent.
fn fire_and_charge(out: &mut Outcome, dice: &mut Dice, charges: &[Charge]) -> Vec<UnitId> {
    let calls = |state: &State, charge: &Charge| {
        live(state, charge.target).is_some()
            && live(state, charge.attacker).is_some_and(|attacker| {
                attacker.unit_type == UnitType::HeavyInfantry && attacker.fire_and_charge
            })
    };
    let mut kills: Vec<(UnitId, Cause)> = Vec::new();
    let mut thrown: Vec<UnitId> = Vec::new();
    for charge in charges {
        if thrown.contains(&charge.attacker) || !calls(out.state(), charge) {
            continue;
        }
        thrown.push(charge.attacker);
        let what = t!("rules-free-move-what-fire-and-charge");
        if shoot(
            out,
            dice,
            charge.attacker,
            charge.target,
            &what,
            RollReason::FireAndCharge,
        ) > 0
        {
            kills.push((charge.target, Cause::FireAndChargeJavelins));
        }
    }
    // Clause 3: the missile units charged return fire, once each.
    let mut targets: Vec<UnitId> = charges
        .iter()
        .filter(|charge| calls(out.state(), charge))
        .map(|charge| charge.target)
        .filter(|target| live(out.state(), *target).is_some_and(|unit| is_light(unit.unit_type)))
        .collect();
    targets.sort_unstable();
    targets.dedup();
    for missile_unit in &targets {
        let state = out.state();
        let chargers = charges
            .iter()
            .filter(|charge| charge.target == *missile_unit && calls(state, charge))
            .map(|charge| charge.attacker);
        let Some(attacker) = strongest(state, chargers) else {
            continue;
        };
        if let Some(reason) = no_fire(state, *missile_unit, charges) {
            let explanation = t!(
                "rules-free-move-cannot-return-fire",
                unit = name(state, *missile_unit),
                reason = reason
            );
            out.emit(Event::VolleyResolved {
                shooter: *missile_unit,
                target: attacker,
                hits: 0,
                explanation,
            });
            continue;
        }
        if shoot(
            out,
            dice,
            *missile_unit,
            attacker,
            &t!("rules-free-move-what-return-fire"),
            RollReason::FireAndCharge,
        ) > 0
        {
            kills.push((attacker, Cause::ReturnFire));
        }
    }
    for (unit, cause) in kills {
        out.kill(unit, Points(1), cause);
    }
    targets
}

/// Why a charged missile unit may not fire at its attackers, if it may not.
fn no_fire(state: &State, id: UnitId, charges: &[Charge]) -> Option<String> {
    let unit = live(state, id)?;
    if !unit.morale.may_shoot() {
        Some(t!("rules-free-move-no-fire-retiring"))
    } else if charges.iter().any(|charge| charge.attacker == id) {
        Some(t!("rules-free-move-no-fire-charged"))
    } else if unit.unit_type.missile() == Some(Missile::Javelins)
        && state.terrain().in_house(&unit.pose)
    {
        Some(t!("rules-free-move-no-fire-house"))
    } else {
        None
    }
}

/// Missile men forced into melee: each missile unit directly attacked kills one point of
/// its strongest attacker before the melee (in the variant, unless it rolls a 1).
fn missile_men_volleys(out: &mut Outcome, dice: &mut Dice, charges: &[Charge], spent: &[UnitId]) {
    let mut charged: Vec<UnitId> = charges.iter().map(|charge| charge.target).collect();
    charged.sort_unstable();
    charged.dedup();
    for missile_unit in charged {
        let state = out.state();
        if spent.contains(&missile_unit)
            || !live(state, missile_unit).is_some_and(|unit| is_light(unit.unit_type))
        {
            continue;
        }
        let chargers = charges
            .iter()
            .filter(|charge| charge.target == missile_unit)
            .map(|charge| charge.attacker);
        let Some(attacker) = strongest(state, chargers) else {
            continue;
        };
        let shooter = name(state, missile_unit);
        let at = name(state, attacker);
        if let Some(reason) = no_fire(state, missile_unit, charges) {
            let explanation = t!(
                "rules-free-move-no-volley",
                shooter = shooter.as_str(),
                at = at.as_str(),
                reason = reason
            );
            out.emit(Event::VolleyResolved {
                shooter: missile_unit,
                target: attacker,
                hits: 0,
                explanation,
            });
            continue;
        }
        if state.options.missile_men_roll_for_volley {
            let why = t!(
                "rules-free-move-volley-why",
                shooter = shooter.as_str(),
                at = at.as_str()
            );
            let roll = out.roll(
                dice,
                missile_unit.side,
                Some(missile_unit),
                RollReason::MissileMenVolley,
                why,
                |face| {
                    if face == 1 {
                        t!("rules-free-move-volley-face-none")
                    } else {
                        t!("rules-free-move-volley-face-hit", face = face)
                    }
                },
            );
            if roll.value == 1 {
                out.emit(Event::VolleyResolved {
                    shooter: missile_unit,
                    target: attacker,
                    hits: 0,
                    explanation: t!(
                        "rules-free-move-volley-rolled-one",
                        shooter = shooter.as_str(),
                        at = at.as_str()
                    ),
                });
                continue;
            }
        }
        out.emit(Event::VolleyResolved {
            shooter: missile_unit,
            target: attacker,
            hits: 1,
            explanation: t!(
                "rules-free-move-volley-automatic",
                shooter = shooter.as_str(),
                at = at.as_str()
            ),
        });
        out.kill(attacker, Points(1), Cause::MissileMenVolley);
    }
}

/// Rule 10: each charging heavy cavalry stand kills one point for every 6 points it has,
/// except up a hill or against a square.
fn shock(out: &mut Outcome, charges: &[Charge]) {
    let mut shocked: Vec<UnitId> = Vec::new();
    for charge in charges {
        let state = out.state();
        if shocked.contains(&charge.attacker) {
            continue;
        }
        let (Some(cavalry), Some(target)) =
            (live(state, charge.attacker), live(state, charge.target))
        else {
            continue;
        };
        if cavalry.unit_type != UnitType::HeavyCavalry {
            continue;
        }
        shocked.push(cavalry.id);
        let who = t!(
            "rules-free-move-shock-who",
            unit = name(state, cavalry.id),
            points = cavalry.points.0,
            target = name(state, target.id)
        );
        let (hits, explanation) = if state.terrain().uphill(&cavalry.pose, &target.pose) {
            (0, t!("rules-free-move-shock-uphill", who = who.as_str()))
        } else if state.in_formed_square(target) {
            (0, t!("rules-free-move-shock-square", who = who.as_str()))
        } else {
            let hits = cavalry.points.0 / 6;
            (
                hits,
                t!(
                    "rules-free-move-shock-kills",
                    who = who.as_str(),
                    hits = hits
                ),
            )
        };
        let target = target.id;
        out.emit(Event::VolleyResolved {
            shooter: charge.attacker,
            target,
            hits,
            explanation,
        });
        out.kill(target, Points(hits), Cause::Shock);
    }
}
