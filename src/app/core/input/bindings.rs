//! The players' key and button maps (leafwing-input-manager), rebindable in `bindings.ron`,
//! and the named actions they produce.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use leafwing_input_manager::prelude::*;
use serde::{Deserialize, Serialize};

use super::pointer::{NamedAction, PlayerActionMessage, PlayerId};
use crate::app::core::screens::Pause;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::files::{self, RonRead};

/// Everything a player's keys or gamepad can do.
#[derive(Actionlike, Debug, Clone, Copy, PartialEq, Eq, Hash, Reflect, Serialize, Deserialize)]
pub enum PlayerAction {
    /// Move the player's cursor (keys or stick).
    #[actionlike(DualAxis)]
    MoveCursor,
    /// Hold to grab with the cursor, release to drop (a gamepad button).
    Grab,
    /// Press once to grab, again to drop (a key: holding one while steering is awkward).
    GrabToggle,
    Ready,
    CallTime,
    Cancel,
    /// Turn the held (or selected) stand anticlockwise.
    TurnLeft,
    /// Turn the held (or selected) stand clockwise.
    TurnRight,
}

/// Both players' maps, as `bindings.ron` holds them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Bindings {
    pub player_one: InputMap<PlayerAction>,
    pub player_two: InputMap<PlayerAction>,
}

impl Default for Bindings {
    fn default() -> Self {
        let gamepad_buttons = |map: InputMap<PlayerAction>| {
            map.with_dual_axis(PlayerAction::MoveCursor, GamepadStick::LEFT)
                .with_dual_axis(PlayerAction::MoveCursor, VirtualDPad::dpad())
                .with(PlayerAction::Grab, GamepadButton::South)
                .with(PlayerAction::Ready, GamepadButton::Start)
                .with(PlayerAction::CallTime, GamepadButton::North)
                .with(PlayerAction::Cancel, GamepadButton::East)
                .with(PlayerAction::TurnLeft, GamepadButton::LeftTrigger)
                .with(PlayerAction::TurnRight, GamepadButton::RightTrigger)
        };
        // Player 1's keys on the keyboard's left, as player 2's are on its right: W A S D
        // steer a cursor and Space grabs and drops, beside Q and E that turn.
        let player_one = gamepad_buttons(
            InputMap::new([
                (PlayerAction::GrabToggle, KeyCode::Space),
                (PlayerAction::Ready, KeyCode::KeyR),
                (PlayerAction::CallTime, KeyCode::KeyT),
                (PlayerAction::Cancel, KeyCode::KeyX),
                (PlayerAction::TurnLeft, KeyCode::KeyQ),
                (PlayerAction::TurnRight, KeyCode::KeyE),
            ])
            .with_dual_axis(PlayerAction::MoveCursor, VirtualDPad::wasd()),
        );
        let player_two = gamepad_buttons(
            InputMap::new([
                (PlayerAction::GrabToggle, KeyCode::Enter),
                (PlayerAction::GrabToggle, KeyCode::NumpadEnter),
                (PlayerAction::Ready, KeyCode::ShiftRight),
                (PlayerAction::CallTime, KeyCode::ControlRight),
                (PlayerAction::Cancel, KeyCode::Backspace),
                (PlayerAction::TurnLeft, KeyCode::Comma),
                (PlayerAction::TurnRight, KeyCode::Period),
            ])
            .with_dual_axis(PlayerAction::MoveCursor, VirtualDPad::arrow_keys()),
        );
        Bindings {
            player_one,
            player_two,
        }
    }
}

impl Bindings {
    /// A file written before an action existed gets that action's default keys (and keeps
    /// everything the player chose). A map with no grab-and-drop key (player 1's, before
    /// player 1 had a key cursor) gets it and the default cursor keys.
    pub fn with_new_actions(mut self) -> Self {
        let defaults = Bindings::default();
        for player in PlayerId::BOTH {
            let default_map = defaults.for_player(player);
            let map = match player {
                PlayerId::One => &mut self.player_one,
                PlayerId::Two => &mut self.player_two,
            };
            for action in [PlayerAction::TurnLeft, PlayerAction::TurnRight] {
                if map.get_buttonlike(&action).is_none_or(Vec::is_empty)
                    && let Some(keys) = default_map.get_buttonlike(&action)
                {
                    map.insert_one_to_many_boxed(action, keys.iter().cloned());
                }
            }
            if map
                .get_buttonlike(&PlayerAction::GrabToggle)
                .is_none_or(Vec::is_empty)
                && let Some(keys) = default_map.get_buttonlike(&PlayerAction::GrabToggle)
            {
                map.insert_one_to_many_boxed(PlayerAction::GrabToggle, keys.iter().cloned());
                // Inserting is idempotent: the stick and pad the file kept stay once.
                for steer in default_map
                    .get_dual_axislike(&PlayerAction::MoveCursor)
                    .into_iter()
                    .flatten()
                {
                    map.insert_dual_axis_boxed(PlayerAction::MoveCursor, steer.clone());
                }
            }
        }
        self
    }

    pub fn for_player(&self, player: PlayerId) -> &InputMap<PlayerAction> {
        match player {
            PlayerId::One => &self.player_one,
            PlayerId::Two => &self.player_two,
        }
    }
}

/// Marks the entity that holds a player's map and action state.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerControls(pub PlayerId);

/// Where a board takes the keys it uses for itself (the grid boards' cursor: the arrows,
/// Enter, Space) out of the frame's keys: after bevy has read the keyboard, before the
/// players' maps read it, so a key taken there moves no player's cursor too.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TakeKeys;

/// Where the bindings are kept.
#[derive(Resource, Debug, Clone)]
pub struct BindingsFile(pub PathBuf);

pub(super) fn plugin(app: &mut App) {
    // The plugin registers the input kinds that bindings.ron may name: add it before reading.
    app.add_plugins(InputManagerPlugin::<PlayerAction>::default());
    let file = app
        .world()
        .get_resource::<BindingsFile>()
        .cloned()
        .unwrap_or_else(|| BindingsFile(files::config_dir().join("bindings.ron")));
    let bindings = match files::read_ron_or_set_aside::<Bindings>(&file.0) {
        RonRead::Loaded(bindings) => bindings.with_new_actions(),
        RonRead::Missing => {
            let defaults = Bindings::default();
            if let Err(error) = files::write_ron(&file.0, &defaults) {
                warn!(
                    "{}: cannot write the default bindings: {error}",
                    file.0.display()
                );
            }
            defaults
        }
        RonRead::Damaged(problem) => {
            let notice = muster_text::t!("app-bindings-damaged", problem = problem.to_string());
            warn!("{notice}");
            app.world_mut()
                .get_resource_or_init::<Notices>()
                .push(notice);
            Bindings::default()
        }
    };
    for player in PlayerId::BOTH {
        let mut map = bindings.for_player(player).clone();
        // No gamepad until one is assigned (an unassigned map would read every gamepad).
        map.set_gamepad(Entity::PLACEHOLDER);
        app.world_mut()
            .spawn((Name::new(player.name()), PlayerControls(player), map));
    }
    app.insert_resource(file)
        .configure_sets(
            PreUpdate,
            TakeKeys
                .after(bevy::input::InputSystems)
                .before(leafwing_input_manager::plugin::InputManagerSystem::Unify),
        )
        .add_systems(Update, write_named_actions.in_set(AppSystems::RecordInput));
}

/// A player's named actions (Ready, Time!, Cancel, the turns) act on the game: none while
/// the game is paused (a key pressed on the pause menu), and none while a text field has
/// the keyboard (an R typed into a save's name is a letter, not Ready).
fn write_named_actions(
    players: Query<(&PlayerControls, &ActionState<PlayerAction>)>,
    pause: Option<Res<State<Pause>>>,
    egui_input: Option<Res<EguiWantsInput>>,
    mut messages: MessageWriter<PlayerActionMessage>,
) {
    let paused = pause.is_some_and(|pause| pause.get().0);
    let typing = egui_input.is_some_and(|input| input.wants_any_keyboard_input());
    if paused || typing {
        return;
    }
    for (controls, state) in &players {
        for (action, named) in [
            (PlayerAction::Ready, NamedAction::Ready),
            (PlayerAction::CallTime, NamedAction::CallTime),
            (PlayerAction::Cancel, NamedAction::Cancel),
            (PlayerAction::TurnLeft, NamedAction::TurnLeft),
            (PlayerAction::TurnRight, NamedAction::TurnRight),
        ] {
            if state.just_pressed(&action) {
                messages.write(PlayerActionMessage {
                    player: controls.0,
                    action: named,
                });
            }
        }
    }
}

#[cfg(test)]
mod new_action_tests {
    use super::*;

    #[test]
    fn a_bindings_file_from_before_the_turn_keys_gets_their_defaults_and_keeps_its_own() {
        let old = Bindings {
            player_one: InputMap::new([(PlayerAction::Ready, KeyCode::KeyY)]),
            player_two: InputMap::new([(PlayerAction::Ready, KeyCode::KeyU)]),
        }
        .with_new_actions();
        assert!(
            old.player_one
                .get_buttonlike(&PlayerAction::TurnLeft)
                .is_some()
        );
        assert!(
            old.player_two
                .get_buttonlike(&PlayerAction::TurnRight)
                .is_some()
        );
        let ready = old
            .player_one
            .get_buttonlike(&PlayerAction::Ready)
            .map(Vec::len);
        assert_eq!(
            ready,
            Some(1),
            "the player's own Ready key is kept, not doubled"
        );
        assert!(
            old.player_one
                .get_buttonlike(&PlayerAction::GrabToggle)
                .is_some_and(|keys| !keys.is_empty()),
            "player 1 gets the key cursor's grab key"
        );
        assert!(
            old.player_one
                .get_dual_axislike(&PlayerAction::MoveCursor)
                .is_some_and(|steer| !steer.is_empty())
        );
    }

    #[test]
    fn a_bindings_file_with_player_one_s_cursor_keys_keeps_them_once() {
        let current = Bindings::default();
        let read_back = current.clone().with_new_actions();
        assert_eq!(read_back, current, "nothing added, nothing doubled");
        assert_eq!(
            read_back
                .player_one
                .get_dual_axislike(&PlayerAction::MoveCursor)
                .map(Vec::len),
            Some(3),
            "W A S D, the stick and the d-pad"
        );
    }
}
