//! The chosen unit's orders in the panel: once a square is chosen, Wait, Capture, Unload
//! (passenger by passenger to the squares around) or fire at a target, each target with the
//! attack preview (firepower − defense, the chart's hits and die, the damage range and the
//! target's HP after, and the counter-fire it would take back) before committing.

use bevy_egui::egui;
use muster_text::t;

use super::board::targets_of;
use super::selection::Selection;
use crate::app::games::skirmish::SkirmishSession;
use crate::rules::skirmish::capture::why_not;
use crate::rules::skirmish::combat::{Preview, ShotOdds, preview};
use crate::rules::skirmish::command::{Command, Then};
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::movement::step_cost;

fn odds_words(odds: &ShotOdds, range: (u8, u8)) -> String {
    if odds.initial < 0 {
        t!(
            "skirmish-odds-no-damage",
            firepower = odds.firepower,
            defense = odds.defense,
            initial = odds.initial
        )
    } else if odds.die > 0 {
        t!(
            "skirmish-odds-hits-and-die",
            firepower = odds.firepower,
            defense = odds.defense,
            initial = odds.initial,
            stars = odds.stars,
            hits = odds.hits,
            die = odds.die,
            least = range.0,
            most = range.1
        )
    } else {
        t!(
            "skirmish-odds-hits",
            firepower = odds.firepower,
            defense = odds.defense,
            initial = odds.initial,
            stars = odds.stars,
            hits = odds.hits,
            least = range.0,
            most = range.1
        )
    }
}

/// The warning when counter-fire can destroy the attacker (of `attacker_hp`), if it can.
pub fn counter_fire_warning(preview: &Preview, attacker_hp: u8) -> Option<String> {
    let worst = [&preview.counter_after_least, &preview.counter_after_most]
        .into_iter()
        .flatten()
        .map(|(_, (_, most))| *most)
        .max()?;
    let surest = preview
        .counter_after_most
        .as_ref()
        .map(|(_, (least, _))| *least);
    if surest.is_some_and(|least| least >= attacker_hp) {
        Some(t!("skirmish-counter-fire-will-destroy"))
    } else if worst >= attacker_hp {
        Some(t!("skirmish-counter-fire-can-destroy"))
    } else {
        None
    }
}

/// The preview of an attack in words, line by line.
pub fn preview_lines(preview: &Preview, target_hp: u8) -> Vec<String> {
    let mut lines = vec![
        t!(
            "skirmish-preview-attack",
            odds = odds_words(&preview.attack, preview.damage)
        ),
        t!(
            "skirmish-preview-target-hp",
            hp = target_hp,
            least = preview.target_hp.1,
            most = preview.target_hp.0
        ),
    ];
    match (&preview.counter_after_least, &preview.counter_after_most) {
        (None, None) => lines.push(t!("skirmish-preview-no-counter-fire")),
        (least, most) => {
            if let Some((odds, range)) = least {
                lines.push(t!(
                    "skirmish-preview-counter-fire",
                    odds = odds_words(odds, *range)
                ));
            }
            match most {
                Some((odds, range)) if Some((*odds, *range)) != *least => {
                    lines.push(t!(
                        "skirmish-preview-counter-after-most",
                        odds = odds_words(odds, *range)
                    ));
                }
                None => lines.push(t!("skirmish-preview-no-counter-after-most")),
                _ => {}
            }
        }
    }
    lines
}

/// The orders section; `None` drawn when no square is chosen. The orders given go into
/// `asked`.
pub fn orders_section(
    ui: &mut egui::Ui,
    game: &SkirmishSession,
    selection: &mut Selection,
    asked: &mut Vec<Command>,
) {
    let state = &game.state;
    let (Some(id), Some(destination)) = (selection.unit, selection.destination.clone()) else {
        if let Some(unit) = selection.unit.and_then(|id| state.unit(id)) {
            ui.label(t!(
                "skirmish-orders-pick-square",
                unit = state.card(unit.kind).name.as_str()
            ));
            if let Some(refusal) = &selection.refusal {
                ui.label(egui::RichText::new(refusal).color(egui::Color32::from_rgb(255, 170, 90)));
            }
        }
        return;
    };
    let Some(unit) = state.unit(id) else {
        selection.cancel();
        return;
    };
    let order = |then: Then| Command::Order {
        unit: id,
        path: destination.path.clone(),
        then,
    };
    ui.label(
        egui::RichText::new(t!(
            "skirmish-orders-destination",
            unit = state.card(unit.kind).name.as_str(),
            to = destination.to.to_string(),
            cost = destination.cost
        ))
        .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        if ui.button(t!("skirmish-wait")).clicked() {
            asked.push(order(Then::Wait));
            selection.cancel();
        }
        match why_not(state, unit, destination.to) {
            None => {
                if ui.button(t!("skirmish-capture")).clicked() {
                    asked.push(order(Then::Capture));
                    selection.cancel();
                }
            }
            Some(why) if state.property_at(destination.to).is_some() => {
                ui.add_enabled(false, egui::Button::new(t!("skirmish-capture")))
                    .on_disabled_hover_text(why);
            }
            Some(_) => {}
        }
        if ui.button(t!("skirmish-cancel")).clicked() {
            selection.destination = None;
            selection.drops.clear();
        }
    });
    let riders: Vec<_> = state.passengers(id).cloned().collect();
    if !riders.is_empty() {
        ui.label(t!("skirmish-unload-choose"));
        for rider in &riders {
            ui.horizontal_wrapped(|ui| {
                ui.label(state.card(rider.kind).name.as_str());
                let chosen = selection
                    .drops
                    .iter()
                    .find(|(who, _)| *who == rider.id)
                    .map(|(_, at)| *at);
                for to in destination.to.neighbours() {
                    let free = state.map.contains(to)
                        && state.unit_at(to).is_none_or(|other| other.id == id)
                        && to != destination.to
                        && step_cost(state, rider, to).is_some()
                        && !selection
                            .drops
                            .iter()
                            .any(|(other, at)| *at == to && *other != rider.id);
                    if free
                        && ui
                            .selectable_label(chosen == Some(to), to.label())
                            .clicked()
                    {
                        selection.drops.retain(|(who, _)| *who != rider.id);
                        selection.drops.push((rider.id, to));
                    }
                }
            });
        }
        if !selection.drops.is_empty() && ui.button(t!("skirmish-unload")).clicked() {
            asked.push(order(Then::Unload {
                drops: selection.drops.clone(),
            }));
            selection.cancel();
        }
    }
    let targets = targets_of(game, selection);
    if targets.is_empty() {
        return;
    }
    ui.label(egui::RichText::new(t!("skirmish-fire-at")).strong());
    for target in targets {
        fire_choice(
            ui,
            game,
            selection,
            asked,
            id,
            &destination.path,
            destination.to,
            target,
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn fire_choice(
    ui: &mut egui::Ui,
    game: &SkirmishSession,
    selection: &mut Selection,
    asked: &mut Vec<Command>,
    id: crate::rules::skirmish::state::UnitId,
    path: &[Pos],
    from: Pos,
    target: Pos,
) {
    let state = &game.state;
    let (Some(unit), Some(victim)) = (state.unit(id), state.unit_at(target)) else {
        return;
    };
    let mut moved = unit.clone();
    moved.location = crate::rules::skirmish::state::Location::At(from);
    let Some(preview) = preview(state, &moved, from, target) else {
        return;
    };
    let highlighted = selection.hovered == Some(target);
    ui.group(|ui| {
        let title = t!(
            "skirmish-target-at",
            unit = state.card(victim.kind).name.as_str(),
            at = target.to_string()
        );
        ui.label(if highlighted {
            egui::RichText::new(title)
                .strong()
                .color(egui::Color32::YELLOW)
        } else {
            egui::RichText::new(title).strong()
        });
        for line in preview_lines(&preview, victim.hp) {
            ui.label(line);
        }
        if let Some(warning) = counter_fire_warning(&preview, unit.hp) {
            ui.label(
                egui::RichText::new(warning)
                    .strong()
                    .color(egui::Color32::from_rgb(255, 110, 80)),
            );
        }
        if ui.button(t!("skirmish-fire")).clicked() {
            asked.push(Command::Order {
                unit: id,
                path: path.to_vec(),
                then: Then::Attack { target },
            });
            selection.cancel();
        }
    });
}

#[cfg(test)]
mod counter_fire_tests {
    use super::*;
    use crate::rules::skirmish::combat::ShotOdds;

    fn odds() -> ShotOdds {
        ShotOdds {
            firepower: 8,
            defense: 1,
            initial: 7,
            stars: 3,
            hits: 5,
            die: 2,
        }
    }

    fn preview(counter: Option<(u8, u8)>) -> Preview {
        Preview {
            attack: odds(),
            damage: (5, 6),
            target_hp: (3, 2),
            counter_after_most: counter.map(|range| (odds(), range)),
            counter_after_least: counter.map(|range| (odds(), range)),
        }
    }

    #[test]
    fn the_preview_warns_when_counter_fire_can_destroy_the_attacker() {
        assert_eq!(
            counter_fire_warning(&preview(Some((2, 3))), 3).as_deref(),
            Some("⚠ Counter-fire can destroy your unit.")
        );
        assert_eq!(
            counter_fire_warning(&preview(Some((4, 5))), 3).as_deref(),
            Some("⚠ Counter-fire will destroy your unit.")
        );
        // The twins: counter-fire that cannot destroy it, or none at all, warns of nothing.
        assert_eq!(counter_fire_warning(&preview(Some((1, 2))), 8), None);
        assert_eq!(counter_fire_warning(&preview(None), 1), None);
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::skirmish::view::test_games::{orange_unit, people_at_river_crossing};
    use crate::rules::skirmish::movement::reachable;

    #[test]
    fn the_orders_panel_moves_the_unit_and_waits_when_wait_is_clicked() {
        let game = people_at_river_crossing();
        let unit = orange_unit(&game);
        let reach = reachable(&game.state, unit)
            .into_iter()
            .find(|reach| reach.cost > 0)
            .expect("the unit can move");
        let selection = Selection {
            unit: Some(unit.id),
            destination: Some(reach.clone()),
            ..Selection::default()
        };
        let (selection, asked) =
            click_on("Wait", (selection, Vec::new()), |ui, (selection, asked)| {
                orders_section(ui, &game, selection, asked)
            });
        assert_eq!(
            asked,
            vec![Command::Order {
                unit: unit.id,
                path: reach.path,
                then: Then::Wait,
            }]
        );
        assert_eq!(selection.unit, None, "the order is given, the unit let go");
    }
}
