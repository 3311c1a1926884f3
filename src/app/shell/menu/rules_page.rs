//! The rules reference page: the chosen ruleset's rules in brief and every reading Muster
//! settled where the text is silent, straight from the rules crate.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::rules::free_move::reference::{self, Entry};
use crate::rules::movement_game::reference as movement_reference;
use crate::rules::skirmish::reference as skirmish_reference;
use crate::rules::skirmish::tables::Tables as SkirmishTables;
use crate::rules::soldiers::reference as soldiers_reference;
use crate::rules::soldiers::tables::Tables;
use crate::ruleset::Ruleset;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_rules.run_if(in_state(Menu::Rules)),
    );
}

fn draw_entries(ui: &mut egui::Ui, entries: &[Entry]) {
    for entry in entries {
        ui.label(egui::RichText::new(entry.heading).strong());
        ui.label(entry.text);
        ui.add_space(6.0);
    }
}

/// Under each "readings" heading: how to read the brackets, and where the readings are
/// written out in full outside the game.
fn draw_readings_note(ui: &mut egui::Ui) {
    ui.label("Each reading names, in brackets, the tests that check it. Readings in full: docs/rules-readings.md; how to play: docs/players-guide.md.");
}

fn draw_heading(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).heading().size(20.0));
}

fn draw_table(ui: &mut egui::Ui, title: &str, lines: &[soldiers_reference::TableLine]) {
    ui.label(egui::RichText::new(title).strong());
    for line in lines {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(&line.what).strong());
            ui.label(&line.value);
            ui.label(
                egui::RichText::new(format!("({})", line.source))
                    .italics()
                    .weak(),
            );
        });
    }
    ui.add_space(6.0);
}

/// Soldiers: the rules in brief, the tables with each value's source, the readings.
fn draw_soldiers(ui: &mut egui::Ui) {
    draw_heading(ui, "The rules of the text, in brief");
    draw_entries(ui, soldiers_reference::RULES);
    ui.separator();
    draw_heading(ui, "The tables");
    ui.label("The charts are missing from the text: each value says where it comes from (the rules, the errata, or Muster's assumption). A club with the original charts can edit assets/data/soldiers/*.ron and rebuild.");
    let tables = Tables::shipped();
    draw_table(
        ui,
        "Terrain Effects Chart",
        &soldiers_reference::terrain_lines(&tables),
    );
    draw_table(
        ui,
        "Combat Results Table",
        &soldiers_reference::crt_lines(&tables),
    );
    draw_table(
        ui,
        "Units (attack-range-movement)",
        &soldiers_reference::unit_lines(&tables),
    );
    ui.separator();
    draw_heading(ui, "Muster's readings where the text is silent");
    draw_readings_note(ui);
    ui.add_space(6.0);
    draw_entries(ui, &soldiers_reference::readings());
}

/// Skirmish Wars: the rules in brief, the unit cards, terrain, damage chart and COs with
/// each value's source, the readings.
fn draw_skirmish(ui: &mut egui::Ui) {
    draw_heading(ui, "The rules of the text, in brief");
    draw_entries(ui, skirmish_reference::RULES);
    ui.separator();
    draw_heading(ui, "The tables");
    ui.label("The unit cards, the Terrain Defense Modifier chart and the CO cards are missing from the text: each value says where it comes from. A club with the printed cards can edit assets/data/skirmish/*.ron and rebuild.");
    let tables = SkirmishTables::shipped();
    draw_table(
        ui,
        "Unit cards (firepower full/reduced)",
        &skirmish_reference::unit_lines(&tables),
    );
    draw_table(
        ui,
        "Terrain (defense stars, movement cost; × cannot enter)",
        &skirmish_reference::terrain_lines(&tables),
    );
    draw_table(
        ui,
        "Terrain Defense Modifier chart (hits + one more on a d6 ≤ n)",
        &skirmish_reference::chart_lines(&tables),
    );
    draw_table(
        ui,
        "COs (optional rule)",
        &skirmish_reference::co_lines(&tables),
    );
    ui.separator();
    draw_heading(ui, "Muster's readings where the text is silent");
    draw_readings_note(ui);
    ui.add_space(6.0);
    draw_entries(ui, &skirmish_reference::readings());
}

fn draw_rules(
    mut contexts: EguiContexts,
    chosen: Res<ChosenMode>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let room = ctx.content_rect().height() - 200.0;
    let ruleset = chosen.0.ruleset().unwrap_or(Ruleset::FreeMove);
    if let Some(action) =
        show_menu(ctx, "Rules reference", |ui| rules_page(ui, ruleset, room)).flatten()
    {
        actions.write(action);
    }
    Ok(())
}

/// The rules reference of `ruleset`, scrolling in `room` points; what the player chose.
fn rules_page(ui: &mut egui::Ui, ruleset: Ruleset, room: f32) -> Option<MenuAction> {
    ui.heading(format!("{}: rules reference", ruleset.title()));
    show_scrolled(
        ui,
        egui::ScrollArea::vertical().max_height(room.max(200.0)),
        |ui| match ruleset {
            Ruleset::FreeMove => {
                ui.label(
                    egui::RichText::new("The rules of the text, in brief")
                        .heading()
                        .size(20.0),
                );
                draw_entries(ui, reference::RULES);
                ui.separator();
                ui.label(
                    egui::RichText::new("Muster's readings where the text is silent")
                        .heading()
                        .size(20.0),
                );
                draw_readings_note(ui);
                ui.add_space(6.0);
                draw_entries(ui, &reference::readings());
            }
            Ruleset::Soldiers => draw_soldiers(ui),
            Ruleset::SkirmishWars => draw_skirmish(ui),
            Ruleset::MovementGame => {
                draw_heading(ui, "The rules of the text, in brief");
                draw_entries(ui, movement_reference::RULES);
                ui.separator();
                draw_heading(ui, "Muster's readings where the text is silent");
                draw_readings_note(ui);
                ui.add_space(6.0);
                draw_entries(ui, &movement_reference::readings());
            }
        },
    );
    ui.add_space(8.0);
    big_button(ui, "Back").clicked().then_some(MenuAction::Back)
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    #[test]
    fn every_ruleset_s_rules_page_draws_and_goes_back() {
        for ruleset in Ruleset::ALL {
            assert_eq!(
                click("Back", |ui| rules_page(ui, ruleset, 600.0)),
                vec![MenuAction::Back],
                "{ruleset:?}"
            );
        }
    }
}
