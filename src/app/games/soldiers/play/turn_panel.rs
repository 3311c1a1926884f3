//! The right-hand panel: the turn record, the phase in words, who acts and the seats
//! (human or computer, switchable), End / Undo / line of sight, the victory conditions'
//! progress, the part of the phase under way (deployment, movement, fire), the selected
//! hex's cards, and the log at the bottom.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::core::ui::scroll_viewports::show_scrolled;

use super::PANEL_WIDTH;
use super::concealment::Concealed;
use super::deployment_ui::{DeployDraft, deployment_section};
use super::end_phase::{end_command, end_words};
use super::fire_ui::{FireDraft, OptionsCache, fire_section};
use super::log_panel::draw_log;
use super::los_tool::LosTool;
use super::movement_ui::{ImprovedDraft, ReachCache, movement_section};
use super::pointer::HoveredHex;
use super::reinforcements::reinforcements_section;
use super::selection::{ChosenUnit, SelectedHex};
use super::unit_cards::unit_cards;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::save::{LoadRequest, SaveRequest};
use crate::app::games::soldiers::{Seat, SoldiersCommand, SoldiersGame, UndoRequest};
use crate::rules::soldiers::ai::Mind;
use crate::rules::soldiers::narrate::phase_words;
use crate::rules::soldiers::state::{Phase, Side};
use crate::rules::soldiers::victory::progress;

/// What the panel reads and edits besides the game.
#[derive(SystemParam)]
pub struct PanelState<'w> {
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
    save: MessageWriter<'w, SaveRequest>,
    load: MessageWriter<'w, LoadRequest>,
    from_top: ResMut<'w, PanelFromTop>,
}

/// A new game opens the panel scrolled to its top (set on entering the board, used once).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct PanelFromTop(bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelFromTop>()
        .add_systems(
            OnEnter(Screen::HexBoard),
            |mut from_top: ResMut<PanelFromTop>| from_top.0 = true,
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_panel.run_if(in_state(Screen::HexBoard).and_then(resource_exists::<SoldiersGame>)),
        );
}

fn seat_words(seat: Seat) -> &'static str {
    match seat {
        Seat::Human => "Human",
        Seat::Computer(_) => "Computer",
    }
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut game: ResMut<SoldiersGame>,
    mut panel: PanelState,
    mut commands: MessageWriter<SoldiersCommand>,
    mut undo: MessageWriter<UndoRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let width =
        crate::app::core::ui::widgets::side_panel_points(PANEL_WIDTH, ctx.content_rect().width());
    let height = ctx.content_rect().height();
    egui::Window::new("Soldiers")
        .anchor(egui::Align2::RIGHT_TOP, [0.0, 0.0])
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .fixed_size([width - 16.0, height - 16.0])
        .max_width(width - 16.0)
        .show(ctx, |ui| {
            // The log: a quarter of the panel to start (eight lines and more at 1280×800),
            // its top edge dragged to enlarge it.
            egui::Panel::bottom("soldiers log panel")
                .resizable(true)
                .default_size(height * 0.26)
                .size_range(height * 0.12..=height * 0.7)
                .show(ui, |ui| draw_log(ui, &game.log));
            let mut scroll = egui::ScrollArea::vertical().id_salt("soldiers panel");
            if std::mem::take(&mut panel.from_top.0) {
                scroll = scroll.vertical_scroll_offset(0.0);
            }
            show_scrolled(ui, scroll.auto_shrink([false, false]), |ui| {
                header(ui, &mut game, &mut panel, &mut commands, &mut undo);
                ui.separator();
                phase_part(ui, &game, &mut panel, &mut commands);
                if let Some(hex) = panel.selected.0 {
                    ui.separator();
                    unit_cards(
                        ui,
                        &game.state,
                        hex,
                        &panel.concealed.0,
                        &mut panel.chosen,
                        &mut commands,
                    );
                }
            });
        });
    Ok(())
}

fn header(
    ui: &mut egui::Ui,
    game: &mut SoldiersGame,
    panel: &mut PanelState,
    commands: &mut MessageWriter<SoldiersCommand>,
    undo: &mut MessageWriter<UndoRequest>,
) {
    let state = &game.state;
    let turn = format!("Turn {} of {}", state.turn, state.last_turn);
    ui.label(egui::RichText::new(turn).size(24.0).strong());
    ui.label(egui::RichText::new(phase_words(state, state.phase)).size(17.0));
    if let Some(side) = state.acting_side() {
        let who = seat_words(game.seats[side.index()]);
        ui.label(format!("To act: {} ({who})", state.players[side.index()]));
    }
    for side in [Side(0), Side(1)] {
        ui.horizontal(|ui| {
            let name = game.state.players[side.index()].clone();
            let seat = &mut game.seats[side.index()];
            let computer = match *seat {
                Seat::Computer(mind) => Seat::Computer(mind),
                Seat::Human => Seat::Computer(Mind::General),
            };
            ui.label(format!("{name}:"));
            egui::ComboBox::from_id_salt(("seat", side.index()))
                .selected_text(seat_words(*seat))
                .width(110.0)
                .show_ui(ui, |ui| {
                    ui.selectable_value(seat, Seat::Human, "Human");
                    ui.selectable_value(seat, computer, "Computer");
                });
        });
    }
    let human = !game.computer_to_act() && game.state.phase != Phase::Over;
    ui.horizontal_wrapped(|ui| {
        let end = end_command(game.state.phase);
        if ui
            .add_enabled(
                human && end.is_some(),
                egui::Button::new(end_words(game.state.phase)).min_size(egui::vec2(120.0, 36.0)),
            )
            .on_hover_text("E or Enter")
            .clicked()
            && let Some(command) = end
        {
            commands.write(SoldiersCommand(command));
        }
        if ui
            .add_enabled(
                game.can_undo(),
                egui::Button::new("Undo").min_size(egui::vec2(70.0, 36.0)),
            )
            .on_hover_text("U or Ctrl+Z: back to the last die roll")
            .clicked()
        {
            undo.write(UndoRequest);
        }
        ui.toggle_value(&mut panel.los.on, "Sight")
            .on_hover_text("L: line of sight from the selected hex");
    });
    ui.horizontal(|ui| {
        if ui
            .button("Save")
            .on_hover_text("Ctrl+S: save this game (it is also autosaved after every phase)")
            .clicked()
        {
            panel.save.write(SaveRequest);
        }
        if ui
            .button("Load")
            .on_hover_text("Replace this game with the saved one")
            .clicked()
        {
            panel.load.write(LoadRequest);
        }
    });
    egui::CollapsingHeader::new("Victory")
        .default_open(false)
        .show(ui, |ui| {
            for line in progress(&game.state) {
                ui.small(line);
            }
        });
}

fn phase_part(
    ui: &mut egui::Ui,
    game: &SoldiersGame,
    panel: &mut PanelState,
    commands: &mut MessageWriter<SoldiersCommand>,
) {
    if game.computer_to_act() {
        ui.label("The computer is playing…");
        return;
    }
    let state = &game.state;
    match state.phase {
        Phase::Deployment { .. } => {
            deployment_section(ui, state, &mut panel.chosen, &mut panel.deploy, commands);
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
                commands,
            );
        }
        Phase::Fire { .. } => fire_section(
            ui,
            state,
            &panel.options,
            &panel.concealed,
            &mut panel.fire,
            commands,
        ),
        Phase::Over => {}
    }
}
