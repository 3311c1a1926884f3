//! The rules reference page: the chosen ruleset's page (its rules in brief, its tables and
//! every reading Muster settled where the text is silent), as its game registered it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::app::core::menu_actions::{ChosenMode, MenuAction};
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetId;
use crate::app::core::screens::Menu;
use crate::app::core::ui::widgets::{big_button, show_menu};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_rules.run_if(in_state(Menu::Rules)),
    );
}

fn draw_rules(
    mut contexts: EguiContexts,
    chosen: Res<ChosenMode>,
    registry: Option<Res<GameRegistry>>,
    mut actions: MessageWriter<MenuAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let room = ctx.content_rect().height() - 200.0;
    // The chosen mode's ruleset; before any (or for the companion), the first ruleset's.
    let Some(ruleset) = chosen.0.ruleset().or_else(|| {
        registry
            .as_deref()
            .and_then(|registry| registry.rulesets().next())
            .map(|entry| entry.id)
    }) else {
        return Ok(());
    };
    let page = registry
        .as_deref()
        .and_then(|registry| registry.get(ruleset))
        .map(|entry| entry.rules_page);
    if let Some(action) = show_menu(ctx, "Rules reference", |ui| {
        rules_page(ui, ruleset, page, room)
    })
    .flatten()
    {
        actions.write(action);
    }
    Ok(())
}

/// The rules reference of `ruleset` drawn by `page` (nothing when no game of that ruleset
/// is built in), scrolling in `room` points; what the player chose.
fn rules_page(
    ui: &mut egui::Ui,
    ruleset: RulesetId,
    page: Option<fn(&mut egui::Ui)>,
    room: f32,
) -> Option<MenuAction> {
    ui.heading(t!(
        "menu-rules-title",
        ruleset = ruleset.title().to_string()
    ));
    ui.label(egui::RichText::new(t!("menu-rules-quoted-in-english")).italics());
    show_scrolled(
        ui,
        egui::ScrollArea::vertical().max_height(room.max(200.0)),
        |ui| {
            if let Some(page) = page {
                page(ui);
            }
        },
    );
    ui.add_space(8.0);
    big_button(ui, &t!("common-back"))
        .clicked()
        .then_some(MenuAction::Back)
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::launch::Launch;
    use crate::app::core::ui::panel_test::click;
    use crate::app::headless::headless_app;

    /// Every ruleset's page as its game registered it, drawn under the title; Back leaves.
    #[test]
    fn every_ruleset_s_rules_page_draws_and_goes_back() {
        let scratch =
            std::env::temp_dir().join(format!("muster-rules-page-{}", std::process::id()));
        let app = headless_app(&scratch, Launch::Menu);
        let registry = app.world().resource::<GameRegistry>();
        let rulesets: Vec<_> = registry.rulesets().map(|entry| entry.id).collect();
        assert!(rulesets.len() >= 4, "{rulesets:?}");
        for ruleset in rulesets {
            let page = registry.get(ruleset).map(|entry| entry.rules_page);
            assert!(page.is_some(), "{ruleset:?} registers a rules page");
            assert_eq!(
                click("Back", |ui| rules_page(ui, ruleset, page, 600.0)),
                vec![MenuAction::Back],
                "{ruleset:?}"
            );
        }
        let _ = std::fs::remove_dir_all(&scratch);
    }
}
