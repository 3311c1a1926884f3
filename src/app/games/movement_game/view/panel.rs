//! The right-hand panel: whose turn and the die, every player's hand face up (the player to
//! act picks a card from theirs), Roll / Discard hand / Discard card / End turn, the seats,
//! Undo / Save / Load, and the log.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::palette;
use super::selection::Picks;
use super::{PANEL_WIDTH, PanelDrawn};
use crate::app::core::screens::Screen;
use crate::app::core::ui::widgets::die_face;
use crate::app::games::movement_game::{
    MovementGameCommand, MovementGameSession, MovementGameTurns,
};
use crate::app::session::since_last_turn::SinceOffer;
use crate::app::session::view::buttons::{SessionButton, SessionRequests, session_row};
use crate::app::session::view::log_panel::draw_log;
use crate::app::session::view::seat_toggle::seat_toggle;
use crate::app::session::view::side_panel::{LogRoom, side_panel};
use crate::rules::engine::RulesEngine;
use crate::rules::movement_game::command::Command;
use crate::rules::movement_game::engine::MovementGame;
use crate::rules::movement_game::moves::plays;
use crate::rules::movement_game::state::{Phase, State, Token};
use crate::rules::seat::PlayerId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_panel.in_set(PanelDrawn).run_if(
            in_state(Screen::MovementGame).and_then(resource_exists::<MovementGameSession>),
        ),
    );
}

/// What the player to act should do now, in words.
pub fn prompt(state: &State) -> String {
    match state.phase {
        Phase::ChooseStart { chooser } => t!(
            "movement-prompt-choose-start",
            chooser = state.players[chooser].name.as_str(),
            player = state.players[state.across(chooser)].name.as_str()
        ),
        Phase::Choose { player } => t!(
            "movement-prompt-roll-or-discard",
            player = state.players[player].name.as_str()
        ),
        Phase::Moving { player, rolled } => {
            let mut words = t!(
                "movement-prompt-rolled",
                player = state.players[player].name.as_str(),
                value = rolled.value,
                left = rolled.left
            );
            if rolled.value == 3
                && rolled.cards_played == 0
                && state.players[player].tokens.contains(&Token::Off)
            {
                words.push(' ');
                words.push_str(&t!("movement-prompt-or-new-token"));
            }
            if plays(state, player, rolled.left).is_empty() {
                words.push(' ');
                words.push_str(&t!("movement-prompt-no-play"));
            }
            if rolled.cards_played == 0 {
                words.push(' ');
                words.push_str(&t!("movement-prompt-discards-one"));
            }
            words
        }
        Phase::Over { winner } => t!(
            "movement-prompt-wins",
            player = state.players[winner].name.as_str()
        ),
    }
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut session: ResMut<MovementGameSession>,
    mut picks: ResMut<Picks>,
    mut orders: MessageWriter<MovementGameCommand>,
    mut requests: SessionRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let room = LogRoom {
        share: 0.22,
        resizable: false,
    };
    let log = session.log.clone();
    let since = requests.since_offer();
    let mut asked = Vec::new();
    let mut pressed = None;
    side_panel(
        ctx,
        &t!("movement-title"),
        PANEL_WIDTH,
        room,
        false,
        |ui| draw_log(ui, "movement log", &log, |_, _, text| text),
        |ui| pressed = body(ui, &mut session, &mut picks, &mut asked, since),
    );
    if let Some(button) = pressed {
        requests.send(button);
    }
    orders.write_batch(asked.into_iter().map(MovementGameCommand::new));
    Ok(())
}

/// The panel above the log: the board and turn, the die and what to do, the hands, the
/// game's buttons and the session's. The commands asked for go into `asked`, the session
/// button pressed comes back.
fn body(
    ui: &mut egui::Ui,
    session: &mut MovementGameSession,
    picks: &mut Picks,
    asked: &mut Vec<Command>,
    since: SinceOffer,
) -> Option<SessionButton> {
    let state = session.state.clone();
    ui.label(
        egui::RichText::new(t!(
            "movement-board-turn",
            board = state.board.name.as_str(),
            turn = state.turns + 1
        ))
        .size(22.0)
        .strong(),
    );
    ui.horizontal(|ui| {
        if let Phase::Moving { rolled, .. } = state.phase {
            die_face(ui, rolled.value, 44.0);
        }
        ui.add(egui::Label::new(egui::RichText::new(prompt(&state)).size(16.0)).wrap());
    });
    ui.separator();
    let human = session.human_to_act();
    hands(ui, session, human, picks);
    ui.separator();
    buttons(ui, session, human, picks, asked);
    // Wrapped: in German and French the three words outgrow a narrow panel.
    ui.horizontal_wrapped(|ui| {
        let pressed = session_row(ui, session.can_undo(), since, egui::Vec2::ZERO);
        if pressed.is_some_and(SessionButton::changes_game) {
            *picks = Picks::default();
        }
        pressed
    })
    .inner
}

fn hands(
    ui: &mut egui::Ui,
    session: &mut MovementGameSession,
    human: Option<usize>,
    picks: &mut Picks,
) {
    let state = session.state.clone();
    for (seat, player) in state.players.iter().enumerate() {
        let to_act = state.acting() == Some(PlayerId(seat));
        ui.horizontal_wrapped(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), 8.0, palette::side(player.side));
            ui.painter().circle_stroke(
                rect.center(),
                8.0,
                egui::Stroke::new(1.0, egui::Color32::GRAY),
            );
            let name = if to_act {
                format!("▶ {}", player.name)
            } else {
                player.name.clone()
            };
            ui.label(egui::RichText::new(name).strong());
            let home = player
                .tokens
                .iter()
                .filter(|token| matches!(token, Token::Home(_)))
                .count();
            let off = player
                .tokens
                .iter()
                .filter(|token| **token == Token::Off)
                .count();
            ui.label(t!("movement-tokens-home-off", home = home, off = off));
            seat_toggle::<MovementGameTurns>(ui, &mut session.seats[seat]);
        });
        ui.horizontal_wrapped(|ui| {
            for (slot, card) in player.hand.iter().enumerate() {
                let text = egui::RichText::new(card.words()).size(18.0);
                if human == Some(seat) && to_act {
                    if ui
                        .selectable_label(picks.card == Some(slot), text)
                        .clicked()
                    {
                        picks.card = Some(slot);
                    }
                } else {
                    ui.label(text);
                }
            }
        });
    }
    ui.label(t!(
        "movement-deck-discards",
        deck = state.deck.len(),
        discards = state.discard.len()
    ));
}

fn buttons(
    ui: &mut egui::Ui,
    session: &MovementGameSession,
    human: Option<usize>,
    picks: &mut Picks,
    asked: &mut Vec<Command>,
) {
    if human.is_none() {
        return;
    }
    let state = &session.state;
    let picked = picks.card;
    let mut offer = |ui: &mut egui::Ui, label: &str, command: Command| {
        if MovementGame::check(state, &command).is_ok()
            && ui.button(egui::RichText::new(label).size(18.0)).clicked()
        {
            asked.push(command);
            *picks = Picks::default();
        }
    };
    ui.horizontal_wrapped(|ui| {
        offer(ui, &t!("movement-roll"), Command::Roll);
        offer(ui, &t!("movement-discard-hand"), Command::DiscardHand);
        if let Some(card) = picked {
            offer(
                ui,
                &t!("movement-discard-card"),
                Command::DiscardOne { card },
            );
        }
        offer(ui, &t!("movement-end-turn"), Command::EndTurn);
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::movement_game::MovementGameSeat;
    use crate::app::games::movement_game::view::test_games::twin_gates_after_set_up;
    use crate::app::session::view::seat_toggle::seat_words;

    /// What the panel changed: the session, the picks, the commands and the session button.
    type Panel = (
        MovementGameSession,
        Picks,
        Vec<Command>,
        Option<SessionButton>,
    );

    fn click_panel(label: &str, session: MovementGameSession, picks: Picks) -> Panel {
        click_on(
            label,
            (session, picks, Vec::new(), None),
            |ui, (session, picks, asked, pressed)| {
                *pressed = body(ui, session, picks, asked, SinceOffer(None)).or(*pressed);
            },
        )
    }

    #[test]
    fn the_movement_panel_rolls_the_die_when_roll_the_die_is_clicked() {
        let session = twin_gates_after_set_up();
        assert!(matches!(session.state.phase, Phase::Choose { .. }));
        let picked = Picks {
            card: Some(0),
            token: None,
        };
        let (_, picks, asked, _) = click_panel("Roll the die", session, picked);
        assert_eq!(asked, vec![Command::Roll]);
        assert_eq!(picks, Picks::default(), "the picks go with the roll");
    }

    #[test]
    fn the_movement_panel_picks_the_card_clicked_in_the_hand_to_act() {
        let session = twin_gates_after_set_up();
        let player = session.state.acting().expect("a player to act");
        let hand = &session.state.players[player].hand;
        let (slot, card) = hand
            .iter()
            .enumerate()
            .find(|(_, card)| hand.iter().filter(|other| other == card).count() == 1)
            .expect("a card of its own kind in the hand");
        let (_, picks, asked, _) = click_panel(card.name(), session.clone(), Picks::default());
        assert_eq!(picks.card, Some(slot));
        assert!(asked.is_empty());
    }

    #[test]
    fn the_movement_panel_seats_a_person_when_the_general_is_clicked() {
        let mut session = twin_gates_after_set_up();
        session.seats[1] = MovementGameSeat::General;
        let (session, _, _, _) = click_panel("General", session, Picks::default());
        assert_eq!(
            session.seats,
            vec![MovementGameSeat::Human, MovementGameSeat::Human]
        );
    }

    #[test]
    fn the_seat_button_names_the_computers_level_and_goes_round_the_levels() {
        // The seat's button names the level; pressing it goes Human, Recruit, Veteran,
        // General and back to Human. The turn line names the sitter in full.
        let mut session = twin_gates_after_set_up();
        session.seats = vec![MovementGameSeat::Human, MovementGameSeat::Recruit];
        let words: Vec<String> = session
            .seats
            .iter()
            .map(seat_words::<MovementGameTurns>)
            .collect();
        assert_eq!(words, ["Human", "Computer (Recruit)"]);
        for (press, after) in [
            ("Recruit", MovementGameSeat::Veteran),
            ("Veteran", MovementGameSeat::General),
            ("General", MovementGameSeat::Human),
        ] {
            session = click_panel(press, session, Picks::default()).0;
            assert_eq!(
                session.seats,
                vec![MovementGameSeat::Human, after],
                "{press}"
            );
        }
        session.seats = vec![MovementGameSeat::Human, MovementGameSeat::General];
        let (handed, _, _, _) = click_panel("Human", session, Picks::default());
        assert_eq!(
            handed.seats,
            vec![MovementGameSeat::Recruit, MovementGameSeat::General],
            "a person's seat goes to the computer, the Recruit first"
        );
    }
}
