//! The right-hand panel: the turn record, the phase in words, who acts and the seats
//! (human or computer, switchable), End / Undo / line of sight, the victory conditions'
//! progress, the part of the phase under way (deployment, movement, fire), the selected
//! hex's cards, and the log at the bottom.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::PANEL_WIDTH;
use super::concealment::Concealed;
use super::deployment_ui::{DeployDraft, deployment_section};
use super::end_phase::{end_command, end_words};
use super::fire_ui::{FireDraft, OptionsCache, fire_section};
use super::keys::END_PHASE;
use super::log_panel::draw_log;
use super::los_tool::LosTool;
use super::movement_ui::{ImprovedDraft, ReachCache, movement_section};
use super::pointer::HoveredHex;
use super::reinforcements::reinforcements_section;
use super::selection::{ChosenUnit, SelectedHex};
use super::unit_cards::unit_cards;
use crate::app::core::input::input_prompts::Prompts;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::{SoldiersCommand, SoldiersSession, SoldiersTurns};
use crate::app::session::since_last_turn::SinceOffer;
use crate::app::session::view::buttons::{SessionButton, SessionRequests, session_row};
use crate::app::session::view::seat_toggle::{seat_toggle, seat_words};
use crate::app::session::view::side_panel::{LogRoom, side_panel};
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::narrate::phase_words;
use crate::rules::soldiers::state::{Phase, Side};
use crate::rules::soldiers::victory::progress;

/// What the panel reads and edits besides the game.
#[derive(SystemParam)]
pub struct PanelState<'w, 's> {
    chosen: ResMut<'w, ChosenUnit>,
    selected: Res<'w, SelectedHex>,
    hovered: Res<'w, HoveredHex>,
    deploy: ResMut<'w, DeployDraft>,
    improved: ResMut<'w, ImprovedDraft>,
    reach: Res<'w, ReachCache>,
    fire: ResMut<'w, FireDraft>,
    options: Res<'w, OptionsCache>,
    concealed: Res<'w, Concealed>,
    los: ResMut<'w, LosTool>,
    requests: SessionRequests<'w>,
    from_top: ResMut<'w, PanelFromTop>,
    prompts: Prompts<'w, 's>,
}

/// A new game opens the panel scrolled to its top (set on entering the board, used once).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PanelFromTop(bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelFromTop>()
        .add_systems(
            OnEnter(Screen::Soldiers),
            |mut from_top: ResMut<PanelFromTop>| from_top.0 = true,
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_panel
                .run_if(in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>)),
        );
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut game: ResMut<SoldiersSession>,
    mut panel: PanelState,
    mut commands: MessageWriter<SoldiersCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The log: a fixed fifth of the panel's height in a region of its own (six lines and
    // more at 1280×800), scrolled, not resizable: a resizable log kept the height it once had
    // and let the phase's controls run on under it at 1280×800.
    let log_share = 0.2;
    let from_top = std::mem::take(&mut panel.from_top.0);
    let log = game.log.clone();
    let end_key = panel.prompts.shared(&END_PHASE);
    let since = panel.requests.since_offer();
    let mut asked = Vec::new();
    let mut pressed = None;
    let room = LogRoom {
        share: log_share,
        resizable: false,
    };
    side_panel(
        ctx,
        &t!("soldiers-title"),
        PANEL_WIDTH,
        room,
        from_top,
        |ui| draw_log(ui, &log),
        |ui| {
            pressed = header(ui, &mut game, &mut panel.los, &mut asked, &end_key, since);
            ui.separator();
            // The stack's units come first where a unit is chosen from them (deployment,
            // movement), after the fire controls in a fire step, so neither the stack nor
            // the Fire button waits below the fold at 1280×800.
            let cards_first = !matches!(game.state.phase, Phase::Fire { .. });
            if cards_first {
                hex_cards(ui, &game, &mut panel, &mut asked);
            }
            phase_part(ui, &game, &mut panel, &mut asked);
            if !cards_first {
                hex_cards(ui, &game, &mut panel, &mut asked);
            }
        },
    );
    if let Some(button) = pressed {
        panel.requests.send(button);
    }
    commands.write_batch(asked.into_iter().map(SoldiersCommand::new));
    Ok(())
}

/// The selected hex's units as compact cards, one row each, and a separator.
fn hex_cards(
    ui: &mut egui::Ui,
    game: &SoldiersSession,
    panel: &mut PanelState,
    asked: &mut Vec<Command>,
) {
    let Some(hex) = panel.selected.0 else {
        return;
    };
    unit_cards(
        ui,
        &game.state,
        hex,
        &panel.concealed.0,
        &mut panel.chosen,
        asked,
    );
    ui.separator();
}

/// The turn, the phase, who acts, the seats, End and Sight, the session's buttons and the
/// victory conditions; the commands asked for go into `asked`, the session button pressed
/// comes back.
fn header(
    ui: &mut egui::Ui,
    game: &mut SoldiersSession,
    los: &mut LosTool,
    asked: &mut Vec<Command>,
    end_key: &str,
    since: SinceOffer,
) -> Option<SessionButton> {
    let state = &game.state;
    let turn = t!(
        "soldiers-turn-of",
        turn = state.turn,
        last = state.last_turn
    );
    ui.label(egui::RichText::new(turn).size(24.0).strong());
    ui.label(egui::RichText::new(phase_words(state, state.phase)).size(17.0));
    if let Some(side) = state.acting_side() {
        let who = seat_words::<SoldiersTurns>(&game.seats[side.index()]);
        ui.label(t!(
            "soldiers-to-act",
            side = state.players[side.index()].as_str(),
            who = who
        ));
    }
    // Both seats on one row: the panel's height goes to the phase's controls.
    ui.horizontal_wrapped(|ui| {
        for side in [Side(0), Side(1)] {
            ui.label(&game.state.players[side.index()]);
            seat_toggle::<SoldiersTurns>(ui, &mut game.seats[side.index()]);
        }
    });
    let human = !game.computer_to_act() && game.state.phase != Phase::Over;
    ui.horizontal_wrapped(|ui| {
        let end = end_command(game.state.phase);
        if ui
            .add_enabled(
                human && end.is_some(),
                egui::Button::new(end_words(game.state.phase)).min_size(egui::vec2(120.0, 36.0)),
            )
            .on_hover_text(end_key)
            .clicked()
            && let Some(command) = end
        {
            asked.push(command);
        }
        ui.toggle_value(&mut los.on, t!("soldiers-sight"))
            .on_hover_text(t!("soldiers-sight-hover"));
    });
    // The big-screen layout keeps the session's row out of the way: no empty row either.
    let pressed = if crate::app::core::ui::big_screen::big_screen_on(ui.ctx()) {
        None
    } else {
        ui.horizontal_wrapped(|ui| session_row(ui, game.can_undo(), since, egui::vec2(70.0, 36.0)))
            .inner
    };
    egui::CollapsingHeader::new(t!("soldiers-victory"))
        .id_salt("soldiers victory")
        .default_open(false)
        .show(ui, |ui| {
            for line in progress(&game.state) {
                ui.small(line);
            }
        });
    pressed
}

fn phase_part(
    ui: &mut egui::Ui,
    game: &SoldiersSession,
    panel: &mut PanelState,
    asked: &mut Vec<Command>,
) {
    if game.computer_to_act() {
        ui.label(t!("soldiers-computer-playing"));
        return;
    }
    let state = &game.state;
    match state.phase {
        Phase::Deployment { .. } => {
            deployment_section(ui, state, &mut panel.chosen, &mut panel.deploy, asked);
        }
        Phase::Movement { .. } => {
            reinforcements_section(ui, &game.state, &mut panel.chosen);
            movement_section(
                ui,
                game,
                panel.chosen.0,
                panel.hovered.0,
                &panel.reach,
                &mut panel.improved,
                asked,
            );
        }
        Phase::Fire { .. } => fire_section(
            ui,
            state,
            &panel.options,
            &panel.concealed,
            &mut panel.fire,
            asked,
        ),
        Phase::Over => {}
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::soldiers::SoldiersSeat;
    use crate::app::games::soldiers::play::test_games::{opened, played_until};
    use crate::rules::soldiers::ai::Mind;

    /// What the header changed: the game, the Sight tool, the commands and the session
    /// button asked for.
    type Header = (
        SoldiersSession,
        LosTool,
        Vec<Command>,
        Option<SessionButton>,
    );

    fn draw_header(ui: &mut egui::Ui, (game, los, asked, pressed): &mut Header) {
        *pressed = header(ui, game, los, asked, "E or Enter", SinceOffer(None)).or(*pressed);
    }

    fn click_header(label: &str, game: SoldiersSession) -> Header {
        click_on(
            label,
            (game, LosTool::default(), Vec::new(), None),
            draw_header,
        )
    }

    #[test]
    fn the_turn_panel_ends_the_deployment_when_end_deployment_is_clicked() {
        let (_, _, asked, _) = click_header("End deployment", opened("01_brunstatt.ron"));
        assert_eq!(asked, vec![Command::EndDeployment]);
    }

    #[test]
    fn the_turn_panel_ends_the_movement_phase_when_end_movement_phase_is_clicked() {
        let game = played_until("01_brunstatt.ron", |state| {
            matches!(state.phase, Phase::Movement { .. })
        });
        let (_, _, asked, _) = click_header("End movement phase", game);
        assert_eq!(asked, vec![Command::EndMovement]);
    }

    #[test]
    fn the_turn_panel_turns_sight_on_saves_and_hands_a_seat_over() {
        let (_, los, asked, _) = click_header("Sight", opened("01_brunstatt.ron"));
        assert!(los.on);
        assert!(asked.is_empty());
        let (_, _, _, pressed) = click_header("Save", opened("01_brunstatt.ron"));
        assert_eq!(pressed, Some(SessionButton::Save));
        let mut game = opened("01_brunstatt.ron");
        game.seats = [SoldiersSeat::Computer(Mind::General), SoldiersSeat::Human];
        let (game, _, _, _) = click_header("General", game);
        assert_eq!(game.seats, [SoldiersSeat::Human, SoldiersSeat::Human]);
    }
}
