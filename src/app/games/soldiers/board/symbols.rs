//! One counter painted: a rounded square in the nation's colours, its NATO-style type
//! symbol (infantry ✕, cavalry one diagonal, on foot with a fainter cross, machine gun's
//! arrow, artillery's dot, howitzer "H") and Attack–Range–Movement under it, artillery's
//! attack in parentheses.

use bevy_egui::egui::{self, Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, pos2, vec2};

use super::palette;
use crate::rules::soldiers::fire::range_of;
use crate::rules::soldiers::movement::allowance;
use crate::rules::soldiers::state::{State, Unit};
use crate::rules::soldiers::units::UnitKind;

/// The counter's figures: "4-3-4", "(12)-30-2".
pub fn figures(state: &State, unit: &Unit) -> String {
    let table = &state.tables.units;
    let attack = table.attack(unit.kind, unit.nation).unwrap_or(0);
    let artillery = table
        .values(unit.kind)
        .is_some_and(|values| values.artillery);
    let attack = if artillery {
        format!("({attack})")
    } else {
        attack.to_string()
    };
    format!(
        "{attack}-{}-{}",
        range_of(state, unit),
        allowance(state, unit)
    )
}

/// Paint a counter `size` points square centred at `at`. A counter under the top of a
/// closed stack shows only its edge; a face-down one (it may not fire after its move) is
/// dimmed.
pub fn paint_counter(
    painter: &Painter,
    state: &State,
    unit: &Unit,
    at: Pos2,
    size: f32,
    shows_face: bool,
    face_down: bool,
) {
    let colours = palette::nation(unit.nation);
    let rect = Rect::from_center_size(at, vec2(size, size));
    let rounding = size * 0.12;
    painter.rect_filled(
        rect.translate(vec2(size * 0.05, size * 0.06)),
        rounding,
        Color32::from_black_alpha(90),
    );
    painter.rect(
        rect,
        rounding,
        colours.face,
        Stroke::new((size * 0.05).clamp(1.0, 2.5), colours.trim),
        egui::StrokeKind::Inside,
    );
    if !shows_face || size < 14.0 {
        return;
    }
    let ink = colours.ink;
    let stroke = Stroke::new((size * 0.045).clamp(1.0, 2.2), ink);
    // The symbol's box fills the upper half; the figures go under it.
    let symbol =
        Rect::from_center_size(at + vec2(0.0, -size * 0.13), vec2(size * 0.58, size * 0.34));
    symbol_of(painter, unit.kind, symbol, stroke);
    // The figures shrink to fit the counter's width (artillery's are long).
    let words = figures(state, unit);
    let font = (size * 0.33).min(size * 0.92 / (0.5 * words.chars().count() as f32));
    painter.text(
        at + vec2(0.0, size * 0.27),
        Align2::CENTER_CENTER,
        words,
        FontId::proportional(font),
        ink,
    );
    if face_down {
        // Faded, with a dark corner fold: it may not fire this phase.
        painter.rect_filled(rect, rounding, Color32::from_white_alpha(120));
        let fold = size * 0.28;
        painter.add(egui::Shape::convex_polygon(
            vec![
                rect.right_bottom(),
                rect.right_bottom() - vec2(fold, 0.0),
                rect.right_bottom() - vec2(0.0, fold),
            ],
            colours.trim,
            Stroke::NONE,
        ));
    }
}

/// The NATO-style symbol of a kind in `symbol`, drawn with `stroke`.
fn symbol_of(painter: &Painter, kind: UnitKind, symbol: Rect, stroke: Stroke) {
    painter.rect_stroke(symbol, 0.0, stroke, egui::StrokeKind::Middle);
    let (min, max) = (symbol.min, symbol.max);
    let (left_top, right_bottom) = (min, max);
    let right_top = pos2(max.x, min.y);
    let left_bottom = pos2(min.x, max.y);
    let cross = |painter: &Painter| {
        painter.line_segment([left_top, right_bottom], stroke);
        painter.line_segment([left_bottom, right_top], stroke);
    };
    let centre = symbol.center();
    let dot = |painter: &Painter, at: Pos2| {
        painter.circle_filled(at, symbol.height() * 0.2, stroke.color);
    };
    match kind {
        UnitKind::InfantryCompany => cross(painter),
        UnitKind::CavalryDismounted => {
            // Cavalry fighting on foot: the diagonal and the foot's cross, lighter.
            painter.line_segment([left_bottom, right_top], stroke);
            painter.line_segment(
                [left_top, right_bottom],
                Stroke::new(stroke.width * 0.6, stroke.color.gamma_multiply(0.7)),
            );
        }
        UnitKind::CavalryMounted => {
            painter.line_segment([left_bottom, right_top], stroke);
        }
        UnitKind::MachineGunSection | UnitKind::MachineGunCompany | UnitKind::MachineGunPlatoon => {
            // Infantry's cross with the machine gun's arrow up the middle.
            cross(painter);
            let top = pos2(centre.x, min.y + symbol.height() * 0.08);
            painter.line_segment([pos2(centre.x, max.y), top], stroke);
            let barb = symbol.height() * 0.3;
            painter.line_segment([top, top + vec2(-barb, barb)], stroke);
            painter.line_segment([top, top + vec2(barb, barb)], stroke);
        }
        UnitKind::FieldGunBattery | UnitKind::FieldGunPlatoon => dot(painter, centre),
        UnitKind::GunBattalion => {
            dot(painter, centre);
            size_mark(painter, symbol, "II", stroke.color);
        }
        UnitKind::HowitzerBattery | UnitKind::HowitzerPlatoon => {
            dot(painter, centre - vec2(symbol.width() * 0.2, 0.0));
            painter.text(
                centre + vec2(symbol.width() * 0.22, 0.0),
                Align2::CENTER_CENTER,
                "H",
                FontId::proportional(symbol.height() * 0.8),
                stroke.color,
            );
        }
    }
}

/// A unit-size mark over the symbol's box ("II" battalion).
fn size_mark(painter: &Painter, symbol: Rect, mark: &str, ink: Color32) {
    painter.text(
        pos2(symbol.center().x, symbol.min.y),
        Align2::CENTER_BOTTOM,
        mark,
        FontId::proportional(symbol.height() * 0.55),
        ink,
    );
}
