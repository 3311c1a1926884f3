//! The clock bar's parts drawn headless: a side's main button and drawer toggles, the
//! clock's log toggle, and a side's orders drawer.

use super::*;
use crate::app::core::ui::panel_test::{click, click_on, shows};
use crate::rules::free_move::UnitType;
use crate::rules::free_move::builder::Battlefield;

/// A battle of two stands at `phase`.
fn game_at(phase: Phase) -> FreeMoveSession {
    let state = Battlefield::new()
        .unit(Side::First, 1, UnitType::Archers, (10.0, 10.0), 0.0)
        .unit(
            Side::Second,
            2,
            UnitType::HeavyInfantry,
            (10.0, 30.0),
            180.0,
        )
        .at_phase(phase);
    FreeMoveSession::new(state, 7)
}

/// A side's end of the clock bar, in white, its drawers shut: what a click there asked.
fn side_end(
    ui: &mut egui::Ui,
    side: Side,
    game: &FreeMoveSession,
    countdown: &Countdown,
) -> Option<SideAsked> {
    let (mut orders, mut roster) = (false, false);
    side_controls(
        ui,
        side,
        game,
        countdown,
        egui::Color32::WHITE,
        &SideKeys::default(),
        (&mut orders, &mut roster),
    )
}

#[test]
fn a_side_s_ready_button_says_it_is_ready_and_its_toggles_open_its_drawers() {
    let game = game_at(Phase::Deployment);
    let countdown = Countdown::default();
    let colour = egui::Color32::WHITE;
    let asked = click("Ready", |ui| side_end(ui, Side::First, &game, &countdown));
    assert_eq!(asked, vec![SideAsked::Ready(Side::First)]);
    let (orders, roster) = click_on("Orders", (false, false), |ui, (orders, roster)| {
        side_controls(
            ui,
            Side::Second,
            &game,
            &countdown,
            colour,
            &SideKeys::default(),
            (orders, roster),
        );
    });
    assert!(
        orders && !roster,
        "the Orders toggle opens the orders drawer"
    );
}

#[test]
fn time_is_called_from_a_side_s_end_while_the_countdown_runs() {
    let game = game_at(Phase::TimedMove);
    let countdown = Countdown {
        running: true,
        remaining: 30.0,
        ..Countdown::default()
    };
    let asked = click("Time!", |ui| side_end(ui, Side::Second, &game, &countdown));
    assert_eq!(
        asked,
        vec![SideAsked::Command(Command::CallTime { side: Side::Second })]
    );
}

#[test]
fn the_clock_s_log_button_opens_the_log() {
    let game = game_at(Phase::TimedMove);
    let countdown = Countdown::default();
    let open = click_on("Log", false, |ui, open| {
        clock(
            ui,
            &game.state,
            &countdown,
            open,
            &mut CombatReview::default(),
        );
    });
    assert!(open);
}

#[test]
fn the_orders_drawer_switches_the_empty_table_drag_to_a_box() {
    let game = game_at(Phase::TimedMove);
    let countdown = Countdown::default();
    let (_, drag) = click_on("box", (None, EmptyDrag::Tape), |ui, (seat, drag)| {
        orders_drawer(ui, Side::First, (seat, drag), &game.state, &countdown, None);
    });
    assert_eq!(drag, EmptyDrag::Box);
}

/// The Free Move walkthrough's step of that title.
fn walkthrough_step(title: &str) -> crate::walkthrough::Step {
    let path = crate::walkthrough::walkthrough_path(crate::ruleset::Ruleset::FreeMove);
    let loaded = crate::walkthrough::load(&path).expect("the walkthrough loads");
    loaded
        .walkthrough
        .steps
        .into_iter()
        .find(|step| step.title == title)
        .expect("the walkthrough has the step")
}

#[test]
fn the_walkthrough_sends_the_learner_to_the_orders_drawer_where_column_is() {
    let step = walkthrough_step("Change formation");
    assert!(
        step.instruction.contains("Orders drawer"),
        "{}",
        step.instruction
    );
    assert!(!step.instruction.contains("in the panel"));
    let game = game_at(Phase::TimedMove);
    let countdown = Countdown::default();
    let chosen = Some(crate::rules::free_move::UnitId::new(Side::First, 1));
    let in_drawer = shows("Column", |ui| {
        let (mut seat, mut drag) = (None, EmptyDrag::Tape);
        orders_drawer(
            ui,
            Side::First,
            (&mut seat, &mut drag),
            &game.state,
            &countdown,
            chosen,
        );
    });
    assert!(in_drawer, "Column is in the Orders drawer");
    let at_the_bar_end = |ui: &mut egui::Ui| {
        side_end(ui, Side::First, &game, &countdown);
    };
    assert!(
        shows("Orders", at_the_bar_end),
        "the drawer's toggle is at the side's end"
    );
}

#[test]
fn the_walkthrough_s_ready_and_done_are_at_the_learner_s_end_of_the_bar() {
    for title in ["Say Ready", "Shoot"] {
        let step = walkthrough_step(title);
        assert!(
            step.instruction.contains("Rome's end of the bar"),
            "{title}: {}",
            step.instruction
        );
    }
    let game = game_at(Phase::Deployment);
    let countdown = Countdown::default();
    assert!(shows("Ready", |ui| {
        side_end(ui, Side::First, &game, &countdown);
    }));
}

/// `game` in its twelfth move (a two-figure move number in the clock's title).
fn at_move_12(mut game: FreeMoveSession) -> FreeMoveSession {
    let mut data = (*game.state).clone();
    data.move_number = 12;
    game.state = crate::rules::free_move::State::from(data);
    game
}

/// Whether `draw` (drawing into the middle slot, in Muster's own style) says its text was
/// shown whole.
fn shown_whole(width: f32, mut draw: impl FnMut(&mut egui::Ui) -> bool) -> bool {
    let slot = middle_slot(width);
    let mut harness = crate::app::core::ui::panel_test::harness(false, |ui, whole: &mut bool| {
        crate::app::core::ui::style_for_the_table(ui.style_mut());
        *whole = ui
            .scope_builder(
                egui::UiBuilder::new()
                    .max_rect(slot)
                    .layout(egui::Layout::top_down(egui::Align::Min)),
                |ui| draw(ui),
            )
            .inner;
    });
    harness.run();
    harness.into_state()
}

/// The window widths in egui points the bar is checked at: 1280×800 at UI scale 1 and 2,
/// 1920×1080 at 1.
const CHECKED_WIDTHS: [f32; 3] = [1280.0, 640.0, 1920.0];

#[test]
fn every_phase_s_instruction_is_read_whole_under_the_clock() {
    let running = Countdown {
        running: true,
        remaining: 59.0,
        allowed: 60.0,
        ..Countdown::default()
    };
    let waiting = Countdown {
        allowed: 60.0,
        remaining: 60.0,
        ..Countdown::default()
    };
    let mut cases = Vec::new();
    for phase in [
        Phase::Deployment,
        Phase::TimedMove,
        Phase::Rearrangement,
        Phase::MissileFire,
        Phase::PullOut,
        Phase::BonusMoves,
    ] {
        let game = at_move_12(game_at(phase));
        cases.push((game.clone(), waiting.clone()));
        if phase == Phase::TimedMove {
            cases.push((game.clone(), running.clone()));
            let mut suspended = (*game.state).clone();
            suspended.combat_suspended = true;
            let mut called = game.clone();
            called.state = crate::rules::free_move::State::from(suspended);
            cases.push((called, waiting.clone()));
        }
    }
    for width in CHECKED_WIDTHS {
        for (game, countdown) in &cases {
            let whole = shown_whole(width, |ui| {
                clock(
                    ui,
                    &game.state,
                    countdown,
                    &mut false,
                    &mut CombatReview::default(),
                )
            });
            assert!(
                whole,
                "{:?} (running {}) at {width} points: {:?}",
                game.state.phase,
                countdown.running,
                instructions(&game.state, countdown).0
            );
        }
    }
}

#[test]
fn a_long_instruction_is_cut_short_with_the_whole_on_hover_not_hidden() {
    let long = "word ".repeat(80);
    let whole = shown_whole(1280.0, |ui| slot_text(ui, &long, &long, 13.0));
    assert!(!whole, "four hundred characters do not fit two lines");
    let short = shown_whole(1280.0, |ui| slot_text(ui, "Ready?", "Ready?", 13.0));
    assert!(short);
}

/// A combat review closed early on `game`'s move and phase, at its third step.
fn closed_review(game: &FreeMoveSession) -> CombatReview {
    let step = super::super::combat_review::CombatStep {
        text: "Unit 9 shoots.".into(),
        ..Default::default()
    };
    CombatReview {
        steps: vec![step.clone(), step.clone(), step],
        current: 2,
        open: false,
        after: Some((game.state.move_number, game.state.phase)),
        log_length: game.commands.len(),
    }
}

#[test]
fn review_opens_a_review_closed_early_again_and_sits_inside_the_bar() {
    use bevy_egui::egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    for phase in [Phase::TimedMove, Phase::Rearrangement, Phase::BonusMoves] {
        let game = at_move_12(game_at(phase));
        for width in CHECKED_WIDTHS {
            let slot = middle_slot(width);
            let countdown = Countdown::default();
            let mut harness =
                crate::app::core::ui::panel_test::harness(closed_review(&game), |ui, review| {
                    crate::app::core::ui::style_for_the_table(ui.style_mut());
                    ui.scope_builder(
                        egui::UiBuilder::new()
                            .max_rect(slot)
                            .layout(egui::Layout::top_down(egui::Align::Min)),
                        |ui| clock(ui, &game.state, &countdown, &mut false, review),
                    );
                });
            harness.run();
            let button = harness.get_by_role_and_label(Role::Button, "Review").rect();
            assert!(
                slot.contains_rect(button),
                "{phase:?} at {width}: {button:?} outside {slot:?}"
            );
            crate::app::core::ui::panel_test::click_button(&mut harness, "Review");
            let review = harness.into_state();
            assert!(review.open && review.current == 0, "{phase:?} at {width}");
        }
    }
}

#[test]
fn no_review_button_once_the_combat_s_phase_is_over() {
    let game = game_at(Phase::Rearrangement);
    let mut review = closed_review(&game);
    review.after = Some((game.state.move_number, Phase::PullOut));
    let countdown = Countdown::default();
    assert!(!shows("Review", |ui| {
        clock(ui, &game.state, &countdown, &mut false, &mut review);
    }));
    let mut review = closed_review(&game);
    assert!(shows("Review", |ui| {
        clock(ui, &game.state, &countdown, &mut false, &mut review);
    }));
}

/// `game` after a first-move melee of each of `melees` (both sides in each), its sides
/// named as the standard battle names them.
fn after_first_move_melees(mut game: FreeMoveSession, melees: u32) -> FreeMoveSession {
    use crate::rules::free_move::state::{Melee, MeleeKind};
    use crate::rules::free_move::{MeleeId, UnitId};
    let mut data = (*game.state).clone();
    data.side_names = ["Rome".into(), "Britons".into()];
    for id in 1..=melees {
        data.melees.push(Melee {
            id: MeleeId(id),
            kind: MeleeKind::TwoMove,
            rounds_fought: 1,
            units: vec![UnitId::new(Side::First, 1), UnitId::new(Side::Second, 2)],
            charges: Vec::new(),
        });
    }
    game.state = crate::rules::free_move::State::from(data);
    game
}

/// Every button `side` shows at its end, and its name, of the bar on a window `width` points wide, and
/// that end's slot, drawn as the panel draws it.
fn side_row(
    game: &FreeMoveSession,
    side: Side,
    width: f32,
) -> (Vec<(String, egui::Rect)>, egui::Rect) {
    use bevy_egui::egui::accesskit::Role;
    use egui_kittest::kittest::{NodeT, Queryable};
    let whole = egui::Rect::from_min_size(
        egui::pos2(10.0, 4.0),
        egui::vec2(width - 28.0, bar_height(width) - 10.0),
    );
    let slot = bar_slots(whole, width < NARROW_BAR)[if side == Side::First { 0 } else { 2 }];
    let countdown = Countdown::default();
    let mut harness = crate::app::core::ui::panel_test::harness((), |ui, _: &mut ()| {
        crate::app::core::ui::style_for_the_table(ui.style_mut());
        ui.scope_builder(
            egui::UiBuilder::new()
                .max_rect(slot)
                .layout(egui::Layout::top_down(egui::Align::Min)),
            |ui| {
                side_end(ui, side, game, &countdown);
            },
        );
    });
    harness.run();
    let mut drawn: Vec<(String, egui::Rect)> = harness
        .query_all_by_role(Role::Button)
        .map(|button| {
            let label = button.accesskit_node().label().unwrap_or_default();
            (label, button.rect())
        })
        .collect();
    let name = &game.state.side_names[side.index()];
    drawn.push((name.clone(), harness.get_by_label(name).rect()));
    (drawn, slot)
}

#[test]
fn a_side_s_whole_row_sits_inside_its_end_of_the_bar_with_a_pull_out_offered() {
    let mut games = Vec::new();
    for phase in [
        Phase::Deployment,
        Phase::TimedMove,
        Phase::Rearrangement,
        Phase::MissileFire,
        Phase::BonusMoves,
    ] {
        games.push(after_first_move_melees(game_at(phase), 0));
    }
    for melees in [1, 2] {
        games.push(after_first_move_melees(game_at(Phase::PullOut), melees));
    }
    // 1024: 1280x800 at UI scale 1.25, where the wide bar's ends are at their narrowest.
    for width in [CHECKED_WIDTHS.as_slice(), &[1024.0]].concat() {
        for game in &games {
            for side in Side::BOTH {
                let (buttons, slot) = side_row(game, side, width);
                let labels: Vec<&str> = buttons.iter().map(|(label, _)| label.as_str()).collect();
                let name = game.state.side_names[side.index()].as_str();
                for expected in ["Orders", "Roster", name] {
                    assert!(labels.contains(&expected), "{labels:?}");
                }
                if game.state.phase == Phase::PullOut {
                    assert!(
                        labels.iter().any(|label| label.starts_with("Pull out")),
                        "{labels:?}"
                    );
                }
                for (label, rect) in &buttons {
                    assert!(
                        slot.contains_rect(*rect),
                        "{:?} with {} melees, {side:?} at {width}: {label} at {rect:?} \
                         outside {slot:?}",
                        game.state.phase,
                        game.state.melees.len()
                    );
                }
            }
        }
    }
}

#[test]
fn pull_out_pulls_a_side_out_of_its_one_first_move_melee() {
    let game = after_first_move_melees(game_at(Phase::PullOut), 1);
    let countdown = Countdown::default();
    let asked = click("Pull out", |ui| {
        side_end(ui, Side::Second, &game, &countdown)
    });
    assert_eq!(
        asked,
        vec![SideAsked::Command(Command::PullOut {
            side: Side::Second,
            melee: crate::rules::free_move::MeleeId(1),
        })]
    );
    let fought_on = after_first_move_melees(game_at(Phase::PullOut), 0);
    assert!(!shows("Pull out", |ui| {
        side_end(ui, Side::Second, &fought_on, &countdown);
    }));
}

#[test]
fn with_two_melees_offered_pull_out_s_menu_names_the_one_to_leave() {
    let game = after_first_move_melees(game_at(Phase::PullOut), 2);
    let countdown = Countdown::default();
    let mut harness = crate::app::core::ui::panel_test::harness(None, |ui, asked| {
        if let Some(pulled) = side_end(ui, Side::First, &game, &countdown) {
            *asked = Some(pulled);
        }
    });
    harness.run();
    crate::app::core::ui::panel_test::click_button(&mut harness, "Pull out ▾");
    crate::app::core::ui::panel_test::click_button(&mut harness, "Melee 2");
    assert_eq!(
        harness.into_state(),
        Some(SideAsked::Command(Command::PullOut {
            side: Side::First,
            melee: crate::rules::free_move::MeleeId(2),
        }))
    );
}
