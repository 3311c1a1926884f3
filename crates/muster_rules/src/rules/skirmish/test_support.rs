//! Small boards for the Skirmish Wars rule tests.

use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::scenario::skirmish::{OwnerSpec, PlayerSpec, SkirmishScenario, UnitSpec, build_state};

use super::command::{Command, Then};
use super::engine::Skirmish;
use super::error::RuleError;
use super::event::Event;
use super::map::Pos;
use super::state::{Colour, State, UnitId, Victory};
use super::tables::Tables;
use super::units::UnitKind;

/// A scenario on `rows` for two players (Orange 0, Blue 1) with `units`, playing to 99
/// medals so that no test ends by accident.
pub fn scenario(rows: &[&str], units: &[((i32, i32), UnitKind, usize)]) -> SkirmishScenario {
    SkirmishScenario {
        name: "test".into(),
        description: String::new(),
        players: vec![
            PlayerSpec {
                name: "Orange".into(),
                colour: Colour::Orange,
                money: 5,
                co: None,
            },
            PlayerSpec {
                name: "Blue".into(),
                colour: Colour::Blue,
                money: 5,
                co: None,
            },
        ],
        terrain: rows.iter().map(|row| row.to_string()).collect(),
        owners: Vec::new(),
        units: units
            .iter()
            .map(|&(at, kind, owner)| UnitSpec {
                at,
                kind,
                owner,
                hp: 8,
            })
            .collect(),
        victory: Victory::Medals(99),
        max_days: None,
    }
}

/// The state of `scenario` (checked first: a test board with a problem fails loudly). A
/// test board tries one rule, often with no factory or HQ: the playability checks are left
/// out.
pub fn state_of(scenario: &SkirmishScenario) -> State {
    let problems = scenario.well_formed_problems_with(&Tables::shipped());
    assert!(
        problems.is_empty(),
        "test scenario has problems: {problems:?}"
    );
    build_state(scenario, None)
}

/// A state on `rows` with `units` and nothing owned.
pub fn board(rows: &[&str], units: &[((i32, i32), UnitKind, usize)]) -> State {
    state_of(&scenario(rows, units))
}

/// A state with `owners` given too.
pub fn board_owned(
    rows: &[&str],
    units: &[((i32, i32), UnitKind, usize)],
    owners: &[((i32, i32), usize)],
) -> State {
    let mut scenario = scenario(rows, units);
    scenario.owners = owners
        .iter()
        .map(|&(at, owner)| OwnerSpec { at, owner })
        .collect();
    state_of(&scenario)
}

/// The id of the unit on (x, y).
pub fn id_at(state: &State, x: i32, y: i32) -> UnitId {
    state
        .unit_at(Pos::new(x, y))
        .unwrap_or_else(|| panic!("no unit at ({x}, {y})"))
        .id
}

/// Squares as a path.
pub fn path(squares: &[(i32, i32)]) -> Vec<Pos> {
    squares.iter().map(|&at| Pos::from(at)).collect()
}

/// An order for the unit on `from`.
pub fn order(state: &State, from: (i32, i32), steps: &[(i32, i32)], then: Then) -> Command {
    Command::Order {
        unit: id_at(state, from.0, from.1),
        path: path(steps),
        then,
    }
}

/// Execute with scripted dice.
pub fn run(state: &mut State, command: Command, rolls: &[u8]) -> Result<Vec<Event>, RuleError> {
    let mut dice = Dice::seeded(1);
    dice.script(rolls.iter().copied());
    Skirmish::execute(state, command, &mut dice)
}

/// Execute, expecting it to be legal.
pub fn ok(state: &mut State, command: Command, rolls: &[u8]) -> Vec<Event> {
    run(state, command, rolls).unwrap_or_else(|error| panic!("refused: {error}"))
}

/// Order the unit on `from` along `steps`, then `then`, with scripted dice; expect it legal.
pub fn act(
    state: &mut State,
    from: (i32, i32),
    steps: &[(i32, i32)],
    then: Then,
    rolls: &[u8],
) -> Vec<Event> {
    let command = order(state, from, steps, then);
    ok(state, command, rolls)
}

/// The same, returning the refusal.
pub fn try_act(
    state: &mut State,
    from: (i32, i32),
    steps: &[(i32, i32)],
    then: Then,
    rolls: &[u8],
) -> Result<Vec<Event>, RuleError> {
    let command = order(state, from, steps, then);
    run(state, command, rolls)
}

/// End the current player's turn.
pub fn end_turn(state: &mut State) -> Vec<Event> {
    ok(state, Command::EndTurn, &[])
}
