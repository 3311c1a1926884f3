//! The companion screen, readable at arm's length: the clock in the middle (one big button
//! starts, pauses and resumes it; Space does too), a roster sheet on each side with a
//! fingertip-sized button per casualty, the retiring units with their recovery rolls, the
//! log and Undo.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::ui::access_names::named;
use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::OpenCalculator;
use super::armies::{CompanionSession, army_files, load_army, saved_armies};
use super::layout::{
    CLOCK_WIDTH, COLUMN, Layout, Page, is_narrow, layout, page_height, page_width, page_window,
    set_layout,
};
use super::roster_print::ExportRosters;
use super::timer::{ClockAction, CompanionClock};
use crate::app::core::screens::Screen;
use crate::app::core::ui::notices::Notices;
use crate::app::core::ui::palette::SidePalette;
use crate::rules::free_move::time_factor::{TimeSetting, clock};

/// No control smaller than a fingertip (egui points).
const FINGERTIP: f32 = 44.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_clock, draw_rosters)
            .run_if(in_state(Screen::Companion).and_then(resource_exists::<CompanionSession>)),
    );
}

fn big(ui: &mut egui::Ui, text: &str, width: f32) -> bool {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(22.0))
            .min_size(egui::vec2(width, FINGERTIP + 8.0)),
    )
    .clicked()
}

fn small(ui: &mut egui::Ui, text: &str) -> bool {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(18.0))
            .min_size(egui::vec2(FINGERTIP, FINGERTIP)),
    )
    .clicked()
}

/// A unit's button for rule 8: it lost its morale and retires (named for what it does, not
/// to be read as a way back out of the screen).
pub(super) fn retire() -> String {
    t!("companion-retire")
}

fn retire_button(ui: &mut egui::Ui) -> bool {
    ui.add(
        egui::Button::new(egui::RichText::new(retire()).size(18.0))
            .min_size(egui::vec2(FINGERTIP, FINGERTIP)),
    )
    .on_hover_text(t!("companion-retire-hover"))
    .clicked()
}

fn draw_clock(
    mut contexts: EguiContexts,
    clock_state: Res<CompanionClock>,
    mut session: ResMut<CompanionSession>,
    mut actions: MessageWriter<ClockAction>,
    mut export: MessageWriter<ExportRosters>,
    mut open: ResMut<OpenCalculator>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if clock_state.running {
        ctx.request_repaint();
    }
    let mut chosen = layout(ctx);
    chosen.narrow = is_narrow(ctx.content_rect().width());
    if !chosen.narrow {
        set_layout(ctx, chosen);
        egui::Window::new(super::CLOCK_WINDOW)
            .id(egui::Id::new(super::CLOCK_WINDOW))
            .anchor(egui::Align2::CENTER_TOP, [0.0, 8.0])
            .title_bar(false)
            .resizable(false)
            .min_width(CLOCK_WIDTH)
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    clock_figure(ui, &clock_state, &session, 96.0);
                    actions.write_batch(start_buttons(ui, &clock_state, 420.0));
                });
                if timer_controls(ui, &clock_state, &mut session, &mut open) {
                    export.write(ExportRosters);
                }
            });
        return Ok(());
    }
    // Narrow: the figure, its buttons and the page tabs in a header; one page under it.
    let width = page_width(ctx);
    let header = egui::Window::new("Companion header")
        .id(egui::Id::new("companion header"))
        .anchor(egui::Align2::LEFT_TOP, [8.0, 8.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.horizontal_wrapped(|ui| {
                clock_figure(ui, &clock_state, &session, 44.0);
                actions.write_batch(start_buttons(ui, &clock_state, 0.0));
            });
            ui.horizontal_wrapped(|ui| {
                let names = [
                    session.0.armies[0].name.clone(),
                    session.0.armies[1].name.clone(),
                ];
                let timer = t!("companion-tab-timer");
                for (page, label) in [
                    (Page::Timer, timer.as_str()),
                    (Page::Roster(0), names[0].as_str()),
                    (Page::Roster(1), names[1].as_str()),
                ] {
                    if tab(ui, chosen.page == page, label) {
                        chosen.page = page;
                    }
                }
                for (which, label) in [
                    (
                        OpenCalculator::MissileFire,
                        t!("companion-tab-missile-fire"),
                    ),
                    (OpenCalculator::Melee, t!("companion-tab-melee")),
                ] {
                    let showing = chosen.page == Page::Calculator && *open == which;
                    if tab(ui, showing, &label) {
                        chosen.page = Page::Calculator;
                        *open = which;
                    }
                }
            });
        });
    if chosen.page == Page::Calculator && *open == OpenCalculator::None {
        chosen.page = Page::Timer;
    }
    if let Some(header) = header {
        chosen.header_bottom = header.response.rect.bottom();
    }
    set_layout(ctx, chosen);
    if chosen.page == Page::Timer {
        page_window(ctx, "Timer").show(ctx, |ui| {
            show_scrolled(
                ui,
                egui::ScrollArea::vertical().max_height(page_height(ctx)),
                |ui| {
                    if timer_controls(ui, &clock_state, &mut session, &mut open) {
                        export.write(ExportRosters);
                    }
                },
            );
        });
    }
    Ok(())
}

/// A page tab of the narrow header.
fn tab(ui: &mut egui::Ui, selected: bool, label: &str) -> bool {
    ui.add(
        egui::Button::selectable(selected, egui::RichText::new(label).size(18.0))
            .min_size(egui::vec2(0.0, FINGERTIP)),
    )
    .clicked()
}

/// The time left, big ("Time!" at 0:00), and why the allowance is what it is.
fn clock_figure(
    ui: &mut egui::Ui,
    clock_state: &CompanionClock,
    session: &CompanionSession,
    size: f32,
) {
    let warning = clock_state.running && clock_state.remaining <= 10.0;
    let colour = if warning {
        egui::Color32::from_rgb(255, 80, 60)
    } else {
        egui::Color32::WHITE
    };
    let shown = if clock_state.move_number == 0 {
        session.0.allowance().seconds
    } else {
        clock_state.remaining
    };
    let (figure, colour) = if clock_state.times_up {
        (
            t!("companion-time-up"),
            egui::Color32::from_rgb(255, 80, 60),
        )
    } else {
        (clock(shown.ceil()), colour)
    };
    let reason = if clock_state.move_number == 0 {
        session.0.allowance().reason
    } else {
        clock_state.reason.clone()
    };
    ui.label(
        egui::RichText::new(figure)
            .size(size)
            .strong()
            .color(colour),
    )
    .on_hover_text(&reason);
    if size > 60.0 {
        ui.label(egui::RichText::new(reason).size(18.0));
    }
}

/// Start, pause and resume in one big button; a new timed move. The clock actions asked.
fn start_buttons(
    ui: &mut egui::Ui,
    clock_state: &CompanionClock,
    width: f32,
) -> Option<ClockAction> {
    let mut action = None;
    let label = match (clock_state.running, clock_state.remaining > 0.0) {
        (true, _) => t!("companion-pause"),
        (false, true) => t!("companion-resume"),
        (false, false) => t!("companion-start-timed-move"),
    };
    if big(ui, &label, width) {
        action = Some(ClockAction::Toggle);
    }
    if (clock_state.running || clock_state.remaining > 0.0)
        && big(ui, &t!("companion-new-timed-move"), width)
    {
        action = Some(ClockAction::NewMove);
    }
    action
}

/// The time allowance, the move number, Undo, the export, the calculators and the log (on
/// a wide screen with a calculator open, only the move, Undo, the export and the
/// calculators); true when the rosters' export was asked.
fn timer_controls(
    ui: &mut egui::Ui,
    clock_state: &CompanionClock,
    session: &mut CompanionSession,
    open: &mut OpenCalculator,
) -> bool {
    let mut export = false;
    let narrow = layout(ui.ctx()).narrow;
    // A wide screen's calculator opens under the clock: the clock keeps only what a fight
    // needs (the move, Undo, the calculators), so the calculator has the room for its answer.
    let compact = !narrow && *open != OpenCalculator::None;
    if !compact {
        time_choices(ui, session);
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(t!(
            "companion-move-number",
            number = clock_state.move_number.max(1)
        ));
        if small(ui, &t!("companion-undo-last")) && !session.0.undo() {
            session.0.log.push(t!("companion-nothing-to-undo"));
        }
        if small(ui, &t!("companion-export-rosters")) {
            export = true;
        }
    });
    // A narrow screen has the calculators as tabs in its header.
    if !narrow {
        calculator_choice(ui, open);
    }
    if compact {
        ui.label(
            egui::RichText::new(t!("companion-compact-note"))
                .small()
                .weak(),
        );
        return export;
    }
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .max_height(64.0)
            .stick_to_bottom(true),
        |ui| {
            for line in &session.0.log {
                ui.label(line);
            }
        },
    );
    export
}

/// The time allowance of the next timed move, and the stopwatch that calibrates it.
fn time_choices(ui: &mut egui::Ui, session: &mut CompanionSession) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("companion-time"));
        let time = &mut session.0.time;
        for (label, setting) in [
            (
                t!("companion-time-from-losses", clock = "2:00"),
                TimeSetting::Primary { seconds: 120 },
            ),
            (
                t!("companion-time-fixed", clock = "2:00"),
                TimeSetting::Fixed { seconds: 120 },
            ),
            (
                t!("companion-time-fixed", clock = "1:00"),
                TimeSetting::Fixed { seconds: 60 },
            ),
            (
                t!("companion-time-fixed", clock = "0:30"),
                TimeSetting::Fixed { seconds: 30 },
            ),
        ] {
            let chosen = *time == setting;
            if ui
                .add(egui::Button::selectable(chosen, label).min_size(egui::vec2(0.0, FINGERTIP)))
                .clicked()
            {
                *time = setting;
            }
        }
    });
    super::timer::calibration_row(ui, &mut session.0.time);
}

/// The wide screen's choice of calculator under the clock.
fn calculator_choice(ui: &mut egui::Ui, open: &mut OpenCalculator) {
    ui.horizontal(|ui| {
        ui.label(t!("companion-calculator"));
        for (which, label) in [
            (OpenCalculator::None, t!("companion-calculator-none")),
            (
                OpenCalculator::MissileFire,
                t!("companion-calculator-missile-fire"),
            ),
            (OpenCalculator::Melee, t!("companion-calculator-melee")),
        ] {
            if ui
                .add(
                    egui::Button::selectable(*open == which, label)
                        .min_size(egui::vec2(0.0, FINGERTIP)),
                )
                .clicked()
            {
                *open = which;
            }
        }
    });
}

fn draw_rosters(
    mut contexts: EguiContexts,
    mut session: ResMut<CompanionSession>,
    palette: Res<SidePalette>,
    mut notices: ResMut<Notices>,
    mut files: Local<Option<Vec<std::path::PathBuf>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let files = files.get_or_insert_with(army_files);
    let chosen: Layout = layout(ctx);
    for side in 0..2 {
        let colour = palette.egui_on_dark(side);
        if chosen.narrow {
            if chosen.page == Page::Roster(side) {
                let title = format!("Roster {}", side + 1);
                page_window(ctx, &title).show(ctx, |ui| {
                    show_scrolled(
                        ui,
                        egui::ScrollArea::vertical()
                            .id_salt(("roster page", side))
                            .max_height(page_height(ctx)),
                        |ui| {
                            roster_sheet(ui, &mut session, side, colour, files, &mut notices, None)
                        },
                    );
                });
            }
            continue;
        }
        let anchor = if side == 0 {
            egui::Align2::LEFT_TOP
        } else {
            egui::Align2::RIGHT_TOP
        };
        let offset = if side == 0 { [8.0, 8.0] } else { [-8.0, 8.0] };
        let list_height = (ctx.content_rect().height() - 262.0).max(160.0);
        egui::Window::new(format!("Roster {}", side + 1))
            .anchor(anchor, offset)
            .title_bar(false)
            .resizable(false)
            .min_width(COLUMN)
            .max_width(COLUMN)
            .max_height(ctx.content_rect().height() - 24.0)
            .show(ctx, |ui| {
                roster_sheet(
                    ui,
                    &mut session,
                    side,
                    colour,
                    files,
                    &mut notices,
                    Some(list_height),
                );
            });
    }
    Ok(())
}

/// One side's roster sheet: the army, its points, loading and saving it, the retiring units
/// with their recovery rolls and a line per unit with its casualty buttons (scrolling in
/// `list_height` where given), and adding units.
fn roster_sheet(
    ui: &mut egui::Ui,
    session: &mut CompanionSession,
    side: usize,
    colour: egui::Color32,
    files: &[std::path::PathBuf],
    notices: &mut Notices,
    list_height: Option<f32>,
) {
    let session = &mut session.0;
    let army = &session.armies[side];
    let left: u32 = army.units.iter().map(|unit| unit.points_left()).sum();
    let start: u32 = army.units.iter().map(|unit| unit.starting_points()).sum();
    ui.label(
        egui::RichText::new(&army.name)
            .size(26.0)
            .strong()
            .color(colour),
    );
    ui.label(t!("companion-points-left", left = left, start = start));
    // Read out by what it does, as it shows.
    let load = egui::ComboBox::from_id_salt(("army file", side))
        .selected_text(t!("companion-load-army"))
        .width(COLUMN - 20.0)
        .show_ui(ui, |ui| {
            for path in files.iter() {
                let name = path
                    .file_name()
                    .map(|name| name.to_string_lossy().into_owned())
                    .unwrap_or_default();
                if ui.selectable_label(false, name).clicked() {
                    match load_army(path) {
                        Ok(loaded) => session.armies[side] = loaded,
                        Err(error) => notices.push(error.to_string()),
                    }
                }
            }
        })
        .response;
    named(load, &t!("companion-load-army"));
    if small(ui, &t!("companion-save-army")) {
        let army = &session.armies[side];
        let path = saved_armies().join(format!("{}.ron", army.name.replace(['/', '\\'], "-")));
        match crate::files::write_ron(&path, army) {
            Ok(()) => notices.confirm(t!("companion-saved-to", file = path.display().to_string())),
            Err(error) => notices.push(t!(
                "companion-could-not-save",
                file = path.display().to_string(),
                error = error.to_string()
            )),
        }
    }
    let height = list_height.unwrap_or(f32::INFINITY);
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt(("roster list", side))
            .max_height(height)
            .min_scrolled_height(list_height.unwrap_or(0.0)),
        |ui| {
            retiring_section(ui, session, side);
            let units: Vec<_> = session.armies[side].units.clone();
            for unit in units {
                ui.horizontal(|ui| {
                    ui.label(
                        egui::RichText::new(format!("{:>2}", unit.number))
                            .size(20.0)
                            .strong(),
                    );
                    ui.label(egui::RichText::new(unit.unit_type.short_name()).size(18.0));
                    ui.label(
                        egui::RichText::new(format!(
                            "{}/{}",
                            unit.points_left(),
                            unit.starting_points()
                        ))
                        .size(20.0),
                    );
                    if unit.points_left() > 0 && small(ui, "−1") {
                        session.apply_losses(
                            side,
                            &[(unit.number, 1)],
                            &t!("companion-marked-by-hand"),
                        );
                    }
                    if unit.points_left() > 0 && retire_button(ui) {
                        session.drive_back(side, unit.number);
                    }
                });
            }
        },
    );
    ui.horizontal(|ui| {
        ui.label("+");
        for unit_type in crate::rules::free_move::UnitType::ALL {
            let initials: String = unit_type
                .title()
                .split_whitespace()
                .filter_map(|word| word.chars().next())
                .collect::<String>()
                .to_uppercase();
            let button = ui
                .add(
                    egui::Button::new(egui::RichText::new(initials).size(18.0))
                        .min_size(egui::vec2(FINGERTIP, FINGERTIP)),
                )
                .on_hover_text(t!("companion-add-unit", kind = unit_type.in_sentence()));
            if button.clicked() {
                session.add_unit(side, unit_type);
            }
        }
    });
}

/// The side's units retiring under rule 8, each with its recovery roll when due: at the top
/// of the roster's list, so after a melee they are in sight (and scroll with it).
fn retiring_section(
    ui: &mut egui::Ui,
    session: &mut crate::companion::session::Session,
    side: usize,
) {
    let retiring: Vec<_> = session
        .retiring
        .iter()
        .copied()
        .filter(|unit| unit.side == side)
        .collect();
    if retiring.is_empty() {
        return;
    }
    ui.label(egui::RichText::new(t!("companion-retiring")).strong());
    for unit in retiring {
        ui.label(t!(
            "companion-retiring-unit",
            number = unit.number,
            allows = unit.allows()
        ));
        if matches!(
            unit.morale,
            crate::rules::free_move::Morale::Retiring { moves_to_stand: 0 }
                | crate::rules::free_move::Morale::MayNotAdvance
        ) {
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("companion-roll"));
                for roll in 1..=6u8 {
                    if small(ui, &roll.to_string()) {
                        session.recovery(side, unit.number, roll);
                    }
                }
            });
        }
    }
    ui.separator();
}

#[cfg(test)]
pub(super) mod panels;
