//! The mapsheet on screen: every hex coloured by its terrain (woods with trees, towns with
//! houses, the canal, bridges as a band across it), thin hex lines, roads centre to centre
//! through their hexsides and the railroad with its ties; broken bridges and trenches are
//! redrawn whenever the game's state changes them. Spawned on entering the board screen.

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;
use hexx::Hex;

use super::mesh_builder::{ColouredMesh, shrink};
use super::palette;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::SoldiersSession;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, hex_centre, hex_corners};
use crate::rules::soldiers::map::Map;
use crate::rules::soldiers::terrain_effects::Terrain;

/// The part of the board the game changes (broken bridges, trenches).
#[derive(Component, Debug)]
struct ChangingGround;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            spawn_board.run_if(resource_added::<SoldiersSession>),
            redraw_changing_ground.run_if(
                resource_exists::<SoldiersSession>.and_then(resource_changed::<SoldiersSession>),
            ),
        )
            .chain()
            .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
    );
}

/// A white material that shows a mesh's vertex colours, blended.
pub fn vertex_colour_material(materials: &mut Assets<ColorMaterial>) -> Handle<ColorMaterial> {
    materials.add(ColorMaterial {
        color: Color::WHITE,
        alpha_mode: AlphaMode2d::Blend,
        ..default()
    })
}

fn spawn_board(
    game: Res<SoldiersSession>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut commands: Commands,
) {
    let map = &game.state.tables.map;
    let material = vertex_colour_material(&mut materials);
    commands.spawn((
        Name::new("Soldiers mapsheet"),
        Mesh2d(meshes.add(ground(map).build())),
        MeshMaterial2d(material.clone()),
        Transform::from_xyz(0.0, 0.0, 0.0),
        DespawnOnExit(Screen::Soldiers),
    ));
    commands.spawn((
        Name::new("Broken bridges and trenches"),
        ChangingGround,
        Mesh2d(meshes.add(ColouredMesh::default().build())),
        MeshMaterial2d(material),
        Transform::from_xyz(0.0, 0.0, 0.5),
        DespawnOnExit(Screen::Soldiers),
    ));
}

/// The unchanging mapsheet.
pub fn ground(map: &Map) -> ColouredMesh {
    let mut mesh = ColouredMesh::default();
    for hex in map.all_hexes() {
        let Some(info) = map.info(hex) else {
            continue;
        };
        let corners = hex_corners(hex);
        mesh.convex(&corners, palette::terrain(info.terrain, info.peak));
        let centre = hex_centre(hex);
        match info.terrain {
            Terrain::Woods => trees(&mut mesh, hex, centre),
            Terrain::Town => houses(&mut mesh, hex, centre),
            Terrain::Crest => {
                let ring = shrink(&corners, 0.82);
                mesh.outline(&ring, 1.2, palette::PEAK.darker(0.1));
            }
            _ => {}
        }
        if info.bridge.is_some() {
            let (a, b) = crossing(map, hex);
            mesh.segment(a, b, HEX_SIZE * 0.75, palette::BRIDGE);
            mesh.segment(a, b, HEX_SIZE * 0.55, palette::BRIDGE.lighter(0.12));
        }
    }
    hex_lines(&mut mesh, map);
    roads(&mut mesh, map);
    railroad(&mut mesh, map);
    mesh
}

/// A few trees scattered over a woods hex (the same pattern for the same hex).
fn trees(mesh: &mut ColouredMesh, hex: Hex, centre: Vec2) {
    let turn = ((hex.x * 7 + hex.y * 13).rem_euclid(6)) as f32;
    for step in 0..5 {
        let angle = (step as f32 + turn * 0.3) * std::f32::consts::TAU / 5.0;
        let at = centre + Vec2::from_angle(angle) * HEX_SIZE * 0.5;
        mesh.disc(at, HEX_SIZE * 0.17, palette::TREES);
    }
    mesh.disc(centre, HEX_SIZE * 0.15, palette::TREES);
}

/// Grey-red blocks of houses on a town hex.
fn houses(mesh: &mut ColouredMesh, hex: Hex, centre: Vec2) {
    let flip = if (hex.x + hex.y).rem_euclid(2) == 0 {
        1.0
    } else {
        -1.0
    };
    let blocks = [
        (Vec2::new(-0.42, 0.30), Vec2::new(0.30, 0.22)),
        (Vec2::new(0.22, 0.38), Vec2::new(0.22, 0.20)),
        (Vec2::new(0.40, -0.20), Vec2::new(0.20, 0.30)),
        (Vec2::new(-0.25, -0.35), Vec2::new(0.34, 0.20)),
        (Vec2::new(0.0, 0.0), Vec2::new(0.18, 0.18)),
    ];
    for (offset, size) in blocks {
        let middle = centre + Vec2::new(offset.x * flip, offset.y) * HEX_SIZE;
        let half = size * HEX_SIZE / 2.0;
        mesh.convex(
            &[
                middle - half,
                middle + Vec2::new(half.x, -half.y),
                middle + half,
                middle + Vec2::new(-half.x, half.y),
            ],
            palette::HOUSES,
        );
    }
}

/// Where a bridge crosses its canal hex: between the hexsides its road or railroad uses,
/// else north to south.
fn crossing(map: &Map, hex: Hex) -> (Vec2, Vec2) {
    let centre = hex_centre(hex);
    let ends: Vec<Vec2> = map
        .neighbours(hex)
        .filter(|next| map.road_between(hex, *next) || map.railroad_between(hex, *next))
        .map(|next| (centre + hex_centre(next)) / 2.0)
        .collect();
    match ends.as_slice() {
        [a, b, ..] => (*a, *b),
        [a] => (*a, centre * 2.0 - *a),
        [] => {
            let half = Vec2::new(0.0, HEX_SIZE * 0.87);
            (centre + half, centre - half)
        }
    }
}

/// Each hexside once, thin and faint.
fn hex_lines(mesh: &mut ColouredMesh, map: &Map) {
    for hex in map.all_hexes() {
        let corners = hex_corners(hex);
        for next in hex.all_neighbors() {
            if map.contains(next) && (next.x, next.y) < (hex.x, hex.y) {
                continue;
            }
            let towards = hex_centre(next);
            let mut near: Vec<Vec2> = corners.to_vec();
            near.sort_by(|a, b| a.distance(towards).total_cmp(&b.distance(towards)));
            mesh.segment(near[0], near[1], 0.9, palette::HEX_LINE);
        }
    }
}

/// Every pair of neighbours the map links by `linked`, each pair once, as centres.
fn links(map: &Map, linked: impl Fn(Hex, Hex) -> bool) -> Vec<(Vec2, Vec2)> {
    let mut found = Vec::new();
    for hex in map.all_hexes() {
        for next in map.neighbours(hex) {
            if (hex.x, hex.y) < (next.x, next.y) && linked(hex, next) {
                found.push((hex_centre(hex), hex_centre(next)));
            }
        }
    }
    found
}

fn roads(mesh: &mut ColouredMesh, map: &Map) {
    let roads = links(map, |a, b| map.road_between(a, b));
    for (width, colour) in [(7.0, palette::ROAD_EDGE), (4.6, palette::ROAD)] {
        for (a, b) in &roads {
            mesh.segment(*a, *b, width, colour);
            mesh.disc(*a, width / 2.0, colour);
            mesh.disc(*b, width / 2.0, colour);
        }
    }
}

fn railroad(mesh: &mut ColouredMesh, map: &Map) {
    for (a, b) in links(map, |a, b| map.railroad_between(a, b)) {
        mesh.segment(a, b, 2.4, palette::RAILROAD);
        let along = (b - a).normalize_or_zero();
        let length = a.distance(b);
        let ties = (length / 8.0).round().max(1.0) as usize;
        for tie in 0..ties {
            let at = a + along * (tie as f32 + 0.5) * length / ties as f32;
            let side = along.perp() * 4.5;
            mesh.segment(at - side, at + side, 1.6, palette::RAILROAD);
        }
    }
}

/// Broken bridges (a gap of water across the band) and trenches (a zigzag), as the state
/// has them now.
fn changing_ground(game: &SoldiersSession) -> ColouredMesh {
    let state = &game.state;
    let map = &state.tables.map;
    let mut mesh = ColouredMesh::default();
    for hex in &state.destroyed_bridges {
        let (a, b) = crossing(map, *hex);
        let centre = hex_centre(*hex);
        let across = (b - a).normalize_or_zero();
        let side = across.perp() * HEX_SIZE * 0.45;
        let gap = across * HEX_SIZE * 0.18;
        mesh.convex(
            &[
                centre - gap - side,
                centre + gap - side,
                centre + gap + side,
                centre - gap + side,
            ],
            palette::CANAL,
        );
        for end in [-1.0, 1.0] {
            let edge = centre + gap * end;
            mesh.segment(edge - side, edge + side * 0.2, 1.8, palette::ROAD_EDGE);
            mesh.segment(
                edge + side * 0.2,
                edge + side + across * end * 2.0,
                1.8,
                palette::ROAD_EDGE,
            );
        }
    }
    for hex in &state.trenches {
        let centre = hex_centre(*hex) + Vec2::new(0.0, -HEX_SIZE * 0.56);
        let points: Vec<Vec2> = (0..=8)
            .map(|step| {
                let x = (step as f32 / 8.0 - 0.5) * HEX_SIZE * 1.0;
                let y = if step % 2 == 0 { 2.5 } else { -2.5 };
                centre + Vec2::new(x, y)
            })
            .collect();
        mesh.polyline(&points, 2.2, palette::TRENCH);
    }
    mesh
}

/// What the changing ground was last drawn from: its mesh, broken bridges, trenches.
type Drawn = (AssetId<Mesh>, Vec<Hex>, Vec<Hex>);

fn redraw_changing_ground(
    game: Res<SoldiersSession>,
    mut drawn: Local<Option<Drawn>>,
    ground: Query<&Mesh2d, With<ChangingGround>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Ok(handle) = ground.single() else {
        return;
    };
    let now = (
        handle.0.id(),
        game.state.destroyed_bridges.clone(),
        game.state.trenches.clone(),
    );
    if drawn.as_ref() == Some(&now) {
        return;
    }
    if let Some(mut mesh) = meshes.get_mut(&handle.0) {
        *mesh = changing_ground(&game).build();
        *drawn = Some(now);
    }
}
