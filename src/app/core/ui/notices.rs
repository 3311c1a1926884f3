//! Messages for the player (a bad scenario, a refused move, a save written), shown in a
//! banner at the bottom of the window until dismissed: a click on a message or Esc (a pad's
//! Select) closes it. Problems look like problems (dark red); confirmations don't (dark
//! green). Text wraps to the window, and a long message is cut to its first lines: a notice
//! says in words what is wrong and what was kept, the full story goes to the log.

use bevy::input::InputSystems;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::input::input_prompts::{PAUSE, Prompts};

/// What a notice says: something went wrong, or something was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    Problem,
    Done,
}

/// One message for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub kind: NoticeKind,
}

impl std::ops::Deref for Notice {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

/// Notices waiting to be read, oldest first.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Notices(Vec<Notice>);

/// The most characters of a notice shown; the rest is cut with an ellipsis.
const LONGEST: usize = 400;
/// The most notices shown at once; older ones wait under a count.
const SHOWN: usize = 4;

impl Notices {
    /// Something went wrong (the default: a refusal, a file that could not be read). A typed
    /// error comes here as it is: its `Display` is the notice, written only now.
    pub fn push(&mut self, notice: impl std::fmt::Display) {
        self.add(notice.to_string(), NoticeKind::Problem);
    }

    /// Something was done as asked ("Saved to …").
    pub fn confirm(&mut self, notice: impl Into<String>) {
        self.add(notice.into(), NoticeKind::Done);
    }

    fn add(&mut self, text: String, kind: NoticeKind) {
        info!("notice: {text}");
        self.0.push(Notice {
            text: shortened(&text),
            kind,
        });
    }

    pub fn all(&self) -> &[Notice] {
        &self.0
    }

    pub fn dismiss(&mut self, index: usize) {
        if index < self.0.len() {
            self.0.remove(index);
        }
    }
}

/// A notice as shown: its first lines, at most [`LONGEST`] characters.
fn shortened(text: &str) -> String {
    let mut lines = text.lines();
    let mut shown = lines.by_ref().take(3).collect::<Vec<_>>().join(" ");
    if shown.chars().count() > LONGEST {
        shown = shown.chars().take(LONGEST).collect::<String>() + "…";
    } else if lines.next().is_some() {
        shown.push('…');
    }
    shown
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .add_systems(PreUpdate, escape_dismisses.after(InputSystems))
        .add_systems(EguiPrimaryContextPass, show_notices);
}

/// Esc (or a pad's Select) closes the notices first (the key then does nothing else: no
/// pause, no back).
fn escape_dismisses(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pads: Query<&mut Gamepad>,
    mut notices: ResMut<Notices>,
) {
    if notices.all().is_empty() || !PAUSE.just_pressed(&keys, &pads) {
        return;
    }
    for key in PAUSE.keys {
        keys.clear_just_pressed(*key);
    }
    for mut pad in &mut pads {
        for button in PAUSE.buttons {
            pad.digital_mut().clear_just_pressed(*button);
        }
    }
    notices.0.clear();
}

fn colour(kind: NoticeKind) -> egui::Color32 {
    match kind {
        NoticeKind::Problem => egui::Color32::from_rgb(110, 32, 30),
        NoticeKind::Done => egui::Color32::from_rgb(28, 84, 46),
    }
}

fn show_notices(
    mut contexts: EguiContexts,
    mut notices: ResMut<Notices>,
    prompts: Prompts,
) -> Result {
    if notices.all().is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let width = (ctx.content_rect().width() - 48.0).clamp(200.0, 720.0);
    let mut dismissed = None;
    let first_shown = notices.all().len().saturating_sub(SHOWN);
    egui::Area::new(egui::Id::new("notices"))
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -16.0])
        // Above every screen's windows and boards: a notice is never hidden.
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(width);
            if first_shown > 0 {
                ui.label(
                    egui::RichText::new(t!("app-notices-older-below", count = first_shown))
                        .color(egui::Color32::LIGHT_GRAY),
                );
            }
            for (index, notice) in notices.all().iter().enumerate().skip(first_shown) {
                let frame = egui::Frame::window(ui.style()).fill(colour(notice.kind));
                let response = frame.show(ui, |ui| {
                    ui.set_width(width - 24.0);
                    ui.horizontal(|ui| {
                        let closed = ui.button(t!("app-notices-ok")).clicked();
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(&notice.text).color(egui::Color32::WHITE),
                            )
                            .wrap(),
                        );
                        closed
                    })
                    .inner
                });
                let clicked = response.inner
                    || ui
                        .interact(
                            response.response.rect,
                            egui::Id::new(("notice", index)),
                            egui::Sense::click(),
                        )
                        .clicked();
                if clicked {
                    dismissed = Some(index);
                }
            }
            ui.label(
                egui::RichText::new(t!("app-notices-close-hint", key = prompts.shared(&PAUSE)))
                    .small()
                    .color(egui::Color32::LIGHT_GRAY),
            );
        });
    if let Some(index) = dismissed {
        notices.dismiss(index);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_notice_is_cut_to_its_first_lines_and_characters() {
        let long = "x".repeat(1_000);
        assert_eq!(shortened(&long).chars().count(), LONGEST + 1);
        assert!(shortened(&long).ends_with('…'));
        let many_lines = "one\ntwo\nthree\nfour\nfive";
        assert_eq!(shortened(many_lines), "one two three…");
        // The twin: a short notice is shown whole.
        assert_eq!(shortened("Saved to a.ron."), "Saved to a.ron.");
    }

    #[test]
    fn problems_and_confirmations_are_told_apart() {
        let mut notices = Notices::default();
        notices.push("The save could not be read.");
        notices.confirm("Saved to a.ron.");
        let kinds: Vec<NoticeKind> = notices.all().iter().map(|notice| notice.kind).collect();
        assert_eq!(kinds, [NoticeKind::Problem, NoticeKind::Done]);
        assert_ne!(colour(NoticeKind::Problem), colour(NoticeKind::Done));
    }

    #[test]
    fn escape_closes_the_notices_before_anything_else_sees_it() {
        let mut app = App::new();
        app.init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<Notices>()
            .add_systems(Update, escape_dismisses);
        app.world_mut().resource_mut::<Notices>().push("A problem.");
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::Escape);
        app.update();
        assert!(app.world().resource::<Notices>().all().is_empty());
        assert!(
            !app.world()
                .resource::<ButtonInput<KeyCode>>()
                .just_pressed(KeyCode::Escape),
            "the key is taken: no pause behind the notice"
        );
        // The twin: with no notice, Esc is left for the menus.
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .release(KeyCode::Escape);
        app.update();
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .clear();
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .press(KeyCode::Escape);
        app.update();
        assert!(
            app.world()
                .resource::<ButtonInput<KeyCode>>()
                .just_pressed(KeyCode::Escape)
        );
    }

    #[test]
    fn a_pad_s_select_closes_the_notices_and_is_taken_and_with_none_is_left_for_the_menus() {
        let mut app = App::new();
        app.init_resource::<ButtonInput<KeyCode>>()
            .init_resource::<Notices>()
            .add_systems(Update, escape_dismisses);
        let pad = app.world_mut().spawn(Gamepad::default()).id();
        let press_select = |app: &mut App| {
            let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).expect("the pad");
            gamepad.digital_mut().release(GamepadButton::Select);
            gamepad.digital_mut().clear();
            gamepad.digital_mut().press(GamepadButton::Select);
        };
        let select_left = |app: &App| {
            app.world()
                .get::<Gamepad>(pad)
                .is_some_and(|pad| pad.just_pressed(GamepadButton::Select))
        };
        app.world_mut().resource_mut::<Notices>().push("A problem.");
        press_select(&mut app);
        app.update();
        assert!(app.world().resource::<Notices>().all().is_empty());
        assert!(
            !select_left(&app),
            "the button is taken: no pause behind it"
        );

        press_select(&mut app);
        app.update();
        assert!(
            select_left(&app),
            "with no notice, Select is left for the menus"
        );
    }
}
