//! The mouse on the builder's table: with a kind of terrain in hand a click places a piece;
//! drawing a zone drags out its rectangle; otherwise a press picks the stand or piece under
//! it and a drag moves it (Shift turns a piece, Ctrl resizes it), and a press on bare table
//! picks nothing. The drag is shown as it goes and becomes one edit when let go.

use bevy::prelude::*;

use super::builder_state::{BattleBuilder, Tool};
use super::drags::{Drag, DragKind};
use crate::app::core::input::pointer::{PointerId, PointerMessage, PointerPhase};
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::scenario::free_move::Point;
use crate::scenario::free_move_builder::{Picked, piece_at, stand_at};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        follow_the_mouse
            .in_set(AppSystems::Update)
            .run_if(in_state(Screen::FreeMoveBuilder).and_then(in_state(Menu::None))),
    );
}

fn follow_the_mouse(
    mut pointers: MessageReader<PointerMessage>,
    keys: Res<ButtonInput<KeyCode>>,
    mut builder: ResMut<BattleBuilder>,
) {
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    for message in pointers.read() {
        if message.pointer != PointerId::Mouse {
            continue;
        }
        let at = (message.world.x, message.world.y);
        match message.phase {
            PointerPhase::Pressed => press(&mut builder, at, shift, ctrl),
            PointerPhase::Dragged => {
                if let Some(drag) = &mut builder.drag {
                    drag.to = at;
                }
            }
            PointerPhase::Released => {
                if let Some(mut drag) = builder.drag.take() {
                    drag.to = at;
                    let moved = (drag.to.0 - drag.from.0).hypot(drag.to.1 - drag.from.1);
                    if moved > 0.05 {
                        drag.apply(&mut builder.draft);
                    }
                    if let DragKind::Zone(side) = drag.kind {
                        builder.tool = Tool::Select;
                        builder.selected = Some(Picked::Zone(side));
                    }
                }
            }
            PointerPhase::Cancelled => builder.drag = None,
            PointerPhase::Moved => {}
        }
    }
}

/// A press at `at` with the tool in hand.
pub fn press(builder: &mut BattleBuilder, at: Point, shift: bool, ctrl: bool) {
    let start = |kind| Drag {
        kind,
        from: at,
        to: at,
    };
    match builder.tool {
        Tool::Place(kind) => {
            let index = builder.draft.add_terrain(kind, at);
            builder.selected = Some(Picked::Terrain(index));
            builder.tool = Tool::Select;
        }
        Tool::Zone(side) => builder.drag = Some(start(DragKind::Zone(side))),
        Tool::Select => {
            let battle = builder.draft.scenario();
            let picked = stand_at(battle, at).or_else(|| piece_at(battle, at));
            builder.drag = match picked {
                Some(Picked::Unit { side, index }) => {
                    let number = battle.sides[side].units[index].number;
                    Some(start(DragKind::MoveStand { side, number }))
                }
                Some(Picked::Terrain(index)) if shift => Some(start(DragKind::TurnPiece(index))),
                Some(Picked::Terrain(index)) if ctrl => Some(start(DragKind::ResizePiece(index))),
                Some(Picked::Terrain(index)) => Some(start(DragKind::MovePiece(index))),
                _ => None,
            };
            builder.selected = picked;
        }
    }
}
