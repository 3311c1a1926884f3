//! What Free Move – Timed Move tells the shell (`core::registry`): seats for the next battle
//! (the computer's level per side, the seed), whether the battle is over, its saves, its
//! page of the rules reference, the rule each event shows for the captions, and the combat
//! log's tail for the big-screen layout.

use muster_text::t;
use std::path::Path;

use bevy::prelude::*;

use super::FreeMoveSession;
use super::computer::FreeMoveSeats;
use super::game::{ChosenSeed, FreeMoveEvent};
use super::panels::combat_log::{CombatLog, log_line};
use super::save::{SAVE_VERSION, SavedBattle};
use crate::app::core::log_tail::{LogTail, tail_wanted};
use crate::app::core::registry::{GameEntry, NextSeats, SaveLabel, register_game};
use crate::app::core::rule_captions::RuleShown;
use crate::app::core::screens::Screen;
use crate::app::core::ui::captions::captions_wanted;
use crate::app::session::registration;
use crate::rules::free_move::ai::Level;
use crate::rules::free_move::event::Event;
use crate::rules::free_move::{Phase, captions};
use crate::scenario::Scenario;

pub(super) fn plugin(app: &mut App) {
    register_game(
        app,
        GameEntry {
            ruleset: super::ruleset_entry::ID,
            resume_name: "free-move-resume-name",
            choose_seats,
            forget_seats,
            over,
            hand_to_people: |_| {},
            whereabouts,
            save_label,
            open_save: registration::open_save::<FreeMoveSession>,
            rules_page: super::panels::rules_page::draw,
        },
    );
    registration::publish_save_paths::<FreeMoveSession>(app, super::ruleset_entry::ID);
    app.add_systems(
        Update,
        (
            caption_rules.run_if(captions_wanted),
            tail_the_log.run_if(tail_wanted),
        ),
    );
}

/// While the big-screen layout is on: the combat log's last lines, for its captions.
fn tail_the_log(
    screen: Res<State<Screen>>,
    log: Option<Res<CombatLog>>,
    mut tail: ResMut<LogTail>,
) {
    if let Some(log) = log.filter(|_| *screen.get() == Screen::FreeMove) {
        LogTail::follow(&mut tail, &log.0);
    }
}

/// The levels the computer plays at: the General's opponent a level below (so the demo's
/// battles are not mirror matches), any other level against itself.
fn levels(level: Level) -> [Level; 2] {
    match level {
        Level::General => [Level::General, Level::Veteran],
        other => [other; 2],
    }
}

fn choose_seats(commands: &mut Commands, _scenario: &Scenario, next: NextSeats) {
    let levels = levels(next.level);
    let seats = [0, 1].map(|seat| (next.human != Some(seat)).then_some(levels[seat]));
    commands.insert_resource(FreeMoveSeats(seats));
    commands.insert_resource(ChosenSeed(next.seed));
}

fn forget_seats(commands: &mut Commands) {
    commands.insert_resource(FreeMoveSeats::default());
}

fn over(world: &World) -> Option<bool> {
    world
        .get_resource::<FreeMoveSession>()
        .map(|game| game.state.phase == Phase::GameOver)
}

fn whereabouts(world: &World) -> Option<String> {
    world.get_resource::<FreeMoveSession>().map(|game| {
        t!(
            "free-move-whereabouts-move",
            number = game.state.move_number.max(1)
        )
    })
}

fn save_label(path: &Path) -> SaveLabel {
    SaveLabel::read(path, |save: SavedBattle| {
        if save.version != SAVE_VERSION {
            return SaveLabel::Damaged(t!(
                "free-move-save-other-version",
                file = path.display().to_string(),
                version = save.version,
                reads = SAVE_VERSION
            ));
        }
        SaveLabel::Label(t!(
            "free-move-save-label",
            title = save.title.as_str(),
            number = save.move_number.max(1)
        ))
    })
}

/// While captions are wanted (the demo, or turned on): each event that shows a rule, named
/// for the captions. The bell,
/// a timed move's start and a victory are big moments, shown at once.
fn caption_rules(
    mut events: MessageReader<FreeMoveEvent>,
    game: Option<Res<FreeMoveSession>>,
    mut shown: MessageWriter<RuleShown>,
) {
    let Some(game) = game else {
        events.clear();
        return;
    };
    for FreeMoveEvent(event) in events.read() {
        let (Some(rule), Some(line)) = (captions::rule_of(event), log_line(&game.state, event))
        else {
            continue;
        };
        let big = matches!(
            event,
            Event::Victory(_) | Event::BellRang | Event::TimedMoveBegan { .. }
        );
        shown.write(RuleShown { rule, line, big });
    }
}
