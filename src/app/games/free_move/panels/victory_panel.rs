//! The end of the battle: who won and why, what each side lost, and a chart (egui_plot) of
//! each side's points over the timed moves.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::Screen;
use crate::app::core::third_party::egui_plot::{Axes, StepSeries, step_chart};
use crate::app::core::ui::palette::SidePalette;
use crate::app::core::ui::widgets::big_button;
use crate::app::games::free_move::game::FreeMoveSession;
use crate::rules::free_move::Points;
use crate::rules::free_move::{Phase, Side, State};

/// Whether the victory details (losses and the chart) are open over the table.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct VictoryDetails(pub bool);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<VictoryDetails>()
        .add_systems(
            OnEnter(Screen::FreeMove),
            |mut details: ResMut<VictoryDetails>| {
                details.0 = false;
            },
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_victory
                .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
        );
}

/// Each side's points at the start of every timed move, then as the battle ended.
pub fn points_over_moves(state: &State) -> Vec<[Points; 2]> {
    let mut series = state.points_history.clone();
    series.push(Side::BOTH.map(|side| state.totals(side).points));
    series
}

/// Each side's points at the start of every timed move (and at the end), with axes and a
/// legend.
fn draw_chart(ui: &mut egui::Ui, state: &State, colours: [egui::Color32; 2]) {
    let series = points_over_moves(state);
    let lines = Side::BOTH.map(|side| StepSeries {
        name: &state.side_names[side.index()],
        colour: colours[side.index()],
        values: series
            .iter()
            .map(|points| f64::from(points[side.index()].0))
            .collect(),
    });
    let (x, y) = (
        t!("free-move-chart-timed-move"),
        t!("free-move-chart-points"),
    );
    let axes = Axes { x: &x, y: &y };
    step_chart(ui, "points over the moves", axes, 180.0, &lines);
}

/// The headline of a battle that is over.
fn headline_of(state: &State) -> Option<String> {
    let result = state.result.as_ref()?;
    Some(match result.winner {
        Some(side) => t!(
            "free-move-victory-headline",
            side = state.side_names[side.index()].as_str()
        ),
        None => t!("free-move-victory-drawn"),
    })
}

/// The end of the battle in the clock bar's middle: who won and why, the details and the
/// way back to the title, the table still in view.
pub(crate) fn victory_strip(
    ui: &mut egui::Ui,
    state: &State,
    details: &mut bool,
) -> Option<MenuAction> {
    let (Some(headline), Some(result)) = (headline_of(state), state.result.as_ref()) else {
        return None;
    };
    let mut action = None;
    // Sized for the clock bar's middle at 1280×800: the headline and its two buttons in one
    // row, the reason whole beneath (hovering it shows it whole too).
    super::game_panel::compact(ui, 24.0);
    ui.vertical_centered(|ui| {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(headline).size(20.0).strong());
            let button = |text: &str| egui::Button::new(egui::RichText::new(text).size(14.0));
            if ui
                .add(button(&t!("free-move-victory-details")).selected(*details))
                .clicked()
            {
                *details = !*details;
            }
            if ui
                .add(button(&t!("free-move-victory-title-menu")))
                .clicked()
            {
                action = Some(MenuAction::QuitToTitle);
            }
        });
        super::game_panel::slot_text(ui, &result.reason, &result.reason, 13.0);
    });
    action
}

fn draw_victory(
    mut contexts: EguiContexts,
    game: Res<FreeMoveSession>,
    palette: Res<SidePalette>,
    details: Res<VictoryDetails>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let state = &game.state;
    if state.phase != Phase::GameOver || !details.0 {
        return Ok(());
    }
    let Some(result) = &state.result else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let headline = headline_of(state).unwrap_or_default();
    // Opened from the clock bar: the totals, the chart and the way back to the title.
    egui::Window::new(egui::RichText::new(headline).size(26.0).strong())
        .id(egui::Id::new("victory"))
        .anchor(
            egui::Align2::CENTER_TOP,
            [
                0.0,
                super::game_panel::bar_height(ctx.content_rect().width()) + 8.0,
            ],
        )
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(&result.reason).size(18.0));
            ui.add_space(8.0);
            ui.label(t!(
                "free-move-victory-moves-played",
                count = state.move_number
            ));
            for side in Side::BOTH {
                let totals = state.totals(side);
                let lost = state
                    .units
                    .iter()
                    .filter(|unit| unit.id.side == side && !unit.on_table())
                    .count();
                ui.label(
                    egui::RichText::new(t!(
                        "free-move-victory-side-totals",
                        side = state.side_names[side.index()].as_str(),
                        points = totals.points.to_string(),
                        starting = totals.starting_points.to_string(),
                        lost = lost
                    ))
                    .color(palette.egui_on_dark(side.index())),
                );
            }
            ui.add_space(6.0);
            ui.label(t!("free-move-victory-chart-heading"));
            draw_chart(
                ui,
                state,
                [palette.egui_on_dark(0), palette.egui_on_dark(1)],
            );
            ui.add_space(8.0);
            if big_button(ui, &t!("free-move-victory-back-to-title")).clicked() {
                actions.write(MenuAction::QuitToTitle);
            }
        });
    Ok(())
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, click_on};
    use crate::rules::free_move::UnitType;
    use crate::rules::free_move::builder::Battlefield;
    use crate::rules::free_move::victory::VictoryResult;

    /// The strip only: the details window holds the chart, drawn by egui_plot.
    #[test]
    fn the_victory_strip_opens_the_details_and_goes_to_the_title() {
        let mut state = Battlefield::new()
            .unit(Side::First, 1, UnitType::Archers, (10.0, 10.0), 0.0)
            .at_phase(Phase::GameOver);
        crate::rules::free_move::apply::apply(
            &mut state,
            &crate::rules::free_move::Event::Victory(VictoryResult {
                winner: Some(Side::First),
                reason: "The other army broke.".to_string(),
            }),
        );
        assert_eq!(
            click("Title menu", |ui| victory_strip(ui, &state, &mut false)),
            vec![MenuAction::QuitToTitle]
        );
        let details = click_on("Details", false, |ui, details| {
            victory_strip(ui, &state, details);
        });
        assert!(details);
    }

    #[test]
    fn the_victory_strip_and_its_buttons_sit_inside_the_clock_bar() {
        use crate::app::games::free_move::panels::game_panel::middle_slot;
        use bevy_egui::egui::accesskit::Role;
        use egui_kittest::kittest::Queryable;
        let mut state = Battlefield::new()
            .unit(Side::First, 1, UnitType::Archers, (10.0, 10.0), 0.0)
            .at_phase(Phase::GameOver);
        // The standard battle's reason, as the 1280x800 picture cut it off.
        let reason = "Time is up after the eighth move: the farm is held by neither side \
                      alone; Rome keeps the larger share of its points (62% against 57%).";
        crate::rules::free_move::apply::apply(
            &mut state,
            &crate::rules::free_move::Event::Victory(VictoryResult {
                winner: Some(Side::First),
                reason: reason.to_string(),
            }),
        );
        for width in [1280.0, 640.0, 1920.0] {
            let slot = middle_slot(width);
            let mut harness = crate::app::core::ui::panel_test::harness(
                egui::Rect::NOTHING,
                |ui, reason_rect: &mut egui::Rect| {
                    crate::app::core::ui::style_for_the_table(ui.style_mut());
                    ui.scope_builder(
                        egui::UiBuilder::new()
                            .max_rect(slot)
                            .layout(egui::Layout::top_down(egui::Align::Min)),
                        |ui| {
                            victory_strip(ui, &state, &mut false);
                            *reason_rect = ui.min_rect();
                        },
                    );
                },
            );
            harness.run();
            for label in ["Details", "Title menu"] {
                let button = harness.get_by_role_and_label(Role::Button, label).rect();
                assert!(slot.contains_rect(button), "{label} at {width}: {button:?}");
            }
            let drawn = harness.into_state();
            assert!(
                drawn.height() <= slot.height() + 0.5,
                "at {width}: the strip is {drawn:?} in {slot:?}"
            );
        }
    }
}
