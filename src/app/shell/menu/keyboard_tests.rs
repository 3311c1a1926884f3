//! The menus by keyboard alone and to a screen reader (tests only): Tab and Shift-Tab move
//! the focus, Enter presses, the focus is ringed, every control is named, and a game opens
//! from the title menu by Tab and Enter.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::picker_page::picker;
use super::scenario_list::scenarios_of;
use super::title_page::{TitleView, mode_label, title_menu};
use crate::app::core::launch::Launch;
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::mode::Mode;
use crate::app::core::registry::GameRegistry;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::ui::focus_ring::{FOCUS_STROKE, paint_focus_ring};
use crate::app::core::ui::panel_test::{
    controls_and_names, focused_name, harness, press, tab_to, unnamed_controls,
};
use crate::app::core::ui::widgets::show_menu;
// The whole app, to open what the keys chose (this module is the tests' own).
#[cfg(test)]
use crate::app::headless::headless_app;
use crate::ruleset::Ruleset;
use crate::scenario::catalogue;

/// The shipped rulesets as the app registers them.
fn registry() -> GameRegistry {
    let mut registry = GameRegistry::default();
    for entry in crate::app::games::RULESETS {
        registry.add_ruleset(entry);
    }
    registry
}

/// The title menu in its window over the dimmed screen, as the app shows it, with the focus
/// ring painted; what it answered is kept as the harness's state.
fn title_harness<'a>(view: &'a TitleView<'_>) -> Harness<'a, Vec<MenuAction>> {
    harness(Vec::new(), move |ui, answered: &mut Vec<MenuAction>| {
        crate::app::core::ui::style_for_the_table(ui.style_mut());
        answered.extend(show_menu(ui.ctx(), "Muster", |ui| title_menu(ui, view)).flatten());
        paint_focus_ring(ui.ctx());
    })
}

fn bare_title(modes: Vec<Mode>) -> TitleView<'static> {
    TitleView {
        modes,
        games: &[],
        any_saved: false,
    }
}

#[test]
fn every_control_on_the_title_menu_has_a_name_a_screen_reader_reads() {
    let games = [(
        Ruleset::FreeMove.into(),
        "Resume the battle: Hastings, move 2".to_string(),
    )];
    let view = TitleView {
        modes: registry().modes(),
        games: &games,
        any_saved: true,
    };
    let harness = title_harness(&view);
    let controls = controls_and_names(&harness);
    assert!(controls.len() >= 12, "{controls:?}");
    assert_eq!(unnamed_controls(&harness), vec![]);
    for name in ["Settings", "Resume the battle: Hastings, move 2", "Quit"] {
        assert!(
            controls.contains(&(Role::Button, Some(name.to_string()))),
            "{name} in {controls:?}"
        );
    }
}

#[test]
fn the_first_tab_focuses_the_title_menu_s_first_mode_and_enter_opens_it() {
    let modes = registry().modes();
    let view = bare_title(modes.clone());
    let mut harness = title_harness(&view);
    assert_eq!(
        focused_name(&harness),
        None,
        "nothing has the focus at first"
    );
    press(&mut harness, egui::Key::Tab);
    assert_eq!(focused_name(&harness), Some(mode_label(modes[0])));
    press(&mut harness, egui::Key::Enter);
    assert_eq!(harness.state(), &vec![MenuAction::OpenMode(modes[0])]);
}

#[test]
fn without_a_key_the_title_menu_opens_nothing_and_enter_alone_presses_nothing() {
    let view = bare_title(registry().modes());
    let mut harness = title_harness(&view);
    press(&mut harness, egui::Key::Enter);
    assert_eq!(focused_name(&harness), None);
    assert_eq!(harness.state(), &Vec::<MenuAction>::new());
}

#[test]
fn shift_tab_moves_the_focus_back_a_control() {
    let modes = registry().modes();
    let view = bare_title(modes.clone());
    let mut harness = title_harness(&view);
    press(&mut harness, egui::Key::Tab);
    press(&mut harness, egui::Key::Tab);
    assert_eq!(focused_name(&harness), Some(mode_label(modes[1])));
    harness.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Tab);
    let _ = harness.run_ok();
    assert_eq!(focused_name(&harness), Some(mode_label(modes[0])));
}

/// The rectangles painted with the focus ring's stroke in the harness's last pass.
fn focus_rings<S>(harness: &Harness<'_, S>) -> Vec<egui::Rect> {
    harness
        .output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Rect(rect) if rect.stroke == FOCUS_STROKE => Some(rect.rect),
            _ => None,
        })
        .collect()
}

#[test]
fn the_focused_control_is_ringed_with_the_focus_stroke_and_nothing_before_a_tab() {
    let view = bare_title(registry().modes());
    let mut harness = title_harness(&view);
    assert_eq!(
        focus_rings(&harness),
        vec![],
        "no ring before the keys are used"
    );
    press(&mut harness, egui::Key::Tab);
    press(&mut harness, egui::Key::Tab);
    let focused = harness.get_by(|node| node.is_focused()).rect();
    let rings = focus_rings(&harness);
    assert_eq!(rings.len(), 1, "{rings:?}");
    assert!(
        rings[0].contains_rect(focused),
        "the ring {:?} goes round the focused button {focused:?}",
        rings[0]
    );
}

#[test]
fn a_free_move_game_opens_from_the_title_menu_by_tab_and_enter_alone() {
    let registry = registry();
    let free_move = Mode::Ruleset(Ruleset::FreeMove.into());
    // The title menu: Tab to Free Move, Enter.
    let view = bare_title(registry.modes());
    let mut title = title_harness(&view);
    assert!(tab_to(&mut title, &mode_label(free_move), 20).is_some());
    press(&mut title, egui::Key::Enter);
    let mut answered = title.into_state();
    assert_eq!(answered, vec![MenuAction::OpenMode(free_move)]);
    // Its page: Tab to the standard battle, Enter.
    let entry = registry.ruleset(Ruleset::FreeMove.into());
    let list = scenarios_of(
        &catalogue::scenarios_root(),
        entry.expect("Free Move is built in"),
    );
    let battle = list
        .iter()
        .find(|scenario| scenario.path.ends_with("standard_battle.ron"))
        .expect("the standard battle is shipped");
    let title_of_battle = battle.outcome.clone().expect("it reads");
    let mut page = harness(Vec::new(), |ui, answered: &mut Vec<MenuAction>| {
        answered.extend(
            show_menu(ui.ctx(), "Mode", |ui| {
                let lists = super::picker_page::Lists {
                    shipped: &list,
                    ..Default::default()
                };
                picker(ui, free_move, entry, lists)
            })
            .flatten(),
        );
    });
    assert!(tab_to(&mut page, &title_of_battle, 20).is_some());
    press(&mut page, egui::Key::Enter);
    let chosen = page.into_state();
    assert_eq!(chosen, vec![MenuAction::Play(battle.path.clone())]);
    answered.extend(chosen);
    // What the keys chose, given to the app: the table opens.
    let scratch = std::env::temp_dir().join(format!("muster-keys-open-{}", std::process::id()));
    let mut app = headless_app(&scratch, Launch::Menu);
    app.update();
    app.update();
    for action in answered {
        app.world_mut().write_message(action);
        app.update();
        app.update();
    }
    let screen = *app.world().resource::<State<Screen>>().get();
    let menu = *app.world().resource::<State<Menu>>().get();
    assert_eq!(
        (screen, menu),
        (Screen::Playing(Ruleset::FreeMove.into()), Menu::None)
    );
    let _ = std::fs::remove_dir_all(&scratch);
}
