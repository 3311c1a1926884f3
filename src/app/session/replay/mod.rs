//! Replays: any game, opened from a save or from the pause menu, watched command by command
//! forwards and backwards at a chosen speed, then "continue from here" hands it back to the
//! players with the later commands dropped.
//!
//! A game is scenario + seed + commands, so a replay is the game restarted and the first
//! `at` commands executed again. While a replay is open the game's own systems (commands,
//! the computer, undo, saving) stand still; the replay emits no game events, so no sounds
//! or hand-over covers fire while watching.
//!
//! A replay "since your last turn" ([`SeenAs`]) steps through games made beforehand, each as
//! one seat sees it, and "back to the game" puts the live game back untouched.

mod bar;

pub use bar::plugin as bar_plugin;

use muster_text::t;
use std::marker::PhantomData;

use bevy::ecs::component::Mutable;
use bevy::prelude::*;

use super::command_log::CommandLog;
use crate::app::core::screens::PausableSystems;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::rules::engine::RulesEngine;

/// A game on the command log (a grid game's [`Session`](super::Session), Free Move's
/// battle): what the replays and the saves ask of it, written once over its
/// [`CommandLog`].
pub trait ReplayableGame: Resource + Component<Mutability = Mutable> + Clone {
    /// Its rules engine; the engine's state is the position saves snapshot.
    type Engine: RulesEngine<
            State: serde::Serialize,
            Command: Clone + std::fmt::Debug + Send + Sync + 'static,
            Error: std::fmt::Debug,
        > + 'static;
    /// The screen the game is played on.
    const SCREEN: Screen;
    /// Its command log: the start, the position now and the commands played, in order.
    fn command_log(&self) -> &CommandLog<Self::Engine>;
    /// The same game before its first command: the same scenario, seed and seats.
    fn restarted(&self) -> Self;
    /// Execute one command of the replay as the game executes it (its narration, its own
    /// marks), or the engine's reason for refusing it.
    fn replay_step(&mut self, command: LoggedCommand<Self>) -> Result<(), RefusalOf<Self>>;
    /// Where the game stands, in a few words ("day 3, Red to move").
    fn whereabouts(&self) -> String;
}

/// A command of the game `G`.
pub type LoggedCommand<G> = <<G as ReplayableGame>::Engine as RulesEngine>::Command;
/// The engine's reason for refusing a command of the game `G`.
pub type RefusalOf<G> = <<G as ReplayableGame>::Engine as RulesEngine>::Error;

/// An open replay of the game `G`: all its commands, and how many are played on the board.
#[derive(Resource, Debug, Clone)]
pub struct Replay<G: ReplayableGame> {
    pub commands: Vec<LoggedCommand<G>>,
    pub at: usize,
    pub playing: bool,
    /// Commands a second while playing.
    pub speed: f32,
    waited: f32,
    game: PhantomData<G>,
    /// "Since your last turn": the steps as one seat sees them, and the live game; `None`
    /// for a replay of the whole game.
    pub since: Option<SeenAs<G>>,
}

/// A replay seen as one seat sees the game: the games it steps through were made when it
/// opened (a hidden game's views, its lines filtered), and closing it puts `live` back as it
/// was, nothing executed again.
#[derive(Debug, Clone)]
pub struct SeenAs<G> {
    /// The seat the steps are seen as.
    pub seat: usize,
    /// The game before the first step, then after each, as the seat sees it.
    pub steps: Vec<G>,
    /// The game as it stood when the replay opened.
    pub live: G,
}

impl<G: ReplayableGame> Replay<G> {
    /// A replay of `game`'s commands, standing before the first.
    pub fn of(game: &G) -> Self {
        Replay {
            commands: game.command_log().commands.clone(),
            at: 0,
            playing: false,
            speed: DEFAULT_SPEED,
            waited: 0.0,
            game: PhantomData,
            since: None,
        }
    }

    /// A replay through `steps` (at least the game before the first), seen as `seat`,
    /// standing at the first; closing it puts `live` back.
    pub fn seen_as(seat: usize, steps: Vec<G>, live: G) -> Self {
        Replay {
            commands: Vec::new(),
            at: 0,
            playing: false,
            speed: DEFAULT_SPEED,
            waited: 0.0,
            game: PhantomData,
            since: Some(SeenAs { seat, steps, live }),
        }
    }

    /// The last point the replay can stand at: every command (or every step).
    pub fn end(&self) -> usize {
        match &self.since {
            Some(seen) => seen.steps.len().saturating_sub(1),
            None => self.commands.len(),
        }
    }

    /// The game after the first `at` commands (at most all of them), starting from `game`'s
    /// scenario; or why a command no longer replays.
    pub fn game_at(&self, game: &G, at: usize) -> Result<G, RefusalOf<G>> {
        let mut replayed = game.restarted();
        for command in self.commands.iter().take(at) {
            replayed.replay_step(command.clone())?;
        }
        Ok(replayed)
    }
}

/// Commands a second a replay plays at unless the viewer chooses otherwise.
pub const DEFAULT_SPEED: f32 = 2.0;
/// The slowest and fastest a replay plays.
pub const SPEEDS: std::ops::RangeInclusive<f32> = 0.25..=30.0;

/// What the viewer asks of a replay.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum ReplayControl {
    /// Open a replay of the game on screen, standing before its first command.
    Open,
    /// Stand after this many commands.
    Seek(usize),
    /// One command forwards or backwards.
    Step(isize),
    Play,
    Pause,
    SetSpeed(f32),
    /// Drop the commands after this point and hand the game back to its players.
    ContinueFromHere,
    /// Close the replay with the game as it was before it opened.
    Close,
}

/// Open a replay as soon as the game is on screen, standing after `at` commands (a save
/// chosen to watch from the menu stands at 0; `muster screenshot --replay-at`).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayWhenLoaded {
    pub at: usize,
}

/// The replay moved the game to another point, or handed it back: screens whose state comes
/// from events (the Free Move countdown) set themselves from the game's state.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayJumped;

/// Whether no replay of `G` is open: the game's own systems run only then.
pub fn not_replaying<G: ReplayableGame>(replay: Option<Res<Replay<G>>>) -> bool {
    replay.is_none()
}

/// Replays for the game `G` on its screen (the bar is [`bar_plugin`], with the views).
pub fn plugin<G: ReplayableGame>(app: &mut App) {
    if !app.world().contains_resource::<Messages<ReplayControl>>() {
        app.add_message::<ReplayControl>()
            .add_message::<ReplayJumped>();
    }
    app.add_systems(OnExit(G::SCREEN), |mut commands: Commands| {
        commands.remove_resource::<Replay<G>>();
    })
    .add_systems(
        Update,
        (
            open_when_loaded,
            follow_controls::<G>,
            play::<G>.in_set(PausableSystems),
        )
            .chain()
            .in_set(AppSystems::Update)
            .run_if(in_state(G::SCREEN).and_then(resource_exists::<G>)),
    );
}

/// A save chosen to watch from the menu, or the pause menu's "watch the replay".
fn open_when_loaded(
    pending: Option<Res<ReplayWhenLoaded>>,
    mut menu: MessageReader<crate::app::core::menu_actions::MenuAction>,
    mut controls: MessageWriter<ReplayControl>,
    mut commands: Commands,
    net: Option<Res<crate::app::core::network::NetGame>>,
    mut notices: ResMut<crate::app::core::ui::notices::Notices>,
) {
    let watch = menu
        .read()
        .any(|action| *action == crate::app::core::menu_actions::MenuAction::WatchReplay);
    // A replay's "continue from here" would cut the log under the other machine: a network
    // game is watched from its save, after it.
    if watch && net.is_some() {
        notices.push(t!("session-replay-network-from-save"));
        return;
    }
    if let Some(pending) = pending {
        commands.remove_resource::<ReplayWhenLoaded>();
        controls.write(ReplayControl::Open);
        if pending.at > 0 {
            controls.write(ReplayControl::Seek(pending.at));
        }
    } else if watch {
        controls.write(ReplayControl::Open);
    }
}

/// Put the game at `at` commands into the replay, or say why it cannot go there.
fn move_to<G: ReplayableGame>(
    replay: &mut Replay<G>,
    game: &mut G,
    at: usize,
) -> Result<(), RefusalOf<G>> {
    let at = at.min(replay.end());
    if let Some(seen) = &replay.since {
        if let Some(step) = seen.steps.get(at) {
            *game = step.clone();
        }
        replay.at = at;
        return Ok(());
    }
    if at == replay.at + 1 {
        game.replay_step(replay.commands[replay.at].clone())?;
    } else if at != replay.at {
        *game = replay.game_at(game, at)?;
    }
    replay.at = at;
    Ok(())
}

fn follow_controls<G: ReplayableGame>(
    mut controls: MessageReader<ReplayControl>,
    mut game: ResMut<G>,
    mut replay: Option<ResMut<Replay<G>>>,
    mut jumped: MessageWriter<ReplayJumped>,
    mut notices: ResMut<crate::app::core::ui::notices::Notices>,
    mut commands: Commands,
) {
    // A replay opened this frame lives here until the frame's controls are done.
    let mut opened: Option<Replay<G>> = None;
    let mut closed = false;
    for control in controls.read() {
        if *control == ReplayControl::Open {
            if replay.is_none() && opened.is_none() {
                opened = Some(Replay::of(&*game));
                *game = game.restarted();
                closed = false;
                jumped.write(ReplayJumped);
            }
            continue;
        }
        let open = match (opened.as_mut(), replay.as_deref_mut()) {
            (Some(open), _) => open,
            (None, Some(open)) if !closed => open,
            _ => continue,
        };
        let target = match *control {
            ReplayControl::Open => continue,
            ReplayControl::Seek(at) => at,
            ReplayControl::Step(by) => open.at.saturating_add_signed(by),
            ReplayControl::Play => {
                if open.at == open.end() {
                    // Playing from the end starts again from the beginning.
                    if let Err(why) = move_to(open, &mut game, 0) {
                        notices.push(why);
                    }
                }
                open.playing = true;
                continue;
            }
            ReplayControl::Pause => {
                open.playing = false;
                continue;
            }
            ReplayControl::SetSpeed(speed) => {
                open.speed = speed.clamp(*SPEEDS.start(), *SPEEDS.end());
                continue;
            }
            // Seen as one seat, the game goes back as it was: nothing is cut.
            ReplayControl::ContinueFromHere | ReplayControl::Close if open.since.is_some() => {
                if let Some(seen) = &open.since {
                    *game = seen.live.clone();
                }
                closed = true;
                jumped.write(ReplayJumped);
                continue;
            }
            ReplayControl::ContinueFromHere => {
                notices.push(t!(
                    "session-replay-playing-on-from",
                    at = open.at,
                    total = open.commands.len()
                ));
                closed = true;
                jumped.write(ReplayJumped);
                continue;
            }
            ReplayControl::Close => {
                let end = open.end();
                if let Err(why) = move_to(open, &mut game, end) {
                    notices.push(why);
                }
                closed = true;
                jumped.write(ReplayJumped);
                continue;
            }
        };
        open.playing = false;
        match move_to(open, &mut game, target) {
            Ok(()) => {
                jumped.write(ReplayJumped);
            }
            Err(why) => notices.push(t!("session-replay-does-not-replay", why = why.to_string())),
        }
    }
    if closed {
        commands.remove_resource::<Replay<G>>();
    } else if let Some(opened) = opened {
        commands.insert_resource(opened);
    }
}

/// While playing, one command every 1/speed seconds; the end pauses.
fn play<G: ReplayableGame>(
    time: Res<Time>,
    mut game: ResMut<G>,
    replay: Option<ResMut<Replay<G>>>,
    mut notices: ResMut<crate::app::core::ui::notices::Notices>,
) {
    let Some(mut replay) = replay else {
        return;
    };
    if !replay.playing {
        replay.waited = 0.0;
        return;
    }
    replay.waited += time.delta_secs();
    let interval = 1.0 / replay.speed;
    while replay.waited >= interval && replay.playing {
        replay.waited -= interval;
        let next = replay.at + 1;
        if let Err(why) = move_to(&mut replay, &mut *game, next) {
            notices.push(why);
            replay.playing = false;
        }
        if replay.at == replay.end() {
            replay.playing = false;
        }
    }
}
