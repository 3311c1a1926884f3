//! Where each hex of the Soldiers map lies in the world: flat-topped hexes, north up, the
//! first column west. Board drawing, picking and overlays all use this one layout.

use bevy::prelude::*;
use hexx::{Hex, HexLayout};

use crate::rules::soldiers::map::{Map, hex_at};

/// The distance from a hex's centre to a corner, in world units.
pub const HEX_SIZE: f32 = 32.0;

/// The board's layout: row 1 at the top (world y decreases southward).
pub fn layout() -> HexLayout {
    HexLayout::flat()
        .with_hex_size(HEX_SIZE)
        .with_scale(hexx::Vec2::new(HEX_SIZE, -HEX_SIZE))
}

/// The world position of a hex's centre.
pub fn hex_centre(hex: Hex) -> Vec2 {
    Vec2::from_array(layout().hex_to_world_pos(hex).to_array())
}

/// The six corners of a hex in the world.
pub fn hex_corners(hex: Hex) -> [Vec2; 6] {
    layout()
        .hex_corners(hex)
        .map(|corner| Vec2::from_array(corner.to_array()))
}

/// The hex under a world position, if it is on the map.
pub fn hex_under(map: &Map, world: Vec2) -> Option<Hex> {
    let hex = layout().world_pos_to_hex(hexx::Vec2::from_array(world.to_array()));
    map.contains(hex).then_some(hex)
}

/// The world rectangle the whole map covers, corners included.
pub fn board_rect(map: &Map) -> Rect {
    let corners = [
        hex_at((1, 1)),
        hex_at((map.columns, 1)),
        hex_at((1, map.rows)),
        hex_at((map.columns, map.rows)),
    ];
    let mut rect = Rect::from_center_size(hex_centre(corners[0]), Vec2::ZERO);
    for hex in corners {
        for corner in hex_corners(hex) {
            rect = rect.union_point(corner);
        }
    }
    rect
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::soldiers::tables::Tables;

    #[test]
    fn hex_layout_puts_north_up_and_round_trips() {
        let tables = Tables::shipped();
        let map = &tables.map;
        let north = hex_centre(hex_at((5, 1)));
        let south = hex_centre(hex_at((5, 10)));
        assert!(north.y > south.y, "row 1 is above row 10");
        let west = hex_centre(hex_at((1, 5)));
        let east = hex_centre(hex_at((9, 5)));
        assert!(west.x < east.x, "column 1 is west");
        for at in [(1, 1), (7, 12), (35, 45)] {
            let hex = hex_at(at);
            assert_eq!(hex_under(map, hex_centre(hex)), Some(hex));
        }
        let rect = board_rect(map);
        assert!(rect.contains(hex_centre(hex_at((18, 22)))));
    }
}
