//! Mice told apart: a source of per-device mouse events behind one small trait, so a second
//! mouse can drive player 2's pointer while the first stays player 1's system mouse.
//!
//! The window system merges every mouse into one pointer, and bevy (through winit) only sees
//! that merged pointer. [`MouseDevices`] is the way round it: each event names the device it
//! came from and carries relative motion or a button change. The game holds one source in
//! [`MiceBackend`]; tests insert [`FakeMice`] and feed it by hand.
//!
//! On X11 the source is [`XInput2Mice`](super::xinput2::XInput2Mice): XInput 2.2 raw events
//! read over the game's own X connection. It was chosen over reading `/dev/input` with the
//! `evdev` crate because it needs no permission (evdev needs the player in the `input` group
//! or a udev rule: a club laptop rarely has either), it sees exactly the devices the X server
//! uses, hot-plugging included, and the crate (`x11rb`) is the one winit already builds with
//! the same features, so it costs no build time. Elsewhere (Wayland, where XWayland merges the
//! mice before the game sees them; Windows; macOS) no source exists yet and the Settings page
//! says so: player 2 then uses the keyboard or a gamepad cursor.

use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;

/// A pointing device as the platform numbers it (an XInput device id on X11).
pub type MouseDeviceId = u32;

/// One mouse, touchpad or trackball the platform reports on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MouseDevice {
    pub id: MouseDeviceId,
    /// As the device names itself ("Logitech USB Optical Mouse").
    pub name: String,
    /// Detached from the system pointer (X11's `xinput float`): it moves no arrow and its
    /// clicks reach no window; only the game hears it.
    pub floating: bool,
}

/// What one device did, in the order the platform reported it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DeviceMouseEvent {
    /// Relative motion in screen pixels (physical), x to the right, y downwards.
    Motion { device: MouseDeviceId, delta: Vec2 },
    /// A button went down (`pressed`) or up.
    Button {
        device: MouseDeviceId,
        button: MouseButton,
        pressed: bool,
    },
}

impl DeviceMouseEvent {
    pub fn device(&self) -> MouseDeviceId {
        match *self {
            DeviceMouseEvent::Motion { device, .. } | DeviceMouseEvent::Button { device, .. } => {
                device
            }
        }
    }
}

/// A platform's mice, each reported apart.
pub trait MouseDevices: Send + Sync {
    /// Everything the mice did since the last poll, oldest first. Never blocks.
    fn poll(&mut self) -> Vec<DeviceMouseEvent>;
    /// The pointing devices present now.
    fn devices(&self) -> Vec<MouseDevice>;
}

/// The game's source of per-device mouse events, or why there is none.
#[derive(Resource)]
pub struct MiceBackend {
    source: Option<Box<dyn MouseDevices>>,
    unavailable: Option<String>,
}

impl MiceBackend {
    pub fn new(source: impl MouseDevices + 'static) -> Self {
        Self {
            source: Some(Box::new(source)),
            unavailable: None,
        }
    }

    /// No source: `reason` says why, in words for the Settings page ("no X11 display").
    pub fn unavailable(reason: impl Into<String>) -> Self {
        Self {
            source: None,
            unavailable: Some(reason.into()),
        }
    }

    /// The platform's own source, where there is one.
    pub fn open_system() -> Self {
        #[cfg(all(
            unix,
            not(any(target_os = "macos", target_os = "ios", target_os = "android"))
        ))]
        {
            match super::xinput2::XInput2Mice::open() {
                Ok(mice) => {
                    info!(
                        "XInput2: {} pointing device(s): {}",
                        mice.devices().len(),
                        mice.devices()
                            .iter()
                            .map(|device| device.name.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    );
                    Self::new(mice)
                }
                Err(reason) => {
                    info!("Second mouse not available: {reason}");
                    // The Settings page shows the reason: text from here on.
                    Self::unavailable(reason.to_string())
                }
            }
        }
        #[cfg(not(all(
            unix,
            not(any(target_os = "macos", target_os = "ios", target_os = "android"))
        )))]
        {
            Self::unavailable("this system does not report mice apart to the game")
        }
    }

    pub fn source_mut(&mut self) -> Option<&mut (dyn MouseDevices + 'static)> {
        self.source.as_deref_mut()
    }

    /// Why mice cannot be told apart, when they cannot.
    pub fn unavailable_reason(&self) -> Option<&str> {
        self.unavailable.as_deref()
    }
}

/// Mice for tests: events are queued by hand (from any clone) and handed out by `poll`.
#[derive(Clone, Default)]
pub struct FakeMice {
    state: Arc<Mutex<FakeState>>,
}

#[derive(Default)]
struct FakeState {
    devices: Vec<MouseDevice>,
    queued: Vec<DeviceMouseEvent>,
}

impl FakeMice {
    /// Mice with these devices plugged in.
    pub fn with_devices<'a>(devices: impl IntoIterator<Item = (MouseDeviceId, &'a str)>) -> Self {
        let fake = Self::default();
        fake.lock().devices = devices
            .into_iter()
            .map(|(id, name)| MouseDevice {
                id,
                name: name.to_string(),
                floating: false,
            })
            .collect();
        fake
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, FakeState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queue an event for the next poll.
    pub fn push(&self, event: DeviceMouseEvent) {
        self.lock().queued.push(event);
    }

    /// Queue relative motion (physical pixels) from `device`.
    pub fn motion(&self, device: MouseDeviceId, delta: Vec2) {
        self.push(DeviceMouseEvent::Motion { device, delta });
    }

    /// Queue a button change from `device`.
    pub fn button(&self, device: MouseDeviceId, button: MouseButton, pressed: bool) {
        self.push(DeviceMouseEvent::Button {
            device,
            button,
            pressed,
        });
    }

    /// Detach a device from the system pointer (as `xinput float` does).
    pub fn float(&self, device: MouseDeviceId) {
        for known in &mut self.lock().devices {
            if known.id == device {
                known.floating = true;
            }
        }
    }

    /// Unplug a device.
    pub fn unplug(&self, device: MouseDeviceId) {
        self.lock().devices.retain(|known| known.id != device);
    }
}

impl MouseDevices for FakeMice {
    fn poll(&mut self) -> Vec<DeviceMouseEvent> {
        std::mem::take(&mut self.lock().queued)
    }

    fn devices(&self) -> Vec<MouseDevice> {
        self.lock().devices.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fake_mice_hand_out_what_was_queued_once_in_order() {
        let fake = FakeMice::with_devices([(4, "touchpad"), (9, "USB mouse")]);
        let mut source = fake.clone();
        fake.motion(9, Vec2::new(3.0, -1.0));
        fake.button(4, MouseButton::Left, true);
        assert_eq!(
            source.poll(),
            vec![
                DeviceMouseEvent::Motion {
                    device: 9,
                    delta: Vec2::new(3.0, -1.0)
                },
                DeviceMouseEvent::Button {
                    device: 4,
                    button: MouseButton::Left,
                    pressed: true
                },
            ]
        );
        assert!(source.poll().is_empty());
        fake.unplug(4);
        assert_eq!(source.devices().len(), 1);
    }
}
