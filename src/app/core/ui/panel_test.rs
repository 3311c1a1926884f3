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
/// Every control on the panel must have a name a screen reader reads out.
pub(crate) fn click_button<S>(harness: &mut Harness<'_, S>, label: &str) {
    assert_every_control_named(harness);
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
    assert_every_control_named(&harness);
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

/// How `draw` lays itself out on a screen `pixels` wide and tall in Muster's style, shown
/// at each UI scale of `scales` in turn (a tenth of a second a pass, long enough for it to
/// settle and for scroll bars to fade): the last pass as the fit check reads it, with the
/// buttons' labels (a debug build's egui records them) and the text of a pass before the
/// labels' debug frames went on.
pub(crate) fn laid_out_after_scales(
    pixels: egui::Vec2,
    scales: &[f32],
    mut draw: impl FnMut(&egui::Context),
) -> crate::app::core::ui::fit_check::SeenPass {
    use crate::app::core::ui::painted_text::{last_pass_texts, record_painted_text};
    let ctx = egui::Context::default();
    ctx.all_styles_mut(crate::app::core::ui::style_for_the_table);
    record_painted_text(&ctx);
    let mut passes = 0u32;
    let mut input = |scale: f32| {
        passes += 1;
        egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, pixels / scale)),
            time: Some(f64::from(passes) * 0.1),
            ..Default::default()
        }
    };
    let last = *scales.last().expect("at least one scale");
    for &scale in scales {
        ctx.set_zoom_factor(scale);
        for _ in 0..12 {
            ctx.run_ui(input(scale), |ui| draw(ui.ctx()))
                .drop_without_applying_deltas();
        }
    }
    let texts = last_pass_texts(&ctx);
    #[cfg(debug_assertions)]
    ctx.all_styles_mut(|style| style.debug.show_interactive_widgets = true);
    ctx.run_ui(input(last), |ui| draw(ui.ctx()))
        .drop_without_applying_deltas();
    let mut seen = None;
    ctx.run_ui(input(last), |ui| {
        seen = Some(crate::app::core::ui::fit_check::seen_last_pass(
            ui.ctx(),
            false,
        ));
        draw(ui.ctx());
    })
    .drop_without_applying_deltas();
    let mut seen = seen.expect("one pass read");
    seen.texts = texts;
    seen
}

/// Every rectangle of a laid-out pass (windows, then widgets), in a fixed order, to compare
/// one layout with another.
pub(crate) fn rects_of(pass: &crate::app::core::ui::fit_check::SeenPass) -> Vec<[i32; 4]> {
    let as_ints = |rect: &egui::Rect| {
        [rect.min.x, rect.min.y, rect.max.x, rect.max.y].map(|value| value.round() as i32)
    };
    let mut widgets: Vec<[i32; 4]> = pass
        .widgets
        .iter()
        .map(|widget| as_ints(&widget.rect))
        .collect();
    widgets.sort_unstable();
    // Where each area lies, not which of two at the same order egui lists first (the menu
    // and its backdrop swap places in egui's list from pass to pass).
    let mut areas: Vec<[i32; 4]> = pass.areas.iter().map(|(_, rect)| as_ints(rect)).collect();
    areas.sort_unstable();
    areas.into_iter().chain(widgets).collect()
}

/// The roles of the controls a player works: each must have a name a screen reader reads.
const CONTROL_ROLES: [Role; 8] = [
    Role::Button,
    Role::CheckBox,
    Role::RadioButton,
    Role::Slider,
    Role::SpinButton,
    Role::TextInput,
    Role::ComboBox,
    Role::Link,
];

/// Every control in the harness's AccessKit tree, as its role and the name a screen reader
/// reads out for it (its own label, or the text of the label it is labelled by).
pub(crate) fn controls_and_names<S>(harness: &Harness<'_, S>) -> Vec<(Role, Option<String>)> {
    use egui_kittest::kittest::NodeT;
    harness
        .root()
        .children_recursive()
        .map(|node| node.accesskit_node())
        .filter(|node| CONTROL_ROLES.contains(&node.role()))
        .map(|node| {
            let name = node.label().filter(|name| !name.trim().is_empty());
            (node.role(), name)
        })
        .collect()
}

/// The controls in the harness's tree a screen reader would read out with no name, each as
/// its role (empty when every control is named).
pub(crate) fn unnamed_controls<S>(harness: &Harness<'_, S>) -> Vec<Role> {
    controls_and_names(harness)
        .into_iter()
        .filter(|(_, name)| name.is_none())
        .map(|(role, _)| role)
        .collect()
}

/// The name of the control that has the keyboard focus, if one has.
pub(crate) fn focused_name<S>(harness: &Harness<'_, S>) -> Option<String> {
    use egui_kittest::kittest::NodeT;
    harness
        .root()
        .children_recursive()
        .map(|node| node.accesskit_node())
        .find(|node| node.is_focused())
        .and_then(|node| node.label())
}

/// Press Tab until the control named `name` has the keyboard focus (at most `most` times),
/// and give back how many presses it took; `None` if it never came.
pub(crate) fn tab_to<S>(harness: &mut Harness<'_, S>, name: &str, most: usize) -> Option<usize> {
    for presses in 1..=most {
        press(harness, egui::Key::Tab);
        if focused_name(harness).as_deref() == Some(name) {
            return Some(presses);
        }
    }
    None
}

/// Press and let go of `key`, and draw until it settles.
pub(crate) fn press<S>(harness: &mut Harness<'_, S>, key: egui::Key) {
    harness.key_press(key);
    let _ = harness.run_ok();
}

/// Fails, naming what they show, if any control on the harness's panel would be read out
/// with no name.
pub(crate) fn assert_every_control_named<S>(harness: &Harness<'_, S>) {
    let unnamed = unnamed_controls(harness);
    assert!(
        unnamed.is_empty(),
        "controls with no name for a screen reader: {unnamed:?} on a panel showing {:?}",
        harness
            .query_all_by_role(Role::Label)
            .filter_map(|label| label.value())
            .take(6)
            .collect::<Vec<_>>()
    );
}
