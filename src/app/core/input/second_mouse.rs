//! A second mouse as player 2's own pointer, where the platform reports mice apart
//! ([`MouseDevices`](super::mouse_devices::MouseDevices)).
//!
//! **Whose mouse.** The first mouse used is player 1's: it is the system mouse, and bevy's
//! own mouse input drives player 1's pointer. Player 2 gets a mouse only by an act of their
//! own: with the Settings switch on (it is off until someone turns it on), a left *press*
//! with a mouse other than player 1's, while player 2 has none, gives that mouse to player 2.
//! Motion never does, so a player alone who goes from the touchpad to a USB mouse keeps
//! their pointer. The claiming press does nothing else. From then player 2's mouse moves
//! player 2's cursor by its relative motion (the same [`VirtualCursor`] the keys and gamepad
//! steer, so it is drawn and kept on the table the same way), its left button grabs and its
//! right button cancels. A third mouse counts as player 1's. Settings can swap the two;
//! turning the switch off frees player 2's seat (the mouse that clicks is player 1's then).
//!
//! **One system pointer.** X still has one pointer and one left button that every attached
//! mouse drives (a floating mouse, `xinput float`, drives neither). So while player 2 has a
//! mouse:
//!
//! * player 1's left button is read from player 1's own mouse ([`SeparatedMouseInput`]), not
//!   from the merged button: player 2's click never grabs for player 1, and either can press
//!   while the other holds;
//! * panels (egui) read the merged button at player 1's arrow, so a press of player 2's
//!   would click whatever button lies under player 1's arrow. bevy_egui 0.42 builds its
//!   pointer-button events from the window's [`WindowEvent`](bevy::window::WindowEvent)s
//!   into each context's [`EguiInput`] during `EguiPreUpdateSet::ProcessInput`, and hands
//!   that input to egui at `EguiPreUpdateSet::BeginPass` (or in `PostUpdate` for contexts
//!   with their own pass schedule); between the two is where its documentation says to
//!   change the input. There `keep_player_two_clicks_off_panels` removes one primary-button
//!   press from each context's input for each left press of player 2's mouse that the
//!   system also saw (one made while no other attached mouse held its left button: X merges
//!   the buttons, so only those reach windows). A press that the raw events report before
//!   winit delivers the system one waits up to [`PANEL_PRESS_FRAMES`] frames for it. The
//!   release is left alone: in egui a release without its press clicks nothing, and it may
//!   be the end of a press of player 1's that the merged button hid. Bevy's own
//!   `ButtonInput<MouseButton>`, `MouseButtonInput` and `WindowEvent` messages keep the press
//!   (the game's pointers read the mice apart, above). What this cannot mend: a press of
//!   player 1's on a panel while player 2 holds their button reaches no window (the merged
//!   button is already down), so egui never sees it.
//!
//! **Focus.** While the window is not focused the players are in another program: presses
//! and motion are not the game's then, but releases still are, so a drag or a held cursor
//! never sticks when the window loses the focus mid-grab.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

use super::mouse_devices::{DeviceMouseEvent, MiceBackend, MouseDevice, MouseDeviceId};
use super::pointer::{NamedAction, PlayerActionMessage, PlayerId};
use super::virtual_cursor::{MouseStep, VirtualCursor};
use crate::app::core::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SecondMouse>()
        .init_resource::<SeparatedMouseInput>()
        .init_resource::<MiceMemory>()
        .add_systems(
            PreUpdate,
            (
                read_mice,
                keep_player_two_clicks_off_panels
                    .after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass),
            )
                .chain(),
        );
}

/// What a left press with a mouse is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeftPress {
    /// A click of this player's.
    For(PlayerId),
    /// It gave the mouse to player 2, and does nothing else.
    Claim,
}

/// Which mouse is whose: the first used is player 1's; player 2's is the one that claimed the
/// seat with a left press.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct MouseSeats {
    pub player_one: Option<MouseDeviceId>,
    pub player_two: Option<MouseDeviceId>,
}

impl MouseSeats {
    /// `device` was moved or clicked: the first mouse used is player 1's. Returns whose it
    /// is (a mouse that is not player 2's is player 1's: like player 1's, it moves the system
    /// pointer). Never seats player 2.
    pub fn note_use(&mut self, device: MouseDeviceId) -> PlayerId {
        if self.player_one.is_none() && self.player_two != Some(device) {
            self.player_one = Some(device);
        }
        self.player_of(device)
    }

    /// `device`'s left button went down, with the second-mouse setting `on`. On, and with no
    /// mouse player 2's yet, a mouse other than player 1's claims player 2's seat. Off, player
    /// 2 has no mouse and the mouse that clicks is player 1's.
    pub fn note_left_press(&mut self, device: MouseDeviceId, on: bool) -> LeftPress {
        if !on {
            self.player_one = Some(device);
            self.player_two = None;
            return LeftPress::For(PlayerId::One);
        }
        match (self.player_one, self.player_two) {
            (Some(one), None) if one != device => {
                self.player_two = Some(device);
                LeftPress::Claim
            }
            _ => LeftPress::For(self.note_use(device)),
        }
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
    /// The player's setting: a second mouse may be player 2's.
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

    /// Whether `device` moves the system pointer (an unknown one is taken to).
    fn attached(&self, device: MouseDeviceId) -> bool {
        self.devices
            .iter()
            .find(|known| known.id == device)
            .is_none_or(|known| !known.floating)
    }

    /// Whether the Settings page can offer the choice at all.
    pub fn available(&self) -> bool {
        self.unavailable.is_none() && self.devices.len() >= 2
    }

    /// One plain line for the Settings page.
    pub fn status(&self) -> String {
        use muster_text::t;
        if let Some(reason) = &self.unavailable {
            return t!("app-second-mouse-unavailable", reason = reason.to_string());
        }
        let found = self.devices.len();
        if found < 2 {
            return t!("app-second-mouse-only-one");
        }
        if !self.enabled {
            return t!("app-second-mouse-off", found = found);
        }
        match self.player_two_mouse() {
            Some(two) => t!(
                "app-second-mouse-in-use",
                two = two.name.as_str(),
                one = self
                    .name_of(self.seats.player_one)
                    .map_or_else(|| t!("app-second-mouse-the-first-mouse"), str::to_owned)
            ),
            None => t!("app-second-mouse-found", found = found),
        }
    }

    pub fn swap(&mut self) {
        self.seats.swap();
    }
}

/// The mice read apart this frame, while a second mouse is player 2's: which left-button
/// and right-button changes were player 1's own, and how far each player's mouse moved the
/// shared system pointer (logical pixels).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct SeparatedMouseInput {
    /// A second mouse is player 2's: player 1's buttons are these, not the system mouse's.
    pub apart: bool,
    /// Player 1's left button, in order: `true` went down, `false` came up.
    pub left: Vec<bool>,
    /// Player 1's right-button presses.
    pub right_presses: u32,
    /// Motion of player 1's mouse, and of player 2's (while it moves the system pointer).
    pub own_motion: Vec2,
    pub other_motion: Vec2,
    /// Player 1's left button is down now (on any mouse not player 2's), as the mice last
    /// said: a drag whose release never came (the mouse was unplugged, or given to player 2)
    /// ends when this goes false.
    pub player_one_left_down: bool,
}

/// How many frames a press of player 2's waits for the system's copy of it to reach egui.
pub const PANEL_PRESS_FRAMES: u8 = 3;

/// Left presses of player 2's mouse that the system pointer made too, still to be kept from
/// the panels.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PanelPresses {
    pub presses: u32,
    pub frames_left: u8,
}

impl PanelPresses {
    fn add(&mut self) {
        self.presses += 1;
        self.frames_left = PANEL_PRESS_FRAMES;
    }

    /// Take up to as many primary-button presses as are owed out of each context's events
    /// (each egui context of the window got its own copy of the system press); the rest
    /// wait for a later frame, till they expire.
    pub fn drop_from<'a>(&mut self, contexts: impl IntoIterator<Item = &'a mut Vec<egui::Event>>) {
        if self.presses == 0 {
            return;
        }
        let mut most = 0;
        for events in contexts {
            most = most.max(drop_primary_presses(events, self.presses));
        }
        self.presses -= most;
        self.frames_left = self.frames_left.saturating_sub(1);
        if self.frames_left == 0 {
            self.presses = 0;
        }
    }
}

/// Remove the first `count` primary-button presses from `events`; says how many went.
pub fn drop_primary_presses(events: &mut Vec<egui::Event>, count: u32) -> u32 {
    let mut dropped = 0;
    events.retain(|event| {
        let press = matches!(
            event,
            egui::Event::PointerButton {
                button: egui::PointerButton::Primary,
                pressed: true,
                ..
            }
        );
        if press && dropped < count {
            dropped += 1;
            false
        } else {
            true
        }
    });
    dropped
}

/// What the mice did before this frame.
#[derive(Resource, Debug, Default)]
pub(super) struct MiceMemory {
    /// The mice whose left button is down.
    left_down: Vec<MouseDeviceId>,
    /// Player 2's cursor is held by player 2's mouse.
    player_two_holds: bool,
    /// Player 2's mouse at the end of the last frame.
    player_two_was: Option<MouseDeviceId>,
    panel_presses: PanelPresses,
}

/// Read the mice, seat a new one, and hand each event to its player.
#[allow(clippy::too_many_arguments)]
pub(super) fn read_mice(
    mut backend: ResMut<MiceBackend>,
    mut second: ResMut<SecondMouse>,
    mut raw: ResMut<SeparatedMouseInput>,
    mut memory: ResMut<MiceMemory>,
    settings: Option<Res<Settings>>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut cursors: Query<&mut VirtualCursor>,
    mut actions: MessageWriter<PlayerActionMessage>,
) {
    *raw = SeparatedMouseInput::default();
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
    let mut seats = second.seats.clone();
    if second.devices != devices {
        let present: Vec<MouseDeviceId> = devices.iter().map(|device| device.id).collect();
        seats.keep_only(&present);
        memory.left_down.retain(|device| present.contains(device));
        second.devices = devices;
    }
    if !enabled {
        seats.player_two = None;
    }
    let mut player_two_cursor = cursors
        .iter_mut()
        .find(|cursor| cursor.player == PlayerId::Two);
    // Player 2's mouse was unplugged, swapped or turned off while it held: let go.
    if seats.player_two != memory.player_two_was {
        hold_player_two(&mut memory, &mut player_two_cursor, false);
    }
    // The players may be in another program: only releases are the game's then.
    let focused = window.focused;
    let scale = window.scale_factor().max(0.01);
    for event in events {
        let device = event.device();
        match event {
            DeviceMouseEvent::Motion { delta, .. } if focused => {
                let delta = delta / scale;
                match seats.note_use(device) {
                    PlayerId::Two => {
                        if second.attached(device) {
                            raw.other_motion += delta;
                        }
                        if let Some(cursor) = player_two_cursor.as_mut() {
                            cursor.mouse_steps.push(MouseStep::Move(delta));
                        }
                    }
                    PlayerId::One => raw.own_motion += delta,
                }
            }
            DeviceMouseEvent::Button {
                button: MouseButton::Left,
                pressed: false,
                ..
            } => {
                memory.left_down.retain(|&down| down != device);
                match seats.player_of(device) {
                    PlayerId::Two => hold_player_two(&mut memory, &mut player_two_cursor, false),
                    PlayerId::One => raw.left.push(false),
                }
            }
            DeviceMouseEvent::Button {
                button: MouseButton::Left,
                pressed: true,
                ..
            } => {
                // The system pointer's button goes down only if no other mouse holds it.
                let system_press = second.attached(device)
                    && !memory
                        .left_down
                        .iter()
                        .any(|&down| down != device && second.attached(down));
                if !memory.left_down.contains(&device) {
                    memory.left_down.push(device);
                }
                if !focused {
                    continue;
                }
                match seats.note_left_press(device, enabled) {
                    LeftPress::For(PlayerId::One) => raw.left.push(true),
                    LeftPress::For(PlayerId::Two) => {
                        hold_player_two(&mut memory, &mut player_two_cursor, true);
                    }
                    LeftPress::Claim => {}
                }
                if system_press && seats.player_of(device) == PlayerId::Two {
                    memory.panel_presses.add();
                }
            }
            DeviceMouseEvent::Button {
                button: MouseButton::Right,
                pressed: true,
                ..
            } if focused => match seats.note_use(device) {
                PlayerId::Two => {
                    actions.write(PlayerActionMessage {
                        player: PlayerId::Two,
                        action: NamedAction::Cancel,
                    });
                }
                PlayerId::One => raw.right_presses += 1,
            },
            DeviceMouseEvent::Motion { .. } | DeviceMouseEvent::Button { .. } => {}
        }
    }
    memory.player_two_was = seats.player_two;
    raw.player_one_left_down = memory
        .left_down
        .iter()
        .any(|&device| seats.player_of(device) == PlayerId::One);
    if second.seats != seats {
        second.seats = seats;
    }
    raw.apart = second.player_two_mouse().is_some();
}

/// Player 2's mouse button went down on their cursor, or came up (or the mouse stopped being
/// theirs while down).
fn hold_player_two(memory: &mut MiceMemory, cursor: &mut Option<Mut<VirtualCursor>>, down: bool) {
    if down == memory.player_two_holds {
        return;
    }
    memory.player_two_holds = down;
    if let Some(cursor) = cursor.as_mut() {
        cursor.mouse_steps.push(MouseStep::Left(down));
    }
}

/// Keep player 2's presses from the panels: see the module's documentation.
pub(super) fn keep_player_two_clicks_off_panels(
    mut memory: ResMut<MiceMemory>,
    mut contexts: Query<&mut EguiInput>,
) {
    if memory.panel_presses.presses == 0 {
        return;
    }
    let mut inputs: Vec<Mut<EguiInput>> = contexts.iter_mut().collect();
    memory
        .panel_presses
        .drop_from(inputs.iter_mut().map(|input| &mut input.events));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mouse(id: MouseDeviceId, name: &str) -> MouseDevice {
        MouseDevice {
            id,
            name: name.to_string(),
            floating: false,
        }
    }

    #[test]
    fn the_first_mouse_used_is_player_one_s_and_only_a_click_with_another_claims_player_two_s() {
        let mut seats = MouseSeats::default();
        assert_eq!(seats.note_use(7), PlayerId::One);
        assert_eq!(
            seats.note_use(12),
            PlayerId::One,
            "motion alone seats nobody"
        );
        assert_eq!(seats.player_two, None);
        assert_eq!(
            seats.note_left_press(7, true),
            LeftPress::For(PlayerId::One),
            "player 1's own click"
        );
        assert_eq!(seats.note_left_press(12, true), LeftPress::Claim);
        assert_eq!(
            seats.note_left_press(12, true),
            LeftPress::For(PlayerId::Two)
        );
        assert_eq!(seats.note_use(12), PlayerId::Two);
        assert_eq!(
            seats.note_left_press(3, true),
            LeftPress::For(PlayerId::One),
            "a third mouse"
        );
        assert_eq!(seats.player_one, Some(7));
        assert_eq!(seats.player_two, Some(12));
        seats.swap();
        assert_eq!(seats.player_of(7), PlayerId::Two);
        assert_eq!(seats.player_of(12), PlayerId::One);
    }

    #[test]
    fn with_the_setting_off_the_mouse_that_clicks_is_player_one_s_and_player_two_has_none() {
        let mut seats = MouseSeats {
            player_one: Some(7),
            player_two: Some(12),
        };
        assert_eq!(
            seats.note_left_press(12, false),
            LeftPress::For(PlayerId::One)
        );
        assert_eq!(seats.player_one, Some(12));
        assert_eq!(seats.player_two, None);
        // Turned on: the mouse that turned it on stays player 1's; the other claims.
        assert_eq!(
            seats.note_left_press(12, true),
            LeftPress::For(PlayerId::One)
        );
        assert_eq!(seats.note_left_press(7, true), LeftPress::Claim);
    }

    #[test]
    fn an_unplugged_mouse_frees_its_seat_for_the_next_click() {
        let mut seats = MouseSeats::default();
        seats.note_use(7);
        seats.note_left_press(12, true);
        seats.keep_only(&[7]);
        assert_eq!(seats.player_two, None);
        assert_eq!(seats.note_left_press(15, true), LeftPress::Claim);
        seats.keep_only(&[15]);
        assert_eq!(seats.player_one, None);
        assert_eq!(
            seats.note_use(15),
            PlayerId::Two,
            "player 2 keeps their mouse"
        );
        assert_eq!(
            seats.note_left_press(20, true),
            LeftPress::For(PlayerId::One)
        );
        assert_eq!(seats.player_one, Some(20));
    }

    #[test]
    fn the_settings_line_says_plainly_when_there_is_no_second_mouse_and_how_to_claim_one() {
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
        second.devices = vec![mouse(4, "Touchpad")];
        assert!(second.status().contains("only one mouse found"));
        second.devices.push(mouse(9, "Logitech USB Optical Mouse"));
        assert_eq!(
            second.status(),
            "Second mouse: 2 mice found — click with the other mouse to give it to Player 2."
        );
        second.seats.note_use(4);
        assert!(second.status().contains("click with the other mouse"));
        second.seats.note_left_press(9, true);
        assert_eq!(
            second.status(),
            "Second mouse: Logitech USB Optical Mouse is Player 2's pointer; Touchpad stays \
             Player 1's."
        );
        second.enabled = false;
        assert!(second.status().starts_with("Second mouse: off."));
        assert!(
            second
                .status()
                .contains("turn this on, then click with the other mouse")
        );
        assert_eq!(second.player_two_mouse(), None);
    }

    fn press(pressed: bool) -> egui::Event {
        egui::Event::PointerButton {
            pos: egui::pos2(10.0, 10.0),
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        }
    }

    #[test]
    fn player_two_s_presses_are_taken_from_the_panels_input_and_nothing_else_is() {
        let moved = egui::Event::PointerMoved(egui::pos2(1.0, 2.0));
        let right = egui::Event::PointerButton {
            pos: egui::pos2(10.0, 10.0),
            button: egui::PointerButton::Secondary,
            pressed: true,
            modifiers: egui::Modifiers::NONE,
        };
        let mut events = vec![
            moved.clone(),
            right.clone(),
            press(true),
            press(false),
            press(true),
        ];
        assert_eq!(drop_primary_presses(&mut events, 1), 1);
        assert_eq!(events, vec![moved, right, press(false), press(true)]);
        assert_eq!(drop_primary_presses(&mut events, 3), 1);
        assert_eq!(drop_primary_presses(&mut events, 3), 0);
    }

    #[test]
    fn a_press_owed_to_the_panels_waits_a_few_frames_for_the_system_s_copy_then_expires() {
        let mut owed = PanelPresses::default();
        owed.add();
        // The system's press comes a frame late, to both contexts of the window.
        let (mut one, mut two) = (Vec::new(), Vec::new());
        owed.drop_from([&mut one, &mut two]);
        assert_eq!(owed.presses, 1);
        let (mut one, mut two) = (vec![press(true)], vec![press(true)]);
        owed.drop_from([&mut one, &mut two]);
        assert!(one.is_empty() && two.is_empty());
        assert_eq!(owed.presses, 0);
        // Never comes (the press went nowhere): after a few frames player 1's presses are
        // left alone.
        owed.add();
        for _ in 0..PANEL_PRESS_FRAMES {
            owed.drop_from([&mut Vec::new()]);
        }
        let mut later = vec![press(true)];
        owed.drop_from([&mut later]);
        assert_eq!(later, vec![press(true)]);
    }
}
