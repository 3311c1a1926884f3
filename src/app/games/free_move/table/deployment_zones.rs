//! Each side's deployment zone, outlined in its colour while the armies deploy.

use bevy::prelude::*;

use crate::app::core::screens::Screen;
use crate::app::core::ui::palette::SidePalette;
use crate::app::games::free_move::game::FreeMoveSession;
use crate::rules::free_move::Phase;
use crate::scenario::free_move::Shape;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_zones.run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

pub(crate) fn outline(shape: &Shape) -> Vec<Vec2> {
    let v = |(x, y): (f32, f32)| Vec2::new(x, y);
    match shape {
        Shape::Rect { min, max } => {
            let (min, max) = (v(*min), v(*max));
            vec![
                min,
                Vec2::new(max.x, min.y),
                max,
                Vec2::new(min.x, max.y),
                min,
            ]
        }
        Shape::Polygon(points) | Shape::Path { points, .. } => {
            let mut line: Vec<Vec2> = points.iter().copied().map(v).collect();
            if let Some(first) = line.first().copied() {
                line.push(first);
            }
            line
        }
        Shape::Circle { centre, radius } => (0..=48)
            .map(|step| {
                v(*centre) + Vec2::from_angle(step as f32 / 48.0 * std::f32::consts::TAU) * *radius
            })
            .collect(),
    }
}

fn draw_zones(mut gizmos: Gizmos, game: Res<FreeMoveSession>, palette: Res<SidePalette>) {
    if game.state.phase != Phase::Deployment {
        return;
    }
    for (side, zone) in game.state.deployment.iter().enumerate() {
        if let Some(zone) = zone {
            gizmos.linestrip_2d(outline(zone), palette.outlines[side]);
        }
    }
}
