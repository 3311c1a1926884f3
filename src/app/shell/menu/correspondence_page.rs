//! The correspondence page of a ruleset (Soldiers, Skirmish Wars, the movement game): start
//! a game by turn files — a two-seat scenario, this player's side, both names — or open a
//! turn file by its path (an invitation, or the other player's turn). The game itself is
//! the session's (`session::correspondence`).

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::club_folders::ClubFolders;
use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::registry::GameRegistry;
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};
use crate::app::session::correspondence::files::CorrespondenceFolder;
use crate::app::session::correspondence::{
    CorrespondenceReport, OpenTurnFile, StartCorrespondence,
};
use crate::scenario::catalogue;

/// A two-seat scenario the page offers: its file, title and the names of its two sides.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct TwoSeats {
    pub path: PathBuf,
    pub title: String,
    pub sides: [String; 2],
}

/// The page's choices.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub(super) struct CorrespondenceForm {
    pub ruleset: String,
    pub scenarios: Vec<TwoSeats>,
    pub chosen: usize,
    pub my_seat: usize,
    pub names: [String; 2],
    pub turn_file: String,
    /// Where this machine keeps its games, for the page to say.
    pub folder: String,
}

/// What the player asked for on the page.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum PageAction {
    Start(StartCorrespondence),
    Open(PathBuf),
    Back,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CorrespondenceForm>()
        .add_systems(OnEnter(Menu::Correspondence), fill_form)
        .add_systems(
            EguiPrimaryContextPass,
            draw_page.run_if(in_state(Menu::Correspondence)),
        );
}

/// The chosen ruleset's two-seat scenarios, shipped and the club's.
fn fill_form(
    chosen: Res<ChosenMode>,
    registry: Res<GameRegistry>,
    club: Res<ClubFolders>,
    folder: Option<Res<CorrespondenceFolder>>,
    mut form: ResMut<CorrespondenceForm>,
) {
    let Some(entry) = chosen.0.ruleset().and_then(|id| registry.ruleset(id)) else {
        return;
    };
    let mut scenarios = Vec::new();
    for root in [catalogue::scenarios_root(), club.root()] {
        let listed = catalogue::list_folder(&root.join(entry.id.folder()), |scenario| {
            if (entry.plays)(scenario) && scenario.seats() == 2 {
                Ok(())
            } else {
                Err(String::new())
            }
        });
        for listed in listed {
            let (Ok(title), Ok(scenario)) = (listed.outcome, crate::scenario::load(&listed.path))
            else {
                continue;
            };
            let names = scenario.seat_names();
            let side = |seat: usize| {
                names
                    .get(seat)
                    .cloned()
                    .unwrap_or_else(|| t!("session-seat-number", seat = seat + 1))
            };
            scenarios.push(TwoSeats {
                path: listed.path,
                title,
                sides: [side(0), side(1)],
            });
        }
    }
    let ruleset = entry.id.title().to_string();
    if form.ruleset != ruleset {
        form.chosen = 0;
        form.my_seat = 0;
    }
    form.ruleset = ruleset;
    form.scenarios = scenarios;
    form.chosen = form.chosen.min(form.scenarios.len().saturating_sub(1));
    form.folder = folder.map_or_else(String::new, |folder| folder.0.display().to_string());
    // The login name as this player's, until they type another.
    if form.names.iter().all(String::is_empty)
        && let Some(login) = ["USER", "USERNAME"]
            .into_iter()
            .find_map(|name| std::env::var(name).ok())
    {
        let mine = form.my_seat.min(1);
        form.names[mine] = login;
    }
}

/// A path as typed or pasted: blanks and the quotes a file manager adds taken off.
fn typed_path(typed: &str) -> PathBuf {
    PathBuf::from(typed.trim().trim_matches(['"', '\'']).trim())
}

fn draw_page(
    mut contexts: EguiContexts,
    mut form: ResMut<CorrespondenceForm>,
    report: Option<Res<CorrespondenceReport>>,
    mut starts: MessageWriter<StartCorrespondence>,
    mut opens: MessageWriter<OpenTurnFile>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let report = report.map(|report| report.clone()).unwrap_or_default();
    let chosen = show_menu(ctx, "Correspondence", |ui| {
        correspondence_page(ui, &mut form, &report)
    })
    .flatten();
    match chosen {
        Some(PageAction::Start(start)) => {
            starts.write(start);
        }
        Some(PageAction::Open(path)) => {
            opens.write(OpenTurnFile(path));
        }
        Some(PageAction::Back) => {
            actions.write(MenuAction::Back);
        }
        None => {}
    }
    Ok(())
}

/// The page's contents, and what the player chose on it.
pub(super) fn correspondence_page(
    ui: &mut egui::Ui,
    form: &mut CorrespondenceForm,
    report: &CorrespondenceReport,
) -> Option<PageAction> {
    let mut action = None;
    ui.heading(t!(
        "correspondence-page-title",
        ruleset = form.ruleset.as_str()
    ));
    ui.label(t!("correspondence-page-about"));
    ui.add_space(8.0);
    ui.strong(t!("correspondence-page-start-heading"));
    if form.scenarios.is_empty() {
        ui.label(t!("correspondence-page-no-scenarios"));
    } else {
        let titles: Vec<String> = form.scenarios.iter().map(|s| s.title.clone()).collect();
        let label = ui.label(t!("correspondence-page-scenario"));
        egui::ComboBox::from_id_salt("correspondence scenario")
            .width(ui.available_width().min(420.0))
            .selected_text(titles.get(form.chosen).cloned().unwrap_or_default())
            .show_ui(ui, |ui| {
                for (index, title) in titles.iter().enumerate() {
                    ui.selectable_value(&mut form.chosen, index, title);
                }
            })
            .response
            .labelled_by(label.id);
        let sides = form.scenarios[form.chosen.min(form.scenarios.len() - 1)]
            .sides
            .clone();
        ui.label(t!("correspondence-page-your-side"));
        ui.horizontal_wrapped(|ui| {
            for (seat, side) in sides.iter().enumerate() {
                ui.radio_value(&mut form.my_seat, seat, side);
            }
        });
        let mine = form.my_seat.min(1);
        let [first, second] = &mut form.names;
        let (my_name, other_name) = if mine == 0 {
            (first, second)
        } else {
            (second, first)
        };
        name_field(ui, &t!("correspondence-page-your-name"), my_name);
        name_field(ui, &t!("correspondence-page-other-name"), other_name);
        let ready = form.names.iter().all(|name| !name.trim().is_empty());
        if ui
            .add_enabled_ui(ready, |ui| big_button(ui, &t!("correspondence-page-start")))
            .inner
            .on_hover_text(t!("correspondence-page-start-hover"))
            .clicked()
            && ready
        {
            action = Some(PageAction::Start(StartCorrespondence {
                scenario: form.scenarios[form.chosen.min(form.scenarios.len() - 1)]
                    .path
                    .clone(),
                my_seat: mine,
                names: [
                    form.names[0].trim().to_string(),
                    form.names[1].trim().to_string(),
                ],
            }));
        }
    }
    ui.add_space(12.0);
    ui.strong(t!("correspondence-page-open-heading"));
    let label = ui.label(t!("correspondence-page-turn-file"));
    let field = ui
        .add_sized(
            [ui.available_width(), 36.0],
            egui::TextEdit::singleline(&mut form.turn_file).hint_text("river-crossing-3.ron"),
        )
        .labelled_by(label.id);
    let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
    if (big_button(ui, &t!("correspondence-page-open-file")).clicked() || entered)
        && !form.turn_file.trim().is_empty()
    {
        action = Some(PageAction::Open(typed_path(&form.turn_file)));
    }
    if !form.folder.is_empty() {
        ui.label(
            egui::RichText::new(t!(
                "correspondence-page-folder",
                folder = form.folder.as_str()
            ))
            .small(),
        );
    }
    if let Some(refused) = &report.refused {
        ui.label(
            egui::RichText::new(format!("⚠ {refused}"))
                .color(egui::Color32::from_rgb(255, 140, 120)),
        );
    } else if let Some(written) = &report.written {
        ui.label(
            egui::RichText::new(t!(
                "correspondence-page-written",
                file = written.display().to_string()
            ))
            .color(egui::Color32::LIGHT_GREEN),
        );
    }
    ui.add_space(8.0);
    if big_button(ui, &t!("common-back")).clicked() {
        action = Some(PageAction::Back);
    }
    action
}

/// A labelled one-line field for a player's name.
fn name_field(ui: &mut egui::Ui, words: &str, name: &mut String) {
    ui.horizontal(|ui| {
        let label = ui.label(words);
        ui.add(egui::TextEdit::singleline(name).desired_width(220.0))
            .labelled_by(label.id);
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    fn form() -> CorrespondenceForm {
        CorrespondenceForm {
            ruleset: "Skirmish Wars".into(),
            scenarios: vec![TwoSeats {
                path: "scenarios/skirmish/01_river_crossing.ron".into(),
                title: "River Crossing".into(),
                sides: ["Orange".into(), "Blue".into()],
            }],
            chosen: 0,
            my_seat: 1,
            names: ["Ann".into(), "Bob".into()],
            turn_file: "/home/ann/river-crossing-3.ron".into(),
            folder: String::new(),
        }
    }

    #[test]
    fn a_pasted_path_loses_its_quotes_and_blanks() {
        assert_eq!(
            typed_path(" '/home/bob/Downloads/river-crossing-2.ron' "),
            PathBuf::from("/home/bob/Downloads/river-crossing-2.ron")
        );
        assert_eq!(typed_path("\"a b.ron\""), PathBuf::from("a b.ron"));
    }

    #[test]
    fn start_writes_the_invitation_for_the_chosen_scenario_side_and_names() {
        let answered = click("Start", |ui| {
            correspondence_page(ui, &mut form(), &CorrespondenceReport::default())
        });
        assert_eq!(
            answered,
            vec![PageAction::Start(StartCorrespondence {
                scenario: "scenarios/skirmish/01_river_crossing.ron".into(),
                my_seat: 1,
                names: ["Ann".into(), "Bob".into()],
            })]
        );
    }

    #[test]
    fn start_waits_for_both_names_and_open_opens_the_typed_file() {
        let mut unnamed = form();
        unnamed.names[0].clear();
        let answered = click("Start", |ui| {
            correspondence_page(ui, &mut unnamed.clone(), &CorrespondenceReport::default())
        });
        assert!(answered.is_empty());
        let answered = click("Open the turn file", |ui| {
            correspondence_page(ui, &mut form(), &CorrespondenceReport::default())
        });
        assert_eq!(
            answered,
            vec![PageAction::Open("/home/ann/river-crossing-3.ron".into())]
        );
    }
}
