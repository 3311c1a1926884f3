//! Covers over the board: the hand-over between two human players (the board hidden until
//! the next player is ready) and the victory screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::board::human_to_act;
use super::palette;
use super::selection::Selection;
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::{SkirmishGame, SkirmishSeat};
use crate::rules::skirmish::state::Phase;

/// Whether the hand-over cover is up, and the human seat that acted last.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HandOver {
    pub covered: bool,
    pub last_human: Option<usize>,
}

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::SquareBoard).and_then(resource_exists::<SkirmishGame>);
    app.init_resource::<HandOver>()
        .add_systems(Update, watch_seat.run_if(on_board.clone()))
        .add_systems(
            EguiPrimaryContextPass,
            (draw_cover, draw_victory)
                .after(super::BoardDrawn)
                .run_if(on_board),
        )
        .add_systems(OnExit(Screen::SquareBoard), |mut hand: ResMut<HandOver>| {
            *hand = HandOver::default();
        });
}

/// Whether a change to `now` needs the cover: two or more human seats and another human.
pub fn needs_cover(seats: &[SkirmishSeat], before: Option<usize>, now: Option<usize>) -> bool {
    let humans = seats
        .iter()
        .filter(|seat| **seat == SkirmishSeat::Human)
        .count();
    humans >= 2 && before.is_some() && now.is_some() && before != now
}

fn watch_seat(
    game: Res<SkirmishGame>,
    mut hand: ResMut<HandOver>,
    mut selection: ResMut<Selection>,
) {
    let now = human_to_act(&game);
    let Some(seat) = now else {
        return;
    };
    if Some(seat) == hand.last_human {
        return;
    }
    if needs_cover(&game.seats, hand.last_human, now) {
        hand.covered = true;
    }
    if hand.last_human.is_some() {
        // Another human's turn: the previous player's half-made order goes.
        selection.cancel();
    }
    hand.last_human = now;
}

fn draw_cover(
    mut contexts: EguiContexts,
    game: Res<SkirmishGame>,
    mut hand: ResMut<HandOver>,
) -> Result {
    if !hand.covered {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Some(player) = game.state.acting() else {
        hand.covered = false;
        return Ok(());
    };
    let screen = ctx.content_rect();
    let colour = palette::army(game.state.players[player].colour);
    egui::Area::new(egui::Id::new("skirmish hand over"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let (rect, response) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
            ui.painter()
                .rect_filled(rect, 0.0, egui::Color32::from_rgb(16, 18, 22));
            ui.painter().text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                format!(
                    "Day {}: pass to {} — press to continue",
                    game.state.day, game.state.players[player].name
                ),
                egui::FontId::proportional(34.0),
                colour,
            );
            if response.clicked() {
                hand.covered = false;
            }
        });
    Ok(())
}

fn draw_victory(mut contexts: EguiContexts, game: Res<SkirmishGame>) -> Result {
    let Phase::Over { winner } = game.state.phase else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let (title, colour) = match winner {
        Some(player) => (
            format!(
                "{} wins on day {}",
                game.state.players[player].name, game.state.day
            ),
            palette::army(game.state.players[player].colour),
        ),
        None => ("A draw".to_string(), egui::Color32::WHITE),
    };
    egui::Window::new("Victory")
        .title_bar(false)
        .anchor(egui::Align2::CENTER_TOP, [-150.0, 40.0])
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(title).size(34.0).strong().color(colour));
            for (seat, player) in game.state.players.iter().enumerate() {
                ui.label(format!(
                    "{}: {} medals, {} cities, {} units{}",
                    player.name,
                    player.medals,
                    game.state.cities_of(seat),
                    game.state.units_of(seat).count(),
                    if player.defeated { " — out" } else { "" }
                ));
            }
            ui.label("Escape for the menu.");
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cover_goes_up_only_between_two_human_seats() {
        use SkirmishSeat::{Computer, Human};
        assert!(needs_cover(&[Human, Human, Computer], Some(0), Some(1)));
        assert!(!needs_cover(&[Human, Computer], Some(0), Some(0)));
        assert!(!needs_cover(&[Human, Computer, Computer], Some(0), Some(0)));
        assert!(
            !needs_cover(&[Human, Human], None, Some(0)),
            "the game's start"
        );
    }
}
