//! Hot-seat hand-over in Soldiers: the session's cover ("Pass to the German player"), so
//! the next player does not see what the previous one's concealed units were doing; any
//! change of side also drops the previous player's half-made choices. The engine skips
//! fire and charge steps in which the side to act can do nothing (`flow::begin_fire_steps`),
//! so the cover goes up only for a player who has something to do.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::fire_ui::FireDraft;
use super::selection::ChosenUnit;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::{SoldiersSession, SoldiersTurns};
use crate::app::session::view::hand_over::{self, TurnPassed};

/// Whether the cover is up, and the side that acted last.
pub type HandOver = hand_over::HandOver<SoldiersTurns>;

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>);
    app.add_systems(Update, drop_choices.run_if(on_board.clone()))
        .add_systems(EguiPrimaryContextPass, draw_cover.run_if(on_board));
}

fn drop_choices(
    mut passed: MessageReader<TurnPassed>,
    mut chosen: ResMut<ChosenUnit>,
    mut draft: ResMut<FireDraft>,
) {
    if passed.read().count() > 0 {
        chosen.0 = None;
        *draft = FireDraft::default();
    }
}

fn draw_cover(
    mut contexts: EguiContexts,
    game: Res<SoldiersSession>,
    mut hand: ResMut<HandOver>,
) -> Result {
    cover(contexts.ctx_mut()?, &game, &mut hand);
    Ok(())
}

/// The cover, if it is up: "Pass to the German player".
fn cover(ctx: &egui::Context, game: &SoldiersSession, hand: &mut HandOver) {
    hand_over::draw_cover(ctx, game, hand, |side| {
        let name = &game.state.players[side];
        (
            t!("soldiers-cover-pass-to", side = name.as_str()),
            egui::Color32::WHITE,
            None,
        )
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::soldiers::play::test_games::opened;

    #[test]
    fn the_hand_over_cover_passes_to_the_side_to_act_and_lifts_when_pressed() {
        let game = opened("01_brunstatt.ron");
        let side = game.state.acting_side().expect("a side deploys");
        let words = format!(
            "Pass to the {} player — press to continue",
            game.state.players[side.index()]
        );
        let mut hand = HandOver::default();
        hand.covered = true;
        let hand = click_on(&words, hand, |ui, hand| cover(ui.ctx(), &game, hand));
        assert!(!hand.covered);
    }
}
