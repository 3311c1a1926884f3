//! The builder's table, drawn as in play: the cloth, terrain and stands of the battle as
//! shown (redrawn when it changes), the table's camera clear of the panel, each side's
//! deployment zone in its colour, the place to hold (if any) in white, and the selected
//! piece, stand or zone ringed.

use bevy::prelude::*;

use super::builder_state::BattleBuilder;
use super::panel::PANEL_WIDTH;
use crate::app::core::camera::{CameraSteering, Clearance, take_off_board_camera};
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::palette::SidePalette;
use crate::app::games::free_move::table::deployment_zones::outline;
use crate::app::games::free_move::table::table_camera::table_camera_clear_of;
use crate::app::games::free_move::table::table_scene::spawn_scene;
use crate::rules::free_move::geometry::{Pose, Tray};
use crate::scenario::free_move::{FreeMoveScenario, Shape};
use crate::scenario::free_move_builder::Picked;

/// Marks what the builder drew of the battle: cleared when the battle changes.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuilderScene;

/// The battle last drawn, and the table size the camera was framed for.
#[derive(Resource, Debug, Default)]
struct Drawn {
    battle: Option<FreeMoveScenario>,
    table: Option<Vec2>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .add_systems(
            Update,
            (redraw_when_changed, draw_zones_and_selection)
                .chain()
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::FreeMoveBuilder)),
        )
        .add_systems(
            OnExit(Screen::FreeMoveBuilder),
            (forget_drawn, take_off_board_camera),
        );
}

fn forget_drawn(mut drawn: ResMut<Drawn>) {
    *drawn = Drawn::default();
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or query it uses"
)]
fn redraw_when_changed(
    builder: Res<BattleBuilder>,
    mut drawn: ResMut<Drawn>,
    palette: Res<SidePalette>,
    old: Query<Entity, With<BuilderScene>>,
    mut steering: CameraSteering,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut commands: Commands,
) {
    let shown = builder.shown();
    if drawn.battle.as_ref() == Some(&shown) {
        return;
    }
    for entity in &old {
        commands.entity(entity).despawn();
    }
    spawn_scene(
        &shown,
        (BuilderScene, DespawnOnExit(Screen::FreeMoveBuilder)),
        (&palette, &mut meshes, &mut materials),
        &mut commands,
    );
    let table = Vec2::new(shown.table.width, shown.table.depth);
    let fresh = drawn.table != Some(table);
    steering.put_on(fresh, || {
        table_camera_clear_of(
            Rect::from_corners(Vec2::ZERO, table),
            Clearance {
                top: 0.0,
                right_points: PANEL_WIDTH,
            },
        )
    });
    drawn.table = Some(table);
    drawn.battle = Some(shown);
}

fn draw_zones_and_selection(
    mut gizmos: Gizmos,
    builder: Res<BattleBuilder>,
    drawn: Res<Drawn>,
    palette: Res<SidePalette>,
) {
    let Some(battle) = &drawn.battle else {
        return;
    };
    for (side, own) in battle.sides.iter().enumerate().take(2) {
        if let Some(zone) = &own.deployment {
            gizmos.linestrip_2d(outline(zone), palette.outlines[side]);
        }
    }
    if let Some(objective) = &battle.victory.hold {
        gizmos.linestrip_2d(outline(&objective.shape), Color::srgb(0.95, 0.95, 0.9));
    }
    let ring = Color::srgb(1.0, 0.78, 0.2);
    match builder.selected {
        Some(Picked::Terrain(index)) => {
            if let Some(piece) = battle.terrain.get(index) {
                match &piece.shape {
                    // A line's ring is its centre line, not a closed shape.
                    Shape::Path { points, .. } => {
                        gizmos.linestrip_2d(points.iter().map(|&(x, y)| Vec2::new(x, y)), ring)
                    }
                    shape => gizmos.linestrip_2d(outline(shape), ring),
                }
            }
        }
        Some(Picked::Zone(side)) => {
            if let Some(zone) = battle
                .sides
                .get(side)
                .and_then(|own| own.deployment.as_ref())
            {
                gizmos.linestrip_2d(outline(zone), ring);
            }
        }
        Some(Picked::Unit { side, index }) => {
            if let Some(unit) = battle.sides.get(side).and_then(|own| own.units.get(index)) {
                let tray = Tray::new(battle.stand);
                let corners = tray.corners(&Pose::new(unit.at.0, unit.at.1, unit.facing));
                let mut line: Vec<Vec2> = corners.iter().map(|c| Vec2::new(c.x, c.y)).collect();
                line.push(line[0]);
                gizmos.linestrip_2d(line, ring);
            }
        }
        None => {}
    }
}
