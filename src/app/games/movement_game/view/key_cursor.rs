//! The movement game's board by keys: the board cursor (`session::view::board_cursor`) on
//! its spaces, a space's column and row as they are; Enter or Space on a space is a
//! [`SpaceClick`]. It starts on the picked token, else the first token on the board of the
//! player to act, else the first space a click would act on (the set-up's starting spaces);
//! Escape drops the picks. [`keyboard_plugin`] is what the board takes by keys, without a
//! window too (the board cursor, the game's keys, the routing of its clicks).

use bevy::prelude::*;
use bevy_egui::egui;

use super::PANEL_WIDTH;
use super::board::{SpaceLayout, clickable};
use super::keys;
use super::pointer::SpaceClick;
use super::selection::{self, Picks};
use crate::app::games::movement_game::{MovementGameSession, MovementGameTurns};
use crate::app::session::view::board_cursor::{CursorBoard, add_board_cursor};
use crate::app::session::view::cell_clicks::add_cell_routing;
use crate::rules::movement_game::board::Pos;
use crate::rules::movement_game::state::{TOKENS, Token};

/// The cursor's outline: blue, apart from the legal squares' green, the starting spaces'
/// yellow and the sides' red and white, and dark enough on the pale spaces.
const CURSOR: egui::Color32 = egui::Color32::from_rgb(40, 110, 255);

impl CursorBoard for SpaceClick {
    type Game = MovementGameTurns;
    type Picks = Picks;
    type Geometry = Res<'static, SpaceLayout>;
    const COLOUR: egui::Color32 = CURSOR;
    const PANEL_WIDTH: f32 = PANEL_WIDTH;

    fn click(cell: IVec2) -> Self {
        SpaceClick(Pos::new(cell.x, cell.y))
    }

    fn on_board(session: &MovementGameSession, cell: IVec2) -> bool {
        session
            .state
            .board
            .space(Pos::new(cell.x, cell.y))
            .is_some()
    }

    fn start(session: &MovementGameSession, picks: &Picks) -> Option<IVec2> {
        let state = &session.state;
        let acting = state.acting().map(|player| player.0);
        let token_at = |token: usize| match acting
            .and_then(|player| state.players[player].tokens.get(token))
        {
            Some(Token::On(pos)) => Some(*pos),
            _ => None,
        };
        let first_token = || (0..TOKENS).find_map(token_at);
        picks
            .token
            .and_then(token_at)
            .or_else(first_token)
            .or_else(|| clickable(state, picks).first().map(|(pos, ..)| *pos))
            .map(|pos| IVec2::new(pos.x, pos.y))
    }

    fn cancel(picks: &mut Picks) -> bool {
        let picked = *picks != Picks::default();
        *picks = Picks::default();
        picked
    }

    fn outline(cell: IVec2, layout: &Res<SpaceLayout>) -> Vec<egui::Pos2> {
        let rect = egui::Rect::from_min_size(
            layout.origin + egui::vec2(cell.x as f32, cell.y as f32) * layout.size,
            egui::vec2(layout.size, layout.size),
        )
        .shrink(layout.size * 0.04);
        vec![
            rect.left_top(),
            rect.right_top(),
            rect.right_bottom(),
            rect.left_bottom(),
        ]
    }
}

/// What the board takes by keys: the board cursor, the game's keys and the routing of its
/// clicks (the pointer's step 1 is the window's, `pointer`).
pub fn keyboard_plugin(app: &mut App) {
    app.add_plugins((selection::plugin, keys::plugin))
        .init_resource::<SpaceLayout>();
    add_cell_routing::<SpaceClick>(app);
    add_board_cursor::<SpaceClick>(app);
}
