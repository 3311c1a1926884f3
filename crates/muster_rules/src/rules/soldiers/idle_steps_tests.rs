//! Tests of skipped steps: a fire or charge step in which the side to act can do nothing
//! is skipped with its log line, one where a single unit can act is played, and games
//! saved before Muster skipped steps still play every step.

use std::path::PathBuf;

use super::command::Command;
use super::event::Event;
use super::fire::can_act;
use super::narrate::narrate;
use super::simulate::{default_minds, play_logged};
use super::state::{FireStep, Phase, Side, State, UnitId};
use super::tables::Tables;
use super::test_support::{place, run, state};
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::scenario::{self, Scenario};

fn fire_phase(mover: u8, step: FireStep) -> Phase {
    Phase::Fire {
        mover: Side(mover),
        step,
    }
}

/// The log lines of `events` as they are told, each against the state before it.
fn told(before: &State, events: &[Event]) -> Vec<String> {
    let mut state = before.clone();
    let mut lines = Vec::new();
    for event in events {
        lines.extend(narrate(&state, event));
        super::apply::apply(&mut state, event);
    }
    lines
}

/// A French infantry company at 0101 and a German one at `german`: the French have just
/// moved and stand in their own fire step (nothing to fire at, but they may interdict).
fn french_fire_step(german: (i32, i32)) -> (State, Dice, UnitId) {
    let mut state = state();
    let french = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (1, 1),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        german,
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::EndMovement);
    (state, dice, french)
}

#[test]
fn sequence_of_play_a_fire_step_where_no_unit_can_fire_is_skipped_with_its_log_line() {
    // The German company at 1008 is beyond its range (4) of the French at 0101.
    let (mut state, mut dice, _) = french_fire_step((10, 8));
    assert_eq!(state.phase, fire_phase(0, FireStep::MoverFires));
    let before = state.clone();
    let events = run(&mut state, &mut dice, Command::EndFireStep);
    assert!(events.contains(&Event::StepSkipped {
        phase: fire_phase(0, FireStep::OtherFires),
        turn: 1,
    }));
    assert_eq!(state.phase, Phase::Movement { mover: Side(1) });
    let lines = told(&before, &events);
    assert!(
        lines.contains(
            &"Turn 1: mutual fire: German fires — skipped: no German unit can fire on any target."
                .to_string()
        ),
        "{lines:?}"
    );
}

#[test]
fn sequence_of_play_a_fire_step_where_one_unit_can_fire_is_not_skipped() {
    // The German company at 0401 sees the French at 0101, three hexes off.
    let (mut state, mut dice, _) = french_fire_step((4, 1));
    let events = run(&mut state, &mut dice, Command::EndFireStep);
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::StepSkipped { .. }))
    );
    assert_eq!(state.phase, fire_phase(0, FireStep::OtherFires));
    assert_eq!(state.acting_side(), Some(Side(1)));
}

#[test]
fn sequence_of_play_the_movers_fire_step_is_kept_while_it_may_interdict() {
    // Nothing in range, but clear empty hexes round the French company: it may interdict.
    let (state, _, _) = french_fire_step((10, 8));
    assert_eq!(state.phase, fire_phase(0, FireStep::MoverFires));
    assert!(can_act(&state));
}

#[test]
fn sequence_of_play_a_mover_with_no_unit_that_may_fire_has_its_fire_step_skipped() {
    let mut state = state();
    let french = place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (1, 1),
    );
    state
        .edit_for_test()
        .unit_mut(french)
        .expect("placed")
        .disrupted_until = Some(99);
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        (4, 1),
    );
    let mut dice = Dice::seeded(1);
    let before = state.clone();
    let events = run(&mut state, &mut dice, Command::EndMovement);
    assert!(events.contains(&Event::StepSkipped {
        phase: fire_phase(0, FireStep::MoverFires),
        turn: 1,
    }));
    let lines = told(&before, &events);
    assert!(
        lines.iter().any(|line| line
            == "Turn 1: mutual fire: French fires — skipped: no French unit can fire on any target or interdict."),
        "{lines:?}"
    );
    // The German company sees the disrupted French: its step is played.
    assert_eq!(state.phase, fire_phase(0, FireStep::OtherFires));
}

/// French mounted cavalry at 0201 and a German infantry company at `german`, played to the
/// end of the German fire step.
fn after_the_german_fire_step(german: (i32, i32)) -> (State, Vec<Event>, State) {
    let mut state = state();
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::CavalryMounted,
        (2, 1),
    );
    place(
        &mut state,
        1,
        Nation::German,
        UnitKind::InfantryCompany,
        german,
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::EndMovement);
    run(&mut state, &mut dice, Command::EndFireStep);
    assert_eq!(state.phase, fire_phase(0, FireStep::OtherFires));
    let before = state.clone();
    let events = run(&mut state, &mut dice, Command::EndFireStep);
    (before, events, state)
}

#[test]
fn cavalry_case_a_a_charge_step_with_no_enemy_next_to_the_cavalry_is_skipped() {
    let (before, events, state) = after_the_german_fire_step((4, 1));
    assert!(events.contains(&Event::StepSkipped {
        phase: fire_phase(0, FireStep::MoverCharges),
        turn: 1,
    }));
    assert_eq!(state.phase, Phase::Movement { mover: Side(1) });
    let lines = told(&before, &events);
    assert!(
        lines.iter().any(|line| line
            == "Turn 1: cavalry charges: French — skipped: no French mounted cavalry can charge."),
        "{lines:?}"
    );
}

#[test]
fn cavalry_case_a_a_charge_step_with_an_enemy_next_to_the_cavalry_is_played() {
    let (_, events, state) = after_the_german_fire_step((3, 1));
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::StepSkipped { .. }))
    );
    assert_eq!(state.phase, fire_phase(0, FireStep::MoverCharges));
    assert_eq!(state.acting_side(), Some(Side(0)));
}

#[test]
fn sequence_of_play_a_game_saved_before_steps_were_skipped_plays_every_step() {
    let mut state = state();
    state.edit_for_test().skips_idle_steps = false;
    place(
        &mut state,
        0,
        Nation::French,
        UnitKind::InfantryCompany,
        (1, 1),
    );
    let mut dice = Dice::seeded(1);
    run(&mut state, &mut dice, Command::EndMovement);
    let events = run(&mut state, &mut dice, Command::EndFireStep);
    assert!(
        !events
            .iter()
            .any(|event| matches!(event, Event::StepSkipped { .. }))
    );
    assert_eq!(state.phase, fire_phase(0, FireStep::OtherFires));
    assert!(!can_act(&state), "the German step waits with nothing to do");
}

#[test]
fn sequence_of_play_the_side_to_act_in_every_fire_step_of_a_computer_game_can_act() {
    let file =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/soldiers/01_brunstatt.ron");
    let Ok(Scenario::Soldiers(loaded)) = scenario::load(&file) else {
        panic!("scenario 1 loads");
    };
    let start = scenario::soldiers::build_state(&loaded, Tables::shipped()).expect("it builds");
    let minds = default_minds(&start);
    let (_, end, commands) = play_logged(start.clone(), 5, minds).expect("it plays");
    let mut state = start;
    let mut dice = Dice::seeded(5);
    let mut skipped = 0;
    for command in commands {
        let before = state.phase;
        let events = super::engine::Soldiers::execute(&mut state, command, &mut dice)
            .expect("the computer's command replays");
        skipped += events
            .iter()
            .filter(|event| matches!(event, Event::StepSkipped { .. }))
            .count();
        // A step begun (not one whose side has acted and has nothing left to do).
        if matches!(state.phase, Phase::Fire { .. }) && state.phase != before {
            assert!(
                can_act(&state),
                "turn {}: {:?} waits idle",
                state.turn,
                state.phase
            );
        }
    }
    assert_eq!(state, end, "the same seed and commands give the same game");
    assert!(skipped > 0, "some step had nothing to do");
}
