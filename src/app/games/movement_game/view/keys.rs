//! Keys on the movement game's board, for the person to act: 1 to 9 pick that card of the
//! hand, R rolls the die, D discards the picked card, H discards the whole hand, E ends the
//! turn; each only when the rules allow it, as the panel's buttons (the arrows, Space and
//! Enter are the board cursor's, `key_cursor`). Not under a menu nor while a text field has
//! the keyboard.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::selection::Picks;
use crate::app::core::screens::{Menu, Pause, Screen};
use crate::app::games::movement_game::{MovementGameCommand, MovementGameSession};
use crate::rules::engine::RulesEngine;
use crate::rules::movement_game::command::Command;
use crate::rules::movement_game::engine::MovementGame;

/// The digit keys, slot 0 first.
const DIGITS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        keys.run_if(
            in_state(Screen::MovementGame)
                .and_then(in_state(Menu::None))
                .and_then(resource_exists::<MovementGameSession>)
                .and_then(|pause: Res<State<Pause>>| !pause.get().0)
                .and_then(|egui: Option<Res<EguiWantsInput>>| {
                    !egui.is_some_and(|egui| egui.wants_any_keyboard_input())
                }),
        ),
    );
}

/// What a key asks of the game, the picks as they are: the card picked, or a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyAsk {
    Card(usize),
    Command(Command),
}

/// What the keys pressed this frame ask for, if anything the rules allow.
pub fn key_ask(
    session: &MovementGameSession,
    picks: &Picks,
    pressed: impl Fn(KeyCode) -> bool,
) -> Option<KeyAsk> {
    let player = session.human_to_act()?;
    let state = &session.state;
    if let Some(slot) = DIGITS.iter().position(|key| pressed(*key))
        && slot < state.players[player].hand.len()
    {
        return Some(KeyAsk::Card(slot));
    }
    let command = if pressed(KeyCode::KeyR) {
        Command::Roll
    } else if pressed(KeyCode::KeyH) {
        Command::DiscardHand
    } else if pressed(KeyCode::KeyD) {
        Command::DiscardOne { card: picks.card? }
    } else if pressed(KeyCode::KeyE) {
        Command::EndTurn
    } else {
        return None;
    };
    MovementGame::check(state, &command)
        .is_ok()
        .then_some(KeyAsk::Command(command))
}

fn keys(
    input: Res<ButtonInput<KeyCode>>,
    session: Res<MovementGameSession>,
    mut picks: ResMut<Picks>,
    mut orders: MessageWriter<MovementGameCommand>,
) {
    match key_ask(&session, &picks, |key| input.just_pressed(key)) {
        Some(KeyAsk::Card(slot)) => picks.card = Some(slot),
        Some(KeyAsk::Command(command)) => {
            orders.write(MovementGameCommand::new(command));
            *picks = Picks::default();
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::movement_game::view::test_games::twin_gates_after_set_up;

    #[test]
    fn a_digit_picks_that_card_and_r_rolls_when_the_turn_begins() {
        let session = twin_gates_after_set_up();
        let picks = Picks::default();
        assert_eq!(
            key_ask(&session, &picks, |key| key == KeyCode::Digit2),
            Some(KeyAsk::Card(1))
        );
        assert_eq!(
            key_ask(&session, &picks, |key| key == KeyCode::KeyR),
            Some(KeyAsk::Command(Command::Roll))
        );
    }

    #[test]
    fn a_key_the_rules_refuse_asks_nothing() {
        let session = twin_gates_after_set_up();
        // Before the roll, a card cannot be discarded alone, nor a tenth card picked.
        let picked = Picks {
            card: Some(0),
            token: None,
        };
        assert_eq!(key_ask(&session, &picked, |key| key == KeyCode::KeyD), None);
        assert_eq!(
            key_ask(&session, &picked, |key| key == KeyCode::Digit9),
            None
        );
    }
}
