//! The missile fire calculator: the players describe a volley (who shoots, at what, from
//! where, how the target stands) and the Free Move engine judges it on a small virtual
//! table set up to match — the same rules as a battle on screen, dice and all.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::Event;
use crate::rules::free_move::geometry::Aspect;
use crate::rules::free_move::{Command, FreeMove, Phase, RuleError, Side, UnitType};
use crate::scenario::free_move::{Shape, TerrainKind};
use muster_text::t;

/// Where the target stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetPosition {
    Open,
    OnHill,
    BehindWall,
    InHouse,
}

/// A volley as the players describe it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MissileQuestion {
    pub shooter: UnitType,
    pub target: UnitType,
    /// The target's points before the volley.
    pub target_points: u32,
    /// Which face of the target the volley comes from.
    pub from: Aspect,
    pub position: TargetPosition,
    pub shooter_in_house: bool,
    pub in_range: bool,
}

/// What the engine made of it: points killed and every line of its reasoning.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissileAnswer {
    pub hits: u32,
    /// Rule 7 between bowmen: which of the two (shooter, target) retreats 3 moves.
    pub shooter_retreats: bool,
    pub target_retreats: bool,
    pub dice: Vec<u8>,
    pub lines: Vec<String>,
}

const TARGET_AT: (f32, f32) = (36.0, 24.0);

/// The shooter's place and facing for a volley from `from`, `distance` inches centre to
/// centre (the target faces down the table, 180°).
fn shooter_place(from: Aspect, distance: f32) -> ((f32, f32), f32) {
    let (x, y) = TARGET_AT;
    match from {
        Aspect::Front => ((x, y - distance), 0.0),
        Aspect::Flank => ((x - distance, y), 90.0),
        Aspect::Rear => ((x, y + distance), 180.0),
    }
}

/// A wall across the line from the shooter, just in front of the face it shoots at.
fn wall_between(from: Aspect) -> Shape {
    let (x, y) = TARGET_AT;
    let points = match from {
        Aspect::Front => vec![(x - 6.0, y - 1.3), (x + 6.0, y - 1.3)],
        Aspect::Flank => vec![(x - 1.3, y - 6.0), (x - 1.3, y + 6.0)],
        Aspect::Rear => vec![(x - 6.0, y + 1.3), (x + 6.0, y + 1.3)],
    };
    Shape::Path { points, width: 0.3 }
}

fn house_around((x, y): (f32, f32)) -> Shape {
    Shape::Rect {
        min: (x - 1.6, y - 1.6),
        max: (x + 1.6, y + 1.6),
    }
}

/// Judge one volley with `dice` (seeded, or scripted with the players' own rolls).
pub fn judge_volley(
    question: &MissileQuestion,
    dice: &mut Dice,
) -> Result<MissileAnswer, RuleError> {
    judge_volley_between(question, (1, 1), dice)
}

/// Judge one volley between the units numbered `numbers` (shooter, target) on their
/// roster sheets: the engine's reasoning names them by those numbers.
pub fn judge_volley_between(
    question: &MissileQuestion,
    (shooter_number, target_number): (u32, u32),
    dice: &mut Dice,
) -> Result<MissileAnswer, RuleError> {
    let (shooter_id, target_id) = (red(shooter_number), blue(target_number));
    let distance = if question.in_range { 5.0 } else { 40.0 };
    let (at, facing) = shooter_place(question.from, distance);
    let mut battle = Battlefield::new()
        .scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
        .unit(Side::First, shooter_number, question.shooter, at, facing)
        .unit(
            Side::Second,
            target_number,
            question.target,
            TARGET_AT,
            180.0,
        )
        .points(
            target_id,
            question.target_points.clamp(1, question.target.points().0),
        );
    battle = match question.position {
        TargetPosition::Open => battle,
        TargetPosition::OnHill => battle.hill(Shape::Circle {
            centre: TARGET_AT,
            radius: 2.5,
        }),
        TargetPosition::BehindWall => {
            battle.terrain(TerrainKind::Wall, wall_between(question.from))
        }
        TargetPosition::InHouse => battle.terrain(TerrainKind::House, house_around(TARGET_AT)),
    };
    if question.shooter_in_house {
        battle = battle.terrain(TerrainKind::House, house_around(at));
    }
    let mut state = battle.at_phase(Phase::MissileFire);
    FreeMove::execute(
        &mut state,
        Command::Shoot {
            shooter: shooter_id,
            target: target_id,
        },
        dice,
    )?;
    let mut events = Vec::new();
    for side in Side::BOTH {
        events.extend(FreeMove::execute(&mut state, Command::Done { side }, dice)?);
    }
    let mut answer = MissileAnswer {
        hits: 0,
        shooter_retreats: false,
        target_retreats: false,
        dice: Vec::new(),
        lines: Vec::new(),
    };
    for event in events {
        match event {
            Event::Rolled(report) => {
                answer.dice.push(report.roll.value);
                answer.lines.push(super::roll_line(&report));
            }
            Event::VolleyResolved {
                hits, explanation, ..
            } => {
                answer.hits += hits;
                answer.lines.push(explanation);
            }
            Event::Retired { unit, moves, .. } => {
                if unit == shooter_id {
                    answer.shooter_retreats = true;
                } else {
                    answer.target_retreats = true;
                }
                answer.lines.push(if unit == shooter_id {
                    t!("companion-missile-shooter-retreats", moves = moves)
                } else {
                    t!("companion-missile-target-retreats", moves = moves)
                });
            }
            _ => {}
        }
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    //! Each test is an example worked by hand from the rules text, quoted in its comment.
    use super::*;

    fn question(shooter: UnitType, target: UnitType) -> MissileQuestion {
        MissileQuestion {
            shooter,
            target,
            target_points: target.points().0,
            from: Aspect::Front,
            position: TargetPosition::Open,
            shooter_in_house: false,
            in_range: true,
        }
    }

    fn with_dice(values: &[u8]) -> Dice {
        let mut dice = Dice::seeded(1);
        dice.script(values.iter().copied());
        dice
    }

    #[test]
    fn calculator_javelins_automatically_kill_one_light_infantry_point() {
        // "Javelins – 1 – Automatically kills one light infantry point": no die.
        let answer = judge_volley(
            &question(UnitType::LightInfantry, UnitType::LightInfantry),
            &mut Dice::seeded(1),
        )
        .expect("legal");
        assert_eq!((answer.hits, answer.dice.len()), (1, 0));
    }

    #[test]
    fn calculator_arrows_at_heavy_infantry_hit_on_1_3_6_with_the_players_die() {
        // "Roll 1-3-6 on dice against heavy infantry": the players rolled a 3, then a 2.
        let shot = question(UnitType::Archers, UnitType::HeavyInfantry);
        let hit = judge_volley(&shot, &mut with_dice(&[3])).expect("legal");
        assert_eq!((hit.hits, hit.dice.clone()), (1, vec![3]));
        let miss = judge_volley(&shot, &mut with_dice(&[2])).expect("legal");
        assert_eq!((miss.hits, miss.dice), (0, vec![2]));
    }

    #[test]
    fn calculator_flank_fire_kills_heavy_infantry_automatically() {
        // "… unless have flanking or fire from rear – then automatically kills one point."
        let shot = MissileQuestion {
            from: Aspect::Flank,
            ..question(UnitType::Archers, UnitType::HeavyInfantry)
        };
        let answer = judge_volley(&shot, &mut Dice::seeded(1)).expect("legal");
        assert_eq!((answer.hits, answer.dice.len()), (1, 0));
    }

    #[test]
    fn calculator_rule_13_heavy_infantry_on_a_hill_hit_only_on_3_or_6() {
        // Rule 13: "Against heavy infantry a throw of 3-6 scores a hit": a 1 misses here.
        let shot = MissileQuestion {
            position: TargetPosition::OnHill,
            ..question(UnitType::Archers, UnitType::HeavyInfantry)
        };
        assert_eq!(
            judge_volley(&shot, &mut with_dice(&[1]))
                .expect("legal")
                .hits,
            0
        );
        assert_eq!(
            judge_volley(&shot, &mut with_dice(&[6]))
                .expect("legal")
                .hits,
            1
        );
        let behind_wall = MissileQuestion {
            position: TargetPosition::BehindWall,
            ..shot
        };
        assert_eq!(
            judge_volley(&behind_wall, &mut with_dice(&[1]))
                .expect("legal")
                .hits,
            0
        );
    }

    #[test]
    fn calculator_rule_7_morale_between_bowmen_after_the_volley() {
        // Rule 7: "no morale factor after missile fire, unless it was combat between opposing
        // bowmen … multiplying the dice roll times the combat values. The man with the lowest
        // total must retreat 3 moves." Archers 4 shoot archers 4: one point killed (3 left);
        // morale dice 2 for the firing unit, 3 for the target: 4 × 2 = 8 against 3 × 3 = 9.
        let answer = judge_volley(
            &question(UnitType::Archers, UnitType::Archers),
            &mut with_dice(&[2, 3]),
        )
        .expect("legal");
        assert_eq!(answer.hits, 1);
        assert!(
            answer.shooter_retreats && !answer.target_retreats,
            "{:#?}",
            answer.lines
        );
        let javelins = judge_volley(
            &question(UnitType::LightInfantry, UnitType::Archers),
            &mut Dice::seeded(1),
        )
        .expect("legal");
        assert!(
            !javelins.shooter_retreats && !javelins.target_retreats,
            "no morale unless bowmen on both sides"
        );
    }

    #[test]
    fn calculator_javelins_have_no_effect_against_a_house_and_range_matters() {
        // Rule 13: "Javelins have no effect from a house, or against men who are inside a house".
        let javelins = MissileQuestion {
            position: TargetPosition::InHouse,
            ..question(UnitType::LightInfantry, UnitType::LightInfantry)
        };
        assert_eq!(
            judge_volley(&javelins, &mut Dice::seeded(1)),
            Err(RuleError::JavelinsAndHouses(red(1)))
        );
        let far = MissileQuestion {
            in_range: false,
            ..question(UnitType::Archers, UnitType::LightInfantry)
        };
        assert!(matches!(
            judge_volley(&far, &mut Dice::seeded(1)),
            Err(RuleError::OutOfRange { .. })
        ));
    }

    #[test]
    fn the_volley_is_told_with_the_units_roster_numbers() {
        // Rome 7 (archers) shoot at Britons 5 (heavy infantry) from the front: the reasoning
        // names units 7 and 5, never the calculator's own "unit 1 at unit 1".
        let shot = question(UnitType::Archers, UnitType::HeavyInfantry);
        let mut dice = Dice::seeded(1);
        dice.script([4]);
        let answer = judge_volley_between(&shot, (7, 5), &mut dice).expect("a volley");
        let told = answer.lines.join(" ");
        assert!(told.contains("Unit 7's arrows at unit 5"), "{told}");
        assert!(!told.contains("unit 1"), "{told}");
    }
}
