//! A mode's page: what it is, whether it opens in this build, and its scenario files.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::flow::ConfirmNewGame;
use super::scenario_list::ScenarioList;
use crate::app::core::club_scenarios::EditScenario;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::mode::{Mode, companion_opens};
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetEntry;
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::app::session::correspondence::CorrespondenceRulesets;
use crate::ruleset::Ruleset;
use crate::scenario::catalogue::CatalogueEntry;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_picker.run_if(in_state(Menu::Picker)),
    );
}

#[expect(
    clippy::too_many_arguments,
    reason = "a bevy system: each argument is a resource or message it uses"
)]
fn draw_picker(
    mut contexts: EguiContexts,
    chosen: Res<ChosenMode>,
    list: Res<ScenarioList>,
    confirm: Res<ConfirmNewGame>,
    registry: Res<GameRegistry>,
    mut actions: MessageWriter<MenuAction>,
    mut edits: MessageWriter<EditScenario>,
    by_post: Option<Res<CorrespondenceRulesets>>,
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
    let lists = Lists {
        shipped: &list.shipped,
        club: &list.club,
        club_folder: &list.club_folder,
        by_post: entry
            .zip(by_post.as_deref())
            .is_some_and(|(entry, by_post)| by_post.0.contains(&entry.id.short_name())),
    };
    match show_menu(ctx, "Mode", |ui| picker(ui, chosen.0, entry, lists)).flatten() {
        // The club's scenario opens in its ruleset's editor, which reads `EditScenario`.
        Some(MenuAction::EditScenario(path)) => {
            if let Some(ruleset) = entry.and_then(|entry| entry.id.engine_ruleset()) {
                edits.write(EditScenario { ruleset, path });
            }
        }
        Some(action) => {
            actions.write(action);
        }
        None => {}
    }
    Ok(())
}

/// The scenarios a mode's page lists: the shipped ones, and the club's own.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Lists<'a> {
    pub shipped: &'a [CatalogueEntry],
    pub club: &'a [CatalogueEntry],
    /// Where the club's are, for the hover of their heading.
    pub club_folder: &'a str,
    /// Whether the ruleset is played by correspondence (its page offers it).
    pub by_post: bool,
}

/// A mode's page: what it is, what opens (the ruleset's `entry` says; a ruleset not built
/// in opens nothing), its scenarios `list`; what the player chose.
pub(super) fn picker(
    ui: &mut egui::Ui,
    mode: Mode,
    entry: Option<&RulesetEntry>,
    lists: Lists,
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
        if lists.shipped.is_empty() {
            ui.label(t!("menu-picker-no-scenarios"));
        }
        let edits = entry.is_some_and(|entry| entry.edits_scenarios);
        // In the menu's own scroll area (a scroll inside it hid its rows from the fit check
        // and from a player at UI scale 2).
        ui.vertical(|ui| {
            // Every row as wide as the first (measured once: a row measured by itself crept
            // wider row by row, past the scroll bar).
            let row = ui.available_width() - 2.0;
            for entry in lists.shipped {
                if let Some(chosen) = draw_entry(ui, entry, opens, false, row) {
                    action = Some(chosen);
                }
            }
            if !lists.club.is_empty() {
                ui.add_space(8.0);
                ui.label(egui::RichText::new(t!("editor-club-scenarios")).strong())
                    .on_hover_text(t!("editor-club-scenarios-hint", folder = lists.club_folder));
            }
            for entry in lists.club {
                if let Some(chosen) = draw_entry(ui, entry, opens, edits, row) {
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
    if lists.by_post && opens {
        // Beside the rules reference: the page keeps its height.
        ui.columns(2, |columns| {
            if big_button(&mut columns[0], &t!("correspondence-page-open"))
                .on_hover_text(t!("correspondence-page-open-hover"))
                .clicked()
            {
                action = Some(MenuAction::OpenCorrespondence);
            }
            if big_button(&mut columns[1], &t!("menu-picker-rules-reference")).clicked() {
                action = Some(MenuAction::OpenRules);
            }
        });
    } else if mode.ruleset().is_some()
        && big_button(ui, &t!("menu-picker-rules-reference")).clicked()
    {
        action = Some(MenuAction::OpenRules);
    }
    if big_button(ui, &t!("common-back")).clicked() {
        action = Some(MenuAction::Back);
    }
    action
}

/// One scenario's row: Play (its title) and Host, and Edit when `edits` (a club's scenario
/// of a ruleset with an editor; a broken one too, so the club can mend it).
fn draw_entry(
    ui: &mut egui::Ui,
    entry: &CatalogueEntry,
    opens: bool,
    edits: bool,
    row: f32,
) -> Option<MenuAction> {
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
                let edit_width = if edits { EDIT_WIDTH } else { 0.0 };
                // Exactly the row: the spacing egui puts between the buttons, no more.
                let gap = ui.spacing().item_spacing.x;
                let gaps = if edits { 2.0 * gap } else { gap };
                let play = ui.add_sized(
                    [row - host_width - edit_width - gaps, 52.0],
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
                if edits && edit_button(ui, edit_width, &file) {
                    action = Some(MenuAction::EditScenario(entry.path.clone()));
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
            // A club's broken file opens in its editor, to be mended there.
            if edits && edit_button(ui, EDIT_WIDTH, &file) {
                return Some(MenuAction::EditScenario(entry.path.clone()));
            }
        }
    }
    None
}

/// The Edit button's width ("Bearbeiten" on one line).
const EDIT_WIDTH: f32 = 128.0;

/// The Edit button of a club's scenario `file`: whether it was pressed.
fn edit_button(ui: &mut egui::Ui, width: f32, file: &str) -> bool {
    ui.add_sized([width, 52.0], egui::Button::new(t!("editor-edit")))
        .on_hover_text(t!("editor-edit-hint", file = file))
        .clicked()
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
        let lists = Lists {
            shipped: &list,
            ..Lists::default()
        };
        let page = |ui: &mut egui::Ui| picker(ui, mode, entry, lists);
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
        let page = |ui: &mut egui::Ui| picker(ui, mode, skirmish, Lists::default());
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
        let page = |ui: &mut egui::Ui| picker(ui, mode, Some(&race), Lists::default());
        assert!(!shows("Learn by playing", |ui| {
            page(ui);
        }));
        assert!(!shows("Lay out a table from tiles", |ui| {
            page(ui);
        }));
        assert_eq!(click("Rules reference", page), vec![MenuAction::OpenRules]);
    }

    #[test]
    fn a_ruleset_played_by_correspondence_offers_it_on_its_page_and_another_does_not() {
        let entry =
            crate::app::core::ruleset_door::by_short_name(crate::app::games::RULESETS, "skirmish");
        let mode = Mode::Ruleset(Ruleset::Skirmish.into());
        let by_post = Lists {
            by_post: true,
            ..Lists::default()
        };
        assert_eq!(
            click("Play by correspondence…", |ui| picker(
                ui, mode, entry, by_post
            )),
            vec![MenuAction::OpenCorrespondence]
        );
        assert!(!shows("Play by correspondence…", |ui| {
            picker(ui, mode, entry, Lists::default());
        }));
    }

    fn club_lists<'a>(shipped: &'a [CatalogueEntry], club: &'a [CatalogueEntry]) -> Lists<'a> {
        Lists {
            shipped,
            club,
            club_folder: "/data/scenarios/skirmish",
            by_post: false,
        }
    }

    #[test]
    fn the_club_s_scenarios_are_listed_below_the_shipped_ones_playable_and_editable() {
        let skirmish =
            crate::app::core::ruleset_door::by_short_name(crate::app::games::RULESETS, "skirmish");
        let mode = Mode::Ruleset(Ruleset::Skirmish.into());
        let shipped = vec![CatalogueEntry {
            path: "scenarios/skirmish/01_river_crossing.ron".into(),
            outcome: Ok("River Crossing".to_string()),
        }];
        let club = vec![CatalogueEntry {
            path: "/data/scenarios/skirmish/club_night.ron".into(),
            outcome: Ok("Club night".to_string()),
        }];
        let page = |ui: &mut egui::Ui| picker(ui, mode, skirmish, club_lists(&shipped, &club));
        assert!(shows("Your scenarios", |ui| {
            page(ui);
        }));
        assert_eq!(
            click("Club night", page),
            vec![MenuAction::Play(
                "/data/scenarios/skirmish/club_night.ron".into()
            )]
        );
        assert_eq!(
            click("Edit", page),
            vec![MenuAction::EditScenario(
                "/data/scenarios/skirmish/club_night.ron".into()
            )]
        );
    }

    #[test]
    fn a_shipped_list_alone_has_no_club_heading_and_a_ruleset_without_an_editor_offers_no_edit() {
        let soldiers =
            crate::app::core::ruleset_door::by_short_name(crate::app::games::RULESETS, "soldiers")
                .expect("Soldiers is built in");
        let shipped = vec![CatalogueEntry {
            path: "scenarios/soldiers/kursk.ron".into(),
            outcome: Ok("Kursk, 1943".to_string()),
        }];
        let club = vec![CatalogueEntry {
            path: "/data/scenarios/soldiers/ours.ron".into(),
            outcome: Ok("Ours".to_string()),
        }];
        let without_editor = RulesetEntry {
            edits_scenarios: false,
            ..*soldiers
        };
        let mode = Mode::Ruleset(soldiers.id);
        assert!(!shows("Your scenarios", |ui| {
            picker(ui, mode, Some(&without_editor), club_lists(&shipped, &[]));
        }));
        assert!(!shows("Edit", |ui| {
            picker(ui, mode, Some(&without_editor), club_lists(&shipped, &club));
        }));
        let with_editor = RulesetEntry {
            edits_scenarios: true,
            ..*soldiers
        };
        assert!(shows("Edit", |ui| {
            picker(ui, mode, Some(&with_editor), club_lists(&shipped, &club));
        }));
    }

    #[test]
    fn a_broken_club_scenario_is_listed_with_its_problem_and_can_be_opened_to_mend() {
        let skirmish =
            crate::app::core::ruleset_door::by_short_name(crate::app::games::RULESETS, "skirmish");
        let mode = Mode::Ruleset(Ruleset::Skirmish.into());
        let folder = std::env::temp_dir().join(format!(
            "muster-picker-broken-{}/scenarios/skirmish",
            std::process::id()
        ));
        std::fs::create_dir_all(&folder).expect("scratch");
        let broken = folder.join("broken.ron");
        std::fs::write(
            &broken,
            "Skirmish((\n    name: \"Broken\",\n    plyers: [],\n))",
        )
        .expect("scratch");
        let club = super::super::scenario_list::scenarios_of(
            folder.parent().expect("the scenarios folder"),
            skirmish.expect("Skirmish Wars is built in"),
        );
        assert_eq!(club.len(), 1);
        let Err(error) = &club[0].outcome else {
            panic!("a broken file read as a scenario: {club:?}");
        };
        let problem = format!("⚠ {error}");
        assert!(problem.contains("broken.ron"), "{problem}");
        let page = |ui: &mut egui::Ui| picker(ui, mode, skirmish, club_lists(&[], &club));
        assert!(shows(&problem, |ui| {
            page(ui);
        }));
        assert_eq!(
            click("Edit", page),
            vec![MenuAction::EditScenario(broken.clone())]
        );
        std::fs::remove_dir_all(folder.parent().and_then(|p| p.parent()).expect("scratch")).ok();
    }
}
