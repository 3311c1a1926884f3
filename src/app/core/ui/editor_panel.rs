//! The panel every editor keeps along the screen's right edge, written once: a window the
//! full height of the screen and `width` wide, without a title bar, and its controls in one
//! scroll area so each can be reached at any window size and UI scale; and the strip of
//! checks along the bottom of its map or board.

use bevy_egui::egui;

use super::scroll_viewports::show_scrolled;

/// The editor's window at the right edge (`title` names it to screen readers, `id` keeps
/// its place between frames), `width` points wide, the contents added by `add`.
pub fn editor_window(
    ctx: &egui::Context,
    title: &str,
    id: &str,
    width: f32,
    add: impl FnOnce(&mut egui::Ui),
) {
    let screen = ctx.content_rect();
    egui::Window::new(title)
        .id(egui::Id::new(id))
        .anchor(egui::Align2::RIGHT_TOP, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width - 16.0, screen.height() - 16.0])
        .max_width(width - 16.0)
        .show(ctx, add);
}

/// The editor's controls in one vertical scroll area (`id` keeps its scroll between frames)
/// that fills what is left of the window.
pub fn editor_controls(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt(id)
            .auto_shrink([false, false]),
        add,
    );
}

/// The editor's checks in a strip at the bottom left, `size` points (its rect's size): a
/// heading, then one line a problem, in `colour` (the palette's ready or problem colour).
pub fn checks_strip(
    ctx: &egui::Context,
    id: &str,
    size: egui::Vec2,
    heading: &str,
    problems: &[String],
    colour: egui::Color32,
) {
    egui::Window::new("Checks")
        .id(egui::Id::new(id))
        .anchor(egui::Align2::LEFT_BOTTOM, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([size.x - 16.0, size.y - 16.0])
        .show(ctx, |ui| {
            editor_controls(ui, &format!("{id} list"), |ui| {
                ui.label(egui::RichText::new(heading).color(colour).strong());
                for problem in problems {
                    ui.label(egui::RichText::new(format!("• {problem}")).color(colour));
                }
            });
        });
}
