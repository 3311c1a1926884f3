//! The controls page drawn headless from the default bindings: the keys alone with no pad;
//! a column of the pad's buttons, named by its family, beside a player's keys with one.

use super::*;
use crate::app::core::input::binding_names::bound_names;
use crate::app::core::input::bindings::Bindings;
use crate::app::core::input::input_prompts::SeatedPad;
use crate::app::core::input::pad_names::PadFamily;
use crate::app::core::ui::panel_test::{click, shows};

/// The page's view with `state`'s pads, read from the default bindings.
fn view_with(state: &InputPrompts) -> ControlsView {
    let bindings = Bindings::default();
    let names = |player: PlayerId, action, device| {
        bound_names(bindings.for_player(player), action, device).join(", ")
    };
    let mut view = read_view(
        state,
        names,
        &PlayerPointers::default(),
        [egui::Color32::WHITE; 2],
    );
    view.file = "bindings.ron".to_string();
    view
}

/// Player 2 holding a pad of `family`.
fn with_pad(family: PadFamily, name: &str) -> InputPrompts {
    let mut state = InputPrompts::default();
    state.seat(
        PlayerId::Two,
        Some(SeatedPad {
            entity: Entity::from_raw_u32(3).unwrap(),
            family,
            name: name.to_string(),
        }),
    );
    state
}

#[test]
fn with_no_pad_the_page_names_the_keys_and_no_pad_button() {
    let view = view_with(&InputPrompts::default());
    assert_eq!(view.columns.len(), 2);
    let ready = view
        .bindings
        .iter()
        .find(|(name, _)| *name == "menu-controls-ready");
    assert_eq!(
        ready.map(|(_, cells)| cells.clone()),
        Some(vec!["R".to_string(), "Right Shift".to_string()])
    );
    assert!(
        view.bindings
            .iter()
            .all(|(name, _)| *name != "menu-controls-hold-to-grab"),
        "a pad's hold-to-grab is left out with no pad"
    );
    assert!(shows("Right Shift", |ui| {
        controls_page(ui, &view);
    }));
    assert!(!shows("Menu", |ui| {
        controls_page(ui, &view);
    }));
}

#[test]
fn with_an_xbox_pad_player_2_gets_a_column_of_its_buttons_and_the_pad_is_named() {
    let view = view_with(&with_pad(PadFamily::Xbox, "Xbox Wireless Controller"));
    assert_eq!(view.columns.len(), 3);
    assert_eq!(view.columns[2].heading, "Player 2 · Xbox pad");
    let ready = view
        .bindings
        .iter()
        .find(|(name, _)| *name == "menu-controls-ready");
    assert_eq!(
        ready.map(|(_, cells)| cells[2].clone()),
        Some("Menu".to_string())
    );
    assert_eq!(view.pause, "Esc, View");
    for text in [
        "Menu",
        "Right Shift",
        "Player 2: Xbox Wireless Controller (Xbox pad)",
    ] {
        assert!(
            shows(text, |ui| {
                controls_page(ui, &view);
            }),
            "{text}"
        );
    }
}

#[test]
fn a_playstation_pad_s_column_names_cross_where_an_xbox_pad_s_says_a() {
    let view = view_with(&with_pad(
        PadFamily::PlayStation,
        "DualSense Wireless Controller",
    ));
    let grab = view
        .bindings
        .iter()
        .find(|(name, _)| *name == "menu-controls-hold-to-grab");
    assert_eq!(
        grab.map(|(_, cells)| cells.clone()),
        Some(vec!["—".to_string(), "—".to_string(), "Cross".to_string()])
    );
}

#[test]
fn every_binding_on_the_controls_page_shows_whole_at_1280_by_800() {
    use crate::app::core::ui::fit_check::fit_problems;
    use crate::app::core::ui::panel_test::laid_out_after_scales;
    for state in [
        InputPrompts::default(),
        with_pad(PadFamily::SteamDeck, "Steam Deck"),
    ] {
        let mut view = view_with(&state);
        view.room = 800.0 - 220.0 - 18.0 * view.pads.len() as f32;
        let pass = laid_out_after_scales(egui::vec2(1280.0, 800.0), &[1.0], |ctx| {
            crate::app::core::ui::widgets::show_menu(ctx, "Controls", |ui| {
                controls_page(ui, &view)
            });
        });
        assert!(
            pass.texts
                .iter()
                .any(|text| text.text.contains("arrow keys")),
            "Player 2's column is drawn"
        );
        assert_eq!(fit_problems(&pass), vec![]);
    }
}

#[test]
fn the_controls_page_shows_the_bindings_and_goes_back() {
    let view = view_with(&InputPrompts::default());
    assert!(shows("Enter, keypad Enter", |ui| {
        controls_page(ui, &view);
    }));
    assert_eq!(
        click("Back", |ui| controls_page(ui, &view)),
        vec![MenuAction::Back]
    );
}
