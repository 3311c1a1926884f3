//! Shared egui widgets: big buttons for menus read across a room and hit with a finger.

use bevy_egui::egui;
use muster_text::t;

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

/// Where a board is drawn on a `screen` (in points): all of it left of the game's side panel
/// ([`side_panel_points`] of `preferred`), at least 100 points wide.
pub fn board_area(screen: egui::Rect, preferred: f32) -> egui::Rect {
    let panel = side_panel_points(preferred, screen.width());
    egui::Rect::from_min_max(
        screen.min,
        egui::pos2(
            (screen.max.x - panel).max(screen.min.x + 100.0),
            screen.max.y,
        ),
    )
}

/// A menu window's width in points on a screen `screen_width` points wide: half of it (640
/// on a 1280-point laptop, two buttons' words to a row), at least 560 and at most 840,
/// never wider than the screen less a margin.
pub fn menu_width(screen_width: f32) -> f32 {
    (screen_width * 0.5)
        .clamp(560.0, 840.0)
        .min((screen_width - 40.0).max(200.0))
}

/// The most a menu window's content may take of a screen `screen_height` points tall before
/// it scrolls.
pub fn menu_height(screen_height: f32) -> f32 {
    (screen_height - 40.0).max(120.0)
}

/// The standard menu window: centred, no title bar, `width` points wide. Show it with
/// [`show_menu`], which keeps it inside the window.
pub fn menu_window(title: &str, width: f32) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .default_width(width)
        // Set every pass, not only the first: a new UI scale or window size takes at once.
        .min_width(width)
        .max_width(width)
}

/// Show a menu window whose content scrolls when the screen is too short for it (a small
/// window, a big UI scale, many saved games to resume), and shrinks to it otherwise. Its
/// size follows the screen every pass (egui keeps a window's size from pass to pass, so
/// after a UI scale of 2 a menu would otherwise stay half height at 1), and it stays on top
/// of the game's own windows (a game's window made anew, as the companion's are when the
/// scale changes its layout, would otherwise come up over the menu). Under it a dimmed
/// backdrop over the whole screen takes every click that misses the menu: the game under a
/// menu is paused, and a click on its board or panel beside the menu must not play on.
pub fn show_menu<R>(
    ctx: &egui::Context,
    title: &str,
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> Option<R> {
    let screen = ctx.content_rect();
    let backdrop = menu_backdrop(ctx, screen);
    let tallest = menu_height(screen.height());
    let shown = menu_window(title, menu_width(screen.width()))
        // egui's windows start 420 points tall: room for the whole menu when there is some.
        .default_height(tallest)
        .show(ctx, |ui| {
            show_scrolled(
                ui,
                egui::ScrollArea::vertical()
                    .max_height(tallest)
                    // As tall as the screen allows (before shrinking to the content), not
                    // as tall as egui remembers the window: it grows back with the screen.
                    .min_scrolled_height(tallest)
                    .auto_shrink([false, true]),
                add_contents,
            )
            .inner
        })?;
    ctx.move_to_top(shown.response.layer_id);
    // Directly above the backdrop, whatever the layers' order was: egui moves the layers
    // that ask to be on top there in the order they already had, so a menu window made
    // before another menu (the title menu before the pause menu) would come back under the
    // backdrop, which then takes every click meant for it.
    ctx.set_sublayer(backdrop, shown.response.layer_id);
    remember_menu_layer(ctx, shown.response.layer_id);
    shown.inner
}

/// The screen dimmed under a menu, taking the clicks and drags that miss it (egui hits the
/// topmost layer: this one lies over every game window and the board painted beneath them).
/// Its layer, for the menu to be put directly above it.
fn menu_backdrop(ctx: &egui::Context, screen: egui::Rect) -> egui::LayerId {
    let backdrop = egui::Area::new(egui::Id::new("muster menu backdrop"))
        .order(egui::Order::Middle)
        .fixed_pos(screen.min)
        .constrain(false)
        .show(ctx, |ui| {
            // Clicks and drags, never the keyboard's focus: Tab goes to the menu's first
            // control, not to the dimmed screen.
            let (rect, _) =
                ui.allocate_exact_size(screen.size(), egui::Sense::CLICK | egui::Sense::DRAG);
            ui.painter()
                .rect_filled(rect, 0.0, egui::Color32::from_black_alpha(80));
        });
    ctx.move_to_top(backdrop.response.layer_id);
    backdrop.response.layer_id
}

/// The key of the menu window's layer in egui's memory, with the pass it was shown in.
fn menu_layer_key() -> egui::Id {
    egui::Id::new("muster menu layer")
}

fn remember_menu_layer(ctx: &egui::Context, layer: egui::LayerId) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|data| data.insert_temp(menu_layer_key(), (pass, layer)));
}

/// The layer of the menu window shown in this pass or the one before, if one was: the fit
/// check wants every button on it in view, whatever the game draws under it.
pub fn menu_layer(ctx: &egui::Context) -> Option<egui::LayerId> {
    let pass = ctx.cumulative_pass_nr();
    ctx.data(|data| data.get_temp::<(u64, egui::LayerId)>(menu_layer_key()))
        .filter(|(shown, _)| shown + 1 >= pass)
        .map(|(_, layer)| layer)
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
    response.on_hover_text(t!("app-die-shows", face = face))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's panel at the right with an End turn button, and the pause menu over the
    /// game when `paused`: how many times End turn was pressed after a click on it.
    fn end_turns_after_a_click(paused: bool) -> u32 {
        use egui_kittest::kittest::Queryable;
        let mut harness = egui_kittest::Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_ui_state(
                move |ui, pressed: &mut u32| {
                    let ctx = &ui.ctx().clone();
                    egui::Window::new("game panel")
                        .anchor(egui::Align2::RIGHT_TOP, [0.0, 0.0])
                        .show(ctx, |ui| {
                            if ui.button("End turn").clicked() {
                                *pressed += 1;
                            }
                        });
                    if paused {
                        show_menu(ctx, "Paused", |ui| ui.label("Paused"));
                    }
                },
                0,
            );
        let _ = harness.run_ok();
        harness.get_by_label("End turn").click();
        let _ = harness.run_ok();
        *harness.state()
    }

    /// The title menu, then the pause menu (made after it) over a game, then the title menu
    /// again, as a player quitting to the title goes: how many times the title menu's Open
    /// was pressed after a click on it.
    fn opens_after_a_click_on_a_menu_shown_again(pause_between: bool) -> u32 {
        use egui_kittest::kittest::Queryable;
        // Which menu shows: 0 the title, 1 the pause menu, 2 the title again.
        let mut harness = egui_kittest::Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_ui_state(
                move |ui, (page, opened): &mut (u8, u32)| {
                    let ctx = &ui.ctx().clone();
                    if *page == 1 {
                        show_menu(ctx, "Paused", |ui| ui.label("Paused"));
                    } else if show_menu(ctx, "Muster", |ui| big_button(ui, "Open").clicked())
                        == Some(true)
                    {
                        *opened += 1;
                    }
                },
                (0, 0),
            );
        let _ = harness.run_ok();
        if pause_between {
            harness.state_mut().0 = 1;
            let _ = harness.run_ok();
        }
        harness.state_mut().0 = 2;
        let _ = harness.run_ok();
        harness.get_by_label("Open").click();
        let _ = harness.run_ok();
        harness.state().1
    }

    #[test]
    fn a_menu_shown_again_after_another_menu_takes_its_clicks_above_the_backdrop() {
        assert_eq!(
            opens_after_a_click_on_a_menu_shown_again(false),
            1,
            "the title menu alone"
        );
        assert_eq!(
            opens_after_a_click_on_a_menu_shown_again(true),
            1,
            "the title menu again after the pause menu: not under the backdrop"
        );
    }

    #[test]
    fn a_click_on_a_game_s_panel_beside_the_pause_menu_plays_nothing_and_one_in_play_does() {
        assert_eq!(end_turns_after_a_click(false), 1, "in play: the turn ends");
        assert_eq!(
            end_turns_after_a_click(true),
            0,
            "paused: the menu's backdrop takes the click"
        );
    }

    #[test]
    fn a_menu_grows_with_a_bigger_screen_and_stays_inside_a_small_one() {
        assert_eq!(menu_width(1280.0), 640.0);
        assert_eq!(menu_width(1600.0), 800.0);
        assert_eq!(menu_width(3840.0), 840.0);
        assert_eq!(
            menu_width(640.0),
            560.0,
            "a 1280-pixel window at UI scale 2"
        );
        assert_eq!(
            menu_width(500.0),
            460.0,
            "a 1000-pixel window at UI scale 2"
        );
        assert_eq!(menu_height(800.0), 760.0);
    }

    #[test]
    fn a_game_window_made_anew_under_an_open_menu_stays_under_it() {
        use crate::app::core::ui::fit_check::fit_problems;
        use crate::app::core::ui::panel_test::laid_out_after_scales;
        let mut passes = 0;
        let pass = laid_out_after_scales(egui::vec2(1280.0, 800.0), &[1.0], |ctx| {
            passes += 1;
            // The companion's compact clock, made when the scale changed, over the menu's
            // Back button.
            if passes > 6 {
                egui::Window::new("compact clock")
                    .fixed_pos([200.0, 450.0])
                    .show(ctx, |ui| {
                        ui.set_min_width(900.0);
                        ui.label("12:00")
                    });
            }
            show_menu(ctx, "Settings", |ui| {
                ui.add_space(200.0);
                big_button(ui, "Back")
            });
        });
        // egui records the buttons' labels only in a debug build.
        assert!(
            !cfg!(debug_assertions)
                || pass
                    .widgets
                    .iter()
                    .any(|widget| widget.label.as_deref() == Some("Back")),
            "the menu is drawn"
        );
        assert_eq!(fit_problems(&pass), vec![]);
    }

    #[test]
    fn each_face_has_as_many_pips_as_its_number() {
        for face in 1..=6u8 {
            assert_eq!(pips(face).len(), usize::from(face));
        }
        assert!(pips(0).is_empty() && pips(7).is_empty());
    }
}
