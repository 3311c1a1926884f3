//! The controls page: each player's pointer as it is now (mouse, second mouse, keyboard or
//! gamepad cursor), keys and gamepad buttons as bound now (read from the live maps, so a
//! rebinding in bindings.ron shows here), and the shared keys.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use leafwing_input_manager::prelude::*;
use muster_text::t;

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

/// Shared by both players, not rebindable: each one's words by their keys.
const SHARED_CONTROLS: [(&str, &str); 6] = [
    ("menu-controls-zoom", "menu-controls-zoom-how"),
    ("menu-controls-pan", "menu-controls-pan-how"),
    ("menu-controls-fit-table", "menu-controls-fit-table-how"),
    ("menu-controls-pause", "menu-controls-pause-how"),
    ("menu-controls-fullscreen", "menu-controls-fullscreen-how"),
    ("menu-controls-touch", "menu-controls-touch-how"),
];

/// The player actions the page lists, with the keys of their names.
const PLAYER_ACTIONS: [(PlayerAction, &str); 8] = [
    (PlayerAction::MoveCursor, "menu-controls-move-cursor"),
    (PlayerAction::GrabToggle, "menu-controls-grab-drop"),
    (PlayerAction::Grab, "menu-controls-hold-to-grab"),
    (PlayerAction::Ready, "menu-controls-ready"),
    (PlayerAction::CallTime, "menu-controls-call-time"),
    (PlayerAction::Cancel, "menu-controls-cancel"),
    (PlayerAction::TurnLeft, "menu-controls-turn-left"),
    (PlayerAction::TurnRight, "menu-controls-turn-right"),
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
        bindings: PLAYER_ACTIONS.map(|(action, name)| {
            (
                muster_text::text(name),
                PlayerId::BOTH.map(|player| bound(player, action)),
            )
        }),
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
    bindings: [(String, [String; 2]); 8],
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
    ui.heading(t!("menu-title-controls"));
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
                    cell(ui, t!("menu-controls-pointer"));
                    for pointer in &view.pointers {
                        cell(ui, pointer);
                    }
                    ui.end_row();
                    for (name, bound) in &view.bindings {
                        cell(ui, name);
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
                        cell(ui, muster_text::text(what));
                        cell(ui, muster_text::text(how));
                        ui.end_row();
                    }
                });
        },
    );
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(t!("menu-controls-gamepads-note", file = view.file.as_str())).small(),
    );
    big_button(ui, &t!("common-back"))
        .clicked()
        .then_some(MenuAction::Back)
}

/// A player's pointer now, and how it grabs.
fn describe_pointer(pointer: &PlayerPointer) -> String {
    let how = match pointer {
        PlayerPointer::Mouse | PlayerPointer::MouseAndGamepad | PlayerPointer::SecondMouse(_) => {
            t!("menu-controls-left-button-grabs")
        }
        PlayerPointer::GamepadCursor => t!("menu-controls-stick-and-buttons"),
        PlayerPointer::KeyboardCursor => t!("menu-controls-keys-below"),
    };
    t!(
        "menu-controls-pointer-how",
        pointer = pointer.describe().to_string(),
        how = how
    )
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
            "ShiftRight" => t!("menu-controls-key-right-shift"),
            "ControlRight" => t!("menu-controls-key-right-ctrl"),
            "NumpadEnter" => t!("menu-controls-key-keypad-enter"),
            _ => debug
                .strip_prefix("Key")
                .or_else(|| debug.strip_prefix("Digit"))
                .unwrap_or(debug)
                .to_string(),
        },
        // Named by the face buttons most pads print (Xbox layout), position in brackets.
        "GamepadButton" => match debug {
            "South" => t!("menu-controls-pad-button", button = "A"),
            "East" => t!("menu-controls-pad-button", button = "B"),
            "North" => t!("menu-controls-pad-button", button = "Y"),
            "West" => t!("menu-controls-pad-button", button = "X"),
            _ => t!("menu-controls-pad-button", button = debug),
        },
        "MouseButton" => t!("menu-controls-mouse-button", button = debug),
        "GamepadStick" if debug.contains("LeftStick") => t!("menu-controls-pad-left-stick"),
        "GamepadStick" => t!("menu-controls-pad-right-stick"),
        "VirtualDPad" if debug.contains("ArrowUp") => t!("menu-controls-arrow-keys"),
        "VirtualDPad" if debug.contains("DPadUp") => t!("menu-controls-pad-dpad"),
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
            bindings: PLAYER_ACTIONS.map(|(action, name)| {
                (
                    muster_text::text(name),
                    maps.map(|map| describe_bindings(map, action)),
                )
            }),
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
