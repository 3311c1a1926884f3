//! An action's bound inputs in words, read from the live bindings (so a rebinding in
//! `bindings.ron` is named as bound): the keyboard's and mouse's as their keys say, the
//! gamepad's as the pad's family names its buttons.

use bevy::prelude::*;
use leafwing_input_manager::clashing_inputs::BasicInputs;
use leafwing_input_manager::prelude::*;

use super::bindings::PlayerAction;
use super::pad_names::PadFamily;

/// Which of a player's devices a name is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Device {
    /// The keyboard and the mouse.
    Keys,
    /// A gamepad, named by its family.
    Pad(PadFamily),
}

/// What `action` is bound to on `device` in `map`, in words ("R"; "arrow keys"; "Menu",
/// "left stick, d-pad"); empty when that device has nothing bound to it.
pub fn bound_names(
    map: &InputMap<PlayerAction>,
    action: PlayerAction,
    device: Device,
) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    if let Some(buttons) = map.get_buttonlike(&action) {
        for button in buttons {
            let basic = button.decompose();
            names.extend(name_input(
                button.as_ref().as_reflect(),
                &basic,
                &format!("{button:?}"),
                device,
            ));
        }
    }
    if let Some(sticks) = map.get_dual_axislike(&action) {
        for stick in sticks {
            let basic = stick.decompose();
            names.extend(name_input(
                stick.as_ref().as_reflect(),
                &basic,
                &format!("{stick:?}"),
                device,
            ));
        }
    }
    names
}

/// Whether `key` is one of the keys bound to any action in `map`.
pub fn binds_key(map: &InputMap<PlayerAction>, key: KeyCode) -> bool {
    let has_key = |basic: BasicInputs| {
        basic
            .inputs()
            .iter()
            .any(|input| input.as_ref().as_reflect().downcast_ref::<KeyCode>() == Some(&key))
    };
    map.iter_buttonlike()
        .flat_map(|(_, inputs)| inputs)
        .any(|input| has_key(input.decompose()))
        || map
            .iter_dual_axislike()
            .flat_map(|(_, inputs)| inputs)
            .any(|input| has_key(input.decompose()))
}

/// One bound input's name on `device`, if it is that device's.
fn name_input(
    input: &dyn Reflect,
    basic: &BasicInputs,
    debug: &str,
    device: Device,
) -> Option<String> {
    let parts = basic.inputs();
    let all = |is: fn(&dyn Reflect) -> bool| {
        !parts.is_empty() && parts.iter().all(|part| is(part.as_ref().as_reflect()))
    };
    if let Some(key) = input.downcast_ref::<KeyCode>() {
        return (device == Device::Keys).then(|| key_name(*key));
    }
    if let Some(button) = input.downcast_ref::<MouseButton>() {
        return (device == Device::Keys).then(|| format!("mouse {button:?}"));
    }
    if let Some(button) = input.downcast_ref::<GamepadButton>() {
        return match device {
            Device::Pad(family) => Some(family.button(*button)),
            Device::Keys => None,
        };
    }
    if input.downcast_ref::<GamepadStick>().is_some() {
        let stick = if debug.contains("LeftStick") {
            "left stick"
        } else {
            "right stick"
        };
        return matches!(device, Device::Pad(_)).then(|| stick.to_string());
    }
    match device {
        Device::Keys if all(is_key) && debug.contains("ArrowUp") => Some("arrow keys".to_string()),
        Device::Keys if all(is_key) && debug.contains("KeyW") => Some("W A S D".to_string()),
        Device::Keys if all(is_key_or_mouse) => Some(debug.to_string()),
        Device::Pad(_) if all(is_pad) && debug.contains("DPadUp") => Some("d-pad".to_string()),
        Device::Pad(_) if all(is_pad) => Some(debug.to_string()),
        _ => None,
    }
}

fn is_key(part: &dyn Reflect) -> bool {
    part.downcast_ref::<KeyCode>().is_some()
}

fn is_key_or_mouse(part: &dyn Reflect) -> bool {
    is_key(part) || part.downcast_ref::<MouseButton>().is_some()
}

fn is_pad(part: &dyn Reflect) -> bool {
    part.downcast_ref::<GamepadButton>().is_some()
}

/// A key as a player would say it ("R", "Right Shift", "keypad Enter").
pub fn key_name(key: KeyCode) -> String {
    let debug = format!("{key:?}");
    match debug.as_str() {
        "ShiftRight" => "Right Shift".to_string(),
        "ControlRight" => "Right Ctrl".to_string(),
        "NumpadEnter" => "keypad Enter".to_string(),
        "Escape" => "Esc".to_string(),
        _ => debug
            .strip_prefix("Key")
            .or_else(|| debug.strip_prefix("Digit"))
            .unwrap_or(&debug)
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::input::bindings::Bindings;

    #[test]
    fn the_default_keys_read_as_a_player_would_say_them_without_the_pad_s_buttons() {
        let bindings = Bindings::default();
        let keys = |map, action| bound_names(map, action, Device::Keys).join(", ");
        assert_eq!(keys(&bindings.player_one, PlayerAction::Ready), "R");
        assert_eq!(
            keys(&bindings.player_two, PlayerAction::Ready),
            "Right Shift"
        );
        assert_eq!(
            keys(&bindings.player_two, PlayerAction::MoveCursor),
            "arrow keys"
        );
        assert_eq!(
            keys(&bindings.player_two, PlayerAction::GrabToggle),
            "Enter, keypad Enter"
        );
        assert_eq!(keys(&bindings.player_one, PlayerAction::Grab), "");
    }

    #[test]
    fn the_default_pad_buttons_read_as_the_pad_s_family_prints_them_without_the_keys() {
        let bindings = Bindings::default();
        let xbox = Device::Pad(PadFamily::Xbox);
        let pad = |action| bound_names(&bindings.player_two, action, xbox).join(", ");
        assert_eq!(pad(PlayerAction::Ready), "Menu");
        assert_eq!(pad(PlayerAction::Grab), "A");
        assert_eq!(pad(PlayerAction::MoveCursor), "left stick, d-pad");
        assert_eq!(pad(PlayerAction::TurnLeft), "LB");
        assert_eq!(pad(PlayerAction::GrabToggle), "");
        let cross = bound_names(
            &bindings.player_two,
            PlayerAction::Grab,
            Device::Pad(PadFamily::PlayStation),
        );
        assert_eq!(cross, vec!["Cross".to_string()]);
    }

    #[test]
    fn a_player_s_own_keys_are_known_as_theirs_and_the_other_s_are_not() {
        let bindings = Bindings::default();
        assert!(binds_key(&bindings.player_two, KeyCode::ArrowLeft));
        assert!(binds_key(&bindings.player_two, KeyCode::Enter));
        assert!(!binds_key(&bindings.player_two, KeyCode::KeyR));
        assert!(binds_key(&bindings.player_one, KeyCode::KeyR));
    }
}
