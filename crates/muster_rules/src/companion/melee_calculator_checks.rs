//! The melee calculator checked against the engine: for every defender position and both
//! moves, the same situation is built by hand as an engine battle (stands placed, terrain
//! drawn, contact made, the bell rung) and the calculator's answer must equal the engine's.

use super::melee_calculator::{
    DefenderPosition, MeleeAnswer, MeleeMove, MeleeQuestion, MeleeStand, judge_melee,
};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::MeleeId;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::event::{Event, MeleeRoundReport};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::state::MeleeKind;
use crate::rules::free_move::{Command, FreeMove, Phase, Side, State, UnitId, UnitType};
use crate::scenario::free_move::{Shape, TerrainKind};

const HI: UnitType = UnitType::HeavyInfantry;
const LI: UnitType = UnitType::LightInfantry;

/// What both must agree on.
#[derive(Debug, Clone, PartialEq)]
struct Verdict {
    kind: Option<MeleeKind>,
    round: Option<MeleeRoundReport>,
    losses: Vec<u32>,
    retired: Vec<bool>,
    dice: Vec<u8>,
}

fn scripted(faces: &[u8]) -> Dice {
    let mut dice = Dice::seeded(7);
    dice.script(faces.iter().copied());
    dice
}

fn run(state: &mut State, dice: &mut Dice, command: Command) -> Vec<Event> {
    match FreeMove::execute(state, command.clone(), dice) {
        Ok(events) => events,
        Err(error) => panic!("{command:?} refused: {error}"),
    }
}

/// The bell, then both sides done until the melee is fought.
fn to_combat(state: &mut State, dice: &mut Dice) -> Vec<Event> {
    let mut events = run(state, dice, Command::Bell);
    while matches!(state.phase, Phase::Rearrangement | Phase::MissileFire) {
        for side in Side::BOTH {
            if !state.done[side.index()] {
                events.extend(run(state, dice, Command::Done { side }));
            }
        }
    }
    events
}

fn calculator(question: &MeleeQuestion, faces: &[u8]) -> Verdict {
    let answer: MeleeAnswer = judge_melee(question, &mut scripted(faces)).expect("a melee");
    Verdict {
        kind: answer.kind,
        round: answer.round,
        losses: [answer.attacker_losses, answer.defender_losses].concat(),
        retired: [answer.attacker_retired, answer.defender_retired].concat(),
        dice: answer.dice,
    }
}

/// The engine's verdict on `events`, for `stands` (attackers, then defenders) that had
/// `before` points when the fight began.
fn engine(state: &State, events: &[Event], stands: &[UnitId], before: &[u32]) -> Verdict {
    let mut verdict = Verdict {
        kind: None,
        round: None,
        losses: stands
            .iter()
            .zip(before)
            .map(|(id, was)| was - state.unit(*id).map_or(0, |unit| unit.points.0))
            .collect(),
        retired: vec![false; stands.len()],
        dice: Vec::new(),
    };
    for event in events {
        match event {
            Event::MeleeKindDecided { kind, .. } => verdict.kind = Some(*kind),
            Event::MeleeRound(report) => verdict.round = Some(report.clone()),
            Event::Rolled(report) => verdict.dice.push(report.roll.value),
            Event::Retired { unit, .. } => {
                if let Some(index) = stands.iter().position(|id| id == unit) {
                    verdict.retired[index] = true;
                }
            }
            _ => {}
        }
    }
    verdict
}

/// Heavy infantry two deep charge light infantry with heavy infantry behind it.
fn question(position: DefenderPosition, fight: MeleeMove) -> MeleeQuestion {
    let stand = |unit_type: UnitType, rank: u8| MeleeStand {
        unit_type,
        points: unit_type.points().0,
        rank,
    };
    MeleeQuestion {
        attackers: vec![stand(HI, 1), stand(HI, 2)],
        defenders: vec![stand(LI, 1), stand(HI, 2)],
        position,
        fight,
        fire_and_charge: false,
    }
}

/// The terrain for `position`, drawn by hand around the stands of [`by_hand`]: red 1 meets
/// blue 1 on the line y = 10.875.
fn terrain(battle: Battlefield, position: DefenderPosition) -> Battlefield {
    match position {
        DefenderPosition::Open | DefenderPosition::InSquare => battle,
        DefenderPosition::Uphill => battle.hill(Shape::Rect {
            min: (4.0, 11.0),
            max: (16.0, 18.0),
        }),
        DefenderPosition::BehindWall => battle.terrain(
            TerrainKind::Wall,
            Shape::Path {
                points: vec![(4.0, 10.875), (16.0, 10.875)],
                width: 0.1,
            },
        ),
        DefenderPosition::InHouse => battle.terrain(
            TerrainKind::House,
            Shape::Rect {
                min: (8.0, 11.0),
                max: (12.0, 15.0),
            },
        ),
    }
}

/// The first (or only) move, built by hand: red 1 with red 2 behind it steps into blue 1 (light
/// infantry) with blue 2 behind it, in `position`.
fn by_hand(position: DefenderPosition, faces: &[u8]) -> Verdict {
    let battle = Battlefield::new()
        .scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
        .unit(Side::First, 1, HI, (10.0, 9.8), 0.0)
        .unit(Side::First, 2, HI, (10.0, 8.05), 0.0)
        .unit(Side::Second, 1, LI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 2, HI, (10.0, 13.5), 180.0);
    let mut state = terrain(battle, position).at_phase(Phase::TimedMove);
    let mut dice = scripted(faces);
    if position == DefenderPosition::InSquare {
        run(
            &mut state,
            &mut dice,
            Command::AnnounceSquare {
                units: vec![blue(1), blue(2)],
            },
        );
    }
    run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: red(1),
            to: Pose::new(10.0, 10.0, 0.0),
        },
    );
    follow_up(&mut state, &mut dice);
    let events = to_combat(&mut state, &mut dice);
    let stands = [red(1), red(2), blue(1), blue(2)];
    engine(&state, &events, &stands, &[8, 8, 4, 8])
}

/// Red 2 follows red 1 up, tray to tray behind it (red 1 stopped where it touched).
fn follow_up(state: &mut State, dice: &mut Dice) {
    let front = state.unit(red(1)).map(|unit| unit.pose).expect("red 1");
    run(
        state,
        dice,
        Command::Step {
            unit: red(2),
            to: Pose::new(front.x, front.y - 1.75, 0.0),
        },
    );
}

/// The second move of a two-move melee, played through by hand: red 1, with red 2 behind it,
/// beat blue 1 in the first move; blue 1 retired and red stayed frozen in the melee. In the
/// second timed move blue rushed blue 3 (light infantry) in against red 1 and blue 2 up behind
/// it. Returns the engine's verdict on the second round and red 1's points when it began.
fn second_move_by_hand(uphill: bool, faces: &[u8]) -> (Verdict, u32) {
    let mut battle = Battlefield::new()
        .scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
        .unit(Side::First, 1, HI, (10.0, 9.8), 0.0)
        .unit(Side::First, 2, HI, (10.0, 8.05), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 2, HI, (13.0, 16.0), 180.0)
        .unit(Side::Second, 3, LI, (14.0, 12.0), 180.0);
    if uphill {
        battle = terrain(battle, DefenderPosition::Uphill);
    }
    let mut state = battle.at_phase(Phase::TimedMove);
    let mut dice = scripted(&[6, 1]);
    run(
        &mut state,
        &mut dice,
        Command::Step {
            unit: red(1),
            to: Pose::new(10.0, 10.0, 0.0),
        },
    );
    follow_up(&mut state, &mut dice);
    to_combat(&mut state, &mut dice);
    assert_eq!(state.unit(blue(1)).and_then(|unit| unit.melee), None);
    assert_eq!(
        state.unit(red(1)).and_then(|unit| unit.melee),
        Some(MeleeId(1))
    );
    for side in Side::BOTH {
        run(&mut state, &mut dice, Command::Done { side });
    }
    assert_eq!(state.phase, Phase::TimedMove);
    for (unit, y) in [(blue(3), 11.75), (blue(2), 13.5)] {
        run(
            &mut state,
            &mut dice,
            Command::Step {
                unit,
                to: Pose::new(10.0, y, 180.0),
            },
        );
    }
    let red_1 = state.unit(red(1)).map_or(0, |unit| unit.points.0);
    dice.script(faces.iter().copied());
    let events = to_combat(&mut state, &mut dice);
    let stands = [red(1), red(2), blue(3), blue(2)];
    (engine(&state, &events, &stands, &[red_1, 8, 4, 8]), red_1)
}

const FACES: [&[u8]; 3] = [&[2, 3], &[5, 1], &[4, 4, 1, 6]];

#[test]
fn melee_calculator_equals_the_engine_in_every_position_first_move() {
    for position in [
        DefenderPosition::Open,
        DefenderPosition::Uphill,
        DefenderPosition::BehindWall,
        DefenderPosition::InHouse,
        DefenderPosition::InSquare,
    ] {
        for faces in FACES {
            let asked = calculator(&question(position, MeleeMove::First), faces);
            let built = by_hand(position, faces);
            assert_eq!(asked, built, "{position:?} with dice {faces:?}");
            assert!(asked.round.is_some(), "{position:?}: a round was fought");
        }
    }
}

#[test]
fn melee_calculator_equals_the_engine_in_every_position_second_move() {
    // Open ground and a hill: the second move of a two-move melee, played through by hand.
    for (position, uphill) in [
        (DefenderPosition::Open, false),
        (DefenderPosition::Uphill, true),
    ] {
        for faces in FACES {
            let (built, red_1) = second_move_by_hand(uphill, faces);
            let mut asked_question = question(position, MeleeMove::Second);
            asked_question.attackers[0].points = red_1;
            let names = super::melee_calculator::MeleeNames {
                armies: ["Red".into(), "Blue".into()],
                numbers: [vec![1, 2], vec![3, 2]],
            };
            let answer = super::melee_calculator::judge_melee_between(
                &asked_question,
                &names,
                &mut scripted(faces),
            )
            .expect("a melee");
            let asked = Verdict {
                kind: answer.kind,
                round: answer.round,
                losses: [answer.attacker_losses, answer.defender_losses].concat(),
                retired: [answer.attacker_retired, answer.defender_retired].concat(),
                dice: answer.dice,
            };
            assert_eq!(asked, built, "{position:?} with dice {faces:?}");
            assert_eq!(asked.round.map(|round| round.round), Some(2));
        }
    }
    // Walls, houses and squares have no second move ("must be fought out in one game
    // move"): the calculator fights the one move the engine fights.
    for position in [
        DefenderPosition::BehindWall,
        DefenderPosition::InHouse,
        DefenderPosition::InSquare,
    ] {
        for faces in FACES {
            let asked = calculator(&question(position, MeleeMove::Second), faces);
            assert_eq!(asked, by_hand(position, faces), "{position:?} {faces:?}");
            assert_eq!(asked.kind, Some(MeleeKind::DefensivePosition));
        }
    }
}

#[test]
fn rule_12_behind_a_wall_light_infantry_of_4_count_6_and_fight_one_move() {
    // "In Defensive positions … add 1/2 point per point in a unit to its combat value. (A
    // defensive position would be behind rock walls …)" and "Any melee against a defensive
    // position (such as walls, houses, squares) must be fought out in one game move".
    let stand = |unit_type: UnitType| MeleeStand {
        unit_type,
        points: unit_type.points().0,
        rank: 1,
    };
    let behind_wall = MeleeQuestion {
        attackers: vec![stand(HI)],
        defenders: vec![stand(LI)],
        position: DefenderPosition::BehindWall,
        fight: MeleeMove::First,
        fire_and_charge: false,
    };
    let answer = judge_melee(&behind_wall, &mut scripted(&[1, 1])).expect("a melee");
    assert_eq!(answer.kind, Some(MeleeKind::DefensivePosition));
    let round = answer.round.expect("one round");
    assert_eq!(round.round, 1);
    assert_eq!(round.sides[1].half_points, 12, "light infantry 4 count 6");
    // The volley of the men forced into melee took a point off the heavy infantry: 7 × 1
    // against 6 × 1, the attackers win and the melee is over in this one move: the
    // defenders are driven back.
    assert_eq!(round.sides[0].half_points, 14);
    assert_eq!(answer.winner, Some(Side::First));
    assert_eq!(answer.defender_retired, vec![true]);
    // Positive twin: in the open the same stand counts its 4 and the melee takes two moves.
    let open = MeleeQuestion {
        position: DefenderPosition::Open,
        ..behind_wall
    };
    let answer = judge_melee(&open, &mut scripted(&[1, 1])).expect("a melee");
    assert_eq!(answer.kind, Some(MeleeKind::TwoMove));
    assert_eq!(answer.round.expect("a round").sides[1].half_points, 8);
}
