//! Box select: a side may switch its empty-table drags from the tape measure to a selection
//! box; the side's stands inside the box (not in melee) become its block, moved together by
//! grabbing any of them.

use bevy::prelude::*;

use super::stand_drag::Blocks;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::free_move::game::FreeMoveSession;
use crate::rules::free_move::{Side, UnitId};

/// What a side's drag on the empty table does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EmptyDrag {
    /// Lay a tape measure.
    #[default]
    Tape,
    /// Draw a box to select a block.
    Box,
}

/// Each side's choice.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EmptyDrags(pub [EmptyDrag; 2]);

/// A side drew a selection box from one corner to the other (table inches).
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub struct BoxDrawn {
    pub side: Side,
    pub corners: [Vec2; 2],
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EmptyDrags>()
        .add_message::<BoxDrawn>()
        .add_systems(
            Update,
            select_boxed
                .in_set(AppSystems::Update)
                .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
        );
}

/// The side's stands whose centres lie in the box, free to move (not in melee).
pub fn boxed_stands(game: &FreeMoveSession, side: Side, corners: [Vec2; 2]) -> Vec<UnitId> {
    let area = Rect::from_corners(corners[0], corners[1]);
    game.state
        .army(side)
        .filter(|unit| unit.melee.is_none() && area.contains(unit.pose.centre()))
        .map(|unit| unit.id)
        .collect()
}

fn select_boxed(
    mut drawn: MessageReader<BoxDrawn>,
    game: Res<FreeMoveSession>,
    mut blocks: ResMut<Blocks>,
) {
    for BoxDrawn { side, corners } in drawn.read() {
        blocks.0[side.index()] = boxed_stands(&game, *side, *corners);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::free_move::builder::{Battlefield, red};
    use crate::rules::free_move::{Phase, UnitType};

    #[test]
    fn a_box_selects_the_side_s_free_stands_whose_centres_are_inside() {
        let state = Battlefield::new()
            .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
            .unit(Side::First, 2, UnitType::HeavyInfantry, (12.0, 10.0), 0.0)
            .unit(Side::First, 3, UnitType::HeavyInfantry, (30.0, 10.0), 0.0)
            .unit(
                Side::Second,
                1,
                UnitType::HeavyInfantry,
                (11.0, 12.0),
                180.0,
            )
            .at_phase(Phase::TimedMove);
        let game = FreeMoveSession::new(state, 1);
        let corners = [Vec2::new(8.0, 8.0), Vec2::new(14.0, 13.0)];
        assert_eq!(
            boxed_stands(&game, Side::First, corners),
            vec![red(1), red(2)]
        );
    }
}
