//! The players in the panel: colour, money and income, units and medals, the CO's star
//! track with its Power buttons, who sits at each seat (human or computer, switchable at
//! any time), and the CO choice before the first command.

use crate::app::core::network::seat_lock::seats_locked;
use bevy_egui::egui;
use muster_text::t;

use super::palette;
use crate::app::games::skirmish::{SkirmishSeat, SkirmishSession, SkirmishTurns};
use crate::app::session::view::seat_toggle::seat_toggle;
use crate::rules::engine::RulesEngine;
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::state::PowerLevel;

/// The star track: filled stars, empty dots, a bar after the Power's star.
fn stars(filled: u8, power: u8, last: u8) -> String {
    let mut track = String::new();
    for star in 1..=last {
        track.push(if star <= filled { '★' } else { '·' });
        if star == power {
            track.push('|');
        }
    }
    track
}

/// The players' section: the seats switched and the COs chosen before the first command
/// change `game`; a Power used goes into `asked`.
pub fn players_section(ui: &mut egui::Ui, game: &mut SkirmishSession, asked: &mut Vec<Command>) {
    let mut cos = game.game.cos.clone();
    let co_names = co_names(&game.state.tables.cos);
    // A network game's COs are the scenario's: chosen before the first command only at one
    // screen.
    let setting_up = game.commands.is_empty() && !seats_locked(ui.ctx());
    let wide = ui.available_width() >= 500.0;
    egui::Grid::new("skirmish players")
        .num_columns(if wide { 4 } else { 2 })
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            for seat in 0..game.state.players.len() {
                let player = game.state.players[seat].clone();
                let to_act = game.state.acting() == Some(PlayerId(seat));
                ui.horizontal(|ui| {
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                    ui.painter()
                        .rect_filled(rect, 3.0, palette::army(player.colour));
                    let name = if to_act {
                        format!("▶ {}", player.name)
                    } else {
                        player.name.clone()
                    };
                    let mut text = egui::RichText::new(name).strong();
                    if player.defeated {
                        text = text.strikethrough();
                    }
                    ui.label(text);
                });
                ui.label(format!(
                    "${} (+{})",
                    player.money,
                    game.state.income_of(PlayerId(seat))
                ))
                .on_hover_text(t!("skirmish-money-hover"));
                if !wide {
                    // A narrow panel (a big UI scale, four players at 1280×800): the units
                    // and the seat on a second row, so the row stays inside the panel.
                    ui.end_row();
                }
                ui.label(t!(
                    "skirmish-units-medals",
                    units = game.state.units_of(PlayerId(seat)).count(),
                    medals = player.medals
                ));
                seat_toggle::<SkirmishTurns>(ui, &mut game.seats[seat]);
                ui.end_row();
            }
        });
    for (seat, chosen) in cos.iter_mut().enumerate() {
        let player = game.state.players[seat].clone();
        let to_act = game.state.acting() == Some(PlayerId(seat));
        if !setting_up && player.co.is_none() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            if setting_up {
                let label = ui.label(t!("skirmish-co-of", player = player.name.as_str()));
                let current = chosen.clone().unwrap_or_else(|| t!("skirmish-no-co"));
                egui::ComboBox::from_id_salt(("co", seat))
                    .selected_text(current)
                    .show_ui(ui, |ui| {
                        ui.selectable_value(chosen, None, t!("skirmish-no-co"));
                        for name in &co_names {
                            ui.selectable_value(chosen, Some(name.clone()), name);
                        }
                    })
                    .response
                    .labelled_by(label.id);
            }
            if let (Some(track), Some(co)) = (&player.co, game.state.co_of(PlayerId(seat))) {
                ui.label(format!(
                    "{} {}{}",
                    co.name,
                    stars(track.stars, co.power.stars, co.super_power.stars),
                    match track.active {
                        Some(PowerLevel::Power) => {
                            t!("skirmish-power-in-effect", power = co.power.name.as_str())
                        }
                        Some(PowerLevel::Super) => t!(
                            "skirmish-power-in-effect",
                            power = co.super_power.name.as_str()
                        ),
                        None => String::new(),
                    }
                ))
                .on_hover_text(t!(
                    "skirmish-co-hover",
                    about = co.about.as_str(),
                    power = co.power.name.as_str(),
                    power_does = co.power.describe(),
                    super_power = co.super_power.name.as_str(),
                    super_does = co.super_power.describe()
                ));
                if to_act && game.seats[seat] == SkirmishSeat::Human {
                    for (level, name) in [
                        (PowerLevel::Power, &co.power.name),
                        (PowerLevel::Super, &co.super_power.name),
                    ] {
                        let command = Command::UsePower { level };
                        if Skirmish::check(&game.state, &command).is_ok()
                            && ui
                                .button(t!("skirmish-use-power", power = name.as_str()))
                                .clicked()
                        {
                            asked.push(command);
                        }
                    }
                }
            }
        });
    }
    if setting_up && cos != game.game.cos {
        game.choose_cos(cos);
    }
}

/// The COs' names, in the table's order (the players' CO choices).
pub fn co_names(cos: &crate::rules::skirmish::cos::CoTable) -> Vec<String> {
    cos.cos.iter().map(|co| co.name.clone()).collect()
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::skirmish::view::test_games::river_crossing;

    #[test]
    fn the_players_panel_seats_a_person_when_the_general_is_clicked() {
        let game = river_crossing([SkirmishSeat::Human, SkirmishSeat::General]);
        let (game, asked) = click_on("General", (game, Vec::new()), |ui, (game, asked)| {
            players_section(ui, game, asked)
        });
        assert_eq!(game.seats, vec![SkirmishSeat::Human, SkirmishSeat::Human]);
        assert!(asked.is_empty());
    }
}
