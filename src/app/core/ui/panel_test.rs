//! Test support for the egui panels (tests only): draw a panel headless with egui_kittest,
//! find a control by its label as a player reads it, click it, and see what the panel did.

use bevy_egui::egui;
use bevy_egui::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// A window big enough for the tallest menu page: nothing a test clicks is scrolled away.
const SIZE: egui::Vec2 = egui::vec2(1600.0, 2400.0);

/// A headless harness drawing `draw` over `state` each frame, already settled.
pub(crate) fn harness<'a, S>(
    state: S,
    draw: impl FnMut(&mut egui::Ui, &mut S) + 'a,
) -> Harness<'a, S> {
    Harness::builder()
        .with_size(SIZE)
        .build_ui_state(draw, state)
}

/// Click the button labelled `label` (exactly, one of them) and draw until it settles.
pub(crate) fn click_button<S>(harness: &mut Harness<'_, S>, label: &str) {
    harness.get_by_role_and_label(Role::Button, label).click();
    // Some panels repaint for ever (a running clock): settled or not, the click is drawn.
    let _ = harness.run_ok();
}

/// Draw `state` with `draw`, click the button labelled `label`, and give back the state.
pub(crate) fn click_on<S>(label: &str, state: S, draw: impl FnMut(&mut egui::Ui, &mut S)) -> S {
    let mut harness = harness(state, draw);
    click_button(&mut harness, label);
    harness.into_state()
}

/// Draw `state` with `draw`, tick (or untick) the checkbox labelled `label`, and give back
/// the state.
pub(crate) fn tick<S>(label: &str, state: S, draw: impl FnMut(&mut egui::Ui, &mut S)) -> S {
    let mut harness = harness(state, draw);
    harness.get_by_role_and_label(Role::CheckBox, label).click();
    let _ = harness.run_ok();
    harness.into_state()
}

/// Draw a panel that answers with an action, click the button labelled `label`, and give
/// back every action it answered with (the click's, usually one).
pub(crate) fn click<A>(label: &str, mut draw: impl FnMut(&mut egui::Ui) -> Option<A>) -> Vec<A> {
    click_on(label, Vec::new(), |ui, answered: &mut Vec<A>| {
        answered.extend(draw(ui));
    })
}

/// Draw a panel once and give back whether `text` shows on it (as a label or a button).
pub(crate) fn shows(text: &str, mut draw: impl FnMut(&mut egui::Ui)) -> bool {
    let harness = harness((), |ui, _: &mut ()| draw(ui));
    harness.query_all_by_label(text).next().is_some()
}
