//! Free Move across machines: the words that are truly its own. Its commands go through
//! the one command relay every game shares (`session::command_relay`, with what Free Move
//! gives it in `relayed_battle.rs`): the host's battle is the battle, its countdown is the
//! clock and rings the bell, contact and freezes are decided once by its engine, and every
//! command that lands joins the shared log. A guest drags its own stands on its own screen
//! at the same time as the host; its measured moves are shown where they go until they come
//! back in the log, and the bell rings there when the host's Bell arrives.
//!
//! Both machines send, twenty times a second and unreliably, the stands their hands hold
//! and where; the other machine shows those stands gliding there ([`RemoteHands`]). The host
//! adds its clock, which the guest's countdown follows (with its ticks). A guest's Ready
//! (or Done) is a reliable word of its own ([`Word`]). Every word crosses through the typed
//! codec.

use muster_text::t;
use std::time::Instant;

use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::core::audio::{Cue, PlaySound};
use crate::app::core::network::codec;
use crate::app::core::network::{
    GameWord, Holder, LiveWord, NetGame, NetRole, OutgoingLive, SendGameWord, is_guest, is_host,
};
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::games::free_move::computer::FreeMoveSeats;
use crate::app::games::free_move::countdown::{Countdown, SideReady, ticks_between};
use crate::app::games::free_move::game::{
    FreeMoveCommand, FreeMoveEvent, FreeMoveSession, execute_game_commands,
};
use crate::app::games::free_move::hands::stand_drag::Grabs;
use crate::app::session::command_relay::{self, Adopted, RelaySystems};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::{Command, Event, Side, UnitId};
use crate::scenario::Scenario;

/// Seconds between two live words (twenty a second).
const LIVE_SECONDS: f32 = 0.05;
/// Seconds a remote hand lasts without word of it.
const HAND_LASTS_SECONDS: f32 = 0.5;
/// Seconds a move sent is shown where it goes without coming back (a refused one).
const PENDING_LASTS_SECONDS: f32 = 2.0;
/// How quickly a stand in a remote hand glides to where that hand has it (per second).
const REMOTE_GLIDE_RATE: f32 = 18.0;

/// The host's clock, as the guests' countdowns follow it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Clock {
    pub allowed: f32,
    pub remaining: f32,
    pub running: bool,
    pub ready: [bool; 2],
}

/// What a machine says twenty times a second: the stands in its hands, and (the host) its
/// clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Live {
    pub holds: Vec<(UnitId, Pose)>,
    pub clock: Option<Clock>,
}

/// A guest's reliable word to the host.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Word {
    /// The side says Ready (the timed move) or Done (the other phases).
    Ready(Side),
}

/// A stand in another machine's hand: where that hand has it, where it is shown (gliding
/// there), and seconds since the last word of it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RemoteHold {
    pub target: Pose,
    pub shown: Pose,
    pub age: f32,
}

/// The stands in other machines' hands.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct RemoteHands(pub HashMap<UnitId, RemoteHold>);

/// On a guest: its measured moves sent and not yet back in the log, shown where they go
/// (with when each was sent).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PendingSteps(pub HashMap<UnitId, (Pose, Instant)>);

/// Which sides this machine's hands may move, in a network battle (`None`: any, by player).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct SidesHere(pub Option<[bool; 2]>);

/// When the bell rang on this machine (each timed move's), for the measurement of how far
/// apart it rings on two machines.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct BellsRung(pub Vec<Instant>);

pub(crate) fn plugin(app: &mut App) {
    command_relay::plugin::<FreeMoveSession>(app);
    let relay = RelaySystems::<FreeMoveSession>::default;
    let networked = resource_exists::<FreeMoveSession>
        .and_then(resource_exists::<NetGame>)
        .and_then(resource_exists::<NetRole>)
        .and_then(in_state(Screen::FreeMove))
        .and_then(crate::app::session::replay::not_replaying::<FreeMoveSession>);
    app.init_resource::<RemoteHands>()
        .init_resource::<PendingSteps>()
        .init_resource::<SidesHere>()
        .init_resource::<BellsRung>()
        .configure_sets(Update, relay().after(execute_game_commands))
        .add_systems(
            Update,
            (
                (adopt, follow_holders).chain().before(relay()),
                (
                    (hear_live, age_remote_hands).chain(),
                    (
                        note_pending_steps,
                        forget_landed_steps,
                        send_ready,
                        forget_stale_steps,
                    )
                        .run_if(is_guest),
                    hear_words.run_if(is_host),
                    ring_the_bell,
                    send_live,
                )
                    .chain()
                    .after(relay()),
            )
                .in_set(AppSystems::Update)
                .after(execute_game_commands)
                .run_if(networked),
        )
        .add_systems(
            Update,
            forget_network.run_if(not(resource_exists::<NetGame>)),
        )
        .add_systems(OnExit(Screen::FreeMove), |mut commands: Commands| {
            commands.insert_resource(RemoteHands::default());
            commands.insert_resource(PendingSteps::default());
        });
}

/// A battle no longer played across machines: any side by any player again.
fn forget_network(
    mut sides: ResMut<SidesHere>,
    mut commands: Commands,
    adopted: Option<Res<Adopted<FreeMoveSession>>>,
) {
    if sides.0.is_some() {
        sides.0 = None;
    }
    if adopted.is_some() {
        commands.remove_resource::<Adopted<FreeMoveSession>>();
    }
}

/// Make the battle the network game's: its seed, its seats, the sides played here.
fn adopt(
    net: Res<NetGame>,
    adopted: Option<Res<Adopted<FreeMoveSession>>>,
    mut game: ResMut<FreeMoveSession>,
    mut seats: ResMut<FreeMoveSeats>,
    mut sides: ResMut<SidesHere>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    if adopted.is_some_and(|adopted| adopted.game == net.game) {
        return;
    }
    let Scenario::FreeMove(scenario) = &net.scenario else {
        return;
    };
    match FreeMoveSession::open(scenario, net.seed) {
        Ok(fresh) => *game = fresh,
        Err(why) => {
            notices.push(t!("free-move-network-does-not-open", why = why.to_string()));
            return;
        }
    }
    seat_the_sides(&net, &mut seats, &mut sides);
    commands.insert_resource(Adopted::<FreeMoveSession>::of(net.game));
}

/// The battle's seats as the network game's holders have them: the computer's hand on the
/// host for a computer's side, the sides played here.
fn seat_the_sides(net: &NetGame, seats: &mut FreeMoveSeats, sides: &mut SidesHere) {
    for side in 0..2 {
        seats.0[side] = match net.holders.get(side) {
            Some(Holder::Computer(level)) if net.me == 0 => Some(*level),
            _ => None,
        };
    }
    sides.0 = Some([net.plays_here(0), net.plays_here(1)]);
}

/// The seats changed hands mid-battle (a watcher took one, the computer was given one or
/// gave it back): the computer's hands and the sides played here follow.
fn follow_holders(
    net: Res<NetGame>,
    adopted: Option<Res<Adopted<FreeMoveSession>>>,
    mut seats: ResMut<FreeMoveSeats>,
    mut sides: ResMut<SidesHere>,
) {
    if net.is_changed() && adopted.is_some_and(|adopted| adopted.game == net.game) {
        seat_the_sides(&net, &mut seats, &mut sides);
    }
}

/// A guest's own moves (for a side played here) are shown where they go until they come
/// back in the log; the relay sends them.
fn note_pending_steps(
    mut asked: MessageReader<FreeMoveCommand>,
    net: Res<NetGame>,
    mut pending: ResMut<PendingSteps>,
) {
    for FreeMoveCommand(command) in asked.read() {
        if let Command::Step { unit, to } | Command::Deploy { unit, to } = command
            && net.plays_here(unit.side.index())
        {
            pending.0.insert(*unit, (*to, Instant::now()));
        }
    }
}

/// A guest's move is shown where it stands once it is back in the log.
fn forget_landed_steps(
    game: Res<FreeMoveSession>,
    mut pending: ResMut<PendingSteps>,
    mut seen: Local<usize>,
) {
    let commands = &game.commands;
    for command in &commands[(*seen).min(commands.len())..] {
        if let Command::Step { unit, .. } | Command::Deploy { unit, .. } = command {
            pending.0.remove(unit);
        }
    }
    *seen = commands.len();
}

/// The bell's time is kept on both machines, and it rings on a guest when the host's Bell
/// lands there (the host's own countdown rings it on the host).
fn ring_the_bell(
    mut events: MessageReader<FreeMoveEvent>,
    role: Res<NetRole>,
    mut bells: ResMut<BellsRung>,
    mut sounds: MessageWriter<PlaySound>,
) {
    for FreeMoveEvent(event) in events.read() {
        if matches!(event, Event::BellRang) {
            bells.0.push(Instant::now());
            if !role.is_host() {
                sounds.write(PlaySound(Cue::Bell));
            }
        }
    }
}

/// A guest's Ready (or Done) goes to the host, whose clock starts when both sides are.
fn send_ready(
    mut ready: MessageReader<SideReady>,
    net: Res<NetGame>,
    mut notices: ResMut<Notices>,
    mut send: MessageWriter<SendGameWord>,
) {
    for SideReady(side) in ready.read() {
        if !net.plays_here(side.index()) {
            notices.push(net.not_here(side.index()));
            continue;
        }
        match codec::encode(&Word::Ready(*side)) {
            Ok(word) => {
                send.write(SendGameWord(word));
            }
            Err(error) => {
                error!("a Ready was not sent to the host: {error}");
                notices.push(t!(
                    "free-move-network-ready-not-sent",
                    error = error.to_string()
                ));
            }
        }
    }
}

/// A move the host refused never comes back: after a while it is shown where it stands.
fn forget_stale_steps(mut pending: ResMut<PendingSteps>) {
    pending
        .0
        .retain(|_, (_, sent)| sent.elapsed().as_secs_f32() < PENDING_LASTS_SECONDS);
}

/// The host hears a guest's Ready for a side that guest holds.
fn hear_words(
    mut words: MessageReader<GameWord>,
    net: Res<NetGame>,
    mut ready: MessageWriter<SideReady>,
) {
    for GameWord { from, word } in words.read() {
        match codec::decode::<Word>(word) {
            Ok(Word::Ready(side))
                if net.holders.get(side.index()) == Some(&Holder::Guest(*from)) =>
            {
                ready.write(SideReady(side));
            }
            Ok(Word::Ready(side)) => {
                warn!("refused guest {from}'s Ready for {side:?}, a side it does not hold")
            }
            Err(error) => warn!("dropped a word from guest {from}: {error}"),
        }
    }
}

/// Twenty times a second: the stands in this machine's hands (and the host's clock).
fn send_live(
    time: Res<Time<Real>>,
    role: Res<NetRole>,
    grabs: Res<Grabs>,
    game: Res<FreeMoveSession>,
    countdown: Res<Countdown>,
    mut since: Local<f32>,
    mut outgoing: ResMut<OutgoingLive>,
) {
    *since += time.delta_secs();
    if *since < LIVE_SECONDS {
        return;
    }
    *since = 0.0;
    let mut holds = Vec::new();
    for grab in grabs.0.values() {
        holds.push((grab.unit, grab.preview));
        for unit in &grab.block {
            if let Some(stand) = game.state.unit(*unit) {
                holds.push((*unit, stand.pose.moved_by(grab.translation)));
            }
        }
    }
    let clock = role.is_host().then(|| Clock {
        allowed: countdown.allowed,
        remaining: countdown.remaining,
        running: countdown.running,
        ready: countdown.ready,
    });
    if holds.is_empty() && clock.is_none() {
        return;
    }
    match codec::encode(&Live { holds, clock }) {
        Ok(word) => outgoing.0 = Some(word),
        Err(error) => {
            warn!("a live word was not sent: {error}");
            outgoing.0 = None;
        }
    }
}

/// Another machine's live word: its hands, and (from the host) the clock.
fn hear_live(
    mut words: MessageReader<LiveWord>,
    role: Res<NetRole>,
    mut hands: ResMut<RemoteHands>,
    mut countdown: ResMut<Countdown>,
    mut sounds: MessageWriter<PlaySound>,
) {
    for LiveWord { word, .. } in words.read() {
        let live = match codec::decode::<Live>(word) {
            Ok(live) => live,
            Err(error) => {
                warn!("dropped a live word: {error}");
                continue;
            }
        };
        for (unit, pose) in live.holds {
            let hold = hands.0.entry(unit).or_insert(RemoteHold {
                target: pose,
                shown: pose,
                age: 0.0,
            });
            hold.target = pose;
            hold.age = 0.0;
        }
        if let (Some(clock), false) = (live.clock, role.is_host()) {
            let before = countdown.remaining;
            if clock.running && countdown.running && ticks_between(before, clock.remaining) > 0 {
                sounds.write(PlaySound(Cue::Tick));
            }
            countdown.allowed = clock.allowed;
            countdown.remaining = clock.remaining;
            countdown.running = clock.running;
            countdown.ready = clock.ready;
        }
    }
}

/// Remote hands glide to where they are held and go when no word of them comes.
fn age_remote_hands(time: Res<Time<Real>>, mut hands: ResMut<RemoteHands>) {
    let seconds = time.delta_secs();
    let blend = (seconds * REMOTE_GLIDE_RATE).min(1.0);
    hands.0.retain(|_, hold| {
        hold.age += seconds;
        hold.shown = Pose::new(
            hold.shown.x + (hold.target.x - hold.shown.x) * blend,
            hold.shown.y + (hold.target.y - hold.shown.y) * blend,
            hold.target.facing,
        );
        hold.age <= HAND_LASTS_SECONDS
    });
}

/// Where a stand is shown when another machine's hand, or a move on its way, has it.
pub fn shown_pose(hands: &RemoteHands, pending: &PendingSteps, unit: UnitId) -> Option<Pose> {
    hands
        .0
        .get(&unit)
        .map(|hold| hold.shown)
        .or_else(|| pending.0.get(&unit).map(|(pose, _)| *pose))
}
