//! A seeded random balanced layout: the same seed gives the same layout; tiles, elements and
//! properties are laid in one player's part of the table and turned into every other
//! player's (a half turn for two, quarter turns for four), so every player has the same
//! terrain and the same distances to every property. A drawn layout that does not pass
//! validation is drawn again; the last resort is a plain table that always passes.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::model::{
    Element, Layout, PlacedElement, PlacedProperty, PlacedTile, PropertyKind, Slot,
};
use super::symmetry::{Seats, Turn};
use super::tiles::{Rotation, TileSet};
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::Victory;
use crate::rules::skirmish::tables::Tables;

/// Layouts drawn before falling back to the plain table.
const ATTEMPTS: usize = 200;

/// A balanced layout for `seats`, drawn from `seed`: Conquest, a starting player drawn too,
/// each player an HQ and a factory, neutral cities and factories, trees and hills.
pub fn balanced(seed: u64, seats: Seats, tiles: &TileSet, tables: &Tables) -> Layout {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..ATTEMPTS {
        let layout = draw(&mut rng, seed, seats, tiles);
        if layout.problems(tiles, tables).is_empty() {
            return layout;
        }
    }
    plain(seed, seats, tiles)
}

/// Table shapes in slots (columns, rows) for each symmetry; quarter turns need a square.
fn shapes(seats: Seats) -> &'static [(u8, u8)] {
    match seats {
        Seats::Two => &[(4, 2), (4, 3), (3, 3)],
        Seats::Four => &[(4, 4), (3, 3)],
    }
}

fn empty(seed: u64, seats: Seats) -> Layout {
    let mut layout = Layout::new(format!("Balanced table {seed}"), seats.count());
    layout.description = format!(
        "A balanced table Muster laid out from terrain tiles (seed {seed}): every player has the same ground around them."
    );
    layout
}

fn draw(rng: &mut ChaCha8Rng, seed: u64, seats: Seats, tiles: &TileSet) -> Layout {
    let choices = shapes(seats);
    let (cols, rows) = choices[rng.random_range(0..choices.len())];
    let turn = Turn {
        cols,
        rows,
        edge: tiles.edge(),
    };
    let mut layout = empty(seed, seats);
    lay_tiles(rng, &mut layout, turn, seats, tiles);
    let mut placer = Placer {
        layout,
        turn,
        seats,
        tiles,
    };
    placer.place_armies(rng);
    for _ in 0..rng.random_range(2..=4) {
        placer.place_neutral(rng, PropertyKind::City);
    }
    if rng.random_bool(0.5) {
        placer.place_neutral(rng, PropertyKind::Factory);
    }
    for _ in 0..rng.random_range(0..=3) {
        let element = Element::ALL[rng.random_range(0..Element::ALL.len())];
        placer.place_element(rng, element);
    }
    let mut layout = placer.layout;
    layout.starting_player = PlayerId(rng.random_range(0..seats.count()));
    layout.victory = Victory::Conquest;
    layout
}

/// Fill every slot: each orbit of slots under the symmetry gets one tile, turned with it; a
/// slot that is its own image (the centre of an odd table) gets a tile that looks the same
/// turned.
fn lay_tiles(rng: &mut ChaCha8Rng, layout: &mut Layout, turn: Turn, seats: Seats, tiles: &TileSet) {
    let step = seats.step();
    for row in 0..turn.rows {
        for col in 0..turn.cols {
            let slot = Slot::new(col, row);
            if layout.tile_in(slot).is_some() {
                continue;
            }
            let centre = turn.slot(slot, step) == slot;
            let fitting: Vec<&super::tiles::Tile> = tiles
                .tiles
                .iter()
                .filter(|tile| !centre || tile.looks_the_same_turned(step))
                .collect();
            let Some(tile) = fitting.get(rng.random_range(0..fitting.len().max(1))) else {
                continue;
            };
            let rotation = Rotation::from_quarters(rng.random_range(0..4));
            let mut image = slot;
            let mut turned = rotation;
            for _ in 0..seats.count() {
                if layout.tile_in(image).is_none() {
                    layout.tiles.push(PlacedTile {
                        slot: image,
                        tile: tile.name.clone(),
                        rotation: turned,
                    });
                }
                image = turn.slot(image, step);
                turned = turned.then(step);
            }
        }
    }
}

/// Places things in orbits of the symmetry.
struct Placer<'a> {
    layout: Layout,
    turn: Turn,
    seats: Seats,
    tiles: &'a TileSet,
}

impl Placer<'_> {
    /// Whether every square of `orbit` is free plain-or-road ground a property may take.
    fn free(&self, orbit: &[Pos]) -> bool {
        orbit.iter().all(|pos| {
            self.layout.property_at(*pos).is_none()
                && self.layout.element_at(*pos).is_none()
                && self
                    .layout
                    .tile_terrain(*pos, self.tiles)
                    .is_some_and(|terrain| {
                        use crate::rules::skirmish::terrain::Terrain::*;
                        matches!(terrain, Plain | Road | Forest)
                    })
        })
    }

    /// A random square of the table and its images: one square when it is the centre (a
    /// half or quarter turn moves every other square).
    fn orbit(&self, rng: &mut ChaCha8Rng) -> Vec<Pos> {
        let (width, height) = self.layout.size(self.tiles);
        let pos = Pos::new(rng.random_range(0..width), rng.random_range(0..height));
        let mut orbit = self.turn.squares(pos, self.seats);
        if orbit[1] == pos {
            orbit.truncate(1);
        }
        orbit
    }

    /// Each player's HQ near the first player's corner or edge, turned to the others', and
    /// a factory within three squares of it.
    fn place_armies(&mut self, rng: &mut ChaCha8Rng) {
        let edge = self.tiles.edge();
        let (width, height) = self.layout.size(self.tiles);
        for _ in 0..50 {
            let hq = match self.seats {
                // Seat 0 on the left; seat 1 on the right.
                Seats::Two => Pos::new(
                    rng.random_range(1..edge - 1),
                    rng.random_range(1..height - 1),
                ),
                // Seat 0 in the top-left quarter; the rest clockwise.
                Seats::Four => {
                    Pos::new(rng.random_range(1..edge - 1), rng.random_range(1..edge - 1))
                }
            };
            let factory = Pos::new(
                hq.x + rng.random_range(-2..=2),
                hq.y + rng.random_range(-2..=2),
            );
            let hq_orbit = self.turn.squares(hq, self.seats);
            let factory_orbit = self.turn.squares(factory, self.seats);
            // The factory stays in seat 0's part: the left half, or the top-left quarter.
            let part_height = match self.seats {
                Seats::Two => height,
                Seats::Four => height / 2,
            };
            let inside =
                (0..width / 2).contains(&factory.x) && (0..part_height).contains(&factory.y);
            if hq == factory || !inside || !self.free(&hq_orbit) || !self.free(&factory_orbit) {
                continue;
            }
            for (seat, (hq, factory)) in hq_orbit.into_iter().zip(factory_orbit).enumerate() {
                self.layout.properties.push(PlacedProperty {
                    at: hq,
                    kind: PropertyKind::Hq,
                    owner: Some(PlayerId(seat)),
                });
                self.layout.properties.push(PlacedProperty {
                    at: factory,
                    kind: PropertyKind::Factory,
                    owner: Some(PlayerId(seat)),
                });
            }
            return;
        }
    }

    /// A property and its images, owned by `owner` (None: neutral).
    fn place_neutral(&mut self, rng: &mut ChaCha8Rng, kind: PropertyKind) {
        for _ in 0..50 {
            let orbit = self.orbit(rng);
            if self.free(&orbit) {
                for at in orbit {
                    self.layout.properties.push(PlacedProperty {
                        at,
                        kind,
                        owner: None,
                    });
                }
                return;
            }
        }
    }

    /// A terrain element on plain and its images.
    fn place_element(&mut self, rng: &mut ChaCha8Rng, element: Element) {
        for _ in 0..50 {
            let orbit = self.orbit(rng);
            let plain = orbit.iter().all(|pos| {
                self.layout.tile_terrain(*pos, self.tiles)
                    == Some(crate::rules::skirmish::terrain::Terrain::Plain)
                    && self.layout.property_at(*pos).is_none()
                    && self.layout.element_at(*pos).is_none()
            });
            if plain {
                for at in orbit {
                    self.layout.elements.push(PlacedElement { at, element });
                }
                return;
            }
        }
    }
}

/// The last resort: grassland everywhere, each HQ and factory in its player's corner. Every
/// square is plain, so it always passes validation.
pub(crate) fn plain(seed: u64, seats: Seats, tiles: &TileSet) -> Layout {
    let (cols, rows) = shapes(seats)[0];
    let turn = Turn {
        cols,
        rows,
        edge: tiles.edge(),
    };
    let mut layout = empty(seed, seats);
    let grass = tiles
        .tiles
        .iter()
        .find(|tile| tile.looks_the_same_turned(Rotation::R90))
        .unwrap_or(&tiles.tiles[0]);
    for row in 0..rows {
        for col in 0..cols {
            layout.tiles.push(PlacedTile {
                slot: Slot::new(col, row),
                tile: grass.name.clone(),
                rotation: Rotation::R0,
            });
        }
    }
    let hqs = turn.squares(Pos::new(1, 1), seats);
    let factories = turn.squares(Pos::new(2, 1), seats);
    for (seat, (hq, factory)) in hqs.into_iter().zip(factories).enumerate() {
        layout.properties.push(PlacedProperty {
            at: hq,
            kind: PropertyKind::Hq,
            owner: Some(PlayerId(seat)),
        });
        layout.properties.push(PlacedProperty {
            at: factory,
            kind: PropertyKind::Factory,
            owner: Some(PlayerId(seat)),
        });
    }
    layout
}
