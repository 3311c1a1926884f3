//! The pause menu's Save as…: a name asked for over the menu (filled in with the scenario
//! and how far the game has gone), checked as a file name, and a question before a save of
//! that name is replaced. Written once for every game: the game on screen writes the save
//! ([`MenuAction::SaveGameAs`]).

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::saved_games::SaveLocations;
use crate::app::core::menu_actions::{ActiveScenario, MenuAction, SaveSlot};
use crate::app::core::named_saves::{SaveNameError, save_file_name};
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::big_button;

/// The name being typed for Save as…, while its dialog is open.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct SaveAsForm {
    pub ruleset: RulesetId,
    pub name: String,
    /// Why the name typed cannot be used.
    pub problem: Option<SaveNameError>,
    /// The save (its file name) the player is asked before replacing.
    pub replacing: Option<String>,
    /// Whether the name field has had the keyboard given to it (once, on opening).
    focused: bool,
}

impl SaveAsForm {
    /// A form for the game of `ruleset`, its name filled in with `name`.
    pub fn new(ruleset: RulesetId, name: String) -> Self {
        SaveAsForm {
            ruleset,
            name,
            problem: None,
            replacing: None,
            focused: false,
        }
    }
}

/// What the dialog's player chose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveAsAnswer {
    /// Save under this file name (checked; any save of that name is replaced).
    Save(String),
    /// Close the dialog without saving.
    Cancel,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, open_on_request.run_if(in_state(Menu::Pause)))
        .add_systems(
            EguiPrimaryContextPass,
            draw_save_as.run_if(in_state(Menu::Pause).and_then(resource_exists::<SaveAsForm>)),
        )
        .add_systems(OnExit(Menu::Pause), close);
}

/// Open the form on Save as…, named after the scenario and how far the game has gone.
fn open_on_request(world: &mut World, mut cursor: Local<MessageCursor<MenuAction>>) {
    let asked = {
        let messages = world.resource::<Messages<MenuAction>>();
        cursor
            .read(messages)
            .any(|action| *action == MenuAction::OpenSaveAs)
    };
    if !asked {
        return;
    }
    let Some(active) = world.get_resource::<ActiveScenario>() else {
        return;
    };
    let Some(ruleset) = world
        .get_resource::<GameRegistry>()
        .and_then(|registry| registry.ruleset_of(&active.scenario))
        .map(|entry| entry.id)
    else {
        return;
    };
    let scenario = active.scenario.name().to_string();
    let whereabouts = world
        .get_resource::<GameRegistry>()
        .and_then(|registry| registry.get(ruleset))
        .and_then(|entry| (entry.whereabouts)(world));
    world.insert_resource(SaveAsForm::new(
        ruleset,
        suggested_name(&scenario, whereabouts),
    ));
}

/// The name Save as… offers: the scenario and how far the game has gone, made a usable
/// file name ("Hill Country, day 4, Orange to play").
pub fn suggested_name(scenario: &str, whereabouts: Option<String>) -> String {
    let name = match whereabouts {
        Some(whereabouts) => format!("{scenario}, {whereabouts}"),
        None => scenario.to_string(),
    };
    let safe: String = name
        .chars()
        .filter(|c| !c.is_control())
        .map(|c| if matches!(c, '/' | '\\') { '-' } else { c })
        .collect::<String>()
        .replace("..", ".");
    let safe = safe.trim_start_matches('.').to_string();
    save_file_name(&safe).unwrap_or_else(|_| t!("menu-save-as-default-name"))
}

fn close(mut commands: Commands) {
    commands.remove_resource::<SaveAsForm>();
}

fn draw_save_as(
    mut contexts: EguiContexts,
    mut form: ResMut<SaveAsForm>,
    locations: SaveLocations,
    mut actions: MessageWriter<MenuAction>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let ruleset = form.ruleset;
    let exists = |name: &str| {
        locations
            .path(ruleset, SaveSlot::Named(name.to_string()))
            .is_some_and(|path| path.exists())
    };
    let answer = egui::Modal::new(egui::Id::new("save as"))
        .show(ctx, |ui| {
            ui.set_width(ui.ctx().content_rect().width().min(560.0) - 40.0);
            save_as_dialog(ui, &mut form, &exists)
        })
        .inner;
    match answer {
        Some(SaveAsAnswer::Save(name)) => {
            actions.write(MenuAction::SaveGameAs(name));
            commands.remove_resource::<SaveAsForm>();
        }
        Some(SaveAsAnswer::Cancel) => commands.remove_resource::<SaveAsForm>(),
        None => {}
    }
    Ok(())
}

/// The dialog's contents: the name, why it cannot be used, or the question before a save of
/// that name is replaced (`exists` says whether a save of a file name is on disk).
pub fn save_as_dialog(
    ui: &mut egui::Ui,
    form: &mut SaveAsForm,
    exists: &dyn Fn(&str) -> bool,
) -> Option<SaveAsAnswer> {
    let mut answer = None;
    ui.heading(t!("menu-pause-save-as"));
    if let Some(replacing) = form.replacing.clone() {
        ui.label(
            egui::RichText::new(t!("menu-save-as-replace-ask", name = replacing.as_str()))
                .size(18.0),
        );
        ui.columns(2, |columns| {
            if big_button(&mut columns[0], &t!("menu-save-as-replace-it")).clicked() {
                answer = Some(SaveAsAnswer::Save(replacing.clone()));
            }
            if big_button(&mut columns[1], &t!("menu-save-as-another-name")).clicked() {
                form.replacing = None;
            }
        });
        return answer;
    }
    let label = ui.label(t!("menu-save-as-name-it"));
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut form.name)
                .desired_width(f32::INFINITY)
                .font(egui::TextStyle::Heading),
        )
        .labelled_by(label.id);
    if !form.focused {
        form.focused = true;
        field.request_focus();
    }
    if field.changed() {
        form.problem = None;
    }
    let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
    if let Some(problem) = &form.problem {
        ui.colored_label(egui::Color32::from_rgb(255, 140, 110), problem.to_string());
    }
    let mut save = entered;
    ui.columns(2, |columns| {
        save |= big_button(&mut columns[0], &t!("menu-save-as-save")).clicked();
        if big_button(&mut columns[1], &t!("menu-save-as-cancel")).clicked() {
            answer = Some(SaveAsAnswer::Cancel);
        }
    });
    if save {
        match save_file_name(&form.name) {
            Err(why) => form.problem = Some(why),
            Ok(name) if exists(&name) => form.replacing = Some(name),
            Ok(name) => answer = Some(SaveAsAnswer::Save(name)),
        }
    }
    answer
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_button, harness};

    fn form(name: &str) -> SaveAsForm {
        SaveAsForm::new(crate::ruleset::Ruleset::Skirmish.into(), name.to_string())
    }

    /// Draw the dialog over `form`, click `labels` in turn; the form and every answer.
    fn clicked(
        form: SaveAsForm,
        exists: &dyn Fn(&str) -> bool,
        labels: &[&str],
    ) -> (SaveAsForm, Vec<SaveAsAnswer>) {
        let mut harness = harness(
            (form, Vec::new()),
            |ui, (form, answers): &mut (SaveAsForm, Vec<SaveAsAnswer>)| {
                answers.extend(save_as_dialog(ui, form, exists));
            },
        );
        for label in labels {
            click_button(&mut harness, label);
        }
        harness.into_state()
    }

    #[test]
    fn a_new_name_is_saved_at_once() {
        let (_, answers) = clicked(form("Before the river"), &|_| false, &["Save"]);
        assert_eq!(answers, [SaveAsAnswer::Save("Before the river".into())]);
    }

    #[test]
    fn a_name_already_saved_asks_before_replacing_and_replace_saves() {
        let taken = |name: &str| name == "Before the river";
        let (asked, answers) = clicked(form("Before the river"), &taken, &["Save"]);
        assert!(answers.is_empty(), "nothing saved before the answer");
        assert_eq!(asked.replacing.as_deref(), Some("Before the river"));
        let (_, answers) = clicked(asked, &taken, &["Replace it"]);
        assert_eq!(answers, [SaveAsAnswer::Save("Before the river".into())]);
    }

    #[test]
    fn choosing_another_name_saves_nothing_and_goes_back_to_the_name() {
        let taken = |_: &str| true;
        let (asked, _) = clicked(form("Mine"), &taken, &["Save"]);
        let (back, answers) = clicked(asked, &taken, &["Choose another name"]);
        assert!(answers.is_empty());
        assert_eq!(back.replacing, None);
    }

    #[test]
    fn a_hostile_name_is_refused_with_its_reason_and_saves_nothing() {
        let (refused, answers) = clicked(form("../../outside"), &|_| false, &["Save"]);
        assert!(answers.is_empty());
        let problem = refused.problem.expect("a reason");
        assert!(
            matches!(problem, SaveNameError::Slash { .. }),
            "{problem:?}"
        );
        assert!(problem.to_string().contains("slash"), "{problem}");
        let (_, answers) = clicked(form(""), &|_| false, &["Save"]);
        assert!(answers.is_empty(), "an empty name saves nothing");
    }

    #[test]
    fn the_suggested_name_is_the_scenario_and_how_far_the_game_went_as_a_usable_name() {
        assert_eq!(
            suggested_name("Hill Country", Some("day 4, Orange to play".into())),
            "Hill Country, day 4, Orange to play"
        );
        assert_eq!(suggested_name("A/B..C", None), "A-B.C");
        assert_eq!(suggested_name("", None), "My game");
    }
}
