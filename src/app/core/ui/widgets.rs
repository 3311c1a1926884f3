//! Shared egui widgets: big buttons for menus read across a room and hit with a finger.

use bevy_egui::egui;

use crate::app::core::ui::scroll_viewports::show_scrolled;

/// A menu button at least a fingertip tall, filling the width it is given.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        [ui.available_width(), 52.0],
        egui::Button::new(egui::RichText::new(text).size(22.0)),
    )
}

/// A game's side panel width in points: the `preferred` width, but never more than half a
/// screen `screen_width` points wide, so at a big UI scale the board keeps the other half.
pub fn side_panel_points(preferred: f32, screen_width: f32) -> f32 {
    preferred.min(screen_width * 0.5)
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
            show_scrolled(
                ui,
                egui::ScrollArea::vertical()
                    .max_height(tallest)
                    .auto_shrink([false, true]),
                add_contents,
            )
            .inner
        })
        .and_then(|response| response.inner)
}

/// Where a die face's pips sit, in a unit square (0..1 from the top left), for 1 to 6.
fn pips(face: u8) -> &'static [(f32, f32)] {
    const L: f32 = 0.25;
    const M: f32 = 0.5;
    const H: f32 = 0.75;
    match face {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        6 => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
        _ => &[],
    }
}

/// A die drawn as a die: an ivory rounded square `size` points wide with `face` pips.
pub fn die_face(ui: &mut egui::Ui, face: u8, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(
        rect.shrink(1.0),
        size * 0.16,
        egui::Color32::from_rgb(245, 240, 225),
    );
    for (x, y) in pips(face) {
        painter.circle_filled(
            rect.min + egui::vec2(x * size, y * size),
            size * 0.09,
            egui::Color32::from_rgb(25, 25, 25),
        );
    }
    response.on_hover_text(format!("The die shows {face}"))
}

#[cfg(test)]
mod tests {
    use super::pips;

    #[test]
    fn each_face_has_as_many_pips_as_its_number() {
        for face in 1..=6u8 {
            assert_eq!(pips(face).len(), usize::from(face));
        }
        assert!(pips(0).is_empty() && pips(7).is_empty());
    }
}
