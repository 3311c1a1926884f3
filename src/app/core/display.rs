//! The window follows the settings: fullscreen on or off.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode};

use crate::app::core::settings::Settings;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, follow_fullscreen_setting);
}

fn follow_fullscreen_setting(
    settings: Res<Settings>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
) {
    if !settings.is_changed() {
        return;
    }
    let mode = if settings.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    if window.mode != mode {
        window.mode = mode;
    }
}
