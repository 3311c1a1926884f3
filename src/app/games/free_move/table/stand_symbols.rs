//! Line work drawn each frame over the table: stands' outlines and type symbols (NATO
//! style: X for foot, a slash for horse, a bow for missile troops), hill contours, trees.

use bevy::prelude::*;

use super::shape_geometry::{bounds, contains};
use super::table_scene::{Stand, TerrainPiece};
use crate::app::core::screens::Screen;
use crate::app::core::ui::palette::SidePalette;
use crate::rules::free_move::UnitType;
use crate::scenario::free_move::{Shape, TerrainKind};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (draw_stand_symbols, draw_terrain_detail)
            .run_if(in_state(Screen::FreeMove).or_else(in_state(Screen::FreeMoveBuilder))),
    );
}

fn draw_stand_symbols(
    mut gizmos: Gizmos,
    palette: Res<SidePalette>,
    stands: Query<(&Stand, &Transform, &Visibility)>,
) {
    let ink = Color::srgb(0.97, 0.97, 0.95);
    for (stand, transform, visibility) in &stands {
        // A wiped-out stand has left the table: nothing of it is drawn.
        if *visibility == Visibility::Hidden {
            continue;
        }
        let to_world = |local: Vec2| (transform.transform_point(local.extend(0.0))).truncate();
        let half = stand.size / 2.0;
        let outline = [
            Vec2::new(-half.x, -half.y),
            Vec2::new(half.x, -half.y),
            Vec2::new(half.x, half.y),
            Vec2::new(-half.x, half.y),
            Vec2::new(-half.x, -half.y),
        ];
        gizmos.linestrip_2d(outline.map(to_world), palette.outlines[stand.side]);
        // The symbol box sits in the front half of the tray, behind the front edge; the
        // flag's number goes under it.
        let symbol = Vec2::new(half.x * 0.5, half.y * 0.27);
        let centre = Vec2::new(0.0, half.y * 0.36);
        let corner = |sx: f32, sy: f32| to_world(centre + Vec2::new(sx * symbol.x, sy * symbol.y));
        gizmos.linestrip_2d(
            [
                corner(-1., -1.),
                corner(1., -1.),
                corner(1., 1.),
                corner(-1., 1.),
                corner(-1., -1.),
            ],
            ink,
        );
        let foot = matches!(
            stand.unit_type,
            UnitType::HeavyInfantry | UnitType::LightInfantry | UnitType::Archers
        );
        if foot {
            gizmos.line_2d(corner(-1., -1.), corner(1., 1.), ink);
            gizmos.line_2d(corner(-1., 1.), corner(1., -1.), ink);
        } else {
            gizmos.line_2d(corner(-1., -1.), corner(1., 1.), ink);
        }
        if stand.unit_type.missile().is_some() {
            // A bow: an arc across the top of the box.
            let arc: Vec<Vec2> = (0..=8)
                .map(|step| {
                    let t = step as f32 / 8.0 * 2.0 - 1.0;
                    corner(t, 1.0 + 0.5 * (1.0 - t * t))
                })
                .collect();
            gizmos.linestrip_2d(arc, ink);
        }
        if matches!(
            stand.unit_type,
            UnitType::HeavyInfantry | UnitType::HeavyCavalry
        ) {
            // Heavy troops: a bar under the box.
            gizmos.line_2d(corner(-1., -1.3), corner(1., -1.3), ink);
        }
    }
}

fn draw_terrain_detail(mut gizmos: Gizmos, terrain: Query<&TerrainPiece>) {
    for piece in &terrain {
        match (&piece.kind, &piece.shape) {
            (TerrainKind::Hill, Shape::Polygon(points)) => {
                let points: Vec<Vec2> = points.iter().map(|&(x, y)| Vec2::new(x, y)).collect();
                let centre = points.iter().copied().sum::<Vec2>() / points.len() as f32;
                for (ring, shade) in [(1.0, 0.30), (0.7, 0.38), (0.4, 0.46)] {
                    let contour: Vec<Vec2> = points
                        .iter()
                        .chain(points.first())
                        .map(|p| centre + (*p - centre) * ring)
                        .collect();
                    gizmos.linestrip_2d(contour, Color::srgb(shade, shade * 0.9, 0.15));
                }
            }
            (TerrainKind::Woods, shape) => {
                let (min, max) = bounds(shape);
                let mut y = min.y + 1.5;
                let mut row = 0;
                while y < max.y {
                    let mut x = min.x + 1.5 + if row % 2 == 0 { 0.0 } else { 1.2 };
                    while x < max.x {
                        if contains(shape, Vec2::new(x, y)) {
                            gizmos.circle_2d(
                                Isometry2d::from_translation(Vec2::new(x, y)),
                                0.7,
                                Color::srgb(0.08, 0.22, 0.10),
                            );
                        }
                        x += 2.4;
                    }
                    y += 2.0;
                    row += 1;
                }
            }
            (TerrainKind::BrokenGround, shape) => {
                let (min, max) = bounds(shape);
                let mut y = min.y + 0.8;
                while y < max.y {
                    let mut x = min.x + 0.8;
                    while x < max.x {
                        if contains(shape, Vec2::new(x, y)) {
                            gizmos.line_2d(
                                Vec2::new(x - 0.3, y - 0.2),
                                Vec2::new(x + 0.3, y + 0.2),
                                Color::srgb(0.30, 0.24, 0.15),
                            );
                        }
                        x += 1.4;
                    }
                    y += 1.2;
                }
            }
            _ => {}
        }
    }
}
