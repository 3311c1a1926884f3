//! Text over the table (egui): unit numbers on their flags, terrain names and tape lengths.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::table_scene::{Stand, TerrainPiece};
use crate::app::core::screens::Screen;
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::core::ui::palette::SidePalette;
use crate::app::games::free_move::hands::tape_measure::Tapes;
use crate::rules::free_move::Points;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_world_labels
            .run_if(in_state(Screen::FreeMove).or_else(in_state(Screen::FreeMoveBuilder))),
    );
}

/// The share of a tray's width its flag's number may take, so that two stands side by side
/// never run their numbers together.
const NUMBER_SHARE_OF_TRAY: f32 = 0.8;

/// The font of a flag's `number` on a tray of `tray` inches at `pixels_per_inch` (egui
/// points): large enough to read across a room at table fit, but never wider than the tray
/// holds nor taller than its rear half, whatever the UI scale.
pub(crate) fn flag_number_font(
    painter: &egui::Painter,
    number: &str,
    pixels_per_inch: f32,
    tray: Vec2,
) -> egui::FontId {
    let wanted = (pixels_per_inch * 0.85)
        .clamp(11.0, 56.0)
        .min(tray.y * pixels_per_inch * 0.5);
    let font = egui::FontId::proportional(wanted.max(1.0));
    let width = painter
        .layout_no_wrap(number.to_owned(), font.clone(), egui::Color32::WHITE)
        .size()
        .x;
    let room = tray.x * pixels_per_inch * NUMBER_SHARE_OF_TRAY;
    if width > room && width > 0.0 {
        egui::FontId::proportional((font.size * room / width).max(1.0))
    } else {
        font
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or query it draws from"
)]
fn draw_world_labels(
    mut contexts: EguiContexts,
    game: Option<Res<crate::app::games::free_move::game::FreeMoveSession>>,
    zoom: Res<UiZoom>,
    camera: Single<(&Camera, &GlobalTransform, &Projection), With<Camera2d>>,
    stands: Query<(&Stand, &Transform, &Visibility)>,
    terrain: Query<&TerrainPiece>,
    tapes: Res<Tapes>,
    palette: Res<SidePalette>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (camera, camera_transform, projection) = *camera;
    let Projection::Orthographic(ortho) = projection else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::background());
    // egui draws in points: logical pixels divided by the UI scale.
    let to_screen = |world: Vec2| {
        camera
            .world_to_viewport(camera_transform, world.extend(0.0))
            .ok()
            .map(|p| egui::pos2(p.x, p.y) / zoom.0)
    };
    let pixels_per_inch = 1.0 / ortho.scale / zoom.0;
    for (stand, transform, visibility) in &stands {
        let unit = game
            .as_ref()
            .and_then(|game| game.state.unit(super::stand_sync::unit_id(stand)));
        // A wiped-out stand has left the table (a combat's review shows it until the step
        // that wipes it out).
        if *visibility == Visibility::Hidden {
            continue;
        }
        // Casualties marked on the tray: the kills against it, in red, at its right rear.
        if let Some(unit) = unit.filter(|unit| unit.casualties() > Points::ZERO) {
            let corner = transform
                .transform_point(Vec3::new(stand.size.x * 0.62, -stand.size.y * 0.35, 0.0))
                .truncate();
            if let Some(at) = to_screen(corner) {
                painter.text(
                    at,
                    egui::Align2::LEFT_CENTER,
                    format!("−{}", unit.casualties()),
                    egui::FontId::proportional((pixels_per_inch * 0.6).clamp(8.0, 32.0)),
                    egui::Color32::from_rgb(255, 90, 70),
                );
            }
        }
        // The flag's number sits in the rear part of the tray, under the type symbol.
        let flag = transform
            .transform_point(Vec3::new(0.0, -stand.size.y * 0.25, 0.0))
            .truncate();
        if let Some(at) = to_screen(flag) {
            let number = stand.number.to_string();
            let number_font = flag_number_font(&painter, &number, pixels_per_inch, stand.size);
            painter.text(
                at + egui::vec2(1.0, 1.0),
                egui::Align2::CENTER_CENTER,
                &number,
                number_font.clone(),
                egui::Color32::BLACK,
            );
            painter.text(
                at,
                egui::Align2::CENTER_CENTER,
                number,
                number_font.clone(),
                egui::Color32::WHITE,
            );
        }
    }
    for piece in &terrain {
        let Some(label) = &piece.label else {
            continue;
        };
        let (min, max) = super::shape_geometry::bounds(&piece.shape);
        if let Some(at) = to_screen((min + max) / 2.0) {
            painter.text(
                at,
                egui::Align2::CENTER_CENTER,
                label,
                egui::FontId::proportional((pixels_per_inch * 0.8).clamp(10.0, 28.0)),
                egui::Color32::from_rgba_unmultiplied(255, 255, 240, 200),
            );
        }
    }
    for tape in tapes.0.values() {
        if let Some(at) = to_screen(tape.end) {
            let colour = tape.player.map_or(egui::Color32::WHITE, |player| {
                palette.egui_on_dark(player.index())
            });
            painter.text(
                at + egui::vec2(14.0, -14.0),
                egui::Align2::LEFT_BOTTOM,
                format!("{:.1}\"", tape.length_inches()),
                egui::FontId::proportional(20.0),
                colour,
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::ui::panel_test::harness;

    /// The font size chosen for `number` on a tray of `tray` inches, and the width drawn.
    fn drawn(number: &'static str, pixels_per_inch: f32, tray: Vec2) -> (f32, f32) {
        let mut measured = harness((0.0, 0.0), move |ui, drawn: &mut (f32, f32)| {
            let font = flag_number_font(ui.painter(), number, pixels_per_inch, tray);
            let width = ui
                .painter()
                .layout_no_wrap(number.to_owned(), font.clone(), egui::Color32::WHITE)
                .size()
                .x;
            *drawn = (font.size, width);
        });
        measured.run();
        measured.into_state()
    }

    #[test]
    fn a_flag_s_number_stays_inside_its_tray_at_ui_scale_two() {
        // A 1.6" tray seen small: at UI scale 2 on a 1280x800 window the table gets about
        // 10 points an inch, where the old 11-point floor ran "17181920" together.
        let tray = Vec2::new(1.6, 0.8);
        for pixels_per_inch in [6.0, 10.0, 14.0] {
            let (_, width) = drawn("20", pixels_per_inch, tray);
            let room = tray.x * pixels_per_inch;
            assert!(
                width <= room * NUMBER_SHARE_OF_TRAY + 0.5,
                "{width} points wide on a tray {room} wide at {pixels_per_inch} an inch"
            );
            assert!(width > 0.0, "the number is drawn");
        }
    }

    #[test]
    fn a_flag_s_number_on_a_big_tray_keeps_its_room_filling_size() {
        // 40 points an inch: the number fills the tray's rear half, 0.4" of it, 16 points.
        let tray = Vec2::new(1.6, 0.8);
        let (size, width) = drawn("17", 40.0, tray);
        assert_eq!(size, 16.0, "not shrunk for its width");
        assert!(width < tray.x * 40.0 * NUMBER_SHARE_OF_TRAY);
    }
}
