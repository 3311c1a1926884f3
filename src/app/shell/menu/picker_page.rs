//! A mode's page: what it is, whether it opens in this build, and its scenario files.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::flow::ConfirmNewGame;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::mode::{Mode, companion_opens};
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetEntry;
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

fn read_scenario_list(
    chosen: Res<ChosenMode>,
    registry: Res<GameRegistry>,
    mut list: ResMut<ScenarioList>,
) {
    list.0 = chosen
        .0
        .ruleset()
        .and_then(|ruleset| registry.ruleset(ruleset))
        .map(|entry| scenarios_of(&catalogue::scenarios_root(), entry))
        .unwrap_or_default();
}

/// The scenario files in the ruleset's folder under `root`, each with its title or why it is
/// not one of the ruleset's.
pub(super) fn scenarios_of(root: &std::path::Path, entry: &RulesetEntry) -> Vec<CatalogueEntry> {
    catalogue::list_folder(&root.join(entry.id.folder()), |scenario| {
        if (entry.plays)(scenario) {
            Ok(())
        } else {
            Err(t!(
                "menu-picker-wrong-folder",
                ruleset = scenario.ruleset_name().to_string(),
                folder = entry.id.title().to_string()
            ))
        }
    })
}

fn draw_picker(
    mut contexts: EguiContexts,
    chosen: Res<ChosenMode>,
    list: Res<ScenarioList>,
    confirm: Res<ConfirmNewGame>,
    registry: Res<GameRegistry>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if confirm.0.is_some() {
        // The question stands in the page's place (`replace_game_page`).
        return Ok(());
    }
    let entry = chosen
        .0
        .ruleset()
        .and_then(|ruleset| registry.ruleset(ruleset));
    if let Some(action) =
        show_menu(ctx, "Mode", |ui| picker(ui, chosen.0, entry, &list.0)).flatten()
    {
        actions.write(action);
    }
    Ok(())
}

/// A mode's page: what it is, what opens (the ruleset's `entry` says; a ruleset not built
/// in opens nothing), its scenarios `list`; what the player chose.
pub(super) fn picker(
    ui: &mut egui::Ui,
    mode: Mode,
    entry: Option<&RulesetEntry>,
    list: &[CatalogueEntry],
) -> Option<MenuAction> {
    let mut action = None;
    ui.heading(mode.title());
    ui.label(mode.blurb());
    ui.add_space(8.0);
    let what_opens = match mode {
        Mode::Ruleset(_) => entry.map(|entry| muster_text::text(entry.what_opens)),
        Mode::Companion => Some(companion_opens()),
    };
    let opens = match what_opens {
        Some(what_opens) => {
            ui.label(what_opens);
            true
        }
        None => {
            ui.label(
                egui::RichText::new(t!("menu-picker-not-built-in"))
                    .strong()
                    .color(egui::Color32::LIGHT_YELLOW),
            );
            false
        }
    };
    if let Some(ruleset) = mode.ruleset() {
        ui.add_space(8.0);
        ui.label(
            egui::RichText::new(t!(
                "menu-picker-scenarios-in",
                folder = format!("scenarios/{}/", ruleset.folder())
            ))
            .strong(),
        );
        if list.is_empty() {
            ui.label(t!("menu-picker-no-scenarios"));
        }
        show_scrolled(ui, egui::ScrollArea::vertical().max_height(300.0), |ui| {
            for entry in list {
                if let Some(chosen) = draw_entry(ui, entry, opens) {
                    action = Some(chosen);
                }
            }
        });
    }
    ui.add_space(8.0);
    if mode == Mode::Companion
        && opens
        && big_button(ui, &t!("menu-picker-open-companion")).clicked()
    {
        action = Some(MenuAction::OpenCompanion);
    }
    if let Some(entry) = entry
        && opens
    {
        // The walkthroughs and the demo's scenarios are the rules crate's, for its engines.
        if let Some(ruleset) = entry.id.engine_ruleset()
            && let Some(chosen) = learn_and_watch(ui, ruleset)
        {
            action = Some(chosen);
        }
        if let Some(own) = entry.own_button
            && big_button(ui, &muster_text::text(own.label))
                .on_hover_text(muster_text::text(own.hover))
                .clicked()
        {
            action = Some((own.action)());
        }
    }
    if mode.ruleset().is_some() && big_button(ui, &t!("menu-picker-rules-reference")).clicked() {
        action = Some(MenuAction::OpenRules);
    }
    if big_button(ui, &t!("common-back")).clicked() {
        action = Some(MenuAction::Back);
    }
    action
}

fn draw_entry(ui: &mut egui::Ui, entry: &CatalogueEntry, opens: bool) -> Option<MenuAction> {
    let file = entry
        .path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    match &entry.outcome {
        Ok(title) if opens => {
            let mut action = None;
            ui.horizontal(|ui| {
                let host_width = 96.0;
                // Exactly the row: the spacing egui puts between the two buttons, no more.
                let gap = ui.spacing().item_spacing.x;
                let play = ui.add_sized(
                    [ui.available_width() - host_width - gap, 52.0],
                    egui::Button::new(egui::RichText::new(title).size(22.0)),
                );
                if play.on_hover_text(&file).clicked() {
                    action = Some(MenuAction::Play(entry.path.clone()));
                }
                let host = ui.add_sized(
                    [host_width, 52.0],
                    egui::Button::new(t!("menu-picker-host")),
                );
                if host.on_hover_text(t!("menu-picker-host-hint")).clicked() {
                    action = Some(MenuAction::Host(entry.path.clone()));
                }
            });
            if action.is_some() {
                return action;
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
    None
}

/// The ruleset's walkthrough and its demo, side by side.
fn learn_and_watch(ui: &mut egui::Ui, ruleset: Ruleset) -> Option<MenuAction> {
    let mut action = None;
    ui.columns(2, |columns| {
        if big_button(&mut columns[0], &t!("menu-picker-learn"))
            .on_hover_text(t!("menu-picker-learn-hint"))
            .clicked()
        {
            action = Some(MenuAction::StartWalkthrough(ruleset));
        }
        if big_button(&mut columns[1], &t!("menu-picker-watch-demo"))
            .on_hover_text(t!("menu-picker-watch-demo-hint"))
            .clicked()
        {
            action = Some(MenuAction::StartDemo(vec![ruleset]));
        }
    });
    action
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click, shows};

    #[test]
    fn a_mode_s_page_plays_a_scenario_and_starts_its_walkthrough() {
        let entry =
            crate::app::core::ruleset_door::by_short_name(crate::app::games::RULESETS, "soldiers");
        let mode = Mode::Ruleset(Ruleset::Soldiers.into());
        let list = vec![CatalogueEntry {
            path: "scenarios/soldiers/kursk.ron".into(),
            outcome: Ok("Kursk, 1943".to_string()),
        }];
        let page = |ui: &mut egui::Ui| picker(ui, mode, entry, &list);
        assert_eq!(
            click("Kursk, 1943", page),
            vec![MenuAction::Play("scenarios/soldiers/kursk.ron".into())]
        );
        assert_eq!(
            click("Learn by playing", page),
            vec![MenuAction::StartWalkthrough(Ruleset::Soldiers)]
        );
        assert_eq!(click("Back", page), vec![MenuAction::Back]);
    }

    #[test]
    fn a_ruleset_s_own_button_comes_from_its_entry_and_a_ruleset_without_a_walkthrough_offers_none()
    {
        let skirmish =
            crate::app::core::ruleset_door::by_short_name(crate::app::games::RULESETS, "skirmish");
        let mode = Mode::Ruleset(Ruleset::Skirmish.into());
        let page = |ui: &mut egui::Ui| picker(ui, mode, skirmish, &[]);
        assert_eq!(
            click("Lay out a table from tiles", page),
            vec![MenuAction::OpenSkirmishSetup]
        );
        assert!(shows("Learn by playing", |ui| {
            page(ui);
        }));

        const RACE: crate::ruleset::RulesetCard = crate::ruleset::RulesetCard {
            short_name: "race",
            title: "A race",
            blurb: "Run.",
            folder: "race",
        };
        let race = RulesetEntry {
            id: crate::app::core::ruleset_door::RulesetId(&RACE),
            own_button: None,
            ..*skirmish.expect("Skirmish Wars is built in")
        };
        let mode = Mode::Ruleset(race.id);
        let page = |ui: &mut egui::Ui| picker(ui, mode, Some(&race), &[]);
        assert!(!shows("Learn by playing", |ui| {
            page(ui);
        }));
        assert!(!shows("Lay out a table from tiles", |ui| {
            page(ui);
        }));
        assert_eq!(click("Rules reference", page), vec![MenuAction::OpenRules]);
    }
}
