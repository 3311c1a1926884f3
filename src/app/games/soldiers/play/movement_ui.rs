//! The movement phase: the chosen unit's reachable hexes with their cost, the path to the
//! hovered hex and whether the unit could still fire after it (face-down otherwise), a
//! click on a reachable hex moves it; the exit button; and the improved-position rolls at
//! the start of the phase.

use muster_text::t;
use std::collections::BTreeMap;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use hexx::Hex;

use super::overlay::{outline, path, to_screen};
use super::pointer::HoveredHex;
use super::selection::ChosenUnit;
use crate::app::core::screens::Screen;
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::games::soldiers::SoldiersSession;
use crate::rules::engine::RulesEngine;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::engine::Soldiers;
use crate::rules::soldiers::map::{col_row, label};
use crate::rules::soldiers::movement::{Reach, may_fire_after_moving, reachable};
use crate::rules::soldiers::state::{Phase, State, UnitId};

/// The chosen unit's reachable hexes, worked out once per game position.
#[derive(Resource, Debug, Default)]
pub struct ReachCache {
    key: Option<(usize, usize, UnitId)>,
    pub hexes: BTreeMap<(i32, i32), Reach>,
}

/// The units ticked to dig in or to leave their improved positions.
#[derive(Resource, Debug, Default)]
pub struct ImprovedDraft {
    pub enter: Vec<UnitId>,
    pub leave: Vec<UnitId>,
}

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>);
    app.init_resource::<ReachCache>()
        .init_resource::<ImprovedDraft>()
        .add_systems(
            Update,
            (update_reach, draw_reach).chain().run_if(on_board.clone()),
        )
        .add_systems(EguiPrimaryContextPass, draw_costs.run_if(on_board));
}

/// The chosen unit if it belongs to the mover of a movement phase.
fn mover_unit(state: &State, chosen: Option<UnitId>) -> Option<UnitId> {
    let Phase::Movement { mover } = state.phase else {
        return None;
    };
    chosen.filter(|id| state.unit(*id).is_some_and(|unit| unit.side == mover))
}

/// The move a click on `hex` asks for, if the unit can reach it.
pub fn move_command(state: &State, unit: UnitId, hex: Hex) -> Option<Command> {
    let unit = state.unit(mover_unit(state, Some(unit))?)?;
    let reach = reachable(state, unit).remove(&col_row(hex))?;
    Some(Command::Move {
        unit: unit.id,
        path: reach.path,
        exit: false,
    })
}

/// Whether the unit could still fire after spending `cost` more half points.
fn fires_after(state: &State, unit: UnitId, cost: u32) -> bool {
    let spent = state.record.spent.get(&unit).copied().unwrap_or(0);
    state
        .unit(unit)
        .is_some_and(|unit| may_fire_after_moving(state, unit, spent + cost))
}

/// Movement points from half points: "1½".
fn points(half: u32) -> String {
    let whole = half / 2;
    if half == 1 {
        "½".to_string()
    } else if half % 2 == 1 {
        format!("{whole}½")
    } else {
        whole.to_string()
    }
}

fn update_reach(
    game: Res<SoldiersSession>,
    chosen: Res<ChosenUnit>,
    mut cache: ResMut<ReachCache>,
) {
    let unit = mover_unit(&game.state, chosen.0);
    let key = unit.map(|unit| (game.log.len(), game.commands.len(), unit));
    if cache.key == key {
        return;
    }
    cache.key = key;
    cache.hexes = unit
        .and_then(|id| game.state.unit(id))
        .map(|unit| reachable(&game.state, unit))
        .unwrap_or_default();
}

fn draw_reach(
    game: Res<SoldiersSession>,
    chosen: Res<ChosenUnit>,
    hovered: Res<HoveredHex>,
    cache: Res<ReachCache>,
    mut gizmos: Gizmos,
) {
    let Some(unit) = mover_unit(&game.state, chosen.0) else {
        return;
    };
    let fire = Color::srgb(0.35, 0.95, 0.45);
    let no_fire = Color::srgb(1.0, 0.65, 0.2);
    for reach in cache.hexes.values() {
        let Some(&end) = reach.path.last() else {
            continue;
        };
        let colour = if fires_after(&game.state, unit, reach.cost) {
            fire
        } else {
            no_fire
        };
        outline(&mut gizmos, end, 0.86, colour);
    }
    if let Some(hex) = hovered.0
        && let Some(reach) = cache.hexes.get(&col_row(hex))
    {
        let start = game.state.unit(unit).and_then(|unit| unit.hex());
        let line: Vec<Hex> = start
            .into_iter()
            .chain(reach.path.iter().copied())
            .collect();
        path(&mut gizmos, &line, Color::WHITE);
        outline(&mut gizmos, hex, 0.7, Color::WHITE);
    }
}

fn draw_costs(
    mut contexts: EguiContexts,
    game: Res<SoldiersSession>,
    chosen: Res<ChosenUnit>,
    cache: Res<ReachCache>,
    zoom: Res<UiZoom>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
) -> Result {
    if mover_unit(&game.state, chosen.0).is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (camera, transform) = *camera;
    let painter = ctx.layer_painter(egui::LayerId::background());
    for reach in cache.hexes.values() {
        let Some(&end) = reach.path.last() else {
            continue;
        };
        let centre = crate::app::games::soldiers::hex_layout::hex_centre(end);
        if let Some(at) = to_screen(camera, transform, zoom.0, centre) {
            painter.text(
                at,
                egui::Align2::CENTER_CENTER,
                points(reach.cost),
                egui::FontId::proportional(12.0),
                egui::Color32::WHITE,
            );
        }
    }
    Ok(())
}

/// The movement part of the panel: the chosen unit's move, the hovered hex's cost and
/// what moving there means for its fire, the exit button, and the improved positions. The
/// commands asked for go into `asked`.
pub fn movement_section(
    ui: &mut egui::Ui,
    game: &SoldiersSession,
    chosen: Option<UnitId>,
    hovered: Option<Hex>,
    cache: &ReachCache,
    draft: &mut ImprovedDraft,
    asked: &mut Vec<Command>,
) {
    let state = &game.state;
    if !state.record.improved_positions_declared {
        improved_section(ui, state, draft, asked);
        ui.separator();
    }
    let Some(id) = mover_unit(state, chosen) else {
        ui.label(t!("soldiers-move-click-unit"));
        return;
    };
    let Some(unit) = state.unit(id) else {
        return;
    };
    if cache.hexes.is_empty() {
        ui.label(t!("soldiers-move-cannot", unit = unit.name.as_str()));
    } else {
        ui.label(t!(
            "soldiers-move-reach",
            unit = unit.name.as_str(),
            count = cache.hexes.len()
        ));
    }
    if let Some(hex) = hovered
        && let Some(reach) = cache.hexes.get(&col_row(hex))
    {
        let fires = fires_after(state, id, reach.cost);
        ui.label(t!(
            "soldiers-move-to",
            hex = label(hex),
            points = points(reach.cost),
            count = f64::from(reach.cost) / 2.0,
            hexes = reach.path.len()
        ));
        let (text, colour) = if fires {
            (t!("soldiers-move-may-fire"), egui::Color32::LIGHT_GREEN)
        } else {
            (
                t!("soldiers-move-face-down"),
                egui::Color32::from_rgb(255, 170, 60),
            )
        };
        ui.colored_label(colour, text);
    }
    let exit = Command::Move {
        unit: id,
        path: Vec::new(),
        exit: true,
    };
    if unit
        .hex()
        .is_some_and(|hex| state.tables.map.on_any_edge(hex))
        && ui
            .add_enabled(
                Soldiers::check(state, &exit).is_ok(),
                egui::Button::new(t!("soldiers-move-exit")),
            )
            .clicked()
    {
        asked.push(exit);
    }
}

fn improved_section(
    ui: &mut egui::Ui,
    state: &State,
    draft: &mut ImprovedDraft,
    asked: &mut Vec<Command>,
) {
    let Phase::Movement { mover } = state.phase else {
        return;
    };
    ui.label(egui::RichText::new(t!("soldiers-improved-heading")).strong());
    // The button before the list: it stays in view above however many units are listed.
    let none = draft.enter.is_empty() && draft.leave.is_empty();
    let text = if none {
        t!("soldiers-improved-no-rolls")
    } else {
        t!("soldiers-improved-roll")
    };
    if ui.button(text).clicked() {
        asked.push(Command::DeclareImprovedPositions {
            enter: std::mem::take(&mut draft.enter),
            leave: std::mem::take(&mut draft.leave),
        });
    }
    let units: Vec<_> = state
        .units
        .iter()
        .filter(|unit| unit.side == mover && unit.on_map() && !unit.is_mounted_cavalry())
        .collect();
    show_scrolled(
        ui,
        egui::ScrollArea::vertical()
            .id_salt("improved")
            .max_height(140.0),
        |ui| {
            for unit in units {
                let (list, words) = if unit.improved {
                    (
                        &mut draft.leave,
                        t!("soldiers-improved-leave", unit = unit.name.as_str()),
                    )
                } else {
                    (
                        &mut draft.enter,
                        t!("soldiers-improved-dig-in", unit = unit.name.as_str()),
                    )
                };
                let mut ticked = list.contains(&unit.id);
                if ui.checkbox(&mut ticked, words).changed() {
                    list.retain(|id| *id != unit.id);
                    if ticked {
                        list.push(unit.id);
                    }
                }
            }
        },
    );
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::soldiers::play::test_games::played_until;

    #[test]
    fn the_movement_panel_moves_on_without_rolls_when_no_rolls_is_clicked() {
        let game = played_until("01_brunstatt.ron", |state| {
            matches!(state.phase, Phase::Movement { .. })
                && !state.record.improved_positions_declared
        });
        let cache = ReachCache::default();
        let (_, asked) = click_on(
            "No rolls: move on",
            (ImprovedDraft::default(), Vec::new()),
            |ui, (draft, asked)| movement_section(ui, &game, None, None, &cache, draft, asked),
        );
        assert_eq!(
            asked,
            vec![Command::DeclareImprovedPositions {
                enter: Vec::new(),
                leave: Vec::new(),
            }]
        );
    }
}
