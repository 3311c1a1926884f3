//! A pretend gamepad for screenshot runs, where no pad exists: `MUSTER_PRETEND_GAMEPAD=xbox`
//! (or `playstation`, `nintendo`, `steam-deck`, `generic`) connects one as bevy's gilrs
//! backend would, with that maker's USB vendor id and name, so the Controls page shows its
//! column; `xbox,used` also presses its Mode button once (bound to nothing), so the hints
//! follow the pad.

use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;

use super::screenshot::ScreenshotRequest;

/// The variable that asks for a pretend pad.
const VARIABLE: &str = "MUSTER_PRETEND_GAMEPAD";

/// The pad asked for: its name, vendor and product ids, and whether it is used.
#[derive(Resource, Debug, Clone)]
struct PretendPad {
    name: &'static str,
    ids: Option<(u16, u16)>,
    used: bool,
}

/// The pad `asked` names ("xbox", "steam-deck,used"), if it names one.
fn pretend_pad(asked: &str) -> Option<PretendPad> {
    let (kind, used) = match asked.split_once(',') {
        Some((kind, "used")) => (kind, true),
        Some(_) => return None,
        None => (asked, false),
    };
    let (name, ids) = match kind {
        "xbox" => ("Xbox Wireless Controller", Some((0x045e, 0x0b13))),
        "playstation" => ("DualSense Wireless Controller", Some((0x054c, 0x0ce6))),
        "nintendo" => ("Pro Controller", Some((0x057e, 0x2009))),
        "steam-deck" => ("Steam Deck", Some((0x28de, 0x1205))),
        "generic" => ("USB Gamepad", None),
        _ => return None,
    };
    Some(PretendPad { name, ids, used })
}

pub(crate) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ScreenshotRequest>() {
        return;
    }
    let Ok(asked) = std::env::var(VARIABLE) else {
        return;
    };
    match pretend_pad(&asked) {
        Some(pad) => {
            app.insert_resource(pad)
                .add_systems(Update, connect_and_press);
        }
        None => warn!("{VARIABLE}={asked}: no such pretend gamepad"),
    }
}

/// Frame 2: the pad connects; frames 6 and 7: its Mode button goes down and up, if used.
fn connect_and_press(
    mut frame: Local<u32>,
    mut entity: Local<Option<Entity>>,
    pad: Res<PretendPad>,
    mut commands: Commands,
    mut connections: MessageWriter<GamepadConnectionEvent>,
    mut raw: MessageWriter<RawGamepadEvent>,
) {
    *frame += 1;
    match (*frame, *entity) {
        (2, None) => {
            let id = commands.spawn_empty().id();
            *entity = Some(id);
            connections.write(GamepadConnectionEvent::new(
                id,
                GamepadConnection::Connected {
                    name: pad.name.to_string(),
                    vendor_id: pad.ids.map(|(vendor, _)| vendor),
                    product_id: pad.ids.map(|(_, product)| product),
                },
            ));
        }
        (6 | 7, Some(id)) if pad.used => {
            let value = if *frame == 6 { 1.0 } else { 0.0 };
            raw.write(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                id,
                GamepadButton::Mode,
                value,
            )));
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pretend_pad_is_named_by_its_maker_and_may_be_used() {
        let deck = pretend_pad("steam-deck,used").expect("a Steam Deck");
        assert_eq!(deck.ids, Some((0x28de, 0x1205)));
        assert!(deck.used);
        let xbox = pretend_pad("xbox").expect("an Xbox pad");
        assert!(!xbox.used);
    }

    #[test]
    fn an_unknown_pretend_pad_is_refused() {
        assert!(pretend_pad("joystick").is_none());
        assert!(pretend_pad("xbox,pressed").is_none());
    }
}
