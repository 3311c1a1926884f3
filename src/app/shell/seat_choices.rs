//! Who plays each seat of the next game, chosen before it opens (the demo, a walkthrough):
//! the seat resources each game reads when it starts, set in one place, and forgotten in
//! one place so later games start with the usual seats.

use bevy::prelude::*;

use crate::app::games::free_move::computer::FreeMoveSeats;
use crate::app::games::movement_game::{MovementSeat, MovementSeatsChoice};
use crate::app::games::skirmish::{SkirmishSeat, SkirmishSeatsChoice};
use crate::app::games::soldiers::{Seat, SeatsChoice};
use crate::rules::free_move::ai::Level;
use crate::rules::soldiers::ai::Mind;
use crate::scenario::Scenario;

/// Seat `human` (if any) a person's and every other seat the computer's, on `seed`: in Free
/// Move the computer of seat *n* plays at `levels[n]`; in Soldiers it is the General.
pub fn choose_seats(
    commands: &mut Commands,
    scenario: &Scenario,
    seed: u64,
    human: Option<usize>,
    levels: [Level; 2],
) {
    let seed = Some(seed);
    let is_human = |seat: usize| human == Some(seat);
    match scenario {
        Scenario::FreeMove(_) => {
            let seats = [0, 1].map(|seat| (!is_human(seat)).then_some(levels[seat]));
            commands.insert_resource(FreeMoveSeats(seats));
        }
        Scenario::Soldiers(_) => {
            let seats = [0, 1].map(|seat| match is_human(seat) {
                true => Seat::Human,
                false => Seat::Computer(Mind::General),
            });
            commands.insert_resource(SeatsChoice { seats, seed });
        }
        Scenario::Skirmish(_) => {
            let seats = (0..scenario.seats())
                .map(|seat| match is_human(seat) {
                    true => SkirmishSeat::Human,
                    false => SkirmishSeat::Computer,
                })
                .collect();
            commands.insert_resource(SkirmishSeatsChoice { seats, seed });
        }
        Scenario::MovementGame(_) => {
            let seats = (0..scenario.seats())
                .map(|seat| match is_human(seat) {
                    true => MovementSeat::Human,
                    false => MovementSeat::Computer,
                })
                .collect();
            commands.insert_resource(MovementSeatsChoice { seats, seed });
        }
    }
}

/// Forget any seats chosen: the next game starts with its usual seats (people at the Free
/// Move table).
pub fn forget_seat_choices(commands: &mut Commands) {
    commands.remove_resource::<SeatsChoice>();
    commands.remove_resource::<SkirmishSeatsChoice>();
    commands.remove_resource::<MovementSeatsChoice>();
    commands.insert_resource(FreeMoveSeats::default());
}
