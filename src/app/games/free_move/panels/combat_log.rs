//! The combat log: every die roll (who, why, the face, what it meant), every casualty,
//! retreat and melee result, newest at the bottom.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::free_move::game::{FreeMoveEvent, FreeMoveSession};
use crate::rules::free_move::event::{Cause, Event, RetireReason};
use crate::rules::free_move::{State, UnitId};

/// The lines of the log, oldest first.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct CombatLog(pub Vec<String>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<CombatLog>()
        .init_resource::<LogDrawer>()
        .add_systems(OnEnter(Screen::FreeMove), |mut log: ResMut<CombatLog>| {
            log.0.clear()
        })
        .add_systems(
            Update,
            record_events
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_log.run_if(in_state(Screen::FreeMove)),
        );
}

fn name(state: &State, unit: UnitId) -> String {
    let side = &state.side_names[unit.side.index()];
    match state.unit(unit) {
        Some(found) => format!(
            "{side} {} ({})",
            unit.number,
            found.unit_type.name().to_lowercase()
        ),
        None => format!("{side} {}", unit.number),
    }
}

fn cause(cause: Cause) -> &'static str {
    match cause {
        Cause::MissileFire => "missile fire",
        Cause::MissileMenVolley => "the missile men's volley",
        Cause::FireAndChargeJavelins => "Fire and Charge javelins",
        Cause::ReturnFire => "return fire",
        Cause::Shock => "shock",
        Cause::MeleeDefeat => "defeat in melee",
        Cause::MeleeVictory => "the cost of victory",
        Cause::PullOut => "pulling out",
    }
}

/// The log line for an event, if it deserves one.
pub fn log_line(state: &State, event: &Event) -> Option<String> {
    let line = match event {
        Event::TimedMoveBegan { number, time } => format!("— Timed move {number}: {}", time.reason),
        Event::BellRang => "The bell: all movement ceases.".into(),
        Event::TimeCalled { side } => format!(
            "{} calls Time! No combat until another timed move (rule 6).",
            state.side_names[side.index()]
        ),
        Event::Contact { mover, struck } => {
            format!(
                "{} contacts {}: both frozen in melee.",
                name(state, *mover),
                name(state, *struck)
            )
        }
        Event::FireAndChargeCalled { unit } => {
            format!("{} calls Fire and Charge.", name(state, *unit))
        }
        Event::SquareFormed { units, side, .. } => format!(
            "{} forms a square of {} stands.",
            state.side_names[side.index()],
            units.len()
        ),
        Event::SquareBroken { reason, .. } => format!("A square is broken: {reason}."),
        Event::Rolled(report) => format!("🎲 {}: {}", report.why, report.outcome),
        Event::VolleyResolved { explanation, .. } => explanation.clone(),
        Event::Casualties {
            unit,
            points,
            cause: why,
        } => {
            format!(
                "{} loses {points} point(s) to {}.",
                name(state, *unit),
                cause(*why)
            )
        }
        Event::Removed { unit } => format!("{} is wiped out.", name(state, *unit)),
        Event::MeleeRound(report) => format!(
            "⚔ Melee {}, round {}: {}",
            report.melee, report.round, report.explanation
        ),
        Event::MeleeEnded { melee, winner } => match winner {
            Some(side) => format!(
                "Melee {melee} is over: {} wins.",
                state.side_names[side.index()]
            ),
            None => format!("Melee {melee} is over."),
        },
        Event::PulledOut { melee, side } => format!(
            "{} pulls out of melee {melee}.",
            state.side_names[side.index()]
        ),
        Event::Retired {
            unit,
            moves,
            reason,
            ..
        } => {
            let why = match reason {
                RetireReason::Defeated => "defeated",
                RetireReason::PulledOut => "pulling out",
                RetireReason::StillShaken => "morale still bad",
            };
            format!("{} retires {moves} move(s) ({why}).", name(state, *unit))
        }
        Event::MoraleChanged { unit, morale } => {
            format!("{} is now {}.", name(state, *unit), morale.describe())
        }
        Event::BonusMoveGranted { unit } => format!("{} has a bonus move.", name(state, *unit)),
        Event::Victory(result) => format!("🏆 {}", result.reason),
        _ => return None,
    };
    Some(line)
}

fn record_events(
    mut events: MessageReader<FreeMoveEvent>,
    game: Res<FreeMoveSession>,
    mut log: ResMut<CombatLog>,
) {
    for FreeMoveEvent(event) in events.read() {
        if let Some(line) = log_line(&game.state, event) {
            log.0.push(line);
        }
    }
}

/// The log drawer's width (egui points).
const LOG_WIDTH: f32 = 380.0;

/// Whether the combat log's drawer is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LogDrawer(pub bool);

fn draw_log(
    mut contexts: EguiContexts,
    log: Res<CombatLog>,
    mut drawer: ResMut<LogDrawer>,
) -> Result {
    if !drawer.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // A drawer at the bottom's middle, between the two roster drawers, opened and closed
    // from the clock bar.
    egui::Window::new("Combat log")
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -8.0])
        .min_width(LOG_WIDTH)
        .max_width(LOG_WIDTH)
        .default_height(ctx.content_rect().height() * 0.38)
        .open(&mut drawer.0)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            show_scrolled(
                ui,
                egui::ScrollArea::vertical()
                    .stick_to_bottom(true)
                    .auto_shrink([false, false]),
                |ui| {
                    for line in &log.0 {
                        ui.label(line);
                    }
                },
            );
        });
    Ok(())
}
