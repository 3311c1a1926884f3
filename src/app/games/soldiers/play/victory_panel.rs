//! The end of a Soldiers game: the winner and why, each condition's progress, and the way
//! back to the title.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::Screen;
use crate::app::core::ui::widgets::big_button;
use crate::app::games::soldiers::SoldiersSession;
use crate::rules::soldiers::state::{Phase, State};
use crate::rules::soldiers::victory::{evaluate, progress};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_victory
            .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
    );
}

fn draw_victory(
    mut contexts: EguiContexts,
    game: Res<SoldiersSession>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let state = &game.state;
    if state.phase != Phase::Over {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let asked = egui::Window::new(t!("soldiers-game-over"))
        .id(egui::Id::new("soldiers game over"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .show(ctx, |ui| victory_contents(ui, state))
        .and_then(|shown| shown.inner)
        .flatten();
    if let Some(action) = asked {
        actions.write(action);
    }
    Ok(())
}

/// The winner and why, the turns played, each condition's progress and the way back to the
/// title; what was asked for.
fn victory_contents(ui: &mut egui::Ui, state: &State) -> Option<MenuAction> {
    let (winner, reason) = evaluate(state);
    let headline = match winner {
        Some(side) => t!(
            "soldiers-victory-of",
            side = state.players[side.index()].as_str()
        ),
        None => t!("soldiers-no-victory"),
    };
    ui.label(egui::RichText::new(headline).size(34.0).strong());
    ui.label(egui::RichText::new(reason).size(18.0));
    ui.add_space(8.0);
    ui.label(t!(
        "soldiers-turns-played",
        count = state.last_turn.min(state.turn)
    ));
    for line in progress(state) {
        ui.label(line);
    }
    ui.add_space(8.0);
    big_button(ui, &t!("soldiers-back-to-title"))
        .clicked()
        .then_some(MenuAction::QuitToTitle)
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, shows};
    use crate::app::games::soldiers::play::test_games::opened;
    use crate::rules::soldiers::state::{State, StateData};

    #[test]
    fn the_victory_screen_names_the_result_and_goes_back_to_the_title() {
        // A game over, staged as a new game from edited data (only `apply` changes a game).
        let mut data = StateData::clone(&opened("01_brunstatt.ron").state);
        data.phase = Phase::Over;
        let state = State::from(data);
        let (_, reason) = evaluate(&state);
        assert!(shows(&reason, |ui| {
            victory_contents(ui, &state);
        }));
        assert_eq!(
            click("Back to the title menu", |ui| victory_contents(ui, &state)),
            vec![MenuAction::QuitToTitle]
        );
    }
}
