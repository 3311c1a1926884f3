//! What a gamepad's buttons are called: the pad's family, recognised from the USB vendor id
//! (else its name), and each family's one table of button names. Bevy names a button by
//! its position (South is the bottom face button), so a Nintendo pad's South is its B.

use bevy::input::gamepad::GamepadButton;

/// USB vendor ids (USB-IF) of the makers whose pads print their own names.
const MICROSOFT: u16 = 0x045e;
const SONY: u16 = 0x054c;
const NINTENDO: u16 = 0x057e;
/// Valve: the Steam Deck's built-in controls, the Steam Controller, Steam Input's pads.
const VALVE: u16 = 0x28de;

/// Whose names a pad's buttons are given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PadFamily {
    Xbox,
    PlayStation,
    Nintendo,
    SteamDeck,
    /// A pad not recognised: its buttons named by where they sit.
    Generic,
}

impl PadFamily {
    /// The family of a pad that says it is `name`, from `vendor` (USB id) if it gave one.
    pub fn recognise(vendor: Option<u16>, name: &str) -> Self {
        match vendor {
            Some(MICROSOFT) => return PadFamily::Xbox,
            Some(SONY) => return PadFamily::PlayStation,
            Some(NINTENDO) => return PadFamily::Nintendo,
            Some(VALVE) => return PadFamily::SteamDeck,
            _ => {}
        }
        // Many makers' pads say which layout they copy in their names.
        let name = name.to_lowercase();
        let says = |words: &[&str]| words.iter().any(|word| name.contains(word));
        if says(&["steam deck", "steam controller", "steam virtual"]) {
            PadFamily::SteamDeck
        } else if says(&["xbox", "x-box", "xinput"]) {
            PadFamily::Xbox
        } else if says(&["playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5"]) {
            PadFamily::PlayStation
        } else if says(&["nintendo", "switch", "joy-con", "pro controller"]) {
            PadFamily::Nintendo
        } else {
            PadFamily::Generic
        }
    }

    /// The family as the Controls page names it ("Xbox pad").
    pub fn title(self) -> &'static str {
        match self {
            PadFamily::Xbox => "Xbox pad",
            PadFamily::PlayStation => "PlayStation pad",
            PadFamily::Nintendo => "Nintendo pad",
            PadFamily::SteamDeck => "Steam Deck",
            PadFamily::Generic => "gamepad",
        }
    }

    /// What this family prints on `button` (words and ASCII only: egui's default fonts
    /// draw them all).
    pub fn button(self, button: GamepadButton) -> String {
        use GamepadButton as B;
        use PadFamily as F;
        let name = match (self, button) {
            (_, B::DPadUp) => "d-pad up",
            (_, B::DPadDown) => "d-pad down",
            (_, B::DPadLeft) => "d-pad left",
            (_, B::DPadRight) => "d-pad right",
            (_, B::C) => "C",
            (_, B::Z) => "Z",
            (_, B::Other(number)) => return format!("button {number}"),
            (F::Generic, button) => generic(button),
            (F::Xbox | F::SteamDeck, B::South) => "A",
            (F::Xbox | F::SteamDeck, B::East) => "B",
            (F::Xbox | F::SteamDeck, B::West) => "X",
            (F::Xbox | F::SteamDeck, B::North) => "Y",
            (F::Xbox | F::SteamDeck, B::Select) => "View",
            (F::Xbox | F::SteamDeck, B::Start) => "Menu",
            (F::Xbox, B::LeftTrigger) => "LB",
            (F::Xbox, B::RightTrigger) => "RB",
            (F::Xbox, B::LeftTrigger2) => "LT",
            (F::Xbox, B::RightTrigger2) => "RT",
            (F::Xbox, B::LeftThumb) => "LS",
            (F::Xbox, B::RightThumb) => "RS",
            (F::Xbox, B::Mode) => "Xbox button",
            (F::SteamDeck | F::PlayStation, B::LeftTrigger) => "L1",
            (F::SteamDeck | F::PlayStation, B::RightTrigger) => "R1",
            (F::SteamDeck | F::PlayStation, B::LeftTrigger2) => "L2",
            (F::SteamDeck | F::PlayStation, B::RightTrigger2) => "R2",
            (F::SteamDeck | F::PlayStation, B::LeftThumb) => "L3",
            (F::SteamDeck | F::PlayStation, B::RightThumb) => "R3",
            (F::SteamDeck, B::Mode) => "Steam",
            (F::PlayStation, B::South) => "Cross",
            (F::PlayStation, B::East) => "Circle",
            (F::PlayStation, B::West) => "Square",
            (F::PlayStation, B::North) => "Triangle",
            (F::PlayStation, B::Select) => "Create",
            (F::PlayStation, B::Start) => "Options",
            (F::PlayStation, B::Mode) => "PS button",
            // Nintendo prints A on the east button and B on the south.
            (F::Nintendo, B::South) => "B",
            (F::Nintendo, B::East) => "A",
            (F::Nintendo, B::West) => "Y",
            (F::Nintendo, B::North) => "X",
            (F::Nintendo, B::LeftTrigger) => "L",
            (F::Nintendo, B::RightTrigger) => "R",
            (F::Nintendo, B::LeftTrigger2) => "ZL",
            (F::Nintendo, B::RightTrigger2) => "ZR",
            (F::Nintendo, B::Select) => "-",
            (F::Nintendo, B::Start) => "+",
            (F::Nintendo, B::Mode) => "Home button",
            (F::Nintendo, B::LeftThumb) => "left stick press",
            (F::Nintendo, B::RightThumb) => "right stick press",
        };
        name.to_string()
    }
}

/// A button of a pad not recognised, by where it sits.
fn generic(button: GamepadButton) -> &'static str {
    match button {
        GamepadButton::South => "South button",
        GamepadButton::East => "East button",
        GamepadButton::West => "West button",
        GamepadButton::North => "North button",
        GamepadButton::LeftTrigger => "left shoulder",
        GamepadButton::RightTrigger => "right shoulder",
        GamepadButton::LeftTrigger2 => "left trigger",
        GamepadButton::RightTrigger2 => "right trigger",
        GamepadButton::Select => "Select",
        GamepadButton::Start => "Start",
        GamepadButton::Mode => "Mode",
        GamepadButton::LeftThumb => "left stick press",
        GamepadButton::RightThumb => "right stick press",
        _ => "button",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use GamepadButton as B;

    #[test]
    fn an_xbox_pad_is_known_by_microsoft_s_id_and_its_south_button_is_a() {
        let xbox = PadFamily::recognise(Some(0x045e), "Xbox Wireless Controller");
        assert_eq!(xbox, PadFamily::Xbox);
        assert_eq!(xbox.button(B::South), "A");
        assert_eq!(xbox.button(B::Start), "Menu");
        assert_eq!(xbox.button(B::LeftTrigger), "LB");
        assert_eq!(xbox.button(B::RightTrigger2), "RT");
    }

    #[test]
    fn a_playstation_pad_is_known_by_sony_s_id_and_its_south_button_is_cross() {
        let pad = PadFamily::recognise(Some(0x054c), "Wireless Controller");
        assert_eq!(pad, PadFamily::PlayStation);
        assert_eq!(pad.button(B::South), "Cross");
        assert_eq!(pad.button(B::East), "Circle");
        assert_eq!(pad.button(B::North), "Triangle");
        assert_eq!(pad.button(B::LeftTrigger), "L1");
        assert_eq!(pad.button(B::Start), "Options");
    }

    #[test]
    fn a_nintendo_pad_has_a_on_the_east_button_and_b_on_the_south() {
        let pad = PadFamily::recognise(Some(0x057e), "Pro Controller");
        assert_eq!(pad, PadFamily::Nintendo);
        assert_eq!(pad.button(B::East), "A");
        assert_eq!(pad.button(B::South), "B");
        assert_eq!(pad.button(B::North), "X");
        assert_eq!(pad.button(B::Start), "+");
    }

    #[test]
    fn a_steam_deck_is_known_by_valve_s_id_though_it_reports_as_an_xbox_pad() {
        let deck = PadFamily::recognise(Some(0x28de), "Microsoft X-Box 360 pad 0");
        assert_eq!(deck, PadFamily::SteamDeck);
        assert_eq!(deck.button(B::South), "A");
        assert_eq!(deck.button(B::LeftTrigger), "L1");
        assert_eq!(deck.button(B::RightTrigger2), "R2");
        assert_eq!(deck.button(B::Select), "View");
    }

    #[test]
    fn an_unknown_pad_is_generic_and_its_buttons_are_named_by_where_they_sit() {
        let pad = PadFamily::recognise(Some(0x1234), "USB Gamepad");
        assert_eq!(pad, PadFamily::Generic);
        assert_eq!(pad.button(B::South), "South button");
        assert_eq!(pad.button(B::East), "East button");
        assert_eq!(pad.button(B::LeftTrigger), "left shoulder");
        assert_eq!(PadFamily::recognise(None, ""), PadFamily::Generic);
    }

    #[test]
    fn a_pad_with_no_vendor_id_is_recognised_by_the_layout_its_name_copies() {
        assert_eq!(
            PadFamily::recognise(None, "Xbox 360 Controller"),
            PadFamily::Xbox
        );
        assert_eq!(
            PadFamily::recognise(Some(0x0e6f), "PS4 Controller (PDP)"),
            PadFamily::PlayStation
        );
        assert_eq!(
            PadFamily::recognise(None, "Nintendo Switch Pro Controller"),
            PadFamily::Nintendo
        );
        assert_eq!(
            PadFamily::recognise(None, "Steam Deck"),
            PadFamily::SteamDeck
        );
    }
}
