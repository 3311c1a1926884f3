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
    if let Some(action) = escape_action(*menu.get(), *screen.get()) {
        actions.write(action);
    }
}

/// What Esc does on `menu` over `screen`: pause a game, resume it, or go back a page (the
/// rules page too, as its Back button does); the title menu stays.
fn escape_action(menu: Menu, screen: Screen) -> Option<MenuAction> {
    match menu {
        Menu::None => screen.pauses().then_some(MenuAction::Pause),
        Menu::Pause => Some(MenuAction::Resume),
        Menu::Picker
        | Menu::Settings
        | Menu::Controls
        | Menu::SavedGames
        | Menu::Join
        | Menu::Correspondence
        | Menu::Rules => Some(MenuAction::Back),
        Menu::Main => None,
    }
}

fn f11_toggles_fullscreen(keys: Res<ButtonInput<KeyCode>>, mut settings: ResMut<Settings>) {
    if keys.just_pressed(KeyCode::F11) {
        settings.fullscreen = !settings.fullscreen;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn esc_goes_back_from_every_page_the_rules_page_too() {
        for page in [
            Menu::Picker,
            Menu::Settings,
            Menu::Controls,
            Menu::SavedGames,
            Menu::Join,
            Menu::Correspondence,
            Menu::Rules,
        ] {
            assert_eq!(
                escape_action(page, Screen::Title),
                Some(MenuAction::Back),
                "{page:?}"
            );
        }
    }

    #[test]
    fn esc_on_the_title_menu_goes_nowhere_and_in_a_game_pauses_and_resumes() {
        assert_eq!(escape_action(Menu::Main, Screen::Title), None);
        assert_eq!(escape_action(Menu::None, Screen::Title), None);
        assert_eq!(
            escape_action(Menu::None, Screen::Companion),
            Some(MenuAction::Pause)
        );
        assert_eq!(
            escape_action(Menu::Pause, Screen::Companion),
            Some(MenuAction::Resume)
        );
    }
}
