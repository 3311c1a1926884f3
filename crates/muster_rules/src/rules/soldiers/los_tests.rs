//! Tests of the line of sight rules (fire cases A–M), named after their cases; the small
//! maps and units here are shared with the fire tests.

use std::sync::Arc;

use hexx::Hex;

use super::los::{line_between, sight};
use super::map::{BridgeKind, BridgeSpec, ColRow, HillSpec, Map, MapSpec, hex_at, label};
use super::source::Source;
use super::state::{FireStep, Location, Phase, Quality, Side, State, Unit, UnitId};
use super::tables::Tables;
use super::units::{Nation, UnitKind};
use crate::rules::soldiers::state::StateData;

pub(super) const ME: Side = Side(0);
pub(super) const FOE: Side = Side(1);

/// A 10 × `rows` map of clear hexes with the given marks: `4` crest 40 m, `5` crest 50 m,
/// `7` crest 70 m of hill 75 and `^` its 75 m peak, `w` woods, `t` town, `~` canal, `=`
/// a road bridge.
pub(super) fn map_of(rows: i32, marks: &[(ColRow, char)]) -> Map {
    let mut grid = vec![vec!['.'; 10]; rows as usize];
    for ((col, row), mark) in marks {
        grid[(*row - 1) as usize][(*col - 1) as usize] = *mark;
    }
    let bridges = marks
        .iter()
        .filter(|(_, mark)| *mark == '=')
        .map(|(hex, _)| BridgeSpec {
            hex: *hex,
            kind: BridgeKind::Road,
            town: None,
        })
        .collect();
    let hill = |name, crest, crest_altitude, peak_altitude| HillSpec {
        name,
        crest,
        crest_altitude,
        peak_altitude,
    };
    Map::from_spec(MapSpec {
        name: "test".into(),
        source: Source::Assumed,
        columns: 10,
        rows,
        terrain: grid
            .into_iter()
            .map(|row| row.into_iter().collect())
            .collect(),
        hills: vec![
            hill(40, '4', 40, None),
            hill(50, '5', 50, None),
            hill(75, '7', 70, Some(75)),
        ],
        roads: vec![],
        railroad: vec![],
        bridges,
        numbered: vec![],
    })
    .expect("a good test map")
}

/// A state in the fire phase after side 0's movement, on the given map.
pub(super) fn state_on(map: Map, units: Vec<Unit>) -> State {
    let shipped = Tables::shipped();
    let tables = Tables {
        map,
        ..(*shipped).clone()
    };
    let mut state = State::from(StateData::new(
        Arc::new(tables),
        ["Germans".into(), "French".into()],
        ME,
        ME,
        10,
        units,
    ));
    state.edit_for_test().phase = Phase::Fire {
        mover: ME,
        step: FireStep::MoverFires,
    };
    state
}

/// A unit on the map: "German infantry 1".
pub(super) fn unit(id: u32, side: Side, nation: Nation, kind: UnitKind, at: ColRow) -> Unit {
    let what = match kind {
        UnitKind::InfantryCompany => "infantry",
        UnitKind::MachineGunSection | UnitKind::MachineGunCompany => "machine gun",
        UnitKind::CavalryMounted => "cavalry",
        UnitKind::CavalryDismounted => "dismounted cavalry",
        _ => "artillery",
    };
    Unit {
        id: UnitId(id),
        side,
        nation,
        kind,
        name: format!("{nation:?} {what} {id}"),
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
    }
}

pub(super) fn foe_at(id: u32, at: ColRow) -> Unit {
    unit(id, FOE, Nation::French, UnitKind::InfantryCompany, at)
}

fn h(at: ColRow) -> Hex {
    hex_at(at)
}

#[test]
fn los_case_a_woods_block() {
    let state = state_on(map_of(10, &[((3, 5), 'w')]), vec![]);
    let seen = sight(&state, h((3, 3)), h((3, 7)), ME);
    assert!(!seen.to_hex && !seen.into_hex);
    assert_eq!(seen.reason, "blocked by woods at 0305");
    // Off the woods' column the line is clear.
    assert!(sight(&state, h((5, 3)), h((5, 7)), ME).into_hex);
}

#[test]
fn los_case_a_adjacent_town_seen_into() {
    let state = state_on(map_of(10, &[((3, 4), 't')]), vec![foe_at(9, (3, 4))]);
    let near = sight(&state, h((3, 3)), h((3, 4)), ME);
    assert!(near.to_hex && near.into_hex);
    let far = sight(&state, h((3, 2)), h((3, 4)), ME);
    assert!(far.to_hex && !far.into_hex);
    assert_eq!(
        far.reason,
        "units hidden in the town: only adjacent units see in (case E)"
    );
}

#[test]
fn los_case_b_crest_blocks_past_it() {
    let state = state_on(map_of(10, &[((3, 5), '4')]), vec![]);
    let past = sight(&state, h((3, 3)), h((3, 7)), ME);
    assert!(!past.to_hex);
    assert_eq!(past.reason, "crest 0305 in the way");
    assert!(sight(&state, h((3, 3)), h((3, 5)), ME).into_hex);
}

#[test]
fn los_case_b_peak_of_hill_75_visible() {
    let state = state_on(
        map_of(10, &[((3, 5), '7'), ((3, 6), '7'), ((3, 7), '^')]),
        vec![],
    );
    let peak = sight(&state, h((3, 2)), h((3, 7)), ME);
    assert!(peak.to_hex && peak.into_hex, "{}", peak.reason);
    // A unit on the hill below the peak cannot see through it (case M).
    let state = state_on(
        map_of(10, &[((3, 5), '7'), ((3, 6), '^'), ((3, 7), '7')]),
        vec![],
    );
    let through = sight(&state, h((3, 5)), h((3, 8)), ME);
    assert_eq!(through.reason, "crest 0306 (75 m) in the way");
}

#[test]
fn los_case_c_along_hexside() {
    // 0303 to 0503 runs along the hexside between 0404 and 0403.
    assert_eq!(
        line_between(h((3, 3)), h((5, 3))),
        vec![(h((4, 4)), h((4, 3)))]
    );
    let state = state_on(map_of(10, &[((4, 3), 'w')]), vec![]);
    let seen = sight(&state, h((3, 3)), h((5, 3)), ME);
    assert!(seen.to_hex && seen.into_hex);
}

#[test]
fn los_case_c_between_two_blocking_hexes_blocked() {
    let state = state_on(map_of(10, &[((4, 3), 'w'), ((4, 4), 't')]), vec![]);
    let seen = sight(&state, h((3, 3)), h((5, 3)), ME);
    assert!(!seen.to_hex);
    assert_eq!(
        seen.reason,
        "the line runs between 0404 and 0403, and both block (case C)"
    );
}

#[test]
fn los_case_d_canal_hidden_until_adjacent() {
    let state = state_on(map_of(10, &[((3, 7), '~')]), vec![foe_at(9, (3, 7))]);
    let far = sight(&state, h((3, 3)), h((3, 7)), ME);
    assert!(far.to_hex && !far.into_hex);
    assert_eq!(
        far.reason,
        "units hidden in the canal: seen into only from adjacent hexes, a crest or along the canal (case D)"
    );
    assert!(sight(&state, h((3, 6)), h((3, 7)), ME).into_hex);
    // From a crest it is seen into.
    let state = state_on(
        map_of(10, &[((3, 3), '4'), ((3, 7), '~')]),
        vec![foe_at(9, (3, 7))],
    );
    assert!(sight(&state, h((3, 3)), h((3, 7)), ME).into_hex);
    // Canals never block: past the canal is seen.
    assert!(sight(&state, h((3, 5)), h((3, 9)), ME).into_hex);
}

#[test]
fn los_case_d_straight_canal_line() {
    let canal: Vec<(ColRow, char)> = (3..=7).map(|row| ((3, row), '~')).collect();
    let state = state_on(map_of(10, &canal), vec![foe_at(9, (3, 7))]);
    let along = sight(&state, h((3, 3)), h((3, 7)), ME);
    assert!(along.into_hex);
    assert_eq!(
        along.reason,
        "along a straight line of canal hexes (case D)"
    );
    let mut gap = canal.clone();
    gap[2] = ((3, 5), '.');
    let state = state_on(map_of(10, &gap), vec![foe_at(9, (3, 7))]);
    assert!(!sight(&state, h((3, 3)), h((3, 7)), ME).into_hex);
}

#[test]
fn los_case_d_bridge_hex_not_hidden() {
    let state = state_on(map_of(10, &[((3, 7), '=')]), vec![foe_at(9, (3, 7))]);
    assert!(sight(&state, h((3, 3)), h((3, 7)), ME).into_hex);
}

#[test]
fn los_case_e_town_hidden() {
    let map = || map_of(10, &[((3, 7), 't')]);
    let state = state_on(map(), vec![foe_at(9, (3, 7))]);
    assert!(!sight(&state, h((3, 3)), h((3, 7)), ME).into_hex);
    // A friendly-occupied town is seen into whenever the line reaches it.
    let friend = unit(1, ME, Nation::German, UnitKind::InfantryCompany, (3, 7));
    let state = state_on(map(), vec![friend]);
    let seen = sight(&state, h((3, 3)), h((3, 7)), ME);
    assert!(seen.into_hex);
    assert_eq!(seen.reason, "your own units hold it (case E)");
}

#[test]
fn los_case_h_observed_marker() {
    let mut state = state_on(map_of(10, &[((3, 7), 'w')]), vec![foe_at(9, (3, 7))]);
    assert!(!sight(&state, h((3, 3)), h((3, 7)), ME).observed);
    state.edit_for_test().observed.push((h((3, 7)), FOE));
    let seen = sight(&state, h((3, 3)), h((3, 7)), ME);
    assert!(seen.to_hex && seen.observed && !seen.into_hex);
    // The marker is for the enemy of the side that fired only.
    assert!(!sight(&state, h((3, 3)), h((3, 7)), FOE).observed);
}

#[test]
fn los_case_l_crest_to_crest_over_woods() {
    let marks = [((3, 2), '5'), ((3, 4), 'w'), ((3, 5), 'w'), ((3, 7), '4')];
    let state = state_on(map_of(10, &marks), vec![]);
    let seen = sight(&state, h((3, 2)), h((3, 7)), ME);
    assert!(seen.to_hex && seen.into_hex, "{}", seen.reason);
    // From the ground the woods block.
    assert_eq!(
        sight(&state, h((3, 3)), h((3, 7)), ME).reason,
        format!("blocked by woods at {}", label(h((3, 4))))
    );
}

#[test]
fn los_case_m_blocking_terrain_nearer_the_firer() {
    let state = state_on(map_of(10, &[((3, 3), '5'), ((3, 4), 'w')]), vec![]);
    let seen = sight(&state, h((3, 3)), h((3, 7)), ME);
    assert!(seen.to_hex && seen.into_hex, "{}", seen.reason);
    // A lower crest on the way does not block; an equal one does (case M 1).
    let state = state_on(map_of(10, &[((3, 3), '5'), ((3, 5), '4')]), vec![]);
    assert!(sight(&state, h((3, 3)), h((3, 7)), ME).to_hex);
    let state = state_on(map_of(10, &[((3, 3), '5'), ((3, 5), '5')]), vec![]);
    assert_eq!(
        sight(&state, h((3, 3)), h((3, 7)), ME).reason,
        "crest 0305 (50 m) in the way"
    );
}

#[test]
fn los_case_m_blocking_midway_blocks() {
    for row in [5, 6] {
        let state = state_on(map_of(10, &[((3, 3), '5'), ((3, row), 't')]), vec![]);
        let seen = sight(&state, h((3, 3)), h((3, 7)), ME);
        assert!(!seen.to_hex);
        assert_eq!(
            seen.reason,
            format!("town at 03{row:02} is not nearer the crest than the target")
        );
    }
}

/// A 10 × 10 clear map with two different hills whose crests are both 40 m: `4` (hill 40)
/// and `a` (hill 41), so an equal crest of another hill can stand on a line.
fn two_hills_of_40(marks: &[(ColRow, char)]) -> Map {
    let mut grid = vec![vec!['.'; 10]; 10];
    for ((col, row), mark) in marks {
        grid[(*row - 1) as usize][(*col - 1) as usize] = *mark;
    }
    let hill = |name, crest| HillSpec {
        name,
        crest,
        crest_altitude: 40,
        peak_altitude: None,
    };
    Map::from_spec(MapSpec {
        name: "two hills".into(),
        source: Source::Assumed,
        columns: 10,
        rows: 10,
        terrain: grid
            .into_iter()
            .map(|row| row.into_iter().collect())
            .collect(),
        hills: vec![hill(40, '4'), hill(41, 'a')],
        roads: vec![],
        railroad: vec![],
        bridges: vec![],
        numbered: vec![],
    })
    .expect("a good test map")
}

#[test]
fn los_case_m1_an_equal_crest_blocks_a_line_down_to_a_lower_target() {
    // Case M: "Units may trace a Line of Sight into a target hex of an inferior altitude
    // if: (1) The Line of Sight does not pass through any Crest of hexes of equal or
    // higher altitude (excluding Crest hex from which the unit may be firing)." Where case
    // D ("through an unlimited number of Crest hexes of equal or less altitude") disagrees,
    // Muster follows M (1): a crest of the viewer's height on its own hill ...
    let state = state_on(map_of(10, &[((3, 2), '5'), ((3, 4), '5')]), vec![]);
    let down = sight(&state, h((3, 2)), h((3, 7)), ME);
    assert!(!down.to_hex && !down.into_hex);
    assert_eq!(down.reason, "crest 0304 (50 m) in the way");
    // ... or of another hill blocks the line down.
    let state = state_on(two_hills_of_40(&[((3, 2), '4'), ((3, 4), 'a')]), vec![]);
    assert_eq!(
        sight(&state, h((3, 2)), h((3, 7)), ME).reason,
        "crest 0304 (40 m) in the way"
    );
    // The firer's own crest hex never blocks, and from the forward crest hex the line
    // down is clear.
    let state = state_on(map_of(10, &[((3, 2), '5'), ((3, 4), '5')]), vec![]);
    let forward = sight(&state, h((3, 4)), h((3, 7)), ME);
    assert!(forward.to_hex && forward.into_hex, "{}", forward.reason);
}

#[test]
fn los_case_d_equal_crests_do_not_block_a_line_to_a_target_at_the_same_height() {
    // Case D: "Units at the same height or above a target hex at which they are firing can
    // trace a Line of Sight through an unlimited number of Crest hexes of equal or less
    // altitude." M (1) speaks only of targets "of an inferior altitude", so D rules a
    // target at the viewer's own height: on the same hill ...
    let state = state_on(
        map_of(10, &[((3, 2), '5'), ((3, 4), '5'), ((3, 7), '5')]),
        vec![],
    );
    let level = sight(&state, h((3, 2)), h((3, 7)), ME);
    assert!(level.to_hex && level.into_hex, "{}", level.reason);
    // ... and past an equal crest of another hill to a third crest of that height.
    let state = state_on(
        two_hills_of_40(&[((3, 2), '4'), ((3, 4), 'a'), ((3, 7), '4')]),
        vec![],
    );
    let across = sight(&state, h((3, 2)), h((3, 7)), ME);
    assert!(across.to_hex && across.into_hex, "{}", across.reason);
    // A higher crest still blocks it.
    let state = state_on(
        map_of(10, &[((3, 2), '4'), ((3, 4), '5'), ((3, 7), '4')]),
        vec![],
    );
    assert_eq!(
        sight(&state, h((3, 2)), h((3, 7)), ME).reason,
        "crest 0304 (50 m) in the way"
    );
}
