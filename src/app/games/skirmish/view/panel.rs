//! The right-hand panel: the day and whose turn, the purchase panel of a chosen factory,
//! the players (money, income, COs, seats), End moves / End turn / Undo / Save / Load, the
//! chosen unit's orders with the attack preview, the unit card, and the log at the bottom.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::orders_ui::orders_section;
use super::players_ui::players_section;
use super::purchase_ui::purchase_section;
use super::selection::Selection;
use super::unit_card::unit_card;
use super::{PANEL_WIDTH, PanelDrawn};
use crate::app::core::input::input_prompts::{END_TURN, Prompts};
use crate::app::core::screens::Screen;
use crate::app::games::skirmish::{SkirmishCommand, SkirmishSession};
use crate::app::session::since_last_turn::SinceOffer;
use crate::app::session::view::buttons::{SessionButton, SessionRequests, session_row};
use crate::app::session::view::side_panel::{LogRoom, side_panel};
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::{Phase, Victory};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_panel
            .in_set(PanelDrawn)
            .run_if(in_state(Screen::Skirmish).and_then(resource_exists::<SkirmishSession>)),
    );
}

/// The game's goal in words.
pub fn victory_words(victory: Victory, max_days: Option<u32>) -> String {
    let goal = match victory {
        Victory::Conquest => t!("skirmish-goal-conquest"),
        Victory::Medals(medals) => t!("skirmish-goal-medals", count = medals),
        Victory::Cities(cities) => t!("skirmish-goal-cities", count = cities),
    };
    match max_days {
        Some(days) => t!("skirmish-goal-with-day-limit", goal = goal, days = days),
        None => goal,
    }
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut game: ResMut<SkirmishSession>,
    mut selection: ResMut<Selection>,
    mut orders: MessageWriter<SkirmishCommand>,
    mut requests: SessionRequests,
    mut factory_shown: Local<Option<Pos>>,
    prompts: Prompts,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A factory just chosen: its buy list is scrolled into view once.
    let factory_new = selection.factory.is_some() && selection.factory != *factory_shown;
    *factory_shown = selection.factory;
    let (asked, pressed) = skirmish_panel(
        ctx,
        &mut game,
        &mut selection,
        factory_new,
        &prompts.shared(&END_TURN),
        requests.since_offer(),
    );
    if let Some(button) = pressed {
        requests.send(button);
    }
    orders.write_batch(asked.into_iter().map(SkirmishCommand::new));
    Ok(())
}

/// The panel: the log at the bottom, and above it the header, the buy list of a chosen
/// factory (first, so it never runs on under the log), the players, the buttons, the
/// orders and the unit card. The commands asked for and the session button pressed.
fn skirmish_panel(
    ctx: &egui::Context,
    game: &mut SkirmishSession,
    selection: &mut Selection,
    factory_new: bool,
    end_turn_key: &str,
    since: SinceOffer,
) -> (Vec<Command>, Option<SessionButton>) {
    let room = LogRoom {
        share: 0.17,
        resizable: false,
    };
    let log = game.log.clone();
    let mut asked = Vec::new();
    let mut pressed = None;
    side_panel(
        ctx,
        &t!("skirmish-title"),
        PANEL_WIDTH,
        room,
        false,
        |ui| draw_log(ui, &log),
        |ui| {
            header(ui, game);
            purchase_section(ui, game, selection, &mut asked, factory_new);
            players_section(ui, game, &mut asked);
            ui.separator();
            pressed = buttons(ui, game, selection, &mut asked, end_turn_key, since);
            ui.separator();
            orders_section(ui, game, selection, &mut asked);
            let shown = selection
                .unit
                .or(selection.inspected)
                .and_then(|id| game.state.unit(id))
                .cloned();
            if let Some(unit) = shown {
                unit_card(ui, &game.state, &unit);
            }
        },
    );
    (asked, pressed)
}

fn header(ui: &mut egui::Ui, game: &SkirmishSession) {
    let state = &game.state;
    ui.label(
        egui::RichText::new(t!(
            "skirmish-header-day",
            name = state.name.as_str(),
            day = state.day
        ))
        .size(22.0)
        .strong(),
    );
    let phase = match state.phase {
        Phase::Orders => t!("skirmish-phase-orders"),
        Phase::Purchase => t!("skirmish-phase-purchase"),
        Phase::Over { .. } => t!("skirmish-phase-over"),
    };
    if let Some(player) = state.acting() {
        let name = state.players[player].name.as_str();
        let words = if game.human_to_act().is_some() {
            t!("skirmish-turn-of", player = name, phase = phase)
        } else {
            t!("skirmish-turn-of-computer", player = name, phase = phase)
        };
        ui.label(egui::RichText::new(words).size(17.0));
    }
    ui.label(egui::RichText::new(victory_words(state.victory, state.max_days)).italics());
}

/// End moves, End turn and the session's buttons; the commands asked for go into `asked`,
/// the session button pressed comes back.
fn buttons(
    ui: &mut egui::Ui,
    game: &SkirmishSession,
    selection: &mut Selection,
    asked: &mut Vec<Command>,
    end_turn_key: &str,
    since: SinceOffer,
) -> Option<SessionButton> {
    let human = game.human_to_act().is_some();
    let pressed = ui.horizontal_wrapped(|ui| {
        if human
            && game.state.phase == Phase::Orders
            && ui
                .button(t!("skirmish-end-moves"))
                .on_hover_text(t!("skirmish-end-moves-hover"))
                .clicked()
        {
            asked.push(Command::EndMoves);
            selection.cancel();
        }
        if human
            && ui
                .button(t!("skirmish-end-turn"))
                .on_hover_text(end_turn_key)
                .clicked()
        {
            asked.push(Command::EndTurn);
            selection.cancel();
        }
        let pressed = session_row(ui, game.can_undo(), since, egui::Vec2::ZERO);
        if pressed.is_some_and(SessionButton::changes_game) {
            selection.cancel();
        }
        pressed
    });
    if human && selection.unit.is_none() && selection.factory.is_none() {
        ui.label(t!("skirmish-click-unit-or-factory"));
    }
    pressed.inner
}

/// The log, every shot in gold.
fn draw_log(ui: &mut egui::Ui, log: &[String]) {
    crate::app::session::view::log_panel::draw_log(ui, "skirmish log", log, |_, line, text| {
        if line.contains(" fires ") {
            text.color(egui::Color32::from_rgb(255, 220, 140))
        } else {
            text
        }
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::skirmish::view::test_games::{orange_unit, people_at_river_crossing};
    use crate::rules::skirmish::units::UnitKind;

    /// What the buttons changed: the selection, the commands and the session button.
    type Pressed = (Selection, Vec<Command>, Option<SessionButton>);

    /// Click `label` with a unit of the player to act selected.
    fn click_buttons(label: &str) -> Pressed {
        let game = people_at_river_crossing();
        let unit = orange_unit(&game);
        let selection = Selection {
            unit: Some(unit.id),
            ..Selection::default()
        };
        click_on(
            label,
            (selection, Vec::new(), None),
            |ui, (selection, asked, pressed)| {
                *pressed =
                    buttons(ui, &game, selection, asked, "Enter", SinceOffer(None)).or(*pressed);
            },
        )
    }

    /// The buy list's heading, its last unit and the log's heading, drawn on a screen `size`
    /// big with Muster's look: where each lies.
    fn buy_list_and_log(size: egui::Vec2) -> (egui::Rect, egui::Rect, egui::Rect) {
        use egui_kittest::kittest::Queryable;
        let game = people_at_river_crossing();
        let card = game.state.card(UnitKind::ALL[UnitKind::ALL.len() - 1]);
        let last = format!("{} ${}", card.name, card.price);
        let selection = Selection {
            factory: Some(Pos { x: 2, y: 1 }),
            ..Selection::default()
        };
        let mut harness = egui_kittest::Harness::builder()
            .with_size(size)
            .build_ui_state(
                |ui, (game, selection): &mut (SkirmishSession, Selection)| {
                    ui.ctx()
                        .all_styles_mut(crate::app::core::ui::style_for_the_table);
                    skirmish_panel(ui.ctx(), game, selection, true, "Enter", SinceOffer(None));
                },
                (game, selection),
            );
        let _ = harness.run_ok();
        let heading = harness.get_by_label_contains("Buy at the factory").rect();
        let button = harness.get_by_label(&last).rect();
        let log = harness.get_by_label("Log").rect();
        (heading, button, log)
    }

    #[test]
    fn the_whole_buy_list_shows_above_the_log_at_1280_by_800_and_1920_by_1080() {
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(1920.0, 1080.0)] {
            let (heading, last_unit, log) = buy_list_and_log(size);
            assert!(
                heading.top() >= 0.0,
                "{size:?}: the list's heading is in view"
            );
            assert!(
                last_unit.bottom() <= log.top(),
                "{size:?}: the last unit to buy ({last_unit:?}) runs under the log ({log:?})"
            );
        }
    }

    #[test]
    fn the_skirmish_panel_ends_the_turn_when_end_turn_is_clicked() {
        let (selection, asked, pressed) = click_buttons("End turn");
        assert_eq!(asked, vec![Command::EndTurn]);
        assert_eq!(selection, Selection::default(), "the half-made order goes");
        assert_eq!(pressed, None);
    }

    #[test]
    fn the_skirmish_panel_goes_on_to_buying_when_end_moves_is_clicked() {
        let (_, asked, _) = click_buttons("End moves (buy)");
        assert_eq!(asked, vec![Command::EndMoves]);
    }

    #[test]
    fn the_skirmish_panel_loads_and_drops_the_selection_but_saves_keeping_it() {
        let (selection, asked, pressed) = click_buttons("Load");
        assert_eq!(pressed, Some(SessionButton::Load));
        assert!(asked.is_empty());
        assert_eq!(selection.unit, None);
        let (selection, _, pressed) = click_buttons("Save");
        assert_eq!(pressed, Some(SessionButton::Save));
        assert!(selection.unit.is_some());
    }
}
