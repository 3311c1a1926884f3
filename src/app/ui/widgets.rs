//! Shared egui widgets: big buttons for menus read across a room and hit with a finger.

use bevy_egui::egui;

/// A menu button at least a fingertip tall, filling the width it is given.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        [ui.available_width(), 52.0],
        egui::Button::new(egui::RichText::new(text).size(22.0)),
    )
}

/// The standard menu window: centred, no title bar, a fixed width. Show it with
/// [`show_menu`], which keeps it inside the window.
pub fn menu_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .default_width(560.0)
}

/// Show a menu window whose content scrolls when the screen is too short for it (a small
/// window, a big UI scale, many saved games to resume), and shrinks to it otherwise.
pub fn show_menu<R>(
    ctx: &egui::Context,
    title: &str,
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> Option<R> {
    let tallest = (ctx.content_rect().height() - 40.0).max(120.0);
    menu_window(title)
        // egui's windows start 420 points tall: room for the whole menu when there is some.
        .default_height(tallest)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(tallest)
                .auto_shrink([false, true])
                .show(ui, add_contents)
                .inner
        })
        .and_then(|response| response.inner)
}
