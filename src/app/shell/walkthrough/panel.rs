//! The walkthrough's panel: the step to do, what the rules do not allow there, what the last
//! command taught (done, and the rule that allowed it; or the engine's refusal), and once
//! the steps are over, the finale. Movable and collapsible, so it never hides the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::{ActiveWalkthrough, SkipStep, StartAgain};
use crate::app::core::input::input_prompts::Prompts;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::registry::GameRegistry;
use crate::app::core::ui::scroll_viewports::show_scrolled;
use crate::walkthrough::{Feedback, Progress, Walkthrough};

const DONE: egui::Color32 = egui::Color32::from_rgb(130, 220, 140);
const REFUSED: egui::Color32 = egui::Color32::from_rgb(255, 140, 120);
const CAUTION: egui::Color32 = egui::Color32::from_rgb(240, 200, 120);
/// Wide and low, so the panel covers as little of each game's own panel as it can.
const WIDTH: f32 = 470.0;
/// The size of the rules' words, a little under the instruction's.
const RULE_TEXT: f32 = 16.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_panel.run_if(resource_exists::<ActiveWalkthrough>),
    );
}

/// The offset that keeps a panel anchored at `corner` 12 points inside the screen's edges.
fn inward_of(corner: egui::Align2) -> [f32; 2] {
    let [horizontal, vertical] = corner.0;
    let inward = |align: egui::Align| match align {
        egui::Align::Min => 12.0,
        egui::Align::Center => 0.0,
        egui::Align::Max => -12.0,
    };
    [inward(horizontal), inward(vertical)]
}

fn draw_panel(
    mut contexts: EguiContexts,
    active: Res<ActiveWalkthrough>,
    mut skips: MessageWriter<SkipStep>,
    mut again: MessageWriter<StartAgain>,
    mut actions: MessageWriter<MenuAction>,
    registry: Res<GameRegistry>,
    prompts: Prompts,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let walkthrough = &active.loaded.walkthrough;
    let progress = &active.progress;
    // Low down where each game leaves the most room (its entry says which corner: over the
    // log in Free Move, bottom left over the board in the grid games), never wider than the
    // half of the screen their side panels leave. Anchored, not placed once: a position
    // taken from the first frames' screen (not yet its size) left it over the clock bar's
    // buttons. Collapsible.
    let corner = registry
        .ruleset(walkthrough.ruleset.into())
        .map_or(egui::Align2::LEFT_BOTTOM, |entry| entry.walkthrough_corner);
    let offset = inward_of(corner);
    let width = WIDTH.min(ctx.content_rect().width() * 0.5 - 36.0);
    // Room for the text above the buttons: the panel takes at most about half the screen.
    let text_room = (ctx.content_rect().height() * 0.55 - 60.0).max(60.0);
    let asked = egui::Window::new(t!("walkthrough-panel-title"))
        .id(egui::Id::new("walkthrough panel"))
        .order(egui::Order::Foreground)
        .anchor(corner, offset)
        .default_width(width)
        .min_width(width)
        .max_width(width)
        .collapsible(true)
        .resizable(false)
        .show(ctx, |ui| {
            let keys = |text: &str| prompts.fill(text);
            panel_contents(ui, walkthrough, progress, width, text_room, &keys)
        })
        .and_then(|shown| shown.inner);
    match asked.flatten() {
        Some(Asked::Skip) => {
            skips.write(SkipStep);
        }
        Some(Asked::StartAgain) => {
            again.write(StartAgain);
        }
        Some(Asked::Leave) => {
            actions.write(MenuAction::QuitToTitle);
        }
        None => {}
    }
    Ok(())
}

/// What the learner asked of the panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    Skip,
    StartAgain,
    Leave,
}

/// The panel's contents, `width` wide: the text scrolling in `text_room`, the buttons under
/// it; what the learner asked. `keys` fills in the keys an instruction names (`{Ready}`).
fn panel_contents(
    ui: &mut egui::Ui,
    walkthrough: &Walkthrough,
    progress: &Progress,
    width: f32,
    text_room: f32,
    keys: &dyn Fn(&str) -> String,
) -> Option<Asked> {
    let mut asked = None;
    ui.set_width(width);
    // On a small screen (a big UI scale) the text scrolls and the buttons stay: the
    // panel keeps to the lower part of the screen, clear of the game's own bars.
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt("walkthrough text")
            .max_height(text_room)
            .max_width(width)
            .auto_shrink([false, true]),
        |ui| {
            ui.set_max_width(width - 16.0);
            step_text(ui, walkthrough, progress, keys)
        },
    );
    ui.horizontal_wrapped(|ui| {
        if progress.step < walkthrough.steps.len()
            && ui.button(t!("walkthrough-skip-step")).clicked()
        {
            asked = Some(Asked::Skip);
        }
        if ui.button(t!("walkthrough-start-again")).clicked() {
            asked = Some(Asked::StartAgain);
        }
        if ui.button(t!("walkthrough-leave")).clicked() {
            asked = Some(Asked::Leave);
        }
    });
    asked
}

/// The introduction (folded), what the last command taught, and the step to do.
fn step_text(
    ui: &mut egui::Ui,
    walkthrough: &Walkthrough,
    progress: &Progress,
    keys: &dyn Fn(&str) -> String,
) {
    // The introduction folds away, so the panel stays clear of the game's own panels.
    // A short header (a header's text does not wrap): the title goes inside.
    egui::CollapsingHeader::new(egui::RichText::new(t!("walkthrough-about")).weak())
        .id_salt("walkthrough introduction")
        .show(ui, |ui| {
            ui.label(egui::RichText::new(&walkthrough.title).strong());
            ui.label(&walkthrough.introduction)
        });
    feedback(ui, progress.feedback.as_ref());
    match walkthrough.steps.get(progress.step) {
        Some(step) => {
            ui.label(
                egui::RichText::new(t!(
                    "walkthrough-step-of",
                    step = progress.step + 1,
                    count = walkthrough.steps.len(),
                    title = step.title.as_str()
                ))
                .strong()
                .color(egui::Color32::WHITE),
            );
            ui.label(egui::RichText::new(keys(&step.instruction)).strong());
            if !step.not_allowed.is_empty() {
                ui.label(
                    egui::RichText::new(t!(
                        "walkthrough-not-allowed-here",
                        why = step.not_allowed.as_str()
                    ))
                    .size(RULE_TEXT)
                    .color(CAUTION),
                );
            }
        }
        None => {
            let done = match progress.skipped {
                0 => t!("walkthrough-every-step-done"),
                count => t!("walkthrough-every-step-done-skipped", count = count),
            };
            ui.label(
                egui::RichText::new(done)
                    .strong()
                    .color(egui::Color32::WHITE),
            );
            ui.label(egui::RichText::new(&walkthrough.finale).strong());
        }
    }
}

/// What the last command taught, above the next step.
fn feedback(ui: &mut egui::Ui, feedback: Option<&Feedback>) {
    match feedback {
        Some(Feedback::Done { step, why }) => {
            ui.label(
                egui::RichText::new(t!("walkthrough-done", step = step.as_str()))
                    .strong()
                    .color(DONE),
            );
            ui.label(egui::RichText::new(why).size(RULE_TEXT));
            ui.separator();
        }
        Some(Feedback::Refused(why)) => {
            ui.label(
                egui::RichText::new(t!("walkthrough-refused"))
                    .strong()
                    .color(REFUSED),
            );
            ui.label(egui::RichText::new(why).color(REFUSED));
            ui.separator();
        }
        None => {}
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, shows};
    use crate::ruleset::Ruleset;
    use crate::walkthrough::{load, walkthrough_path};

    #[test]
    fn the_panel_keeps_inside_whichever_corner_its_ruleset_s_entry_names() {
        assert_eq!(inward_of(egui::Align2::RIGHT_BOTTOM), [-12.0, -12.0]);
        assert_eq!(inward_of(egui::Align2::LEFT_BOTTOM), [12.0, -12.0]);
        let free_move =
            crate::app::core::ruleset_door::by_short_name(crate::app::games::RULESETS, "free-move")
                .map(|entry| entry.walkthrough_corner);
        assert_eq!(free_move, Some(egui::Align2::RIGHT_BOTTOM), "over its log");
    }

    #[test]
    fn the_walkthrough_panel_shows_the_step_and_skips_it() {
        let loaded = load(&walkthrough_path(Ruleset::FreeMove)).expect("the shipped walkthrough");
        let walkthrough = &loaded.walkthrough;
        let progress = Progress::default();
        let first = format!(
            "Step 1 of {}: {}",
            walkthrough.steps.len(),
            walkthrough.steps[0].title
        );
        assert!(shows(&first, |ui| {
            panel_contents(ui, walkthrough, &progress, WIDTH, 600.0, &str::to_string);
        }));
        assert_eq!(
            click("Skip this step", |ui| {
                panel_contents(ui, walkthrough, &progress, WIDTH, 600.0, &str::to_string)
            }),
            vec![Asked::Skip]
        );
        assert_eq!(
            click("Leave the walkthrough", |ui| {
                panel_contents(ui, walkthrough, &progress, WIDTH, 600.0, &str::to_string)
            }),
            vec![Asked::Leave]
        );
    }

    #[test]
    fn the_free_move_walkthrough_names_ready_by_the_key_or_the_pad_button_in_use() {
        use crate::app::core::input::input_prompts::fill_keys;
        let loaded = load(&walkthrough_path(Ruleset::FreeMove)).expect("the shipped walkthrough");
        let walkthrough = &loaded.walkthrough;
        let step = walkthrough
            .steps
            .iter()
            .position(|step| step.instruction.contains("{Ready}"))
            .expect("a step names the Ready key");
        let progress = Progress {
            step,
            ..Progress::default()
        };
        for (ready, told) in [("R", "(or R)"), ("Menu", "(or Menu)")] {
            let keys = |text: &str| fill_keys(text, |_| ready.to_string(), "Esc");
            let shown = keys(&walkthrough.steps[step].instruction);
            assert!(shown.contains(told) && !shown.contains('{'), "{shown}");
            assert!(shows(&shown, |ui| {
                panel_contents(ui, walkthrough, &progress, WIDTH, 600.0, &keys);
            }));
        }
    }

    /// In German the panel reads the German walkthrough file's step under German words,
    /// and its buttons answer in German.
    #[test]
    fn the_walkthrough_panel_speaks_german_with_the_german_walkthrough() {
        use muster_text::{Language, in_language};
        in_language(Language::German, || {
            let loaded =
                load(&walkthrough_path(Ruleset::FreeMove)).expect("the shipped walkthrough");
            let walkthrough = &loaded.walkthrough;
            assert_eq!(walkthrough.steps[0].title, "Eine Base aufstellen");
            let progress = Progress::default();
            let keys = |text: &str| {
                crate::app::core::input::input_prompts::fill_keys(text, |_| "R".into(), "Esc")
            };
            let first = format!(
                "Schritt 1 von {}: Eine Base aufstellen",
                walkthrough.steps.len()
            );
            assert!(shows(&first, |ui| {
                panel_contents(ui, walkthrough, &progress, WIDTH, 600.0, &keys);
            }));
            assert_eq!(
                click("Überspringen", |ui| {
                    panel_contents(ui, walkthrough, &progress, WIDTH, 600.0, &keys)
                }),
                vec![Asked::Skip]
            );
        });
    }
}
