//! The panel's table tools: the random balanced layout (seed and seats; asked first over
//! tiles laid by hand), Centre the table, the tool in hand
//! (tiles, city, factory, HQ, trees, hills, clear) with the owner of the properties placed,
//! and the tile set with Rotate (R) and Remove for the selected tile.

use bevy_egui::egui;
use muster_text::t;

use super::actions::SetupAction;
use super::editor::{TableSetup, Tool};
use crate::rules::seat::PlayerId;
use crate::scenario::skirmish_layout::{PropertyKind, Seats};

/// The random balanced layout: its seed and seats, and the button; over tiles laid by hand
/// it asks before replacing them. What the player chose.
pub fn random_section(ui: &mut egui::Ui, setup: &mut TableSetup) -> Option<SetupAction> {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("skirmish-setup-seed"));
        ui.add(egui::DragValue::new(&mut setup.seed).speed(1.0))
            .labelled_by(label.id);
        ui.selectable_value(
            &mut setup.random_seats,
            Seats::Two,
            t!("skirmish-setup-players-count", count = 2),
        );
        ui.selectable_value(
            &mut setup.random_seats,
            Seats::Four,
            t!("skirmish-setup-players-count", count = 4),
        );
    });
    if setup.asking_to_replace {
        return replace_question(ui, setup);
    }
    let pressed = ui
        .add(
            egui::Button::new(t!("skirmish-setup-random"))
                .min_size(egui::vec2(ui.available_width(), 30.0)),
        )
        .on_hover_text(t!("skirmish-setup-random-hover"))
        .clicked();
    if !pressed {
        return None;
    }
    if setup.laid_by_hand() {
        setup.asking_to_replace = true;
        return None;
    }
    Some(SetupAction::Random)
}

/// The question before a random layout replaces the tiles laid by hand.
fn replace_question(ui: &mut egui::Ui, setup: &mut TableSetup) -> Option<SetupAction> {
    let mut answer = None;
    ui.label(
        egui::RichText::new(t!(
            "skirmish-setup-replace-question",
            count = setup.layout.tiles.len()
        ))
        .strong(),
    );
    ui.columns(2, |columns| {
        if columns[0]
            .add(
                egui::Button::new(t!("skirmish-setup-replace"))
                    .min_size(egui::vec2(columns[0].available_width(), 30.0)),
            )
            .clicked()
        {
            answer = Some(SetupAction::Random);
        }
        if columns[1]
            .add(
                egui::Button::new(t!("skirmish-setup-keep"))
                    .min_size(egui::vec2(columns[1].available_width(), 30.0)),
            )
            .clicked()
        {
            setup.asking_to_replace = false;
        }
    });
    answer
}

pub fn tools_section(ui: &mut egui::Ui, setup: &mut TableSetup) {
    ui.label(egui::RichText::new(t!("skirmish-setup-click-to-place")).strong());
    ui.horizontal_wrapped(|ui| {
        for tool in Tool::ALL {
            ui.selectable_value(&mut setup.tool, tool, tool.label());
        }
    });
    if let Tool::Property(kind) = setup.tool {
        owner_choice(ui, setup, kind);
    }
    if ui
        .button(t!("skirmish-setup-centre"))
        .on_hover_text(t!("skirmish-setup-centre-hover"))
        .clicked()
    {
        setup.centre_view();
    }
}

/// Who the properties placed belong to: neutral or a player (an HQ always a player's).
fn owner_choice(ui: &mut egui::Ui, setup: &mut TableSetup, kind: PropertyKind) {
    if kind == PropertyKind::Hq && setup.owner.is_none() {
        setup.owner = Some(PlayerId(0));
    }
    let names = setup.player_names();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("skirmish-setup-owner"));
        if kind != PropertyKind::Hq {
            ui.selectable_value(&mut setup.owner, None, t!("skirmish-setup-neutral"));
        }
        for (seat, name) in names.iter().enumerate() {
            ui.selectable_value(&mut setup.owner, Some(PlayerId(seat)), name);
        }
    });
}

pub fn tiles_section(ui: &mut egui::Ui, setup: &mut TableSetup) {
    if setup.tool != Tool::Tile {
        return;
    }
    let names: Vec<String> = setup
        .tiles
        .tiles
        .iter()
        .map(|tile| tile.name.clone())
        .collect();
    ui.horizontal_wrapped(|ui| {
        for name in names {
            let note = setup
                .tiles
                .find(&name)
                .map(|tile| tile.note.clone())
                .unwrap_or_default();
            ui.selectable_value(&mut setup.tile, name.clone(), name)
                .on_hover_text(note);
        }
    });
    let selected = setup.selected.and_then(|slot| {
        setup
            .layout
            .tile_in(slot)
            .map(|placed| (slot, placed.clone()))
    });
    match &selected {
        Some((slot, placed)) => ui.label(t!(
            "skirmish-setup-selected-tile",
            tile = placed.tile.as_str(),
            slot = slot.to_string(),
            degrees = placed.rotation.degrees()
        )),
        None => ui.label(t!(
            "skirmish-setup-in-hand",
            degrees = setup.rotation.degrees()
        )),
    };
    ui.columns(2, |columns| {
        if columns[0]
            .add(
                egui::Button::new(t!("skirmish-setup-rotate"))
                    .min_size(egui::vec2(columns[0].available_width(), 28.0)),
            )
            .on_hover_text(t!("skirmish-setup-rotate-hover"))
            .clicked()
        {
            setup.rotate();
        }
        let remove = columns[1].add_enabled(
            selected.is_some(),
            egui::Button::new(t!("skirmish-setup-remove"))
                .min_size(egui::vec2(columns[1].available_width(), 28.0)),
        );
        if remove
            .on_hover_text(t!("skirmish-setup-remove-hover"))
            .clicked()
        {
            setup.remove_selected();
        }
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, shows};
    use crate::rules::skirmish::map::Pos;

    /// Draw the random section over `setup`, click `label`: the setup and what it answered.
    fn clicking(label: &str, setup: TableSetup) -> (TableSetup, Vec<SetupAction>) {
        click_on(label, (setup, Vec::new()), |ui, (setup, answered)| {
            answered.extend(random_section(ui, setup));
        })
    }

    fn hand_laid() -> TableSetup {
        let mut setup = TableSetup::default();
        setup.click(Pos::new(0, 0));
        setup
    }

    #[test]
    fn random_layout_over_hand_laid_tiles_asks_first_and_replace_replaces() {
        let (asked, answered) = clicking("Random balanced layout", hand_laid());
        assert!(answered.is_empty(), "nothing replaced before the answer");
        assert!(asked.asking_to_replace);
        let mut shown = asked.clone();
        assert!(shows("Replace them", |ui| {
            random_section(ui, &mut shown);
        }));
        let (_, answered) = clicking("Replace them", asked.clone());
        assert_eq!(answered, [SetupAction::Random]);
        let (kept, answered) = clicking("Keep my tiles", asked);
        assert!(answered.is_empty());
        assert!(!kept.asking_to_replace);
        assert_eq!(kept.layout.tiles.len(), 1, "the tile laid by hand is kept");
    }

    #[test]
    fn random_layout_on_an_empty_or_untouched_random_table_asks_nothing() {
        let (empty, answered) = clicking("Random balanced layout", TableSetup::default());
        assert_eq!(answered, [SetupAction::Random]);
        assert!(!empty.asking_to_replace);
        let mut drawn = TableSetup::default();
        drawn.randomise();
        assert!(!drawn.laid_by_hand());
        let (_, answered) = clicking("Random balanced layout", drawn);
        assert_eq!(answered, [SetupAction::Random]);
    }

    #[test]
    fn a_random_layout_changed_by_hand_asks_first() {
        let mut drawn = TableSetup::default();
        drawn.randomise();
        drawn.remove_tile(drawn.layout.tiles[0].slot);
        let (asked, answered) = clicking("Random balanced layout", drawn);
        assert!(answered.is_empty());
        assert!(asked.asking_to_replace);
    }
}
