//! A tape measure for every pointer: press on the table and drag to measure, in inches.
//! Several players can measure at once.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::box_select::{BoxDrawn, EmptyDrag, EmptyDrags};
use crate::app::core::input::{PlayerId, PointerId, PointerMessage, PointerPhase};
use crate::app::core::screens::{PausableSystems, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::palette::SidePalette;
use crate::rules::free_move::Side;

/// One tape being laid: from where the pointer went down to where it is now.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tape {
    pub start: Vec2,
    pub end: Vec2,
    pub player: Option<PlayerId>,
}

impl Tape {
    pub fn length_inches(&self) -> f32 {
        self.start.distance(self.end)
    }
}

/// The tapes being laid now, one per pointer.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Tapes(pub HashMap<PointerId, Tape>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Tapes>()
        .add_systems(
            Update,
            (follow_pointers, draw_tapes)
                .chain()
                .in_set(AppSystems::Update)
                .in_set(PausableSystems)
                .run_if(in_state(Screen::FreeMove)),
        )
        .add_systems(OnExit(Screen::FreeMove), |mut tapes: ResMut<Tapes>| {
            tapes.0.clear()
        });
}

/// Lay, stretch and roll up tapes from the pointer messages.
pub fn follow_pointers(
    mut pointers: MessageReader<PointerMessage>,
    mut tapes: ResMut<Tapes>,
    grabs: Res<super::stand_drag::Grabs>,
    aiming: Res<super::missile_aim::Aiming>,
    modes: Option<Res<EmptyDrags>>,
    mut boxes: Option<MessageWriter<BoxDrawn>>,
) {
    for message in pointers.read() {
        match message.phase {
            // A press that grabbed a stand or aimed a missile unit lays no tape.
            PointerPhase::Pressed
                if grabs.0.contains_key(&message.pointer)
                    || aiming.0.contains_key(&message.pointer) => {}
            PointerPhase::Pressed => {
                tapes.0.insert(
                    message.pointer,
                    Tape {
                        start: message.world,
                        end: message.world,
                        player: message.player,
                    },
                );
            }
            PointerPhase::Dragged => {
                if let Some(tape) = tapes.0.get_mut(&message.pointer) {
                    tape.end = message.world;
                }
            }
            PointerPhase::Released => {
                let Some(tape) = tapes.0.remove(&message.pointer) else {
                    continue;
                };
                let side = tape.player.map(|player| Side::from_index(player.index()));
                if let (Some(side), Some(modes), Some(boxes)) = (side, &modes, &mut boxes)
                    && modes.0[side.index()] == EmptyDrag::Box
                {
                    boxes.write(BoxDrawn {
                        side,
                        corners: [tape.start, tape.end],
                    });
                }
            }
            PointerPhase::Cancelled => {
                tapes.0.remove(&message.pointer);
            }
            PointerPhase::Moved => {}
        }
    }
}

fn draw_tapes(
    mut gizmos: Gizmos,
    tapes: Res<Tapes>,
    palette: Res<SidePalette>,
    modes: Option<Res<EmptyDrags>>,
) {
    for tape in tapes.0.values() {
        let colour = tape
            .player
            .map_or(Color::WHITE, |player| palette.sides[player.index()]);
        let boxing = tape
            .player
            .zip(modes.as_ref())
            .is_some_and(|(player, modes)| modes.0[player.index()] == EmptyDrag::Box);
        if boxing {
            let (a, b) = (tape.start, tape.end);
            gizmos.linestrip_2d(
                [a, Vec2::new(b.x, a.y), b, Vec2::new(a.x, b.y), a],
                palette.outlines[tape.player.map_or(0, |player| player.index())],
            );
            continue;
        }
        gizmos.line_2d(tape.start, tape.end, Color::srgb(1.0, 0.92, 0.35));
        let Some(along) = (tape.end - tape.start).try_normalize() else {
            continue;
        };
        let across = along.perp();
        let whole_inches = tape.length_inches().floor() as u32;
        for inch in 0..=whole_inches {
            let at = tape.start + along * inch as f32;
            let tick = if inch % 6 == 0 { 0.6 } else { 0.3 };
            gizmos.line_2d(at - across * tick, at + across * tick, colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::system::RunSystemOnce;

    fn message(pointer: PointerId, phase: PointerPhase, x: f32, y: f32) -> PointerMessage {
        PointerMessage {
            pointer,
            player: Some(PlayerId::One),
            phase,
            world: Vec2::new(x, y),
        }
    }

    #[test]
    fn two_pointers_lay_two_tapes_at_once_and_release_ends_each() {
        let mut world = World::new();
        world.init_resource::<Tapes>();
        world.init_resource::<super::super::stand_drag::Grabs>();
        world.init_resource::<super::super::missile_aim::Aiming>();
        world.init_resource::<Messages<PointerMessage>>();
        let mouse = PointerId::Mouse;
        let cursor = PointerId::Cursor(PlayerId::Two);
        for sent in [
            message(mouse, PointerPhase::Pressed, 0.0, 0.0),
            message(cursor, PointerPhase::Pressed, 10.0, 10.0),
            message(mouse, PointerPhase::Dragged, 3.0, 4.0),
            message(cursor, PointerPhase::Dragged, 10.0, 16.0),
        ] {
            world.write_message(sent);
        }
        world.run_system_once(follow_pointers).unwrap();
        let tapes = world.resource::<Tapes>();
        assert_eq!(tapes.0[&mouse].length_inches(), 5.0);
        assert_eq!(tapes.0[&cursor].length_inches(), 6.0);

        world.write_message(message(mouse, PointerPhase::Released, 3.0, 4.0));
        world.run_system_once(follow_pointers).unwrap();
        let tapes = world.resource::<Tapes>();
        assert!(!tapes.0.contains_key(&mouse));
        assert!(
            tapes.0.contains_key(&cursor),
            "the other player's tape is untouched"
        );
    }
}
