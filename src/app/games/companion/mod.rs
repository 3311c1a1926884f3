//! Companion mode on screen: the timed move's countdown, both roster sheets, retiring units
//! and the missile fire and melee calculators, for players with real miniatures on a real table.

pub mod armies;
mod calculator_panel;
mod layout;
mod melee_panel;
pub mod roster_print;
mod screen;
pub mod timer;

use bevy::prelude::*;
use bevy_egui::egui;
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::rules::dice::Dice;

/// The calculator open under the clock, if any (big toggles in the clock's panel).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OpenCalculator {
    #[default]
    None,
    MissileFire,
    Melee,
}

/// What runs without a window: the session and the countdown (headless tests drive them).
pub(crate) fn logic_plugin(app: &mut App) {
    app.add_plugins((armies::plugin, timer::plugin));
}

/// What draws the companion screen.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<OpenCalculator>().add_plugins((
        screen::plugin,
        calculator_panel::plugin,
        melee_panel::plugin,
        roster_print::plugin,
    ));
}

/// Muster's dice, with the players' own faces used first (any further die Muster rolls).
pub(crate) fn dice_with(faces: &[u8]) -> Dice {
    let mut dice = Dice::seeded(crate::app::core::seeds::fresh_seed());
    dice.script(faces.iter().copied());
    dice
}

/// The countdown's window title (and egui id): calculators open below it.
pub(crate) const CLOCK_WINDOW: &str = "Timed move";

/// A calculator's window under the clock: a Close button, then `body` scrolling.
pub(crate) fn calculator_window(
    ctx: &egui::Context,
    title: &str,
    open: &mut OpenCalculator,
    body: impl FnOnce(&mut egui::Ui),
) {
    let chosen = layout::layout(ctx);
    if chosen.narrow {
        // A narrow screen shows the calculator as its page, under the clock's header.
        if chosen.page == layout::Page::Calculator {
            layout::page_window(ctx, title).show(ctx, |ui| {
                show_scrolled(
                    ui,
                    egui::ScrollArea::vertical().max_height(layout::page_height(ctx)),
                    body,
                );
            });
        }
        return;
    }
    // Under the countdown's window, never over it: the running clock stays in sight.
    let below_clock = ctx
        .memory(|memory| memory.area_rect(egui::Id::new(CLOCK_WINDOW)))
        .map_or(8.0, |clock| clock.bottom() + 8.0);
    // The whole rest of the screen's height, never more (a taller window would be pushed
    // up over the clock), never less: egui's windows start 420 points tall and keep that
    // height, which left the answer under Fight out of sight on a tall screen.
    let height = (ctx.content_rect().height() - below_clock - 12.0).max(160.0);
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_TOP, [0.0, below_clock])
        .resizable(false)
        .collapsible(false)
        .min_width(layout::CLOCK_WIDTH)
        .min_height(height)
        .max_height(height)
        .show(ctx, |ui| {
            let close = egui::Button::new(egui::RichText::new(t!("companion-close")).size(18.0))
                .min_size(egui::vec2(120.0, 44.0));
            if ui.add(close).clicked() {
                *open = OpenCalculator::None;
            }
            show_scrolled(
                ui,
                egui::ScrollArea::vertical()
                    .max_height(ui.available_height())
                    .auto_shrink([false, true]),
                body,
            );
        });
}
