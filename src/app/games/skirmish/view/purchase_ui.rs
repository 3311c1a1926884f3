//! The purchase panel: at an empty friendly factory, every unit with its price, two a row
//! so the list shows whole above the log, greyed out with the reason when it cannot be
//! bought (3.5).

use bevy_egui::egui;
use muster_text::t;

use super::selection::Selection;
use crate::app::games::skirmish::SkirmishSession;
use crate::rules::engine::RulesEngine;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::units::UnitKind;

/// The purchase section for the chosen factory, two units a row so the whole list shows
/// at once; the unit bought goes into `asked`. `newly_chosen`: the factory was chosen this
/// frame, and the list is scrolled into view.
pub fn purchase_section(
    ui: &mut egui::Ui,
    game: &SkirmishSession,
    selection: &mut Selection,
    asked: &mut Vec<Command>,
    newly_chosen: bool,
) {
    let Some(factory) = selection.factory else {
        return;
    };
    let state = &game.state;
    let Some(player) = state.acting() else {
        return;
    };
    let framed = egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            egui::RichText::new(t!(
                "skirmish-buy-at-factory",
                factory = factory.to_string(),
                money = state.players[player].money
            ))
            .strong(),
        );
        let cell = (ui.available_width() - ui.spacing().item_spacing.x) / 2.0;
        egui::Grid::new("purchase")
            .num_columns(2)
            .min_col_width(cell)
            .max_col_width(cell)
            .show(ui, |ui| {
                for pair in UnitKind::ALL.chunks(2) {
                    for &kind in pair {
                        ui.vertical(|ui| {
                            ui.spacing_mut().item_spacing.y = 2.0;
                            buy_button(ui, game, selection, asked, factory, kind);
                        });
                    }
                    ui.end_row();
                }
            });
        if ui.button(t!("skirmish-close")).clicked() {
            selection.factory = None;
        }
    });
    if newly_chosen {
        ui.scroll_to_rect(framed.response.rect, None);
    }
    ui.separator();
}

/// One unit to buy: its name and price on a button (greyed, with the reason, when it cannot
/// be bought), its movement, range and defence under it.
fn buy_button(
    ui: &mut egui::Ui,
    game: &SkirmishSession,
    selection: &mut Selection,
    asked: &mut Vec<Command>,
    factory: crate::rules::skirmish::map::Pos,
    kind: UnitKind,
) {
    let state = &game.state;
    let card = state.card(kind);
    let command = Command::Buy { factory, kind };
    let button = egui::Button::new(format!("{} ${}", card.name, card.price))
        .min_size(egui::vec2(ui.available_width(), 0.0));
    match Skirmish::check(state, &command) {
        Ok(()) => {
            if ui.add(button).clicked() {
                asked.push(command);
                selection.factory = None;
            }
        }
        Err(why) => {
            ui.add_enabled(false, button)
                .on_disabled_hover_text(why.to_string());
        }
    }
    ui.label(
        egui::RichText::new(t!(
            "skirmish-buy-card-line",
            movement = card.movement,
            least = card.range.0,
            most = card.range.1,
            defense = card.defense
        ))
        .small()
        .weak(),
    );
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::skirmish::view::test_games::people_at_river_crossing;
    use crate::rules::skirmish::map::Pos;

    #[test]
    fn the_purchase_panel_buys_infantry_when_its_price_is_clicked() {
        let game = people_at_river_crossing();
        let factory = Pos { x: 2, y: 1 };
        let card = game.state.card(UnitKind::Infantry);
        let words = format!("{} ${}", card.name, card.price);
        let selection = Selection {
            factory: Some(factory),
            ..Selection::default()
        };
        let (selection, asked) =
            click_on(&words, (selection, Vec::new()), |ui, (selection, asked)| {
                purchase_section(ui, &game, selection, asked, false)
            });
        assert_eq!(
            asked,
            vec![Command::Buy {
                factory,
                kind: UnitKind::Infantry,
            }]
        );
        assert_eq!(selection.factory, None, "bought, the panel closes");
    }
}
