//! The Recruit's habits on small built states, each beside a twin showing the Veteran
//! (the shipped general AI) doing what a practised player does; and a whole game of a
//! shipped scenario played twice from one seed, command for command.

use hexx::Hex;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::ai::general::{SHIPPED, goal_distance, plan_judging};
use super::super::ai::goals::{Posture, goal_for};
use super::super::command::Command;
use super::super::engine::Soldiers;
use super::super::ladder::Computer;
use super::super::los::hiding;
use super::super::map::{col_row, hex_at};
use super::super::sight::concealed_from;
use super::super::state::{FireStep, Location, Phase, Side, State, UnitId};
use super::super::test_support::{place, state};
use super::super::units::{Nation, UnitKind};
use super::super::victory::{Area, Condition, Win};
use super::chasing::chasing_goal;
use super::{BEGINNER, Habits, recruit_plan};
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::Level;
use crate::scenario::catalogue::scenarios_root;
use crate::scenario::load;
use crate::scenario::{Scenario, Start};

/// One habit alone, to see what it changes.
fn only(habit: fn(&mut Habits)) -> Habits {
    let mut habits = Habits {
        chases: false,
        piecemeal: false,
        fires_at_nearest: false,
    };
    habit(&mut habits);
    habits
}

fn stream() -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(11)
}

/// Where each unit a movement plan moves ends its move.
fn ends(plan: &[Command]) -> Vec<(UnitId, Hex)> {
    plan.iter()
        .filter_map(|command| match command {
            Command::Move { unit, path, .. } => Some((*unit, *path.last()?)),
            _ => None,
        })
        .collect()
}

/// The test map with the French (side 0) needing the road's end at 0508 ("side 0 must
/// occupy the road's end, else side 1"): a German company holds it, the French come from
/// the north, beyond its rifles' reach. The Germans move, after the improved positions
/// were declared.
fn germans_hold_the_road_end() -> (State, UnitId) {
    let mut state = state();
    let road_end = Area {
        name: "the road's end".into(),
        hexes: vec![hex_at((5, 8))],
    };
    state.edit_for_test().victory.wins = vec![Win {
        side: 0,
        all: vec![Condition::Occupies { within: road_end }],
    }];
    state.edit_for_test().victory.otherwise = Some(1);
    for col in [3, 5, 7] {
        place(
            &mut state,
            0,
            Nation::French,
            UnitKind::InfantryCompany,
            (col, 1),
        );
    }
    let holder = place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (5, 8),
    );
    state.edit_for_test().phase = Phase::Movement { mover: Side(1) };
    state.edit_for_test().record.improved_positions_declared = true;
    (state, holder)
}

/// How far from the objective a defender may step to find a shot and still hold it (the
/// general AI's defender is indifferent within two hexes).
const HOLDING_DISTANCE: i32 = 2;

#[test]
fn the_recruit_defender_leaves_the_objective_to_go_after_the_nearest_enemy() {
    let (state, holder) = germans_hold_the_road_end();
    let goal = goal_for(&state, Side(1));
    assert_eq!(
        goal.posture,
        Posture::Hold,
        "the Germans hold the road's end"
    );
    let plan = recruit_plan(&state, Side(1), only(|h| h.chases = true), &mut stream());
    let moved = ends(&plan);
    let [(unit, to)] = moved.as_slice() else {
        panic!("the holder moves: {plan:?}");
    };
    assert_eq!(*unit, holder);
    assert!(
        goal_distance(&goal, *to) > HOLDING_DISTANCE,
        "it leaves the road's end: {:?}",
        col_row(*to)
    );
    let nearest_french = |hex: Hex| {
        [(3, 1), (5, 1), (7, 1)]
            .map(|at| hex_at(at).distance_to(hex))
            .into_iter()
            .min()
            .unwrap_or(99)
    };
    assert!(nearest_french(*to) < nearest_french(hex_at((5, 8))));
    for command in &plan {
        assert!(Soldiers::check(&state, command).is_ok(), "{command:?}");
    }
}

/// The Germans hold the road's end and the only French unit stands at `french_at`, far off.
fn one_frenchman_at(french_at: Hex) -> State {
    let (mut state, _) = germans_hold_the_road_end();
    state
        .edit_for_test()
        .units
        .retain(|unit| unit.side == Side(1));
    let frenchman = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (0, 0),
    );
    let data = state.edit_for_test();
    let index = data
        .units
        .iter()
        .position(|unit| unit.id == frenchman)
        .expect("placed");
    data.units[index].location = Location::OnMap(french_at);
    state
}

/// A hex far (over five hexes) from the road's end, in hiding terrain or not.
fn far_hex(state: &State, hiding_wanted: bool) -> Hex {
    state
        .tables
        .map
        .all_hexes()
        .find(|hex| {
            hiding(state, *hex) == hiding_wanted
                && hex.unsigned_distance_to(hex_at((5, 8))) > 5
                && state.units_in(*hex).next().is_none()
        })
        .expect("such a hex on the test map")
}

#[test]
fn concealment_case_h_the_recruit_defender_is_not_drawn_out_by_an_enemy_it_cannot_see() {
    // Rule H: "Units remain concealed in Blocking Terrain": a beginner cannot chase what it
    // does not see, so a defender whose only enemy is concealed keeps to the objective.
    let staged = germans_hold_the_road_end().0;
    let hidden = one_frenchman_at(far_hex(&staged, true));
    assert_eq!(
        concealed_from(&hidden, Side(1)).len(),
        1,
        "the Frenchman hides"
    );
    let goal = goal_for(&hidden, Side(1));
    assert_eq!(chasing_goal(&hidden, Side(1), goal.clone()), goal);
}

#[test]
fn the_recruit_defender_is_drawn_out_by_an_enemy_it_sees() {
    let staged = germans_hold_the_road_end().0;
    let open = far_hex(&staged, false);
    let seen = one_frenchman_at(open);
    assert!(concealed_from(&seen, Side(1)).is_empty());
    let chased = chasing_goal(&seen, Side(1), goal_for(&seen, Side(1)));
    assert_eq!(chased.posture, Posture::Attack);
    assert_eq!(chased.hexes, vec![open]);
}

#[test]
fn the_veteran_defender_stays_on_the_objective() {
    let (state, _) = germans_hold_the_road_end();
    let goal = goal_for(&state, Side(1));
    let plan = plan_judging(&state, Side(1), &goal, SHIPPED);
    for (_, to) in ends(&plan) {
        assert!(
            goal_distance(&goal, to) <= HOLDING_DISTANCE,
            "it stays by the road's end: {:?}",
            col_row(to)
        );
    }
}

/// Eight French companies on row 1 attacking the German-held town at 0303 ("side 0 must
/// clear the town"), the Germans far off beyond the canal.
fn french_attack_the_town() -> State {
    let mut state = state();
    let town = Area {
        name: "the town".into(),
        hexes: vec![hex_at((3, 3))],
    };
    state.edit_for_test().victory.wins = vec![Win {
        side: 0,
        all: vec![Condition::FewerUndisrupted {
            fewer_than: 1,
            within: town,
        }],
    }];
    state.edit_for_test().victory.otherwise = Some(1);
    for col in 1..=8 {
        place(
            &mut state,
            0,
            Nation::French,
            UnitKind::InfantryCompany,
            (col, 1),
        );
    }
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (3, 3),
    );
    state.edit_for_test().record.improved_positions_declared = true;
    state
}

#[test]
fn the_recruit_attacks_piecemeal_sending_only_some_units_forward_a_turn() {
    let state = french_attack_the_town();
    let goal = goal_for(&state, Side(0));
    assert_eq!(goal.posture, Posture::Attack);
    let whole = ends(&recruit_plan(&state, Side(0), only(|_| {}), &mut stream()));
    let piecemeal = ends(&recruit_plan(
        &state,
        Side(0),
        only(|h| h.piecemeal = true),
        &mut stream(),
    ));
    assert!(!piecemeal.is_empty(), "some units still go forward");
    assert!(
        piecemeal.len() < whole.len(),
        "fewer than all: {} of {}",
        piecemeal.len(),
        whole.len()
    );
    assert!(
        piecemeal.iter().all(|moved| whole.contains(moved)),
        "each goes where it would have gone"
    );
}

#[test]
fn the_veteran_attacks_with_every_unit_together() {
    let state = french_attack_the_town();
    let goal = goal_for(&state, Side(0));
    let moved = ends(&plan_judging(&state, Side(0), &goal, SHIPPED));
    assert_eq!(moved.len(), 8, "all eight companies go forward: {moved:?}");
}

/// Two French companies at 0601 and 0701; German companies at 0603 (two hexes off) and
/// 0404 (four off, which either company hits at 2 alone: long odds). The French fire.
fn french_fire_on_two_germans() -> (State, [UnitId; 2]) {
    let mut state = state();
    let west = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (6, 1),
    );
    let east = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (7, 1),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (6, 3),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (4, 4),
    );
    state.edit_for_test().phase = Phase::Fire {
        mover: Side(0),
        step: FireStep::MoverFires,
    };
    (state, [west, east])
}

/// Each fire command's target and firers.
fn fire_of(plan: &[Command]) -> Vec<(Hex, Vec<UnitId>)> {
    plan.iter()
        .filter_map(|command| match command {
            Command::Fire { target, firers, .. } => Some((*target, firers.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn the_recruit_fires_each_unit_alone_at_the_nearest_enemy_whatever_the_odds() {
    let (state, [west, east]) = french_fire_on_two_germans();
    let plan = recruit_plan(
        &state,
        Side(0),
        only(|h| h.fires_at_nearest = true),
        &mut stream(),
    );
    let fire = fire_of(&plan);
    assert_eq!(
        fire,
        vec![(hex_at((6, 3)), vec![west]), (hex_at((4, 4)), vec![east]),],
        "the west company at the nearest, the east one at the next nearest, at long odds"
    );
    for command in &plan {
        assert!(Soldiers::check(&state, command).is_ok(), "{command:?}");
    }
}

#[test]
fn the_veteran_gathers_fire_on_one_target() {
    let (state, [west, east]) = french_fire_on_two_germans();
    let goal = goal_for(&state, Side(0));
    let fire = fire_of(&plan_judging(&state, Side(0), &goal, SHIPPED));
    let [(target, firers)] = fire.as_slice() else {
        panic!("one fire command: {fire:?}");
    };
    assert_eq!(*target, hex_at((6, 3)), "the best odds");
    assert!(
        firers.contains(&west) && firers.contains(&east),
        "both companies on it: {firers:?}"
    );
}

#[test]
fn the_recruit_never_digs_in_where_the_veteran_does() {
    let (mut state, holder) = germans_hold_the_road_end();
    state.edit_for_test().record.improved_positions_declared = false;
    let goal = goal_for(&state, Side(1));
    let veteran = plan_judging(&state, Side(1), &goal, SHIPPED);
    assert!(
        matches!(veteran.first(), Some(Command::DeclareImprovedPositions { enter, .. }) if enter.contains(&holder)),
        "the Veteran digs in on the road's end: {veteran:?}"
    );
    let without_chasing = Habits {
        chases: false,
        ..BEGINNER
    };
    for habits in [BEGINNER, without_chasing] {
        let plan = recruit_plan(&state, Side(1), habits, &mut stream());
        assert!(
            plan.iter().all(|command| !matches!(
                command,
                Command::DeclareImprovedPositions { enter, .. } if !enter.is_empty()
            )),
            "{plan:?}"
        );
    }
}

fn scenario(path: &str) -> Scenario {
    load(&scenarios_root().join(path)).expect("a shipped scenario")
}

/// Every command of a game between the Recruit (side 0) and the Veteran from `seed`, each
/// one executed by the engine (a refused one fails the test), and how many of the
/// Recruit's were moves and fire.
fn recruit_game(scenario: &Scenario, seed: u64) -> (Vec<Command>, usize, usize) {
    let Scenario::Soldiers(scenario) = scenario else {
        panic!("a Soldiers scenario");
    };
    let (mut state, mut dice) = Soldiers::start(scenario, seed).expect("starts");
    let mut players = [
        Computer::new(Side(0), Level::Recruit, seed),
        Computer::new(Side(1), Level::Veteran, seed ^ 1),
    ];
    let mut commands = Vec::new();
    let (mut moves, mut fire) = (0, 0);
    while state.phase != Phase::Over && commands.len() < 20_000 {
        let side = state.acting_side().expect("someone acts");
        let command = players[side.index()]
            .next_command(&state)
            .expect("a command while the game goes on");
        if side == Side(0) && matches!(state.phase, Phase::Movement { .. } | Phase::Fire { .. }) {
            moves += usize::from(matches!(command, Command::Move { .. }));
            fire += usize::from(matches!(command, Command::Fire { .. }));
        }
        Soldiers::execute(&mut state, command.clone(), &mut dice)
            .unwrap_or_else(|error| panic!("seed {seed}: {command:?} refused: {error}"));
        commands.push(command);
    }
    assert_eq!(state.phase, Phase::Over, "the game ends");
    (commands, moves, fire)
}

#[test]
fn the_same_seed_plays_the_same_recruit_game_command_for_command() {
    let game = scenario("soldiers/09_tanga.ron");
    let (once, _, _) = recruit_game(&game, 5);
    let (again, _, _) = recruit_game(&game, 5);
    assert_eq!(once, again);
    let (other, _, _) = recruit_game(&game, 6);
    assert_ne!(once, other, "another seed, another game");
}

#[test]
fn the_recruit_still_moves_and_fires_through_a_whole_game() {
    // Tanga: the British (side 0) must clear town B and woods P.
    let (_, moves, fire) = recruit_game(&scenario("soldiers/09_tanga.ron"), 3);
    assert!(moves >= 10, "the Recruit moved {moves} times");
    assert!(fire >= 5, "the Recruit fired {fire} times");
}
