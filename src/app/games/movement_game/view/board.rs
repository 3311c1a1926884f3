//! The board, painted with egui beside the panel: open and closed spaces, each side's
//! starting spaces ringed in its colour, tokens (home tokens starred), and the legal
//! destinations of the chosen card and token. What a click on a space means is
//! [`click_on`] over the [`clickable`] spaces (pure); the clicks themselves are read apart
//! ([`super::pointer`]), through where the board lies on screen ([`SpaceLayout`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::palette;
use super::selection::Picks;
use super::spaces::PaintedBoard;
use super::{BoardDrawn, PANEL_WIDTH, PanelDrawn};
use crate::app::core::screens::Screen;
use crate::app::games::movement_game::{MovementGameSession, MovementGameTurns};
use crate::app::session::view::animation::{BoardAnimation, flash_colour};
use crate::app::session::view::board_click::Click;
use crate::rules::movement_game::board::Pos;
use crate::rules::movement_game::command::Command;
use crate::rules::movement_game::moves::destination;
use crate::rules::movement_game::state::{Phase, State, Token};
use crate::rules::seat::PlayerId;

/// Where the board's spaces lie on screen, in egui points, as last drawn: space (0, 0)'s
/// top-left corner and a space's side.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct SpaceLayout {
    pub origin: egui::Pos2,
    pub size: f32,
}

impl SpaceLayout {
    /// The square of the space at `pos`.
    pub fn rect_of(&self, pos: Pos) -> egui::Rect {
        egui::Rect::from_min_size(
            self.origin + egui::vec2(pos.x as f32 * self.size, pos.y as f32 * self.size),
            egui::vec2(self.size, self.size),
        )
    }

    /// The space under `point` (on the board or not).
    pub fn space_at(&self, point: egui::Pos2) -> Pos {
        let local = (point - self.origin) / self.size.max(1e-3);
        Pos::new(local.x.floor() as i32, local.y.floor() as i32)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SpaceLayout>().add_systems(
        EguiPrimaryContextPass,
        draw_board.in_set(BoardDrawn).after(PanelDrawn).run_if(
            in_state(Screen::MovementGame).and_then(resource_exists::<MovementGameSession>),
        ),
    );
}

/// What clicking a space would do now, with the command.
pub fn clickable(state: &State, picks: &Picks) -> Vec<(Pos, Command, egui::Color32, String)> {
    let mut found = Vec::new();
    match state.phase {
        Phase::ChooseStart { chooser } => {
            let player = state.across(chooser);
            for space in state.own_starts(player) {
                if state.token_at(space).is_none() {
                    found.push((
                        space,
                        Command::ChooseStart { space },
                        palette::PLACE,
                        String::new(),
                    ));
                }
            }
        }
        Phase::Moving { player, rolled } => {
            if let (Some(card), Some(token)) = (picks.card, picks.token)
                && let (Some(played), Some(Token::On(from))) = (
                    state.players[player].hand.get(card),
                    state.players[player].tokens.get(token),
                )
            {
                for steps in 1..=rolled.left {
                    if let Ok(to) = destination(state, player, *from, *played, steps) {
                        found.push((
                            to,
                            Command::Play { card, token, steps },
                            palette::LEGAL,
                            steps.to_string(),
                        ));
                    }
                }
            }
            let can_place = rolled.value == 3
                && rolled.cards_played == 0
                && state.players[player].tokens.contains(&Token::Off);
            if let (true, Some(discard)) = (can_place, picks.card) {
                for space in state.own_starts(player) {
                    if state.token_at(space).is_none() {
                        found.push((
                            space,
                            Command::Introduce { space, discard },
                            palette::PLACE,
                            "new".into(),
                        ));
                    }
                }
            }
        }
        _ => {}
    }
    found
}

/// A click on `pos` with `picks` made, for the person to act (`human`; `None`: nobody
/// here may act): the command of a lit space, else one of their tokens picked.
pub fn click_on(
    state: &State,
    human: Option<usize>,
    picks: &Picks,
    pos: Pos,
) -> Click<Command, Picks> {
    let Some(player) = human else {
        return Click::picks(*picks);
    };
    if let Some((_, command, _, _)) = clickable(state, picks)
        .into_iter()
        .find(|(at, ..)| *at == pos)
    {
        return Click::command(command, Picks::default());
    }
    let mut picks = *picks;
    if let Some((owner, token)) = state.token_at(pos)
        && owner == PlayerId(player)
    {
        picks.token = Some(token);
    }
    Click::picks(picks)
}

fn draw_board(
    mut contexts: EguiContexts,
    session: Res<MovementGameSession>,
    picks: Res<Picks>,
    mut layout: ResMut<SpaceLayout>,
    animation: Res<BoardAnimation<MovementGameTurns>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = &session.state;
    let screen = ctx.content_rect();
    let area = crate::app::core::ui::widgets::board_area(screen, PANEL_WIDTH);
    let human = session.human_to_act();
    let targets = if human.is_some() {
        clickable(state, &picks)
    } else {
        Vec::new()
    };
    // Painted on the background layer, claimed by no egui area: a press on the board
    // reaches the core's pointer messages (panels over it still take theirs).
    let painter = ctx
        .layer_painter(egui::LayerId::background())
        .with_clip_rect(area);
    let painted = PaintedBoard {
        width: state.board.width,
        height: state.board.height,
        space: &|pos| state.board.space(pos),
        seated: &|side| state.seated(side),
    }
    .paint(&painter, area);
    layout.set_if_neq(painted);
    let size = painted.size;
    let rect_of = |pos: Pos| painted.rect_of(pos);
    for (pos, _, colour, label) in &targets {
        let rect = rect_of(*pos).shrink(3.0);
        painter.rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(size * 0.08, *colour),
            egui::StrokeKind::Inside,
        );
        painter.text(
            rect.left_top() + egui::vec2(4.0, 2.0),
            egui::Align2::LEFT_TOP,
            label,
            egui::FontId::proportional(size * 0.22),
            egui::Color32::BLACK,
        );
    }
    for (player, seat) in state.players.iter().enumerate() {
        for (index, token) in seat.tokens.iter().enumerate() {
            let Some(pos) = token.pos() else {
                continue;
            };
            let centre = animation
                .slide_of((PlayerId(player), index))
                .map_or(rect_of(pos).center(), |slide| {
                    slide.point(|at| rect_of(*at).center().to_vec2()).to_pos2()
                });
            let picked = human == Some(player) && picks.token == Some(index);
            painter.circle_filled(
                centre + egui::vec2(2.0, 2.0),
                size * 0.3,
                egui::Color32::from_black_alpha(80),
            );
            painter.circle_filled(centre, size * 0.3, palette::side(seat.side));
            painter.circle_stroke(
                centre,
                size * 0.3,
                egui::Stroke::new(
                    if picked { 4.0 } else { 1.5 },
                    if picked {
                        palette::LEGAL
                    } else {
                        egui::Color32::GRAY
                    },
                ),
            );
            let label = if matches!(token, Token::Home(_)) {
                "★".to_string()
            } else {
                (index + 1).to_string()
            };
            painter.text(
                centre,
                egui::Align2::CENTER_CENTER,
                label,
                egui::FontId::proportional(size * 0.32),
                palette::on_side(seat.side),
            );
        }
    }
    for (at, kind, strength) in animation.flashes() {
        painter.circle_filled(
            rect_of(at).center(),
            size * (0.36 + 0.1 * strength),
            flash_colour(kind, strength),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::movement_game::view::test_games::twin_gates_after_set_up;

    /// The player to act and a space holding one of their tokens.
    fn own_token(state: &State) -> (usize, Pos) {
        let player = state.acting().expect("a player to act").0;
        let at = state.players[player]
            .tokens
            .iter()
            .find_map(|token| token.pos())
            .expect("a token on the board");
        (player, at)
    }

    #[test]
    fn a_click_on_your_token_picks_it_and_on_a_lit_space_plays_there() {
        // Played on until the player to act has rolled and a card and token of theirs move.
        let mut session = twin_gates_after_set_up();
        for _ in 0..300 {
            let state = &session.state;
            if let Phase::Moving { player, .. } = state.phase {
                for (token, at) in state.players[player]
                    .tokens
                    .iter()
                    .enumerate()
                    .filter_map(|(index, token)| Some((index, token.pos()?)))
                {
                    let with_card = Picks {
                        card: Some(0),
                        token: None,
                    };
                    let picked = click_on(state, Some(player.0), &with_card, at);
                    if picked.picks.token != Some(token) {
                        continue;
                    }
                    assert_eq!(picked.command, None, "a token picked, nothing played");
                    let Some((to, command, _, _)) =
                        clickable(state, &picked.picks).into_iter().next()
                    else {
                        continue;
                    };
                    let played = click_on(state, Some(player.0), &picked.picks, to);
                    assert_eq!(played.command, Some(command));
                    assert_eq!(played.picks, Picks::default(), "the picks go with the move");
                    return;
                }
            }
            let command = session.computer_command().expect("the computer plays on");
            session.execute(command).expect("a legal command");
        }
        panic!("no token could move in 300 commands");
    }

    #[test]
    fn a_click_with_nobody_here_to_act_does_nothing() {
        let session = twin_gates_after_set_up();
        let (_, at) = own_token(&session.state);
        let picks = Picks::default();
        let click = click_on(&session.state, None, &picks, at);
        assert_eq!((click.command, click.picks), (None, picks));
    }

    #[test]
    fn a_point_inside_a_space_is_that_space() {
        let layout = SpaceLayout {
            origin: egui::pos2(10.0, 20.0),
            size: 30.0,
        };
        assert_eq!(layout.space_at(egui::pos2(75.0, 115.0)), Pos::new(2, 3));
    }
}
