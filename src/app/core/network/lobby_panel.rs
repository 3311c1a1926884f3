//! The lobby, on every machine until the game starts: the scenario, each seat and who holds
//! it (the host chooses: here, a guest, or the computer at a level), each machine and its
//! Ready, and the watchers apart from the players. The host starts the game (and, for a
//! game that hides something, chooses what watchers see); a guest says Ready; a watcher
//! may take an open seat, and a guest may leave its seat to watch.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::guest::{GuestLobby, held_for, joining_words};
use crate::app::core::language::level_words;

use super::host::{Lobby, StartNetGame};
use super::watch::WatchersSee;
use super::wire::ToHost;
use super::{Holder, LobbyView, NetAction, NetGame, NetRole};
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::rules::ladder::Level;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show_lobby.run_if(resource_exists::<NetRole>.and_then(not(resource_exists::<NetGame>))),
    );
}

/// How a holder reads in the lobby.
pub fn holder_label(holder: Holder, view: &LobbyView) -> String {
    match holder {
        Holder::Host => t!("app-lobby-holder-host"),
        Holder::Guest(token) => view
            .people
            .iter()
            .find(|person| person.token == token)
            .map_or_else(
                || t!("app-lobby-holder-a-guest"),
                |person| person.name.clone(),
            ),
        Holder::Computer(level) => t!("app-lobby-holder-computer", level = level_words(level)),
        Holder::Open => t!("app-lobby-holder-open"),
    }
}

/// How what watchers see reads, with the seats' names.
pub fn watchers_see_label(sees: WatchersSee, seats: &[super::SeatLine]) -> String {
    match sees {
        WatchersSee::Neither => t!("watch-sees-neither"),
        WatchersSee::Side(seat) => t!(
            "watch-sees-side",
            side = seats
                .get(seat)
                .map_or_else(|| (seat + 1).to_string(), |line| line.name.clone())
        ),
    }
}

/// What the host may put in a seat: itself, open, a guest that came to play (a watcher
/// takes an open seat itself), the computer at a level.
pub fn choices(view: &LobbyView) -> Vec<Holder> {
    let mut choices = vec![Holder::Host, Holder::Open];
    choices.extend(
        view.people
            .iter()
            .filter(|person| person.token != 0 && !person.watching)
            .map(|person| Holder::Guest(person.token)),
    );
    choices.extend(Level::ALL.map(Holder::Computer));
    choices
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn show_lobby(
    mut contexts: EguiContexts,
    role: Res<NetRole>,
    lobby: Option<ResMut<Lobby>>,
    guest_lobby: Option<Res<GuestLobby>>,
    mut ready: Local<bool>,
    mut watchers_see: ResMut<WatchersSee>,
    hold: Res<super::LinkHold>,
    gave_up: Option<Res<super::join_wait::JoinGaveUp>>,
    mut start: MessageWriter<StartNetGame>,
    mut to_host: MessageWriter<ToHost>,
    mut actions: MessageWriter<NetAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut lobby = lobby;
    let view = match (&lobby, &guest_lobby) {
        (Some(lobby), _) => lobby.view(),
        (None, Some(guest)) => guest.0.clone(),
        (None, None) => {
            show_menu(ctx, &t!("app-lobby-joining-title"), |ui| {
                ui.heading(t!("app-lobby-joining-heading"));
                let mut joining = None;
                if let (NetRole::Guest { address, .. }, None) = (&*role, &gave_up) {
                    joining = Some(*address);
                    ui.label(t!(
                        "app-lobby-waiting-for-host",
                        address = address.to_string()
                    ));
                }
                let still_joining = |why: &str| {
                    joining.is_some_and(|socket| held_for(why, || joining_words(socket)))
                };
                if let Some(why) = hold.0.as_deref().filter(|why| !still_joining(why)) {
                    ui.add(egui::Label::new(why).wrap());
                }
                if let Some(gave_up) = &gave_up
                    && big_button(ui, &t!("app-join-try-again")).clicked()
                {
                    actions.write(NetAction::Join {
                        address: gave_up.address.to_string(),
                        name: Some(gave_up.name.clone()),
                    });
                }
                if big_button(ui, &t!("app-lobby-leave")).clicked() {
                    actions.write(NetAction::Leave);
                }
            });
            return Ok(());
        }
    };
    show_menu(ctx, &t!("app-lobby-title"), |ui| {
        ui.heading(t!("app-lobby-heading", scenario = view.scenario.as_str()));
        match &*role {
            NetRole::Host { port } => ui.label(t!(
                "app-lobby-hosting-on",
                port = *port,
                address = lobby.as_ref().map_or("", |lobby| lobby.address.as_str())
            )),
            NetRole::Guest { address, .. } => ui.label(t!(
                "app-lobby-joined-host-at",
                address = address.to_string()
            )),
        };
        if let Some(lobby) = &lobby {
            ui.label(t!(
                "watch-lobby-watchers-join-with",
                address = lobby.address.as_str()
            ));
        }
        let me = match &*role {
            NetRole::Host { .. } => 0,
            NetRole::Guest { token, .. } => *token,
        };
        let watching_here = view
            .people
            .iter()
            .any(|person| person.token == me && person.watching);
        ui.separator();
        ui.strong(t!("app-lobby-seats"));
        let mut changed = None;
        egui::Grid::new("lobby seats")
            .num_columns(2)
            .show(ui, |ui| {
                for (index, seat) in view.seats.iter().enumerate() {
                    let name = ui.label(&seat.name);
                    if lobby.is_some() {
                        egui::ComboBox::from_id_salt(("seat holder", index))
                            .selected_text(holder_label(seat.holder, &view))
                            .width(260.0)
                            .show_ui(ui, |ui| {
                                for choice in choices(&view) {
                                    if ui
                                        .selectable_label(
                                            choice == seat.holder,
                                            holder_label(choice, &view),
                                        )
                                        .clicked()
                                    {
                                        changed = Some((index, choice));
                                    }
                                }
                            })
                            .response
                            .labelled_by(name.id);
                    } else {
                        ui.horizontal(|ui| {
                            ui.label(holder_label(seat.holder, &view));
                            if seat.holder == Holder::Open
                                && ui.button(t!("watch-take-seat")).clicked()
                            {
                                to_host.write(ToHost::TakeSeat(index));
                            }
                        });
                    }
                    ui.end_row();
                }
            });
        if let (Some((index, choice)), Some(lobby)) = (changed, lobby.as_mut()) {
            lobby.seats[index].holder = choice;
        }
        ui.separator();
        if let Some(lobby) = lobby.as_mut()
            && lobby.scenario.hides_from_sides()
        {
            let label = ui.label(t!("watch-lobby-watchers-see"));
            egui::ComboBox::from_id_salt("watchers see")
                .selected_text(watchers_see_label(*watchers_see, &view.seats))
                .width(320.0)
                .show_ui(ui, |ui| {
                    let sides = (0..view.seats.len()).map(WatchersSee::Side);
                    for choice in std::iter::once(WatchersSee::Neither).chain(sides) {
                        ui.selectable_value(
                            &mut *watchers_see,
                            choice,
                            watchers_see_label(choice, &view.seats),
                        );
                    }
                })
                .response
                .labelled_by(label.id);
            ui.separator();
        }
        ui.strong(t!("app-lobby-machines"));
        egui::Grid::new("lobby people")
            .num_columns(2)
            .show(ui, |ui| {
                for person in view.people.iter().filter(|person| !person.watching) {
                    ui.label(&person.name);
                    ui.label(match (person.connected, person.ready) {
                        (false, _) => t!("app-lobby-not-connected"),
                        (true, true) => t!("app-lobby-ready"),
                        (true, false) => t!("app-lobby-not-ready-yet"),
                    });
                    ui.end_row();
                }
            });
        ui.separator();
        ui.strong(t!("watch-lobby-watchers"));
        let watchers: Vec<_> = view
            .people
            .iter()
            .filter(|person| person.watching)
            .collect();
        if watchers.is_empty() {
            ui.label(t!("watch-lobby-no-watchers"));
        }
        for person in watchers {
            ui.label(if person.connected {
                person.name.clone()
            } else {
                format!("{} ({})", person.name, t!("app-lobby-not-connected"))
            });
        }
        ui.separator();
        match &lobby {
            Some(lobby) => {
                let why = lobby.not_ready();
                let button = ui.add_enabled(
                    why.is_none(),
                    egui::Button::new(egui::RichText::new(t!("app-lobby-start")).size(22.0))
                        .min_size([ui.available_width(), 52.0].into()),
                );
                if button.clicked() {
                    start.write(StartNetGame);
                }
                if let Some(why) = why {
                    ui.label(why);
                }
            }
            None if watching_here => {
                ui.label(t!("watch-you-watch"));
            }
            None => {
                let text = if *ready {
                    t!("app-lobby-not-ready-after-all")
                } else {
                    t!("app-lobby-ready")
                };
                if big_button(ui, &text).clicked() {
                    *ready = !*ready;
                    to_host.write(ToHost::Ready(*ready));
                }
                if ui.button(t!("watch-leave-seats")).clicked() {
                    *ready = false;
                    to_host.write(ToHost::LeaveSeats);
                }
            }
        }
        if big_button(ui, &t!("app-lobby-leave")).clicked() {
            actions.write(NetAction::Leave);
        }
    });
    Ok(())
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;
    use muster_text::{Language, in_language};

    #[test]
    fn a_seat_holder_reads_in_the_players_language() {
        let view = LobbyView {
            scenario: "Hill Country".to_string(),
            seats: Vec::new(),
            people: Vec::new(),
            started: false,
        };
        let said = |language| {
            in_language(language, || {
                holder_label(Holder::Computer(Level::General), &view)
            })
        };
        assert_eq!(said(Language::English), "Computer: General");
        assert_eq!(said(Language::French), "Ordinateur : Général");
        assert!(in_language(Language::German, || shows(
            "Am Bildschirm des Gastgebers",
            |ui| {
                ui.label(holder_label(Holder::Host, &view));
            }
        )));
    }
}
