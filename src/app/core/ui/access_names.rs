//! Names for screen readers where a control's own text does not say what it does: a button
//! drawn as a symbol (◀, >|) is read out by what its tooltip says, and a slider or number
//! field by the label beside it (egui's `on_hover_text` names nothing).

use bevy_egui::egui;

/// Give `response`'s control the name `name` in the AccessKit tree (what a screen reader
/// reads out), in place of its text.
pub fn named(response: egui::Response, name: &str) -> egui::Response {
    response
        .ctx
        .accesskit_node_builder(response.id, |node| node.set_label(name));
    response
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::ui::panel_test::{controls_and_names, harness};
    use bevy_egui::egui::accesskit::Role;

    #[test]
    fn bevy_egui_is_built_with_its_accesskit_feature() {
        // This system exists only with bevy_egui's `accesskit` feature: it turns egui's
        // AccessKit tree on for each window winit made an adapter for.
        let turns_the_tree_on = bevy_egui::setup_accesskit_system;
        let _ = turns_the_tree_on;
    }

    #[test]
    fn a_named_symbol_button_is_read_by_its_name_and_an_unnamed_one_by_its_symbol() {
        let harness = harness((), |ui, _| {
            named(ui.button("◀"), "Back a step");
            let _ = ui.button("▶");
        });
        assert_eq!(
            controls_and_names(&harness),
            vec![
                (Role::Button, Some("Back a step".to_string())),
                (Role::Button, Some("▶".to_string())),
            ]
        );
    }
}
