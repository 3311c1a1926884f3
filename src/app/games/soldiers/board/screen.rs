//! From the board's world to egui's points: where a world point is on screen, how many
//! points a world unit is, and whether something is in view (painting skips the rest).

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::games::soldiers::hex_layout::HEX_SIZE;

/// The camera as the painters need it, for one frame.
pub struct ScreenMap<'a> {
    camera: &'a Camera,
    global: &'a GlobalTransform,
    ui_scale: f32,
    /// egui points per world unit.
    pub points_per_unit: f32,
    visible: egui::Rect,
}

impl<'a> ScreenMap<'a> {
    pub fn new(
        camera: &'a Camera,
        global: &'a GlobalTransform,
        projection: &Projection,
        ui_scale: f32,
        screen: egui::Rect,
    ) -> Option<Self> {
        let Projection::Orthographic(ortho) = projection else {
            return None;
        };
        Some(ScreenMap {
            camera,
            global,
            ui_scale,
            points_per_unit: 1.0 / ortho.scale / ui_scale,
            visible: screen.expand(60.0),
        })
    }

    /// A world point on screen (egui points).
    pub fn at(&self, world: Vec2) -> Option<egui::Pos2> {
        self.camera
            .world_to_viewport(self.global, world.extend(0.0))
            .ok()
            .map(|p| egui::pos2(p.x, p.y) / self.ui_scale)
    }

    /// A world point on screen, when it is near enough the window to matter.
    pub fn in_view(&self, world: Vec2) -> Option<egui::Pos2> {
        self.at(world).filter(|at| self.visible.contains(*at))
    }

    /// A world length in points.
    pub fn len(&self, world: f32) -> f32 {
        world * self.points_per_unit
    }

    /// A hex's corner radius on screen, in points: how close the view is.
    pub fn hex_radius(&self) -> f32 {
        self.len(HEX_SIZE)
    }
}

/// What every board painter reads: egui, the UI scale and the camera.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BoardView<'w, 's> {
    contexts: bevy_egui::EguiContexts<'w, 's>,
    zoom: Res<'w, crate::app::core::ui::big_screen::UiZoom>,
    camera: Single<
        'w,
        's,
        (
            &'static Camera,
            &'static GlobalTransform,
            &'static Projection,
        ),
        With<Camera2d>,
    >,
}

impl BoardView<'_, '_> {
    /// The painter of the board's background layer and the camera's mapping for this
    /// frame; `None` when the camera is not orthographic.
    pub fn begin(&mut self) -> Result<Option<(egui::Painter, ScreenMap<'_>)>> {
        let ctx = self.contexts.ctx_mut()?;
        let (camera, global, projection) = *self.camera;
        let Some(screen) =
            ScreenMap::new(camera, global, projection, self.zoom.0, ctx.content_rect())
        else {
            return Ok(None);
        };
        Ok(Some((
            ctx.layer_painter(egui::LayerId::background()),
            screen,
        )))
    }
}
