//! The table on the set-up screen, painted with egui beside the panel: the tile slots (laid
//! tiles square by square, empty slots around them to grow the table), properties in their
//! owner's colour, placed trees and hills ringed, the selected tile, the places of problems.
//! A click uses the tool in hand; a right click takes up a tile or clears a square. The
//! table is held still on the screen while it is edited ([`GridView`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::editor::{MOST_SLOTS, TableSetup, Tool};
use super::palette;
use super::panel::{PanelDrawn, table_and_problems};
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::view::ground::paint_ground;
use crate::rules::skirmish::map::Pos;
use crate::scenario::skirmish_layout::{Element, LayoutProblem, PropertyKind, Slot};
use crate::scenario::skirmish_playable::Unplayable as Why;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridView>().add_systems(
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

/// The fewest slots across the screen's fitting is sized for, so a small table has room to
/// grow before it must be fitted again.
const ROOM: i32 = 5;

impl GridGeometry {
    /// The slots shown for a table of `slots` (columns, rows): (columns, rows, left, top),
    /// with a ring of empty slots where it may grow.
    fn shown(slots: (i32, i32)) -> (i32, i32, i32, i32) {
        let ring = |used: i32| i32::from(used < MOST_SLOTS);
        let (cols, rows) = (slots.0.max(1), slots.1.max(1));
        let (left, top) = if slots.0 == 0 {
            (1, 1)
        } else {
            (ring(cols), ring(rows))
        };
        (left + cols + ring(cols), top + rows + ring(rows), left, top)
    }

    /// The table of `slots` (columns, rows), with a ring of empty slots where it may grow,
    /// fitted and centred in `area` (squares sized for at least [`ROOM`] slots across).
    pub fn fit(slots: (i32, i32), edge: i32, area: egui::Rect) -> Self {
        let (cols, rows, left, top) = Self::shown(slots);
        let squares = egui::vec2((cols * edge) as f32, (rows * edge) as f32);
        let room = egui::vec2(
            (cols.max(ROOM) * edge) as f32,
            (rows.max(ROOM) * edge) as f32,
        );
        let size = (area.width() / room.x).min(area.height() / room.y) * 0.96;
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

    /// The table of `slots` with its first square's top-left at `table_origin`, squares
    /// `size` points big.
    pub fn at(table_origin: egui::Pos2, size: f32, slots: (i32, i32), edge: i32) -> Self {
        let (cols, rows, left, top) = Self::shown(slots);
        let ring = egui::vec2((left * edge) as f32, (top * edge) as f32);
        GridGeometry {
            origin: table_origin - ring * size,
            size,
            edge,
            cols,
            rows,
            left,
            top,
        }
    }

    /// The top-left of the table's first square (the layout's square 0, 0).
    pub fn table_origin(&self) -> egui::Pos2 {
        self.rect(Pos::new(0, 0)).min
    }

    /// Everything shown: the table and its ring.
    pub fn shown_rect(&self) -> egui::Rect {
        let squares = egui::vec2(
            (self.cols * self.edge) as f32,
            (self.rows * self.edge) as f32,
        );
        egui::Rect::from_min_size(self.origin, squares * self.size)
    }

    /// The same geometry moved as little as may be to lie inside `area`; `None` when it is
    /// bigger than `area`.
    fn kept_in(self, area: egui::Rect) -> Option<Self> {
        let shown = self.shown_rect();
        let slack = 0.5;
        if shown.width() > area.width() + slack || shown.height() > area.height() + slack {
            return None;
        }
        let nudge = |low: f32, high: f32, min: f32, max: f32| {
            if low < min - slack {
                min - low
            } else if high > max + slack {
                max - high
            } else {
                0.0
            }
        };
        let dx = nudge(shown.min.x, shown.max.x, area.min.x, area.max.x);
        let dy = nudge(shown.min.y, shown.max.y, area.min.y, area.max.y);
        Some(GridGeometry {
            origin: self.origin + egui::vec2(dx, dy),
            ..self
        })
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

/// Where the table is held on the screen while it is edited: a tile laid (even one that
/// grows the table left or up) leaves every other tile where it was. The table is fitted and
/// centred anew only for a new layout, on Centre, when the window changes size, or when it
/// has grown past the room it has (then moved as little as will do, or fitted again).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct GridView(Option<HeldView>);

#[derive(Debug, Clone, Copy, PartialEq)]
struct HeldView {
    table_origin: egui::Pos2,
    size: f32,
    /// The setup's `moved()` when the origin was taken.
    moved: (i32, i32),
    generation: u32,
    /// The screen it was fitted on.
    screen: egui::Rect,
}

impl GridView {
    /// Where the table of `setup` is drawn in `area` on a screen `screen` big.
    pub fn geometry(
        &mut self,
        setup: &TableSetup,
        area: egui::Rect,
        screen: egui::Rect,
    ) -> GridGeometry {
        let (slots, edge) = (setup.slots(), setup.tiles.edge());
        let generation = setup.view_generation();
        let held = self
            .0
            .filter(|held| held.generation == generation && held.screen == screen);
        let geometry = held
            .and_then(|held| {
                let (x, y) = setup.moved();
                let moved = egui::vec2((x - held.moved.0) as f32, (y - held.moved.1) as f32);
                let origin = held.table_origin - moved * held.size;
                GridGeometry::at(origin, held.size, slots, edge).kept_in(area)
            })
            .unwrap_or_else(|| GridGeometry::fit(slots, edge, area));
        self.0 = Some(HeldView {
            table_origin: geometry.table_origin(),
            size: geometry.size,
            moved: setup.moved(),
            generation,
            screen,
        });
        geometry
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

fn draw_grid(
    mut contexts: EguiContexts,
    mut setup: ResMut<TableSetup>,
    mut view: ResMut<GridView>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let (area, _) = table_and_problems(screen);
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
            let geometry = view.geometry(&setup, table_area, screen);
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
            // A click may have grown the table (which then moved over): the tiles laid stay
            // where they are on the screen.
            let geometry = view.geometry(&setup, table_area, screen);
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
        Tool::Tile => t!(
            "skirmish-setup-hint-tile",
            tile = setup.tile.as_str(),
            degrees = setup.rotation.degrees()
        ),
        Tool::Property(PropertyKind::Hq) => t!("skirmish-setup-hint-hq"),
        Tool::Property(PropertyKind::City) => t!("skirmish-setup-hint-city"),
        Tool::Property(PropertyKind::Factory) => t!("skirmish-setup-hint-factory"),
        Tool::Element(Element::Trees) => t!("skirmish-setup-hint-trees"),
        Tool::Element(Element::Hills) => t!("skirmish-setup-hint-hills"),
        Tool::Clear => t!("skirmish-setup-hint-clear"),
    }
}

/// The square under the pointer, in words.
fn square_words(setup: &TableSetup, at: Pos) -> Option<String> {
    let terrain = setup.layout.terrain(at, &setup.tiles)?;
    Some(t!(
        "skirmish-setup-square",
        row = at.y + 1,
        column = at.x + 1,
        at = at.to_string(),
        terrain = terrain.name()
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

#[cfg(test)]
mod tests {
    use super::*;

    const SCREEN: egui::Rect = egui::Rect {
        min: egui::pos2(0.0, 0.0),
        max: egui::pos2(1280.0, 800.0),
    };
    const AREA: egui::Rect = egui::Rect {
        min: egui::pos2(0.0, 40.0),
        max: egui::pos2(780.0, 650.0),
    };

    /// A table of one tile laid, and the view holding it.
    fn one_tile() -> (TableSetup, GridView, i32) {
        let mut setup = TableSetup::default();
        let edge = setup.tiles.edge();
        setup.click(Pos::new(0, 0));
        let mut view = GridView::default();
        view.geometry(&setup, AREA, SCREEN);
        (setup, view, edge)
    }

    #[test]
    fn a_tile_laid_right_of_the_table_leaves_the_laid_tiles_where_they_were() {
        let (mut setup, mut view, edge) = one_tile();
        let first = view.geometry(&setup, AREA, SCREEN).rect(Pos::new(0, 0));
        setup.click(Pos::new(edge, 0));
        assert_eq!(setup.slots(), (2, 1), "the table grew");
        let after = view.geometry(&setup, AREA, SCREEN);
        assert_eq!(
            after.rect(Pos::new(0, 0)),
            first,
            "the first tile stayed put"
        );
        assert_eq!(
            after.table_origin(),
            first.min,
            "the grid's origin is unchanged"
        );
    }

    #[test]
    fn a_tile_laid_left_of_the_table_leaves_the_laid_tiles_where_they_were() {
        let (mut setup, mut view, edge) = one_tile();
        let first = view.geometry(&setup, AREA, SCREEN).rect(Pos::new(0, 0));
        setup.tile = "Road".into();
        setup.click(Pos::new(-1, 0));
        // The table moved over: the first tile is now the layout's second slot.
        let after = view.geometry(&setup, AREA, SCREEN);
        assert_eq!(after.rect(Pos::new(edge, 0)), first);
        assert_eq!(
            after.slot_rect(0, 0).max.x,
            first.min.x,
            "the new tile lies where it was clicked, left of the first"
        );
    }

    #[test]
    fn the_first_tile_lies_in_the_slot_clicked() {
        let mut setup = TableSetup::default();
        let edge = setup.tiles.edge();
        let mut view = GridView::default();
        let empty = view.geometry(&setup, AREA, SCREEN);
        let clicked = empty.slot_rect(1, -1);
        setup.click(Pos::new(edge, -edge));
        let after = view.geometry(&setup, AREA, SCREEN);
        assert_eq!(after.slot_rect(0, 0), clicked);
    }

    #[test]
    fn centre_and_a_new_layout_fit_the_table_again() {
        let (mut setup, mut view, edge) = one_tile();
        setup.click(Pos::new(edge, 0));
        let held = view.geometry(&setup, AREA, SCREEN);
        let centred = GridGeometry::fit(setup.slots(), edge, AREA);
        assert_ne!(held, centred, "held, not centred, while editing");
        setup.centre_view();
        assert_eq!(view.geometry(&setup, AREA, SCREEN), centred);
        setup.randomise();
        let fitted = GridGeometry::fit(setup.slots(), edge, AREA);
        assert_eq!(view.geometry(&setup, AREA, SCREEN), fitted);
    }

    #[test]
    fn a_table_grown_past_its_room_is_kept_on_the_screen() {
        let (mut setup, mut view, edge) = one_tile();
        for col in 1..MOST_SLOTS {
            setup.click(Pos::new(col * edge, 0));
            let geometry = view.geometry(&setup, AREA, SCREEN);
            let shown = geometry.shown_rect();
            assert!(
                AREA.expand(1.0).contains_rect(shown),
                "{col} tiles: {shown:?} inside {AREA:?}"
            );
        }
    }
}
