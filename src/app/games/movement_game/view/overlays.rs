//! Covers over the board: the hand-over between human players (their hands are face up, so
//! it only says whose turn it is) and the win.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::palette;
use super::selection::Picks;
use crate::app::core::screens::Screen;
use crate::app::games::movement_game::{MovementGameSession, MovementGameTurns};
use crate::app::session::view::BoardDrawn;
use crate::app::session::view::hand_over::{self, TurnPassed};
use crate::rules::movement_game::state::Phase;

/// Whether the hand-over cover is up, and the human seat that acted last.
pub type HandOver = hand_over::HandOver<MovementGameTurns>;

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::MovementGame).and_then(resource_exists::<MovementGameSession>);
    app.add_systems(Update, drop_picks.run_if(on_board.clone()))
        .add_systems(
            EguiPrimaryContextPass,
            (draw_cover, draw_win).after(BoardDrawn).run_if(on_board),
        );
}

/// Another player's turn: the previous player's picks go.
fn drop_picks(mut passed: MessageReader<TurnPassed>, mut picks: ResMut<Picks>) {
    if passed.read().count() > 0 {
        *picks = Picks::default();
    }
}

fn draw_cover(
    mut contexts: EguiContexts,
    session: Res<MovementGameSession>,
    mut hand: ResMut<HandOver>,
) -> Result {
    cover(contexts.ctx_mut()?, &session, &mut hand);
    Ok(())
}

/// The cover, if it is up: "North's turn", under a disc of North's colour.
fn cover(ctx: &egui::Context, session: &MovementGameSession, hand: &mut HandOver) {
    hand_over::draw_cover(ctx, session, hand, |player| {
        let player = &session.state.players[player];
        (
            t!("movement-cover-turn", player = player.name.as_str()),
            egui::Color32::WHITE,
            Some(palette::side(player.side)),
        )
    });
}

fn draw_win(mut contexts: EguiContexts, session: Res<MovementGameSession>) -> Result {
    let Phase::Over { winner } = session.state.phase else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Winner")
        .title_bar(false)
        .anchor(egui::Align2::CENTER_TOP, [-180.0, 40.0])
        .resizable(false)
        .show(ctx, |ui| win_contents(ui, &session, winner.0));
    Ok(())
}

/// The winner, in their colour, and after how many turns.
fn win_contents(ui: &mut egui::Ui, session: &MovementGameSession, winner: usize) {
    let player = &session.state.players[winner];
    ui.label(
        egui::RichText::new(t!(
            "movement-win",
            player = player.name.as_str(),
            turns = session.state.turns
        ))
        .size(34.0)
        .strong()
        .color(palette::side(player.side)),
    );
    ui.label(t!("movement-win-home"));
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, shows};
    use crate::app::games::movement_game::view::test_games::twin_gates_after_set_up;

    #[test]
    fn the_hand_over_cover_names_the_player_to_act_and_lifts_when_pressed() {
        let session = twin_gates_after_set_up();
        let player = session.state.acting().expect("a player to act");
        let words = format!(
            "{}'s turn — press to continue",
            session.state.players[player].name
        );
        let mut hand = HandOver::default();
        hand.covered = true;
        let hand = click_on(&words, hand, |ui, hand| cover(ui.ctx(), &session, hand));
        assert!(!hand.covered);
    }

    #[test]
    fn the_win_screen_names_the_winner() {
        let session = twin_gates_after_set_up();
        let words = format!(
            "{} wins after {} turns",
            session.state.players[1].name, session.state.turns
        );
        assert!(shows(&words, |ui| win_contents(ui, &session, 1)));
    }

    #[test]
    fn the_win_screen_speaks_german() {
        use muster_text::{Language, in_language};
        let session = twin_gates_after_set_up();
        let turns = session.state.turns;
        let words = format!(
            "{} gewinnt nach {turns} {}",
            session.state.players[1].name,
            if turns == 1 { "Zug" } else { "Zügen" }
        );
        assert!(in_language(Language::German, || {
            shows(&words, |ui| win_contents(ui, &session, 1))
                && shows(
                    "Alle vier Spielsteine sind im Ziel. Esc für das Menü.",
                    |ui| win_contents(ui, &session, 1),
                )
        }));
    }
}
