//! The question before a new game replaces the ruleset's unfinished one: asked wherever
//! the new game was chosen (a mode's page, the Skirmish Wars set-up screen).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::flow::{ConfirmNewGame, NewGameOverUnfinished};
use crate::app::core::menu_actions::MenuAction;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_question.run_if(|confirm: Res<ConfirmNewGame>| confirm.0.is_some()),
    );
}

fn draw_question(
    mut contexts: EguiContexts,
    mut confirm: ResMut<ConfirmNewGame>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(pending) = confirm.0.clone() else {
        return Ok(());
    };
    match show_menu(ctx, "An unfinished game", |ui| {
        ask_before_replacing(ui, &pending)
    })
    .flatten()
    {
        Some(Answer::Act(action)) => {
            actions.write(action);
        }
        Some(Answer::Back) => confirm.0 = None,
        None => {}
    }
    Ok(())
}

/// The player's answer to the question.
#[derive(Debug, Clone, PartialEq)]
enum Answer {
    /// Start the new game, or resume the unfinished one.
    Act(MenuAction),
    /// Neither: back to the page the new game was chosen on.
    Back,
}

/// Say what would be replaced and offer both, or going back.
fn ask_before_replacing(ui: &mut egui::Ui, pending: &NewGameOverUnfinished) -> Option<Answer> {
    let mut answer = None;
    ui.heading(t!("menu-replace-title"));
    ui.label(t!(
        "menu-replace-explain",
        ruleset = pending.ruleset.title().to_string(),
        unfinished = pending.unfinished.as_str(),
        title = pending.title.as_str()
    ));
    ui.add_space(8.0);
    if big_button(
        ui,
        &t!("menu-replace-start", title = pending.title.as_str()),
    )
    .clicked()
    {
        answer = Some(Answer::Act(MenuAction::PlayAnyway(pending.path.clone())));
    }
    if big_button(
        ui,
        &t!(
            "menu-replace-resume",
            unfinished = pending.unfinished.as_str()
        ),
    )
    .clicked()
    {
        answer = Some(Answer::Act(MenuAction::ResumeGame(pending.ruleset)));
    }
    if big_button(ui, &t!("common-back")).clicked() {
        answer = Some(Answer::Back);
    }
    answer
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;
    use crate::ruleset::Ruleset;

    #[test]
    fn the_question_starts_the_new_game_resumes_the_old_or_goes_back() {
        let pending = NewGameOverUnfinished {
            ruleset: Ruleset::Soldiers.into(),
            unfinished: "move 4 of Kursk".to_string(),
            title: "Arnhem".to_string(),
            path: "scenarios/soldiers/arnhem.ron".into(),
        };
        let ask = |ui: &mut egui::Ui| ask_before_replacing(ui, &pending);
        assert_eq!(
            click("Start Arnhem", ask),
            vec![Answer::Act(MenuAction::PlayAnyway(pending.path.clone()))]
        );
        assert_eq!(
            click("Resume move 4 of Kursk", ask),
            vec![Answer::Act(MenuAction::ResumeGame(
                Ruleset::Soldiers.into()
            ))]
        );
        assert_eq!(click("Back", ask), vec![Answer::Back]);
    }

    #[test]
    fn the_battle_is_resumed_by_the_same_action_as_every_game() {
        let pending = NewGameOverUnfinished {
            ruleset: Ruleset::FreeMove.into(),
            unfinished: "Hastings, move 2".to_string(),
            title: "Standard battle".to_string(),
            path: "scenarios/free_move/standard_battle.ron".into(),
        };
        assert_eq!(
            click("Resume Hastings, move 2", |ui| ask_before_replacing(
                ui, &pending
            )),
            vec![Answer::Act(MenuAction::ResumeGame(
                Ruleset::FreeMove.into()
            ))]
        );
    }
}
