//! The painted zones over the editor's map (egui, under the panel): each side's
//! deployment zones tinted in its colour, entry hexes ringed in it, victory hexes ringed
//! in gold, trenches in brown; the zone being painted stronger and outlined, the stroke in
//! progress and the hex under the pointer; and the map's words as in play.

use bevy::prelude::*;
use bevy_egui::{EguiPrimaryContextPass, egui};

use super::brush::Brush;
use super::editor_state::SoldiersEditor;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::board::labels::{
    PlaceName, draw_labels, draw_road_numbers, place_names,
};
use crate::app::games::soldiers::board::screen::{BoardView, ScreenMap};
use crate::app::games::soldiers::hex_layout::hex_corners;
use crate::rules::soldiers::map::{ColRow, hex_at};
use crate::rules::soldiers::tables::Tables;
use crate::scenario::soldiers::{Arrival, SoldiersScenario};
use crate::scenario::soldiers_editor::{PaintTarget, ScenarioDraft};

/// What a zone is, for its look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Look {
    Deployment(usize),
    Entry(usize),
    Victory,
    Trenches,
}

/// The zones resolved to hexes, kept while the scenario is unchanged.
#[derive(Default)]
struct Layers {
    for_scenario: Option<SoldiersScenario>,
    zones: Vec<(Look, Vec<ColRow>)>,
    names: Vec<PlaceName>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        paint_overlay
            .before(super::panel::PanelDrawn)
            .run_if(in_state(Screen::SoldiersEditor)),
    );
}

/// A side's colour: side 0 blue, side 1 red.
pub fn side_colour(side: usize) -> egui::Color32 {
    if side == 0 {
        egui::Color32::from_rgb(40, 90, 220)
    } else {
        egui::Color32::from_rgb(210, 45, 35)
    }
}

/// `colour` seen through: `alpha` of 255.
fn tint(colour: egui::Color32, alpha: u8) -> egui::Color32 {
    egui::Color32::from_rgba_unmultiplied(colour.r(), colour.g(), colour.b(), alpha)
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 190, 30);
const TRENCH: egui::Color32 = egui::Color32::from_rgb(110, 70, 30);

fn every_zone(draft: &ScenarioDraft) -> Vec<(Look, Vec<ColRow>)> {
    let scenario = draft.scenario();
    let mut zones: Vec<(Look, Vec<ColRow>)> = Vec::new();
    let mut seen = Vec::new();
    for (side, spec) in scenario.sides.iter().enumerate() {
        for group in &spec.forces {
            let (look, zone) = match &group.at {
                Arrival::Deploy(zone) | Arrival::Placed { zone, .. } => {
                    (Look::Deployment(side), zone)
                }
                Arrival::Arrive { entry, .. } => (Look::Entry(side), entry),
            };
            if seen.contains(&(look, zone)) {
                continue;
            }
            seen.push((look, zone));
            zones.push((look, draft.zone_hexes(zone)));
        }
    }
    for win in &scenario.victory.wins {
        for condition in &win.all {
            for zone in condition.areas() {
                zones.push((Look::Victory, draft.zone_hexes(zone)));
            }
        }
    }
    if let Some(trenches) = &scenario.special.trenches {
        zones.push((Look::Trenches, draft.zone_hexes(&trenches.zone)));
    }
    zones
}

fn hex_shape(screen: &ScreenMap, hex: ColRow, shrink: f32) -> Option<Vec<egui::Pos2>> {
    let hex = hex_at(hex);
    let centre = crate::app::games::soldiers::hex_layout::hex_centre(hex);
    screen.in_view(centre)?;
    hex_corners(hex)
        .into_iter()
        .map(|corner| screen.at(centre + (corner - centre) * shrink))
        .collect()
}

fn fill(painter: &egui::Painter, screen: &ScreenMap, hexes: &[ColRow], colour: egui::Color32) {
    for hex in hexes {
        if let Some(points) = hex_shape(screen, *hex, 1.0) {
            painter.add(egui::Shape::convex_polygon(
                points,
                colour,
                egui::Stroke::NONE,
            ));
        }
    }
}

fn ring(
    painter: &egui::Painter,
    screen: &ScreenMap,
    hexes: &[ColRow],
    colour: egui::Color32,
    width: f32,
) {
    for hex in hexes {
        if let Some(points) = hex_shape(screen, *hex, 0.8) {
            painter.add(egui::Shape::closed_line(
                points,
                egui::Stroke::new(width, colour),
            ));
        }
    }
}

fn paint_overlay(
    mut view: BoardView,
    editor: Res<SoldiersEditor>,
    brush: Res<Brush>,
    mut layers: Local<Layers>,
) -> Result {
    let Some((painter, screen)) = view.begin()? else {
        return Ok(());
    };
    let tables = Tables::shipped();
    if layers.names.is_empty() {
        layers.names = place_names(&tables.map);
    }
    if layers.for_scenario.as_ref() != Some(editor.draft.scenario()) {
        layers.zones = every_zone(&editor.draft);
        layers.for_scenario = Some(editor.draft.to_scenario());
    }
    let width = (screen.hex_radius() * 0.12).clamp(1.5, 4.0);
    for (look, hexes) in &layers.zones {
        match look {
            Look::Deployment(side) => {
                fill(&painter, &screen, hexes, tint(side_colour(*side), 120));
                ring(&painter, &screen, hexes, side_colour(*side), width * 0.6);
            }
            Look::Entry(side) => ring(&painter, &screen, hexes, side_colour(*side), width),
            Look::Victory => ring(&painter, &screen, hexes, GOLD, width),
            Look::Trenches => fill(&painter, &screen, hexes, tint(TRENCH, 150)),
        }
    }
    draw_labels(&painter, &screen, &tables.map, &layers.names);
    draw_road_numbers(&painter, &screen, &tables.map);
    if let Some(target) = editor.painting {
        let colour = match target {
            PaintTarget::Victory { .. } => GOLD,
            PaintTarget::Trenches => TRENCH,
            _ => target
                .side(editor.draft.scenario())
                .map_or(GOLD, side_colour),
        };
        let hexes = editor.draft.hexes_of(target);
        fill(&painter, &screen, &hexes, tint(colour, 110));
        ring(&painter, &screen, &hexes, egui::Color32::WHITE, width);
        if let Some(stroke) = &brush.stroke {
            let look = if stroke.on {
                tint(colour, 170)
            } else {
                egui::Color32::from_black_alpha(140)
            };
            fill(&painter, &screen, &stroke.hexes, look);
        }
    }
    if let Some(hex) = brush.hovered {
        ring(&painter, &screen, &[hex], egui::Color32::WHITE, width * 0.7);
    }
    Ok(())
}
