//! The AI's reinforcements: a winner of a first-move melee stays frozen in it through the
//! second timed move (rule 12), when both sides may rush men in and two ranks count. A
//! veteran or a general sends a free stand up directly behind such a frozen friend that has
//! no second rank yet, where an enemy touches it or could come at it.

use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::roster::Unit;
use crate::rules::free_move::state::State;

/// How many of its own measures away a stand may be to be sent as a reinforcement.
const MEASURES: f32 = 2.0;

/// Where `unit` should go to stand directly behind a friend frozen in a melee that has had
/// its first round, the nearest such place within two of its measures; `None` if there is
/// none.
pub fn reinforcement(state: &State, unit: &Unit) -> Option<Pose> {
    let tray = state.tray();
    let depth = 2.0 * tray.half_extents().y;
    let reach = MEASURES * unit.unit_type.move_open_inches();
    state
        .army(unit.id.side)
        .filter(|friend| {
            friend.melee.is_some_and(|melee| {
                state
                    .melee(melee)
                    .is_some_and(|formed| formed.rounds_fought == 1)
            })
        })
        .filter(|friend| {
            // Worth it only where the enemy is there or can come: touching it, or a free
            // enemy stand within one measure (and an inch) of it.
            !state.touching_enemies(friend).is_empty()
                || state.army(unit.id.side.enemy()).any(|enemy| {
                    enemy.melee.is_none()
                        && enemy.morale.may_advance()
                        && tray.within(
                            &enemy.pose,
                            &friend.pose,
                            enemy.unit_type.move_open_inches() + 1.0,
                        )
                })
        })
        .filter(|friend| {
            // Its front rank: not itself behind a friend.
            !state.army(unit.id.side).any(|other| {
                other.id != friend.id && tray.directly_behind(&other.pose, &friend.pose)
            })
        })
        .map(|friend| {
            let behind = friend.pose.moved_by(-friend.pose.front() * depth);
            Pose::new(behind.x, behind.y, friend.pose.facing)
        })
        .filter(|spot| {
            state
                .units_on_table()
                .all(|other| other.id == unit.id || !tray.overlapping(spot, &other.pose))
        })
        .filter(|spot| spot.distance_to(&unit.pose) <= reach)
        .min_by(|a, b| {
            a.distance_to(&unit.pose)
                .total_cmp(&b.distance_to(&unit.pose))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::dice::Dice;
    use crate::rules::engine::RulesEngine;
    use crate::rules::free_move::MeleeId;
    use crate::rules::free_move::builder::{Battlefield, blue, red};
    use crate::rules::free_move::roster::Side;
    use crate::rules::free_move::state::Phase;
    use crate::rules::free_move::{Command, FreeMove, UnitType};

    #[test]
    fn a_free_stand_goes_up_behind_a_winner_frozen_for_the_second_move() {
        let mut state = Battlefield::new()
            .scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
            .unit(Side::First, 1, UnitType::HeavyInfantry, (9.9, 10.0), 0.0)
            .unit(Side::First, 2, UnitType::HeavyInfantry, (14.0, 6.0), 0.0)
            .unit(
                Side::Second,
                1,
                UnitType::HeavyInfantry,
                (10.0, 11.75),
                180.0,
            )
            .unit(
                Side::Second,
                3,
                UnitType::HeavyInfantry,
                (15.0, 13.0),
                180.0,
            )
            .at_phase(Phase::TimedMove);
        let mut dice = Dice::seeded(1);
        dice.script([6, 1]);
        let mut play = |command: Command| {
            FreeMove::execute(&mut state, command, &mut dice).expect("legal");
        };
        play(Command::Step {
            unit: red(1),
            to: Pose::new(10.0, 10.0, 0.0),
        });
        play(Command::Bell);
        // Before the first round there is no second move to reinforce.
        let red_2 = state.unit(red(2)).expect("red 2").clone();
        assert_eq!(reinforcement(&state, &red_2), None);
        let mut play = |command: Command| {
            FreeMove::execute(&mut state, command, &mut dice).expect("legal");
        };
        for side in Side::BOTH {
            play(Command::Done { side });
        }
        // Red won; blue 1 retired, red 1 stays frozen for the second move, and blue 3 could
        // come at it.
        assert_eq!(state.unit(blue(1)).and_then(|unit| unit.melee), None);
        assert_eq!(
            state.unit(red(1)).and_then(|unit| unit.melee),
            Some(MeleeId(1))
        );
        let spot = reinforcement(&state, &red_2).expect("a place behind red 1");
        let red_1 = state.unit(red(1)).expect("red 1").pose;
        assert!((spot.x - red_1.x).abs() < 1e-4 && (spot.y - (red_1.y - 1.75)).abs() < 1e-4);
    }
}
