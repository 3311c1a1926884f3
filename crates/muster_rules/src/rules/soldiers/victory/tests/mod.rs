//! Victory conditions evaluated on hand-made states: the shared helpers; exits in `exits`, holding places and points in `holding`.

use std::sync::Arc;

use hexx::Hex;

use super::*;
use crate::rules::soldiers::apply::apply;
use crate::rules::soldiers::event::Event;
use crate::rules::soldiers::map::{Map, MapSpec, hex_at};
use crate::rules::soldiers::source::Source;
use crate::rules::soldiers::state::StateData;
use crate::rules::soldiers::state::{Location, Quality, Side, State, Unit, UnitId};
use crate::rules::soldiers::tables::Tables;
use crate::rules::soldiers::units::{Nation, UnitKind};

fn open_state(players: [&str; 2]) -> State {
    let map = Map::from_spec(MapSpec {
        name: "open".into(),
        source: Source::Assumed,
        columns: 12,
        rows: 12,
        terrain: vec![".".repeat(12); 12],
        hills: vec![],
        roads: vec![],
        railroad: vec![],
        bridges: vec![],
        numbered: vec![],
    })
    .expect("an open map");
    let tables = Arc::new(Tables {
        map,
        ..(*Tables::shipped()).clone()
    });
    State::from(StateData::new(
        tables,
        [players[0].to_string(), players[1].to_string()],
        Side(0),
        Side(0),
        10,
        Vec::new(),
    ))
}

fn add(state: &mut State, side: u8, kind: UnitKind, location: Location) -> UnitId {
    let id = UnitId(state.units.len() as u32 + 1);
    state.edit_for_test().units.push(Unit {
        id,
        side: Side(side),
        nation: if side == 0 {
            Nation::French
        } else {
            Nation::German
        },
        kind,
        name: format!("unit {}", id.0),
        location,
        disrupted_until: None,
        improved: false,
        reserve: false,
        quality: Quality::Regular,
        cossack: false,
        horses: None,
        may_remount: true,
        movement_override: None,
        range_override: None,
    });
    id
}

fn area(name: &str, hexes: &[(i32, i32)]) -> Area {
    Area {
        name: name.into(),
        hexes: hexes.iter().map(|at| hex_at(*at)).collect(),
    }
}

fn exited(hex: Hex) -> Location {
    Location::Exited { turn: 3, hex }
}

fn west_edge_north_of_canal() -> Area {
    area(
        "the west edge north of the canal",
        &[(1, 1), (1, 2), (1, 3)],
    )
}

mod exits;
mod holding;
