//! The markers of the rules, over the counters: disrupted ("D" with F or E: it rallies at
//! the end of the next friendly or enemy movement phase, with a 2 when that is the second
//! one), improved positions ("IP"), eliminated markers (a red X over the hex), observed
//! hexes ("OBS" with an eye) and the horses of dismounted cavalry where they stand.
//! Interdicted hexes are hatched under the counters (`interdiction_layer`).

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Stroke, vec2};

use super::counters::{COUNTER_SIZE, CounterPlacements};
use super::labels::halo_text;
use super::screen::BoardView;
use super::{BoardPaint, palette};
use crate::app::games::soldiers::SoldiersSession;
use crate::app::games::soldiers::hex_layout::hex_centre;
use crate::rules::soldiers::state::{PHASES_PER_TURN, Side, State, Unit};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        paint_markers
            .in_set(BoardPaint::Markers)
            .run_if(resource_exists::<SoldiersSession>),
    );
}

/// The disrupted tag's words: "D F" (rallies at the end of its side's next movement
/// phase), "D E" (the enemy's), with the count when it is a later one ("D F2").
pub fn disruption_tag(state: &State, unit: &Unit) -> Option<String> {
    let until = unit.disrupted_until?;
    let first = until % PHASES_PER_TURN == 0;
    let mover = if first {
        state.first_player
    } else {
        state.first_player.other()
    };
    let whose = if mover == unit.side { "F" } else { "E" };
    let now = state.phase_index();
    let nth = (1..=4).find(|nth| state.movement_phase_after(mover, now, *nth) == until);
    Some(match nth {
        Some(nth) if nth > 1 => format!("D {whose}{nth}"),
        _ => format!("D {whose}"),
    })
}

/// A side's colour on the board: the trim of its first unit's nation.
pub fn side_colour(state: &State, side: Side) -> Color32 {
    state
        .units
        .iter()
        .find(|unit| unit.side == side)
        .map_or(Color32::GRAY, |unit| palette::nation(unit.nation).trim)
}

/// An eye: an almond outline with its pupil.
fn eye(painter: &egui::Painter, centre: Pos2, half_width: f32, ink: Color32) {
    let lid = |sign: f32| -> Vec<Pos2> {
        (0..=8)
            .map(|step| {
                let t = step as f32 / 8.0 * 2.0 - 1.0;
                centre + vec2(t * half_width, sign * (1.0 - t * t) * half_width * 0.55)
            })
            .collect()
    };
    painter.add(egui::Shape::line(lid(1.0), Stroke::new(1.2, ink)));
    painter.add(egui::Shape::line(lid(-1.0), Stroke::new(1.2, ink)));
    painter.circle_filled(centre, half_width * 0.3, ink);
}

/// A small tag: words on a coloured plate.
fn tag(
    painter: &egui::Painter,
    at: Pos2,
    align: Align2,
    words: &str,
    size: f32,
    fill: Color32,
    ink: Color32,
) {
    let font = FontId::proportional(size);
    let galley = painter.layout_no_wrap(words.to_string(), font.clone(), ink);
    let rect = align.anchor_size(at, galley.size() + vec2(size * 0.5, size * 0.1));
    painter.rect(
        rect,
        size * 0.2,
        fill,
        Stroke::new(1.0, Color32::from_black_alpha(160)),
        egui::StrokeKind::Inside,
    );
    painter.text(rect.center(), Align2::CENTER_CENTER, words, font, ink);
}

fn paint_markers(
    mut view: BoardView,
    game: Res<SoldiersSession>,
    placed: Res<CounterPlacements>,
) -> Result {
    let Some((painter, screen)) = view.begin()? else {
        return Ok(());
    };
    let state = &game.state;
    let radius = screen.hex_radius();
    let size = screen.len(COUNTER_SIZE);
    let tag_size = (size * 0.28).clamp(8.0, 18.0);
    // Horses of dismounted cavalry: a small counter at the hex's lower right.
    for unit in state.units.iter().filter(|unit| unit.on_map()) {
        let Some(horses) = unit.horses else {
            continue;
        };
        let Some(at) = screen.in_view(hex_centre(horses)) else {
            continue;
        };
        let colours = palette::nation(unit.nation);
        let centre = at + vec2(radius * 0.5, radius * 0.42);
        let rect = egui::Rect::from_center_size(centre, egui::Vec2::splat(size * 0.5));
        painter.rect(
            rect,
            size * 0.08,
            colours.face,
            Stroke::new(1.5, colours.trim),
            egui::StrokeKind::Inside,
        );
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            "H",
            FontId::proportional(size * 0.36),
            colours.ink,
        );
    }
    // Tags on the counters.
    for placement in &placed.0 {
        let Some(unit) = state.unit(placement.unit) else {
            continue;
        };
        let Some(at) = screen.in_view(placement.centre) else {
            continue;
        };
        if !placement.shows_face() {
            continue;
        }
        if let Some(words) = disruption_tag(state, unit) {
            // Astride the counter's top edge, clear of the symbol.
            let top = at + vec2(-size * 0.12, -size * 0.47);
            tag(
                &painter,
                top,
                Align2::CENTER_BOTTOM,
                &words,
                tag_size,
                Color32::from_rgb(200, 30, 30),
                Color32::WHITE,
            );
        }
        if unit.improved {
            // Beside the counter's west edge: dug in.
            let west = at + vec2(-size * 0.40, size * 0.05);
            tag(
                &painter,
                west,
                Align2::RIGHT_CENTER,
                "IP",
                tag_size,
                Color32::from_rgb(120, 84, 40),
                Color32::WHITE,
            );
        }
        if placement.of > 1 && !placement.fanned {
            let under = placed
                .0
                .iter()
                .filter(|other| other.hex == placement.hex && other.unit != unit.id)
                .filter_map(|other| state.unit(other.unit))
                .filter(|other| other.is_disrupted())
                .count();
            if under > 0 {
                let right = at + vec2(size / 2.0 + 2.0, size * 0.05);
                tag(
                    &painter,
                    right,
                    Align2::LEFT_CENTER,
                    &format!("+{under}D"),
                    tag_size * 0.85,
                    Color32::from_rgb(200, 30, 30),
                    Color32::WHITE,
                );
            }
        }
    }
    // Eliminated markers: a red X over the hex until they are lifted.
    for marker in &state.eliminated_markers {
        let Some(at) = screen.in_view(hex_centre(marker.hex)) else {
            continue;
        };
        let arm = radius * 0.55;
        let stroke = Stroke::new(
            (radius * 0.12).clamp(2.0, 6.0),
            Color32::from_rgb(200, 20, 20),
        );
        painter.line_segment([at + vec2(-arm, -arm), at + vec2(arm, arm)], stroke);
        painter.line_segment([at + vec2(-arm, arm), at + vec2(arm, -arm)], stroke);
    }
    // Observed hexes: "OBS" with an eye, in the colour of the side that may observe them.
    for (hex, fired) in &state.observed {
        let Some(at) = screen.in_view(hex_centre(*hex)) else {
            continue;
        };
        let watcher = side_colour(state, fired.other());
        let corner = at + vec2(radius * 0.15, -radius * 0.86);
        tag(
            &painter,
            corner,
            Align2::LEFT_TOP,
            "    OBS",
            tag_size * 0.85,
            Color32::from_rgb(250, 240, 200),
            watcher,
        );
        eye(
            &painter,
            corner + vec2(tag_size * 0.75, tag_size * 0.55),
            tag_size * 0.4,
            watcher,
        );
    }
    if radius >= 14.0 {
        for marker in &state.eliminated_markers {
            if let Some(at) = screen.in_view(hex_centre(marker.hex)) {
                halo_text(
                    &painter,
                    at + vec2(0.0, radius * 0.62),
                    Align2::CENTER_CENTER,
                    "ELIM",
                    FontId::proportional(tag_size),
                    Color32::from_rgb(180, 10, 10),
                    Color32::WHITE,
                );
            }
        }
    }
    Ok(())
}
