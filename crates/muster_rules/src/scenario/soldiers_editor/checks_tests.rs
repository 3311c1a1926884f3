//! Every check of the editor, each quoting its rule, with its positive twin: the same
//! scenario put right passes.

use super::tests::{built_from_nothing, shipped_scenarios};
use super::*;
use crate::rules::soldiers::map::{ColRow, Edge};
use crate::rules::soldiers::units::UnitKind;
use crate::scenario::Problem;
use crate::scenario::soldiers::Zone;

fn at(problems: &[Problem], place: &str) -> Vec<String> {
    problems
        .iter()
        .filter(|problem| problem.place == place)
        .map(|problem| problem.message.clone())
        .collect()
}

fn edge_hexes(draft: &ScenarioDraft, edge: Edge) -> Vec<ColRow> {
    draft.zone_hexes(&Zone::Edge(edge))
}

/// Hexes of the map's middle, far from every edge.
const INLAND: [ColRow; 2] = [(12, 12), (12, 13)];

#[test]
fn soldiers_editor_check_no_way_to_win_quotes_the_victory_rule_and_otherwise_puts_it_right() {
    let mut draft = built_from_nothing();
    draft.remove_condition(0, 0);
    draft.set_otherwise(None);
    let messages = at(&draft.problems(), "victory");
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("if nobody's conditions are met"));
    draft.set_otherwise(Some(0));
    assert_eq!(at(&draft.problems(), "victory"), Vec::<String>::new());
}

#[test]
fn soldiers_editor_check_entry_hexes_off_every_edge_quote_the_reinforcement_rule() {
    let mut draft = built_from_nothing();
    let target = PaintTarget::Entry { side: 0, group: 2 };
    assert_eq!(
        at(&draft.problems(), "sides[0].forces[2].at"),
        Vec::<String>::new()
    );
    let north = draft.hexes_of(target);
    draft.paint(target, &north, false);
    draft.paint(target, &INLAND, true);
    let messages = at(&draft.problems(), "sides[0].forces[2].at");
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("A reinforcement enters on its turn or later"));
    draft.paint(target, &north[..1], true);
    assert_eq!(
        at(&draft.problems(), "sides[0].forces[2].at"),
        Vec::<String>::new()
    );
}

#[test]
fn soldiers_editor_check_exit_hexes_off_every_edge_quote_the_exit_rule() {
    let mut draft = built_from_nothing();
    let win = draft.add_win(1, ConditionKind::Exit);
    let target = PaintTarget::Victory { win, condition: 0 };
    draft.paint(target, &INLAND, true);
    let place = format!("victory.wins[{win}].all[0]");
    let messages = at(&draft.problems(), &place);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("Leaving the map from an edge hex"));
    let west = edge_hexes(&draft, Edge::West);
    draft.paint(target, &west[..3], true);
    assert_eq!(at(&draft.problems(), &place), Vec::<String>::new());
}

#[test]
fn soldiers_editor_check_more_to_exit_than_may_count_quotes_the_platoons_rule() {
    let mut draft = built_from_nothing();
    let win = draft.add_win(1, ConditionKind::Exit);
    let west = edge_hexes(&draft, Edge::West);
    draft.paint(PaintTarget::Victory { win, condition: 0 }, &west[..3], true);
    draft.add_group(1, UnitKind::FieldGunPlatoon, 3);
    // Side 1 has 4 infantry, a battery and 3 platoons: 5 count.
    draft.set_condition_number(win, 0, 6);
    let place = format!("victory.wins[{win}].all[0]");
    let messages = at(&draft.problems(), &place);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("Artillery and machine gun platoons do not count"));
    assert!(messages[0].contains("only 5"));
    draft.set_condition_number(win, 0, 5);
    assert_eq!(at(&draft.problems(), &place), Vec::<String>::new());
}

#[test]
fn soldiers_editor_check_holding_or_destroying_more_units_than_there_are() {
    let mut draft = built_from_nothing();
    // Side 0 has 7 units, side 1 has 5.
    draft.set_condition_number(0, 0, 8);
    let win = draft.add_win(1, ConditionKind::Destroy);
    draft.set_condition_number(win, 0, 8);
    let problems = draft.problems();
    assert!(at(&problems, "victory.wins[0].all[0]")[0].contains("has only 7"));
    assert!(at(&problems, &format!("victory.wins[{win}].all[0]"))[0].contains("has only 7"));
    draft.set_condition_number(0, 0, 7);
    draft.set_condition_number(win, 0, 7);
    assert_eq!(draft.problems(), Vec::new());
}

#[test]
fn soldiers_editor_check_a_reinforcement_after_the_last_turn_is_named() {
    let mut draft = built_from_nothing();
    draft.set_arrival_turn(0, 2, 9);
    let messages = at(&draft.problems(), "sides[0].forces[2]");
    assert_eq!(
        messages,
        vec!["arrives on turn 9, outside the game's 1 to 8".to_string()]
    );
    draft.set_arrival_turn(0, 2, 8);
    assert_eq!(draft.problems(), Vec::new());
}

#[test]
fn soldiers_editor_check_a_zone_too_small_for_its_units_counts_8_stacking_points_a_hex() {
    let mut draft = built_from_nothing();
    let target = PaintTarget::Deployment { side: 1, group: 0 };
    let zone = draft.hexes_of(target);
    draft.paint(target, &zone[1..], false);
    // 4 infantry (4 points each) and a battery in one hex of 8 points.
    let messages = at(&draft.problems(), "sides[1].forces[0].at");
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("stacking points"), "{}", messages[0]);
    draft.paint(target, &zone[1..3], true);
    assert_eq!(draft.problems(), Vec::new());
}

#[test]
fn soldiers_editor_check_a_victory_condition_naming_no_hex_is_named() {
    let mut draft = built_from_nothing();
    let win = draft.add_win(1, ConditionKind::Hold);
    let place = format!("victory.wins[{win}].all[0]");
    let messages = at(&draft.problems(), &place);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(
        messages[0].contains("no hexes painted yet"),
        "{}",
        messages[0]
    );
    let east = edge_hexes(&draft, Edge::East);
    draft.paint(PaintTarget::Victory { win, condition: 0 }, &east[..2], true);
    assert_eq!(at(&draft.problems(), &place), Vec::<String>::new());
}

#[test]
fn soldiers_editor_check_a_new_scenario_lists_what_it_lacks() {
    let draft = ScenarioDraft::empty(crate::rules::soldiers::tables::Tables::shipped());
    let places: Vec<String> = draft.problems().into_iter().map(|p| p.place).collect();
    for place in ["name", "sides[0].forces", "sides[1].forces", "victory"] {
        assert!(
            places.iter().any(|found| found == place),
            "{place}: {places:?}"
        );
    }
}

#[test]
fn soldiers_editor_checks_find_nothing_in_the_shipped_scenarios() {
    let tables = crate::rules::soldiers::tables::Tables::shipped();
    for (file, scenario) in shipped_scenarios() {
        assert_eq!(
            problems(&scenario, &tables),
            Vec::new(),
            "{}",
            file.display()
        );
    }
}

#[test]
fn soldiers_editor_a_problem_s_place_names_the_hexes_to_show() {
    let draft = built_from_nothing();
    let scenario = draft.scenario();
    assert_eq!(
        target_of("sides[0].forces[2].at", scenario),
        Some(PaintTarget::Entry { side: 0, group: 2 })
    );
    assert_eq!(
        target_of("sides[1].forces[0]", scenario),
        Some(PaintTarget::Deployment { side: 1, group: 0 })
    );
    assert_eq!(
        target_of("victory.wins[0].all[0]", scenario),
        Some(PaintTarget::Victory {
            win: 0,
            condition: 0
        })
    );
    assert_eq!(
        target_of("special.trenches.zone", scenario),
        Some(PaintTarget::Trenches)
    );
    assert_eq!(target_of("name", scenario), None);
    assert_eq!(target_of("sides[9].forces[0]", scenario), None);
    assert_eq!(target_of("victory.wins[x", scenario), None);
}
