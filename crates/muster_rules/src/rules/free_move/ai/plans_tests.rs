//! The General's plans: each kind offered where it applies and not where it does not,
//! melees sought at good odds by the rules and refused at poor ones, its pull-outs by the
//! rules' losses, and a reserve kept out of the move.

use super::plans::{self, PlanParts};
use super::posture::Posture;
use super::rules_odds::{melee_chance, melees_to_pull_out_of, round_win_chance};
use super::{Hand, Level, RealTimeAi, phase_search};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::builder::{Battlefield, blue, red};
use crate::rules::free_move::command::Command;
use crate::rules::free_move::engine::FreeMove;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::roster::Side;
use crate::rules::free_move::state::{Phase, State};
use crate::rules::free_move::table::Shape;
use crate::rules::free_move::unit_type::UnitType;

fn general() -> RealTimeAi {
    RealTimeAi::new(Side::First, Level::General, Hand::with_stick_pause(0.4), 3)
}

/// A line of `count` heavy infantry of each side, `gap` inches apart front to front.
fn lines(count: u32, gap: f32) -> Battlefield {
    (1..=count).fold(Battlefield::new(), |field, number| {
        let x = 20.0 + 2.5 * number as f32;
        field
            .unit(Side::First, number, UnitType::HeavyInfantry, (x, 10.0), 0.0)
            .unit(
                Side::Second,
                number,
                UnitType::HeavyInfantry,
                (x, 10.0 + 1.75 + gap),
                180.0,
            )
    })
}

#[test]
fn rules_odds_plans_are_offered_only_where_a_melee_may_be_had() {
    let is_rules = |plan: &Posture| plan.seek_chance.is_some();
    let near = lines(2, 5.0).at_phase(Phase::TimedMove);
    assert!(
        plans::candidates(&near, Side::First, PlanParts::ALL)
            .iter()
            .any(is_rules)
    );
    let far = lines(2, 25.0).at_phase(Phase::TimedMove);
    assert!(
        !plans::candidates(&far, Side::First, PlanParts::ALL)
            .iter()
            .any(is_rules)
    );
}

#[test]
fn each_wing_is_offered_with_a_line_of_three_or_more() {
    let weighted = |state: &State| {
        plans::candidates(state, Side::First, PlanParts::ALL)
            .iter()
            .filter(|plan| plan.weight.is_some())
            .count()
    };
    assert_eq!(weighted(&lines(6, 10.0).at_phase(Phase::TimedMove)), 3);
    assert_eq!(weighted(&lines(2, 10.0).at_phase(Phase::TimedMove)), 0);
}

#[test]
fn the_wings_split_the_line_in_thirds_across_the_table() {
    let state = lines(6, 10.0).at_phase(Phase::TimedMove);
    let free: Vec<_> = state.army(Side::First).collect();
    let wings = plans::wings(&free);
    let held = |wing: &plans::Wing| free.iter().filter(|unit| wing.holds(unit)).count();
    assert_eq!(wings.iter().map(held).collect::<Vec<_>>(), vec![2, 2, 2]);
    assert!(wings[0].holds(state.unit(red(1)).unwrap()));
    assert!(wings[2].holds(state.unit(red(6)).unwrap()));
}

#[test]
fn a_reserve_is_offered_to_an_army_of_eight_free_stands_and_not_fewer() {
    let reserves = |state: &State| {
        plans::candidates(state, Side::First, PlanParts::ALL)
            .iter()
            .any(|plan| plan.reserve > 0)
    };
    assert!(reserves(&lines(8, 10.0).at_phase(Phase::TimedMove)));
    assert!(!reserves(&lines(7, 10.0).at_phase(Phase::TimedMove)));
}

#[test]
fn a_plan_kind_switched_off_is_not_offered() {
    let state = lines(8, 5.0).at_phase(Phase::TimedMove);
    let plans = plans::candidates(&state, Side::First, PlanParts::NONE);
    assert_eq!(plans, Posture::general_candidates());
}

#[test]
fn the_reserve_is_the_free_stands_farthest_from_the_enemy() {
    let state = lines(4, 10.0)
        .unit(Side::First, 9, UnitType::HeavyCavalry, (25.0, 2.0), 0.0)
        .at_phase(Phase::TimedMove);
    assert_eq!(plans::reserve(&state, Side::First, 1), vec![red(9)]);
    assert_eq!(plans::reserve(&state, Side::First, 0), vec![]);
}

#[test]
fn the_reserve_is_kept_out_of_the_first_move() {
    let state = lines(8, 12.0)
        .unit(Side::First, 9, UnitType::HeavyInfantry, (25.0, 6.0), 0.0)
        .unit(Side::First, 10, UnitType::HeavyInfantry, (30.0, 6.0), 0.0)
        .at_phase(Phase::TimedMove);
    let moved = |posture: Posture| {
        let mut player = general().with_plan_parts(PlanParts::NONE);
        player.searches = false;
        player.begin_move(&state);
        player.adopt(posture, &state);
        let mut moved = Vec::new();
        let mut clock = 0.0;
        while clock < 60.0 {
            if let Some(Command::Step { unit, .. }) = player.act(&state, clock) {
                moved.push(unit);
            }
            clock += 0.1;
        }
        moved
    };
    let baseline = Posture::of(Level::General);
    let kept = plans::reserve(&state, Side::First, 2);
    assert_eq!(kept, vec![red(10), red(9)]);
    let with_reserve = moved(Posture {
        reserve: 2,
        ..baseline
    });
    assert!(!with_reserve.is_empty(), "the line moves");
    assert!(
        kept.iter().all(|unit| !with_reserve.contains(unit)),
        "{with_reserve:?}"
    );
    // Its twin without a reserve moves them.
    let without = moved(baseline);
    assert!(
        kept.iter().any(|unit| without.contains(unit)),
        "{without:?}"
    );
}

#[test]
fn a_round_is_won_by_the_higher_value_times_its_die_ties_thrown_again() {
    // Rule 12, clause 3: "each side rolls one die ... the higher total wins".
    assert_eq!(round_win_chance(16, 16), 0.5);
    // 16 against 8: of the 36 throws, 3 are equal (2a = b), 27 won, 6 lost.
    assert!((round_win_chance(16, 8) - 27.0 / 33.0).abs() < 1e-6);
    assert!((round_win_chance(8, 16) - 6.0 / 33.0).abs() < 1e-6);
}

#[test]
fn the_rules_odds_count_a_hill_the_enemy_is_not_on() {
    let hill = Shape::Circle {
        centre: (20.0, 16.0),
        radius: 3.0,
    };
    let state = Battlefield::new()
        .hill(hill)
        .unit(Side::First, 1, UnitType::HeavyInfantry, (20.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (20.0, 16.0),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let (ours, theirs) = (state.unit(red(1)).unwrap(), state.unit(blue(1)).unwrap());
    // Rule 12: a stand in a defensive position counts 1½ a point: 16 against 24.
    assert_eq!(melee_chance(&state, ours, theirs), round_win_chance(16, 24));
    assert!(melee_chance(&state, theirs, ours) > 0.5);
}

/// A General's first step in `state`, judging melees by the rules' odds.
fn first_step(state: &State) -> Pose {
    let mut player = general().with_plan_parts(PlanParts::NONE);
    player.searches = false;
    player.begin_move(state);
    player.adopt(
        Posture {
            seek_chance: Some(plans::SEEK_GOOD),
            ..Posture::of(Level::General)
        },
        state,
    );
    // Its calls before the countdown (Fire and Charge) are made first, then it steps.
    let mut state = state.clone();
    let mut dice = Dice::seeded(2);
    for tick in 0..40 {
        match player.act(&state, tick as f32 * 0.1) {
            Some(Command::Step { unit, to }) => {
                assert_eq!(unit, red(1));
                return to;
            }
            Some(call) => {
                FreeMove::execute(&mut state, call, &mut dice).expect("a legal call");
            }
            None => {}
        }
    }
    panic!("it moves")
}

#[test]
fn a_melee_at_good_odds_by_the_rules_is_sought() {
    // Heavy infantry (8 points) against light infantry (4) in the open: 16 against 8.
    let state = Battlefield::new()
        .unit(Side::First, 1, UnitType::HeavyInfantry, (20.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::LightInfantry,
            (20.0, 14.5),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let to = first_step(&state);
    assert!(to.y > 11.0, "into contact: {to:?}");
}

#[test]
fn a_melee_at_poor_odds_by_the_rules_is_refused() {
    // The same heavy infantry against heavy infantry holding a hill: 16 against 24.
    let hill = Shape::Circle {
        centre: (20.0, 15.0),
        radius: 3.0,
    };
    let state = Battlefield::new()
        .hill(hill)
        .unit(Side::First, 1, UnitType::HeavyInfantry, (20.0, 10.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (20.0, 14.5),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let to = first_step(&state);
    assert!(to.y < 10.0, "back out of its reach: {to:?}");
}

/// The standing of red 1 (with `points`) frozen in a melee after its first round, won,
/// against blue 2 come up behind the beaten blue 1: the pull-out phase.
fn after_a_first_round(points: u32) -> State {
    let mut state = Battlefield::new()
        .scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
        .points(red(1), points)
        .unit(Side::First, 1, UnitType::HeavyInfantry, (9.9, 10.0), 0.0)
        .unit(Side::First, 2, UnitType::HeavyInfantry, (30.0, 6.0), 0.0)
        .unit(
            Side::Second,
            1,
            UnitType::HeavyInfantry,
            (10.0, 11.75),
            180.0,
        )
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (10.0, 13.5),
            180.0,
        )
        .unit(
            Side::Second,
            3,
            UnitType::HeavyInfantry,
            (40.0, 40.0),
            180.0,
        )
        .at_phase(Phase::TimedMove);
    let mut dice = Dice::seeded(1);
    dice.script([6, 1]);
    let mut play = |state: &mut State, command: Command| {
        FreeMove::execute(state, command, &mut dice).expect("legal");
    };
    play(
        &mut state,
        Command::Step {
            unit: red(1),
            to: Pose::new(10.0, 10.0, 0.0),
        },
    );
    play(&mut state, Command::Bell);
    for _ in 0..4 {
        if state.phase == Phase::PullOut {
            break;
        }
        for side in Side::BOTH {
            if !state.done[side.index()] {
                play(&mut state, Command::Done { side });
            }
        }
    }
    assert_eq!(state.phase, Phase::PullOut);
    state
}

#[test]
fn the_general_pulls_out_where_the_rules_losses_say_staying_costs_more() {
    // Red 1, down to 2 points after winning, against blue 2's fresh 8: 4 against 16.
    let state = after_a_first_round(4);
    let melee = state
        .unit(red(1))
        .and_then(|unit| unit.melee)
        .expect("in it");
    assert_eq!(melees_to_pull_out_of(&state, Side::First), vec![melee]);
}

#[test]
fn the_general_stays_in_a_melee_the_rules_give_it_a_fair_chance_in() {
    let state = after_a_first_round(8);
    assert!(state.unit(red(1)).and_then(|unit| unit.melee).is_some());
    assert_eq!(melees_to_pull_out_of(&state, Side::First), vec![]);
}

#[test]
fn a_pull_out_is_weighed_only_where_a_stand_is_in_a_melee() {
    let player = general();
    let state = after_a_first_round(4);
    let choice = super::after_bell::level_choices(&player, &state);
    let candidates = phase_search::neighbours(&player, &state, &choice);
    assert!(candidates.len() >= 2, "stay or pull out: {candidates:?}");
    // With no stand of its own in any melee, there is nothing to weigh.
    let quiet = lines(3, 10.0).at_phase(Phase::PullOut);
    let none = phase_search::neighbours(&player, &quiet, &[]);
    assert_eq!(
        none,
        vec![Vec::<Command>::new()],
        "only the level's own choice"
    );
}
