//! The lobby, on every machine until the game starts: the scenario, each seat and who holds
//! it (the host chooses: here, a guest, or the computer at a level), each machine and its
//! Ready. The host starts the game; a guest says Ready.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::guest::GuestLobby;
use super::host::{Lobby, StartNetGame};
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
        Holder::Host => "Host (at the host's screen)".into(),
        Holder::Guest(token) => view
            .people
            .iter()
            .find(|person| person.token == token)
            .map_or_else(|| "a guest".into(), |person| person.name.clone()),
        Holder::Computer(level) => format!("Computer: {}", level.name()),
        Holder::Open => "Open: the next guest to join".into(),
    }
}

/// What the host may put in a seat.
fn choices(view: &LobbyView) -> Vec<Holder> {
    let mut choices = vec![Holder::Host, Holder::Open];
    choices.extend(
        view.people
            .iter()
            .filter(|person| person.token != 0)
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
    hold: Res<super::LinkHold>,
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
            show_menu(ctx, "Joining", |ui| {
                ui.heading("Joining…");
                if let NetRole::Guest { address, .. } = &*role {
                    ui.label(format!("Waiting for the host at {address} to answer."));
                }
                if let Some(why) = hold.0.as_deref().filter(|why| !why.starts_with("Joining")) {
                    ui.add(egui::Label::new(why).wrap());
                }
                if big_button(ui, "Leave").clicked() {
                    actions.write(NetAction::Leave);
                }
            });
            return Ok(());
        }
    };
    show_menu(ctx, "Lobby", |ui| {
        ui.heading(format!("Lobby: {}", view.scenario));
        match &*role {
            NetRole::Host { port } => ui.label(format!(
                "Hosting on UDP port {port}. Guests join with: muster join {}",
                lobby.as_ref().map_or("", |lobby| lobby.address.as_str())
            )),
            NetRole::Guest { address, .. } => ui.label(format!("Joined the host at {address}.")),
        };
        ui.separator();
        ui.strong("Seats");
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
                        ui.label(holder_label(seat.holder, &view));
                    }
                    ui.end_row();
                }
            });
        if let (Some((index, choice)), Some(lobby)) = (changed, lobby.as_mut()) {
            lobby.seats[index].holder = choice;
        }
        ui.separator();
        ui.strong("Machines");
        egui::Grid::new("lobby people")
            .num_columns(2)
            .show(ui, |ui| {
                for person in &view.people {
                    ui.label(&person.name);
                    ui.label(match (person.connected, person.ready) {
                        (false, _) => "not connected",
                        (true, true) => "Ready",
                        (true, false) => "not ready yet",
                    });
                    ui.end_row();
                }
            });
        ui.separator();
        match &lobby {
            Some(lobby) => {
                let why = lobby.not_ready();
                let button = ui.add_enabled(
                    why.is_none(),
                    egui::Button::new(egui::RichText::new("Start the game").size(22.0))
                        .min_size([ui.available_width(), 52.0].into()),
                );
                if button.clicked() {
                    start.write(StartNetGame);
                }
                if let Some(why) = why {
                    ui.label(why);
                }
            }
            None => {
                let text = if *ready {
                    "Not ready after all"
                } else {
                    "Ready"
                };
                if big_button(ui, text).clicked() {
                    *ready = !*ready;
                    to_host.write(ToHost::Ready(*ready));
                }
            }
        }
        if big_button(ui, "Leave").clicked() {
            actions.write(NetAction::Leave);
        }
    });
    Ok(())
}
