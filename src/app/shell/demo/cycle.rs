//! The demo's cycle: each game is one of the chosen rulesets' shipped scenarios with the
//! computer at every seat; when it ends (or has run its time) the next ruleset's next
//! scenario begins after a pause to read the result.

use std::path::PathBuf;

use bevy::prelude::*;
use muster_text::t;

use crate::app::core::menu_actions::{ActiveScenario, ChosenMode};
use crate::app::core::mode::Mode;
use crate::app::core::registry::{NextSeats, game_on_screen_over};
use crate::app::core::screens::PausableSystems;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::shell::seat_choices::choose_seats;
use crate::rules::ladder::Level;
use crate::ruleset::Ruleset;
use crate::scenario::{self, catalogue};

/// Seconds the result stays on screen before the next game.
pub const RESULT_PAUSE_SECONDS: f32 = 8.0;
/// Seconds of play after which a game gives way to the next even if it has not ended.
pub const GAME_LIMIT_SECONDS: f32 = 15.0 * 60.0;

/// The demo running: the rulesets it cycles through and where it is.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct DemoMode {
    pub rulesets: Vec<Ruleset>,
    /// Games started so far (the next ruleset and scenario follow from it).
    pub games: usize,
    /// Seconds the game on screen has run, and seconds since it ended.
    pub playing: f32,
    pub ended: Option<f32>,
    /// Whether the next game should start now.
    pub start_next: bool,
    /// A scenario to show first, before the cycle (`muster demo --first <file>`).
    pub first: Option<PathBuf>,
    /// The computer's level (`muster demo --level`): the General unless asked.
    pub level: Level,
}

impl DemoMode {
    /// A demo of `rulesets` (all four when empty), about to start its first game.
    pub fn new(rulesets: Vec<Ruleset>) -> Self {
        DemoMode {
            rulesets: if rulesets.is_empty() {
                Ruleset::ALL.to_vec()
            } else {
                rulesets
            },
            games: 0,
            playing: 0.0,
            ended: None,
            start_next: true,
            first: None,
            level: Level::General,
        }
    }
}

/// Start a demo of `rulesets` (all four when empty), showing `first` first if given.
pub fn start_demo(
    commands: &mut Commands,
    rulesets: Vec<Ruleset>,
    first: Option<PathBuf>,
    level: Level,
) {
    commands.insert_resource(DemoMode {
        first,
        level,
        ..DemoMode::new(rulesets)
    });
    commands.insert_resource(crate::app::session::pace::DemoPace(
        crate::app::session::pace::DEMO_PACE_SECONDS,
    ));
    // The watcher's bar shows over the demo too, starting at the demo's pace.
    commands.queue(|world: &mut World| {
        world
            .resource_mut::<crate::app::session::watch_speed::WatchSpeed>()
            .play_at(1.0 / crate::app::session::pace::DEMO_PACE_SECONDS);
    });
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (watch_the_game, start_the_next_game)
            .chain()
            .in_set(AppSystems::Update)
            .in_set(PausableSystems)
            .run_if(resource_exists::<DemoMode>),
    );
}

/// The scenario files of `ruleset`, in the catalogue's order.
fn scenario_files(ruleset: Ruleset) -> Vec<PathBuf> {
    catalogue::list(&catalogue::scenarios_root(), ruleset)
        .into_iter()
        .map(|entry| entry.path)
        .collect()
}

/// Whether the game on screen is over.
fn watch_the_game(world: &mut World) {
    let over = game_on_screen_over(world);
    let delta = world.resource::<Time>().delta_secs();
    let mut demo = world.resource_mut::<DemoMode>();
    if demo.start_next {
        return;
    }
    demo.playing += delta;
    if demo.ended.is_none() && (over || demo.playing >= GAME_LIMIT_SECONDS) {
        demo.ended = Some(0.0);
    }
    if let Some(ended) = demo.ended.as_mut() {
        *ended += delta;
        if *ended >= RESULT_PAUSE_SECONDS {
            demo.start_next = true;
        }
    }
}

/// Open the next game: the next ruleset in the cycle, its next scenario, every seat the
/// computer's.
fn start_the_next_game(
    mut demo: ResMut<DemoMode>,
    mut notices: ResMut<Notices>,
    mut commands: Commands,
) {
    if !demo.start_next {
        return;
    }
    demo.start_next = false;
    demo.playing = 0.0;
    demo.ended = None;
    let ruleset = demo.rulesets[demo.games % demo.rulesets.len()];
    let round = demo.games / demo.rulesets.len();
    demo.games += 1;
    let files = scenario_files(ruleset);
    let Some(path) = demo
        .first
        .take()
        .or_else(|| files.get(round % files.len().max(1)).cloned())
    else {
        notices.push(t!(
            "walkthrough-demo-no-scenarios",
            ruleset = ruleset.title().to_string()
        ));
        return;
    };
    let loaded = match scenario::load(&path) {
        Ok(loaded) => loaded,
        Err(error) => {
            notices.push(t!(
                "walkthrough-demo-skips",
                file = path.display().to_string(),
                error = error.to_string()
            ));
            demo.start_next = true;
            return;
        }
    };
    let seed = demo.games as u64;
    // Every seat the computer's, at the demo's level (Free Move's second side a level below).
    choose_seats(
        &mut commands,
        &loaded,
        NextSeats {
            human: None,
            seed,
            level: demo.level,
        },
    );
    commands.set_state(Screen::for_scenario(&loaded));
    if let Some(ruleset) = loaded.ruleset() {
        commands.insert_resource(ChosenMode(Mode::Ruleset(ruleset.into())));
    }
    commands.insert_resource(ActiveScenario {
        path,
        scenario: loaded,
    });
    commands.set_state(Menu::None);
}
