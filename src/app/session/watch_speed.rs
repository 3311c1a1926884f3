//! Watching the computer play every seat of a turn-based game: a small bar to hold play,
//! step one command at a time, or set how many commands a second it plays. A game whose
//! seats are all the computer's asks [`WatchSpeed::may_act`] before each command; with a
//! human at the table the computer plays at its own pace as before.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::system_sets::AppSystems;

/// The speeds offered, in commands a second.
pub const SPEEDS: [f32; 7] = [0.5, 1.0, 1.5, 2.0, 5.0, 10.0, 30.0];

/// How the computer plays when it plays every seat.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct WatchSpeed {
    /// Commands a second.
    pub commands_per_second: f32,
    /// Held: the computer gives a command only when stepped.
    pub held: bool,
    /// One command asked for while held.
    step: bool,
    /// A game asked this frame: the bar is shown.
    watching: bool,
    /// Seconds since the last command.
    waited: f32,
}

impl Default for WatchSpeed {
    fn default() -> Self {
        WatchSpeed {
            commands_per_second: 2.0,
            held: false,
            step: false,
            watching: false,
            waited: 0.0,
        }
    }
}

impl WatchSpeed {
    /// Whether the computer, playing every seat, may give its next command now, `delta`
    /// seconds after the last frame. Held, it may once per step.
    pub fn may_act(&mut self, delta: f32) -> bool {
        self.watching = true;
        if self.held {
            return std::mem::take(&mut self.step);
        }
        self.waited += delta;
        if self.waited >= 1.0 / self.commands_per_second.max(0.01) {
            self.waited = 0.0;
            true
        } else {
            false
        }
    }

    /// Whether the computer may play its next command now: at the watcher's speed when it
    /// plays every seat with nobody setting another pace (`watched`), else once every
    /// `pace` seconds, counted in `waited`.
    pub fn computer_may_play(
        &mut self,
        watched: bool,
        pace: f32,
        waited: &mut f32,
        delta: f32,
    ) -> bool {
        if watched {
            return self.may_act(delta);
        }
        *waited += delta;
        if *waited < pace {
            return false;
        }
        *waited = 0.0;
        true
    }

    /// The bar stays up while the computer waits: for the board to show its last command,
    /// or for its search to finish (this frame does not count towards the next command).
    pub fn still_watching(&mut self) {
        self.watching = true;
    }

    /// How long the board's animations take against their usual length: the usual at the
    /// first speed the bar opens with (2 commands a second), shorter faster, longer slower.
    pub fn animation_scale(&self) -> f64 {
        f64::from(WatchSpeed::default().commands_per_second / self.commands_per_second.max(0.01))
    }

    /// Play on at `commands_per_second` (the demo starts at its own pace; the bar changes it).
    pub fn play_at(&mut self, commands_per_second: f32) {
        self.commands_per_second = commands_per_second;
        self.held = false;
        self.step = false;
    }

    /// Hold play, or let it run again.
    pub fn toggle_held(&mut self) {
        self.held = !self.held;
        self.step = false;
    }

    /// One command, while held.
    pub fn step(&mut self) {
        if self.held {
            self.step = true;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<WatchSpeed>()
        .add_systems(Update, forget_watching.in_set(AppSystems::TickTimers));
}

/// The bar shows only while a game asks: cleared each frame before the games play.
fn forget_watching(mut speed: ResMut<WatchSpeed>) {
    speed.watching = false;
}

/// The bar itself (the window's part).
pub(crate) fn view_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_bar);
}

fn draw_bar(mut contexts: EguiContexts, mut speed: ResMut<WatchSpeed>) -> Result {
    if !speed.watching {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("session-watch-title"))
        .id(egui::Id::new("watch speed"))
        .anchor(egui::Align2::LEFT_BOTTOM, [8.0, -8.0])
        .collapsible(true)
        .resizable(false)
        .min_width(400.0)
        .show(ctx, |ui| bar_contents(ui, &mut speed));
    Ok(())
}

/// The bar's contents: hold or play, step, and the speeds.
fn bar_contents(ui: &mut egui::Ui, speed: &mut WatchSpeed) {
    ui.horizontal(|ui| {
        let hold = if speed.held {
            t!("session-watch-play")
        } else {
            t!("session-watch-hold")
        };
        if ui.button(hold).clicked() {
            speed.toggle_held();
        }
        if ui
            .add_enabled(speed.held, egui::Button::new(t!("session-watch-step")))
            .on_hover_text(t!("session-watch-step-hover"))
            .clicked()
        {
            speed.step();
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("session-watch-commands-a-second"));

        for choice in SPEEDS {
            let chosen = (speed.commands_per_second - choice).abs() < 0.01;
            if ui.selectable_label(chosen, format!("{choice}")).clicked() {
                speed.commands_per_second = choice;
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_plays_at_the_chosen_commands_a_second() {
        let mut speed = WatchSpeed {
            commands_per_second: 2.0,
            ..WatchSpeed::default()
        };
        // Ten frames of 0.1 s: a command each half second, two in all.
        let acted = (0..10).filter(|_| speed.may_act(0.1)).count();
        assert_eq!(acted, 2);
        speed.commands_per_second = 10.0;
        let acted = (0..10).filter(|_| speed.may_act(0.1)).count();
        assert_eq!(acted, 10);
    }

    #[test]
    fn the_watchers_speed_lengthens_and_shortens_the_animations() {
        let mut speed = WatchSpeed::default();
        assert_eq!(speed.animation_scale(), 1.0);
        speed.commands_per_second = 10.0;
        assert!((speed.animation_scale() - 0.2).abs() < 1e-6);
        speed.commands_per_second = 0.5;
        assert!((speed.animation_scale() - 4.0).abs() < 1e-6);
    }

    #[test]
    fn held_the_computer_gives_one_command_a_step_and_no_more() {
        let mut speed = WatchSpeed::default();
        speed.toggle_held();
        assert!(!(0..50).any(|_| speed.may_act(0.1)), "nothing while held");
        speed.step();
        assert!(speed.may_act(0.1), "a step gives one command");
        assert!(!speed.may_act(0.1), "and only one");
        // The twin: let go, play runs again.
        speed.toggle_held();
        assert!((0..10).any(|_| speed.may_act(0.1)));
    }

    #[test]
    fn with_a_human_at_the_table_the_computer_keeps_its_own_pace() {
        let mut speed = WatchSpeed::default();
        speed.toggle_held();
        let mut waited = 0.0;
        // A human seat: the game's own pace (one command every 0.5 s), the bar's hold ignored.
        let played = (0..10)
            .filter(|_| speed.computer_may_play(false, 0.5, &mut waited, 0.1))
            .count();
        assert_eq!(played, 2);
        // A human who took a seat in the demo: the demo's pace.
        let played = (0..10)
            .filter(|_| speed.computer_may_play(false, 0.25, &mut waited, 0.1))
            .count();
        assert!((3..=4).contains(&played), "{played}");
        // The twin: watched (the demo too), the hold holds.
        assert!(!(0..10).any(|_| speed.computer_may_play(true, 0.5, &mut waited, 0.1)));
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;

    #[test]
    fn the_bar_holds_play_and_sets_the_speed() {
        let held = click_on("⏸ Hold", WatchSpeed::default(), bar_contents);
        assert!(held.held);
        let fast = click_on("10", WatchSpeed::default(), bar_contents);
        assert_eq!(fast.commands_per_second, 10.0);
    }
}
