//! Missile fire on screen: click one of your missile units (its range appears), then the
//! enemy it shoots at; declared volleys are drawn as arrows until fire is resolved.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::stand_drag::unit_at;
use crate::app::core::input::{PointerId, PointerMessage, PointerPhase};
use crate::app::core::screens::Screen;
use crate::app::core::ui::palette::SidePalette;
use crate::app::games::free_move::game::{FreeMoveCommand, FreeMoveSession};
use crate::rules::free_move::{Command, Phase, Side, UnitId};

/// The missile unit each pointer has picked, waiting for its target.
#[derive(Resource, Debug, Default, Clone)]
pub struct Aiming(pub HashMap<PointerId, UnitId>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Aiming>()
        .add_systems(OnExit(Screen::FreeMove), |mut aiming: ResMut<Aiming>| {
            aiming.0.clear()
        })
        .add_systems(
            Update,
            draw_aim
                .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
        );
}

/// Pick shooters and targets from pointer presses during the missile fire phase.
pub fn aim_missiles(
    mut pointers: MessageReader<PointerMessage>,
    game: Option<Res<FreeMoveSession>>,
    mut aiming: ResMut<Aiming>,
    mut commands: MessageWriter<FreeMoveCommand>,
) {
    let Some(game) = game.filter(|game| game.state.phase == Phase::MissileFire) else {
        pointers.clear();
        aiming.0.clear();
        return;
    };
    let state = &game.state;
    for message in pointers.read() {
        if message.phase != PointerPhase::Pressed {
            continue;
        }
        let Some(id) = unit_at(state, message.world) else {
            aiming.0.remove(&message.pointer);
            continue;
        };
        let acts_for = message
            .player
            .map(|player| Side::from_index(player.index()));
        match aiming.0.get(&message.pointer).copied() {
            Some(shooter) if id.side != shooter.side => {
                commands.write(FreeMoveCommand(Command::Shoot {
                    shooter,
                    target: id,
                }));
                aiming.0.remove(&message.pointer);
            }
            _ if acts_for.is_none_or(|side| side == id.side)
                && state
                    .unit(id)
                    .is_some_and(|unit| unit.unit_type.missile().is_some()) =>
            {
                aiming.0.insert(message.pointer, id);
            }
            _ => {}
        }
    }
}

fn draw_aim(
    mut gizmos: Gizmos,
    game: Res<FreeMoveSession>,
    aiming: Res<Aiming>,
    palette: Res<SidePalette>,
) {
    let state = &game.state;
    for shooter in aiming.0.values() {
        if let Some(unit) = state.unit(*shooter)
            && let Some(missile) = unit.unit_type.missile()
        {
            let colour = palette.sides[shooter.side.index()];
            let reach = missile.range_inches() + state.tray().half_extents().length();
            gizmos.circle_2d(
                Isometry2d::from_translation(unit.pose.centre()),
                reach,
                colour,
            );
        }
    }
    if state.phase == Phase::MissileFire {
        for volley in &state.volleys {
            if let (Some(shooter), Some(target)) =
                (state.unit(volley.shooter), state.unit(volley.target))
            {
                let colour = palette.sides[volley.shooter.side.index()];
                gizmos.arrow_2d(shooter.pose.centre(), target.pose.centre(), colour);
            }
        }
    }
}
