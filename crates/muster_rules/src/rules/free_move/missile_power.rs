//! How one volley kills: the Missile Fire Killing Power table and rule 13 (fire against
//! defensive positions and men on hills).
//!
//! Decisions (each is also in [`super::missile_readings`]):
//! * one volley is one missile unit's fire and kills at most one point ("automatically
//!   kills one … point"; rule 13: "one dice per unit");
//! * light targets are light infantry, archers and light cavalry; heavy targets are heavy
//!   infantry and heavy cavalry (the text names only heavy infantry; heavy cavalry are
//!   armoured alike);
//! * "Roll 1-3-6" means a hit on a 1, a 3 or a 6;
//! * a target is in a defensive position on a hill (any target whose centre is on a hill,
//!   wherever the shooter stands), in a house, or lining a wall that lies between the
//!   shooter and it; a shooter in a house fires under rule 13 too. Rule 13 says "In all
//!   cases": flank or rear fire gives no automatic kill there;
//! * a square is no defensive position against missiles (rule 11, clause 2: "no immunity
//!   from missile fire").

use super::event::RollReason;
use super::geometry::Aspect;
use super::missile::{capitalised, named};
use super::outcome::Outcome;
use super::roster::UnitId;
use super::state::State;
use super::unit_type::{Missile, UnitType};
use crate::rules::dice::Dice;
use muster_text::t;

/// Faces that hit heavy troops in the open from the front: "Roll 1-3-6".
pub const HEAVY_IN_THE_OPEN: &[u8] = &[1, 3, 6];
/// Faces that hit light troops in a defensive position or on a hill (rule 13).
pub const LIGHT_IN_POSITION: &[u8] = &[1, 3, 6];
/// Faces that hit heavy troops in a defensive position or on a hill (rule 13).
pub const HEAVY_IN_POSITION: &[u8] = &[3, 6];

/// Whether missiles treat the unit as heavy (armoured) troops.
pub fn heavy_target(unit_type: UnitType) -> bool {
    matches!(unit_type, UnitType::HeavyInfantry | UnitType::HeavyCavalry)
}

/// How a volley's one point is won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KillPower {
    /// One point killed, no die rolled.
    Automatic,
    /// One die: one point killed on any of these faces.
    Roll(&'static [u8]),
}

/// A volley about to be judged, in words for the log.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    pub shooter: UnitId,
    pub target: UnitId,
    pub missile: Missile,
    /// "Unit 9 (archers) shoots unit 3 (heavy infantry) from the flank".
    pub headline: String,
    /// "Unit 9's arrows at unit 3 (heavy infantry, from the front)": why a die is rolled.
    pub roll_why: String,
    pub power: KillPower,
    /// Why the kill is automatic, or whose dice these are.
    pub reason: String,
}

/// "1, 3 or 6", "3 or 6".
pub fn faces_in_words(faces: &[u8]) -> String {
    let words: Vec<String> = faces.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!(
            "rules-free-move-faces-or",
            rest = rest.join(", "),
            last = last.as_str()
        ),
        None => t!("rules-free-move-faces-nothing"),
    }
}

/// The defensive position that puts the volley under rule 13, in words, if any.
fn rule_13_cover(state: &State, shooter: UnitId, target: UnitId) -> Option<String> {
    let shooting = state.unit(shooter)?;
    let aimed_at = state.unit(target)?;
    let terrain = state.terrain();
    if terrain.in_house(&aimed_at.pose) {
        Some(t!("rules-free-move-cover-in-house"))
    } else if terrain.on_hill(&aimed_at.pose) {
        Some(t!("rules-free-move-cover-on-hill"))
    } else if terrain.lining_wall(&state.tray(), &aimed_at.pose)
        && terrain.wall_between(shooting.pose.centre(), aimed_at.pose.centre())
    {
        Some(t!("rules-free-move-cover-behind-wall"))
    } else if terrain.in_house(&shooting.pose) {
        Some(t!("rules-free-move-cover-from-house"))
    } else {
        None
    }
}

/// How `shooter`'s volley at `target` kills, judged from the table as it stands. `None`
/// when either is not on the roster or the shooter has no missiles (already refused by the
/// checks).
pub fn judge(state: &State, shooter: UnitId, target: UnitId) -> Option<Judgement> {
    let shooting = state.unit(shooter)?;
    let aimed_at = state.unit(target)?;
    let missile = shooting.unit_type.missile()?;
    let heavy = heavy_target(aimed_at.unit_type);
    let target_type = aimed_at.unit_type.in_sentence();
    let aspect = state.tray().aspect(&aimed_at.pose, &shooting.pose);
    let (circumstance, power, reason) = match rule_13_cover(state, shooter, target) {
        Some(cover) => {
            let faces = if heavy {
                HEAVY_IN_POSITION
            } else {
                LIGHT_IN_POSITION
            };
            (
                t!("rules-free-move-cover-rule-13", cover = cover),
                KillPower::Roll(faces),
                t!("rules-free-move-power-rule-13"),
            )
        }
        None => {
            let from = match aspect {
                Aspect::Front => t!("rules-free-move-from-front"),
                Aspect::Flank => t!("rules-free-move-from-flank"),
                Aspect::Rear => t!("rules-free-move-from-rear"),
            };
            let (power, reason) = match (heavy, aspect) {
                (false, _) => (
                    KillPower::Automatic,
                    t!("rules-free-move-power-light-in-open"),
                ),
                (true, Aspect::Front) => (
                    KillPower::Roll(HEAVY_IN_THE_OPEN),
                    t!("rules-free-move-power-heavy-front"),
                ),
                (true, _) => (
                    KillPower::Automatic,
                    t!("rules-free-move-power-heavy-flank-rear"),
                ),
            };
            (from, power, reason)
        }
    };
    Some(Judgement {
        shooter,
        target,
        missile,
        headline: match missile {
            Missile::Javelins => t!(
                "rules-free-move-volley-javelins",
                shooter = capitalised(&named(state, shooter)),
                target = named(state, target),
                circumstance = circumstance.as_str()
            ),
            Missile::Arrows => t!(
                "rules-free-move-volley-arrows",
                shooter = capitalised(&named(state, shooter)),
                target = named(state, target),
                circumstance = circumstance.as_str()
            ),
        },
        roll_why: match missile {
            Missile::Javelins => t!(
                "rules-free-move-roll-why-javelins",
                shooter = capitalised(&shooter.to_string()),
                target = target.to_string(),
                kind = target_type.as_str(),
                circumstance = circumstance.as_str()
            ),
            Missile::Arrows => t!(
                "rules-free-move-roll-why-arrows",
                shooter = capitalised(&shooter.to_string()),
                target = target.to_string(),
                kind = target_type.as_str(),
                circumstance = circumstance.as_str()
            ),
        },
        power,
        reason,
    })
}

/// Roll for a volley if it needs a die: its hits (0 or 1) and the log's explanation.
pub fn roll_volley(out: &mut Outcome, dice: &mut Dice, judgement: &Judgement) -> (u32, String) {
    match judgement.power {
        KillPower::Automatic => (
            1,
            t!(
                "rules-free-move-volley-automatic-kill",
                headline = judgement.headline.as_str(),
                reason = judgement.reason.as_str()
            ),
        ),
        KillPower::Roll(faces) => {
            let words = faces_in_words(faces);
            let roll = out.roll(
                dice,
                judgement.shooter.side,
                Some(judgement.shooter),
                RollReason::MissileFire,
                judgement.roll_why.clone(),
                |value| {
                    if faces.contains(&value) {
                        t!(
                            "rules-free-move-volley-face-hits",
                            face = value,
                            words = words.as_str()
                        )
                    } else {
                        t!(
                            "rules-free-move-volley-face-misses",
                            face = value,
                            words = words.as_str()
                        )
                    }
                },
            );
            if faces.contains(&roll.value) {
                (
                    1,
                    t!(
                        "rules-free-move-volley-rolled-hit",
                        headline = judgement.headline.as_str(),
                        face = roll.value,
                        words = words.as_str(),
                        reason = judgement.reason.as_str()
                    ),
                )
            } else {
                (
                    0,
                    t!(
                        "rules-free-move-volley-rolled-miss",
                        headline = judgement.headline.as_str(),
                        face = roll.value,
                        words = words.as_str(),
                        reason = judgement.reason.as_str()
                    ),
                )
            }
        }
    }
}
