//! Covers over the board: the hand-over between two human players (the board hidden until
//! the next player is ready) and the victory screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::palette;
use super::selection::Selection;
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::{SkirmishSession, SkirmishTurns};
use crate::app::session::view::BoardDrawn;
use crate::app::session::view::hand_over::{self, TurnPassed};
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::state::Phase;

/// Whether the hand-over cover is up, and the human seat that acted last.
pub type HandOver = hand_over::HandOver<SkirmishTurns>;

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::Skirmish).and_then(resource_exists::<SkirmishSession>);
    app.add_systems(Update, drop_selection.run_if(on_board.clone()))
        .add_systems(
            EguiPrimaryContextPass,
            (draw_cover, draw_victory)
                .after(BoardDrawn)
                .run_if(on_board),
        );
}

/// Another player's turn: the previous player's half-made order goes.
fn drop_selection(mut passed: MessageReader<TurnPassed>, mut selection: ResMut<Selection>) {
    if passed.read().count() > 0 {
        selection.cancel();
    }
}

fn draw_cover(
    mut contexts: EguiContexts,
    game: Res<SkirmishSession>,
    mut hand: ResMut<HandOver>,
) -> Result {
    cover(contexts.ctx_mut()?, &game, &mut hand);
    Ok(())
}

/// The cover, if it is up: "Day 2: pass to Blue Moon", in the army's colour.
fn cover(ctx: &egui::Context, game: &SkirmishSession, hand: &mut HandOver) {
    hand_over::draw_cover(ctx, game, hand, |player| {
        let player = &game.state.players[player];
        (
            t!(
                "skirmish-cover-pass-to",
                day = game.state.day,
                player = player.name.as_str()
            ),
            palette::army(player.colour),
            None,
        )
    });
}

fn draw_victory(mut contexts: EguiContexts, game: Res<SkirmishSession>) -> Result {
    let Phase::Over { winner } = game.state.phase else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Victory")
        .title_bar(false)
        .anchor(egui::Align2::CENTER_TOP, [-150.0, 40.0])
        .resizable(false)
        .show(ctx, |ui| {
            victory_contents(ui, &game, winner.map(|seat| seat.0))
        });
    Ok(())
}

/// Who won (or a draw) and on which day, each player's medals, cities and units.
fn victory_contents(ui: &mut egui::Ui, game: &SkirmishSession, winner: Option<usize>) {
    let (title, colour) = match winner {
        Some(player) => (
            t!(
                "skirmish-wins-on-day",
                player = game.state.players[player].name.as_str(),
                day = game.state.day
            ),
            palette::army(game.state.players[player].colour),
        ),
        None => (t!("skirmish-draw"), egui::Color32::WHITE),
    };
    ui.label(egui::RichText::new(title).size(34.0).strong().color(colour));
    for (seat, player) in game.state.players.iter().enumerate() {
        let medals = player.medals;
        let cities = game.state.cities_of(PlayerId(seat));
        let units = game.state.units_of(PlayerId(seat)).count();
        ui.label(if player.defeated {
            t!(
                "skirmish-score-out",
                player = player.name.as_str(),
                medals = medals,
                cities = cities,
                units = units
            )
        } else {
            t!(
                "skirmish-score",
                player = player.name.as_str(),
                medals = medals,
                cities = cities,
                units = units
            )
        });
    }
    ui.label(t!("skirmish-escape-for-menu"));
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, shows};
    use crate::app::games::skirmish::view::test_games::people_at_river_crossing;

    #[test]
    fn the_hand_over_cover_passes_to_the_player_to_act_and_lifts_when_pressed() {
        let game = people_at_river_crossing();
        let mut hand = HandOver::default();
        hand.covered = true;
        let hand = click_on(
            "Day 1: pass to Orange Star — press to continue",
            hand,
            |ui, hand| cover(ui.ctx(), &game, hand),
        );
        assert!(!hand.covered);
    }

    #[test]
    fn the_victory_screen_names_the_winner_and_the_day() {
        let game = people_at_river_crossing();
        assert!(shows("Blue Moon wins on day 1", |ui| {
            victory_contents(ui, &game, Some(1));
        }));
        assert!(shows("A draw", |ui| victory_contents(ui, &game, None)));
    }

    #[test]
    fn the_victory_screen_speaks_german_and_french() {
        use muster_text::{Language, in_language};
        let game = people_at_river_crossing();
        assert!(in_language(Language::German, || {
            shows("Blue Moon gewinnt an Tag 1", |ui| {
                victory_contents(ui, &game, Some(1));
            }) && shows("Unentschieden", |ui| victory_contents(ui, &game, None))
        }));
        assert!(in_language(Language::French, || {
            shows("Match nul", |ui| victory_contents(ui, &game, None))
        }));
    }
}
