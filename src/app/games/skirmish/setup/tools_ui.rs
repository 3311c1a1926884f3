//! The panel's table tools: the random balanced layout (seed and seats), the tool in hand
//! (tiles, city, factory, HQ, trees, hills, clear) with the owner of the properties placed,
//! and the tile set with Rotate (R) and Remove for the selected tile.

use bevy::prelude::*;
use bevy_egui::egui;

use super::actions::SetupAction;
use super::editor::{TableSetup, Tool};
use crate::rules::seat::PlayerId;
use crate::scenario::skirmish_layout::{PropertyKind, Seats};

pub fn random_section(
    ui: &mut egui::Ui,
    setup: &mut TableSetup,
    actions: &mut MessageWriter<SetupAction>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Seed");
        ui.add(egui::DragValue::new(&mut setup.seed).speed(1.0));
        ui.selectable_value(&mut setup.random_seats, Seats::Two, "2 players");
        ui.selectable_value(&mut setup.random_seats, Seats::Four, "4 players");
    });
    if ui
        .add(
            egui::Button::new("Random balanced layout")
                .min_size(egui::vec2(ui.available_width(), 30.0)),
        )
        .on_hover_text(
            "Replace the table with a symmetric one drawn from the seed: every player has the same ground",
        )
        .clicked()
    {
        actions.write(SetupAction::Random);
    }
}

pub fn tools_section(ui: &mut egui::Ui, setup: &mut TableSetup) {
    ui.label(egui::RichText::new("Click on the table to place").strong());
    ui.horizontal_wrapped(|ui| {
        for tool in Tool::ALL {
            ui.selectable_value(&mut setup.tool, tool, tool.label());
        }
    });
    if let Tool::Property(kind) = setup.tool {
        owner_choice(ui, setup, kind);
    }
}

/// Who the properties placed belong to: neutral or a player (an HQ always a player's).
fn owner_choice(ui: &mut egui::Ui, setup: &mut TableSetup, kind: PropertyKind) {
    if kind == PropertyKind::Hq && setup.owner.is_none() {
        setup.owner = Some(PlayerId(0));
    }
    let names = setup.player_names();
    ui.horizontal_wrapped(|ui| {
        ui.label("Owner");
        if kind != PropertyKind::Hq {
            ui.selectable_value(&mut setup.owner, None, "Neutral");
        }
        for (seat, name) in names.iter().enumerate() {
            ui.selectable_value(&mut setup.owner, Some(PlayerId(seat)), name);
        }
    });
}

pub fn tiles_section(ui: &mut egui::Ui, setup: &mut TableSetup) {
    if setup.tool != Tool::Tile {
        return;
    }
    let names: Vec<String> = setup
        .tiles
        .tiles
        .iter()
        .map(|tile| tile.name.clone())
        .collect();
    ui.horizontal_wrapped(|ui| {
        for name in names {
            let note = setup
                .tiles
                .find(&name)
                .map(|tile| tile.note.clone())
                .unwrap_or_default();
            ui.selectable_value(&mut setup.tile, name.clone(), name)
                .on_hover_text(note);
        }
    });
    let selected = setup.selected.and_then(|slot| {
        setup
            .layout
            .tile_in(slot)
            .map(|placed| (slot, placed.clone()))
    });
    match &selected {
        Some((slot, placed)) => ui.label(format!(
            "Selected: {} in {slot}, turned {}°",
            placed.tile,
            placed.rotation.degrees()
        )),
        None => ui.label(format!("In hand: turned {}°", setup.rotation.degrees())),
    };
    ui.columns(2, |columns| {
        if columns[0]
            .add(
                egui::Button::new("Rotate (R)")
                    .min_size(egui::vec2(columns[0].available_width(), 28.0)),
            )
            .on_hover_text("Turn the selected tile (or the tile in hand) a quarter clockwise")
            .clicked()
        {
            setup.rotate();
        }
        let remove = columns[1].add_enabled(
            selected.is_some(),
            egui::Button::new("Remove tile")
                .min_size(egui::vec2(columns[1].available_width(), 28.0)),
        );
        if remove
            .on_hover_text("Take up the selected tile and what stands on it")
            .clicked()
        {
            setup.remove_selected();
        }
    });
}
