//! Drives the Soldiers scenario editor headless (no window): opened from the Soldiers
//! page's "Make a scenario", a scenario built by the model's operations, saved into a
//! scratch data folder as a file the loader accepts, played at once (the deployment phase
//! opens with its units); a broken file opened keeps the scenario being edited and names
//! the file and line; a club scenario's Edit opens it in the editor; a scenario with
//! problems is not saved.

use std::path::PathBuf;

use super::support::{notices, screen, send};
use bevy::prelude::*;
use muster::app::core::club_scenarios::EditScenario;
use muster::app::core::launch::Launch;
use muster::app::core::menu_actions::{ActiveScenario, MenuAction};
use muster::app::core::screens::{Menu, Screen};
use muster::app::games::soldiers::SoldiersSession;
use muster::app::games::soldiers::editor::{EditorAction, EditorFolders, SoldiersEditor};
use muster::app::headless::headless_app;
use muster::rules::soldiers::map::{ColRow, Edge};
use muster::rules::soldiers::state::{Location, Phase, Side};
use muster::rules::soldiers::units::UnitKind;
use muster::ruleset::Ruleset;
use muster::scenario::Scenario;
use muster::scenario::soldiers::Zone;
use muster::scenario::soldiers::zone::TownLetter;
use muster::scenario::soldiers_editor::{ArrivalKind, ConditionKind, PaintTarget};

fn scratch(name: &str) -> PathBuf {
    super::support::scratch(&format!("soldiers-editor-{name}"))
}

/// The menu, then the editor opened as the Soldiers page's "Make a scenario" opens it.
fn editor_screen(name: &str) -> (App, PathBuf) {
    let dir = scratch(name);
    let mut app = headless_app(&dir, Launch::Menu);
    app.insert_resource(EditorFolders::under(&dir));
    app.update();
    app.update();
    send(&mut app, MenuAction::OpenSoldiersEditor);
    assert_eq!(screen(&app), Screen::SoldiersEditor);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::None);
    (app, dir)
}

fn editor(app: &mut App) -> Mut<'_, SoldiersEditor> {
    app.world_mut().resource_mut::<SoldiersEditor>()
}

/// Build a scenario by the model's operations: infantry and artillery on each side in
/// painted zones, a reinforcement on turn 3 through north-edge hexes, 8 turns, town A held.
fn build(editor: &mut SoldiersEditor) {
    let draft = &mut editor.draft;
    draft.set_name("Canal crossing");
    draft.set_turns(8);
    for (side, edge) in [(0, Edge::West), (1, Edge::East)] {
        draft.add_group(side, UnitKind::InfantryCompany, 4);
        draft.add_group(side, UnitKind::FieldGunBattery, 1);
        let zone: Vec<ColRow> = draft.zone_hexes(&Zone::NearEdge(edge, 2));
        draft.paint(
            PaintTarget::Deployment { side, group: 0 },
            &zone[..12],
            true,
        );
    }
    let late = draft
        .add_group(0, UnitKind::InfantryCompany, 2)
        .expect("side 0");
    draft.set_arrival(0, late, ArrivalKind::Arrive);
    draft.set_arrival_turn(0, late, 3);
    let north = draft.zone_hexes(&Zone::Edge(Edge::North));
    draft.paint(
        PaintTarget::Entry {
            side: 0,
            group: late,
        },
        &north[..3],
        true,
    );
    let win = draft.add_win(0, ConditionKind::Hold);
    let town = draft.zone_hexes(&Zone::Town(TownLetter('A')));
    draft.paint(PaintTarget::Victory { win, condition: 0 }, &town, true);
    draft.set_otherwise(Some(1));
    assert_eq!(draft.problems(), Vec::new());
}

#[test]
fn soldiers_editor_a_scenario_built_in_the_editor_is_saved_and_played_at_once() {
    let (mut app, dir) = editor_screen("build");
    build(&mut editor(&mut app));
    send(&mut app, EditorAction::Save);
    let path = dir.join("scenarios/soldiers/canal_crossing.ron");
    let Ok(Scenario::Soldiers(saved)) = muster::scenario::load(&path) else {
        panic!("the saved scenario loads: {:?}", notices(&app));
    };
    assert_eq!(saved.turns, 8);
    assert_eq!(saved, editor(&mut app).draft.to_scenario());
    assert!(
        notices(&app)
            .iter()
            .any(|notice| notice.contains(&path.display().to_string())),
        "the notice says where: {:?}",
        notices(&app)
    );
    assert_eq!(screen(&app), Screen::SoldiersEditor, "saving stays");
    send(&mut app, EditorAction::Play);
    assert_eq!(screen(&app), Screen::Soldiers, "{:?}", notices(&app));
    let active = app.world().resource::<ActiveScenario>();
    assert_eq!(
        active.path,
        dir.join("scenarios/soldiers/played/canal_crossing.ron")
    );
    let game = app.world().resource::<SoldiersSession>();
    assert!(matches!(
        game.state.phase,
        Phase::Deployment { deploying: Side(0) }
    ));
    let to_deploy = game
        .state
        .units
        .iter()
        .filter(|unit| unit.side == Side(0))
        .filter(|unit| matches!(unit.location, Location::ToDeploy { .. }))
        .count();
    assert_eq!(to_deploy, 5, "the French infantry and battery deploy");
}

#[test]
fn soldiers_editor_a_broken_file_opened_keeps_the_scenario_and_names_the_file() {
    let (mut app, dir) = editor_screen("broken");
    build(&mut editor(&mut app));
    let before = editor(&mut app).draft.to_scenario();
    let broken = dir.join("broken.ron");
    std::fs::write(
        &broken,
        "Soldiers((\n  name: \"x\",\n  sides: [nonsense],\n))",
    )
    .expect("written");
    send(&mut app, EditorAction::Open(broken.clone()));
    assert_eq!(editor(&mut app).draft.to_scenario(), before, "nothing lost");
    let said = notices(&app);
    assert!(
        said.iter()
            .any(|notice| notice.contains(&format!("{}:3:", broken.display()))),
        "the notice names the file and line: {said:?}"
    );
    // A file that is another ruleset's is refused the same way.
    let skirmish =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scenarios/skirmish/04_four_corners.ron");
    send(&mut app, EditorAction::Open(skirmish));
    assert_eq!(editor(&mut app).draft.to_scenario(), before, "nothing lost");
}

#[test]
fn soldiers_editor_edit_opens_a_club_scenario_and_a_change_is_saved_again() {
    let (mut app, dir) = editor_screen("edit");
    build(&mut editor(&mut app));
    send(&mut app, EditorAction::Save);
    send(&mut app, EditorAction::New);
    assert!(editor(&mut app).draft.scenario().name.is_empty());
    let path = dir.join("scenarios/soldiers/canal_crossing.ron");
    app.world_mut().write_message(EditScenario {
        ruleset: Ruleset::Soldiers,
        path: path.clone(),
    });
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::SoldiersEditor);
    assert_eq!(editor(&mut app).draft.scenario().name, "Canal crossing");
    editor(&mut app)
        .draft
        .add_group(1, UnitKind::MachineGunSection, 2);
    send(&mut app, EditorAction::Save);
    let Ok(Scenario::Soldiers(saved)) = muster::scenario::load(&path) else {
        panic!("saved again: {:?}", notices(&app));
    };
    assert_eq!(saved.sides[1].forces.len(), 3);
}

#[test]
fn soldiers_editor_a_scenario_with_problems_is_not_saved_and_the_notice_names_the_first() {
    let (mut app, dir) = editor_screen("problems");
    send(&mut app, EditorAction::Save);
    assert!(
        !dir.join("scenarios/soldiers").exists(),
        "nothing is written while there is a problem"
    );
    let said = notices(&app);
    assert!(
        said.iter().any(|notice| notice.contains("name")),
        "{said:?}"
    );
    send(&mut app, EditorAction::Play);
    assert_eq!(screen(&app), Screen::SoldiersEditor, "not played");
}

#[test]
fn soldiers_editor_undo_and_redo_actions_step_the_draft() {
    let (mut app, _dir) = editor_screen("undo");
    editor(&mut app).draft.set_name("One");
    editor(&mut app).draft.set_name("Two");
    send(&mut app, EditorAction::Undo);
    assert_eq!(editor(&mut app).draft.scenario().name, "One");
    send(&mut app, EditorAction::Redo);
    assert_eq!(editor(&mut app).draft.scenario().name, "Two");
}
