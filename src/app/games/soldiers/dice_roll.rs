//! The CRT roll on screen: after each attack a die tumbles for a moment, lands on the face
//! the engine rolled, and shows the odds column and the result, then fades.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::game::{SoldiersEvent, SoldiersSession};
use crate::app::core::screens::PausableSystems;
use crate::app::core::screens::Screen;
use crate::app::core::ui::widgets::die_face;
use crate::rules::soldiers::crt::CombatResult;
use crate::rules::soldiers::event::{Event, FireReport};
use crate::rules::soldiers::map::label;

/// How long the die tumbles, and how long the result stays.
const TUMBLE_SECONDS: f32 = 0.6;
const SHOW_SECONDS: f32 = 3.0;

/// The attack whose roll is on screen, and how long it has been there.
#[derive(Resource, Debug, Default)]
pub struct RollOnScreen {
    report: Option<FireReport>,
    age: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RollOnScreen>()
        .add_systems(
            Update,
            catch_rolls
                .in_set(PausableSystems)
                .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_roll.run_if(in_state(Screen::Soldiers)),
        );
}

fn catch_rolls(
    mut events: MessageReader<SoldiersEvent>,
    mut shown: ResMut<RollOnScreen>,
    time: Res<Time>,
) {
    for crate::app::session::SessionEvent(event) in events.read() {
        if let Event::Fired(report) = event {
            shown.report = Some(report.clone());
            shown.age = 0.0;
        }
    }
    shown.age += time.delta_secs();
}

/// The face to show: tumbling through faces at first, then the rolled one.
fn face(shown: &RollOnScreen, rolled: u8) -> u8 {
    if shown.age < TUMBLE_SECONDS {
        ((shown.age * 23.0) as u8 + rolled) % 6 + 1
    } else {
        rolled
    }
}

fn result_words(result: CombatResult) -> (String, egui::Color32) {
    match result {
        CombatResult::N => (t!("soldiers-result-no-effect"), egui::Color32::LIGHT_GRAY),
        CombatResult::D => (
            t!("soldiers-result-disrupted"),
            egui::Color32::from_rgb(240, 190, 60),
        ),
        CombatResult::E => (
            t!("soldiers-result-eliminated"),
            egui::Color32::from_rgb(230, 80, 70),
        ),
    }
}

fn draw_roll(mut contexts: EguiContexts, shown: Res<RollOnScreen>) -> Result {
    let Some(report) = shown.report.as_ref().filter(|_| shown.age < SHOW_SECONDS) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("soldiers die roll"))
        .anchor(egui::Align2::CENTER_TOP, [-180.0, 24.0])
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    die_face(ui, face(&shown, report.die), 56.0);
                    ui.vertical(|ui| {
                        ui.label(
                            egui::RichText::new(t!(
                                "soldiers-roll-fire-on",
                                target = label(report.target),
                                attack = report.attack,
                                defense = report.defense,
                                column = report
                                    .column
                                    .clone()
                                    .unwrap_or_else(|| t!("soldiers-column-below"))
                            ))
                            .strong(),
                        );
                        if shown.age >= TUMBLE_SECONDS {
                            let (words, colour) = result_words(report.result);
                            let words = if report.modified_die != report.die {
                                t!(
                                    "soldiers-roll-die-counts",
                                    die = report.die,
                                    counts = report.modified_die,
                                    result = words
                                )
                            } else {
                                t!("soldiers-roll-die", die = report.die, result = words)
                            };
                            ui.label(egui::RichText::new(words).size(20.0).color(colour));
                        }
                    });
                });
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_roll_tumbles_then_lands_on_the_rolled_face() {
        let tumbling = RollOnScreen {
            report: None,
            age: 0.1,
        };
        let landed = RollOnScreen {
            report: None,
            age: 1.0,
        };
        assert!((1..=6).contains(&face(&tumbling, 4)));
        assert_eq!(face(&landed, 4), 4);
    }
}
