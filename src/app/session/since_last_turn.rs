//! "Since your last turn", written once for every [`TurnGame`]: a player replays what the
//! others did since their own last command, seen as their seat sees the game (a game that
//! hides something shows that seat's view, never a unit concealed from it, and only the log
//! lines that name nothing hidden), then goes back to the live game exactly as it was.
//!
//! [`ReplaySince`] opens it (the side panel's button, the hot-seat cover's, a correspondence
//! turn opened): the steps are made beforehand and shown through the replay's own bar
//! ([`Replay::seen_as`]); while it is open the game's own systems stand still, as in any
//! replay. A guest of a game that hides something never holds the commands: it keeps the
//! views the host sent since its last turn and steps through those. Free Move, where both
//! sides move at once, has no one else's turn and offers none.

mod steps;

pub use steps::{KeptView, KeptViews, PlayedBy, lines_seen_by, steps_since};

use bevy::prelude::*;
use muster_text::t;

use super::messages::ReplaySince;
use super::replay::{Replay, ReplayControl, ReplayJumped, not_replaying};
use super::turn_game::{StateOf, TurnGame};
use super::turns::Session;
use super::view::hand_over::HandOver;
use crate::app::core::network::{NetGame, NetRole, ViewArrived, codec};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;

/// What "Since your last turn" replays for the person to act at this screen now, if someone
/// else has played since their last command (the side panel's button greys out on `None`).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SinceOffer(pub Option<ReplaySince>);

/// Open "Since your last turn" as soon as the game is on screen, for the seat to act (else
/// the first seat someone else has played since), and stand at its step `at` (the last at
/// most): `muster screenshot --since-last-turn`.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SinceWhenLoaded {
    pub at: usize,
    /// Whether the replay was asked for (asked once).
    pub asked: bool,
}

/// Who played each command of the game `G` on screen.
#[derive(Resource)]
pub struct PlayedByOf<G: TurnGame>(pub PlayedBy<G>);

/// The views a guest of the game `G` (hiding something) was sent since its last turn.
#[derive(Resource)]
pub struct KeptViewsOf<G: TurnGame>(pub KeptViews<G>);

/// "Since your last turn" for the game `G` on its screen.
pub(super) fn plugin<G: TurnGame>(app: &mut App) {
    let on_screen = in_state(G::SCREEN).and_then(resource_exists::<Session<G>>);
    app.init_resource::<SinceOffer>()
        .insert_resource(PlayedByOf::<G>(PlayedBy::default()))
        .insert_resource(KeptViewsOf::<G>(KeptViews::default()))
        .add_systems(OnExit(G::SCREEN), forget::<G>)
        // Before the frame's systems look at the game: a replay opened here is open for all
        // of them (nothing executes on the replay's steps, nothing is saved from them).
        .add_systems(PreUpdate, open_since::<G>.run_if(on_screen.clone()))
        .add_systems(
            Update,
            (
                (
                    follow_who_played::<G>.run_if(
                        not_replaying::<Session<G>>
                            .and_then(resource_exists_and_changed::<Session<G>>),
                    ),
                    offer::<G>,
                    open_when_loaded::<G>,
                )
                    .chain()
                    .after(super::turn_plugin::computer_turn::<G>),
                keep_views::<G>.run_if(hidden_guest),
            )
                .in_set(AppSystems::Update)
                .run_if(on_screen),
        );
}

/// Whether this machine is a guest of a game that hides something (it holds views only).
fn hidden_guest(net: Option<Res<NetGame>>, role: Option<Res<NetRole>>) -> bool {
    holds_views(net.as_deref(), role.as_deref())
}

fn holds_views(net: Option<&NetGame>, role: Option<&NetRole>) -> bool {
    net.is_some_and(|net| net.hidden) && role.is_some_and(|role| !role.is_host())
}

fn forget<G: TurnGame>(
    mut offer: ResMut<SinceOffer>,
    mut played: ResMut<PlayedByOf<G>>,
    mut kept: ResMut<KeptViewsOf<G>>,
) {
    *offer = SinceOffer::default();
    played.0 = PlayedBy::default();
    kept.0 = KeptViews::default();
}

fn follow_who_played<G: TurnGame>(session: Res<Session<G>>, mut played: ResMut<PlayedByOf<G>>) {
    played.0.catch_up(&session.command_log);
}

/// The seat "your last turn" is a person's: the seat to act, when a person sits there at
/// this screen.
pub fn seat_here<G: TurnGame>(session: &Session<G>, net: Option<&NetGame>) -> Option<usize> {
    session
        .human_to_act()
        .filter(|seat| net.is_none_or(|net| net.plays_here(*seat)))
}

/// Offer the replay to the person to act (the panel's button and the hot-seat cover);
/// nothing while a replay is open.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn offer<G: TurnGame>(
    session: Res<Session<G>>,
    replay: Option<Res<Replay<Session<G>>>>,
    played: Res<PlayedByOf<G>>,
    kept: Res<KeptViewsOf<G>>,
    net: Option<Res<NetGame>>,
    role: Option<Res<NetRole>>,
    mut offered: ResMut<SinceOffer>,
    hand: Option<ResMut<HandOver<G>>>,
) {
    let by_views = holds_views(net.as_deref(), role.as_deref());
    let now = seat_here(&session, net.as_deref())
        .filter(|_| replay.is_none())
        .and_then(|seat| {
            if by_views {
                kept.0.offer(seat)
            } else {
                played.0.offer(seat)
            }
        });
    offered.set_if_neq(SinceOffer(now));
    if let Some(mut hand) = hand
        && hand.since != now
    {
        hand.since = now;
    }
}

/// Open the replay asked for (or the one asked for on the hot-seat cover): its steps made
/// now, the live game kept to go back to.
#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn open_since<G: TurnGame>(
    mut asked: MessageReader<ReplaySince>,
    hand: Option<ResMut<HandOver<G>>>,
    mut session: ResMut<Session<G>>,
    replay: Option<Res<Replay<Session<G>>>>,
    kept: Res<KeptViewsOf<G>>,
    (net, role): (Option<Res<NetGame>>, Option<Res<NetRole>>),
    mut jumped: MessageWriter<ReplayJumped>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    let mut since = asked.read().last().copied();
    if let Some(mut hand) = hand
        && hand.since_asked
    {
        hand.since_asked = false;
        since = since.or(hand.since);
    }
    let Some(ReplaySince { seat, from }) = since else {
        return;
    };
    if replay.is_some() {
        return;
    }
    let steps = if holds_views(net.as_deref(), role.as_deref()) {
        kept.0.steps_from(&session, from)
    } else {
        match steps_since(&session, seat, from) {
            Ok(steps) => steps,
            Err(why) => {
                notices.push(t!("since-does-not-replay", why = why.to_string()));
                return;
            }
        }
    };
    if steps.len() < 2 {
        notices.push(t!("since-nothing-to-replay"));
        return;
    }
    let live = std::mem::replace(&mut *session, steps[0].clone());
    commands.insert_resource(Replay::seen_as(seat, steps, live));
    jumped.write(ReplayJumped);
}

/// A guest of a game that hides something keeps each view the host sends; while the replay
/// is open, the live game it goes back to takes them (the game's own following waits).
fn keep_views<G: TurnGame>(
    mut arrived: MessageReader<ViewArrived>,
    net: Res<NetGame>,
    mut kept: ResMut<KeptViewsOf<G>>,
    mut replay: Option<ResMut<Replay<Session<G>>>>,
) {
    for view in arrived.read() {
        // An unreadable view is reported by the game's own following.
        let Ok(state) = codec::decode::<StateOf<G>>(&view.state) else {
            continue;
        };
        if let Some(seen) = replay.as_mut().and_then(|replay| replay.since.as_mut()) {
            seen.live.command_log.state = state.clone();
            seen.live.log.extend(view.lines.iter().cloned());
        }
        kept.0.keep(
            KeptView {
                commands: view.commands,
                state,
                lines: view.lines.clone(),
            },
            |seat| net.plays_here(seat),
        );
    }
}

/// The replay a screenshot asked for: asked once the game is on screen and who played each
/// command is known, then moved to its step.
fn open_when_loaded<G: TurnGame>(
    pending: Option<ResMut<SinceWhenLoaded>>,
    session: Res<Session<G>>,
    played: Res<PlayedByOf<G>>,
    replay: Option<Res<Replay<Session<G>>>>,
    mut asked: MessageWriter<ReplaySince>,
    mut controls: MessageWriter<ReplayControl>,
    mut commands: Commands,
) {
    let Some(mut pending) = pending else {
        return;
    };
    if replay.is_some_and(|open| open.since.is_some()) {
        controls.write(ReplayControl::Seek(pending.at));
        commands.remove_resource::<SinceWhenLoaded>();
    } else if pending.asked {
        // Nothing to replay: the notice says so.
        commands.remove_resource::<SinceWhenLoaded>();
    } else if played.0.seats.len() == session.commands.len() {
        // The seat to act's, else the first seat someone else has played since.
        let acting = G::acting_seat(&session.state);
        let seats = acting.into_iter().chain(0..session.seats.as_ref().len());
        if let Some(since) = seats.filter_map(|seat| played.0.offer(seat)).next() {
            asked.write(since);
        }
        pending.asked = true;
    }
}
