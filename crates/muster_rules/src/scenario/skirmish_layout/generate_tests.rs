//! The seeded balanced layout: the same seed the same table, symmetric for two and four
//! players, every player as far from every property, and always valid.

use std::collections::{HashSet, VecDeque};

use super::generate::{balanced, plain};
use super::model::{Layout, PropertyKind};
use super::symmetry::{Seats, Turn};
use super::test_support::*;
use super::tiles::Rotation;
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::units::MovementType;

/// Seeds each property test runs over.
const SEEDS: u64 = 300;

fn layout(seed: u64, seats: Seats) -> Layout {
    balanced(seed, seats, &tiles(), &tables())
}

fn turn_of(layout: &Layout) -> Turn {
    let (width, height) = layout.size(&tiles());
    let edge = tiles().edge();
    Turn {
        cols: (width / edge) as u8,
        rows: (height / edge) as u8,
        edge,
    }
}

#[test]
fn balanced_the_same_seed_gives_the_same_layout() {
    for seats in [Seats::Two, Seats::Four] {
        for seed in 0..20 {
            assert_eq!(layout(seed, seats), layout(seed, seats));
        }
        let tables: HashSet<String> = (0..20)
            .map(|seed| format!("{:?}", layout(seed, seats).tiles))
            .collect();
        assert!(tables.len() > 10, "seeds give different tables");
    }
}

#[test]
fn balanced_layouts_always_pass_validation() {
    let mut fallbacks = 0;
    for seats in [Seats::Two, Seats::Four] {
        for seed in 0..SEEDS {
            let drawn = layout(seed, seats);
            assert_eq!(problems(&drawn), vec![], "seed {seed}, {seats:?}");
            assert_eq!(drawn.players.len(), seats.count());
            if drawn == plain(seed, seats, &tiles()) {
                fallbacks += 1;
            }
        }
    }
    assert!(
        fallbacks < 5,
        "{fallbacks} layouts fell back to the plain table"
    );
}

#[test]
fn balanced_the_last_resort_plain_table_passes_validation() {
    for seats in [Seats::Two, Seats::Four] {
        assert_eq!(problems(&plain(1, seats, &tiles())), vec![]);
    }
}

/// Whether `layout` is the same turned by each seat's step, with seat k's properties
/// becoming seat k + 1's.
fn symmetric(layout: &Layout, seats: Seats) -> bool {
    let turn = turn_of(layout);
    let step = seats.step();
    let (width, height) = layout.size(&tiles());
    let count = seats.count();
    let squares = (0..height).flat_map(|y| (0..width).map(move |x| Pos::new(x, y)));
    let terrain_turns = squares.clone().all(|pos| {
        layout.terrain(pos, &tiles()) == layout.terrain(turn.square(pos, step), &tiles())
    });
    let properties_turn = layout.properties.iter().all(|placed| {
        layout
            .property_at(turn.square(placed.at, step))
            .is_some_and(|image| {
                image.kind == placed.kind && image.owner == placed.owner.map(|o| o.next_of(count))
            })
    });
    terrain_turns && properties_turn && layout.problems(&tiles(), &tables()).is_empty()
}

#[test]
fn balanced_two_players_get_the_same_table_turned_half_round() {
    for seed in 0..SEEDS {
        let drawn = layout(seed, Seats::Two);
        assert!(symmetric(&drawn, Seats::Two), "seed {seed}: {drawn:?}");
    }
}

#[test]
fn balanced_four_players_get_the_same_table_turned_a_quarter_round() {
    for seed in 0..SEEDS {
        let drawn = layout(seed, Seats::Four);
        let (width, height) = drawn.size(&tiles());
        assert_eq!(width, height, "a square table");
        assert!(symmetric(&drawn, Seats::Four), "seed {seed}: {drawn:?}");
    }
}

#[test]
fn balanced_the_symmetry_check_sees_a_lopsided_table() {
    // The twin of the two above: one tile turned differently breaks the symmetry.
    let mut drawn = layout(1, Seats::Two);
    assert!(symmetric(&drawn, Seats::Two));
    let target = drawn
        .tiles
        .iter()
        .position(|placed| {
            let tile = tiles().find(&placed.tile).cloned().unwrap();
            !tile.looks_the_same_turned(Rotation::R90)
        })
        .expect("some tile is not round");
    drawn.tiles[target].rotation = drawn.tiles[target].rotation.then(Rotation::R90);
    assert!(!symmetric(&drawn, Seats::Two));
}

/// Foot moves from `from` to every square (3.3b: orthogonal; squares a foot unit enters).
fn foot_distances(layout: &Layout, from: Pos) -> Vec<Option<u32>> {
    let map = layout.map(&tiles());
    let tables = tables();
    let mut distance = vec![None; map.squares.len()];
    distance[map.index(from).unwrap()] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        let here = distance[map.index(at).unwrap()].unwrap();
        for next in at.neighbours() {
            let Some(index) = map.index(next) else {
                continue;
            };
            let open = tables
                .terrain
                .cost(map.squares[index], MovementType::Foot)
                .is_some();
            if open && distance[index].is_none() {
                distance[index] = Some(here + 1);
                queue.push_back(next);
            }
        }
    }
    distance
}

/// A property as one seat sees it: a city or not, its owner counted from the seat, and the
/// foot moves from the seat's HQ to it.
type Seen = (bool, Option<usize>, Option<u32>);

#[test]
fn balanced_every_player_is_as_far_from_each_property_as_every_other() {
    for seats in [Seats::Two, Seats::Four] {
        for seed in 0..50 {
            let drawn = layout(seed, seats);
            let count = seats.count();
            let map = drawn.map(&tiles());
            let seen: Vec<Vec<Seen>> = (0..count)
                .map(|seat| {
                    let hq = drawn.hqs_of(PlayerId(seat)).next().unwrap().at;
                    let distance = foot_distances(&drawn, hq);
                    let mut seen: Vec<_> = drawn
                        .properties
                        .iter()
                        .map(|placed| {
                            (
                                placed.kind == PropertyKind::City,
                                placed.owner.map(|owner| owner.after(count - seat, count).0),
                                distance[map.index(placed.at).unwrap()],
                            )
                        })
                        .collect();
                    seen.sort();
                    seen
                })
                .collect();
            assert!(
                seen.iter().all(|one| *one == seen[0]),
                "seed {seed}, {seats:?}: {seen:?}"
            );
        }
    }
}
