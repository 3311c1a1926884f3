//! Menu keys: Esc (or a gamepad's Select: View, Create, −) pauses a game or goes back a
//! page; F11 toggles fullscreen.

use bevy::prelude::*;

use crate::app::core::input::input_prompts::PAUSE;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::settings::Settings;
use crate::app::core::system_sets::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            escape_goes_back.in_set(AppSystems::RecordInput),
            f11_toggles_fullscreen.in_set(AppSystems::Update),
        ),
    );
}

fn escape_goes_back(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    menu: Res<State<Menu>>,
    screen: Res<State<Screen>>,
    mut actions: MessageWriter<MenuAction>,
    demo: Option<Res<crate::app::shell::demo::DemoMode>>,
) {
    // In the demo, Esc is one of the keys that offer the game to the players.
    if !PAUSE.just_pressed(&keys, pads) || demo.is_some() {
        return;
    }
    let action = match menu.get() {
        Menu::None => screen.get().pauses().then_some(MenuAction::Pause),
        Menu::Pause => Some(MenuAction::Resume),
        Menu::Picker | Menu::Settings | Menu::Controls | Menu::SavedGames | Menu::Join => {
            Some(MenuAction::Back)
        }
        // The title menu stays; the rules page has its own Back.
        Menu::Main | Menu::Rules => None,
    };
    if let Some(action) = action {
        actions.write(action);
    }
}

fn f11_toggles_fullscreen(keys: Res<ButtonInput<KeyCode>>, mut settings: ResMut<Settings>) {
    if keys.just_pressed(KeyCode::F11) {
        settings.fullscreen = !settings.fullscreen;
    }
}
