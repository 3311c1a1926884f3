//! The table on the set-up screen, painted with egui beside the panel: the tile slots (laid
//! tiles square by square, empty slots around them to grow the table), properties in their
//! owner's colour, placed trees and hills ringed, the selected tile, the places of problems.
//! A click uses the tool in hand; a right click takes up a tile or clears a square.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::editor::{MOST_SLOTS, TableSetup, Tool};
use super::palette;
use super::panel::{PanelDrawn, table_and_problems};
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::view::ground::paint_ground;
use crate::rules::skirmish::map::Pos;
use crate::scenario::skirmish_layout::{LayoutProblem, PropertyKind, Slot};
use crate::scenario::skirmish_playable::Unplayable as Why;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_grid
            .after(PanelDrawn)
            .run_if(in_state(Screen::SkirmishSetup)),
    );
}

/// Where the table's squares sit on the screen: the top-left of the first shown square, a
/// square's size, and the empty slots shown left of and above the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GridGeometry {
    pub origin: egui::Pos2,
    pub size: f32,
    pub edge: i32,
    /// Slots shown, and how many of them are the empty ring left and above.
    pub cols: i32,
    pub rows: i32,
    pub left: i32,
    pub top: i32,
}

impl GridGeometry {
    /// The table of `slots` (columns, rows), with a ring of empty slots where it may grow,
    /// fitted and centred in `area`.
    pub fn fit(slots: (i32, i32), edge: i32, area: egui::Rect) -> Self {
        let ring = |used: i32| i32::from(used < MOST_SLOTS);
        let (cols, rows) = (slots.0.max(1), slots.1.max(1));
        let (left, top) = if slots.0 == 0 {
            (1, 1)
        } else {
            (ring(cols), ring(rows))
        };
        let cols = left + cols + ring(cols);
        let rows = top + rows + ring(rows);
        let squares = egui::vec2((cols * edge) as f32, (rows * edge) as f32);
        let size = (area.width() / squares.x).min(area.height() / squares.y) * 0.96;
        let origin = area.center() - squares * size / 2.0;
        GridGeometry {
            origin,
            size,
            edge,
            cols,
            rows,
            left,
            top,
        }
    }

    /// The square drawn at `point`, in the layout's squares (negative left of or above the
    /// table), if it is in a shown slot.
    pub fn square_at(&self, point: egui::Pos2) -> Option<Pos> {
        let local = (point - self.origin) / self.size;
        let (x, y) = (local.x.floor() as i32, local.y.floor() as i32);
        let inside =
            (0..self.cols * self.edge).contains(&x) && (0..self.rows * self.edge).contains(&y);
        inside.then(|| Pos::new(x - self.left * self.edge, y - self.top * self.edge))
    }

    /// The rectangle of square `pos`.
    pub fn rect(&self, pos: Pos) -> egui::Rect {
        let shown = egui::vec2(
            (pos.x + self.left * self.edge) as f32,
            (pos.y + self.top * self.edge) as f32,
        );
        egui::Rect::from_min_size(
            self.origin + shown * self.size,
            egui::vec2(self.size, self.size),
        )
    }

    /// The rectangle of slot (`col`, `row`) of the layout (negative in the ring).
    pub fn slot_rect(&self, col: i32, row: i32) -> egui::Rect {
        let first = self.rect(Pos::new(col * self.edge, row * self.edge));
        egui::Rect::from_min_size(first.min, egui::Vec2::splat(self.size * self.edge as f32))
    }

    /// Every shown slot, as the layout's (column, row).
    pub fn shown_slots(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        (0..self.rows)
            .flat_map(move |row| (0..self.cols).map(move |col| (col - self.left, row - self.top)))
    }
}

/// The squares and slots a problem names, to mark on the table.
pub fn problem_places(problem: &LayoutProblem) -> (Vec<Pos>, Vec<Slot>) {
    use LayoutProblem::*;
    match problem {
        UnknownTile { slot, .. } | TilesOverlap { slot } | TileApart { slot } => {
            (Vec::new(), vec![*slot])
        }
        OffTheTiles { at }
        | SquareTaken { at }
        | PropertyOnImpassable { at, .. }
        | ElementOffPlain { at, .. }
        | NoSuchOwner { at, .. }
        | NeutralHq { at }
        | ExtraHq { at, .. }
        | Unplayable(Why::FactoryShutIn { at }) => (vec![*at], Vec::new()),
        Unplayable(Why::HqsApart { hq, other_hq, .. }) => (vec![*hq, *other_hq], Vec::new()),
        _ => (Vec::new(), Vec::new()),
    }
}

fn draw_grid(mut contexts: EguiContexts, mut setup: ResMut<TableSetup>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (area, _) = table_and_problems(ctx.content_rect());
    egui::Area::new(egui::Id::new("skirmish setup table"))
        .order(egui::Order::Background)
        .fixed_pos(area.min)
        .show(ctx, |ui| {
            ui.painter().rect_filled(area, 0.0, palette::BACKDROP);
            let response = ui.allocate_rect(area, egui::Sense::click());
            let painter = ui.painter_at(area);
            let text = |text: String| {
                painter.layout(
                    text,
                    egui::FontId::proportional(14.0),
                    egui::Color32::from_gray(220),
                    area.width() - 16.0,
                )
            };
            // What a click does above the table (wrapped to its width), the square under the
            // pointer below it.
            let hint = text(hint(&setup));
            let table_area = egui::Rect::from_min_max(
                area.min + egui::vec2(4.0, hint.size().y + 8.0),
                area.max - egui::vec2(4.0, 24.0),
            );
            let fit = |setup: &TableSetup| {
                GridGeometry::fit(setup.slots(), setup.tiles.edge(), table_area)
            };
            let geometry = fit(&setup);
            let hovered = response
                .hover_pos()
                .and_then(|point| geometry.square_at(point));
            if response.clicked()
                && let Some(at) = response
                    .interact_pointer_pos()
                    .and_then(|p| geometry.square_at(p))
            {
                setup.click(at);
            }
            if response.secondary_clicked()
                && let Some(at) = response
                    .interact_pointer_pos()
                    .and_then(|p| geometry.square_at(p))
            {
                setup.right_click(at);
            }
            // A click may have grown or moved the table.
            let geometry = fit(&setup);
            let hovered = hovered
                .and(response.hover_pos())
                .and_then(|point| geometry.square_at(point));
            paint_table(&painter, &mut setup, &geometry, hovered);
            painter.galley(
                area.min + egui::vec2(8.0, 4.0),
                hint,
                egui::Color32::from_gray(220),
            );
            if let Some(square) = hovered.and_then(|at| square_words(&setup, at)) {
                let galley = text(square);
                let at = egui::pos2(area.min.x + 8.0, area.max.y - 4.0 - galley.size().y);
                painter.galley(at, galley, egui::Color32::from_gray(220));
            }
        });
    Ok(())
}

/// The line above the table: what a click does.
fn hint(setup: &TableSetup) -> String {
    match setup.tool {
        Tool::Tile => format!(
            "Click a slot: lay {} turned {}° (R turns it). Right click: take a tile up.",
            setup.tile,
            setup.rotation.degrees()
        ),
        Tool::Property(PropertyKind::Hq) => "Click a square: place an HQ.".to_string(),
        Tool::Property(kind) => format!("Click a square: place a {}.", kind.name()),
        Tool::Element(element) => format!("Click a plain square: place {}.", element.name()),
        Tool::Clear => "Click a square: clear it.".to_string(),
    }
}

/// The square under the pointer, in words.
fn square_words(setup: &TableSetup, at: Pos) -> Option<String> {
    let terrain = setup.layout.terrain(at, &setup.tiles)?;
    Some(format!(
        "Row {} column {} ({at}): {}",
        at.y + 1,
        at.x + 1,
        terrain.name()
    ))
}

fn paint_table(
    painter: &egui::Painter,
    setup: &mut TableSetup,
    geometry: &GridGeometry,
    hovered: Option<Pos>,
) {
    let edge = geometry.edge;
    let size = geometry.size;
    for (col, row) in geometry.shown_slots() {
        let rect = geometry.slot_rect(col, row);
        let laid = u8::try_from(col)
            .ok()
            .zip(u8::try_from(row).ok())
            .map(|(col, row)| Slot::new(col, row))
            .filter(|slot| setup.layout.tile_in(*slot).is_some());
        if laid.is_none() {
            painter.rect_stroke(
                rect.shrink(2.0),
                4.0,
                egui::Stroke::new(1.0, palette::EMPTY_SLOT),
                egui::StrokeKind::Inside,
            );
            painter.text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                "+",
                egui::FontId::proportional(size * 1.5),
                palette::EMPTY_SLOT,
            );
            continue;
        }
        for y in 0..edge {
            for x in 0..edge {
                let at = Pos::new(col * edge + x, row * edge + y);
                paint_square(painter, setup, geometry.rect(at), at);
            }
        }
        painter.rect_stroke(
            rect,
            0.0,
            egui::Stroke::new(2.0, palette::TILE_EDGE),
            egui::StrokeKind::Inside,
        );
    }
    let (mut squares, mut slots) = (Vec::new(), Vec::new());
    for problem in setup.problems() {
        let (at, slot) = problem_places(problem);
        squares.extend(at);
        slots.extend(slot);
    }
    for at in squares {
        painter.rect_stroke(
            geometry.rect(at).shrink(1.0),
            2.0,
            egui::Stroke::new((size * 0.12).max(2.0), palette::PROBLEM),
            egui::StrokeKind::Inside,
        );
    }
    for slot in slots {
        let rect = geometry.slot_rect(i32::from(slot.col), i32::from(slot.row));
        painter.rect_stroke(
            rect,
            0.0,
            egui::Stroke::new(3.0, palette::PROBLEM),
            egui::StrokeKind::Inside,
        );
    }
    if let Some(slot) = setup.selected {
        let rect = geometry.slot_rect(i32::from(slot.col), i32::from(slot.row));
        painter.rect_stroke(
            rect,
            0.0,
            egui::Stroke::new(3.0, palette::SELECTED),
            egui::StrokeKind::Inside,
        );
    }
    if let Some(at) = hovered {
        let rect = match setup.tool {
            Tool::Tile => geometry.slot_rect(at.x.div_euclid(edge), at.y.div_euclid(edge)),
            _ => geometry.rect(at),
        };
        painter.rect_stroke(
            rect,
            2.0,
            egui::Stroke::new(2.0, egui::Color32::WHITE),
            egui::StrokeKind::Inside,
        );
    }
}

fn paint_square(painter: &egui::Painter, setup: &TableSetup, rect: egui::Rect, at: Pos) {
    let layout = &setup.layout;
    let Some(terrain) = layout.terrain(at, &setup.tiles) else {
        return;
    };
    paint_ground(painter, rect, terrain);
    let size = rect.width();
    if let Some(property) = layout.property_at(at) {
        let colour = property
            .owner
            .and_then(|owner| layout.players.get(owner.0))
            .map_or(palette::NEUTRAL, |player| palette::army(player.colour));
        let inner = rect.shrink(size * 0.1);
        painter.rect_filled(inner, size * 0.08, colour);
        let letter = match property.kind {
            PropertyKind::City => "C",
            PropertyKind::Factory => "F",
            PropertyKind::Hq => "HQ",
        };
        painter.text(
            inner.center(),
            egui::Align2::CENTER_CENTER,
            letter,
            egui::FontId::proportional(size * 0.42),
            egui::Color32::WHITE,
        );
    }
    if layout.element_at(at).is_some() {
        painter.circle_stroke(
            rect.center(),
            size * 0.44,
            egui::Stroke::new((size * 0.05).max(1.0), egui::Color32::from_gray(240)),
        );
    }
    painter.rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(0.5, egui::Color32::from_black_alpha(60)),
        egui::StrokeKind::Inside,
    );
}
