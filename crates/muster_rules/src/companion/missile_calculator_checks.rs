//! The missile fire calculator checked against the engine: for every target position, every
//! face fired at and a shooter in a house, the same volley is built by hand as an engine
//! battle and the calculator's answer must equal the engine's.

use super::missile_calculator::{MissileQuestion, TargetPosition, judge_volley};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::Event;
use crate::rules::free_move::geometry::Aspect;
use crate::rules::free_move::{Command, FreeMove, Phase, RuleError, Side, UnitType};
use crate::scenario::free_move::{Shape, TerrainKind};

/// What both must agree on: points killed, who retreats, the dice and every line of the
/// reasoning (each roll and each volley's explanation).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Verdict {
    hits: u32,
    retreats: [bool; 2],
    dice: Vec<u8>,
    lines: Vec<String>,
}

const TARGET: (f32, f32) = (20.0, 20.0);

fn scripted(faces: &[u8]) -> Dice {
    let mut dice = Dice::seeded(11);
    dice.script(faces.iter().copied());
    dice
}

fn calculator(question: &MissileQuestion, faces: &[u8]) -> Result<Verdict, RuleError> {
    let answer = judge_volley(question, &mut scripted(faces))?;
    // The calculator adds a sentence of its own for each retreat (the verdict has them).
    let lines = answer
        .lines
        .into_iter()
        .filter(|line| !line.ends_with("(rule 7)."))
        .collect();
    Ok(Verdict {
        hits: answer.hits,
        retreats: [answer.shooter_retreats, answer.target_retreats],
        dice: answer.dice,
        lines,
    })
}

/// The shooter's place, 5" centre to centre from the target, on the face `from` (the target
/// faces down the table, 180°, so its front looks towards y = 0).
fn shooter_at(from: Aspect) -> ((f32, f32), f32) {
    let (x, y) = TARGET;
    match from {
        Aspect::Front => ((x, y - 5.0), 0.0),
        Aspect::Flank => ((x + 5.0, y), 270.0),
        Aspect::Rear => ((x, y + 5.0), 180.0),
    }
}

/// A wall lined by the target on the face fired at, drawn by hand.
fn wall_on(from: Aspect) -> Shape {
    let (x, y) = TARGET;
    let points = match from {
        Aspect::Front => vec![(x - 4.0, y - 1.1), (x + 4.0, y - 1.1)],
        Aspect::Flank => vec![(x + 1.2, y - 4.0), (x + 1.2, y + 4.0)],
        Aspect::Rear => vec![(x - 4.0, y + 1.1), (x + 4.0, y + 1.1)],
    };
    Shape::Path { points, width: 0.1 }
}

fn house_on((x, y): (f32, f32)) -> Shape {
    Shape::Rect {
        min: (x - 1.5, y - 1.5),
        max: (x + 1.5, y + 1.5),
    }
}

fn by_hand(question: &MissileQuestion, faces: &[u8]) -> Result<Verdict, RuleError> {
    let (at, facing) = if question.in_range {
        shooter_at(question.from)
    } else {
        ((TARGET.0, 2.0), 0.0)
    };
    let mut battle = Battlefield::new()
        .scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
        .unit(Side::First, 1, question.shooter, at, facing)
        .unit(Side::Second, 1, question.target, TARGET, 180.0)
        .points(blue(1), question.target_points);
    battle = match question.position {
        TargetPosition::Open => battle,
        TargetPosition::OnHill => battle.hill(Shape::Circle {
            centre: TARGET,
            radius: 2.0,
        }),
        TargetPosition::BehindWall => battle.terrain(TerrainKind::Wall, wall_on(question.from)),
        TargetPosition::InHouse => battle.terrain(TerrainKind::House, house_on(TARGET)),
    };
    if question.shooter_in_house {
        battle = battle.terrain(TerrainKind::House, house_on(at));
    }
    let mut state = battle.at_phase(Phase::MissileFire);
    let mut dice = scripted(faces);
    FreeMove::execute(
        &mut state,
        Command::Shoot {
            shooter: red(1),
            target: blue(1),
        },
        &mut dice,
    )?;
    let mut verdict = Verdict {
        hits: 0,
        retreats: [false, false],
        dice: Vec::new(),
        lines: Vec::new(),
    };
    for side in Side::BOTH {
        for event in FreeMove::execute(&mut state, Command::Done { side }, &mut dice)? {
            match event {
                Event::Rolled(report) => {
                    verdict.dice.push(report.roll.value);
                    verdict.lines.push(super::roll_line(&report));
                }
                Event::VolleyResolved {
                    hits, explanation, ..
                } => {
                    verdict.hits += hits;
                    verdict.lines.push(explanation);
                }
                Event::Retired { unit, .. } => verdict.retreats[unit.side.index()] = true,
                _ => {}
            }
        }
    }
    Ok(verdict)
}

const POSITIONS: [TargetPosition; 4] = [
    TargetPosition::Open,
    TargetPosition::OnHill,
    TargetPosition::BehindWall,
    TargetPosition::InHouse,
];

#[test]
fn missile_calculator_equals_the_engine_in_every_position_from_every_face() {
    let types = [
        UnitType::Archers,
        UnitType::LightInfantry,
        UnitType::LightCavalry,
    ];
    let targets = [
        UnitType::HeavyInfantry,
        UnitType::LightInfantry,
        UnitType::Archers,
        UnitType::HeavyCavalry,
    ];
    let mut compared = 0;
    for position in POSITIONS {
        for from in [Aspect::Front, Aspect::Flank, Aspect::Rear] {
            for shooter_in_house in [false, true] {
                for shooter in types {
                    for target in targets {
                        for faces in [&[1u8, 2, 5][..], &[3, 6, 1], &[2, 4, 4]] {
                            let question = MissileQuestion {
                                shooter,
                                target,
                                target_points: target.points().0,
                                from,
                                position,
                                shooter_in_house,
                                in_range: true,
                            };
                            assert_eq!(
                                calculator(&question, faces),
                                by_hand(&question, faces),
                                "{question:?} with dice {faces:?}"
                            );
                            compared += 1;
                        }
                    }
                }
            }
        }
    }
    assert_eq!(compared, 4 * 3 * 2 * 3 * 4 * 3);
}

#[test]
fn missile_calculator_out_of_range_is_refused_as_the_engine_refuses_it() {
    for position in POSITIONS {
        let question = MissileQuestion {
            shooter: UnitType::Archers,
            target: UnitType::LightInfantry,
            target_points: 4,
            from: Aspect::Front,
            position,
            shooter_in_house: false,
            in_range: false,
        };
        let asked = calculator(&question, &[1]);
        assert!(
            matches!(asked, Err(RuleError::OutOfRange { .. })),
            "{position:?}: {asked:?}"
        );
        assert_eq!(
            asked.as_ref().map_err(std::mem::discriminant),
            by_hand(&question, &[1])
                .as_ref()
                .map_err(std::mem::discriminant)
        );
        // Positive twin: in range, the same volley is judged.
        let in_range = MissileQuestion {
            in_range: true,
            ..question
        };
        assert!(calculator(&in_range, &[1]).is_ok(), "{position:?}");
    }
}

#[test]
fn rule_13_behind_a_wall_the_calculator_rolls_as_the_engine_does() {
    // Rule 13: "Against light infantry, a throw of 1-3-6 scores a hit. Against heavy
    // infantry a throw of 3-6- scores a hit." Behind a wall a 1 misses heavy infantry, a 3
    // hits, from whichever face the wall is lined.
    for from in [Aspect::Front, Aspect::Flank, Aspect::Rear] {
        let question = MissileQuestion {
            shooter: UnitType::Archers,
            target: UnitType::HeavyInfantry,
            target_points: 8,
            from,
            position: TargetPosition::BehindWall,
            shooter_in_house: false,
            in_range: true,
        };
        let miss = calculator(&question, &[1]).expect("a volley");
        assert_eq!((miss.hits, miss.dice), (0, vec![1]), "{from:?}");
        let hit = calculator(&question, &[3]).expect("a volley");
        assert_eq!((hit.hits, hit.dice), (1, vec![3]), "{from:?}");
    }
}
