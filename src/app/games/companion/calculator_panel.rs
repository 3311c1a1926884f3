//! The missile fire calculator on the companion screen: pick the firing unit and its
//! target from the rosters, say how they stand, and either let Muster roll or enter the
//! players' own die. The engine judges it; the loss goes on the roster and in the log.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::armies::CompanionSession;
use super::{OpenCalculator, calculator_window, dice_with};
use crate::app::core::screens::Screen;
use crate::companion::missile_calculator::{MissileQuestion, TargetPosition, judge_volley_between};
use crate::rules::free_move::geometry::Aspect;

/// What the players have picked so far, and the last answer.
#[derive(Resource, Debug, Clone, PartialEq)]
struct MissileForm {
    shooting_side: usize,
    shooter: Option<u32>,
    target: Option<u32>,
    from: Aspect,
    position: TargetPosition,
    shooter_in_house: bool,
    in_range: bool,
    answer: Vec<String>,
}

impl Default for MissileForm {
    fn default() -> Self {
        Self {
            shooting_side: 0,
            shooter: None,
            target: None,
            from: Aspect::Front,
            position: TargetPosition::Open,
            shooter_in_house: false,
            in_range: true,
            answer: Vec::new(),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MissileForm>().add_systems(
        EguiPrimaryContextPass,
        draw_calculator
            .run_if(in_state(Screen::Companion).and_then(resource_exists::<CompanionSession>)),
    );
}

fn choice<T: PartialEq + Copy>(ui: &mut egui::Ui, value: &mut T, options: &[(T, String)]) {
    ui.horizontal_wrapped(|ui| {
        for (option, label) in options {
            if ui
                .add(
                    egui::Button::selectable(*value == *option, label.as_str())
                        .min_size(egui::vec2(0.0, 40.0)),
                )
                .clicked()
            {
                *value = *option;
            }
        }
    });
}

fn draw_calculator(
    mut contexts: EguiContexts,
    mut form: ResMut<MissileForm>,
    mut session: ResMut<CompanionSession>,
    mut open: ResMut<OpenCalculator>,
) -> Result {
    if *open != OpenCalculator::MissileFire {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let form = &mut *form;
    calculator_window(ctx, &t!("companion-tab-missile-fire"), &mut open, |ui| {
        missile_form(ui, form, &mut session);
    });
    Ok(())
}

/// The calculator's form: the units, how they stand, the roll; the answer under it, the
/// loss on the roster.
fn missile_form(ui: &mut egui::Ui, form: &mut MissileForm, session: &mut CompanionSession) {
    let names = [
        session.0.armies[0].name.clone(),
        session.0.armies[1].name.clone(),
    ];
    choice(
        ui,
        &mut form.shooting_side,
        &[(0, names[0].clone()), (1, names[1].clone())],
    );
    let shooters: Vec<(u32, String)> = session.0.armies[form.shooting_side]
        .units
        .iter()
        .filter(|unit| unit.points_left() > 0 && unit.unit_type.missile().is_some())
        .map(|unit| {
            (
                unit.number,
                format!("{} {}", unit.number, unit.unit_type.short_name()),
            )
        })
        .collect();
    let targets: Vec<(u32, String)> = session.0.armies[1 - form.shooting_side]
        .units
        .iter()
        .filter(|unit| unit.points_left() > 0)
        .map(|unit| {
            (
                unit.number,
                format!("{} {}", unit.number, unit.unit_type.short_name()),
            )
        })
        .collect();
    ui.label(t!("companion-missile-firing-unit"));
    ui.horizontal_wrapped(|ui| {
        for (number, label) in &shooters {
            if ui
                .add(
                    egui::Button::selectable(form.shooter == Some(*number), label)
                        .min_size(egui::vec2(0.0, 40.0)),
                )
                .clicked()
            {
                form.shooter = Some(*number);
            }
        }
    });
    ui.label(t!("companion-missile-target"));
    ui.horizontal_wrapped(|ui| {
        for (number, label) in &targets {
            if ui
                .add(
                    egui::Button::selectable(form.target == Some(*number), label)
                        .min_size(egui::vec2(0.0, 40.0)),
                )
                .clicked()
            {
                form.target = Some(*number);
            }
        }
    });
    choice(
        ui,
        &mut form.from,
        &[
            (Aspect::Front, t!("companion-missile-from-front")),
            (Aspect::Flank, t!("companion-missile-flank")),
            (Aspect::Rear, t!("companion-missile-rear")),
        ],
    );
    choice(
        ui,
        &mut form.position,
        &[
            (TargetPosition::Open, t!("companion-missile-in-open")),
            (TargetPosition::OnHill, t!("companion-missile-on-hill")),
            (
                TargetPosition::BehindWall,
                t!("companion-missile-behind-wall"),
            ),
            (TargetPosition::InHouse, t!("companion-missile-in-house")),
        ],
    );
    choice(
        ui,
        &mut form.in_range,
        &[
            (true, t!("companion-missile-in-range")),
            (false, t!("companion-missile-out-of-range")),
        ],
    );
    choice(
        ui,
        &mut form.shooter_in_house,
        &[
            (false, t!("companion-missile-firing-from-open")),
            (true, t!("companion-missile-from-house")),
        ],
    );
    let units = form.shooter.zip(form.target).and_then(|(shooter, target)| {
        let shooter = session.0.armies[form.shooting_side]
            .units
            .iter()
            .find(|unit| unit.number == shooter)?;
        let target = session.0.armies[1 - form.shooting_side]
            .units
            .iter()
            .find(|unit| unit.number == target)?;
        Some((*shooter, *target))
    });
    let mut rolled: Option<Option<u8>> = None;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                units.is_some(),
                egui::Button::new(t!("companion-muster-rolls")).min_size(egui::vec2(0.0, 44.0)),
            )
            .clicked()
        {
            rolled = Some(None);
        }
        ui.label(t!("companion-or-our-die"));
        for face in 1..=6u8 {
            if ui
                .add_enabled(
                    units.is_some(),
                    egui::Button::new(face.to_string()).min_size(egui::vec2(44.0, 44.0)),
                )
                .clicked()
            {
                rolled = Some(Some(face));
            }
        }
    });
    if let (Some(roll), Some((shooter, target))) = (rolled, units) {
        let question = MissileQuestion {
            shooter: shooter.unit_type,
            target: target.unit_type,
            target_points: target.points_left(),
            from: form.from,
            position: form.position,
            shooter_in_house: form.shooter_in_house,
            in_range: form.in_range,
        };
        let mut dice = dice_with(roll.as_slice());
        let headline = t!(
            "companion-missile-headline",
            side = session.0.armies[form.shooting_side].name.as_str(),
            number = shooter.number,
            kind = shooter.unit_type.title(),
            target_side = session.0.armies[1 - form.shooting_side].name.as_str(),
            target_number = target.number,
            target_kind = target.unit_type.title()
        );
        let judged = judge_volley_between(&question, (shooter.number, target.number), &mut dice);
        form.answer = match judged {
            Ok(answer) => {
                if answer.hits > 0 {
                    session.0.apply_losses(
                        1 - form.shooting_side,
                        &[(target.number, answer.hits)],
                        &t!("companion-missile-why"),
                    );
                } else {
                    session
                        .0
                        .log
                        .push(t!("companion-missile-no-loss", number = target.number));
                }
                if answer.shooter_retreats {
                    session.0.drive_back(form.shooting_side, shooter.number);
                }
                if answer.target_retreats {
                    session.0.drive_back(1 - form.shooting_side, target.number);
                }
                std::iter::once(headline).chain(answer.lines).collect()
            }
            Err(error) => vec![
                headline,
                t!("companion-missile-no-fire", error = error.to_string()),
            ],
        };
    }
    for line in &form.answer {
        ui.label(egui::RichText::new(line).size(17.0));
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::companion::screen::panels::session;

    #[test]
    fn muster_rolls_a_volley_and_answers_with_the_loss() {
        let session = session();
        let archer = session.0.armies[0]
            .units
            .iter()
            .find(|unit| unit.unit_type.missile().is_some())
            .expect("Rome has missile troops");
        let form = MissileForm {
            shooter: Some(archer.number),
            target: Some(session.0.armies[1].units[0].number),
            ..MissileForm::default()
        };
        let (form, _) = click_on("Muster rolls", (form, session), |ui, (form, session)| {
            missile_form(ui, form, session);
        });
        assert!(
            form.answer
                .first()
                .is_some_and(|headline| headline.contains("shoots at")),
            "{:?}",
            form.answer
        );
    }
}
