//! Shared helpers for the Soldiers engine's tests: small drawn maps and units placed on
//! them.

use std::sync::Arc;

use hexx::Hex;

use super::command::Command;
use super::engine::Soldiers;
use super::event::Event;
use super::map::{BridgeKind, BridgeSpec, HillSpec, Map, MapSpec, NumberedHex, hex_at};
use super::source::Source;
use super::state::{Location, Phase, Quality, Side, State, Unit, UnitId};
use super::tables::Tables;
use super::units::{Nation, UnitKind};
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::soldiers::state::StateData;

/// A 10 × 8 test map: a road along row 2, a canal along row 5 with a road bridge at
/// column 5, woods at 0703–0803, a town at 0303, a hill 40 crest at 0907.
pub fn test_map() -> Map {
    Map::from_spec(MapSpec {
        name: "test".into(),
        source: Source::Assumed,
        columns: 10,
        rows: 8,
        terrain: vec![
            "..........".into(),
            "..........".into(),
            "..A...EE..".into(),
            "..........".into(),
            "~~~~=~~~~~".into(),
            "..........".into(),
            ".......:4:".into(),
            "........:.".into(),
        ],
        hills: vec![HillSpec {
            name: 40,
            crest: '4',
            crest_altitude: 40,
            peak_altitude: None,
        }],
        roads: vec![
            (1..=10).map(|col| (col, 2)).collect(),
            vec![(5, 2), (5, 3), (5, 4), (5, 5), (5, 6), (5, 7), (5, 8)],
        ],
        railroad: vec![],
        bridges: vec![BridgeSpec {
            hex: (5, 5),
            kind: BridgeKind::Road,
            town: None,
        }],
        numbered: vec![NumberedHex {
            number: 1,
            hex: (1, 2),
        }],
    })
    .expect("the test map draws")
}

/// A state on the test map, side 0 ("French") to move in turn 1.
pub fn state() -> State {
    let shipped = Tables::shipped();
    let tables = Tables {
        map: test_map(),
        ..(*shipped).clone()
    };
    let mut state = State::from(StateData::new(
        Arc::new(tables),
        ["French".into(), "German".into()],
        Side(0),
        Side(0),
        10,
        Vec::new(),
    ));
    state.edit_for_test().phase = Phase::Movement { mover: Side(0) };
    state.edit_for_test().deployment_queue.clear();
    state
}

/// Add a unit at (col, row); returns its id.
pub fn place(
    state: &mut State,
    side: u8,
    nation: Nation,
    kind: UnitKind,
    at: (i32, i32),
) -> UnitId {
    let id = UnitId(state.units.len() as u32 + 1);
    state.edit_for_test().units.push(Unit {
        id,
        side: Side(side),
        nation,
        kind,
        name: format!("{nation:?} {kind:?} {}", id.0),
        location: Location::OnMap(hex_at(at)),
        disrupted_until: None,
        improved: false,
        reserve: false,
        quality: Quality::Regular,
        cossack: false,
        horses: None,
        may_remount: false,
        movement_override: None,
        range_override: None,
    });
    id
}

/// A path of (col, row) hexes.
pub fn path(hexes: &[(i32, i32)]) -> Vec<Hex> {
    hexes.iter().map(|at| hex_at(*at)).collect()
}

/// Run a command that must be legal.
pub fn run(state: &mut State, dice: &mut Dice, command: Command) -> Vec<Event> {
    Soldiers::execute(state, command.clone(), dice)
        .unwrap_or_else(|error| panic!("{command:?} refused: {error}"))
}

/// The unit's hex as (col, row).
pub fn at(state: &State, unit: UnitId) -> Option<(i32, i32)> {
    state
        .unit(unit)
        .and_then(Unit::hex)
        .map(super::map::col_row)
}
