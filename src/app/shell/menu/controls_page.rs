//! The controls page: each player's pointer as it is now (mouse, second mouse, keyboard or
//! gamepad cursor), keys and gamepad buttons as bound now (read from the live maps, so a
//! rebinding in bindings.ron shows here), the shared keys, and the grid boards' keys.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use leafwing_input_manager::prelude::*;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::app::core::input::bindings::{BindingsFile, PlayerControls};
use crate::app::core::input::{PlayerAction, PlayerId, PlayerPointer, PlayerPointers};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::screens::Menu;
use crate::app::core::ui::palette::SidePalette;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_controls.run_if(in_state(Menu::Controls)),
    );
}

/// Shared by both players, not rebindable.
const SHARED_CONTROLS: [(&str, &str); 6] = [
    ("Zoom", "mouse wheel, + / −, two-finger pinch"),
    ("Pan", "middle-drag, W A S D, two-finger drag"),
    ("Fit the table", "Home"),
    ("Pause / back", "Esc"),
    ("Fullscreen", "F11"),
    ("Touch", "a finger acts for the side whose piece it grabs"),
];

/// The grid boards (Soldiers, Skirmish Wars, the movement game) by keyboard, not rebindable.
const GRID_BOARD_KEYS: [(&str, &str); 8] = [
    (
        "Board cursor",
        "arrow keys (hexes: Left / Right along the row, Up / Down along the column)",
    ),
    ("Act on its cell", "Enter or Space, as a click there"),
    ("Drop the selection", "Esc"),
    ("End the turn or phase", "E"),
    (
        "Panel buttons",
        "Tab, then Enter or Space; Esc back to the board",
    ),
    (
        "Soldiers",
        "F fire or charge, P place the rest, U undo, L line of sight",
    ),
    ("Skirmish Wars", "Q wait, C capture, Backspace cancel"),
    (
        "Movement game",
        "1–9 pick a card, R roll, D discard it, H discard the hand",
    ),
];

/// The player actions the page lists, with their names.
const PLAYER_ACTIONS: [(PlayerAction, &str); 8] = [
    (PlayerAction::MoveCursor, "Move cursor"),
    (PlayerAction::GrabToggle, "Grab / drop"),
    (PlayerAction::Grab, "Hold to grab"),
    (PlayerAction::Ready, "Ready"),
    (PlayerAction::CallTime, "Call Time!"),
    (PlayerAction::Cancel, "Cancel"),
    (PlayerAction::TurnLeft, "Turn left"),
    (PlayerAction::TurnRight, "Turn right"),
];

fn draw_controls(
    mut contexts: EguiContexts,
    players: Query<(&PlayerControls, &InputMap<PlayerAction>)>,
    file: Res<BindingsFile>,
    palette: Res<SidePalette>,
    pointers: Option<Res<PlayerPointers>>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let fallback = PlayerPointers::default();
    let pointers = pointers.as_deref().unwrap_or(&fallback);
    let bound = |player: PlayerId, action: PlayerAction| {
        let bound = players
            .iter()
            .find(|(controls, _)| controls.0 == player)
            .map(|(_, map)| describe_bindings(map, action))
            .unwrap_or_default();
        if bound.is_empty() {
            "—".to_string()
        } else {
            bound
        }
    };
    let view = ControlsView {
        players: PlayerId::BOTH.map(|player| {
            (
                player.name().to_string(),
                palette.egui_on_dark(player.index()),
            )
        }),
        pointers: PlayerId::BOTH.map(|player| describe_pointer(pointers.of(player))),
        bindings: PLAYER_ACTIONS
            .map(|(action, name)| (name, PlayerId::BOTH.map(|player| bound(player, action)))),
        file: file.0.display().to_string(),
        room: ctx.content_rect().height() - 220.0,
    };
    if let Some(action) = show_menu(ctx, "Controls", |ui| controls_page(ui, &view)).flatten() {
        actions.write(action);
    }
    Ok(())
}

/// What the controls page shows, read from the live bindings and pointers.
struct ControlsView {
    /// Each player's name and colour.
    players: [(String, egui::Color32); 2],
    /// Each player's pointer, described.
    pointers: [String; 2],
    /// Each action's name, and what each player has bound to it.
    bindings: [(&'static str, [String; 2]); 8],
    /// The bindings file.
    file: String,
    /// The height the tables may take before they scroll.
    room: f32,
}

/// A cell's text, wrapped at its column's width.
fn cell(ui: &mut egui::Ui, text: impl Into<egui::WidgetText>) {
    ui.add(egui::Label::new(text).wrap());
}

/// The controls page's contents; what the player chose. The tables' columns share the
/// page's width and their cells wrap, so a long binding never runs past the panel's edge.
fn controls_page(ui: &mut egui::Ui, view: &ControlsView) -> Option<MenuAction> {
    ui.heading("Controls");
    show_scrolled(
        ui,
        egui::ScrollArea::vertical().max_height(view.room.max(200.0)),
        |ui| {
            let gap = ui.spacing().item_spacing.x;
            let width = ui.available_width();
            egui::Grid::new("controls")
                .striped(true)
                .num_columns(3)
                .max_col_width((width - 2.0 * gap) / 3.0)
                .show(ui, |ui| {
                    ui.label("");
                    for (name, colour) in &view.players {
                        cell(ui, egui::RichText::new(name).strong().color(*colour));
                    }
                    ui.end_row();
                    cell(ui, "Pointer");
                    for pointer in &view.pointers {
                        cell(ui, pointer);
                    }
                    ui.end_row();
                    for (name, bound) in &view.bindings {
                        cell(ui, *name);
                        for bound in bound {
                            cell(ui, bound);
                        }
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            egui::Grid::new("shared controls")
                .num_columns(2)
                .max_col_width(width * 0.6)
                .show(ui, |ui| {
                    for (what, how) in SHARED_CONTROLS {
                        cell(ui, what);
                        cell(ui, how);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            ui.strong("The grid boards by keyboard");
            egui::Grid::new("grid board keys")
                .num_columns(2)
                .max_col_width(width * 0.6)
                .show(ui, |ui| {
                    for (what, how) in GRID_BOARD_KEYS {
                        cell(ui, what);
                        cell(ui, how);
                        ui.end_row();
                    }
                });
        },
    );
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(format!(
            "Gamepads: the first connected plays for Player 2, the second for Player 1. \
             A second mouse, where the system tells mice apart, can be Player 2's: turn \
             it on in Settings, then click with it. Rebind in {}.",
            view.file
        ))
        .small(),
    );
    big_button(ui, "Back").clicked().then_some(MenuAction::Back)
}

/// A player's pointer now, and how it grabs.
fn describe_pointer(pointer: &PlayerPointer) -> String {
    let how = match pointer {
        PlayerPointer::Mouse | PlayerPointer::MouseAndGamepad | PlayerPointer::SecondMouse(_) => {
            "left button grabs"
        }
        PlayerPointer::GamepadCursor => "stick and buttons below",
        PlayerPointer::KeyboardCursor => "keys below",
    };
    format!("{}: {how}", pointer.describe())
}

/// "R, pad Start" for a button action; "arrow keys, pad left stick" for the cursor.
fn describe_bindings(map: &InputMap<PlayerAction>, action: PlayerAction) -> String {
    let mut names: Vec<String> = Vec::new();
    if let Some(buttons) = map.get_buttonlike(&action) {
        names.extend(buttons.iter().map(|button| {
            describe_input(button.reflect_short_type_path(), &format!("{button:?}"))
        }));
    }
    if let Some(sticks) = map.get_dual_axislike(&action) {
        names.extend(
            sticks.iter().map(|stick| {
                describe_input(stick.reflect_short_type_path(), &format!("{stick:?}"))
            }),
        );
    }
    names.join(", ")
}

/// A player-readable name for one bound input, from its type and its debug text.
fn describe_input(kind: &str, debug: &str) -> String {
    match kind {
        "KeyCode" => match debug {
            "ShiftRight" => "Right Shift".to_string(),
            "ControlRight" => "Right Ctrl".to_string(),
            "NumpadEnter" => "keypad Enter".to_string(),
            _ => debug
                .strip_prefix("Key")
                .or_else(|| debug.strip_prefix("Digit"))
                .unwrap_or(debug)
                .to_string(),
        },
        // Named by the face buttons most pads print (Xbox layout), position in brackets.
        "GamepadButton" => match debug {
            "South" => "pad A".to_string(),
            "East" => "pad B".to_string(),
            "North" => "pad Y".to_string(),
            "West" => "pad X".to_string(),
            _ => format!("pad {debug}"),
        },
        "MouseButton" => format!("mouse {debug}"),
        "GamepadStick" if debug.contains("LeftStick") => "pad left stick".to_string(),
        "GamepadStick" => "pad right stick".to_string(),
        "VirtualDPad" if debug.contains("ArrowUp") => "arrow keys".to_string(),
        "VirtualDPad" if debug.contains("DPadUp") => "pad d-pad".to_string(),
        "VirtualDPad" if debug.contains("KeyW") => "W A S D".to_string(),
        _ => debug.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::input::bindings::Bindings;

    #[test]
    fn each_player_s_pointer_reads_as_what_they_hold_now() {
        let pointers = PlayerPointers::default();
        assert_eq!(
            describe_pointer(pointers.of(PlayerId::One)),
            "mouse: left button grabs"
        );
        assert_eq!(
            describe_pointer(pointers.of(PlayerId::Two)),
            "keyboard cursor: keys below"
        );
        assert_eq!(
            describe_pointer(&PlayerPointer::SecondMouse(
                "Logitech USB Optical Mouse".to_string()
            )),
            "second mouse (Logitech USB Optical Mouse): left button grabs"
        );
    }

    #[test]
    fn the_default_bindings_read_as_a_player_would_say_them() {
        let bindings = Bindings::default();
        assert_eq!(
            describe_bindings(&bindings.player_one, PlayerAction::Ready),
            "R, pad Start"
        );
        assert_eq!(
            describe_bindings(&bindings.player_two, PlayerAction::MoveCursor),
            "arrow keys, pad left stick, pad d-pad"
        );
        assert_eq!(
            describe_bindings(&bindings.player_two, PlayerAction::GrabToggle),
            "Enter, keypad Enter"
        );
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::input::bindings::Bindings;
    use crate::app::core::ui::panel_test::{click, shows};

    fn view() -> ControlsView {
        let bindings = Bindings::default();
        let maps = [&bindings.player_one, &bindings.player_two];
        ControlsView {
            players: PlayerId::BOTH.map(|player| (player.name().to_string(), egui::Color32::WHITE)),
            pointers: PlayerId::BOTH
                .map(|player| describe_pointer(PlayerPointers::default().of(player))),
            bindings: PLAYER_ACTIONS
                .map(|(action, name)| (name, maps.map(|map| describe_bindings(map, action)))),
            file: "bindings.ron".to_string(),
            room: 1200.0,
        }
    }

    #[test]
    fn every_binding_on_the_controls_page_shows_whole_at_1280_by_800() {
        use crate::app::core::ui::fit_check::fit_problems;
        use crate::app::core::ui::panel_test::laid_out_after_scales;
        let mut view = view();
        view.room = 800.0 - 220.0;
        let pass = laid_out_after_scales(egui::vec2(1280.0, 800.0), &[1.0], |ctx| {
            crate::app::core::ui::widgets::show_menu(ctx, "Controls", |ui| {
                controls_page(ui, &view)
            });
        });
        assert!(
            pass.texts
                .iter()
                .any(|text| text.text.contains("pad left stick")),
            "Player 2's column is drawn"
        );
        assert_eq!(fit_problems(&pass), vec![]);
    }

    #[test]
    fn the_controls_page_shows_the_bindings_and_goes_back() {
        let view = view();
        assert!(shows("R, pad Start", |ui| {
            controls_page(ui, &view);
        }));
        assert_eq!(
            click("Back", |ui| controls_page(ui, &view)),
            vec![MenuAction::Back]
        );
    }
}
