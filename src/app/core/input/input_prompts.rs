//! What the screen tells a player to press, from one place: each action's name on the
//! device that player used last — the keyboard and mouse, or their gamepad named by its
//! family — and the pads recognised, for the Controls page. A gamepad's button or stick
//! makes its player's (and the shared) prompts the pad's; a key makes them the keyboard's
//! (a key bound only to one player's map is that player's; any other key, and the mouse,
//! are player 1's). A pad connected but never touched leaves the prompts on the keys.

use bevy::ecs::system::SystemParam;
use bevy::input::InputSystems;
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use super::binding_names::{Device, binds_key, bound_names, key_name};
use super::bindings::{PlayerAction, PlayerControls};
use super::gamepads::GamepadSeats;
use super::pad_names::PadFamily;
use super::pointer::PlayerId;

/// A stick pushed this far (of 1) is the pad in use, not its drift.
const STICK_IN_USE: f32 = 0.5;

/// A gamepad a player holds, as recognised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatedPad {
    pub entity: Entity,
    pub family: PadFamily,
    /// The name the system gives the pad.
    pub name: String,
}

/// Each player's pad, and the device each player (and anyone, for the shared keys) used
/// last.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct InputPrompts {
    pads: [Option<SeatedPad>; 2],
    last: [Device; 2],
    shared: Device,
}

impl Default for InputPrompts {
    fn default() -> Self {
        Self {
            pads: [None, None],
            last: [Device::Keys; 2],
            shared: Device::Keys,
        }
    }
}

impl InputPrompts {
    /// The pad `player` holds, if any.
    pub fn pad(&self, player: PlayerId) -> Option<&SeatedPad> {
        self.pads[player.index()].as_ref()
    }

    /// The device `player` used last.
    pub fn device(&self, player: PlayerId) -> Device {
        self.last[player.index()]
    }

    /// The device anyone used last: the shared keys' prompts follow it.
    pub fn shared_device(&self) -> Device {
        self.shared
    }

    /// Seat `pad` as `player`'s (or free the seat).
    pub fn seat(&mut self, player: PlayerId, pad: Option<SeatedPad>) {
        if pad.is_none() && matches!(self.last[player.index()], Device::Pad(_)) {
            self.last[player.index()] = Device::Keys;
        }
        self.pads[player.index()] = pad;
        if matches!(self.shared, Device::Pad(_)) && self.pads.iter().all(Option::is_none) {
            self.shared = Device::Keys;
        }
    }

    /// `player` (or, with `None`, someone at no player's keys) used `device`.
    pub fn used(&mut self, player: Option<PlayerId>, device: Device) {
        if let Some(player) = player {
            self.last[player.index()] = device;
        }
        self.shared = device;
    }
}

/// A control every screen shares and no player rebinds: its keys and its pad buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SharedControl {
    pub keys: &'static [KeyCode],
    pub buttons: &'static [GamepadButton],
}

/// Pause a game, resume it, go back a page.
pub const PAUSE: SharedControl = SharedControl {
    keys: &[KeyCode::Escape],
    buttons: &[GamepadButton::Select],
};

/// End the turn on a grid board.
pub const END_TURN: SharedControl = SharedControl {
    keys: &[KeyCode::Enter],
    buttons: &[GamepadButton::Start],
};

impl SharedControl {
    /// Whether one of its keys, or its buttons on any pad, went down this frame.
    pub fn just_pressed<'a>(
        &self,
        keys: &ButtonInput<KeyCode>,
        pads: impl IntoIterator<Item = &'a Gamepad>,
    ) -> bool {
        keys.any_just_pressed(self.keys.iter().copied())
            || pads
                .into_iter()
                .any(|pad| pad.any_just_pressed(self.buttons.iter().copied()))
    }

    /// Its name on `device` ("E or Enter", "Menu"); the keys' where a pad has no button
    /// for it.
    pub fn name(&self, device: Device) -> String {
        let names: Vec<String> = match device {
            Device::Pad(family) if !self.buttons.is_empty() => self
                .buttons
                .iter()
                .map(|button| family.button(*button))
                .collect(),
            _ => self.keys.iter().map(|key| key_name(*key)).collect(),
        };
        names.join(" or ")
    }
}

/// The prompts as a system reads them: the players' maps and the devices last used.
#[derive(SystemParam)]
pub struct Prompts<'w, 's> {
    prompts: Option<Res<'w, InputPrompts>>,
    maps: Query<'w, 's, (&'static PlayerControls, &'static InputMap<PlayerAction>)>,
}

impl Prompts<'_, '_> {
    /// The devices last used and the pads held (the keys' alone, without the input plugin).
    pub fn state(&self) -> InputPrompts {
        self.prompts.as_deref().cloned().unwrap_or_default()
    }

    /// What `player` presses for `action` on the device they used last ("R", "Menu"); the
    /// keys' where the pad has nothing bound to it, and "" where nothing is.
    pub fn action(&self, player: PlayerId, action: PlayerAction) -> String {
        let device = self.state().device(player);
        let names = self.on(player, action, device);
        if names.is_empty() && device != Device::Keys {
            self.on(player, action, Device::Keys)
        } else {
            names
        }
    }

    /// What `player` presses for `action` on `device`, "" where nothing is bound.
    pub fn on(&self, player: PlayerId, action: PlayerAction, device: Device) -> String {
        self.maps
            .iter()
            .find(|(controls, _)| controls.0 == player)
            .map(|(_, map)| bound_names(map, action, device).join(", "))
            .unwrap_or_default()
    }

    /// A shared control's name on the device anyone used last.
    pub fn shared(&self, control: &SharedControl) -> String {
        control.name(self.state().shared_device())
    }

    /// `text` with its named keys filled in (see [`fill_keys`]) for whoever used a device
    /// last: the player whose pad it was, or player 1 at the keys (a walkthrough's learner
    /// on a Steam Deck holds the only pad, which is player 2's).
    pub fn fill(&self, text: &str) -> String {
        let state = self.state();
        let player = match state.shared_device() {
            Device::Pad(_) => PlayerId::BOTH
                .into_iter()
                .find(|player| state.device(*player) == state.shared_device())
                .unwrap_or(PlayerId::One),
            Device::Keys => PlayerId::One,
        };
        fill_keys(
            text,
            |action| self.action(player, action),
            &self.shared(&PAUSE),
        )
    }
}

/// The actions a text may name as `{Ready}`, `{CallTime}`, …
const NAMED_IN_TEXT: [PlayerAction; 5] = [
    PlayerAction::Ready,
    PlayerAction::CallTime,
    PlayerAction::Cancel,
    PlayerAction::TurnLeft,
    PlayerAction::TurnRight,
];

/// `text` (a walkthrough's instruction) with each `{Ready}`, `{CallTime}`, `{Cancel}`,
/// `{TurnLeft}`, `{TurnRight}` replaced by what `name` says to press for it, and `{Pause}`
/// by `pause`.
pub fn fill_keys(text: &str, name: impl Fn(PlayerAction) -> String, pause: &str) -> String {
    let mut filled = text.replace("{Pause}", pause);
    for action in NAMED_IN_TEXT {
        let mark = format!("{{{action:?}}}");
        if filled.contains(&mark) {
            filled = filled.replace(&mark, &name(action));
        }
    }
    filled
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputPrompts>().add_systems(
        PreUpdate,
        (recognise_seated_pads, follow_the_last_device)
            .chain()
            .after(InputSystems),
    );
}

/// Each player's pad as the seats say, recognised by its vendor id and name.
fn recognise_seated_pads(
    seats: Res<GamepadSeats>,
    pads: Query<(Entity, &Gamepad, Option<&Name>)>,
    mut prompts: ResMut<InputPrompts>,
) {
    for (player, seat) in [
        (PlayerId::One, seats.player_one),
        (PlayerId::Two, seats.player_two),
    ] {
        let pad = seat
            .and_then(|entity| pads.get(entity).ok())
            .map(|(entity, pad, name)| {
                let name = name.map(Name::as_str).unwrap_or_default();
                SeatedPad {
                    entity,
                    family: PadFamily::recognise(pad.vendor_id(), name),
                    name: name.to_string(),
                }
            });
        if prompts.pad(player) != pad.as_ref() {
            prompts.seat(player, pad);
        }
    }
}

/// The device each player used last: a pad's button or stick, a key, a mouse button.
fn follow_the_last_device(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    pads: Query<&Gamepad>,
    maps: Query<(&PlayerControls, &InputMap<PlayerAction>)>,
    mut prompts: ResMut<InputPrompts>,
) {
    let mut now = prompts.clone();
    let pressed_keys: Vec<KeyCode> = keys
        .map(|keys| keys.get_just_pressed().copied().collect())
        .unwrap_or_default();
    for key in pressed_keys {
        let holders: Vec<PlayerId> = maps
            .iter()
            .filter(|(_, map)| binds_key(map, key))
            .map(|(controls, _)| controls.0)
            .collect();
        if holders.is_empty() {
            now.used(Some(PlayerId::One), Device::Keys);
        }
        for player in holders {
            now.used(Some(player), Device::Keys);
        }
    }
    if mouse.is_some_and(|mouse| mouse.get_just_pressed().next().is_some()) {
        now.used(Some(PlayerId::One), Device::Keys);
    }
    for player in PlayerId::BOTH {
        let Some(seated) = now.pad(player).cloned() else {
            continue;
        };
        let Ok(pad) = pads.get(seated.entity) else {
            continue;
        };
        let moved =
            pad.left_stick().length() > STICK_IN_USE || pad.right_stick().length() > STICK_IN_USE;
        if moved || pad.get_just_pressed().next().is_some() {
            now.used(Some(player), Device::Pad(seated.family));
        }
    }
    prompts.set_if_neq(now);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn xbox_pad() -> SeatedPad {
        SeatedPad {
            entity: Entity::from_raw_u32(9).unwrap(),
            family: PadFamily::Xbox,
            name: "Xbox Wireless Controller".to_string(),
        }
    }

    #[test]
    fn a_pad_used_makes_its_player_s_and_the_shared_prompts_the_pad_s() {
        let mut prompts = InputPrompts::default();
        prompts.seat(PlayerId::Two, Some(xbox_pad()));
        assert_eq!(
            prompts.device(PlayerId::Two),
            Device::Keys,
            "not touched yet"
        );
        prompts.used(Some(PlayerId::Two), Device::Pad(PadFamily::Xbox));
        assert_eq!(prompts.device(PlayerId::Two), Device::Pad(PadFamily::Xbox));
        assert_eq!(prompts.shared_device(), Device::Pad(PadFamily::Xbox));
        assert_eq!(prompts.device(PlayerId::One), Device::Keys);
    }

    #[test]
    fn a_pad_unplugged_gives_its_player_the_keys_again() {
        let mut prompts = InputPrompts::default();
        prompts.seat(PlayerId::Two, Some(xbox_pad()));
        prompts.used(Some(PlayerId::Two), Device::Pad(PadFamily::Xbox));
        prompts.seat(PlayerId::Two, None);
        assert_eq!(prompts.device(PlayerId::Two), Device::Keys);
        assert_eq!(prompts.shared_device(), Device::Keys);
    }

    #[test]
    fn a_text_s_named_keys_are_filled_in_and_the_rest_is_left_alone() {
        let keys = |action| match action {
            PlayerAction::Ready => "R".to_string(),
            _ => "?".to_string(),
        };
        assert_eq!(
            fill_keys("Press Ready (or {Ready}); {Pause} pauses.", keys, "Esc"),
            "Press Ready (or R); Esc pauses."
        );
        let pad = |_| "Menu".to_string();
        assert_eq!(fill_keys("(or {Ready})", pad, "View"), "(or Menu)");
        assert_eq!(fill_keys("No {keys} here", keys, "Esc"), "No {keys} here");
    }

    #[test]
    fn a_shared_control_is_named_by_the_pad_s_family_and_by_its_keys_otherwise() {
        assert_eq!(PAUSE.name(Device::Keys), "Esc");
        assert_eq!(PAUSE.name(Device::Pad(PadFamily::Xbox)), "View");
        assert_eq!(PAUSE.name(Device::Pad(PadFamily::PlayStation)), "Create");
        assert_eq!(END_TURN.name(Device::Pad(PadFamily::Nintendo)), "+");
        let no_button = SharedControl {
            keys: &[KeyCode::KeyE, KeyCode::Enter],
            buttons: &[],
        };
        assert_eq!(
            no_button.name(Device::Pad(PadFamily::Xbox)),
            "E or Enter",
            "a pad with no button for it is told the keys"
        );
    }
}
