//! The table being laid out: the layout, the tool in hand, who sits in each seat, the random
//! layout's seed (and whether tiles laid by hand would be replaced), how far the table moved
//! over as it grew (so the screen holds it still), and the layout's problems kept fresh. Plain methods, so tests lay out a
//! table without a window.

use muster_text::t;
use std::sync::Arc;

use bevy::prelude::*;

use crate::app::games::skirmish::SkirmishSeat;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::PlayerId;
use crate::rules::skirmish::tables::Tables;
use crate::scenario::skirmish_layout::{
    Element, Layout, LayoutPlayer, LayoutProblem, PlacedElement, PlacedProperty, PlacedTile,
    PropertyKind, Rotation, Seats, Slot, TileSet, generate,
};

/// The most tile slots along either side of the table.
pub const MOST_SLOTS: i32 = 8;

/// What a click on the table does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Lay the chosen tile in the slot clicked (2.0).
    Tile,
    /// Place a property on the square clicked (2.1), owned by the chosen owner.
    Property(PropertyKind),
    /// Place a terrain element on the square clicked (2.2).
    Element(Element),
    /// Take the property or element off the square clicked.
    Clear,
}

impl Tool {
    /// Every tool, in the order the panel shows them.
    pub const ALL: [Tool; 7] = [
        Tool::Tile,
        Tool::Property(PropertyKind::City),
        Tool::Property(PropertyKind::Factory),
        Tool::Property(PropertyKind::Hq),
        Tool::Element(Element::Trees),
        Tool::Element(Element::Hills),
        Tool::Clear,
    ];

    /// The tool's button text.
    pub fn label(self) -> String {
        match self {
            Tool::Tile => t!("skirmish-setup-tool-tiles"),
            Tool::Property(PropertyKind::City) => t!("skirmish-setup-tool-city"),
            Tool::Property(PropertyKind::Factory) => t!("skirmish-setup-tool-factory"),
            Tool::Property(PropertyKind::Hq) => t!("skirmish-setup-tool-hq"),
            Tool::Element(Element::Trees) => t!("skirmish-setup-tool-trees"),
            Tool::Element(Element::Hills) => t!("skirmish-setup-tool-hills"),
            Tool::Clear => t!("skirmish-setup-tool-clear"),
        }
    }
}

/// The set-up screen's table and choices.
#[derive(Resource, Debug, Clone)]
pub struct TableSetup {
    pub layout: Layout,
    pub tiles: Arc<TileSet>,
    pub tables: Arc<Tables>,
    pub tool: Tool,
    /// The tile the Tiles tool lays, and how it is turned.
    pub tile: String,
    pub rotation: Rotation,
    /// The slot whose tile Rotate and Remove act on.
    pub selected: Option<Slot>,
    /// Who owns the properties placed (`None`: neutral; an HQ always has an owner).
    pub owner: Option<PlayerId>,
    /// Who plays each of the layout's players, in the layout's seat order.
    pub seats: Vec<SkirmishSeat>,
    /// The random balanced layout's seed and seats.
    pub seed: u64,
    pub random_seats: Seats,
    /// Random balanced layout was pressed over tiles laid by hand: the panel asks first.
    pub asking_to_replace: bool,
    /// The pieces of the last random layout, to tell tiles laid by hand from it.
    random_pieces: Option<Pieces>,
    /// Squares added to every layout position since the table was last fitted to the
    /// screen (the table moves over when it grows left or up): the screen keeps the
    /// table where it was by moving its origin back.
    moved: (i32, i32),
    /// Bumped when the table should be fitted to the screen anew (a new layout, Centre).
    view_generation: u32,
    checked: Option<Layout>,
    problems: Vec<LayoutProblem>,
}

impl Default for TableSetup {
    fn default() -> Self {
        TableSetup::new(TileSet::shipped(), Tables::shipped())
    }
}

impl TableSetup {
    /// The players' names, seat by seat.
    pub fn player_names(&self) -> Vec<String> {
        self.layout
            .players
            .iter()
            .map(|player| player.name.clone())
            .collect()
    }

    /// An empty table for two players, the first tile of the set in hand.
    pub fn new(tiles: Arc<TileSet>, tables: Arc<Tables>) -> Self {
        let tile = tiles
            .tiles
            .first()
            .map(|tile| tile.name.clone())
            .unwrap_or_default();
        TableSetup {
            layout: Layout::new("Club table", 2),
            tiles,
            tables,
            tool: Tool::Tile,
            tile,
            rotation: Rotation::R0,
            selected: None,
            owner: None,
            seats: default_seats(2),
            seed: 1,
            random_seats: Seats::Two,
            asking_to_replace: false,
            random_pieces: None,
            moved: (0, 0),
            view_generation: 0,
            checked: None,
            problems: Vec::new(),
        }
    }

    /// Squares added to every layout position since the view was last fitted (see
    /// `grid::GridView`).
    pub fn moved(&self) -> (i32, i32) {
        self.moved
    }

    /// Which fitting of the table to the screen is current: a new one re-centres it.
    pub fn view_generation(&self) -> u32 {
        self.view_generation
    }

    /// Fit the table to the screen anew and centre it (the Centre button, a new layout).
    pub fn centre_view(&mut self) {
        self.view_generation = self.view_generation.wrapping_add(1);
        self.moved = (0, 0);
    }

    /// Whether the table holds tiles laid by hand (not just the last random layout, as it
    /// was drawn): a random layout would replace them.
    pub fn laid_by_hand(&self) -> bool {
        !self.layout.tiles.is_empty() && self.random_pieces.as_ref() != Some(&pieces(&self.layout))
    }

    /// Why the table cannot be played yet (empty when it can), checked again when the
    /// layout has changed since the last look.
    pub fn problems(&mut self) -> &[LayoutProblem] {
        if self.checked.as_ref() != Some(&self.layout) {
            self.problems = self.layout.problems(&self.tiles, &self.tables);
            self.checked = Some(self.layout.clone());
        }
        &self.problems
    }

    /// The problems as the panel lists them, each naming its place.
    pub fn problem_lines(&mut self) -> Vec<String> {
        self.problems().iter().map(ToString::to_string).collect()
    }

    /// Whether Play and Save may be pressed.
    pub fn ready(&mut self) -> bool {
        self.problems().is_empty()
    }

    /// Lay the tile in hand in `slot` (column and row, -1 for one slot left of or above the
    /// table, which then moves over to make room), replacing any tile there, and select it.
    /// Refused (false) past [`MOST_SLOTS`].
    pub fn lay_tile(&mut self, col: i32, row: i32) -> bool {
        let Some(slot) = self.make_room(col, row) else {
            return false;
        };
        let tile = self.tile.clone();
        let rotation = self.rotation;
        self.layout.tiles.retain(|placed| placed.slot != slot);
        self.layout.tiles.push(PlacedTile {
            slot,
            tile,
            rotation,
        });
        self.selected = Some(slot);
        self.normalise();
        true
    }

    /// Turn the selected tile a quarter clockwise (the tile in hand follows it), or, with
    /// none selected, the tile in hand.
    pub fn rotate(&mut self) {
        let selected = self.selected;
        let laid = self
            .layout
            .tiles
            .iter_mut()
            .find(|placed| Some(placed.slot) == selected);
        match laid {
            Some(placed) => {
                placed.rotation = placed.rotation.then(Rotation::R90);
                self.rotation = placed.rotation;
            }
            None => self.rotation = self.rotation.then(Rotation::R90),
        }
    }

    /// Take up the tile in `slot`, and what stands on its squares with it.
    pub fn remove_tile(&mut self, slot: Slot) {
        let edge = self.tiles.edge();
        let on_it = |at: Pos| Slot::of(at, edge) == Some(slot);
        self.layout.tiles.retain(|placed| placed.slot != slot);
        self.layout.properties.retain(|placed| !on_it(placed.at));
        self.layout.elements.retain(|placed| !on_it(placed.at));
        if self.selected == Some(slot) {
            self.selected = None;
        }
        self.normalise();
    }

    /// Take up the selected tile.
    pub fn remove_selected(&mut self) {
        if let Some(slot) = self.selected {
            self.remove_tile(slot);
        }
    }

    /// A click on square `at` (squares left of or above the table are negative) with the
    /// tool in hand.
    pub fn click(&mut self, at: Pos) {
        let edge = self.tiles.edge();
        match self.tool {
            Tool::Tile => {
                let (col, row) = (at.x.div_euclid(edge), at.y.div_euclid(edge));
                let slot = Slot::of(at, edge).filter(|slot| self.layout.tile_in(*slot).is_some());
                let same = slot
                    .and_then(|slot| self.layout.tile_in(slot))
                    .is_some_and(|placed| {
                        placed.tile == self.tile && placed.rotation == self.rotation
                    });
                if same {
                    // The same tile again: just select it.
                    self.selected = slot;
                } else {
                    self.lay_tile(col, row);
                }
            }
            Tool::Property(kind) => self.place_property(at, kind),
            Tool::Element(element) => self.place_element(at, element),
            Tool::Clear => self.clear_square(at),
        }
    }

    /// A right click on square `at`: take up the tile (Tiles tool) or clear the square.
    pub fn right_click(&mut self, at: Pos) {
        match self.tool {
            Tool::Tile => {
                if let Some(slot) = Slot::of(at, self.tiles.edge()) {
                    self.remove_tile(slot);
                }
            }
            _ => self.clear_square(at),
        }
    }

    /// Place a property on `at` for the chosen owner (an HQ for player 1 when none is
    /// chosen), replacing what stood there; the same property again takes it off.
    pub fn place_property(&mut self, at: Pos, kind: PropertyKind) {
        if self.layout.tile_terrain(at, &self.tiles).is_none() {
            return;
        }
        let owner = match (kind, self.owner) {
            (PropertyKind::Hq, None) => Some(PlayerId(0)),
            (_, owner) => owner,
        };
        let again = self
            .layout
            .property_at(at)
            .is_some_and(|placed| placed.kind == kind && placed.owner == owner);
        self.clear_square(at);
        if !again {
            self.layout
                .properties
                .push(PlacedProperty { at, kind, owner });
        }
    }

    /// Place a terrain element on `at`, replacing what stood there; the same again takes it
    /// off.
    pub fn place_element(&mut self, at: Pos, element: Element) {
        if self.layout.tile_terrain(at, &self.tiles).is_none() {
            return;
        }
        let again = self
            .layout
            .element_at(at)
            .is_some_and(|placed| placed.element == element);
        self.clear_square(at);
        if !again {
            self.layout.elements.push(PlacedElement { at, element });
        }
    }

    /// Take any property and element off `at`.
    pub fn clear_square(&mut self, at: Pos) {
        self.layout.properties.retain(|placed| placed.at != at);
        self.layout.elements.retain(|placed| placed.at != at);
    }

    /// Play with `count` players (2–4): new players bring the next army and the computer
    /// sits in their seat; a player's CO and seat are kept.
    pub fn set_player_count(&mut self, count: usize) {
        let count = count.clamp(2, 4);
        let players = &mut self.layout.players;
        players.truncate(count);
        while players.len() < count {
            let next = (0..4)
                .map(LayoutPlayer::army)
                .find(|army| players.iter().all(|player| player.colour != army.colour))
                .unwrap_or_else(|| LayoutPlayer::army(players.len()));
            players.push(next);
        }
        self.seats.resize(count, SkirmishSeat::Veteran);
        if self.layout.starting_player >= PlayerId(count) {
            self.layout.starting_player = PlayerId(0);
        }
        if self.owner.is_some_and(|owner| owner >= PlayerId(count)) {
            self.owner = None;
        }
    }

    /// A random balanced layout from the seed, for the chosen seats; the seats' choices of
    /// human or computer are kept where the players are.
    pub fn randomise(&mut self) {
        self.layout = generate::balanced(self.seed, self.random_seats, &self.tiles, &self.tables);
        let count = self.layout.players.len();
        if self.seats.len() != count {
            self.seats = default_seats(count);
        }
        self.selected = None;
        self.owner = None;
        self.asking_to_replace = false;
        self.random_pieces = Some(pieces(&self.layout));
        self.centre_view();
    }

    /// Open `layout` (a saved table read back): the seats kept where the players are, the
    /// table fitted to the screen.
    pub fn open_layout(&mut self, layout: Layout) {
        self.layout = layout;
        let count = self.layout.players.len();
        if self.seats.len() != count {
            self.seats = default_seats(count);
        }
        self.selected = None;
        self.owner = None;
        self.asking_to_replace = false;
        self.random_pieces = None;
        self.centre_view();
    }

    /// Who plays each seat of the scenario the layout becomes (the starting player first).
    pub fn scenario_seats(&self) -> Vec<SkirmishSeat> {
        (0..self.layout.players.len())
            .map(|seat| {
                self.seats
                    .get(self.layout.layout_seat(PlayerId(seat)).0)
                    .copied()
                    .unwrap_or(SkirmishSeat::Veteran)
            })
            .collect()
    }

    /// The table's size in slots (columns, rows).
    pub fn slots(&self) -> (i32, i32) {
        let (width, height) = self.layout.size(&self.tiles);
        (width / self.tiles.edge(), height / self.tiles.edge())
    }

    /// The slot `(col, row)` becomes once the table moves over to make room for it (a
    /// negative column or row), or `None` past the largest table.
    fn make_room(&mut self, col: i32, row: i32) -> Option<Slot> {
        let (cols, rows) = self.slots();
        let (shift_col, shift_row) = ((-col).max(0), (-row).max(0));
        let (new_cols, new_rows) = (
            (cols + shift_col).max(col + 1),
            (rows + shift_row).max(row + 1),
        );
        let empty = self.layout.tiles.is_empty();
        if !empty && (new_cols > MOST_SLOTS || new_rows > MOST_SLOTS) {
            return None;
        }
        if empty {
            // The first tile goes where it was clicked: the layout's first slot is there.
            let edge = self.tiles.edge();
            self.moved = (self.moved.0 - col * edge, self.moved.1 - row * edge);
            return Some(Slot::new(0, 0));
        }
        if shift_col > 0 || shift_row > 0 {
            self.shift(shift_col, shift_row);
        }
        let slot = (col + shift_col, row + shift_row);
        Some(Slot::new(
            u8::try_from(slot.0).ok()?,
            u8::try_from(slot.1).ok()?,
        ))
    }

    /// Move everything on the table `cols` slots right and `rows` slots down.
    fn shift(&mut self, cols: i32, rows: i32) {
        let edge = self.tiles.edge();
        let moved = |slot: Slot| {
            Slot::new(
                (i32::from(slot.col) + cols) as u8,
                (i32::from(slot.row) + rows) as u8,
            )
        };
        for placed in &mut self.layout.tiles {
            placed.slot = moved(placed.slot);
        }
        let (dx, dy) = (cols * edge, rows * edge);
        self.moved = (self.moved.0 + dx, self.moved.1 + dy);
        for placed in &mut self.layout.properties {
            placed.at = Pos::new(placed.at.x + dx, placed.at.y + dy);
        }
        for placed in &mut self.layout.elements {
            placed.at = Pos::new(placed.at.x + dx, placed.at.y + dy);
        }
        self.selected = self.selected.map(moved);
    }

    /// Keep the table's first column and row of slots holding a tile.
    fn normalise(&mut self) {
        let (Some(col), Some(row)) = (
            self.layout.tiles.iter().map(|placed| placed.slot.col).min(),
            self.layout.tiles.iter().map(|placed| placed.slot.row).min(),
        ) else {
            return;
        };
        if (col, row) == (0, 0) {
            return;
        }
        self.layout = self.layout.normalised(&self.tiles);
        let edge = self.tiles.edge();
        self.moved = (
            self.moved.0 - i32::from(col) * edge,
            self.moved.1 - i32::from(row) * edge,
        );
        self.selected = self.selected.and_then(|slot| {
            Some(Slot::new(
                slot.col.checked_sub(col)?,
                slot.row.checked_sub(row)?,
            ))
        });
    }
}

/// What stands on a table: its tiles, properties and terrain elements.
type Pieces = (Vec<PlacedTile>, Vec<PlacedProperty>, Vec<PlacedElement>);

fn pieces(layout: &Layout) -> Pieces {
    (
        layout.tiles.clone(),
        layout.properties.clone(),
        layout.elements.clone(),
    )
}

/// A person in the first seat and the computer in the others.
pub fn default_seats(count: usize) -> Vec<SkirmishSeat> {
    crate::app::games::skirmish::game::default_seats(count)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableSetup>();
}
