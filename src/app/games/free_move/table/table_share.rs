//! How much of the window shows the battle's table: the part of the table's rectangle on
//! screen that no panel, drawer or window covers, as a share of the whole window, written
//! into core's [`TableShare`]. The screenshot test fails a layout that lets the panels take
//! the table's place.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};

use crate::app::core::camera::{TableView, table_on_screen};
use crate::app::core::screens::Screen;
use crate::app::core::table_share::TableShare;
use crate::app::core::ui::big_screen::UiZoom;

/// Sample the window every this many logical pixels.
const SAMPLE_STEP: f32 = 4.0;

/// Measured only where someone asks (the screenshot run inserts [`TableShare`]): a
/// player's frames never pay for the sampling.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        OnExit(Screen::FreeMove),
        |share: Option<ResMut<TableShare>>| {
            if let Some(mut share) = share {
                share.0 = None;
            }
        },
    )
    .add_systems(
        Last,
        measure_share.run_if(in_state(Screen::FreeMove).and_then(resource_exists::<TableShare>)),
    );
}

/// The share of a `window`-sized screen inside `table` and outside every `covered` rectangle.
pub fn uncovered_share(window: Vec2, table: Rect, covered: &[Rect]) -> f32 {
    let (mut inside, mut total) = (0u32, 0u32);
    let mut y = SAMPLE_STEP / 2.0;
    while y < window.y {
        let mut x = SAMPLE_STEP / 2.0;
        while x < window.x {
            let point = Vec2::new(x, y);
            total += 1;
            if table.contains(point) && !covered.iter().any(|rect| rect.contains(point)) {
                inside += 1;
            }
            x += SAMPLE_STEP;
        }
        y += SAMPLE_STEP;
    }
    if total == 0 {
        0.0
    } else {
        inside as f32 / total as f32
    }
}

fn measure_share(
    mut contexts: EguiContexts,
    view: Res<TableView>,
    zoom: Res<UiZoom>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut share: ResMut<TableShare>,
) {
    let (camera, camera_transform) = *camera;
    let Some(table) = table_on_screen(Some(&view), camera, camera_transform) else {
        return;
    };
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let scale = zoom.0;
    let covered: Vec<Rect> = ctx.memory(|memory| {
        memory
            .areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order != egui::Order::Background)
            .filter_map(|layer| memory.area_rect(layer.id))
            .map(|rect| {
                Rect::new(
                    rect.min.x * scale,
                    rect.min.y * scale,
                    rect.max.x * scale,
                    rect.max.y * scale,
                )
            })
            .collect()
    });
    share.0 = Some(uncovered_share(window.size(), table, &covered));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_filling_the_window_uncovered_has_all_of_it() {
        let window = Vec2::new(1280.0, 800.0);
        let share = uncovered_share(window, Rect::new(-10.0, -10.0, 2000.0, 2000.0), &[]);
        assert_eq!(share, 1.0);
    }

    #[test]
    fn panels_over_the_table_take_their_area_from_its_share() {
        let window = Vec2::new(1280.0, 800.0);
        let table = Rect::new(0.0, 0.0, 1280.0, 800.0);
        let strip = Rect::new(0.0, 0.0, 1280.0, 80.0);
        let share = uncovered_share(window, table, &[strip]);
        assert!((share - 0.9).abs() < 0.01, "{share}");
        // A half-sized table beside nothing: a quarter of the window.
        let quarter = uncovered_share(window, Rect::new(0.0, 0.0, 640.0, 400.0), &[]);
        assert!((quarter - 0.25).abs() < 0.01, "{quarter}");
    }
}
