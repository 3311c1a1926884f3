//! The mapsheet's words (egui, under the counters): town letters, wood letters, hill
//! names at their crests with each crest hex's altitude, numbered road hexes in circles,
//! and hex numbers ("0712") when the view is close (every fifth hex when farther).

use muster_text::t;
use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, Align2, Color32, FontId};

use super::BoardPaint;
use super::screen::BoardView;
use crate::app::games::soldiers::SoldiersSession;
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, hex_centre};
use crate::rules::soldiers::map::{Map, col_row, label};
use crate::rules::soldiers::terrain_effects::Terrain;

/// A name placed on the map: its words, where, and its kind (which sets the look).
#[derive(Debug, Clone, PartialEq)]
pub struct PlaceName {
    words: String,
    at: Vec2,
    kind: NameKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NameKind {
    Town,
    Wood,
    Hill,
}

/// The names of the map's places, worked out once per game.
#[derive(Resource, Debug, Clone, Default)]
struct PlaceNames(Vec<PlaceName>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlaceNames>()
        .add_systems(
            Update,
            name_places.run_if(resource_added::<SoldiersSession>),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                paint_labels.in_set(BoardPaint::Labels),
                paint_road_numbers.in_set(BoardPaint::Markers),
            )
                .run_if(resource_exists::<SoldiersSession>),
        );
}

fn centroid(points: &[Vec2]) -> Vec2 {
    points.iter().copied().sum::<Vec2>() / points.len().max(1) as f32
}

/// Towns and woods by letter at the middle of their hexes; hills by name at their crests.
pub fn place_names(map: &Map) -> Vec<PlaceName> {
    let mut towns: BTreeMap<char, Vec<Vec2>> = BTreeMap::new();
    let mut woods: BTreeMap<char, Vec<Vec2>> = BTreeMap::new();
    let mut crests: BTreeMap<u32, Vec<Vec2>> = BTreeMap::new();
    for hex in map.all_hexes() {
        let Some(info) = map.info(hex) else {
            continue;
        };
        let at = hex_centre(hex);
        match (info.terrain, info.name, info.hill) {
            (Terrain::Town, Some(name), _) => towns.entry(name).or_default().push(at),
            (Terrain::Woods, Some(name), _) => woods.entry(name).or_default().push(at),
            (Terrain::Crest, _, Some(hill)) => crests.entry(hill).or_default().push(at),
            _ => {}
        }
    }
    let mut names = Vec::new();
    for (letter, hexes) in towns {
        names.push(PlaceName {
            words: letter.to_string(),
            at: centroid(&hexes),
            kind: NameKind::Town,
        });
    }
    for (letter, hexes) in woods {
        names.push(PlaceName {
            words: letter.to_string(),
            at: centroid(&hexes),
            kind: NameKind::Wood,
        });
    }
    for (hill, hexes) in crests {
        let top = hexes.iter().map(|at| at.y).fold(f32::MIN, f32::max);
        let at = Vec2::new(centroid(&hexes).x, top + HEX_SIZE * 1.1);
        names.push(PlaceName {
            words: t!("soldiers-hill", hill = hill.to_string()),
            at,
            kind: NameKind::Hill,
        });
    }
    names
}

fn name_places(game: Res<SoldiersSession>, mut names: ResMut<PlaceNames>) {
    names.0 = place_names(&game.state.tables.map);
}

/// Text with a halo, so it reads on any ground.
pub fn halo_text(
    painter: &egui::Painter,
    at: egui::Pos2,
    align: Align2,
    words: &str,
    font: FontId,
    ink: Color32,
    halo: Color32,
) {
    for offset in [
        egui::vec2(1.0, 0.0),
        egui::vec2(-1.0, 0.0),
        egui::vec2(0.0, 1.0),
        egui::vec2(0.0, -1.0),
    ] {
        painter.text(at + offset, align, words, font.clone(), halo);
    }
    painter.text(at, align, words, font, ink);
}

fn paint_labels(mut view: BoardView, game: Res<SoldiersSession>, names: Res<PlaceNames>) -> Result {
    let Some((painter, screen)) = view.begin()? else {
        return Ok(());
    };
    draw_labels(&painter, &screen, &game.state.tables.map, &names.0);
    Ok(())
}

/// The map's words: hex numbers, crest altitudes and the places' names.
pub fn draw_labels(
    painter: &egui::Painter,
    screen: &super::screen::ScreenMap,
    map: &Map,
    names: &[PlaceName],
) {
    let radius = screen.hex_radius();
    let pale = Color32::from_rgba_unmultiplied(255, 252, 235, 220);
    // Per hex: altitudes on crests, hex numbers, numbered roads.
    let small = FontId::proportional((radius * 0.26).clamp(8.0, 14.0));
    for hex in map.all_hexes() {
        let Some(at) = screen.in_view(hex_centre(hex)) else {
            continue;
        };
        let (col, row) = col_row(hex);
        let numbered = radius >= 34.0 || (radius >= 14.0 && col % 5 == 0 && row % 5 == 0);
        if numbered {
            painter.text(
                at + egui::vec2(0.0, -radius * 0.70),
                Align2::CENTER_CENTER,
                label(hex),
                small.clone(),
                Color32::from_rgba_unmultiplied(40, 36, 24, 170),
            );
        }
        if let Some(info) = map.info(hex).filter(|info| info.terrain == Terrain::Crest)
            && radius >= 24.0
        {
            painter.text(
                at + egui::vec2(0.0, radius * 0.70),
                Align2::CENTER_CENTER,
                info.altitude.to_string(),
                small.clone(),
                Color32::from_rgb(250, 235, 200),
            );
        }
    }
    for name in names {
        let Some(at) = screen.in_view(name.at) else {
            continue;
        };
        let (size, ink) = match name.kind {
            NameKind::Town => (
                (radius * 1.1).clamp(14.0, 44.0),
                Color32::from_rgb(110, 20, 20),
            ),
            NameKind::Wood => (
                (radius * 0.9).clamp(12.0, 36.0),
                Color32::from_rgb(10, 50, 10),
            ),
            NameKind::Hill => (
                (radius * 0.55).clamp(11.0, 24.0),
                Color32::from_rgb(90, 50, 15),
            ),
        };
        halo_text(
            painter,
            at,
            Align2::CENTER_CENTER,
            &name.words,
            FontId::proportional(size),
            ink,
            pale,
        );
    }
}

/// The numbered road hexes' circles, at the hex's west corner, over any counter there.
fn paint_road_numbers(mut view: BoardView, game: Res<SoldiersSession>) -> Result {
    let Some((painter, screen)) = view.begin()? else {
        return Ok(());
    };
    draw_road_numbers(&painter, &screen, &game.state.tables.map);
    Ok(())
}

/// The numbered road hexes' circles.
pub fn draw_road_numbers(painter: &egui::Painter, screen: &super::screen::ScreenMap, map: &Map) {
    let radius = screen.hex_radius();
    for (number, hex) in map.numbered_hexes() {
        let Some(at) = screen.in_view(hex_centre(hex)) else {
            continue;
        };
        let centre = at + egui::vec2(-radius * 0.80, -radius * 0.30);
        let size = (radius * 0.26).max(8.0);
        painter.circle(
            centre,
            size,
            Color32::from_rgb(255, 248, 220),
            egui::Stroke::new(1.5, Color32::from_rgb(120, 60, 20)),
        );
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            number.to_string(),
            FontId::proportional(size * 1.4),
            Color32::from_rgb(120, 40, 10),
        );
    }
}
