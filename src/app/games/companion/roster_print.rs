//! Export both roster sheets as a printable picture (PNG) for the table edge: the screen
//! turns to a white sheet of both rosters with a casualty box per point, is captured, and
//! the picture is written to the data folder. Opened on `Launch::Rosters`, the sheet is
//! shown without exporting (for `muster screenshot rosters`).

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::armies::CompanionSession;
use crate::app::core::launch::Launch;
use crate::app::core::screens::Screen;
use crate::app::core::ui::notices::Notices;
use crate::files;

/// Frames the print view is shown before it is captured (it must have been drawn).
const SETTLE_FRAMES: u32 = 3;

/// An export under way: frames shown so far, and whether the capture was asked for.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct RosterPrint {
    shown: u32,
    captured: bool,
}

impl RosterPrint {
    /// The print view shown without exporting (for `muster screenshot rosters`).
    fn view_only() -> Self {
        Self {
            shown: 0,
            captured: true,
        }
    }
}

/// Ask for the export.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExportRosters;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ExportRosters>()
        .add_systems(Startup, view_only_when_launched)
        .add_systems(
            Update,
            (start_export, capture_when_drawn)
                .chain()
                .run_if(in_state(Screen::Companion)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_print_view.run_if(
                resource_exists::<RosterPrint>.and_then(resource_exists::<CompanionSession>),
            ),
        );
}

/// Opened on the roster sheets (`Launch::Rosters`; the menu opens the companion): show the
/// sheet, and export nothing.
fn view_only_when_launched(launch: Option<Res<Launch>>, mut commands: Commands) {
    if launch.is_some_and(|launch| *launch == Launch::Rosters) {
        commands.insert_resource(RosterPrint::view_only());
    }
}

fn start_export(mut asked: MessageReader<ExportRosters>, mut commands: Commands) {
    if asked.read().count() > 0 {
        commands.insert_resource(RosterPrint {
            shown: 0,
            captured: false,
        });
    }
}

fn capture_when_drawn(print: Option<ResMut<RosterPrint>>, mut commands: Commands) {
    let Some(mut print) = print else {
        return;
    };
    print.shown += 1;
    if print.shown < SETTLE_FRAMES || print.captured {
        return;
    }
    print.captured = true;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let path = files::data_dir()
        .join("exports")
        .join(format!("rosters-{stamp}.png"));
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>,
              mut notices: ResMut<Notices>,
              mut commands: Commands| {
            let written = captured
                .image
                .clone()
                .try_into_dynamic()
                .map_err(|error| error.to_string())
                .and_then(|picture| {
                    if let Some(parent) = path.parent() {
                        std::fs::create_dir_all(parent).map_err(|error| error.to_string())?;
                    }
                    picture
                        .to_rgb8()
                        .save(&path)
                        .map_err(|error| error.to_string())
                });
            match written {
                Ok(()) => notices.confirm(t!(
                    "companion-rosters-exported",
                    file = path.display().to_string()
                )),
                Err(problem) => notices.push(t!(
                    "companion-rosters-not-exported",
                    file = path.display().to_string(),
                    problem = problem
                )),
            }
            commands.remove_resource::<RosterPrint>();
        },
    );
}

/// The printable sheet: white, black ink, both armies side by side, a box per point.
fn draw_print_view(mut contexts: EguiContexts, session: Res<CompanionSession>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("roster print"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            ui.painter().rect_filled(screen, 0.0, egui::Color32::WHITE);
            ui.set_min_size(screen.size());
            print_sheet(ui, &session);
        });
    Ok(())
}

/// Both armies side by side in black ink, a box per point (crossed where lost).
fn print_sheet(ui: &mut egui::Ui, session: &CompanionSession) {
    let ink = egui::Color32::BLACK;
    egui::Frame::NONE.inner_margin(28.0).show(ui, |ui| {
        ui.columns(2, |columns| {
            for (column, army) in columns.iter_mut().zip(&session.0.armies) {
                column.add_space(16.0);
                column.label(
                    egui::RichText::new(&army.name)
                        .size(30.0)
                        .strong()
                        .color(ink),
                );
                let start: u32 = army.units.iter().map(|unit| unit.starting_points()).sum();
                column.label(
                    egui::RichText::new(t!(
                        "companion-print-army-totals",
                        units = army.units.len(),
                        points = start
                    ))
                    .color(ink),
                );
                column.add_space(8.0);
                for unit in &army.units {
                    let lost = unit.starting_points() - unit.points_left();
                    let boxes: String = (0..unit.starting_points())
                        .map(|point| if point < lost { '☒' } else { '☐' })
                        .collect();
                    column.label(
                        egui::RichText::new(format!(
                            "{:<4}{:<19}{:<3} {boxes}",
                            unit.number,
                            unit.unit_type.title(),
                            unit.starting_points()
                        ))
                        .monospace()
                        .size(18.0)
                        .color(ink),
                    );
                }
            }
        })
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;
    use crate::app::games::companion::screen::panels::session;

    /// The sheet has no control (the export draws it, captures it and closes it): the test
    /// reads it.
    #[test]
    fn the_print_sheet_names_both_armies_and_their_points() {
        let session = session();
        for army in &session.0.armies {
            let start: u32 = army.units.iter().map(|unit| unit.starting_points()).sum();
            let total = format!("{} units, {start} points", army.units.len());
            for text in [army.name.as_str(), total.as_str()] {
                assert!(shows(text, |ui| print_sheet(ui, &session)), "{text}");
            }
        }
    }
}
