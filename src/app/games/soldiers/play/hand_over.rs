//! Hot-seat hand-over: when the side to act changes between two human players, a cover
//! hides the whole screen ("Pass to the German player") until clicked, so the next player
//! does not see what the previous one's concealed units were doing. Any change of side
//! also drops the previous player's half-made choices.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::fire_ui::FireDraft;
use super::selection::ChosenUnit;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::{Seat, SoldiersGame};
use crate::rules::soldiers::state::Side;

/// Whether the cover is up, and the side that acted last.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HandOver {
    pub covered: bool,
    pub last_side: Option<Side>,
}

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>);
    app.init_resource::<HandOver>()
        .add_systems(Update, watch_side.run_if(on_board.clone()))
        .add_systems(EguiPrimaryContextPass, draw_cover.run_if(on_board))
        .add_systems(OnExit(Screen::HexBoard), |mut hand: ResMut<HandOver>| {
            *hand = HandOver::default();
        });
}

/// Whether a change from `before` to `now` needs the cover: both sides human, a real
/// change of side.
pub fn needs_cover(seats: [Seat; 2], before: Option<Side>, now: Option<Side>) -> bool {
    let both_human = seats.iter().all(|seat| *seat == Seat::Human);
    both_human && before.is_some() && now.is_some() && before != now
}

fn watch_side(
    game: Res<SoldiersGame>,
    mut hand: ResMut<HandOver>,
    mut chosen: ResMut<ChosenUnit>,
    mut draft: ResMut<FireDraft>,
) {
    let now = game.state.acting_side();
    if now == hand.last_side {
        return;
    }
    if needs_cover(game.seats, hand.last_side, now) {
        hand.covered = true;
    }
    if hand.last_side.is_some() {
        chosen.0 = None;
        *draft = FireDraft::default();
    }
    hand.last_side = now;
}

fn draw_cover(
    mut contexts: EguiContexts,
    game: Res<SoldiersGame>,
    mut hand: ResMut<HandOver>,
) -> Result {
    if !hand.covered {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let name = game
        .state
        .acting_side()
        .map(|side| game.state.players[side.index()].clone())
        .unwrap_or_default();
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("hand over"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let (rect, response) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
            ui.painter()
                .rect_filled(rect, 0.0, egui::Color32::from_rgb(16, 18, 22));
            ui.painter().text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                format!("Pass to the {name} player — press to continue"),
                egui::FontId::proportional(34.0),
                egui::Color32::WHITE,
            );
            if response.clicked() {
                hand.covered = false;
            }
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::ai::Mind;

    #[test]
    fn the_cover_goes_up_only_between_two_humans() {
        let humans = [Seat::Human, Seat::Human];
        let (a, b) = (Some(Side(0)), Some(Side(1)));
        assert!(needs_cover(humans, a, b));
        assert!(!needs_cover(humans, a, a), "the same side goes on");
        assert!(!needs_cover(humans, None, a), "the game's start");
        assert!(!needs_cover(humans, a, None), "the game's end");
        let against = [Seat::Human, Seat::Computer(Mind::General)];
        assert!(!needs_cover(against, a, b));
    }
}
