//! The hex under the pointer and clicks on the board: the window's cursor (or the last
//! touch) through the camera to a hex ([`HoveredHex`]), and a press released where it went
//! down (a click or a tap) as a [`BoardClick`]. The board's camera frames the view.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use hexx::Hex;

use crate::app::core::input::{PointerId, PointerMessage, PointerPhase};
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::soldiers::SoldiersGame;
use crate::app::games::soldiers::board::framing::right_panel;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, hex_under};

/// The hex under the pointer, if it is on the map (and not under a panel).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HoveredHex(pub Option<Hex>);

/// A click or tap on a hex of the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardClick(pub Hex);

/// Where each pointer went down, in the world, and the last place a touch was seen.
#[derive(Resource, Debug, Default)]
struct Presses {
    down: HashMap<PointerId, Vec2>,
    last_touch: Option<Vec2>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredHex>()
        .init_resource::<Presses>()
        .add_message::<BoardClick>()
        .add_systems(
            Update,
            ((hover, clicks).in_set(AppSystems::RecordInput),)
                .run_if(in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>)),
        )
        .add_systems(
            OnExit(Screen::HexBoard),
            |mut hovered: ResMut<HoveredHex>| {
                hovered.0 = None;
            },
        );
}

fn hover(
    game: Res<SoldiersGame>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    egui_input: Res<EguiWantsInput>,
    presses: Res<Presses>,
    settings: Res<crate::app::core::settings::Settings>,
    mut hovered: ResMut<HoveredHex>,
) {
    let (camera, camera_transform) = *camera;
    let over_panel = egui_input.wants_any_pointer_input();
    let world = match window.cursor_position() {
        Some(_) if over_panel => None,
        Some(screen) if screen.x > window.width() - right_panel(&settings, window.width()) => None,
        Some(screen) => camera.viewport_to_world_2d(camera_transform, screen).ok(),
        None => presses.last_touch,
    };
    let hex = world.and_then(|world| hex_under(&game.state.tables.map, world));
    if hovered.0 != hex {
        hovered.0 = hex;
    }
}

fn clicks(
    game: Res<SoldiersGame>,
    mut pointers: MessageReader<PointerMessage>,
    mut presses: ResMut<Presses>,
    mut out: MessageWriter<BoardClick>,
) {
    for message in pointers.read() {
        if matches!(message.pointer, PointerId::Touch(_)) {
            presses.last_touch = Some(message.world);
        }
        match message.phase {
            PointerPhase::Pressed => {
                presses.down.insert(message.pointer, message.world);
            }
            PointerPhase::Released => {
                let Some(start) = presses.down.remove(&message.pointer) else {
                    continue;
                };
                if start.distance(message.world) > HEX_SIZE * 0.5 {
                    continue;
                }
                if let Some(hex) = hex_under(&game.state.tables.map, message.world) {
                    out.write(BoardClick(hex));
                }
            }
            PointerPhase::Cancelled => {
                presses.down.remove(&message.pointer);
            }
            PointerPhase::Moved | PointerPhase::Dragged => {}
        }
    }
}
