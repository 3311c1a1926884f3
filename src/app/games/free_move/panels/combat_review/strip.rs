//! The review's strip in the clock bar: Back, Next and Done at places that never move, the
//! die in a slot always kept for it, and what the step meant beside them.

use bevy_egui::egui;
use muster_text::t;

use super::CombatReview;
use crate::app::core::ui::access_names::named;
use crate::app::core::ui::widgets::die_face;

/// The die's slot under the buttons, kept whether or not the step rolled one.
const DIE_SLOT: f32 = 34.0;

/// The width of the strip's left column: Back, Next and Done.
const CONTROLS_WIDTH: f32 = 118.0;

/// The review in the clock bar's middle (the countdown is idle while combat is shown). At
/// the left, Back, Next and Done first of all (they stand still from step to step, whatever
/// the step says), and under them the die drawn large in a slot always kept for it and
/// which step this is; at the right, what the step meant, in all the slot's height
/// (hovering it shows it whole). Nothing covers the table. Whether the step's text was
/// shown whole.
pub(crate) fn review_strip(ui: &mut egui::Ui, review: &mut CombatReview) -> bool {
    let count = review.steps.len();
    if count == 0 {
        return true;
    }
    let current = review.current.min(count - 1);
    let step = review.steps[current].clone();
    super::super::game_panel::compact(ui, 24.0);
    // The slot's whole height for the row, so that the text beside the controls has it.
    let row = ui.available_size();
    ui.allocate_ui_with_layout(row, egui::Layout::left_to_right(egui::Align::Min), |ui| {
        let controls = egui::vec2(CONTROLS_WIDTH, row.y);
        ui.allocate_ui_with_layout(controls, egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_width(CONTROLS_WIDTH);
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                let button = |text: &str| egui::Button::new(egui::RichText::new(text).size(14.0));
                // Read out by what they do, not as arrows.
                if named(
                    ui.add_enabled(current > 0, button("◀")),
                    &t!("free-move-review-back"),
                )
                .on_hover_text(t!("free-move-review-back"))
                .clicked()
                {
                    review.current = current - 1;
                }
                if named(
                    ui.add_enabled(current + 1 < count, button("▶")),
                    &t!("free-move-review-next"),
                )
                .on_hover_text(t!("free-move-review-next"))
                .clicked()
                {
                    review.current = current + 1;
                }
                if ui
                    .add(button(&t!("free-move-done")))
                    .on_hover_text(t!("free-move-review-close"))
                    .clicked()
                {
                    review.open = false;
                }
            });
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 6.0;
                match step.die {
                    Some(value) => die_face(ui, value, DIE_SLOT),
                    None => {
                        ui.allocate_exact_size(egui::vec2(DIE_SLOT, DIE_SLOT), egui::Sense::hover())
                            .1
                    }
                };
                ui.vertical(|ui| {
                    ui.label(
                        egui::RichText::new(t!("free-move-review-combat"))
                            .size(13.0)
                            .strong(),
                    );
                    ui.label(egui::RichText::new(format!("{}/{count}", current + 1)).size(13.0));
                });
            });
        });
        ui.vertical(|ui| super::super::game_panel::slot_text(ui, &step.text, &step.text, 13.0))
            .inner
    })
    .inner
}

#[cfg(test)]
mod panels {
    use super::super::CombatStep;
    use super::*;
    use crate::app::core::ui::panel_test::{click_button, click_on, harness};
    use crate::app::games::free_move::panels::game_panel::middle_slot;
    use bevy_egui::egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;

    fn review() -> CombatReview {
        let step = |text: &str, die| CombatStep {
            text: text.to_string(),
            die,
            ..CombatStep::default()
        };
        CombatReview {
            steps: vec![
                step("Unit 9 shoots: 3, a hit.", Some(3)),
                step("Unit 3 loses a point.", None),
            ],
            current: 0,
            open: true,
            after: None,
            log_length: 0,
        }
    }

    #[test]
    fn each_step_of_a_real_melee_is_read_whole_in_the_clock_bar() {
        let (game, events) = super::super::table::a_lost_melee();
        let mut steps = super::super::steps_of(&game.state, &events);
        // And the longest kind of line: a volley's explanation.
        steps.push(CombatStep {
            text: "Unit 9 (archers) shoots unit 15 (light cavalry) from the front: one point \
                   killed automatically (light troops lose one point to any volley)."
                .into(),
            die: None,
            ..CombatStep::default()
        });
        for width in [1280.0, 640.0, 1920.0] {
            for current in 0..steps.len() {
                let review = CombatReview {
                    steps: steps.clone(),
                    current,
                    open: true,
                    after: None,
                    log_length: 0,
                };
                let slot = middle_slot(width);
                let mut harness = harness((review, false), |ui, (review, whole)| {
                    crate::app::core::ui::style_for_the_table(ui.style_mut());
                    *whole = ui
                        .scope_builder(egui::UiBuilder::new().max_rect(slot), |ui| {
                            review_strip(ui, review)
                        })
                        .inner;
                });
                harness.run();
                let (_, whole) = harness.into_state();
                assert!(whole, "at {width} points: {:?}", steps[current].text);
            }
        }
    }

    /// A review whose steps differ in every way a step can: a die or none, a word or a
    /// paragraph.
    fn uneven_review() -> CombatReview {
        let step = |text: &str, die| CombatStep {
            text: text.to_string(),
            die,
            ..CombatStep::default()
        };
        CombatReview {
            steps: vec![
                step(
                    "🎲 Rome 3's javelins at Gaul 8 (light cavalry): 6: hit.",
                    Some(6),
                ),
                step("Gaul 8 loses 1 point(s) to Fire and Charge javelins.", None),
                step(
                    "⚔ Melee 1, round 1: Rome 2 points × 5 = 10 against Gaul 3 points × 2 \
                     = 6; Rome wins, and Gaul loses half its points in the melee and retires \
                     three moves.",
                    Some(5),
                ),
                step("Ok.", None),
                step("Gaul 3 retires 3 move(s) (defeated).", Some(1)),
            ],
            current: 0,
            open: true,
            after: None,
            log_length: 0,
        }
    }

    #[test]
    fn the_review_s_buttons_stand_still_from_step_to_step() {
        let slot = middle_slot(1280.0);
        let mut harness = harness(uneven_review(), |ui, review| {
            crate::app::core::ui::style_for_the_table(ui.style_mut());
            ui.scope_builder(egui::UiBuilder::new().max_rect(slot), |ui| {
                review_strip(ui, review);
            });
        });
        let rects = |harness: &egui_kittest::Harness<'_, CombatReview>| {
            ["Back a step", "Next step", "Done"]
                .map(|label| harness.get_by_role_and_label(Role::Button, label).rect())
        };
        let first = rects(&harness);
        for step in 1..uneven_review().steps.len() {
            click_button(&mut harness, "Next step");
            assert_eq!(harness.state().current, step);
            assert_eq!(rects(&harness), first, "at step {}", step + 1);
        }
        click_button(&mut harness, "Back a step");
        assert_eq!(rects(&harness), first);
    }

    #[test]
    fn the_review_steps_on_and_closes() {
        let strip = |ui: &mut egui::Ui, review: &mut CombatReview| {
            review_strip(ui, review);
        };
        let stepped = click_on("Next step", review(), strip);
        assert_eq!(stepped.current, 1);
        let done = click_on("Done", review(), strip);
        assert!(!done.open);
    }
}
