//! Shared egui widgets: big buttons for menus read across a room and hit with a finger.

use bevy_egui::egui;

/// A menu button at least a fingertip tall, filling the width it is given.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        [ui.available_width(), 52.0],
        egui::Button::new(egui::RichText::new(text).size(22.0)),
    )
}

/// The standard menu window: centred, no title bar, a fixed width; kept inside the window
/// (its content scrolls when the screen is too short for it: a small window, a big UI
/// scale, many saved games to resume).
pub fn menu_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .default_width(560.0)
        .constrain(true)
        .vscroll(true)
}
