//! `muster screenshot --fit …`: the chosen screen at each window size and UI scale in
//! turn. At each, egui's last pass is checked ([`fit_check`]) and a picture is taken; the
//! run fails (exit code 5), naming every problem, when anything does not fit.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::settings::Settings;
use crate::app::core::ui::fit_check::{SeenText, fit_problems, seen_last_pass};
use crate::app::core::ui::painted_text::{last_pass_texts, record_painted_text};
use crate::app::shell::screenshot::ScreenshotRequest;
use crate::app::shell::window_size::{SizeError, size_at_scale};

/// One window size and UI scale to check.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FitCombo {
    /// Logical pixels.
    pub window: (u32, u32),
    pub ui_scale: f32,
}

impl std::str::FromStr for FitCombo {
    type Err = SizeError;

    /// `1280x800@2`: the size, then the UI scale.
    fn from_str(text: &str) -> Result<Self, SizeError> {
        let (window, ui_scale) = size_at_scale(text)?;
        Ok(FitCombo { window, ui_scale })
    }
}

impl FitCombo {
    fn name(&self) -> String {
        format!("{}x{}@{}", self.window.0, self.window.1, self.ui_scale)
    }
}

/// Check the screen at each of these sizes; with `pause`, over the open pause menu, and
/// with `settings` too, the settings page opened from it.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct FitRequest {
    pub combos: Vec<FitCombo>,
    pub pause: bool,
    pub settings: bool,
}

/// The menu a fit run still has to open over the game, if any: the pause menu, then (when
/// asked) the settings page from it.
fn menu_to_open(request: &FitRequest, screen: Screen, menu: Menu) -> Option<MenuAction> {
    if !request.pause || screen == Screen::Title {
        return None;
    }
    match menu {
        Menu::None => Some(MenuAction::Pause),
        Menu::Pause if request.settings => Some(MenuAction::OpenSettings),
        _ => None,
    }
}

/// Where the run stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Stage {
    /// Set the next size and scale.
    #[default]
    Apply,
    /// Let the screen lay itself out.
    Settle,
    /// egui records widget labels this pass; the check reads them the next.
    Record,
    /// Labels off again, so the picture shows no debug frames.
    Clean,
    /// Waiting for the picture to be written.
    Picture,
}

#[derive(Resource, Debug, Default)]
struct FitProgress {
    combo: usize,
    stage: Stage,
    frames: u32,
    problems: Vec<String>,
    /// Checks of the current size that found something (see [`after_a_check`]).
    tries: u32,
    /// The texts of the pass before egui's widget labels went on (their debug frames and
    /// words are painted text too, and must not be judged).
    texts: Vec<SeenText>,
    /// Frames spent waiting for the menus asked for to open over the game.
    menu_frames: u32,
}

/// Frames to wait for the pause menu (and the settings) to open before checking anyway.
const MENU_FRAMES: u32 = 60;

/// Checks of one size before what they find counts: a screen that moves (the demo's caption
/// sliding in, a window sizing itself after the resize) can be caught mid-way, so a check
/// that finds a problem settles and looks again; only a problem still there the last time
/// is reported.
const CHECKS_PER_SIZE: u32 = 3;

/// What a check of one size leads to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AfterCheck {
    /// Settle and check again.
    LookAgain,
    /// Report what was found (nothing, or what was still there the last time).
    Report,
}

/// After the `tries`-th check of a size (from 1) found `found` problems.
fn after_a_check(found: usize, tries: u32) -> AfterCheck {
    if found > 0 && tries < CHECKS_PER_SIZE {
        AfterCheck::LookAgain
    } else {
        AfterCheck::Report
    }
}

/// Frames at each stage: windows size themselves over a couple of passes.
const SETTLE_FRAMES: u32 = 6;
const STAGE_FRAMES: u32 = 2;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FitProgress>()
        .add_systems(Last, advance.run_if(resource_exists::<FitRequest>))
        .add_systems(
            EguiPrimaryContextPass,
            record_and_check.run_if(resource_exists::<FitRequest>),
        );
}

/// The picture of one combo: `out.png` → `out-1280x800@2.png`.
fn picture_path(out: &Path, combo: &FitCombo) -> PathBuf {
    let stem = out.file_stem().unwrap_or_default().to_string_lossy();
    out.with_file_name(format!("{stem}-{}.png", combo.name()))
}

#[expect(clippy::too_many_arguments, reason = "a bevy system: the run's steps")]
fn advance(
    request: Res<FitRequest>,
    screenshot: Res<ScreenshotRequest>,
    mut progress: ResMut<FitProgress>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    mut actions: MessageWriter<MenuAction>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    progress.frames += 1;
    match progress.stage {
        Stage::Apply => {
            if !cfg!(debug_assertions) {
                finish(&[FIT_NEEDS_DEBUG_BUILD.to_owned()], &mut exit);
                return;
            }
            let Some(combo) = request.combos.get(progress.combo).copied() else {
                finish(&progress.problems, &mut exit);
                return;
            };
            if let Ok(mut window) = windows.single_mut() {
                window
                    .resolution
                    .set(combo.window.0 as f32, combo.window.1 as f32);
            }
            settings.ui_scale = combo.ui_scale;
            progress.tries = 0;
            progress.menu_frames = 0;
            next(&mut progress, Stage::Settle);
        }
        Stage::Settle => {
            let wanted = menu_to_open(&request, *screen.get(), *menu.get());
            if let Some(action) = wanted.filter(|_| progress.menu_frames < MENU_FRAMES) {
                // Settle again once the menu is open (a screen that never opens it is
                // checked as it is after a while).
                actions.write(action);
                progress.menu_frames += 1;
                progress.frames = 0;
            } else if progress.frames >= SETTLE_FRAMES.max(screenshot.settle_frames) {
                next(&mut progress, Stage::Record)
            }
        }
        Stage::Clean if progress.frames >= STAGE_FRAMES => {
            let combo = request.combos[progress.combo];
            let path = picture_path(&screenshot.out, &combo);
            println!("fit: {} -> {}", combo.name(), path.display());
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path))
                .observe(
                    |_: On<bevy::render::view::screenshot::ScreenshotCaptured>,
                     mut progress: ResMut<FitProgress>| {
                        progress.combo += 1;
                        progress.stage = Stage::Apply;
                        progress.frames = 0;
                    },
                );
            next(&mut progress, Stage::Picture);
        }
        _ => {}
    }
}

fn next(progress: &mut FitProgress, stage: Stage) {
    progress.stage = stage;
    progress.frames = 0;
}

/// Turn egui's widget labels on for one pass, then check that pass and turn them off.
fn record_and_check(
    mut contexts: EguiContexts,
    request: Res<FitRequest>,
    menu: Res<State<Menu>>,
    mut progress: ResMut<FitProgress>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    record_painted_text(ctx);
    match progress.stage {
        Stage::Record if progress.frames == 0 => {
            progress.texts = last_pass_texts(ctx);
            record_widget_labels(ctx, true);
        }
        Stage::Record if progress.frames >= STAGE_FRAMES => {
            let combo = request.combos[progress.combo];
            let mut pass = seen_last_pass(ctx, *menu.get() == Menu::None);
            pass.texts = std::mem::take(&mut progress.texts);
            if std::env::var_os("MUSTER_FIT_DEBUG").is_some() {
                eprintln!("fit debug: screen {:?}", pass.screen);
                for (layer, rect) in &pass.viewports {
                    eprintln!("fit debug: viewport {rect:?} on {layer:?}");
                }
                for (layer, rect) in &pass.areas {
                    eprintln!("fit debug: area {rect:?} on {layer:?}");
                }
                let under = pass
                    .widgets
                    .iter()
                    .filter(|widget| widget.clickable && widget.under.is_some());
                eprintln!(
                    "fit debug: {} button(s) under another window",
                    under.count()
                );
                eprintln!(
                    "fit debug: {} text(s) painted, {} of one line",
                    pass.texts.len(),
                    pass.texts.iter().filter(|text| text.single_line).count()
                );
            }
            let found = fit_problems(&pass);
            progress.tries += 1;
            record_widget_labels(ctx, false);
            if after_a_check(found.len(), progress.tries) == AfterCheck::LookAgain {
                next(&mut progress, Stage::Settle);
                return Ok(());
            }
            for problem in found {
                progress.problems.push(format!(
                    "{} ({:.0}×{:.0} points): {problem}",
                    combo.name(),
                    pass.screen.width(),
                    pass.screen.height()
                ));
            }
            next(&mut progress, Stage::Clean);
        }
        _ => {}
    }
    Ok(())
}

/// Turn egui's record of widget details (type, label) on or off. egui keeps `Style::debug`,
/// and records the details at all, only in builds with debug assertions: a release build
/// refuses the fit check ([`FIT_NEEDS_DEBUG_BUILD`]) rather than check less.
fn record_widget_labels(ctx: &bevy_egui::egui::Context, on: bool) {
    #[cfg(debug_assertions)]
    ctx.all_styles_mut(|style| style.debug.show_interactive_widgets = on);
    #[cfg(not(debug_assertions))]
    let _ = (ctx, on);
}

/// Why a release build does not run the fit check.
const FIT_NEEDS_DEBUG_BUILD: &str = "the fit check needs a debug build (egui records which \
    widgets are buttons, and their labels, only with debug assertions): run it with `cargo \
    run -- screenshot … --fit …` or scripts/fit-check.sh";

fn finish(problems: &[String], exit: &mut MessageWriter<AppExit>) {
    if problems.is_empty() {
        println!("fit: every size fits");
        exit.write(AppExit::Success);
    } else {
        for problem in problems {
            eprintln!("fit: {problem}");
        }
        eprintln!("fit: {} problem(s)", problems.len());
        exit.write(AppExit::from_code(5));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_is_reported_only_when_it_is_still_there_at_the_last_look() {
        // Something found: look again while looks are left, then report it.
        assert_eq!(after_a_check(2, 1), AfterCheck::LookAgain);
        assert_eq!(after_a_check(2, CHECKS_PER_SIZE - 1), AfterCheck::LookAgain);
        assert_eq!(after_a_check(2, CHECKS_PER_SIZE), AfterCheck::Report);
        // Nothing found: report (nothing) at once.
        assert_eq!(after_a_check(0, 1), AfterCheck::Report);
    }

    #[test]
    fn a_fit_size_reads_as_width_height_and_scale() {
        assert_eq!(
            "1920x1080@3".parse(),
            Ok(FitCombo {
                window: (1920, 1080),
                ui_scale: 3.0
            })
        );
    }

    #[test]
    fn a_fit_size_without_a_scale_is_refused_with_the_size_s_error() {
        assert_eq!(
            "1280x800".parse::<FitCombo>(),
            Err(SizeError::NotASizeAtScale {
                text: "1280x800".into()
            })
        );
        assert_eq!(
            "1280x800"
                .parse::<FitCombo>()
                .map_err(|error| error.to_string()),
            Err("fit size \"1280x800\": expected WIDTHxHEIGHT@SCALE, such as 1280x800@2".into())
        );
    }

    #[test]
    fn a_fit_run_opens_the_pause_menu_then_the_settings_over_a_game_only() {
        let mut request = FitRequest {
            combos: Vec::new(),
            pause: true,
            settings: true,
        };
        let at = |request: &FitRequest, screen, menu| menu_to_open(request, screen, menu);
        assert_eq!(
            at(&request, Screen::Companion, Menu::None),
            Some(MenuAction::Pause)
        );
        assert_eq!(
            at(&request, Screen::Companion, Menu::Pause),
            Some(MenuAction::OpenSettings)
        );
        assert_eq!(at(&request, Screen::Companion, Menu::Settings), None);
        assert_eq!(at(&request, Screen::Title, Menu::Main), None);
        request.settings = false;
        assert_eq!(at(&request, Screen::Companion, Menu::Pause), None);
    }

    #[test]
    fn each_size_has_its_own_picture() {
        let combo = FitCombo {
            window: (1280, 800),
            ui_scale: 2.0,
        };
        assert_eq!(
            picture_path(Path::new("out/menu.png"), &combo),
            PathBuf::from("out/menu-1280x800@2.png")
        );
    }
}
