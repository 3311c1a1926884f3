//! The viewing options' keys, on every screen: F9 turns captions on and off, F10 the
//! big-screen layout (no game binds either; F11 is fullscreen). The Controls page lists them.

use bevy::prelude::*;

use super::view_options::ViewOptions;
use crate::app::core::system_sets::AppSystems;

/// Turns captions on and off.
pub const CAPTIONS_KEY: KeyCode = KeyCode::F9;
/// Turns the big-screen layout on and off.
pub const BIG_SCREEN_KEY: KeyCode = KeyCode::F10;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ViewOptions>()
        .add_systems(Update, toggle_by_keys.in_set(AppSystems::RecordInput));
}

fn toggle_by_keys(keys: Option<Res<ButtonInput<KeyCode>>>, mut view: ResMut<ViewOptions>) {
    let Some(keys) = keys else {
        return;
    };
    let mut next = *view;
    if keys.just_pressed(CAPTIONS_KEY) {
        next.captions = !next.captions;
    }
    if keys.just_pressed(BIG_SCREEN_KEY) {
        next.big_screen = !next.big_screen;
    }
    view.set_if_neq(next);
}
