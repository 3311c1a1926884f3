//! Player settings (language, fullscreen, UI scale, volume, side colours, second mouse), kept in the
//! platform's config folder and written atomically a moment after each change.

use std::path::{Path, PathBuf};
use std::time::Duration;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::files::{self, RonRead};

/// What a player can set. Missing fields take their defaults, so older files still load.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub fullscreen: bool,
    /// Size of menus and panels: 1.0 at a desk, up to 3.0 for a screen across a room.
    pub ui_scale: f32,
    /// Master volume, 0.0 (silent) to 1.0.
    pub volume: f32,
    /// Side colours chosen to stay distinct with every common colour-vision deficiency.
    pub colour_blind_safe: bool,
    /// A second mouse, where the system reports mice apart, may be player 2's pointer (once
    /// clicked with). Off by default: a player alone with a touchpad and a mouse keeps both.
    pub second_mouse: bool,
    /// The language chosen on the Settings page; `None` speaks the system's language.
    pub language: Option<muster_text::Language>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            fullscreen: false,
            ui_scale: 1.0,
            volume: 0.8,
            colour_blind_safe: false,
            second_mouse: false,
            language: None,
        }
    }
}

impl Settings {
    pub const UI_SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.75..=3.0;

    /// Bring every value into its allowed range (a hand-edited file may hold anything).
    pub fn clamped(mut self) -> Self {
        let (low, high) = (*Self::UI_SCALE_RANGE.start(), *Self::UI_SCALE_RANGE.end());
        self.ui_scale = if self.ui_scale.is_finite() {
            self.ui_scale.clamp(low, high)
        } else {
            1.0
        };
        self.volume = if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            0.8
        };
        self
    }
}

/// Where the settings live: `<config folder>/settings.ron`.
#[derive(Resource, Debug, Clone)]
pub struct SettingsFile(pub PathBuf);

/// The outcome of reading a settings file.
#[derive(Debug, PartialEq)]
pub struct LoadedSettings {
    pub settings: Settings,
    /// Said to the player when the file could not be used (and where the old one went).
    pub notice: Option<String>,
}

/// Read settings from `path`. A missing file gives the defaults; a damaged one is moved
/// aside to `settings.ron.broken` (never lost, never overwritten) and the defaults are used.
pub fn load_settings(path: &Path) -> LoadedSettings {
    match files::read_ron_or_set_aside::<Settings>(path) {
        RonRead::Missing => LoadedSettings {
            settings: Settings::default(),
            notice: None,
        },
        RonRead::Loaded(settings) => LoadedSettings {
            settings: settings.clamped(),
            notice: None,
        },
        RonRead::Damaged(problem) => LoadedSettings {
            settings: Settings::default(),
            notice: Some(muster_text::t!(
                "app-settings-damaged",
                problem = problem.to_string()
            )),
        },
    }
}

/// Write settings to `path` atomically.
pub fn save_settings(path: &Path, settings: &Settings) -> std::io::Result<()> {
    files::write_ron(path, settings)
}

/// How long after the last change the settings are written (a slider drag is one write).
const SAVE_DELAY: Duration = Duration::from_millis(500);

#[derive(Resource, Default)]
struct PendingSave(Option<Timer>);

pub(crate) fn plugin(app: &mut App) {
    // Tests insert their own file; a real run uses the platform's config folder.
    let file = app
        .world()
        .get_resource::<SettingsFile>()
        .cloned()
        .unwrap_or_else(|| SettingsFile(files::config_dir().join("settings.ron")));
    let loaded = load_settings(&file.0);
    if let Some(notice) = loaded.notice {
        warn!("{notice}");
        app.world_mut()
            .get_resource_or_init::<Notices>()
            .push(notice);
    }
    app.insert_resource(loaded.settings)
        .insert_resource(file)
        .init_resource::<PendingSave>()
        .add_systems(
            Update,
            (schedule_save, save_when_due)
                .chain()
                .in_set(AppSystems::TickTimers),
        );
}

fn schedule_save(settings: Res<Settings>, mut pending: ResMut<PendingSave>) {
    if settings.is_changed() && !settings.is_added() {
        pending.0 = Some(Timer::new(SAVE_DELAY, TimerMode::Once));
    }
}

fn save_when_due(
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    file: Res<SettingsFile>,
    mut pending: ResMut<PendingSave>,
    mut notices: ResMut<Notices>,
) {
    let Some(timer) = pending.0.as_mut() else {
        return;
    };
    if !timer.tick(time.delta()).is_finished() {
        return;
    }
    pending.0 = None;
    if let Err(error) = save_settings(&file.0, &settings) {
        let message = muster_text::t!(
            "app-settings-not-saved",
            file = file.0.display().to_string(),
            error = error.to_string()
        );
        warn!("{message}");
        notices.push(message);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("muster-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn settings_round_trip_through_the_file() {
        let dir = scratch("round");
        let path = dir.join("settings.ron");
        let settings = Settings {
            fullscreen: true,
            ui_scale: 2.0,
            volume: 0.25,
            colour_blind_safe: true,
            second_mouse: true,
            language: Some(muster_text::Language::French),
        };
        save_settings(&path, &settings).unwrap();
        assert_eq!(load_settings(&path).settings, settings);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_missing_file_gives_the_defaults_quietly() {
        let loaded = load_settings(Path::new("/no/such/muster/settings.ron"));
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.notice, None);
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_named_with_line_and_column() {
        let dir = scratch("damaged");
        let path = dir.join("settings.ron");
        std::fs::write(&path, "(\n  ui_scale: big,\n)").unwrap();
        let loaded = load_settings(&path);
        assert_eq!(loaded.settings, Settings::default());
        let notice = loaded.notice.unwrap();
        assert!(notice.contains("settings.ron:2:"), "{notice}");
        assert!(notice.contains("settings.ron.broken"), "{notice}");
        assert_eq!(
            std::fs::read_to_string(dir.join("settings.ron.broken")).unwrap(),
            "(\n  ui_scale: big,\n)",
            "the player's file is kept, not lost"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn out_of_range_values_are_clamped_and_missing_ones_default() {
        let dir = scratch("clamp");
        let path = dir.join("settings.ron");
        std::fs::write(&path, "(ui_scale: 40.0, volume: -2.0)").unwrap();
        let loaded = load_settings(&path).settings;
        assert_eq!(loaded.ui_scale, 3.0);
        assert_eq!(loaded.volume, 0.0);
        assert!(!loaded.fullscreen);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
