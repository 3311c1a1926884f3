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
