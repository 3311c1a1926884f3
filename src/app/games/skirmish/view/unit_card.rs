//! A unit's card: name, class, price, movement, range, defense, firepower against each
//! class at full strength and reduced, HP, and what its CO adds now.

use bevy_egui::egui;
use muster_text::t;

use crate::rules::skirmish::state::{State, Unit};
use crate::rules::skirmish::units::UnitClass;

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
        ui.label(match (unit.is_reduced(), unit.acted) {
            (true, true) => t!("skirmish-card-hp-reduced-acted", hp = unit.hp),
            (true, false) => t!("skirmish-card-hp-reduced", hp = unit.hp),
            (false, true) => t!("skirmish-card-hp-full-acted", hp = unit.hp),
            (false, false) => t!("skirmish-card-hp-full", hp = unit.hp),
        });
        let range = if card.range.0 == card.range.1 {
            format!("{}", card.range.0)
        } else {
            t!(
                "skirmish-card-range-move-or-fire",
                least = card.range.0,
                most = card.range.1
            )
        };
        ui.label(t!(
            "skirmish-card-line",
            price = card.price,
            movement = card.movement,
            movement_type = format!("{:?}", card.movement_type),
            range = range,
            class = match card.class {
                UnitClass::Foot => t!("skirmish-card-foot"),
                UnitClass::Vehicle => t!("skirmish-card-vehicle"),
                UnitClass::Air => t!("skirmish-card-air"),
            },
            defense = card.defense
        ));
        egui::Grid::new(("card", unit.id.0))
            .striped(true)
            .show(ui, |ui| {
                ui.label(t!("skirmish-card-firepower"));
                ui.label(t!("skirmish-card-foot"));
                ui.label(t!("skirmish-card-vehicle"));
                ui.label(t!("skirmish-card-air"));
                ui.end_row();
                ui.label(t!("skirmish-card-full-reduced"));
                ui.label(firepower(card.firepower.foot));
                ui.label(firepower(card.firepower.vehicle));
                ui.label(firepower(card.firepower.air));
                ui.end_row();
            });
        if card.carries > 0 {
            ui.label(t!(
                "skirmish-card-carries",
                count = card.carries,
                aboard = state.passengers(unit.id).count()
            ));
        }
        let boost = state.boost(unit.owner, unit.kind);
        if boost != Default::default() {
            ui.label(
                egui::RichText::new(t!(
                    "skirmish-card-co-boost",
                    firepower = format!("{:+}", boost.firepower),
                    defense = format!("{:+}", boost.defense),
                    movement = format!("{:+}", boost.movement),
                    range = format!("{:+}", boost.range)
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
