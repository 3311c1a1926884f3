//! The hex under the pointer and clicks on the board: the window's cursor (or the last
//! touch) through the camera to a hex ([`HoveredHex`]), and a press released where it went
//! down (a click or a tap) as a [`BoardClick`] (the boards' one input pattern,
//! `session::view::board_click`; what a click means is `selection::clicked`). The board's
//! camera frames the view.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use hexx::Hex;

use crate::app::core::input::PointerMessage;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::soldiers::SoldiersSession;
use crate::app::games::soldiers::board::framing::right_panel;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, hex_under};
use crate::app::session::view::board_click::Presses;

/// The hex under the pointer, if it is on the map (and not under a panel).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HoveredHex(pub Option<Hex>);

/// A click or tap on a hex of the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardClick(pub Hex);

/// Soldiers' presses, apart from another board's.
#[derive(Resource, Debug, Default, Deref, DerefMut)]
struct HexPresses(Presses);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HoveredHex>()
        .init_resource::<HexPresses>()
        .add_message::<BoardClick>()
        .add_systems(
            Update,
            ((hover, clicks).in_set(AppSystems::RecordInput),)
                .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
        )
        .add_systems(
            OnExit(Screen::Soldiers),
            |mut hovered: ResMut<HoveredHex>| {
                hovered.0 = None;
            },
        );
}

fn hover(
    game: Res<SoldiersSession>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    egui_input: Res<EguiWantsInput>,
    presses: Res<HexPresses>,
    zoom: Res<crate::app::core::ui::big_screen::UiZoom>,
    mut hovered: ResMut<HoveredHex>,
) {
    let (camera, camera_transform) = *camera;
    let over_panel = egui_input.wants_any_pointer_input();
    let world = match window.cursor_position() {
        Some(_) if over_panel => None,
        Some(screen) if screen.x > window.width() - right_panel(&zoom, window.width()) => None,
        Some(screen) => camera.viewport_to_world_2d(camera_transform, screen).ok(),
        None => presses.last_touch,
    };
    let hex = world.and_then(|world| hex_under(&game.state.tables.map, world));
    if hovered.0 != hex {
        hovered.0 = hex;
    }
}

fn clicks(
    game: Res<SoldiersSession>,
    mut pointers: MessageReader<PointerMessage>,
    mut presses: ResMut<HexPresses>,
    mut out: MessageWriter<BoardClick>,
) {
    for message in pointers.read() {
        if let Some(world) = presses.click(message, HEX_SIZE * 0.5)
            && let Some(hex) = hex_under(&game.state.tables.map, world)
        {
            out.write(BoardClick(hex));
        }
    }
}
