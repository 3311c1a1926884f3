//! Undo in a network game needs the other side's consent: the asking machine's request is
//! shown on the others as a question; one Allow takes the last command back on the host
//! (and so on every machine, as the log's new length), a Refuse tells the asker.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use muster_text::t;

use super::NetRole;
use super::host::{Guest, Lobby};
use super::wire::{ToGuest, ToHost};
use crate::app::core::ui::notices::Notices;

/// This machine's player asks to take back the last command (a game writes it instead of
/// undoing at once when it is played across machines).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AskUndo;

/// This machine's answer to the request shown.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnswerUndo(pub bool);

/// On the host: the undo is agreed; the game takes its last command back.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndoAgreed;

/// The request waiting for this machine's answer: who asked (their token, and name).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct UndoQuestion {
    pub asked_by: u64,
    pub name: String,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AskUndo>()
        .add_message::<AnswerUndo>()
        .add_message::<UndoAgreed>()
        .add_systems(
            Update,
            (ask, hear_requests, answer)
                .chain()
                .run_if(resource_exists::<NetRole>),
        );
}

fn ask(
    mut asked: MessageReader<AskUndo>,
    role: Res<NetRole>,
    mut notices: ResMut<Notices>,
    mut to_host: MessageWriter<ToHost>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
) {
    if asked.read().count() == 0 {
        return;
    }
    notices.push(t!("app-undo-asked"));
    if role.is_host() {
        to_guests.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: ToGuest::UndoAsked {
                by: t!("app-host-name"),
            },
        });
    } else {
        to_host.write(ToHost::UndoAsk);
    }
}

fn hear_requests(
    mut from_guests: MessageReader<FromClient<ToHost>>,
    mut from_host: MessageReader<ToGuest>,
    guests: Query<&Guest>,
    lobby: Option<Res<Lobby>>,
    mut notices: ResMut<Notices>,
    mut agreed: MessageWriter<UndoAgreed>,
    mut commands: Commands,
) {
    for FromClient { client_id, message } in from_guests.read() {
        let Some(guest) = client_id
            .entity()
            .and_then(|entity| guests.get(entity).ok())
        else {
            continue;
        };
        // A watcher's undo is refused (and logged) by the host's door.
        if lobby
            .as_ref()
            .is_some_and(|lobby| lobby.is_watcher(guest.token))
        {
            continue;
        }
        let name = lobby
            .as_ref()
            .map_or_else(|| t!("app-a-guest"), |lobby| lobby.name_of(guest.token));
        match message {
            ToHost::UndoAsk => commands.insert_resource(UndoQuestion {
                asked_by: guest.token,
                name,
            }),
            ToHost::UndoAnswer(true) => {
                agreed.write(UndoAgreed);
            }
            ToHost::UndoAnswer(false) => notices.push(t!("app-undo-refused-by", name = name)),
            _ => {}
        }
    }
    for message in from_host.read() {
        match message {
            ToGuest::UndoAsked { by } => commands.insert_resource(UndoQuestion {
                asked_by: 0,
                name: by.clone(),
            }),
            ToGuest::UndoRefused { by } => {
                notices.push(t!("app-undo-refused-by", name = by.as_str()))
            }
            _ => {}
        }
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn answer(
    mut answers: MessageReader<AnswerUndo>,
    question: Option<Res<UndoQuestion>>,
    role: Res<NetRole>,
    guests: Query<(Entity, &Guest)>,
    mut agreed: MessageWriter<UndoAgreed>,
    mut to_host: MessageWriter<ToHost>,
    mut to_guests: MessageWriter<ToClients<ToGuest>>,
    mut commands: Commands,
) {
    let Some(AnswerUndo(allow)) = answers.read().last().copied() else {
        return;
    };
    let Some(question) = question else {
        return;
    };
    commands.remove_resource::<UndoQuestion>();
    if !role.is_host() {
        to_host.write(ToHost::UndoAnswer(allow));
    } else if allow {
        agreed.write(UndoAgreed);
    } else if let Some((entity, _)) = guests
        .iter()
        .find(|(_, guest)| guest.token == question.asked_by)
    {
        to_guests.write(ToClients {
            targets: SendTargets::Single(entity.into()),
            message: ToGuest::UndoRefused {
                by: t!("app-host-name"),
            },
        });
    }
}
