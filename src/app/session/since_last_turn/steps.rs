//! What "Since your last turn" steps through, made from the game, for every [`TurnGame`]:
//! who played each command, the games from a command on as one seat sees them (the view of
//! a game that hides something, and only the log lines that name nothing hidden from that
//! seat), and, on a guest of a game that hides something, the views the host sent since
//! this machine's last turn.

use muster_text::t;

use crate::app::session::command_log::CommandLog;
use crate::app::session::messages::ReplaySince;
use crate::app::session::turn_game::{EventOf, StateOf, TurnGame, line_readable};
use crate::app::session::turns::{ErrorOf, Session};
use crate::rules::engine::RulesEngine;

/// The seat that played each command of a game (the seat to act before it), kept by playing
/// the commands on a copy of the command log as they come.
pub struct PlayedBy<G: TurnGame> {
    copy: Option<CommandLog<G::Engine>>,
    /// The seat to act before each command, in order.
    pub seats: Vec<Option<usize>>,
}

impl<G: TurnGame> Default for PlayedBy<G> {
    fn default() -> Self {
        PlayedBy {
            copy: None,
            seats: Vec::new(),
        }
    }
}

impl<G: TurnGame> PlayedBy<G> {
    /// Follow `log`: its new commands played on the copy; another game, or a log cut back
    /// (undo), played again from its start.
    pub fn catch_up(&mut self, log: &CommandLog<G::Engine>) {
        let follows = self.copy.as_ref().is_some_and(|copy| {
            copy.seed == log.seed
                && copy.commands.len() <= log.commands.len()
                && log.commands.starts_with(&copy.commands)
        });
        if !follows {
            self.copy = None;
            self.seats.clear();
        }
        let copy = self.copy.get_or_insert_with(|| log.restarted());
        for command in &log.commands[copy.commands.len()..] {
            let seat = G::acting_seat(&copy.state);
            if copy.execute(command.clone()).is_err() {
                // A log that does not replay offers nothing.
                self.copy = None;
                self.seats.clear();
                return;
            }
            self.seats.push(seat);
        }
    }

    /// What "Since your last turn" replays for `seat`: from the command after its last (from
    /// the start if it has not played), if someone else has played since.
    pub fn offer(&self, seat: usize) -> Option<ReplaySince> {
        let from = self
            .seats
            .iter()
            .rposition(|played| *played == Some(seat))
            .map_or(0, |last| last + 1);
        self.seats[from..]
            .iter()
            .any(|played| *played != Some(seat))
            .then_some(ReplaySince { seat, from })
    }
}

/// The log lines of `events` (from the state `before`) that `seat` may read: a line is kept
/// when it reads the same told against the seat's view as against the game, before the
/// event and after it (the host's views across machines decide the same way).
pub fn lines_seen_by<G: TurnGame>(
    before: &StateOf<G>,
    events: &[EventOf<G>],
    seat: usize,
) -> Vec<String> {
    let mut before = before.clone();
    let mut kept = Vec::new();
    for event in events {
        let mut after = before.clone();
        G::Engine::apply(&mut after, event);
        if let Some(line) = G::narrate(&before, event)
            && line_readable::<G>(|state| G::view_for(state, seat), &before, &after, event)
        {
            kept.push(line);
        }
        before = after;
    }
    kept
}

/// `game` as `seat` sees it, its log `lines`.
fn seen_as<G: TurnGame>(game: &Session<G>, seat: usize, lines: &[String]) -> Session<G> {
    let mut step = game.clone();
    if let Some(view) = G::view_for(&game.state, seat) {
        step.command_log.state = view;
    }
    step.log = lines.to_vec();
    step
}

/// The games of `live` before its command `from` and after each later one, as `seat` sees
/// them, each with the lines since `from` that the seat may read; or why a command no longer
/// replays.
pub fn steps_since<G: TurnGame>(
    live: &Session<G>,
    seat: usize,
    from: usize,
) -> Result<Vec<Session<G>>, ErrorOf<G>> {
    let from = from.min(live.commands.len());
    let mut game = live.restarted();
    for command in &live.commands[..from] {
        game.command_log.execute(command.clone())?;
    }
    let mut lines = vec![t!("since-log-heading")];
    let mut steps = vec![seen_as(&game, seat, &lines)];
    for command in &live.commands[from..] {
        let before = game.state.clone();
        let events = game.command_log.execute(command.clone())?;
        lines.extend(lines_seen_by::<G>(&before, &events, seat));
        steps.push(seen_as(&game, seat, &lines));
    }
    Ok(steps)
}

/// One view the host sent a guest of a game that hides something.
pub struct KeptView<G: TurnGame> {
    /// The host's count of commands when it was sent.
    pub commands: usize,
    pub state: StateOf<G>,
    /// The log's lines that came with it.
    pub lines: Vec<String>,
}

/// The views a guest of a game that hides something was sent since its own last command:
/// the first is the game just after it, then one a change the others made.
pub struct KeptViews<G: TurnGame> {
    pub views: Vec<KeptView<G>>,
}

impl<G: TurnGame> Default for KeptViews<G> {
    fn default() -> Self {
        KeptViews { views: Vec::new() }
    }
}

impl<G: TurnGame> KeptViews<G> {
    /// Keep `view`: the same position sent again (a guest come back) stands in for the last;
    /// after one of `mine`'s own commands the views start again from it.
    pub fn keep(&mut self, view: KeptView<G>, mine: impl Fn(usize) -> bool) {
        let Some(last) = self.views.last_mut() else {
            self.views.push(view);
            return;
        };
        if last.commands == view.commands {
            last.state = view.state;
        } else if G::acting_seat(&last.state).is_some_and(mine) {
            self.views = vec![KeptView {
                lines: Vec::new(),
                ..view
            }];
        } else {
            self.views.push(view);
        }
    }

    /// What "Since your last turn" replays for `seat`, if the others changed anything since.
    pub fn offer(&self, seat: usize) -> Option<ReplaySince> {
        let first = self.views.first()?;
        (self.views.len() > 1).then_some(ReplaySince {
            seat,
            from: first.commands,
        })
    }

    /// The games the views since the host's command `from` show, each with the lines since,
    /// standing in for `live`'s state and log.
    pub fn steps_from(&self, live: &Session<G>, from: usize) -> Vec<Session<G>> {
        let start = self
            .views
            .iter()
            .position(|view| view.commands >= from)
            .unwrap_or(self.views.len());
        let mut lines = vec![t!("since-log-heading")];
        self.views[start..]
            .iter()
            .enumerate()
            .map(|(index, view)| {
                if index > 0 {
                    lines.extend(view.lines.iter().cloned());
                }
                let mut step = live.clone();
                step.command_log.state = view.state.clone();
                step.log = lines.clone();
                step
            })
            .collect()
    }
}
