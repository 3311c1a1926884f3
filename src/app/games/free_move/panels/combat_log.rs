//! The combat log: every die roll (who, why, the face, what it meant), every casualty,
//! retreat and melee result, newest at the bottom.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::free_move::game::{FreeMoveEvent, FreeMoveSession};
use crate::rules::free_move::event::{Cause, Event, RetireReason};
use crate::rules::free_move::{Side, State, UnitId};

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
    let side = state.side_names[unit.side.index()].as_str();
    match state.unit(unit) {
        Some(found) => t!(
            "free-move-log-unit-typed",
            side = side,
            number = unit.number,
            kind = found.unit_type.in_sentence()
        ),
        None => t!("free-move-log-unit", side = side, number = unit.number),
    }
}

fn cause(cause: Cause) -> String {
    match cause {
        Cause::MissileFire => t!("free-move-log-cause-missile-fire"),
        Cause::MissileMenVolley => t!("free-move-log-cause-missile-men-volley"),
        Cause::FireAndChargeJavelins => t!("free-move-log-cause-fire-and-charge"),
        Cause::ReturnFire => t!("free-move-log-cause-return-fire"),
        Cause::Shock => t!("free-move-log-cause-shock"),
        Cause::MeleeDefeat => t!("free-move-log-cause-melee-defeat"),
        Cause::MeleeVictory => t!("free-move-log-cause-melee-victory"),
        Cause::PullOut => t!("free-move-log-cause-pull-out"),
    }
}

/// The log line for an event, if it deserves one.
pub fn log_line(state: &State, event: &Event) -> Option<String> {
    let side_name = |side: Side| state.side_names[side.index()].as_str();
    let line = match event {
        Event::TimedMoveBegan { number, time } => t!(
            "free-move-log-timed-move",
            number = *number,
            reason = time.reason.as_str()
        ),
        Event::BellRang => t!("free-move-log-bell"),
        Event::TimeCalled { side } => t!("free-move-log-time-called", side = side_name(*side)),
        Event::Contact { mover, struck } => t!(
            "free-move-log-contact",
            mover = name(state, *mover),
            struck = name(state, *struck)
        ),
        Event::FireAndChargeCalled { unit } => {
            t!("free-move-log-fire-and-charge", unit = name(state, *unit))
        }
        Event::SquareFormed { units, side, .. } => t!(
            "free-move-log-square-formed",
            side = side_name(*side),
            count = units.len()
        ),
        Event::SquareBroken { reason, .. } => {
            t!("free-move-log-square-broken", reason = reason.to_string())
        }
        Event::Rolled(report) => format!("🎲 {}: {}", report.why, report.outcome),
        Event::VolleyResolved { explanation, .. } => explanation.clone(),
        Event::Casualties {
            unit,
            points,
            cause: why,
        } => t!(
            "free-move-log-casualties",
            unit = name(state, *unit),
            points = points.0,
            cause = cause(*why)
        ),
        Event::Removed { unit } => t!("free-move-log-removed", unit = name(state, *unit)),
        Event::MeleeRound(report) => t!(
            "free-move-log-melee-round",
            melee = report.melee.to_string(),
            round = report.round,
            explanation = report.explanation.as_str()
        ),
        Event::MeleeEnded { melee, winner } => match winner {
            Some(side) => t!(
                "free-move-log-melee-won",
                melee = melee.to_string(),
                side = side_name(*side)
            ),
            None => t!("free-move-log-melee-over", melee = melee.to_string()),
        },
        Event::PulledOut { melee, side } => t!(
            "free-move-log-pulled-out",
            side = side_name(*side),
            melee = melee.to_string()
        ),
        Event::Retired {
            unit,
            moves,
            reason,
            ..
        } => {
            let unit = name(state, *unit);
            match reason {
                RetireReason::Defeated => {
                    t!(
                        "free-move-log-retires-defeated",
                        unit = unit,
                        moves = *moves
                    )
                }
                RetireReason::PulledOut => {
                    t!(
                        "free-move-log-retires-pulling-out",
                        unit = unit,
                        moves = *moves
                    )
                }
                RetireReason::StillShaken => {
                    t!(
                        "free-move-log-retires-still-shaken",
                        unit = unit,
                        moves = *moves
                    )
                }
            }
        }
        Event::MoraleChanged { unit, morale } => t!(
            "free-move-log-morale",
            unit = name(state, *unit),
            morale = morale.describe()
        ),
        Event::BonusMoveGranted { unit } => {
            t!("free-move-log-bonus-move", unit = name(state, *unit))
        }
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
    // The big-screen layout shows the log's last lines as captions instead.
    if crate::app::core::ui::big_screen::big_screen_on(ctx) {
        return Ok(());
    }
    // A drawer at the bottom's middle, between the two roster drawers, opened and closed
    // from the clock bar.
    egui::Window::new(t!("free-move-log-title"))
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
