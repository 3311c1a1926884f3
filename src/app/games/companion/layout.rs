//! How the companion screen is laid out for the window it has: wide, the clock in the
//! middle between both roster sheets with a calculator under it; narrow (a small window
//! or a big UI scale), a compact clock on top with tabs, and one page under it at a time.

use bevy_egui::egui;

/// The side columns' width (points).
pub(super) const COLUMN: f32 = 330.0;
/// The clock's width on a wide screen (points).
pub(super) const CLOCK_WIDTH: f32 = 460.0;
/// Below this width (points) the screen shows one page at a time.
pub(super) const WIDE_FROM: f32 = 2.0 * (COLUMN + 24.0) + CLOCK_WIDTH + 24.0;

/// The page a narrow screen shows under its clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Page {
    /// The time allowance, Undo, the export, the log.
    #[default]
    Timer,
    /// One side's roster sheet.
    Roster(usize),
    /// The open calculator.
    Calculator,
}

/// The layout chosen this pass, kept in egui's memory so each window's system reads it.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(super) struct Layout {
    pub narrow: bool,
    /// Where the narrow screen's pages begin (below the clock's header).
    pub header_bottom: f32,
    pub page: Page,
}

fn key() -> egui::Id {
    egui::Id::new("companion layout")
}

/// The layout as last set.
pub(super) fn layout(ctx: &egui::Context) -> Layout {
    ctx.data(|data| data.get_temp::<Layout>(key()))
        .unwrap_or_default()
}

/// Change the layout.
pub(super) fn set_layout(ctx: &egui::Context, layout: Layout) {
    ctx.data_mut(|data| data.insert_temp(key(), layout));
}

/// Whether a screen `width` points wide is narrow.
pub(super) fn is_narrow(width: f32) -> bool {
    width < WIDE_FROM
}

/// The width of a narrow screen's header and pages, inside their frames.
pub(super) fn page_width(ctx: &egui::Context) -> f32 {
    ctx.content_rect().width() - 32.0
}

/// A narrow screen's page: a window under the header, the whole width and the rest of the
/// height (its content scrolls: give it [`page_height`]).
pub(super) fn page_window<'a>(ctx: &egui::Context, title: &'a str) -> egui::Window<'a> {
    let top = layout(ctx).header_bottom + 6.0;
    egui::Window::new(title)
        .id(egui::Id::new(("companion page", title)))
        .anchor(egui::Align2::LEFT_TOP, [8.0, top])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([page_width(ctx), page_height(ctx)])
}

/// The height a narrow page's scrolling content may take.
pub(super) fn page_height(ctx: &egui::Context) -> f32 {
    let screen = ctx.content_rect();
    (screen.bottom() - layout(ctx).header_bottom - 32.0).max(80.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_screen_is_narrow_where_two_rosters_and_the_clock_do_not_fit_side_by_side() {
        assert!(!is_narrow(1280.0), "1280×800 at UI scale 1");
        assert!(is_narrow(960.0), "1920×1080 at UI scale 2");
        assert!(is_narrow(640.0), "1280×800 at UI scale 2");
    }
}
