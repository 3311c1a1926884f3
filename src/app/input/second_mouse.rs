//! A second mouse as player 2's own pointer, where the platform reports mice apart
//! ([`MouseDevices`](super::mouse_devices::MouseDevices)).
//!
//! The first mouse used stays player 1's: it is the system mouse, and bevy's own mouse input
//! drives player 1's pointer. The next different mouse used becomes player 2's: its relative
//! motion moves player 2's cursor (the same [`VirtualCursor`] the keys and gamepad steer, so
//! it is drawn and kept on the table the same way), its left button grabs and its right
//! button cancels. A third mouse counts as player 1's. Settings can swap the two, or turn the
//! second mouse off.
//!
//! The system still has one pointer that every mouse moves, and one left button. So while a
//! second mouse is player 2's, player 1's left button is read from player 1's own mouse
//! ([`PlayerOneRawButtons`]), not from the merged button: player 2's click never grabs for
//! player 1, and either can press while the other holds. Clicks on panels still go to the
//! system pointer, wherever player 1's arrow is.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::mouse_devices::{DeviceMouseEvent, MiceBackend, MouseDevice, MouseDeviceId};
use super::pointer::{NamedAction, PlayerActionMessage, PlayerId};
use super::virtual_cursor::{MouseStep, VirtualCursor};
use crate::app::settings::Settings;

/// Which mouse is whose: the first used is player 1's, the next different one player 2's.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct MouseSeats {
    pub player_one: Option<MouseDeviceId>,
    pub player_two: Option<MouseDeviceId>,
}

impl MouseSeats {
    /// `device` was moved or clicked: seat it if it is new. Returns whose it is (a third
    /// mouse is player 1's: like player 1's, it moves the system pointer).
    pub fn note_use(&mut self, device: MouseDeviceId) -> PlayerId {
        match (self.player_one, self.player_two) {
            (None, _) if self.player_two != Some(device) => self.player_one = Some(device),
            (Some(one), None) if one != device => self.player_two = Some(device),
            _ => {}
        }
        self.player_of(device)
    }

    pub fn player_of(&self, device: MouseDeviceId) -> PlayerId {
        if self.player_two == Some(device) {
            PlayerId::Two
        } else {
            PlayerId::One
        }
    }

    /// Give player 1's mouse to player 2 and player 2's to player 1.
    pub fn swap(&mut self) {
        std::mem::swap(&mut self.player_one, &mut self.player_two);
    }

    /// Free the seats of mice that were unplugged.
    pub fn keep_only(&mut self, present: &[MouseDeviceId]) {
        for seat in [&mut self.player_one, &mut self.player_two] {
            if seat.is_some_and(|device| !present.contains(&device)) {
                *seat = None;
            }
        }
    }
}

/// What the game knows of the mice: for the Settings and Controls pages, and the input.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct SecondMouse {
    /// Why mice cannot be told apart here, when they cannot.
    pub unavailable: Option<String>,
    /// The pointing devices present.
    pub devices: Vec<MouseDevice>,
    pub seats: MouseSeats,
    /// The player's setting: a second mouse drives player 2.
    pub enabled: bool,
}

impl SecondMouse {
    /// The mouse driving player 2's pointer now, if any.
    pub fn player_two_mouse(&self) -> Option<&MouseDevice> {
        let id = self.seats.player_two.filter(|_| self.enabled)?;
        self.devices.iter().find(|device| device.id == id)
    }

    fn name_of(&self, id: Option<MouseDeviceId>) -> Option<&str> {
        let id = id?;
        self.devices
            .iter()
            .find(|device| device.id == id)
            .map(|device| device.name.as_str())
    }

    /// Whether the Settings page can offer the choice at all.
    pub fn available(&self) -> bool {
        self.unavailable.is_none() && self.devices.len() >= 2
    }

    /// One plain line for the Settings page.
    pub fn status(&self) -> String {
        const FALLBACK: &str = "Player 2 uses the keyboard or a gamepad cursor.";
        if let Some(reason) = &self.unavailable {
            return format!("Second mouse: not available — {reason}. {FALLBACK}");
        }
        if self.devices.len() < 2 {
            return format!("Second mouse: not available — only one mouse found. {FALLBACK}");
        }
        if !self.enabled {
            return format!("Second mouse: off. {FALLBACK}");
        }
        match self.player_two_mouse() {
            Some(two) => format!(
                "Second mouse: {} is Player 2's pointer; {} stays Player 1's.",
                two.name,
                self.name_of(self.seats.player_one)
                    .unwrap_or("the first mouse")
            ),
            None => format!(
                "Second mouse: {} pointing devices found — move the second mouse to give it \
                 to Player 2.",
                self.devices.len()
            ),
        }
    }

    pub fn swap(&mut self) {
        self.seats.swap();
    }
}

/// Player 1's own mouse this frame, read apart from the other, while a second mouse is
/// player 2's: which left-button and right-button changes were player 1's, and how far each
/// player's mouse moved the shared system pointer (logical pixels).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct PlayerOneRawButtons {
    /// A second mouse is player 2's: player 1's buttons are these, not the system mouse's.
    pub apart: bool,
    /// Player 1's left button, in order: `true` went down, `false` came up.
    pub left: Vec<bool>,
    /// Player 1's right-button presses.
    pub right_presses: u32,
    /// Motion of player 1's mouse, and of player 2's.
    pub own_motion: Vec2,
    pub other_motion: Vec2,
}

/// Read the mice, seat a new one, and hand each event to its player.
pub(super) fn read_mice(
    mut backend: ResMut<MiceBackend>,
    mut second: ResMut<SecondMouse>,
    mut raw: ResMut<PlayerOneRawButtons>,
    settings: Option<Res<Settings>>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut cursors: Query<&mut VirtualCursor>,
    mut actions: MessageWriter<PlayerActionMessage>,
) {
    *raw = PlayerOneRawButtons::default();
    let reason = backend.unavailable_reason().map(str::to_string);
    if second.unavailable != reason {
        second.unavailable = reason;
    }
    let enabled = settings.is_none_or(|settings| settings.second_mouse);
    if second.enabled != enabled {
        second.enabled = enabled;
    }
    let Some(source) = backend.source_mut() else {
        return;
    };
    let events = source.poll();
    let devices = source.devices();
    if second.devices != devices {
        let present: Vec<MouseDeviceId> = devices.iter().map(|device| device.id).collect();
        second.seats.keep_only(&present);
        second.devices = devices;
    }
    // The players may be in another program: the game is not theirs to click in then.
    if !window.focused {
        return;
    }
    let scale = window.scale_factor().max(0.01);
    let mut player_two_cursor = cursors
        .iter_mut()
        .find(|cursor| cursor.player == PlayerId::Two);
    for event in events {
        let player = if enabled {
            second.seats.note_use(event.device())
        } else {
            PlayerId::One
        };
        match (player, event) {
            (PlayerId::Two, DeviceMouseEvent::Motion { delta, .. }) => {
                raw.other_motion += delta / scale;
                if let Some(cursor) = player_two_cursor.as_mut() {
                    cursor.mouse_steps.push(MouseStep::Move(delta / scale));
                }
            }
            (
                PlayerId::Two,
                DeviceMouseEvent::Button {
                    button, pressed, ..
                },
            ) => match button {
                MouseButton::Left => {
                    if let Some(cursor) = player_two_cursor.as_mut() {
                        cursor.mouse_steps.push(MouseStep::Left(pressed));
                    }
                }
                MouseButton::Right if pressed => {
                    actions.write(PlayerActionMessage {
                        player: PlayerId::Two,
                        action: NamedAction::Cancel,
                    });
                }
                _ => {}
            },
            (PlayerId::One, DeviceMouseEvent::Motion { delta, .. }) => {
                raw.own_motion += delta / scale;
            }
            (
                PlayerId::One,
                DeviceMouseEvent::Button {
                    button, pressed, ..
                },
            ) => match button {
                MouseButton::Left => raw.left.push(pressed),
                MouseButton::Right if pressed => raw.right_presses += 1,
                _ => {}
            },
        }
    }
    raw.apart = second.player_two_mouse().is_some();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_mouse_used_is_player_one_s_the_next_player_two_s_a_third_player_one_s() {
        let mut seats = MouseSeats::default();
        assert_eq!(seats.note_use(7), PlayerId::One);
        assert_eq!(seats.note_use(7), PlayerId::One);
        assert_eq!(seats.note_use(12), PlayerId::Two);
        assert_eq!(seats.note_use(3), PlayerId::One, "a third mouse");
        assert_eq!(seats.player_one, Some(7));
        assert_eq!(seats.player_two, Some(12));
        seats.swap();
        assert_eq!(seats.player_of(7), PlayerId::Two);
        assert_eq!(seats.player_of(12), PlayerId::One);
    }

    #[test]
    fn an_unplugged_mouse_frees_its_seat_for_the_next_one_used() {
        let mut seats = MouseSeats::default();
        seats.note_use(7);
        seats.note_use(12);
        seats.keep_only(&[7]);
        assert_eq!(seats.player_two, None);
        assert_eq!(seats.note_use(15), PlayerId::Two);
        seats.keep_only(&[15]);
        assert_eq!(seats.player_one, None);
        assert_eq!(
            seats.note_use(15),
            PlayerId::Two,
            "player 2 keeps their mouse"
        );
        assert_eq!(seats.note_use(20), PlayerId::One);
    }

    #[test]
    fn the_settings_line_says_plainly_when_there_is_no_second_mouse() {
        let mut second = SecondMouse {
            enabled: true,
            ..default()
        };
        second.unavailable = Some("no X11 display".to_string());
        assert_eq!(
            second.status(),
            "Second mouse: not available — no X11 display. Player 2 uses the keyboard or a \
             gamepad cursor."
        );
        second.unavailable = None;
        second.devices = vec![MouseDevice {
            id: 4,
            name: "Touchpad".to_string(),
        }];
        assert!(second.status().contains("only one mouse found"));
        second.devices.push(MouseDevice {
            id: 9,
            name: "Logitech USB Optical Mouse".to_string(),
        });
        assert!(second.status().contains("move the second mouse"));
        second.seats.note_use(4);
        second.seats.note_use(9);
        assert_eq!(
            second.status(),
            "Second mouse: Logitech USB Optical Mouse is Player 2's pointer; Touchpad stays \
             Player 1's."
        );
        second.enabled = false;
        assert!(second.status().starts_with("Second mouse: off."));
        assert_eq!(second.player_two_mouse(), None);
    }
}
