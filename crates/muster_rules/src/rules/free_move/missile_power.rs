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
    pub reason: &'static str,
}

/// "1, 3 or 6", "3 or 6".
pub fn faces_in_words(faces: &[u8]) -> String {
    let words: Vec<String> = faces.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => "nothing".into(),
    }
}

/// The defensive position that puts the volley under rule 13, in words, if any.
fn rule_13_cover(state: &State, shooter: UnitId, target: UnitId) -> Option<&'static str> {
    let shooting = state.unit(shooter)?;
    let aimed_at = state.unit(target)?;
    let terrain = state.terrain();
    if terrain.in_house(&aimed_at.pose) {
        Some("in a house")
    } else if terrain.on_hill(&aimed_at.pose) {
        Some("on a hill")
    } else if terrain.lining_wall(&state.tray(), &aimed_at.pose)
        && terrain.wall_between(shooting.pose.centre(), aimed_at.pose.centre())
    {
        Some("behind a wall")
    } else if terrain.in_house(&shooting.pose) {
        Some("from a house")
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
    let (verb, weapon) = match missile {
        Missile::Javelins => ("throws javelins at", "javelins"),
        Missile::Arrows => ("shoots", "arrows"),
    };
    let target_type = aimed_at.unit_type.name().to_lowercase();
    let aspect = state.tray().aspect(&aimed_at.pose, &shooting.pose);
    let (circumstance, power, reason) = match rule_13_cover(state, shooter, target) {
        Some(cover) => {
            let faces = if heavy {
                HEAVY_IN_POSITION
            } else {
                LIGHT_IN_POSITION
            };
            (
                format!("{cover} (rule 13)"),
                KillPower::Roll(faces),
                "rule 13: one die per firing unit, in all cases",
            )
        }
        None => {
            let from = match aspect {
                Aspect::Front => "from the front",
                Aspect::Flank => "from the flank",
                Aspect::Rear => "from the rear",
            };
            let (power, reason) = match (heavy, aspect) {
                (false, _) => (
                    KillPower::Automatic,
                    "light troops in the open lose a point to every volley",
                ),
                (true, Aspect::Front) => (
                    KillPower::Roll(HEAVY_IN_THE_OPEN),
                    "heavy troops from the front: roll 1-3-6",
                ),
                (true, _) => (
                    KillPower::Automatic,
                    "heavy troops fired on from the flank or rear lose a point automatically",
                ),
            };
            (from.to_string(), power, reason)
        }
    };
    Some(Judgement {
        shooter,
        target,
        missile,
        headline: format!(
            "{} {verb} {} {circumstance}",
            capitalised(&named(state, shooter)),
            named(state, target),
        ),
        roll_why: format!(
            "{}'s {weapon} at {target} ({target_type}, {circumstance})",
            capitalised(&shooter.to_string())
        ),
        power,
        reason,
    })
}

/// Roll for a volley if it needs a die: its hits (0 or 1) and the log's explanation.
pub fn roll_volley(out: &mut Outcome, dice: &mut Dice, judgement: &Judgement) -> (u32, String) {
    match judgement.power {
        KillPower::Automatic => (
            1,
            format!(
                "{}: one point killed automatically ({})",
                judgement.headline, judgement.reason
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
                        format!("{value}: hit ({words})")
                    } else {
                        format!("{value}: miss (hits on {words})")
                    }
                },
            );
            if faces.contains(&roll.value) {
                (
                    1,
                    format!(
                        "{}: rolled {}, a hit ({words}): one point killed ({})",
                        judgement.headline, roll.value, judgement.reason
                    ),
                )
            } else {
                (
                    0,
                    format!(
                        "{}: rolled {}, a miss (hits on {words}; {})",
                        judgement.headline, roll.value, judgement.reason
                    ),
                )
            }
        }
    }
}
