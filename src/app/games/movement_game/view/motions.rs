//! What the movement game's events show on its board: a card played slides the token from
//! its space to the new one; a token brought on, or home, flashes in gold there.

use crate::app::games::movement_game::MovementGameTurns;
use crate::app::session::view::animation::{AnimatedBoard, FlashKind, Motion};
use crate::rules::movement_game::board::Pos;
use crate::rules::movement_game::event::Event;
use crate::rules::movement_game::state::State;
use crate::rules::seat::PlayerId;

/// A token: its player and its place in their row.
pub type TokenOf = (PlayerId, usize);

impl AnimatedBoard for MovementGameTurns {
    type Piece = TokenOf;
    type Cell = Pos;

    fn motions(before: &State, event: &Event) -> Vec<Motion<TokenOf, Pos>> {
        let arrival = |at: Pos| Motion::Flash {
            at,
            kind: FlashKind::Arrival,
        };
        match event {
            Event::CardPlayed {
                player,
                token,
                from,
                to,
                ..
            } => vec![Motion::Slide {
                piece: (*player, *token),
                path: vec![*from, *to],
            }],
            Event::TokenIntroduced { space, .. } => vec![arrival(*space)],
            Event::TokenHome { player, token } => before
                .players
                .get(player.0)
                .and_then(|seat| seat.tokens.get(*token))
                .and_then(|token| token.pos())
                .map(arrival)
                .into_iter()
                .collect(),
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::movement_game::view::test_games::twin_gates_after_set_up;
    use crate::rules::movement_game::state::Token;

    #[test]
    fn a_card_played_slides_its_token_to_where_the_engine_put_it() {
        let mut session = twin_gates_after_set_up();
        for _ in 0..200 {
            let before = session.state.clone();
            let command = session.computer_command().expect("the computer plays on");
            let events = session.execute(command).expect("a legal command");
            for event in &events {
                if let Event::CardPlayed { player, token, .. } = event {
                    let motions = MovementGameTurns::motions(&before, event);
                    let Some(Motion::Slide { piece, path }) = motions.first() else {
                        panic!("{motions:?}");
                    };
                    assert_eq!(*piece, (*player, *token));
                    let now = session.state.players[player.0].tokens[*token];
                    assert!(
                        matches!(now, Token::On(at) | Token::Home(at) if Some(&at) == path.last()),
                        "{now:?} {path:?}"
                    );
                    return;
                }
            }
        }
        panic!("no card played in 200 commands");
    }
}
