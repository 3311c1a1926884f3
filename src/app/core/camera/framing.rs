//! Where the camera looks: an area framed in the part of the window the panels leave, the
//! zoom limits that follow from the board, and the framing itself — the opening view on a
//! new board, after a resize and on [`FitBoard`], the whole board on Home.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use bevy_egui::input::EguiWantsInput;

use super::{BoardCamera, CameraSystems, Clearance, Farthest, FitBoard, TableView};
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::core::ui::widgets::side_panel_points;

/// The parts of the window the panels keep, in logical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct KeepClear {
    pub top: f32,
    pub right: f32,
}

impl KeepClear {
    /// A board's [`Clearance`] in a window `window_width` logical pixels wide.
    pub fn of(clearance: Clearance, window_width: f32, ui_scale: f32) -> Self {
        KeepClear {
            top: clearance.top,
            right: right_column(clearance.right_points, window_width, ui_scale),
        }
    }
}

/// A right-hand panel column's width in logical pixels: `points` at the UI scale, at most
/// half the window.
pub fn right_column(points: f32, window_width: f32, ui_scale: f32) -> f32 {
    side_panel_points(points, window_width / ui_scale) * ui_scale
}

/// The part of `viewport` the panels leave (never less than 40% of its width).
fn free_part(viewport: Vec2, clear: KeepClear) -> Vec2 {
    Vec2::new(
        (viewport.x - clear.right).max(viewport.x * 0.4),
        viewport.y - clear.top,
    )
    .max(Vec2::ONE)
}

/// The camera centre that puts `area`'s centre in the middle of the free part at `scale`.
fn centre_at(area: Rect, viewport: Vec2, clear: KeepClear, scale: f32) -> Vec2 {
    let free = free_part(viewport, clear);
    area.center() + (viewport - free) / 2.0 * scale
}

/// The scale (world units per logical pixel) and camera centre that show all of `area`,
/// with a `margin` factor round it, in the part of `viewport` the panels leave.
pub fn fit(area: Rect, viewport: Vec2, clear: KeepClear, margin: f32) -> (f32, Vec2) {
    let free = free_part(viewport, clear);
    let scale = (area.width() / free.x).max(area.height() / free.y) * margin;
    (scale, centre_at(area, viewport, clear, scale))
}

impl BoardCamera {
    /// The closest and the farthest scale in this window.
    pub fn limits(&self, viewport: Vec2, clear: KeepClear) -> (f32, f32) {
        let farthest = match self.farthest {
            Farthest::Scale(scale) => scale,
            Farthest::WholeBoardTimes(times) => {
                fit(self.board, viewport, clear, self.margin).0 * times
            }
        };
        (self.closest, farthest.max(self.closest))
    }

    /// `area` framed, no farther out than `farthest` nor past the limits. The centre is the
    /// fit's: a view held closer than the fit keeps the fit's lean away from the panels.
    fn view_of(&self, area: Rect, farthest: f32, viewport: Vec2, clear: KeepClear) -> (f32, Vec2) {
        let (closest, most) = self.limits(viewport, clear);
        let (scale, centre) = fit(area, viewport, clear, self.margin);
        (scale.min(farthest).clamp(closest, most), centre)
    }

    /// The whole board framed.
    pub fn whole_view(&self, viewport: Vec2, clear: KeepClear) -> (f32, Vec2) {
        self.view_of(self.board, f32::INFINITY, viewport, clear)
    }

    /// The opening view: the opening area framed, or the whole board.
    pub fn opening_view(&self, viewport: Vec2, clear: KeepClear) -> (f32, Vec2) {
        match self.opening {
            Some(opening) => self.view_of(opening.area, opening.farthest, viewport, clear),
            None => self.whole_view(viewport, clear),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (refit_when_the_zoom_changes, frame)
            .chain()
            .in_set(CameraSystems),
    );
}

/// A new UI zoom (the big-screen layout turned on or off, another UI scale) changes the
/// panels' room: the board is framed again in what they leave.
fn refit_when_the_zoom_changes(zoom: Res<UiZoom>, mut fit: MessageWriter<FitBoard>) {
    if zoom.is_changed() && !zoom.is_added() {
        fit.write(FitBoard);
    }
}

/// Frames the opening view on a new board, a resize (fullscreen on or off included) or a
/// [`FitBoard`]; the whole board on Home.
fn frame(
    mut asked: MessageReader<FitBoard>,
    mut resized: MessageReader<WindowResized>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    zoom: Res<UiZoom>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut cameras: Query<(Ref<BoardCamera>, &mut Transform, &mut Projection)>,
) {
    let opening = asked.read().count() > 0 || resized.read().count() > 0;
    let home = keys.just_pressed(KeyCode::Home) && !egui_input.wants_any_keyboard_input();
    for (board, mut transform, mut projection) in &mut cameras {
        let clear = KeepClear::of(board.clear, window.width(), zoom.0);
        let (scale, centre) = if opening || board.is_added() {
            board.opening_view(window.size(), clear)
        } else if home {
            board.whole_view(window.size(), clear)
        } else {
            continue;
        };
        if let Projection::Orthographic(ortho) = projection.as_mut() {
            ortho.scale = scale;
        }
        transform.translation = centre.extend(transform.translation.z);
    }
}

/// The table's rectangle on screen, through the camera as it is now.
pub fn table_on_screen(
    view: Option<&TableView>,
    camera: &Camera,
    camera_transform: &GlobalTransform,
) -> Option<Rect> {
    let table = view?.bounds?;
    let a = camera
        .world_to_viewport(camera_transform, table.min.extend(0.0))
        .ok()?;
    let b = camera
        .world_to_viewport(camera_transform, table.max.extend(0.0))
        .ok()?;
    Some(Rect::from_corners(a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    const WINDOW: Vec2 = Vec2::new(1280.0, 800.0);

    fn table() -> BoardCamera {
        BoardCamera {
            board: Rect::new(0.0, 0.0, 72.0, 48.0),
            opening: None,
            clear: Clearance::default(),
            margin: 1.01,
            closest: 0.004,
            farthest: Farthest::Scale(0.5),
            drag_buttons: vec![MouseButton::Middle],
            arrow_keys: false,
        }
    }

    #[test]
    fn fit_frames_the_whole_table_with_a_margin() {
        let board = table();
        let (scale, centre) = board.whole_view(WINDOW, KeepClear::default());
        assert_eq!(centre, Vec2::new(36.0, 24.0));
        // The tighter of the two directions decides (here 48 inches in 800 pixels).
        let tight = (72.0f32 / 1280.0).max(48.0 / 800.0);
        assert!((scale - tight * 1.01).abs() < 1e-6);
        assert!(
            72.0 / scale <= 1280.0 && 48.0 / scale <= 800.0,
            "all of the table is on screen"
        );
    }

    #[test]
    fn fit_beside_a_panel_and_below_a_strip_keeps_the_table_clear_of_them() {
        let clear = KeepClear {
            top: 60.0,
            right: 320.0,
        };
        let board = table();
        let (scale, centre) = board.whole_view(WINDOW, clear);
        let on_screen =
            |world: Vec2| WINDOW / 2.0 + (world - centre) / scale * Vec2::new(1.0, -1.0);
        let (low_left, high_right) = (on_screen(board.board.min), on_screen(board.board.max));
        assert!(low_left.x >= 0.0 && low_left.y <= 800.0, "{low_left}");
        assert!(high_right.x <= 1280.0 - 320.0, "right edge at {high_right}");
        assert!(high_right.y >= 60.0, "top edge at {high_right}");
    }

    #[test]
    fn framing_never_zooms_past_the_limits() {
        let board = BoardCamera {
            board: Rect::new(0.0, 0.0, 0.1, 0.1),
            ..table()
        };
        let (scale, _) = board.whole_view(WINDOW, KeepClear::default());
        assert_eq!(scale, 0.004);
    }

    #[test]
    fn an_opening_area_is_shown_no_farther_out_than_asked() {
        let board = BoardCamera {
            opening: Some(super::super::Opening {
                area: Rect::new(0.0, 0.0, 60.0, 40.0),
                farthest: 0.02,
            }),
            farthest: Farthest::WholeBoardTimes(1.4),
            ..table()
        };
        let clear = KeepClear::default();
        let (scale, centre) = board.opening_view(WINDOW, clear);
        assert_eq!(scale, 0.02);
        assert_eq!(centre, Vec2::new(30.0, 20.0));
        let (closest, farthest) = board.limits(WINDOW, clear);
        assert!(closest <= scale && scale <= farthest);
    }

    #[test]
    fn a_right_column_is_at_most_half_the_window() {
        assert_eq!(right_column(360.0, 1280.0, 1.0), 360.0);
        assert_eq!(right_column(360.0, 1280.0, 2.0), 640.0);
        assert_eq!(right_column(0.0, 1280.0, 1.0), 0.0);
    }
}
