//! Spawns a Free Move scenario's table: the cloth, its terrain and both armies' stands.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::terrain_mesh::{path_mesh, polygon_mesh};
use crate::app::core::camera::TableView;
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::screens::Screen;
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::core::ui::palette::SidePalette;
use crate::rules::free_move::UnitType;
use crate::scenario::Scenario;
use crate::scenario::free_move::{FreeMoveScenario, Shape, TerrainKind};

/// A stand on the table: its side (0 or 1), the number on its flag and its type.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Stand {
    pub side: usize,
    pub number: u32,
    pub unit_type: UnitType,
    /// Width (frontage) and depth, inches.
    pub size: Vec2,
}

/// A piece of terrain on the table, for the gizmos that detail it.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct TerrainPiece {
    pub kind: TerrainKind,
    pub shape: Shape,
    pub label: Option<String>,
}

/// Marks the colour patch of a stand so the palette can recolour it.
#[derive(Component, Debug, Clone, Copy)]
struct SideColoured(usize);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::FreeMove), spawn_table)
        .add_systems(OnExit(Screen::FreeMove), forget_table)
        .add_systems(
            Update,
            (recolour_sides, keep_table_below_clock_bar).run_if(in_state(Screen::FreeMove)),
        );
}

/// A compass facing (degrees, 0 = up the table, clockwise) as the counter-clockwise angle
/// in radians that bevy and rapier turn by.
pub fn facing_angle(facing_degrees: f32) -> f32 {
    -facing_degrees.to_radians()
}

/// A compass facing as a rotation.
pub fn facing_rotation(facing_degrees: f32) -> Quat {
    Quat::from_rotation_z(facing_angle(facing_degrees))
}

fn terrain_colour(kind: TerrainKind) -> (Color, f32) {
    match kind {
        TerrainKind::Hill => (Color::srgb(0.56, 0.56, 0.33), 0.10),
        TerrainKind::BrokenGround => (Color::srgb(0.47, 0.40, 0.28), 0.15),
        TerrainKind::Woods => (Color::srgb(0.16, 0.33, 0.17), 0.20),
        TerrainKind::River => (Color::srgb(0.26, 0.47, 0.72), 0.30),
        TerrainKind::Road => (Color::srgb(0.76, 0.68, 0.50), 0.35),
        TerrainKind::Wall => (Color::srgb(0.62, 0.62, 0.60), 0.40),
        TerrainKind::House => (Color::srgb(0.58, 0.30, 0.22), 0.45),
    }
}

fn shape_mesh(shape: &Shape) -> Mesh {
    let v = |(x, y): (f32, f32)| Vec2::new(x, y);
    match shape {
        Shape::Rect { min, max } => {
            let (min, max) = (v(*min), v(*max));
            polygon_mesh(&[min, Vec2::new(max.x, min.y), max, Vec2::new(min.x, max.y)])
        }
        Shape::Polygon(points) => polygon_mesh(&points.iter().copied().map(v).collect::<Vec<_>>()),
        Shape::Path { points, width } => {
            path_mesh(&points.iter().copied().map(v).collect::<Vec<_>>(), *width)
        }
        Shape::Circle { centre, radius } => {
            let centre = v(*centre);
            let outline: Vec<Vec2> = (0..48)
                .map(|step| {
                    centre + Vec2::from_angle(step as f32 / 48.0 * std::f32::consts::TAU) * *radius
                })
                .collect();
            polygon_mesh(&outline)
        }
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or query it uses"
)]
fn spawn_table(
    active: Option<Res<ActiveScenario>>,
    palette: Res<SidePalette>,
    zoom: Res<UiZoom>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut view: ResMut<TableView>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut commands: Commands,
) {
    let Some(active) = active else {
        return;
    };
    let Scenario::FreeMove(scenario) = &active.scenario else {
        return;
    };
    let table = Vec2::new(scenario.table.width, scenario.table.depth);
    view.bounds = Some(Rect::from_corners(Vec2::ZERO, table));
    // Panels are drawers over the table's edges: only the clock bar keeps a strip.
    view.top_strip = clock_strip(window.width(), zoom.0);
    spawn_scene(
        scenario,
        DespawnOnExit(Screen::FreeMove),
        (&palette, &mut meshes, &mut materials),
        &mut commands,
    );
}

/// The cloth, the terrain and the stands of `scenario`, each with `scope` (what despawns
/// them: the screen's exit, or a marker the battle builder clears when the battle changes).
pub(crate) fn spawn_scene(
    scenario: &FreeMoveScenario,
    scope: impl Bundle + Clone,
    (palette, meshes, materials): (&SidePalette, &mut Assets<Mesh>, &mut Assets<ColorMaterial>),
    commands: &mut Commands,
) {
    let table = Vec2::new(scenario.table.width, scenario.table.depth);
    commands.spawn((
        Name::new("Table edge"),
        Mesh2d(meshes.add(Rectangle::from_size(table + Vec2::splat(2.0)))),
        MeshMaterial2d(materials.add(Color::srgb(0.30, 0.20, 0.12))),
        Transform::from_translation((table / 2.0).extend(-0.2)),
        scope.clone(),
    ));
    commands.spawn((
        Name::new("Table cloth"),
        Mesh2d(meshes.add(Rectangle::from_size(table))),
        MeshMaterial2d(materials.add(Color::srgb(0.35, 0.50, 0.28))),
        Transform::from_translation((table / 2.0).extend(0.0)),
        scope.clone(),
    ));
    for terrain in &scenario.terrain {
        let (colour, z) = terrain_colour(terrain.kind);
        commands.spawn((
            Name::new(format!("{:?}", terrain.kind)),
            TerrainPiece {
                kind: terrain.kind,
                shape: terrain.shape.clone(),
                label: terrain.label.clone(),
            },
            Mesh2d(meshes.add(shape_mesh(&terrain.shape))),
            MeshMaterial2d(materials.add(colour)),
            Transform::from_xyz(0.0, 0.0, z),
            scope.clone(),
        ));
    }
    spawn_stands(scenario, scope, palette, meshes, materials, commands);
}

fn spawn_stands(
    scenario: &FreeMoveScenario,
    scope: impl Bundle + Clone,
    palette: &SidePalette,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    commands: &mut Commands,
) {
    let size = Vec2::new(scenario.stand.width, scenario.stand.depth);
    let tray = meshes.add(Rectangle::from_size(size));
    let front_edge = meshes.add(Rectangle::new(size.x, size.y * 0.14));
    let edge_colour = materials.add(Color::srgb(0.95, 0.93, 0.85));
    for (side_index, side) in scenario.sides.iter().enumerate() {
        let side_colour = materials.add(palette.sides[side_index]);
        for unit in &side.units {
            commands
                .spawn((
                    Name::new(format!("{} {}", side.name, unit.number)),
                    Stand {
                        side: side_index,
                        number: unit.number,
                        unit_type: unit.unit_type,
                        size,
                    },
                    SideColoured(side_index),
                    Mesh2d(tray.clone()),
                    MeshMaterial2d(side_colour.clone()),
                    Transform::from_xyz(unit.at.0, unit.at.1, 5.0)
                        .with_rotation(facing_rotation(unit.facing)),
                    scope.clone(),
                ))
                .with_child((
                    Name::new("Front edge"),
                    Mesh2d(front_edge.clone()),
                    MeshMaterial2d(edge_colour.clone()),
                    Transform::from_xyz(0.0, size.y * 0.43, 0.1),
                ));
        }
    }
}

fn recolour_sides(
    palette: Res<SidePalette>,
    stands: Query<(&SideColoured, &MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !palette.is_changed() {
        return;
    }
    for (side, material) in &stands {
        if let Some(mut material) = materials.get_mut(&material.0) {
            material.color = palette.sides[side.0];
        }
    }
}

/// The clock bar's strip in logical pixels, for a window `width` logical pixels wide.
fn clock_strip(width: f32, ui_scale: f32) -> f32 {
    crate::app::games::free_move::panels::game_panel::bar_height(width / ui_scale) * ui_scale
}

/// The clock bar grows with the UI scale (and takes two rows on a narrow screen); the table
/// is fitted afresh below it.
fn keep_table_below_clock_bar(
    zoom: Res<UiZoom>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut view: ResMut<TableView>,
) {
    let strip = clock_strip(window.width(), zoom.0);
    if view.top_strip != strip {
        view.top_strip = strip;
    }
}

fn forget_table(mut view: ResMut<TableView>) {
    *view = TableView::default();
}
