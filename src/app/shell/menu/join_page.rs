//! The Join page: type the host's address (`host` or `host:port`) or pick a recent host,
//! and join to play, or watch (no seat: the game followed, at any time); the lobby
//! follows.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::menu_actions::MenuAction;
use crate::app::core::network::recent_hosts::{self, RecentHostsFile};
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};

/// The page's address field and the recent hosts, read when it opens.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
struct JoinForm {
    address: String,
    recent: Vec<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<JoinForm>()
        .add_systems(OnEnter(Menu::Join), read_recent_hosts)
        .add_systems(
            EguiPrimaryContextPass,
            draw_join_page.run_if(in_state(Menu::Join)),
        );
}

fn read_recent_hosts(mut form: ResMut<JoinForm>, file: Option<Res<RecentHostsFile>>) {
    let file = file.map_or_else(recent_hosts::default_file, |file| file.0.clone());
    form.recent = recent_hosts::read(&file);
    if form.address.is_empty() {
        form.address = form.recent.first().cloned().unwrap_or_default();
    }
}

fn draw_join_page(
    mut contexts: EguiContexts,
    mut form: ResMut<JoinForm>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(action) = show_menu(ctx, "Join a game", |ui| join_page(ui, &mut form)).flatten() {
        actions.write(action);
    }
    Ok(())
}

/// The page's contents, and what the player chose on it.
fn join_page(ui: &mut egui::Ui, form: &mut JoinForm) -> Option<MenuAction> {
    let mut action = None;
    ui.heading(t!("menu-join-title"));
    let label = ui.label(t!("menu-join-address"));
    let field = ui
        .add_sized(
            [ui.available_width(), 36.0],
            egui::TextEdit::singleline(&mut form.address).hint_text("192.168.1.20"),
        )
        .labelled_by(label.id);
    let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
    let address = form.address.trim().to_string();
    let (join, watch) = ui.columns(2, |columns| {
        (
            big_button(&mut columns[0], &t!("menu-join-join")).clicked(),
            big_button(&mut columns[1], &t!("watch-join-page-watch"))
                .on_hover_text(t!("watch-join-page-watch-hover"))
                .clicked(),
        )
    });
    if !address.is_empty() {
        if join || entered {
            action = Some(MenuAction::Join(address));
        } else if watch {
            action = Some(MenuAction::Watch(address));
        }
    }
    if !form.recent.is_empty() {
        ui.add_space(8.0);
        ui.strong(t!("menu-join-recent"));
        for host in form.recent.clone() {
            if ui.button(&host).clicked() {
                action = Some(MenuAction::Join(host));
            }
        }
    }
    ui.add_space(8.0);
    if big_button(ui, &t!("common-back")).clicked() {
        action = Some(MenuAction::Back);
    }
    action
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click;

    #[test]
    fn the_join_page_joins_the_typed_address_or_a_recent_host() {
        let page = |ui: &mut egui::Ui| {
            let mut form = JoinForm {
                address: "10.0.0.7".into(),
                recent: vec!["club-laptop:6000".into()],
            };
            join_page(ui, &mut form)
        };
        assert_eq!(
            click("Join", page),
            vec![MenuAction::Join("10.0.0.7".into())]
        );
        assert_eq!(
            click("club-laptop:6000", page),
            vec![MenuAction::Join("club-laptop:6000".into())]
        );
        assert_eq!(click("Back", page), vec![MenuAction::Back]);
    }

    #[test]
    fn the_join_page_watches_the_typed_address() {
        let page = |ui: &mut egui::Ui| {
            let mut form = JoinForm {
                address: " 10.0.0.7:6000 ".into(),
                recent: Vec::new(),
            };
            join_page(ui, &mut form)
        };
        assert_eq!(
            click("Watch", page),
            vec![MenuAction::Watch("10.0.0.7:6000".into())]
        );
    }

    #[test]
    fn the_join_page_neither_joins_nor_watches_no_address() {
        let page = |ui: &mut egui::Ui| {
            let mut form = JoinForm::default();
            join_page(ui, &mut form)
        };
        assert!(click("Watch", page).is_empty());
        assert!(click("Join", page).is_empty());
    }
}
