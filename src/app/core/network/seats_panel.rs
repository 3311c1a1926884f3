//! The seats during a network game, for the players (a small window, folded until opened):
//! on the host each seat's holder may be changed at any time (a guest's seat or its own
//! handed to Open, a computer's seat opened to a person and given back to the computer
//! at its level); on a guest, "Take this seat" beside a seat that is open (or whose
//! guest's link is lost), and "Leave my seat and watch". A watcher sees the seats in its
//! own panel (`watch_panel.rs`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::guest::GuestLobby;
use super::host::Lobby;
use super::lobby_panel::{choices, holder_label};
use super::wire::ToHost;
use super::{Holder, LobbyView, NetGame, NetRole};
use crate::rules::ladder::Level;

/// A seat as a network game's panels show it during the game.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatRow {
    pub seat: usize,
    /// The army, side or player the scenario names.
    pub name: String,
    pub holder: Holder,
    /// Who holds it, in words.
    pub held_by: String,
    /// Another machine may take it: open, or its guest's link is lost.
    pub takeable: bool,
}

/// How a holder reads during the game: as in the lobby, but an open seat is one anyone
/// may take now (in the lobby it goes to the next guest to join).
pub fn in_play_label(holder: Holder, view: &LobbyView) -> String {
    match holder {
        Holder::Open => t!("watch-holder-open"),
        _ => holder_label(holder, view),
    }
}

/// The seats of `game` as the panels show them, the names of the machines from `view`
/// (the lobby as this machine last heard it).
pub fn seat_rows(game: &NetGame, view: Option<&LobbyView>) -> Vec<SeatRow> {
    let names = game.scenario.seat_names();
    game.holders
        .iter()
        .enumerate()
        .map(|(seat, holder)| {
            let person = |token: u64| {
                view.and_then(|view| view.people.iter().find(|person| person.token == token))
            };
            let lost = matches!(holder, Holder::Guest(token)
                if person(*token).is_some_and(|person| !person.connected));
            let held_by = match (view, holder) {
                (Some(_), Holder::Guest(token)) if lost => t!(
                    "watch-holder-link-lost",
                    name = person(*token).map_or_else(String::new, |person| person.name.clone())
                ),
                (Some(view), _) => in_play_label(*holder, view),
                (None, _) => in_play_label(
                    *holder,
                    &LobbyView {
                        scenario: String::new(),
                        seats: Vec::new(),
                        people: Vec::new(),
                        started: true,
                    },
                ),
            };
            SeatRow {
                seat,
                name: names
                    .get(seat)
                    .cloned()
                    .unwrap_or_else(|| t!("app-seat-number", seat = seat + 1)),
                holder: *holder,
                held_by,
                takeable: *holder == Holder::Open || lost,
            }
        })
        .collect()
}

/// The seats, each with "Take this seat" beside one another machine may take; the seat
/// asked for, if any.
pub fn seats_to_take(ui: &mut egui::Ui, rows: &[SeatRow], me: u64) -> Option<usize> {
    let mut taken = None;
    egui::Grid::new("network seats to take")
        .num_columns(3)
        .show(ui, |ui| {
            for row in rows {
                ui.label(&row.name);
                ui.label(&row.held_by);
                if row.takeable && row.holder != Holder::Guest(me) {
                    if ui.button(t!("watch-take-seat")).clicked() {
                        taken = Some(row.seat);
                    }
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
    taken
}

/// What the host did in its seats panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatChange {
    pub seat: usize,
    pub holder: Holder,
}

/// The host's seats: each seat's holder to choose, and "Give back to the computer" beside a
/// seat the computer played (`computers`, by seat) now held otherwise.
pub fn host_seats(
    ui: &mut egui::Ui,
    view: &LobbyView,
    computers: &[Option<Level>],
) -> Option<SeatChange> {
    let mut changed = None;
    egui::Grid::new("network seats on the host")
        .num_columns(3)
        .show(ui, |ui| {
            for (seat, line) in view.seats.iter().enumerate() {
                let name = ui.label(&line.name);
                egui::ComboBox::from_id_salt(("seat holder in play", seat))
                    .selected_text(in_play_label(line.holder, view))
                    .width(220.0)
                    .show_ui(ui, |ui| {
                        for choice in choices(view) {
                            if ui
                                .selectable_label(
                                    choice == line.holder,
                                    in_play_label(choice, view),
                                )
                                .clicked()
                            {
                                changed = Some(SeatChange {
                                    seat,
                                    holder: choice,
                                });
                            }
                        }
                    })
                    .response
                    .labelled_by(name.id);
                match computers.get(seat).copied().flatten() {
                    Some(level) if !matches!(line.holder, Holder::Computer(_)) => {
                        if ui.button(t!("watch-give-back-to-computer")).clicked() {
                            changed = Some(SeatChange {
                                seat,
                                holder: Holder::Computer(level),
                            });
                        }
                    }
                    _ => {
                        ui.label("");
                    }
                }
                ui.end_row();
            }
        });
    changed
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show_seats.run_if(resource_exists::<NetRole>.and_then(resource_exists::<NetGame>)),
    );
}

fn show_seats(
    mut contexts: EguiContexts,
    game: Res<NetGame>,
    lobby: Option<ResMut<Lobby>>,
    guest_lobby: Option<Res<GuestLobby>>,
    mut computers: Local<Vec<Option<Level>>>,
    mut to_host: MessageWriter<ToHost>,
) -> Result {
    // A watcher's own panel shows the seats.
    if game.watching() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let window = egui::Window::new(t!("watch-seats-title"))
        .id(egui::Id::new("network seats panel"))
        .anchor(egui::Align2::LEFT_BOTTOM, [8.0, -8.0])
        .default_open(false)
        .resizable(false);
    match lobby {
        Some(mut lobby) => {
            // The computer's level at each seat it played, to give the seat back at.
            computers.resize(lobby.seats.len(), None);
            for (seat, line) in lobby.seats.iter().enumerate() {
                if let Holder::Computer(level) = line.holder {
                    computers[seat] = Some(level);
                }
            }
            let view = lobby.view();
            let mut change = None;
            window.show(ctx, |ui| {
                change = host_seats(ui, &view, &computers);
            });
            if let Some(SeatChange { seat, holder }) = change
                && let Some(line) = lobby.seats.get_mut(seat)
            {
                line.holder = holder;
            }
        }
        None => {
            let rows = seat_rows(&game, guest_lobby.as_ref().map(|lobby| &lobby.0));
            window.show(ctx, |ui| {
                if let Some(seat) = seats_to_take(ui, &rows, game.me) {
                    to_host.write(ToHost::TakeSeat(seat));
                }
                if ui.button(t!("watch-leave-seats")).clicked() {
                    to_host.write(ToHost::LeaveSeats);
                }
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::network::{PersonLine, SeatLine};
    use crate::app::core::ui::panel_test::click;

    fn view() -> LobbyView {
        LobbyView {
            scenario: "City Race".into(),
            seats: vec![
                SeatLine {
                    name: "Red".into(),
                    holder: Holder::Host,
                },
                SeatLine {
                    name: "Blue".into(),
                    holder: Holder::Open,
                },
            ],
            people: vec![PersonLine {
                token: 0,
                name: "Host".into(),
                ready: true,
                connected: true,
                watching: false,
            }],
            started: true,
        }
    }

    #[test]
    fn the_host_gives_a_seat_the_computer_played_back_to_it_at_its_level() {
        let computers = [None, Some(Level::General)];
        assert_eq!(
            click("Give back to the computer", |ui| host_seats(
                ui,
                &view(),
                &computers
            )),
            vec![SeatChange {
                seat: 1,
                holder: Holder::Computer(Level::General)
            }]
        );
    }

    #[test]
    fn a_seat_the_computer_never_played_has_no_give_back() {
        assert!(!crate::app::core::ui::panel_test::shows(
            "Give back to the computer",
            |ui| {
                host_seats(ui, &view(), &[None, None]);
            }
        ));
    }
}
