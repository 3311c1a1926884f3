//! A unit's card: name, class, price, movement, range, defense, firepower against each
//! class at full strength and reduced, HP, and what its CO adds now.

use bevy_egui::egui;

use crate::rules::skirmish::state::{State, Unit};

fn firepower(line: Option<(u8, u8)>) -> String {
    line.map_or_else(
        || "–".into(),
        |(full, reduced)| format!("{full} / {reduced}"),
    )
}

/// Draw the card of `unit`.
pub fn unit_card(ui: &mut egui::Ui, state: &State, unit: &Unit) {
    let card = state.card(unit.kind);
    let owner = &state.players[unit.owner];
    ui.group(|ui| {
        ui.label(
            egui::RichText::new(format!("{} · {}", card.name, owner.name))
                .strong()
                .size(18.0),
        );
        let condition = if unit.is_reduced() {
            "reduced"
        } else {
            "full strength"
        };
        ui.label(format!(
            "HP {} of 8, {condition}{}",
            unit.hp,
            if unit.acted { ", has acted" } else { "" }
        ));
        let range = if card.range.0 == card.range.1 {
            format!("{}", card.range.0)
        } else {
            format!("{}–{} (move or fire)", card.range.0, card.range.1)
        };
        ui.label(format!(
            "${} · {} MP ({:?}) · range {range} · {} target · defense {}",
            card.price,
            card.movement,
            card.movement_type,
            card.class.name(),
            card.defense
        ));
        egui::Grid::new(("card", unit.id.0))
            .striped(true)
            .show(ui, |ui| {
                ui.label("firepower");
                ui.label("foot");
                ui.label("vehicle");
                ui.label("air");
                ui.end_row();
                ui.label("full / reduced");
                ui.label(firepower(card.firepower.foot));
                ui.label(firepower(card.firepower.vehicle));
                ui.label(firepower(card.firepower.air));
                ui.end_row();
            });
        if card.carries > 0 {
            ui.label(format!(
                "Carries {} foot unit(s); aboard now: {}",
                card.carries,
                state.passengers(unit.id).count()
            ));
        }
        let boost = state.boost(unit.owner, unit.kind);
        if boost != Default::default() {
            ui.label(
                egui::RichText::new(format!(
                    "CO now: {:+} firepower, {:+} defense, {:+} movement, {:+} range",
                    boost.firepower, boost.defense, boost.movement, boost.range
                ))
                .italics(),
            );
        }
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;
    use crate::app::games::skirmish::view::test_games::people_at_river_crossing;
    use crate::rules::seat::PlayerId;

    #[test]
    fn the_unit_card_names_the_unit_its_owner_and_its_strength() {
        let game = people_at_river_crossing();
        let state = &game.state;
        let unit = state
            .units_of(PlayerId(1))
            .next()
            .expect("Blue Moon has units");
        let card = |ui: &mut egui::Ui| unit_card(ui, state, unit);
        let title = format!("{} · Blue Moon", state.card(unit.kind).name);
        assert!(shows(&title, card));
        assert!(shows(&format!("HP {} of 8, full strength", unit.hp), card));
    }
}
