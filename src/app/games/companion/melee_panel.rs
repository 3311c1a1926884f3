//! The melee calculator on the companion screen: tap the stands of each side into the
//! front or second rank, say where the defenders stand and which move it is, then let
//! Muster roll or enter both sides' dice. The engine fights it; losses and retreats go on
//! the rosters and in the log, and the result shows right under Fight, scrolled into view.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::armies::CompanionSession;
use super::{OpenCalculator, calculator_window, dice_with};
use crate::app::core::launch::Launch;
use crate::app::core::screens::Screen;
use crate::companion::melee_calculator::{
    DefenderPosition, MeleeMove, MeleeNames, MeleeQuestion, MeleeStand, judge_melee_between,
};
use crate::rules::free_move::melee_losses::pull_out_losses;

/// Each stand's place in the melee being described: 0 out, 1 front rank, 2 second rank.
#[derive(Resource, Debug, Clone, PartialEq)]
struct MeleeForm {
    attacking_side: usize,
    ranks: [Vec<(u32, u8)>; 2],
    position: DefenderPosition,
    fight: MeleeMove,
    fire_and_charge: bool,
    our_dice: [u8; 2],
    answer: Vec<String>,
    /// A new answer: the calculator scrolls to it for this many more frames (more than one,
    /// so a window still settling its size ends with the answer in view).
    show_answer: u8,
}

impl Default for MeleeForm {
    fn default() -> Self {
        Self {
            attacking_side: 0,
            ranks: [Vec::new(), Vec::new()],
            position: DefenderPosition::Open,
            fight: MeleeMove::First,
            fire_and_charge: false,
            our_dice: [0, 0],
            answer: Vec::new(),
            show_answer: 0,
        }
    }
}

/// How many frames a new answer is scrolled into view for.
const SCROLL_FRAMES: u8 = 3;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MeleeForm>()
        .add_systems(
            EguiPrimaryContextPass,
            draw_melee
                .run_if(in_state(Screen::Companion).and_then(resource_exists::<CompanionSession>)),
        )
        .add_systems(
            Update,
            fight_for_the_picture.run_if(
                in_state(Screen::Companion)
                    .and_then(resource_exists::<CompanionSession>)
                    .and_then(resource_equals(Launch::CompanionMelee)),
            ),
        );
}

/// `muster screenshot companion-melee`: the calculator open with a melee fought, two
/// stands of each side in the front rank, the dice 4 and 3.
fn fight_for_the_picture(
    mut form: ResMut<MeleeForm>,
    mut session: ResMut<CompanionSession>,
    mut open: ResMut<OpenCalculator>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    *done = true;
    *open = OpenCalculator::Melee;
    for side in 0..2 {
        let numbers: Vec<u32> = session.0.armies[side]
            .units
            .iter()
            .filter(|unit| unit.points_left() > 0)
            .take(2)
            .map(|unit| unit.number)
            .collect();
        for number in numbers {
            set_rank(&mut form, side, number, 1);
        }
    }
    form.our_dice = [4, 3];
    fight(&mut form, &mut session);
    form.show_answer = SCROLL_FRAMES;
}

fn rank_of(form: &MeleeForm, side: usize, number: u32) -> u8 {
    form.ranks[side]
        .iter()
        .find(|(n, _)| *n == number)
        .map_or(0, |(_, rank)| *rank)
}

fn set_rank(form: &mut MeleeForm, side: usize, number: u32, rank: u8) {
    form.ranks[side].retain(|(n, _)| *n != number);
    if rank > 0 {
        form.ranks[side].push((number, rank));
    }
}

fn fight(form: &mut MeleeForm, session: &mut CompanionSession) {
    let attacker = form.attacking_side;
    let defender = 1 - attacker;
    let stands = |side: usize| -> Vec<(u32, MeleeStand)> {
        form.ranks[side]
            .iter()
            .filter_map(|(number, rank)| {
                let unit = session.0.armies[side]
                    .units
                    .iter()
                    .find(|unit| unit.number == *number)?;
                Some((
                    *number,
                    MeleeStand {
                        unit_type: unit.unit_type,
                        points: unit.points_left(),
                        rank: *rank,
                    },
                ))
            })
            .collect()
    };
    let (attackers, defenders) = (stands(attacker), stands(defender));
    if attackers.is_empty() || defenders.is_empty() {
        form.answer = vec![t!("companion-melee-need-both-sides")];
        return;
    }
    let question = MeleeQuestion {
        attackers: attackers.iter().map(|(_, stand)| *stand).collect(),
        defenders: defenders.iter().map(|(_, stand)| *stand).collect(),
        position: form.position,
        fight: form.fight,
        fire_and_charge: form.fire_and_charge,
    };
    let ours: &[u8] = if form.our_dice.iter().all(|face| (1..=6).contains(face)) {
        &form.our_dice
    } else {
        &[]
    };
    let mut dice = dice_with(ours);
    let names = MeleeNames {
        armies: [
            session.0.armies[attacker].name.clone(),
            session.0.armies[defender].name.clone(),
        ],
        numbers: [
            attackers.iter().map(|(number, _)| *number).collect(),
            defenders.iter().map(|(number, _)| *number).collect(),
        ],
    };
    match judge_melee_between(&question, &names, &mut dice) {
        Ok(answer) => {
            for (side, list, losses, retired) in [
                (
                    attacker,
                    &attackers,
                    &answer.attacker_losses,
                    &answer.attacker_retired,
                ),
                (
                    defender,
                    &defenders,
                    &answer.defender_losses,
                    &answer.defender_retired,
                ),
            ] {
                let marked: Vec<(u32, u32)> = list
                    .iter()
                    .zip(losses)
                    .filter(|(_, lost)| **lost > 0)
                    .map(|((number, _), lost)| (*number, *lost))
                    .collect();
                if !marked.is_empty() {
                    session
                        .0
                        .apply_losses(side, &marked, &t!("companion-melee-why"));
                }
                for ((number, _), back) in list.iter().zip(retired) {
                    if *back {
                        session.0.drive_back(side, *number);
                    }
                }
            }
            form.answer = answer.lines;
        }
        Err(error) => {
            form.answer = vec![t!(
                "companion-melee-cannot-be-fought",
                error = error.to_string()
            )]
        }
    }
}

/// Rule 12's contingency: the side loses 20% of the points of its stands in the melee,
/// rounded once (the engine's reckoning), and its stands retire four moves; the other side
/// loses nothing.
fn pull_out(form: &mut MeleeForm, session: &mut CompanionSession, side: usize) {
    let stands: Vec<(u32, u32)> = form.ranks[side]
        .iter()
        .filter_map(|(number, _)| {
            let unit = session.0.armies[side]
                .units
                .iter()
                .find(|unit| unit.number == *number)?;
            Some((*number, unit.points_left()))
        })
        .collect();
    if stands.is_empty() {
        form.answer = vec![t!("companion-melee-pull-out-no-stands")];
        return;
    }
    let losses = pull_out_losses(&stands);
    let lost: u32 = losses.iter().map(|(_, points)| points).sum();
    let had: u32 = stands.iter().map(|(_, points)| points).sum();
    session
        .0
        .apply_losses(side, &losses, &t!("companion-melee-pull-out-why"));
    for (number, _) in &stands {
        session.0.drive_back(side, *number);
    }
    form.answer = vec![t!(
        "companion-melee-pulled-out",
        side = session.0.armies[side].name.as_str(),
        lost = lost,
        had = had
    )];
}

fn draw_melee(
    mut contexts: EguiContexts,
    mut form: ResMut<MeleeForm>,
    mut session: ResMut<CompanionSession>,
    mut open: ResMut<OpenCalculator>,
) -> Result {
    if *open != OpenCalculator::Melee {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let form = &mut *form;
    calculator_window(ctx, &t!("companion-tab-melee"), &mut open, |ui| {
        melee_form(ui, form, &mut session);
    });
    Ok(())
}

/// The calculator's form: the stands in their ranks, where the defenders stand, the dice;
/// Fight and the pull-outs; the answer under them.
fn melee_form(ui: &mut egui::Ui, form: &mut MeleeForm, session: &mut CompanionSession) {
    let names = [
        session.0.armies[0].name.clone(),
        session.0.armies[1].name.clone(),
    ];
    ui.horizontal(|ui| {
        ui.label(t!("companion-melee-charging"));
        for (side, name) in names.iter().enumerate() {
            if ui
                .add(
                    egui::Button::selectable(form.attacking_side == side, name)
                        .min_size(egui::vec2(0.0, 40.0)),
                )
                .clicked()
            {
                form.attacking_side = side;
            }
        }
    });
    ui.label(t!("companion-melee-tap-a-stand"));
    for (side, name) in names.iter().enumerate() {
        ui.label(egui::RichText::new(name).strong());
        ui.horizontal_wrapped(|ui| {
            let units: Vec<_> = session.0.armies[side]
                .units
                .iter()
                .filter(|unit| unit.points_left() > 0)
                .copied()
                .collect();
            for unit in units {
                let rank = rank_of(form, side, unit.number);
                let stand = format!("{} {}", unit.number, unit.unit_type.short_name());
                let label = match rank {
                    1 => t!("companion-melee-stand-front", stand = stand.as_str()),
                    2 => t!("companion-melee-stand-second", stand = stand.as_str()),
                    _ => stand,
                };
                if ui
                    .add(egui::Button::selectable(rank > 0, label).min_size(egui::vec2(44.0, 40.0)))
                    .clicked()
                {
                    set_rank(form, side, unit.number, (rank + 1) % 3);
                }
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        for (position, label) in [
            (DefenderPosition::Open, t!("companion-melee-open")),
            (DefenderPosition::Uphill, t!("companion-melee-uphill")),
            (
                DefenderPosition::BehindWall,
                t!("companion-melee-behind-wall"),
            ),
            (DefenderPosition::InHouse, t!("companion-melee-in-house")),
            (DefenderPosition::InSquare, t!("companion-melee-in-square")),
        ] {
            if ui
                .add(
                    egui::Button::selectable(form.position == position, label)
                        .min_size(egui::vec2(0.0, 40.0)),
                )
                .clicked()
            {
                form.position = position;
            }
        }
    });
    ui.horizontal(|ui| {
        for (fight, label) in [
            (MeleeMove::First, t!("companion-melee-first-move")),
            (MeleeMove::Second, t!("companion-melee-second-move")),
        ] {
            if ui
                .add(
                    egui::Button::selectable(form.fight == fight, label)
                        .min_size(egui::vec2(0.0, 40.0)),
                )
                .clicked()
            {
                form.fight = fight;
            }
        }
        let called = form.fire_and_charge;
        if ui
            .add(
                egui::Button::selectable(called, t!("companion-fire-and-charge"))
                    .min_size(egui::vec2(0.0, 44.0)),
            )
            .clicked()
        {
            form.fire_and_charge = !called;
        }
    });
    for (index, who) in [
        t!("companion-melee-charging-die"),
        t!("companion-melee-defending-die"),
    ]
    .iter()
    .enumerate()
    {
        ui.horizontal_wrapped(|ui| {
            ui.label(who);
            for face in 0..=6u8 {
                let label = if face == 0 {
                    "Muster".to_string()
                } else {
                    face.to_string()
                };
                if ui
                    .add(
                        egui::Button::selectable(form.our_dice[index] == face, label)
                            .min_size(egui::vec2(44.0, 44.0)),
                    )
                    .clicked()
                {
                    form.our_dice[index] = face;
                }
            }
        });
    }
    if ui
        .add(
            egui::Button::new(egui::RichText::new(t!("companion-melee-fight")).size(22.0))
                .min_size(egui::vec2(200.0, 48.0)),
        )
        .clicked()
    {
        fight(form, session);
        form.show_answer = SCROLL_FRAMES;
    }
    answer_block(ui, form);
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("companion-melee-after-first-move"));
        for (side, name) in names.iter().enumerate() {
            if ui
                .add(
                    egui::Button::new(t!("companion-melee-side-pulls-out", side = name.as_str()))
                        .min_size(egui::vec2(0.0, 44.0)),
                )
                .clicked()
            {
                pull_out(form, session, side);
                form.show_answer = SCROLL_FRAMES;
            }
        }
    });
}

/// The answer, right under Fight, framed so it reads as the result; a new answer is
/// scrolled into view (the calculator's own scroll), never left below the fold.
fn answer_block(ui: &mut egui::Ui, form: &mut MeleeForm) {
    if form.answer.is_empty() {
        return;
    }
    let framed = egui::Frame::group(ui.style())
        .fill(ui.visuals().extreme_bg_color)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                egui::RichText::new(t!("companion-melee-result"))
                    .strong()
                    .size(18.0),
            );
            for line in &form.answer {
                ui.label(egui::RichText::new(line).size(16.0));
            }
        });
    if form.show_answer > 0 {
        form.show_answer -= 1;
        ui.scroll_to_rect(framed.response.rect, Some(egui::Align::BOTTOM));
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::companion::screen::panels::session;

    #[test]
    fn fight_judges_the_melee_of_the_stands_in_the_ranks() {
        let session = session();
        let mut form = MeleeForm::default();
        for side in 0..2 {
            set_rank(&mut form, side, session.0.armies[side].units[0].number, 1);
        }
        let (form, _) = click_on("Fight", (form, session), |ui, (form, session)| {
            melee_form(ui, form, session);
        });
        assert!(!form.answer.is_empty(), "Fight answers");
    }

    /// The form in a scroll area `view` points tall, in Muster's look.
    fn in_view(
        form: MeleeForm,
        session: CompanionSession,
        view: f32,
    ) -> egui_kittest::Harness<'static, (MeleeForm, CompanionSession)> {
        let mut harness = egui_kittest::Harness::builder()
            .with_size(egui::vec2(600.0, 2000.0))
            .build_ui_state(
                move |ui, (form, session): &mut (MeleeForm, CompanionSession)| {
                    ui.ctx()
                        .all_styles_mut(crate::app::core::ui::style_for_the_table);
                    egui::ScrollArea::vertical()
                        .max_height(view)
                        .show(ui, |ui| melee_form(ui, form, session));
                },
                (form, session),
            );
        let _ = harness.run_ok();
        harness
    }

    #[test]
    fn after_fight_the_whole_result_is_scrolled_into_the_calculator_s_view() {
        use crate::app::core::ui::panel_test::click_button;
        use egui_kittest::kittest::Queryable;
        let mut form = MeleeForm::default();
        let session = session();
        for side in 0..2 {
            set_rank(&mut form, side, session.0.armies[side].units[0].number, 1);
        }
        // A view that shows the form down to Fight, and no further.
        let view = {
            let harness = in_view(form.clone(), session.clone(), 5000.0);
            harness.get_by_label("Fight").rect().bottom() + 4.0
        };
        let mut harness = in_view(form, session, view);
        click_button(&mut harness, "Fight");
        let last = harness
            .state()
            .0
            .answer
            .last()
            .cloned()
            .expect("Fight answers");
        let heading = harness.get_by_label("Result").rect();
        let end = harness.get_by_label(&last).rect();
        assert!(
            heading.top() >= 0.0 && end.bottom() <= view + 12.0,
            "the result ({heading:?} to {end:?}) is out of the view (0 to {view})"
        );
    }
}
