//! The purchase panel: at an empty friendly factory, every unit with its price, greyed out
//! with the reason when it cannot be bought (3.5).

use bevy_egui::egui;

use super::selection::Selection;
use crate::app::games::skirmish::SkirmishGame;
use crate::rules::engine::RulesEngine;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::units::UnitKind;

/// The purchase section for the chosen factory; the unit bought goes into `asked`.
pub fn purchase_section(
    ui: &mut egui::Ui,
    game: &SkirmishGame,
    selection: &mut Selection,
    asked: &mut Vec<Command>,
) {
    let Some(factory) = selection.factory else {
        return;
    };
    let state = &game.state;
    let Some(player) = state.acting() else {
        return;
    };
    ui.label(
        egui::RichText::new(format!(
            "Buy at the factory {factory} — ${} to spend (buying ends movement)",
            state.players[player].money
        ))
        .strong(),
    );
    egui::Grid::new("purchase").striped(true).show(ui, |ui| {
        for kind in UnitKind::ALL {
            let card = state.card(kind);
            let command = Command::Buy { factory, kind };
            let button = egui::Button::new(format!("{} ${}", card.name, card.price));
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
            ui.label(format!(
                "{} MP, range {}–{}, def {}",
                card.movement, card.range.0, card.range.1, card.defense
            ));
            ui.end_row();
        }
    });
    if ui.button("Close").clicked() {
        selection.factory = None;
    }
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
                purchase_section(ui, &game, selection, asked)
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
