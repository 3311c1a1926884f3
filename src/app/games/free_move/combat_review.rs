//! Combat step by step: after the engine judges a combat (instantly), its volleys, dice,
//! casualties, melee rounds and retreats are shown one at a time in the clock bar, each
//! with the stands involved ringed on the table, the die shown large and what it meant.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::core::ui::widgets::die_face;

use super::combat_log::log_line;
use super::game::{FreeMoveGame, GameEvent};
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::rules::free_move::event::Event;
use crate::rules::free_move::{State, UnitId};

/// One step of a combat: what happened, the stands involved, the die if one was rolled.
#[derive(Debug, Clone, PartialEq)]
pub struct CombatStep {
    pub text: String,
    pub units: Vec<UnitId>,
    pub die: Option<u8>,
}

/// The combat being reviewed, and the step on show.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct CombatReview {
    pub steps: Vec<CombatStep>,
    pub current: usize,
    pub open: bool,
}

impl CombatReview {
    /// The stands of the step on show (ringed on the table).
    pub fn highlighted(&self) -> &[UnitId] {
        match self.steps.get(self.current) {
            Some(step) if self.open => &step.units,
            _ => &[],
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CombatReview>()
        .add_systems(
            OnEnter(Screen::Table),
            |mut review: ResMut<CombatReview>| {
                *review = CombatReview::default();
            },
        )
        .add_systems(
            Update,
            (collect_steps.in_set(AppSystems::Update), ring_highlighted)
                .run_if(in_state(Screen::Table).and_then(resource_exists::<FreeMoveGame>)),
        );
}

fn units_of(event: &Event) -> Vec<UnitId> {
    match event {
        Event::Rolled(report) => report.unit.into_iter().collect(),
        Event::VolleyResolved {
            shooter, target, ..
        } => vec![*shooter, *target],
        Event::Casualties { unit, .. }
        | Event::Removed { unit }
        | Event::Retired { unit, .. }
        | Event::MoraleChanged { unit, .. }
        | Event::BonusMoveGranted { unit } => vec![*unit],
        Event::MeleeRound(report) => report
            .sides
            .iter()
            .flat_map(|side| side.units.iter().copied())
            .collect(),
        _ => Vec::new(),
    }
}

/// The steps of a batch of events, if it holds any combat.
pub fn steps_of(state: &State, events: &[Event]) -> Vec<CombatStep> {
    let combat = events.iter().any(|event| {
        matches!(
            event,
            Event::Rolled(_) | Event::VolleyResolved { .. } | Event::MeleeRound(_)
        )
    });
    if !combat {
        return Vec::new();
    }
    events
        .iter()
        .filter(|event| {
            // Movement and the phases' own lines belong to the log, not to the combat.
            !matches!(
                event,
                Event::TimedMoveBegan { .. }
                    | Event::PhaseBegan { .. }
                    | Event::Contact { .. }
                    | Event::BellRang
                    | Event::FireAndChargeCalled { .. }
                    | Event::SquareFormed { .. }
            )
        })
        .filter_map(|event| {
            let text = log_line(state, event)?;
            let die = match event {
                Event::Rolled(report) => Some(report.roll.value),
                _ => None,
            };
            Some(CombatStep {
                text,
                units: units_of(event),
                die,
            })
        })
        .collect()
}

fn collect_steps(
    mut events: MessageReader<GameEvent>,
    game: Res<FreeMoveGame>,
    mut review: ResMut<CombatReview>,
) {
    let batch: Vec<Event> = events
        .read()
        .map(|GameEvent(event)| event.clone())
        .collect();
    let steps = steps_of(&game.state, &batch);
    if !steps.is_empty() {
        *review = CombatReview {
            steps,
            current: 0,
            open: true,
        };
    }
}

fn ring_highlighted(mut gizmos: Gizmos, review: Res<CombatReview>, game: Res<FreeMoveGame>) {
    for id in review.highlighted() {
        if let Some(unit) = game.state.unit(*id) {
            let radius = game.state.tray().half_extents().length() + 1.0;
            gizmos.circle_2d(
                Isometry2d::from_translation(unit.pose.centre()),
                radius,
                Color::srgb(1.0, 0.9, 0.2),
            );
        }
    }
}

/// The review in the clock bar's middle (the countdown is idle while combat is shown):
/// the step, its die drawn large, what it meant, and Back, Next and Done. Nothing covers
/// the table.
pub(super) fn review_strip(ui: &mut egui::Ui, review: &mut CombatReview) {
    let count = review.steps.len();
    if count == 0 {
        return;
    }
    let current = review.current.min(count - 1);
    let step = review.steps[current].clone();
    ui.horizontal(|ui| {
        if let Some(value) = step.die {
            die_face(ui, value, 48.0);
        }
        ui.vertical(|ui| {
            ui.spacing_mut().item_spacing.y = 2.0;
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 4.0;
                ui.spacing_mut().button_padding = egui::vec2(8.0, 2.0);
                ui.label(egui::RichText::new(format!("Combat {}/{count}", current + 1)).strong());
                let button = |text: &str| egui::Button::new(egui::RichText::new(text).size(14.0));
                if ui
                    .add_enabled(current > 0, button("◀"))
                    .on_hover_text("Back a step")
                    .clicked()
                {
                    review.current = current - 1;
                }
                if ui
                    .add_enabled(current + 1 < count, button("▶"))
                    .on_hover_text("Next step")
                    .clicked()
                {
                    review.current = current + 1;
                }
                if ui.add(button("Done")).clicked() {
                    review.open = false;
                }
            });
            super::game_panel::slot_text(ui, "combat step", &step.text, 14.0);
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::dice::{Die, DieRoll};
    use crate::rules::free_move::builder::{Battlefield, blue, red};
    use crate::rules::free_move::event::{RollReason, RollReport};
    use crate::rules::free_move::{Phase, Side, UnitType};

    #[test]
    fn a_combat_is_shown_step_by_step_with_its_dice_and_stands() {
        let state = Battlefield::new()
            .unit(Side::First, 9, UnitType::Archers, (10.0, 10.0), 0.0)
            .unit(
                Side::Second,
                3,
                UnitType::HeavyInfantry,
                (10.0, 18.0),
                180.0,
            )
            .at_phase(Phase::MissileFire);
        let events = vec![
            Event::Rolled(RollReport {
                side: Side::First,
                unit: Some(red(9)),
                reason: RollReason::MissileFire,
                why: "Unit 9's arrows at unit 3".into(),
                roll: DieRoll {
                    die: Die::D6,
                    value: 3,
                    sequence: 1,
                },
                outcome: "3: hit".into(),
            }),
            Event::VolleyResolved {
                shooter: red(9),
                target: blue(3),
                hits: 1,
                explanation: "one point killed".into(),
            },
            Event::PhaseBegan {
                phase: Phase::PullOut,
            },
        ];
        let steps = steps_of(&state, &events);
        assert_eq!(steps.len(), 2, "the phase change is no step");
        assert_eq!(steps[0].die, Some(3));
        assert_eq!(steps[0].units, vec![red(9)]);
        assert_eq!(steps[1].units, vec![red(9), blue(3)]);
        assert!(
            steps_of(&state, &[Event::BellRang]).is_empty(),
            "no combat, no review"
        );
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;

    fn review() -> CombatReview {
        let step = |text: &str, die| CombatStep {
            text: text.to_string(),
            units: Vec::new(),
            die,
        };
        CombatReview {
            steps: vec![
                step("Unit 9 shoots: 3, a hit.", Some(3)),
                step("Unit 3 loses a point.", None),
            ],
            current: 0,
            open: true,
        }
    }

    #[test]
    fn the_review_steps_on_and_closes() {
        let stepped = click_on("▶", review(), review_strip);
        assert_eq!(stepped.current, 1);
        let done = click_on("Done", review(), review_strip);
        assert!(!done.open);
    }
}
