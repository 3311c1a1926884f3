//! Captions, for anyone watching a game: what just happened, in a sentence, under the name
//! of the rule that made it happen ("Shock: heavy cavalry kill one before the melee"), big
//! enough to read from across a room. Each ruleset's `captions::rule_of` names the rule of
//! an event; the sentence is the game's own log line for it (the games write them as
//! `RuleShown` while [`captions_wanted`]).
//!
//! They show while the demo runs (with how to take over) or while `ViewOptions::captions`
//! is on, on any machine. In the big-screen layout the box at the bottom holds the log's
//! last lines instead (`core::log_tail`), with the rule's name on top when captions are on.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::view_options::ViewOptions;
use crate::app::core::log_tail::LogTail;
use crate::app::core::rule_captions::RuleShown;
use crate::app::core::screens::{Menu, PausableSystems, Screen};
use crate::app::core::staging::Staging;
use crate::app::core::system_sets::AppSystems;

/// The caption on screen: the rule and what happened.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Caption {
    pub rule: String,
    pub text: String,
    /// Seconds it has been up.
    pub age: f32,
    /// How many captions have been shown.
    pub shown: usize,
}

impl Caption {
    fn set(&mut self, rule: impl Into<String>, text: impl Into<String>) {
        self.rule = rule.into();
        self.text = text.into();
        self.age = 0.0;
        self.shown += 1;
    }

    /// Nothing on screen (the count kept).
    fn clear(&mut self) {
        self.rule.clear();
        self.text.clear();
    }
}

/// Seconds a caption stays at least, so the next one does not wipe it unread.
const READ_SECONDS: f32 = 2.5;

/// Run condition: captions are wanted (the demo runs, or a watcher turned them on). The
/// games name their events' rules only then.
pub fn captions_wanted(staging: Res<Staging>, view: Res<ViewOptions>) -> bool {
    staging.demo || view.captions
}

/// The captions' logic (headless apps run it): the rules taken as they happen.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ViewOptions>()
        .init_resource::<Caption>()
        .add_systems(
            Update,
            (
                take_captions
                    .in_set(AppSystems::Update)
                    .in_set(PausableSystems)
                    .run_if(captions_wanted),
                forget_the_last_game_s
                    .run_if(state_changed::<Screen>)
                    .before(take_captions),
            ),
        );
}

/// What the captions draw.
pub(crate) fn draw_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_captions);
}

/// The games' rules as they happen: a big moment shows at once, and so does any rule when
/// no caption is up (captions just turned on, a new game); the rest wait until the caption
/// on screen has been read.
fn take_captions(
    time: Res<Time>,
    mut shown: MessageReader<RuleShown>,
    mut caption: ResMut<Caption>,
) {
    caption.age += time.delta_secs();
    for rule in shown.read() {
        if rule.big || caption.text.is_empty() || caption.age >= READ_SECONDS {
            caption.set(rule.rule.clone(), rule.line.clone());
        }
    }
}

/// A new screen shows no caption of the game before it (the demo's run on from game to
/// game, as they always did).
fn forget_the_last_game_s(staging: Res<Staging>, mut caption: ResMut<Caption>) {
    if !staging.demo {
        caption.clear();
    }
}

/// What the box at the bottom holds, if anything.
#[derive(Debug, Clone, PartialEq)]
enum Shown<'a> {
    /// The rule over what happened (the demo's, or captions on).
    Caption { caption: &'a Caption, demo: bool },
    /// The big-screen layout: the rule (captions on) over the log's last lines.
    LogLines {
        rule: Option<&'a str>,
        lines: &'a [String],
        demo: bool,
    },
}

/// What shows: the big-screen layout's log lines on a game's screen, else a caption while
/// captions are wanted; nothing under a menu (but the demo's, which has none).
fn what_shows<'a>(
    staging: Staging,
    view: ViewOptions,
    playing: bool,
    menu: Menu,
    caption: &'a Caption,
    tail: &'a [String],
) -> Option<Shown<'a>> {
    let demo = staging.demo;
    if !demo && (!playing || menu != Menu::None) {
        return None;
    }
    let captions = demo || view.captions;
    if view.big_screen && playing {
        let rule = (captions && !caption.rule.is_empty()).then_some(caption.rule.as_str());
        if rule.is_none() && tail.is_empty() {
            return None;
        }
        return Some(Shown::LogLines {
            rule,
            lines: tail,
            demo,
        });
    }
    (captions && !caption.text.is_empty()).then_some(Shown::Caption { caption, demo })
}

fn draw_captions(
    mut contexts: EguiContexts,
    caption: Res<Caption>,
    tail: Res<LogTail>,
    (staging, view): (Res<Staging>, Res<ViewOptions>),
    (screen, menu): (Res<State<Screen>>, Res<State<Menu>>),
) -> Result {
    let playing = matches!(screen.get(), Screen::Playing(_));
    let Some(shown) = what_shows(*staging, *view, playing, *menu.get(), &caption, &tail.0) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    // Beside a game's side panel, the box keeps to the board (the demo's as it always was).
    let panel = if staging.demo {
        0.0
    } else {
        super::big_screen::right_panel(ctx)
    };
    let (anchor, offset, width) = if panel > 0.0 {
        let width = (screen.width() - panel - 40.0).max(120.0);
        (egui::Align2::LEFT_BOTTOM, [12.0, -12.0], width)
    } else {
        (
            egui::Align2::CENTER_BOTTOM,
            [0.0, -24.0],
            screen.width() * 0.8,
        )
    };
    let budget = screen.height() * LOG_CAPTION_SHARE;
    egui::Window::new("Demo caption")
        .anchor(anchor, offset)
        .order(egui::Order::Foreground)
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width, 0.0])
        .frame(
            egui::Frame::window(&ctx.global_style())
                .fill(egui::Color32::from_rgba_unmultiplied(10, 10, 14, 235)),
        )
        .show(ctx, |ui| match shown {
            Shown::Caption { caption, demo } => caption_contents(ui, caption, demo),
            Shown::LogLines { rule, lines, demo } => {
                let fitting = fitting_lines(ui, rule, lines, width, budget);
                log_lines(
                    ui,
                    rule,
                    &lines[lines.len() - fitting.count..],
                    fitting.size,
                    demo,
                )
            }
        });
    Ok(())
}

/// The most of the screen's height the big-screen layout's box takes: the board stays the
/// picture.
const LOG_CAPTION_SHARE: f32 = 0.26;

/// The sizes the log's lines are tried at, largest first (the rule's name a third larger).
const LINE_SIZES: [f32; 3] = [21.0, 18.0, 15.0];

/// How the log's lines fit the box.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Fitting {
    /// The lines' text size.
    size: f32,
    /// How many of the newest lines show.
    count: usize,
}

/// The largest size at which the rule and the two newest lines (or all, if fewer) fit in
/// `budget` points of height, and how many of the newest lines fit at it (at least one).
fn fitting_lines(
    ui: &egui::Ui,
    rule: Option<&str>,
    lines: &[String],
    width: f32,
    budget: f32,
) -> Fitting {
    let wrap = (width - 24.0).max(60.0);
    let height = |text: &str, size: f32| {
        let galley = ui.painter().layout(
            text.to_owned(),
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
            wrap,
        );
        galley.size().y + 2.0
    };
    let wanted = lines.len().min(2);
    let mut fitting = Fitting {
        size: LINE_SIZES[LINE_SIZES.len() - 1],
        count: lines.len().min(1),
    };
    for size in LINE_SIZES {
        let mut used = 16.0 + rule.map_or(0.0, |rule| height(rule, size * RULE_LARGER));
        let mut count = 0;
        for line in lines.iter().rev() {
            used += height(line, size);
            if used > budget {
                break;
            }
            count += 1;
        }
        if count >= wanted {
            return Fitting { size, count };
        }
        fitting.count = count.max(lines.len().min(1));
    }
    fitting
}

/// The rule's name over the log's lines is this much larger than they are.
const RULE_LARGER: f32 = 1.25;

/// The rule's name, big and gold.
fn rule_name(ui: &mut egui::Ui, rule: &str, size: f32) {
    ui.label(
        egui::RichText::new(rule)
            .size(size)
            .strong()
            .color(egui::Color32::from_rgb(255, 210, 90)),
    );
}

/// How to take over the demo.
fn take_over_hint(ui: &mut egui::Ui) {
    ui.label(
        egui::RichText::new(t!("walkthrough-demo-take-over"))
            .size(16.0)
            .weak(),
    );
}

/// The caption's words: the rule, big, what happened under it, and in the demo how to take
/// over.
fn caption_contents(ui: &mut egui::Ui, caption: &Caption, demo: bool) {
    ui.vertical_centered(|ui| {
        rule_name(ui, &caption.rule, 34.0);
        ui.label(
            egui::RichText::new(&caption.text)
                .size(28.0)
                .color(egui::Color32::WHITE),
        );
        if demo {
            take_over_hint(ui);
        }
    });
}

/// The big-screen layout's box: the rule (captions on), then the log's last lines at `size`,
/// the newest brightest.
fn log_lines(ui: &mut egui::Ui, rule: Option<&str>, lines: &[String], size: f32, demo: bool) {
    ui.spacing_mut().item_spacing.y = 2.0;
    ui.vertical_centered(|ui| {
        if let Some(rule) = rule {
            rule_name(ui, rule, size * RULE_LARGER);
        }
        let newest = lines.len().saturating_sub(1);
        for (index, line) in lines.iter().enumerate() {
            let colour = if index == newest {
                egui::Color32::WHITE
            } else {
                egui::Color32::from_gray(185)
            };
            ui.label(egui::RichText::new(line).size(size).color(colour));
        }
        if demo {
            take_over_hint(ui);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown_caption() -> Caption {
        let mut caption = Caption::default();
        caption.set("Shock", "Heavy cavalry kill one before the melee.");
        caption
    }

    #[test]
    fn a_caption_shows_in_the_demo_or_with_captions_on_and_not_otherwise() {
        let caption = shown_caption();
        let demo = Staging {
            demo: true,
            ..default()
        };
        let on = ViewOptions {
            captions: true,
            big_screen: false,
        };
        let off = ViewOptions::default();
        let playing = |staging, view| what_shows(staging, view, true, Menu::None, &caption, &[]);
        assert!(matches!(
            playing(demo, off),
            Some(Shown::Caption { demo: true, .. })
        ));
        assert!(matches!(
            playing(Staging::default(), on),
            Some(Shown::Caption { demo: false, .. })
        ));
        assert_eq!(playing(Staging::default(), off), None);
        // Captions on, but a menu over the game, or no game: none.
        assert_eq!(
            what_shows(Staging::default(), on, true, Menu::Pause, &caption, &[]),
            None
        );
        assert_eq!(
            what_shows(Staging::default(), on, false, Menu::None, &caption, &[]),
            None
        );
    }

    #[test]
    fn the_big_screen_shows_the_log_s_lines_with_the_rule_only_when_captions_are_on() {
        let caption = shown_caption();
        let tail = ["Day 1 begins.".to_string(), "Red moves.".to_string()];
        let big = ViewOptions {
            captions: false,
            big_screen: true,
        };
        let both = ViewOptions {
            captions: true,
            big_screen: true,
        };
        let at = |view| what_shows(Staging::default(), view, true, Menu::None, &caption, &tail);
        assert_eq!(
            at(big),
            Some(Shown::LogLines {
                rule: None,
                lines: &tail,
                demo: false
            })
        );
        assert_eq!(
            at(both),
            Some(Shown::LogLines {
                rule: Some("Shock"),
                lines: &tail,
                demo: false
            })
        );
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;

    /// The caption has no control: the test reads it (any key takes over, in `hand_over`).
    #[test]
    fn the_caption_shows_the_rule_over_what_happened() {
        let mut caption = Caption::default();
        caption.set("Shock", "Heavy cavalry kill one before the melee.");
        for text in [
            "Shock",
            "Heavy cavalry kill one before the melee.",
            "DEMO  ·  press any key or touch the screen to play",
        ] {
            assert!(
                shows(text, |ui| caption_contents(ui, &caption, true)),
                "{text}"
            );
        }
        // Outside the demo there is nothing to take over.
        assert!(!shows(
            "DEMO  ·  press any key or touch the screen to play",
            |ui| caption_contents(ui, &caption, false)
        ));
    }

    #[test]
    fn the_big_screen_box_shows_fewer_or_smaller_lines_where_the_screen_is_short() {
        let lines: Vec<String> = (1..=3)
            .map(|line| format!("Line {line} of the log, long enough to be read."))
            .collect();
        let mut harness = crate::app::core::ui::panel_test::harness(
            Vec::new(),
            |ui, found: &mut Vec<Fitting>| {
                found.clear();
                found.push(fitting_lines(ui, Some("Shock"), &lines, 900.0, 400.0));
                found.push(fitting_lines(ui, Some("Shock"), &lines, 300.0, 70.0));
            },
        );
        let _ = harness.run_ok();
        let found = harness.into_state();
        assert_eq!(
            found[0],
            Fitting {
                size: 21.0,
                count: 3
            }
        );
        let short = found[1];
        assert!(short.size < 21.0 || short.count < 3, "{short:?}");
        assert!(short.count >= 1, "the newest line always shows");
    }

    #[test]
    fn the_big_screen_box_shows_the_rule_over_the_log_s_last_lines() {
        let lines = ["Day 1 begins.".to_string(), "Red moves.".to_string()];
        for text in ["Shock", "Day 1 begins.", "Red moves."] {
            assert!(
                shows(text, |ui| log_lines(ui, Some("Shock"), &lines, 21.0, false)),
                "{text}"
            );
        }
        assert!(!shows("Shock", |ui| log_lines(
            ui, None, &lines, 21.0, false
        )));
    }
}
