//! Gamepads to players: the first connected drives player 2's cursor (player 1 has the
//! mouse), the second gives player 1 a cursor too. A disconnect frees the seat.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use super::bindings::{PlayerAction, PlayerControls};
use super::pointer::PlayerId;

/// Which gamepad each player holds, if any.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct GamepadSeats {
    pub player_one: Option<Entity>,
    pub player_two: Option<Entity>,
}

impl GamepadSeats {
    /// Seat a newly connected gamepad: player 2 first, then player 1.
    pub fn seat(&mut self, gamepad: Entity) -> Option<PlayerId> {
        if self.player_one == Some(gamepad) || self.player_two == Some(gamepad) {
            return None;
        }
        if self.player_two.is_none() {
            self.player_two = Some(gamepad);
            Some(PlayerId::Two)
        } else if self.player_one.is_none() {
            self.player_one = Some(gamepad);
            Some(PlayerId::One)
        } else {
            None
        }
    }

    /// Free the seat of a gamepad that went away.
    pub fn unseat(&mut self, gamepad: Entity) {
        if self.player_one == Some(gamepad) {
            self.player_one = None;
        }
        if self.player_two == Some(gamepad) {
            self.player_two = None;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GamepadSeats>()
        .add_systems(PreUpdate, (seat_new_gamepads, free_seats_of_lost_gamepads));
}

fn seat_new_gamepads(
    new_pads: Query<Entity, Added<Gamepad>>,
    mut seats: ResMut<GamepadSeats>,
    mut players: Query<(&PlayerControls, &mut InputMap<PlayerAction>)>,
) {
    for pad in &new_pads {
        let Some(player) = seats.seat(pad) else {
            continue;
        };
        info!("Gamepad {pad} now drives {}'s cursor", player.name());
        for (controls, mut map) in &mut players {
            if controls.0 == player {
                map.set_gamepad(pad);
            }
        }
    }
}

fn free_seats_of_lost_gamepads(
    mut lost: RemovedComponents<Gamepad>,
    mut seats: ResMut<GamepadSeats>,
    mut players: Query<(&PlayerControls, &mut InputMap<PlayerAction>)>,
) {
    for pad in lost.read() {
        seats.unseat(pad);
        for (controls, mut map) in &mut players {
            if map.gamepad() == Some(pad) {
                info!("{}'s gamepad was disconnected", controls.0.name());
                map.set_gamepad(Entity::PLACEHOLDER);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_gamepad_goes_to_player_two_second_to_player_one_third_waits() {
        let mut seats = GamepadSeats::default();
        let pads: Vec<Entity> = (1..=3)
            .map(Entity::from_raw_u32)
            .map(Option::unwrap)
            .collect();
        assert_eq!(seats.seat(pads[0]), Some(PlayerId::Two));
        assert_eq!(seats.seat(pads[1]), Some(PlayerId::One));
        assert_eq!(seats.seat(pads[2]), None);
        seats.unseat(pads[0]);
        assert_eq!(seats.player_two, None);
        assert_eq!(seats.seat(pads[2]), Some(PlayerId::Two));
    }
}
