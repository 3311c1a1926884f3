//! Tests: clauses and corners found in review — squares belong to their side and are
//! announced before the move, frozen stands stay frozen, the rearrangement starts no fight,
//! Time! once, Fire and Charge across a called Time, reserves in a square, bonus melees
//! without shock, and refused nonsense poses.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{blue, red};
use crate::rules::free_move::event::{Cause, Event, RollReason};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::state::{MeleeKind, Phase, State};
use crate::rules::free_move::{
    Command, Formation, FreeMove, Morale, RuleError, Side, UnitId, UnitType,
};

use super::support::{field, run, to_combat};
use crate::rules::free_move::MeleeId;

const HI: UnitType = UnitType::HeavyInfantry;

/// Step `unit` forward (up the table for red, down for blue) by `inches`.
fn advance(state: &mut State, dice: &mut Dice, unit: UnitId, inches: f32) -> Vec<Event> {
    let pose = state.unit(unit).map(|u| u.pose).expect("on the roster");
    let ahead = pose.front() * inches;
    run(
        state,
        dice,
        Command::Step {
            unit,
            to: Pose::new(pose.x + ahead.x, pose.y + ahead.y, pose.facing),
        },
    )
}

fn melee_values(events: &[Event]) -> Vec<[u32; 2]> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::MeleeRound(report) => Some(report.sides.clone().map(|side| side.half_points)),
            _ => None,
        })
        .collect()
}

#[test]
fn rule_11_clause_6_a_square_is_given_up_only_by_its_side_before_the_move() {
    let mut state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 20.0), 180.0)
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(
        &mut state,
        &mut dice,
        Command::AnnounceSquare {
            units: vec![blue(1)],
        },
    );
    let square = state.squares[0].id;
    assert_eq!(
        FreeMove::check(
            &state,
            &Command::DissolveSquare {
                side: Side::First,
                square
            }
        ),
        Err(RuleError::NotYourSquare(square))
    );
    advance(&mut state, &mut dice, blue(1), 1.0);
    assert_eq!(
        FreeMove::check(
            &state,
            &Command::DissolveSquare {
                side: Side::Second,
                square
            }
        ),
        Err(RuleError::SquareDuringMove)
    );
}

#[test]
fn rule_11_clause_7_reserves_inside_the_square_count_in_its_melee() {
    // Blue's square: a front stand and a reserve behind it, touching. Red charges the front.
    let mut state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 12.0), 180.0)
        .unit(Side::Second, 2, HI, (10.0, 13.75), 180.0)
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(
        &mut state,
        &mut dice,
        Command::AnnounceSquare {
            units: vec![blue(1), blue(2)],
        },
    );
    advance(&mut state, &mut dice, red(1), 1.0);
    dice.script([1, 6]);
    let events = to_combat(&mut state, &mut dice);
    // Red 8 points (16 half points) against the whole square, 16 points at 1½: 48 half points.
    assert_eq!(melee_values(&events).first(), Some(&[16, 48]));
}

#[test]
fn rule_11_clause_4_a_square_is_broken_when_one_of_its_units_is_killed() {
    let mut state = field()
        .unit(Side::First, 1, UnitType::Archers, (10.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::LightInfantry,
            (10.0, 16.0),
            180.0,
        )
        .unit(
            Side::Second,
            2,
            UnitType::LightInfantry,
            (12.0, 16.0),
            180.0,
        )
        .points(blue(1), 1)
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(
        &mut state,
        &mut dice,
        Command::AnnounceSquare {
            units: vec![blue(1), blue(2)],
        },
    );
    run(&mut state, &mut dice, Command::Bell);
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    run(&mut state, &mut dice, Command::Done { side: Side::Second });
    run(
        &mut state,
        &mut dice,
        Command::Shoot {
            shooter: red(1),
            target: blue(1),
        },
    );
    run(&mut state, &mut dice, Command::Done { side: Side::First });
    let events = run(&mut state, &mut dice, Command::Done { side: Side::Second });
    assert!(events.contains(&Event::Removed { unit: blue(1) }));
    assert!(
        events
            .iter()
            .any(|event| matches!(event, Event::SquareBroken { .. }))
    );
    let survivor = state.unit(blue(2)).expect("on the roster");
    assert!(
        !state.in_formed_square(survivor),
        "its defensive value is annulled"
    );
}

#[test]
fn rule_8_a_retiring_unit_attacked_fights_at_full_value() {
    let mut state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 12.0), 180.0)
        .morale(blue(1), Morale::Retiring { moves_to_stand: 0 })
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    advance(&mut state, &mut dice, red(1), 1.0);
    dice.script([3, 4]);
    let events = to_combat(&mut state, &mut dice);
    assert_eq!(melee_values(&events).first(), Some(&[16, 16]));
}

#[test]
fn rule_4_the_rearrangement_starts_no_fight() {
    let state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (13.0, 10.0), 0.0)
        .at_phase(Phase::Rearrangement);
    // Sideways into the enemy's flank: refused.
    assert_eq!(
        FreeMove::check(
            &state,
            &Command::Step {
                unit: red(1),
                to: Pose::new(11.5, 10.0, 0.0)
            }
        ),
        Err(RuleError::ContactInRearrangement(red(1)))
    );
}

#[test]
fn rule_4_no_change_of_formation_within_enemy_missile_range_after_the_bell() {
    let state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, UnitType::Archers, (10.0, 20.0), 180.0)
        .at_phase(Phase::Rearrangement);
    assert_eq!(
        FreeMove::check(
            &state,
            &Command::SetFormation {
                unit: red(1),
                formation: Formation::Column
            }
        ),
        Err(RuleError::InMissileRange(red(1)))
    );
}

#[test]
fn rule_6_time_cannot_be_called_again_in_the_move_after_a_halt() {
    let mut state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 30.0), 180.0)
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(
        &mut state,
        &mut dice,
        Command::CallTime { side: Side::First },
    );
    assert_eq!(
        FreeMove::check(&state, &Command::CallTime { side: Side::Second }),
        Err(RuleError::TimeAlreadyCalled)
    );
    run(&mut state, &mut dice, Command::Bell);
    assert!(!state.combat_suspended);
}

#[test]
fn rule_9_a_fire_and_charge_that_reached_the_enemy_survives_a_called_time() {
    let mut state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::LightInfantry,
            (10.0, 12.0),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    run(
        &mut state,
        &mut dice,
        Command::CallFireAndCharge { unit: red(1) },
    );
    advance(&mut state, &mut dice, red(1), 1.0);
    run(
        &mut state,
        &mut dice,
        Command::CallTime { side: Side::Second },
    );
    assert!(state.unit(red(1)).is_some_and(|unit| unit.fire_and_charge));
    dice.script([6, 1]);
    let events = to_combat(&mut state, &mut dice);
    assert!(events.contains(&Event::MeleeKindDecided {
        melee: MeleeId(1),
        kind: MeleeKind::FireAndCharge
    }));
    assert!(events.iter().any(|event| matches!(
        event,
        Event::Casualties { unit, cause: Cause::FireAndChargeJavelins, .. } if *unit == blue(1)
    )));
}

#[test]
fn rule_12_a_fresh_contact_reinforces_the_melee_already_fought() {
    // Two melees: 1 fresh, 2 already through its first round. A stand touching enemies of
    // both joins them into one — melee 2, still at its second round (not fought again).
    let mut state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::First, 2, HI, (20.0, 10.0), 0.0)
        .unit(Side::First, 3, HI, (15.0, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
        .unit(Side::Second, 2, HI, (20.0, 11.75), 180.0)
        .at_phase(Phase::TimedMove);
    let contact = |state: &mut State, mover, struck| {
        let mut out = crate::rules::free_move::outcome::Outcome::new(state);
        crate::rules::free_move::melee_contact::contact(&mut out, mover, struck);
    };
    contact(&mut state, red(1), blue(1));
    contact(&mut state, red(2), blue(2));
    let side = |side: Side| crate::rules::free_move::event::MeleeSideReport {
        side,
        units: Vec::new(),
        half_points: 16,
        die: 3,
        total_half_points: 48,
    };
    FreeMove::apply(
        &mut state,
        &Event::MeleeRound(crate::rules::free_move::event::MeleeRoundReport {
            melee: MeleeId(2),
            round: 1,
            sides: [side(Side::First), side(Side::Second)],
            winner: Side::First,
            explanation: String::new(),
        }),
    );
    contact(&mut state, red(3), blue(1));
    contact(&mut state, red(3), blue(2));
    assert_eq!(state.melees.len(), 1);
    let melee = &state.melees[0];
    assert_eq!((melee.id, melee.rounds_fought), (MeleeId(2), 1));
    assert_eq!(melee.units.len(), 5);
    assert!(
        state
            .units
            .iter()
            .all(|unit| unit.melee == Some(MeleeId(2)))
    );
}

#[test]
fn rule_12_clause_8_a_bonus_melee_has_no_shock_and_no_missile_fire() {
    // Red heavy cavalry owed a bonus move charges blue archers: no shock, no volley.
    let mut state = field()
        .unit(Side::First, 1, UnitType::HeavyCavalry, (10.0, 10.0), 0.0)
        .unit(Side::Second, 1, UnitType::Archers, (10.0, 13.0), 180.0)
        .at_phase(Phase::BonusMoves);
    FreeMove::apply(&mut state, &Event::BonusMoveGranted { unit: red(1) });
    let mut dice = Dice::seeded(1);
    advance(&mut state, &mut dice, red(1), 2.0);
    run(&mut state, &mut dice, Command::Done { side: Side::Second });
    dice.script([4, 2]);
    let events = run(&mut state, &mut dice, Command::Done { side: Side::First });
    assert!(events.contains(&Event::MeleeKindDecided {
        melee: MeleeId(1),
        kind: MeleeKind::Bonus
    }));
    assert!(!events.iter().any(|event| matches!(
        event,
        Event::Casualties {
            cause: Cause::Shock | Cause::MissileMenVolley,
            ..
        }
    )));
    assert!(!events.iter().any(|event| matches!(
        event,
        Event::Rolled(report) if report.reason == RollReason::MissileMenVolley
    )));
    assert_eq!(melee_values(&events).first(), Some(&[16, 8]));
}

#[test]
fn rule_12_clause_8_a_winner_caught_in_a_new_melee_is_frozen_there() {
    let mut state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .unit(Side::First, 2, HI, (30.0, 10.0), 0.0)
        .unit(Side::Second, 1, HI, (10.0, 12.0), 180.0)
        .at_phase(Phase::BonusMoves);
    for unit in [red(1), red(2)] {
        FreeMove::apply(&mut state, &Event::BonusMoveGranted { unit });
    }
    let mut dice = Dice::seeded(1);
    // Red 2's bonus move is fine; then red 1 is struck by... itself moving into blue 1.
    advance(&mut state, &mut dice, red(1), 1.0);
    assert!(state.unit(red(1)).is_some_and(|unit| unit.melee.is_some()));
    FreeMove::apply(&mut state, &Event::BonusMoveGranted { unit: red(1) });
    assert_eq!(
        FreeMove::check(
            &state,
            &Command::Step {
                unit: red(1),
                to: Pose::new(10.0, 9.0, 0.0)
            }
        ),
        Err(RuleError::InMelee(red(1)))
    );
}

#[test]
fn nonsense_positions_are_refused_with_a_message() {
    let state = field()
        .unit(Side::First, 1, HI, (10.0, 10.0), 0.0)
        .at_phase(Phase::TimedMove);
    for to in [
        Pose::new(f32::NAN, 10.0, 0.0),
        Pose::new(10.0, 11.0, f32::INFINITY),
    ] {
        assert_eq!(
            FreeMove::check(&state, &Command::Step { unit: red(1), to }),
            Err(RuleError::BadPose(red(1)))
        );
    }
    let deploying = field().unit(Side::First, 1, HI, (10.0, 10.0), 0.0).state();
    assert_eq!(
        FreeMove::check(
            &deploying,
            &Command::Deploy {
                unit: red(1),
                to: Pose::new(0.5, 10.0, 0.0)
            }
        ),
        Err(RuleError::OffTable(red(1))),
        "a tray hanging off the table's edge"
    );
}
