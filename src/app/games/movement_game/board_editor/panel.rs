//! The board editor's right-hand panel, all in one scroll area so every control can be
//! reached at any window size and UI scale: the board's name, Play / Save (disabled while
//! there are problems), Undo / Redo, Back; the brush; the board's size, players and dice;
//! the boards to open. Also where the screen's three parts sit.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::actions::BoardEditorAction;
use super::state::BoardBeingMade;
use crate::app::core::club_folders::ClubFolders;
use crate::app::core::club_scenarios::playable;
use crate::app::core::screens::Screen;
use crate::app::core::ui::editor_panel::{editor_controls, editor_window};
use crate::app::core::ui::widgets::side_panel_points;
use crate::app::games::movement_game::ruleset_entry::ID;
use crate::app::games::movement_game::view::palette;
use crate::app::session::balance_check::{BalanceCheck, balance_check_ui};
use crate::rules::movement_game::board::Side;
use crate::rules::movement_game::cards::{DeckKind, DieKind};
use crate::ruleset::Ruleset;
use crate::scenario::catalogue::{CatalogueEntry, list_folder, scenarios_root};
use crate::scenario::movement_board_editor::Brush;

/// The panel's width in points, where the screen has room.
const PANEL_WIDTH: f32 = 460.0;

/// The panel is drawn first, so the board knows its room.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PanelDrawn;

/// The boards Open offers: the club's, then the shipped ones (read when the screen opens).
#[derive(Resource, Debug, Default)]
struct OpenList(Vec<CatalogueEntry>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OpenList>()
        .add_systems(OnEnter(Screen::SetUp(ID)), read_open_list)
        .add_systems(
            Update,
            read_open_list
                .run_if(in_state(Screen::SetUp(ID)).and_then(on_message::<BoardEditorAction>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_panel
                .in_set(PanelDrawn)
                .run_if(in_state(Screen::SetUp(ID))),
        );
}

/// Where the board and the checks under it sit: left of the panel, the checks a strip along
/// the bottom (so the panel's controls never move as problems come and go).
pub fn board_and_checks(screen: egui::Rect) -> (egui::Rect, egui::Rect) {
    let panel = side_panel_points(PANEL_WIDTH, screen.width());
    let right = (screen.max.x - panel).max(screen.min.x + 100.0);
    let strip = (screen.height() * 0.2).clamp(70.0, 170.0);
    let board = egui::Rect::from_min_max(screen.min, egui::pos2(right, screen.max.y - strip));
    let checks = egui::Rect::from_min_max(
        egui::pos2(screen.min.x, screen.max.y - strip),
        egui::pos2(right, screen.max.y),
    );
    (board, checks)
}

fn read_open_list(club: Res<ClubFolders>, mut list: ResMut<OpenList>) {
    let folder = Ruleset::MovementGame.folder();
    let mine = |_: &crate::scenario::Scenario| Ok(());
    list.0 = list_folder(&club.folder(folder), mine);
    list.0
        .extend(list_folder(&scenarios_root().join(folder), mine));
}

fn draw_panel(
    mut contexts: EguiContexts,
    mut board: ResMut<BoardBeingMade>,
    list: Res<OpenList>,
    mut actions: MessageWriter<BoardEditorAction>,
    mut check: ResMut<BalanceCheck>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let width = side_panel_points(PANEL_WIDTH, screen.width());
    editor_window(ctx, "Make a board", "board editor panel", width, |ui| {
        editor_controls(ui, "board editor controls", |ui| {
            let mut chosen = header(ui, &mut board);
            ui.separator();
            brush_section(ui, &mut board);
            ui.separator();
            board_section(ui, &mut board);
            ui.separator();
            if let Some(path) = open_section(ui, &list.0) {
                chosen = Some(BoardEditorAction::Open(path));
            }
            ui.separator();
            // The shared Check balance: the General in every seat of the board
            // being made, once it has no problems.
            balance_check_ui(ui, &mut check, || playable(board.scenario()));
            if let Some(action) = chosen {
                actions.write(action);
            }
        });
    });
    Ok(())
}

fn header(ui: &mut egui::Ui, board: &mut BoardBeingMade) -> Option<BoardEditorAction> {
    let mut chosen = None;
    ui.label(
        egui::RichText::new(t!("editor-movement-heading"))
            .size(20.0)
            .strong(),
    );
    ui.horizontal(|ui| {
        let label = ui.label(t!("editor-movement-name"));
        let mut name = board.editor.draft().name.clone();
        let edited = ui
            .add(egui::TextEdit::singleline(&mut name).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        if edited.changed() {
            board.editor.rename(&name);
        }
    });
    let ready = board.editor.problems().is_empty();
    let why = t!("editor-movement-not-ready");
    ui.columns(2, |columns| {
        let play = columns[0].add_enabled(
            ready,
            egui::Button::new(egui::RichText::new(t!("editor-movement-play")).size(18.0))
                .min_size(egui::vec2(columns[0].available_width(), 36.0)),
        );
        if play
            .on_hover_text(t!("editor-movement-play-hover"))
            .on_disabled_hover_text(&why)
            .clicked()
        {
            chosen = Some(BoardEditorAction::Play);
        }
        let save = columns[1].add_enabled(
            ready,
            egui::Button::new(egui::RichText::new(t!("editor-movement-save")).size(18.0))
                .min_size(egui::vec2(columns[1].available_width(), 36.0)),
        );
        if save
            .on_hover_text(t!("editor-movement-save-hover"))
            .on_disabled_hover_text(&why)
            .clicked()
        {
            chosen = Some(BoardEditorAction::Save);
        }
    });
    ui.columns(2, |columns| {
        let undo = columns[0].add_enabled(
            board.editor.can_undo(),
            egui::Button::new(t!("editor-movement-undo"))
                .min_size(egui::vec2(columns[0].available_width(), 28.0)),
        );
        if undo
            .on_hover_text(t!("editor-movement-undo-hover"))
            .clicked()
        {
            chosen = Some(BoardEditorAction::Undo);
        }
        let redo = columns[1].add_enabled(
            board.editor.can_redo(),
            egui::Button::new(t!("editor-movement-redo"))
                .min_size(egui::vec2(columns[1].available_width(), 28.0)),
        );
        if redo
            .on_hover_text(t!("editor-movement-redo-hover"))
            .clicked()
        {
            chosen = Some(BoardEditorAction::Redo);
        }
    });
    if ui
        .add(
            egui::Button::new(t!("editor-movement-back"))
                .min_size(egui::vec2(ui.available_width(), 28.0)),
        )
        .clicked()
    {
        chosen = Some(BoardEditorAction::Back);
    }
    chosen
}

/// A brush's words.
fn brush_words(brush: Brush) -> String {
    match brush {
        Brush::Closed => t!("editor-movement-brush-closed"),
        Brush::Start(Side::South) => t!("editor-movement-brush-south"),
        Brush::Start(Side::West) => t!("editor-movement-brush-west"),
        Brush::Start(Side::North) => t!("editor-movement-brush-north"),
        Brush::Start(Side::East) => t!("editor-movement-brush-east"),
    }
}

fn brush_section(ui: &mut egui::Ui, board: &mut BoardBeingMade) {
    ui.label(egui::RichText::new(t!("editor-movement-brush")).strong());
    let brushes = [
        Brush::Closed,
        Brush::Start(Side::South),
        Brush::Start(Side::North),
        Brush::Start(Side::West),
        Brush::Start(Side::East),
    ];
    for brush in brushes {
        let colour = match brush {
            Brush::Closed => palette::CLOSED,
            Brush::Start(side) => palette::side(side),
        };
        ui.horizontal(|ui| {
            let (swatch, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
            ui.painter().rect_filled(swatch, 3.0, colour);
            ui.painter().rect_stroke(
                swatch,
                3.0,
                egui::Stroke::new(1.0, egui::Color32::GRAY),
                egui::StrokeKind::Inside,
            );
            let chosen = board.editor.brush == brush;
            if ui
                .add_sized(
                    [ui.available_width(), 28.0],
                    egui::Button::selectable(chosen, brush_words(brush)),
                )
                .clicked()
            {
                board.editor.brush = brush;
            }
        });
    }
    ui.label(egui::RichText::new(t!("editor-movement-brush-hint")).weak());
}

/// A row of − and + around a number: the change asked for.
fn stepper(ui: &mut egui::Ui, words: &str, value: i32, less: &str, more: &str) -> i32 {
    let mut change = 0;
    ui.horizontal(|ui| {
        ui.label(words);
        if ui.button("−").on_hover_text(less).clicked() {
            change = -1;
        }
        ui.label(egui::RichText::new(value.to_string()).strong());
        if ui.button("+").on_hover_text(more).clicked() {
            change = 1;
        }
    });
    change
}

fn board_section(ui: &mut egui::Ui, board: &mut BoardBeingMade) {
    let (width, height) = (board.editor.draft().width, board.editor.draft().height);
    let wider = stepper(
        ui,
        &t!("editor-movement-columns"),
        width,
        &t!("editor-movement-fewer-columns"),
        &t!("editor-movement-more-columns"),
    );
    let taller = stepper(
        ui,
        &t!("editor-movement-rows"),
        height,
        &t!("editor-movement-fewer-rows"),
        &t!("editor-movement-more-rows"),
    );
    if wider != 0 || taller != 0 {
        board.editor.resize(width + wider, height + taller);
    }
    let players = board.editor.draft().players.len();
    ui.horizontal(|ui| {
        ui.label(t!("editor-movement-players"));
        for count in [2, 4] {
            if ui
                .selectable_label(
                    players == count,
                    t!("editor-movement-player-count", count = count),
                )
                .clicked()
            {
                board.editor.set_players(count);
            }
        }
    });
    let mut print_and_play = board.editor.draft().deck == DeckKind::PlayingCards;
    if ui
        .checkbox(&mut print_and_play, t!("editor-movement-print-and-play"))
        .changed()
    {
        board.editor.edit(|draft| {
            (draft.die, draft.deck) = if print_and_play {
                (DieKind::D6, DeckKind::PlayingCards)
            } else {
                (DieKind::D3, DeckKind::Navigation)
            };
        });
    }
}

/// The boards to open, the club's first: the one chosen.
fn open_section(ui: &mut egui::Ui, list: &[CatalogueEntry]) -> Option<PathBuf> {
    let mut chosen = None;
    egui::CollapsingHeader::new(t!("editor-movement-open"))
        .id_salt("board editor open")
        .show(ui, |ui| {
            for entry in list {
                let file = entry
                    .path
                    .file_name()
                    .map(|name| name.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let words = match &entry.outcome {
                    Ok(title) => title.clone(),
                    Err(_) => format!("⚠ {file}"),
                };
                if ui
                    .add_sized([ui.available_width(), 26.0], egui::Button::new(words))
                    .on_hover_text(entry.path.display().to_string())
                    .clicked()
                {
                    chosen = Some(entry.path.clone());
                }
            }
        });
    chosen
}
