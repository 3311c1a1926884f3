//! The pointer's paint: with a zone chosen in the panel, a left press on a hex starts a
//! stroke that paints (or, begun on a hex already painted, unpaints) every hex the pointer
//! crosses until release; the stroke is one change to undo. A press over the panel paints
//! nothing.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use super::editor_state::SoldiersEditor;
use crate::app::core::camera::CameraSystems;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::soldiers::hex_layout::hex_under;
use crate::rules::soldiers::map::{ColRow, col_row};
use crate::rules::soldiers::tables::Tables;

/// A stroke of the pointer being painted: whether it paints or unpaints, and its hexes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stroke {
    pub on: bool,
    pub hexes: Vec<ColRow>,
}

impl Stroke {
    /// A stroke begun on `hex`: it unpaints when the hex is painted already.
    pub fn begin(hex: ColRow, painted: &[ColRow]) -> Self {
        Stroke {
            on: !painted.contains(&hex),
            hexes: vec![hex],
        }
    }

    /// The pointer crossed `hex`.
    pub fn cross(&mut self, hex: ColRow) {
        if !self.hexes.contains(&hex) {
            self.hexes.push(hex);
        }
    }
}

/// The stroke in progress, and the hex under the pointer (the overlay shows both).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Brush {
    pub stroke: Option<Stroke>,
    pub hovered: Option<ColRow>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Brush>()
        .add_systems(
            Update,
            paint_with_the_pointer
                .after(CameraSystems)
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::SoldiersEditor)),
        )
        .add_systems(
            OnExit(Screen::SoldiersEditor),
            |mut brush: ResMut<Brush>| {
                *brush = Brush::default();
            },
        );
}

fn paint_with_the_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut editor: ResMut<SoldiersEditor>,
    mut brush: ResMut<Brush>,
) {
    let (camera, global) = *camera;
    let tables = Tables::shipped();
    let over_panel = egui_input.wants_any_pointer_input();
    let hex = window
        .cursor_position()
        .filter(|_| !over_panel)
        .and_then(|at| camera.viewport_to_world_2d(global, at).ok())
        .and_then(|world| hex_under(&tables.map, world))
        .map(col_row);
    brush.hovered = hex;
    let Some(target) = editor.painting else {
        brush.stroke = None;
        return;
    };
    if buttons.just_pressed(MouseButton::Left)
        && let Some(hex) = hex
    {
        brush.stroke = Some(Stroke::begin(hex, &editor.draft.hexes_of(target)));
    } else if buttons.pressed(MouseButton::Left)
        && let (Some(stroke), Some(hex)) = (brush.stroke.as_mut(), hex)
    {
        stroke.cross(hex);
    }
    if !buttons.pressed(MouseButton::Left)
        && let Some(stroke) = brush.stroke.take()
    {
        editor.draft.paint(target, &stroke.hexes, stroke.on);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stroke_begun_on_a_painted_hex_unpaints_and_crosses_each_hex_once() {
        let mut stroke = Stroke::begin((3, 4), &[(3, 4)]);
        assert!(!stroke.on);
        stroke.cross((3, 5));
        stroke.cross((3, 5));
        stroke.cross((3, 4));
        assert_eq!(stroke.hexes, vec![(3, 4), (3, 5)]);
        assert!(Stroke::begin((1, 1), &[(3, 4)]).on);
    }
}
