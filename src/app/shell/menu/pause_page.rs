//! The pause menu over a game: resume, save, load, watch the replay, settings, back to the
//! title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_pause_menu.run_if(in_state(Menu::Pause)),
    );
}

/// Whether the game under the pause menu keeps a command log to save and replay: every
/// game does; the companion (a real table's timer and rosters) saves its armies on its own
/// page instead.
fn has_saves_and_replays(screen: Screen) -> bool {
    screen != Screen::Companion
}

fn draw_pause_menu(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let saves = has_saves_and_replays(*screen.get());
    show_menu(ctx, "Paused", |ui| {
        ui.vertical_centered(|ui| ui.heading("Paused"));
        if big_button(ui, "Resume (Esc)").clicked() {
            actions.write(MenuAction::Resume);
        }
        if saves {
            ui.columns(2, |columns| {
                if big_button(&mut columns[0], "Save game").clicked() {
                    actions.write(MenuAction::SaveGame);
                }
                if big_button(&mut columns[1], "Load saved game").clicked() {
                    actions.write(MenuAction::LoadGame);
                }
            });
            if big_button(ui, "Watch the replay of this game")
                .on_hover_text("From the first command: forwards, backwards, at any speed")
                .clicked()
            {
                actions.write(MenuAction::WatchReplay);
            }
        }
        if big_button(ui, "Settings").clicked() {
            actions.write(MenuAction::OpenSettings);
        }
        if big_button(ui, "Controls").clicked() {
            actions.write(MenuAction::OpenControls);
        }
        if big_button(ui, "Rules reference").clicked() {
            actions.write(MenuAction::OpenRules);
        }
        if big_button(ui, "Quit to title").clicked() {
            actions.write(MenuAction::QuitToTitle);
        }
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_companion_s_pause_menu_offers_no_save_or_replay_and_the_games_do() {
        assert!(!has_saves_and_replays(Screen::Companion));
        for game in [
            Screen::Table,
            Screen::HexBoard,
            Screen::SquareBoard,
            Screen::MovementBoard,
        ] {
            assert!(has_saves_and_replays(game), "{game:?}");
        }
    }
}
