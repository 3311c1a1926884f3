//! Stands on screen follow the engine: each glides to its pose (a held stand to its preview),
//! wiped-out stands leave the table, and stands in melee, retiring or in a square are marked.

use bevy::prelude::*;

use super::table_scene::{Stand, facing_rotation};
use crate::app::core::screens::{PausableSystems, Screen};
use crate::app::core::ui::palette::SidePalette;
use crate::app::games::free_move::countdown::Countdown;
use crate::app::games::free_move::game::FreeMoveSession;
use crate::app::games::free_move::hands::stand_drag::{Blocks, Grabs, Selection};
use crate::app::games::free_move::network::network_play::{PendingSteps, RemoteHands, shown_pose};
use crate::app::games::free_move::panels::combat_review::CombatReview;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::{Morale, Side, UnitId};

/// How quickly a stand glides to where the engine put it (per second).
const GLIDE_RATE: f32 = 10.0;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (follow_engine.in_set(PausableSystems), draw_state_marks)
            .chain()
            .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

/// The unit a stand entity shows.
pub fn unit_id(stand: &Stand) -> UnitId {
    UnitId::new(Side::from_index(stand.side), stand.number)
}

/// Where the table shows a stand, and whether it is on the table: the engine's pose, or
/// while a combat is reviewed step by step and nothing has been played since, where the
/// step on show has it (a stand a later step drives back or wipes out still stands where
/// the combat found it).
pub fn shown_on_table(
    game: &FreeMoveSession,
    review: Option<&CombatReview>,
    countdown_running: bool,
    id: UnitId,
) -> Option<Pose> {
    let unit = game.state.unit(id)?;
    match review.filter(|review| review.on_the_table(game, countdown_running)) {
        Some(review) if unit.on_table() || review.still_on_table(id) => {
            Some(review.shown_pose(id, unit.pose))
        }
        _ => unit.on_table().then_some(unit.pose),
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or query it uses"
)]
fn follow_engine(
    time: Res<Time>,
    game: Res<FreeMoveSession>,
    grabs: Res<Grabs>,
    remote: Res<RemoteHands>,
    pending: Res<PendingSteps>,
    review: Option<Res<CombatReview>>,
    countdown: Res<Countdown>,
    mut stands: Query<(&Stand, &mut Transform, &mut Visibility)>,
) {
    let blend = (time.delta_secs() * GLIDE_RATE).min(1.0);
    for (stand, mut transform, mut visibility) in &mut stands {
        let id = unit_id(stand);
        let Some(unit) = game.state.unit(id) else {
            continue;
        };
        let Some(engine_pose) = shown_on_table(&game, review.as_deref(), countdown.running, id)
        else {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        };
        visibility.set_if_neq(Visibility::Inherited);
        let held = grabs.0.values().find(|grab| grab.unit == id);
        let in_held_block = grabs.0.values().find(|grab| grab.block.contains(&id));
        let elsewhere = shown_pose(&remote, &pending, id);
        let (pose, snap): (Pose, bool) = match (held, in_held_block, elsewhere) {
            (Some(grab), _, _) => (grab.preview, true),
            (None, Some(grab), _) => (unit.pose.moved_by(grab.translation), true),
            // In another machine's hand (it glides there itself), or on its way to the host.
            (None, None, Some(pose)) => (pose, true),
            (None, None, None) => (engine_pose, false),
        };
        let target = Vec3::new(pose.x, pose.y, if snap { 6.0 } else { 5.0 });
        let rotation = facing_rotation(pose.facing);
        if snap {
            transform.translation = target;
            transform.rotation = rotation;
        } else {
            transform.translation = transform.translation.lerp(target, blend);
            transform.rotation = transform.rotation.slerp(rotation, blend);
        }
    }
}

/// Each state has a shape of its own, not only a colour: a burst of spikes round a stand
/// in melee (red), a square frame round a formed square (blue), a bar across a retiring
/// stand with a chevron at its rear (amber), two rings in the side's colour round the
/// stand that side has selected.
fn draw_state_marks(
    mut gizmos: Gizmos,
    game: Res<FreeMoveSession>,
    selection: Res<Selection>,
    blocks: Res<Blocks>,
    palette: Res<SidePalette>,
    stands: Query<(&Stand, &Transform)>,
) {
    for (stand, transform) in &stands {
        let Some(unit) = game.state.unit(unit_id(stand)) else {
            continue;
        };
        if !unit.on_table() {
            continue;
        }
        let centre = transform.translation.truncate();
        let radius = stand.size.length() / 2.0 + 0.25;
        let half = stand.size / 2.0;
        let to_world = |local: Vec2| transform.transform_point(local.extend(0.0)).truncate();
        if selection.0[stand.side] == Some(unit.id) || blocks.0[stand.side].contains(&unit.id) {
            for ring in [radius + 0.45, radius + 0.7] {
                gizmos.circle_2d(
                    Isometry2d::from_translation(centre),
                    ring,
                    palette.outlines[stand.side],
                );
            }
        }
        if unit.melee.is_some() {
            let red = Color::srgb(0.95, 0.15, 0.1);
            gizmos.circle_2d(Isometry2d::from_translation(centre), radius, red);
            for spike in 0..12 {
                let direction = Vec2::from_angle(spike as f32 / 12.0 * std::f32::consts::TAU);
                gizmos.line_2d(
                    centre + direction * radius,
                    centre + direction * (radius + 0.45),
                    red,
                );
            }
        }
        if game.state.in_formed_square(unit) {
            let blue = Color::srgb(0.3, 0.6, 1.0);
            let frame = half + Vec2::splat(0.35);
            gizmos.linestrip_2d(
                [
                    Vec2::new(-frame.x, -frame.y),
                    Vec2::new(frame.x, -frame.y),
                    Vec2::new(frame.x, frame.y),
                    Vec2::new(-frame.x, frame.y),
                    Vec2::new(-frame.x, -frame.y),
                ]
                .map(to_world),
                blue,
            );
        }
        if matches!(unit.morale, Morale::Retiring { .. } | Morale::MayNotAdvance) {
            let amber = Color::srgb(1.0, 0.7, 0.1);
            gizmos.line_2d(
                to_world(Vec2::new(-half.x, -half.y)),
                to_world(Vec2::new(half.x, half.y)),
                amber,
            );
            // A chevron behind the tray, pointing the way it falls back.
            let rear = -half.y - 0.3;
            gizmos.linestrip_2d(
                [
                    Vec2::new(-half.x * 0.6, rear),
                    Vec2::new(0.0, rear - 0.5),
                    Vec2::new(half.x * 0.6, rear),
                ]
                .map(to_world),
                amber,
            );
        }
    }
}
