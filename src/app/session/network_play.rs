//! A turn-based game played across machines, for every [`TurnGame`]: the session takes the
//! network game's seed and seats, and goes through the one command relay
//! ([`command_relay`](super::command_relay): a guest's commands to the host, the host's log
//! played on the guest, undo by consent) as a [`RelayedGame`]. A ruleset that hides
//! something from a side is played by views instead: the host sends each guest its side's
//! view after every command, and every watcher the watchers' view (neither side's hidden
//! units, or the side the host chose). When the seats change hands mid-game the session's
//! seats follow ([`follow_holders`]): the computer stops or starts playing a seat. Both machines so hold the same game, command for command, and
//! each keeps its own saves.

use bevy::prelude::*;
use muster_text::t;

use super::command_relay::{self, Adopted, RelaySystems, RelayedGame};
use super::messages::{SessionCommand, SessionEvent, UndoRequest};
use super::turn_game::{CommandOf, EventOf, StateOf, TurnGame, line_readable};
use super::turns::Session;
use crate::app::core::network::codec;
use crate::app::core::network::watch::WatchersSee;
use crate::app::core::network::{
    GuestJoined, Holder, NetGame, NetRole, SendView, SendWatchersView, ViewArrived, is_guest,
    is_host,
};
use crate::app::core::rule_captions::RuleShown;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::rules::engine::RulesEngine;

impl<G: TurnGame> RelayedGame for Session<G> {
    type Event = EventOf<G>;
    type Asked = SessionCommand<G>;
    type Shown = SessionEvent<G>;
    type UndoAsked = UndoRequest;

    fn asked(message: &SessionCommand<G>) -> &CommandOf<G> {
        &message.0
    }

    fn shown(event: EventOf<G>) -> SessionEvent<G> {
        SessionEvent(event)
    }

    /// Whatever the command, the seat to act plays it.
    fn seat_of(&self, _: &CommandOf<G>) -> Option<usize> {
        G::acting_seat(&self.state)
    }

    type Refusal = <G::Engine as RulesEngine>::Error;

    fn execute(&mut self, command: CommandOf<G>) -> Result<Vec<EventOf<G>>, Self::Refusal> {
        Session::execute(self, command)
    }

    fn truncate_to(&mut self, len: usize) -> Result<(), String> {
        Session::truncate_to(self, len).map_err(|refused| refused.to_string())
    }

    /// A guest holding only its side's view asks; the host knows whether there is any.
    fn may_ask_undo(&self, net: &NetGame) -> Result<(), String> {
        if self.can_undo() || (net.hidden && net.me != 0) {
            Ok(())
        } else {
            Err(t!("session-nothing-to-undo"))
        }
    }

    fn undo_agreed(&mut self) -> Result<(), String> {
        self.undo().map_err(|refused| refused.to_string())
    }
}

pub(super) fn plugin<G: TurnGame>(app: &mut App) {
    command_relay::plugin::<Session<G>>(app);
    let networked = resource_exists::<Session<G>>
        .and_then(resource_exists::<NetGame>)
        .and_then(resource_exists::<NetRole>)
        .and_then(super::replay::not_replaying::<Session<G>>);
    app.add_systems(
        Update,
        (
            (adopt::<G>, follow_holders::<G>)
                .chain()
                .before(RelaySystems::<Session<G>>::default()),
            (
                follow_views::<G>.run_if(is_guest),
                send_views::<G>.run_if(is_host.and_then(hides)),
            )
                .after(RelaySystems::<Session<G>>::default()),
        )
            .in_set(AppSystems::Update)
            // The host's log follows every command of the frame, the computer's included.
            .after(super::turn_plugin::computer_turn::<G>)
            .run_if(networked),
    );
}

/// The seats of the network game: a person wherever they sit, the computer at its level.
fn seats_of<G: TurnGame>(session: &Session<G>, net: &NetGame) -> G::Seats {
    let mut seats = session.seats.clone();
    for (seat, holder) in seats.as_mut().iter_mut().zip(&net.holders) {
        *seat = match holder {
            Holder::Computer(level) => G::computer_at(*level),
            Holder::Host | Holder::Guest(_) | Holder::Open => G::HUMAN,
        };
    }
    seats
}

/// Make the session the network game's: its seed and seats (the same start on every
/// machine).
fn adopt<G: TurnGame>(
    net: Res<NetGame>,
    adopted: Option<Res<Adopted<Session<G>>>>,
    mut session: ResMut<Session<G>>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    if adopted.is_some_and(|adopted| adopted.game == net.game)
        || Screen::for_scenario(&net.scenario) != G::SCREEN
    {
        return;
    }
    let seats = seats_of(&session, &net);
    match G::open(&net.scenario, net.seed, Some(seats)) {
        Some(Ok(fresh)) => *session = fresh,
        Some(Err(why)) => {
            notices.push(t!(
                "session-network-game-does-not-open",
                why = why.to_string()
            ));
            return;
        }
        None => return,
    }
    commands.insert_resource(Adopted::<Session<G>>::of(net.game));
}

/// The seats changed hands during the game (a watcher took one, the host gave one to the
/// computer or took it back): the session's seats follow, so the computer stops or starts
/// playing them (its search in flight is dropped as stale).
fn follow_holders<G: TurnGame>(
    net: Res<NetGame>,
    adopted: Option<Res<Adopted<Session<G>>>>,
    mut session: ResMut<Session<G>>,
) {
    if !net.is_changed() || adopted.is_none_or(|adopted| adopted.game != net.game) {
        return;
    }
    let seats = seats_of(&session, &net);
    if seats != session.seats {
        session.seats = seats;
    }
}

/// Whether the network game hides something from a side (its guests get views).
fn hides(net: Option<Res<NetGame>>) -> bool {
    net.is_some_and(|net| net.hidden)
}

/// The rule an event of `G` shows at work (the registered game's `rule_of`), so that the
/// views a host sends name each line's rule and the captions work on machines that hold
/// views, not commands (a Soldiers guest or watcher).
#[derive(Resource)]
pub struct RuleNames<G: TurnGame>(pub fn(&EventOf<G>) -> Option<String>);

/// What the host's views go out with: the guests' and the watchers' messages, what the
/// watchers see, and the rules' names for the captions.
type ViewsOut<'w, G> = (
    MessageWriter<'w, SendView>,
    MessageWriter<'w, SendWatchersView>,
    Option<Res<'w, WatchersSee>>,
    Option<Res<'w, RuleNames<G>>>,
);

/// What the host last sent as views: the game as it stood, and how many commands.
pub struct ViewsSent<G: TurnGame> {
    state: Option<StateOf<G>>,
    commands: usize,
}

impl<G: TurnGame> Default for ViewsSent<G> {
    fn default() -> Self {
        ViewsSent {
            state: None,
            commands: 0,
        }
    }
}

/// The host of a game that hides something sends each guest its side's view after every
/// command, with the log's lines that name nothing hidden from that side (a line is kept
/// when it reads the same told against the side's view as against the game, before and
/// after the event), and a fresh view when a guest (re)joins.
fn send_views<G: TurnGame>(
    session: Res<Session<G>>,
    net: Res<NetGame>,
    mut events: MessageReader<SessionEvent<G>>,
    mut joined: MessageReader<GuestJoined>,
    mut sent: Local<ViewsSent<G>>,
    (mut views, mut watchers_views, watchers_see, rule_names): ViewsOut<'_, G>,
    mut notices: ResMut<Notices>,
) {
    let events: Vec<_> = events
        .read()
        .map(|SessionEvent(event)| event.clone())
        .collect();
    // A seat changing hands is a machine whose view changes: everyone is sent theirs.
    let rejoined = joined.read().count() > 0 || net.is_changed();
    let changed = sent.state.is_none() || sent.commands != session.commands.len();
    if events.is_empty() && !rejoined && !changed {
        return;
    }
    let guests: Vec<(u64, usize)> = net
        .holders
        .iter()
        .enumerate()
        .filter_map(|(seat, holder)| match holder {
            Holder::Guest(token) => Some((*token, seat)),
            _ => None,
        })
        .collect();
    // The watchers see as the host chose: one side's view, or neither side's hidden units.
    let watchers_seat = match watchers_see.as_deref() {
        Some(WatchersSee::Side(seat)) => Some(*seat),
        Some(WatchersSee::Neither) | None => None,
    };
    let watchers_view = |state: &StateOf<G>| match watchers_seat {
        Some(seat) => G::view_for(state, seat),
        None => G::view_for_watchers(state),
    };
    let mut watchers_lines = Vec::new();
    let mut watchers_rules = Vec::new();
    let mut lines: Vec<Vec<String>> = vec![Vec::new(); guests.len()];
    let mut rules: Vec<Vec<String>> = vec![Vec::new(); guests.len()];
    if let Some(mut before) = sent.state.take() {
        for event in &events {
            let mut after = before.clone();
            G::Engine::apply(&mut after, event);
            if let Some(line) = G::narrate(&before, event) {
                let rule = rule_names
                    .as_deref()
                    .and_then(|names| (names.0)(event))
                    .unwrap_or_default();
                for (((_, seat), kept), kept_rules) in guests.iter().zip(&mut lines).zip(&mut rules)
                {
                    if line_readable::<G>(|state| G::view_for(state, *seat), &before, &after, event)
                    {
                        kept.push(line.clone());
                        kept_rules.push(rule.clone());
                    }
                }
                if line_readable::<G>(&watchers_view, &before, &after, event) {
                    watchers_lines.push(line.clone());
                    watchers_rules.push(rule.clone());
                }
            }
            before = after;
        }
    }
    sent.state = Some(session.state.clone());
    sent.commands = session.commands.len();
    if let Some(view) = watchers_view(&session.state) {
        match codec::encode(&view) {
            Ok(state) => {
                watchers_views.write(SendWatchersView {
                    commands: session.commands.len(),
                    state,
                    lines: watchers_lines,
                    rules: watchers_rules,
                });
            }
            Err(error) => error!("the watchers' view was not sent: {error}"),
        }
    }
    for (((token, seat), lines), rules) in guests.into_iter().zip(lines).zip(rules) {
        let Some(view) = G::view_for(&session.state, seat) else {
            continue;
        };
        match codec::encode(&view) {
            Ok(state) => {
                views.write(SendView {
                    to: token,
                    commands: session.commands.len(),
                    state,
                    lines,
                    rules,
                });
            }
            Err(error) => {
                error!("seat {seat}'s view was not sent: {error}");
                notices.push(t!(
                    "session-seat-view-cannot-be-sent",
                    seat = seat + 1,
                    error = error.to_string()
                ));
            }
        }
    }
}

/// A guest of a game that hides something shows its side's view as the host sends it.
fn follow_views<G: TurnGame>(
    mut views: MessageReader<ViewArrived>,
    mut session: ResMut<Session<G>>,
    mut notices: ResMut<Notices>,
    mut shown: MessageWriter<RuleShown>,
) {
    for view in views.read() {
        match codec::decode::<StateOf<G>>(&view.state) {
            Ok(state) => {
                session.state = state;
                session.log.extend(view.lines.iter().cloned());
                // The captions of a game held by views: the host named each line's rule.
                for (line, rule) in view.lines.iter().zip(&view.rules) {
                    if !rule.is_empty() {
                        shown.write(RuleShown {
                            rule: rule.clone(),
                            line: line.clone(),
                            big: false,
                        });
                    }
                }
            }
            Err(error) => notices.push(t!("session-host-view-unread", error = error.to_string())),
        }
    }
}
