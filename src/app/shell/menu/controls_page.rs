//! The controls page: each player's pointer as it is now (mouse, second mouse, keyboard or
//! gamepad cursor), keys and gamepad buttons as bound now (read from the live maps, so a
//! rebinding in bindings.ron shows here), the shared keys, and the grid boards' keys.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::app::core::input::binding_names::Device;
use crate::app::core::input::bindings::BindingsFile;
use crate::app::core::input::input_prompts::{InputPrompts, PAUSE, Prompts};
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

/// Shared by both players, not rebindable (Pause / back is [`PAUSE`], named with the pad's
/// button where one is held).
/// Each one's words by their keys.
const SHARED_CONTROLS: [(&str, &str); 7] = [
    ("menu-controls-zoom", "menu-controls-zoom-how"),
    ("menu-controls-pan", "menu-controls-pan-how"),
    ("menu-controls-fit-table", "menu-controls-fit-table-how"),
    ("menu-controls-fullscreen", "menu-controls-fullscreen-how"),
    // `core::ui::view_keys`: F9 and F10.
    ("view-controls-captions", "view-controls-captions-how"),
    ("view-controls-big-screen", "view-controls-big-screen-how"),
    ("menu-controls-touch", "menu-controls-touch-how"),
];

/// The grid boards (Soldiers, Skirmish Wars, the movement game) by keyboard, not rebindable.
/// Each one's words by their keys.
const GRID_BOARD_KEYS: [(&str, &str); 8] = [
    (
        "menu-controls-board-cursor",
        "menu-controls-board-cursor-how",
    ),
    ("menu-controls-act-on-cell", "menu-controls-act-on-cell-how"),
    (
        "menu-controls-drop-selection",
        "menu-controls-drop-selection-how",
    ),
    ("menu-controls-end-turn", "menu-controls-end-turn-how"),
    (
        "menu-controls-panel-buttons",
        "menu-controls-panel-buttons-how",
    ),
    ("menu-controls-soldiers", "menu-controls-soldiers-how"),
    ("menu-controls-skirmish", "menu-controls-skirmish-how"),
    ("menu-controls-movement", "menu-controls-movement-how"),
];

/// The player actions the page lists, with their names.
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
    prompts: Prompts,
    file: Res<BindingsFile>,
    palette: Res<SidePalette>,
    pointers: Option<Res<PlayerPointers>>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let fallback = PlayerPointers::default();
    let pointers = pointers.as_deref().unwrap_or(&fallback);
    let colours = PlayerId::BOTH.map(|player| palette.egui_on_dark(player.index()));
    let names = |player, action, device| prompts.on(player, action, device);
    let mut view = read_view(&prompts.state(), names, pointers, colours);
    view.file = file.0.display().to_string();
    // Each pad's line below the tables takes a row of the tables' room.
    view.room = ctx.content_rect().height() - 220.0 - 18.0 * view.pads.len() as f32;
    if let Some(action) = show_menu(ctx, "Controls", |ui| controls_page(ui, &view)).flatten() {
        actions.write(action);
    }
    Ok(())
}

/// What the page shows, read from the live bindings, pads and pointers: a column of keys
/// for each player, and beside it one of its pad's buttons where the player holds a pad.
fn read_view(
    state: &InputPrompts,
    names: impl Fn(PlayerId, PlayerAction, Device) -> String,
    pointers: &PlayerPointers,
    colours: [egui::Color32; 2],
) -> ControlsView {
    let mut columns = Vec::new();
    for player in PlayerId::BOTH {
        let colour = colours[player.index()];
        columns.push(Column {
            player,
            device: Device::Keys,
            heading: player.name().to_string(),
            colour,
            pointer: describe_pointer(pointers.of(player)),
        });
        if let Some(pad) = state.pad(player) {
            columns.push(Column {
                player,
                device: Device::Pad(pad.family),
                heading: format!("{} · {}", player.name(), pad.family.title()),
                colour,
                pointer: pad.name.clone(),
            });
        }
    }
    let bindings = PLAYER_ACTIONS
        .iter()
        .map(|(action, name)| {
            let cells = columns
                .iter()
                .map(|column| names(column.player, *action, column.device))
                .collect();
            (*name, cells)
        })
        .filter(|(_, cells): &(&str, Vec<String>)| cells.iter().any(|cell| !cell.is_empty()))
        .map(|(name, cells)| (name, cells.into_iter().map(or_dash).collect()))
        .collect();
    let pause = std::iter::once(PAUSE.name(Device::Keys))
        .chain(PlayerId::BOTH.iter().filter_map(|player| {
            state
                .pad(*player)
                .map(|pad| PAUSE.name(Device::Pad(pad.family)))
        }))
        .collect::<Vec<_>>()
        .join(", ");
    let pads = PlayerId::BOTH
        .iter()
        .filter_map(|player| {
            state.pad(*player).map(|pad| match pad.family.title() {
                title if title == pad.name => format!("{}: {title}", player.name()),
                title => format!("{}: {} ({title})", player.name(), pad.name),
            })
        })
        .collect();
    ControlsView {
        columns,
        bindings,
        pause,
        pads,
        file: String::new(),
        room: 1200.0,
    }
}

/// "—" for nothing bound.
fn or_dash(names: String) -> String {
    if names.is_empty() {
        "—".to_string()
    } else {
        names
    }
}

/// One column of the page: a player's keys, or the pad a player holds.
struct Column {
    player: PlayerId,
    device: Device,
    heading: String,
    colour: egui::Color32,
    /// The player's pointer (the keys' column), or the pad's own name.
    pointer: String,
}

/// What the controls page shows, read from the live bindings and pointers.
struct ControlsView {
    columns: Vec<Column>,
    /// Each action's name, and what each column has bound to it (actions nothing is bound
    /// to left out).
    bindings: Vec<(&'static str, Vec<String>)>,
    /// Pause / back, on the keys and each pad held.
    pause: String,
    /// The pads recognised, a line each ("Player 2: Xbox Wireless Controller (Xbox pad)").
    pads: Vec<String>,
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
    ui.heading(t!("menu-controls-title"));
    show_scrolled(
        ui,
        egui::ScrollArea::vertical().max_height(view.room.max(120.0)),
        |ui| {
            let gap = ui.spacing().item_spacing.x;
            let width = ui.available_width();
            let count = view.columns.len() + 1;
            egui::Grid::new("controls")
                .striped(true)
                .num_columns(count)
                .max_col_width((width - (count - 1) as f32 * gap) / count as f32)
                .show(ui, |ui| {
                    ui.label("");
                    for column in &view.columns {
                        cell(
                            ui,
                            egui::RichText::new(&column.heading)
                                .strong()
                                .color(column.colour),
                        );
                    }
                    ui.end_row();
                    cell(ui, t!("menu-controls-pointer"));
                    for column in &view.columns {
                        cell(ui, &column.pointer);
                    }
                    ui.end_row();
                    for (name, bound) in &view.bindings {
                        cell(ui, muster_text::text(name));
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
                    let pause = t!("menu-controls-pause");
                    let rows = SHARED_CONTROLS
                        .iter()
                        .map(|(what, how)| (muster_text::text(what), muster_text::text(how)));
                    let rows: Vec<(String, String)> = rows
                        .clone()
                        .take(3)
                        .chain([(pause, view.pause.clone())])
                        .chain(rows.skip(3))
                        .collect();
                    for (what, how) in rows {
                        cell(ui, what);
                        cell(ui, how);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            ui.strong(t!("menu-controls-grid-boards"));
            egui::Grid::new("grid board keys")
                .num_columns(2)
                .max_col_width(width * 0.6)
                .show(ui, |ui| {
                    for (what, how) in GRID_BOARD_KEYS {
                        cell(ui, muster_text::text(what));
                        cell(ui, muster_text::text(how));
                        ui.end_row();
                    }
                });
        },
    );
    ui.add_space(6.0);
    for pad in &view.pads {
        ui.label(egui::RichText::new(pad).small());
    }
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
        pointer = pointer.describe(),
        how = how
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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
}

#[cfg(test)]
mod panels;
#[cfg(test)]
mod with_a_pad;
