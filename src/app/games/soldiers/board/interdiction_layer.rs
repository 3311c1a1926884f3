//! Interdicted hexes on the board: orange hatching ringed in the interdicting side's
//! colour, under the counters, redrawn when the interdictions change.

use bevy::prelude::*;

use super::board_scene::vertex_colour_material;
use super::markers::side_colour;
use super::mesh_builder::{ColouredMesh, shrink};
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::SoldiersSession;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, hex_centre, hex_corners};
use crate::rules::soldiers::state::{Side, State};

/// The interdiction hatching's mesh.
#[derive(Component, Debug)]
struct InterdictionLayer;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            spawn_layer.run_if(resource_added::<SoldiersSession>),
            redraw_interdictions.run_if(
                resource_exists::<SoldiersSession>.and_then(resource_changed::<SoldiersSession>),
            ),
        )
            .chain()
            .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
    );
}

fn spawn_layer(
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut commands: Commands,
) {
    commands.spawn((
        Name::new("Interdicted hexes"),
        InterdictionLayer,
        Mesh2d(meshes.add(ColouredMesh::default().build())),
        MeshMaterial2d(vertex_colour_material(&mut materials)),
        Transform::from_xyz(0.0, 0.0, 1.0),
        DespawnOnExit(Screen::Soldiers),
    ));
}

fn interdiction_mesh(state: &State) -> ColouredMesh {
    let mut mesh = ColouredMesh::default();
    let orange = Color::srgba(0.95, 0.55, 0.10, 0.30);
    let hatch = Color::srgba(0.90, 0.45, 0.05, 0.85);
    for interdiction in &state.interdictions {
        let [r, g, b, _] = side_colour(state, interdiction.side).to_array();
        let ring = Color::srgb_u8(r, g, b);
        for hex in &interdiction.hexes {
            let corners = hex_corners(*hex);
            mesh.convex(&corners, orange);
            let centre = hex_centre(*hex);
            let reach = HEX_SIZE * 0.8;
            for step in -3..=3 {
                // Diagonal chords of a circle inside the hex.
                let offset = step as f32 * reach / 3.5;
                let half = (reach * reach - offset * offset).max(0.0).sqrt();
                let along = Vec2::new(1.0, 1.0).normalize();
                let at = centre + along.perp() * offset;
                mesh.segment(at - along * half, at + along * half, 1.4, hatch);
            }
            mesh.outline(&shrink(&corners, 0.93), 2.2, ring);
        }
    }
    mesh
}

/// What the hatching was last drawn from: its mesh and each interdiction's side and hexes.
type Drawn = (AssetId<Mesh>, Vec<(Side, Vec<hexx::Hex>)>);

fn redraw_interdictions(
    game: Res<SoldiersSession>,
    mut drawn: Local<Option<Drawn>>,
    layer: Query<&Mesh2d, With<InterdictionLayer>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Ok(handle) = layer.single() else {
        return;
    };
    let now = (
        handle.0.id(),
        game.state
            .interdictions
            .iter()
            .map(|interdiction| (interdiction.side, interdiction.hexes.clone()))
            .collect(),
    );
    if drawn.as_ref() == Some(&now) {
        return;
    }
    if let Some(mut mesh) = meshes.get_mut(&handle.0) {
        *mesh = interdiction_mesh(&game.state).build();
        *drawn = Some(now);
    }
}
