//! A mode's page: what it is, whether it opens in this build, and its scenario files.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::flow::ConfirmNewGame;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::mode::{Availability, Mode};
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::ruleset::Ruleset;
use crate::scenario::catalogue::{self, CatalogueEntry};

/// The chosen ruleset's scenario files, read when the page opens.
#[derive(Resource, Debug, Default)]
struct ScenarioList(Vec<CatalogueEntry>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScenarioList>()
        .add_systems(OnEnter(Menu::Picker), read_scenario_list)
        .add_systems(
            EguiPrimaryContextPass,
            draw_picker.run_if(in_state(Menu::Picker)),
        );
}

fn read_scenario_list(chosen: Res<ChosenMode>, mut list: ResMut<ScenarioList>) {
    list.0 = chosen
        .0
        .ruleset()
        .map(|ruleset| catalogue::list(&catalogue::scenarios_root(), ruleset))
        .unwrap_or_default();
}

fn draw_picker(
    mut contexts: EguiContexts,
    chosen: Res<ChosenMode>,
    list: Res<ScenarioList>,
    confirm: Res<ConfirmNewGame>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mode = chosen.0;
    if confirm.0.is_some() {
        // The question stands in the page's place (`replace_game_page`).
        return Ok(());
    }
    show_menu(ctx, "Mode", |ui| {
        ui.heading(mode.title());
        ui.label(mode.blurb());
        ui.add_space(8.0);
        let opens = match mode.availability() {
            Availability::Opens { what_opens } => {
                ui.label(what_opens);
                true
            }
            Availability::NotYet { plan } => {
                ui.label(
                    egui::RichText::new(plan)
                        .strong()
                        .color(egui::Color32::LIGHT_YELLOW),
                );
                false
            }
        };
        if let Some(ruleset) = mode.ruleset() {
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(format!("Scenarios in scenarios/{}/", ruleset.folder()))
                    .strong(),
            );
            if list.0.is_empty() {
                ui.label("No scenario files yet.");
            }
            show_scrolled(ui, egui::ScrollArea::vertical().max_height(300.0), |ui| {
                for entry in &list.0 {
                    draw_entry(ui, entry, opens, &mut actions);
                }
            });
        }
        ui.add_space(8.0);
        if mode == Mode::Companion && opens && big_button(ui, "Open the companion").clicked() {
            actions.write(MenuAction::OpenCompanion);
        }
        if let Some(ruleset) = mode.ruleset()
            && opens
        {
            learn_and_watch(ui, ruleset, &mut actions);
            if ruleset == Ruleset::SkirmishWars
                && big_button(ui, "Lay out a table from tiles")
                    .on_hover_text(
                        "Skirmish Wars' own set-up (2.0–2.7): tiles, properties, players, victory",
                    )
                    .clicked()
            {
                actions.write(MenuAction::OpenSkirmishSetup);
            }
        }
        if mode.ruleset().is_some() && big_button(ui, "Rules reference").clicked() {
            actions.write(MenuAction::OpenRules);
        }
        if big_button(ui, "Back").clicked() {
            actions.write(MenuAction::Back);
        }
    });
    Ok(())
}

fn draw_entry(
    ui: &mut egui::Ui,
    entry: &CatalogueEntry,
    opens: bool,
    actions: &mut MessageWriter<MenuAction>,
) {
    let file = entry
        .path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    match &entry.outcome {
        Ok(title) if opens => {
            if big_button(ui, title).on_hover_text(&file).clicked() {
                actions.write(MenuAction::Play(entry.path.clone()));
            }
        }
        Ok(title) => {
            ui.label(format!("{title}  ({file})"));
        }
        Err(error) => {
            ui.label(
                egui::RichText::new(format!("⚠ {error}"))
                    .color(egui::Color32::from_rgb(255, 140, 120)),
            );
        }
    }
}

/// The ruleset's walkthrough and its demo, side by side.
fn learn_and_watch(ui: &mut egui::Ui, ruleset: Ruleset, actions: &mut MessageWriter<MenuAction>) {
    ui.columns(2, |columns| {
        if big_button(&mut columns[0], "Learn by playing")
            .on_hover_text(
                "Learn the rules by playing: a short guided game with the real rules, then a small game against the computer",
            )
            .clicked()
        {
            actions.write(MenuAction::StartWalkthrough(ruleset));
        }
        if big_button(&mut columns[1], "Watch a demo")
            .on_hover_text(
                "The computer plays this ruleset full screen, with captions naming each rule; any key offers the game to you",
            )
            .clicked()
        {
            actions.write(MenuAction::StartDemo(vec![ruleset]));
        }
    });
}
