//! The correspondence game's window on its board: who plays whom, the turn, whose move it
//! is, and Send turn (enabled once this player's turn is over and the other side is to act),
//! with where the last file went.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::Correspondence;
use super::messages::SendTurn;
use crate::app::session::turn_game::TurnGame;
use crate::app::session::turns::Session;

/// Where the game stands for this player, as the window shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct PanelView {
    pub me: String,
    pub other: String,
    pub turn: u32,
    /// This player's seat is to act.
    pub my_move: bool,
    pub over: bool,
    /// Send turn may be pressed.
    pub can_send: bool,
    pub last_sent: Option<String>,
}

impl PanelView {
    /// The view of the game of `G` on screen, played by correspondence as `playing`.
    pub fn of<G: TurnGame>(session: &Session<G>, playing: &Correspondence) -> Self {
        let seat = playing.held.my_seat;
        let name = |seat: usize| playing.names.get(seat).cloned().unwrap_or_default();
        let over = session.is_over();
        let my_move = !over && G::acting_seat(&session.state) == Some(seat);
        PanelView {
            me: name(seat),
            other: name(1 - seat.min(1)),
            turn: playing.held.turn,
            my_move,
            over,
            can_send: playing.held.received && !my_move,
            last_sent: playing
                .last_sent
                .as_ref()
                .map(|path| path.display().to_string()),
        }
    }
}

/// The window of `G`'s correspondence game.
pub fn plugin<G: TurnGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_window::<G>.run_if(
            in_state(G::SCREEN)
                .and_then(resource_exists::<Correspondence>)
                .and_then(resource_exists::<Session<G>>),
        ),
    );
}

fn draw_window<G: TurnGame>(
    mut contexts: EguiContexts,
    session: Res<Session<G>>,
    playing: Res<Correspondence>,
    mut send: MessageWriter<SendTurn>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let view = PanelView::of(&session, &playing);
    egui::Window::new(t!("correspondence-panel-title"))
        .id(egui::Id::new("correspondence"))
        .anchor(egui::Align2::LEFT_TOP, [8.0, 8.0])
        .title_bar(false)
        .resizable(false)
        .default_width(340.0)
        .max_width(340.0)
        .show(ctx, |ui| {
            if panel(ui, &view) {
                send.write(SendTurn);
            }
        });
    Ok(())
}

/// The window's contents: whether Send turn was pressed.
pub fn panel(ui: &mut egui::Ui, view: &PanelView) -> bool {
    ui.horizontal_wrapped(|ui| {
        ui.strong(t!("correspondence-panel-title"));
        ui.label(t!("correspondence-panel-turn", turn = view.turn));
    });
    ui.label(t!(
        "correspondence-panel-players",
        me = view.me.as_str(),
        other = view.other.as_str()
    ));
    let state = if view.over {
        t!("correspondence-panel-over")
    } else if view.my_move {
        t!("correspondence-panel-your-move")
    } else if view.can_send {
        t!("correspondence-panel-send-now")
    } else {
        t!("correspondence-panel-waiting", other = view.other.as_str())
    };
    ui.add(egui::Label::new(egui::RichText::new(state).strong()).wrap());
    let pressed = ui
        .add_enabled(
            view.can_send,
            egui::Button::new(egui::RichText::new(t!("correspondence-send-turn")).size(20.0))
                .min_size(egui::vec2(200.0, 40.0)),
        )
        .on_hover_text(t!("correspondence-send-turn-hover"))
        .on_disabled_hover_text(t!("correspondence-send-turn-disabled"))
        .clicked();
    if let Some(path) = &view.last_sent {
        ui.add(
            egui::Label::new(
                egui::RichText::new(t!("correspondence-panel-sent-to", file = path.as_str()))
                    .small(),
            )
            .wrap(),
        );
    }
    pressed
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, shows};

    fn view(my_move: bool, can_send: bool) -> PanelView {
        PanelView {
            me: "Ann".into(),
            other: "Bob".into(),
            turn: 4,
            my_move,
            over: false,
            can_send,
            last_sent: None,
        }
    }

    #[test]
    fn send_turn_is_pressed_once_the_players_turn_is_over() {
        let pressed = click("Send turn", |ui| {
            panel(ui, &view(false, true)).then_some(())
        });
        assert_eq!(pressed, vec![()]);
        assert!(shows("Ann against Bob", |ui| {
            panel(ui, &view(false, true));
        }));
    }

    #[test]
    fn send_turn_is_not_pressed_while_it_is_the_players_move() {
        let pressed = click("Send turn", |ui| {
            panel(ui, &view(true, false)).then_some(())
        });
        assert!(pressed.is_empty());
        assert!(shows("Your move: play your turn, then send it.", |ui| {
            panel(ui, &view(true, false));
        }));
    }
}
