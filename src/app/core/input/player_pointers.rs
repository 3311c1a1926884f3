//! Which pointer each player has now, in words for the Controls page.

use bevy::prelude::*;

use super::gamepads::GamepadSeats;
use super::player_one_keys::PlayerOneOnKeys;
use super::pointer::PlayerId;
use super::second_mouse::SecondMouse;
use crate::app::core::system_sets::AppSystems;

/// One player's pointer.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum PlayerPointer {
    /// The system mouse (player 1's).
    #[default]
    Mouse,
    /// The system mouse, and a gamepad cursor as well.
    MouseAndGamepad,
    /// A mouse of their own, by its name.
    SecondMouse(String),
    /// A cursor steered by a gamepad (the keys steer it too).
    GamepadCursor,
    /// A cursor steered by the keys.
    KeyboardCursor,
}

impl PlayerPointer {
    pub fn describe(&self) -> String {
        match self {
            PlayerPointer::Mouse => "mouse".to_string(),
            PlayerPointer::MouseAndGamepad => "mouse, and a gamepad cursor".to_string(),
            PlayerPointer::SecondMouse(name) => format!("second mouse ({name})"),
            PlayerPointer::GamepadCursor => "gamepad cursor".to_string(),
            PlayerPointer::KeyboardCursor => "keyboard cursor".to_string(),
        }
    }
}

/// Each player's pointer now.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct PlayerPointers {
    pub one: PlayerPointer,
    pub two: PlayerPointer,
}

impl Default for PlayerPointers {
    fn default() -> Self {
        Self {
            one: PlayerPointer::Mouse,
            two: PlayerPointer::KeyboardCursor,
        }
    }
}

impl PlayerPointers {
    pub fn of(&self, player: PlayerId) -> &PlayerPointer {
        match player {
            PlayerId::One => &self.one,
            PlayerId::Two => &self.two,
        }
    }

    /// From the gamepads seated and the second mouse.
    pub fn from_seats(pads: &GamepadSeats, mice: &SecondMouse) -> Self {
        let one = if pads.player_one.is_some() {
            PlayerPointer::MouseAndGamepad
        } else {
            PlayerPointer::Mouse
        };
        let two = match (mice.player_two_mouse(), pads.player_two) {
            (Some(mouse), _) => PlayerPointer::SecondMouse(mouse.name.clone()),
            (None, Some(_)) => PlayerPointer::GamepadCursor,
            (None, None) => PlayerPointer::KeyboardCursor,
        };
        Self { one, two }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerPointers>()
        .add_systems(Update, name_the_pointers.in_set(AppSystems::RecordInput));
}

fn name_the_pointers(
    pads: Res<GamepadSeats>,
    mice: Res<SecondMouse>,
    on_keys: Res<PlayerOneOnKeys>,
    mut pointers: ResMut<PlayerPointers>,
) {
    if pads.is_changed() || mice.is_changed() || on_keys.is_changed() {
        let mut now = PlayerPointers::from_seats(&pads, &mice);
        // Player 1 on the keys steers the key cursor, not the mouse.
        if on_keys.0 && now.one == PlayerPointer::Mouse {
            now.one = PlayerPointer::KeyboardCursor;
        }
        pointers.set_if_neq(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::input::mouse_devices::MouseDevice;

    #[test]
    fn player_two_s_pointer_is_the_second_mouse_else_a_gamepad_else_the_keys() {
        let mut pads = GamepadSeats::default();
        let mut mice = SecondMouse {
            enabled: true,
            devices: vec![
                MouseDevice {
                    id: 1,
                    name: "Touchpad".to_string(),
                    floating: false,
                },
                MouseDevice {
                    id: 2,
                    name: "Logitech USB Optical Mouse".to_string(),
                    floating: false,
                },
            ],
            ..default()
        };
        let pointers = PlayerPointers::from_seats(&pads, &mice);
        assert_eq!(pointers.one.describe(), "mouse");
        assert_eq!(pointers.two.describe(), "keyboard cursor");
        pads.seat(Entity::from_raw_u32(5).unwrap());
        assert_eq!(
            PlayerPointers::from_seats(&pads, &mice).two.describe(),
            "gamepad cursor"
        );
        mice.seats.note_use(1);
        mice.seats.note_use(2);
        assert_eq!(
            PlayerPointers::from_seats(&pads, &mice).two.describe(),
            "gamepad cursor",
            "moving a second mouse gives it to nobody"
        );
        mice.seats.note_left_press(2, true);
        assert_eq!(
            PlayerPointers::from_seats(&pads, &mice).two.describe(),
            "second mouse (Logitech USB Optical Mouse)"
        );
        pads.seat(Entity::from_raw_u32(6).unwrap());
        assert_eq!(
            PlayerPointers::from_seats(&pads, &mice).one.describe(),
            "mouse, and a gamepad cursor"
        );
    }
}
