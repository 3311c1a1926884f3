//! The square board, painted with egui in the space beside the panel: terrain, property
//! owners and capture progress, units with their HP (reduced units flipped dark, acted ones
//! dimmed, passengers as dots), the selected unit's reach and path, targets in range.
//! It draws what the player has picked; clicks are read apart ([`super::pointer`], what
//! they mean in [`super::board_click`]); the board camera ([`super::board_camera`]) zooms
//! and pans.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::board_camera::SquareLayout;
use super::ground::{paint_ground, paint_lit_ground};
use super::palette;
use super::selection::Selection;
use super::{BoardDrawn, PANEL_WIDTH, PanelDrawn};
use crate::app::core::screens::{Pause, Screen};
use crate::app::core::ui::big_screen::UiZoom;
use crate::app::games::skirmish::{SkirmishSession, SkirmishTurns};
use crate::app::session::view::animation::{BoardAnimation, flash_colour};
use crate::rules::skirmish::combat::in_range;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::movement::{Reach, reachable};
use crate::rules::skirmish::state::{Location, Phase, State, Unit};
use crate::rules::skirmish::terrain::Terrain;
use crate::rules::skirmish::units::UnitKind;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_board
            .in_set(BoardDrawn)
            .after(PanelDrawn)
            .run_if(in_state(Screen::Skirmish).and_then(resource_exists::<SkirmishSession>)),
    );
}

/// A counter's short name.
pub fn short_name(kind: UnitKind) -> &'static str {
    match kind {
        UnitKind::Infantry => "Inf",
        UnitKind::Mech => "Mech",
        UnitKind::Recon => "Rcn",
        UnitKind::Apc => "APC",
        UnitKind::TCopter => "TCp",
        UnitKind::Artillery => "Art",
        UnitKind::Tank => "Tank",
        UnitKind::AntiAir => "AA",
        UnitKind::BCopter => "BCp",
        UnitKind::Missiles => "Msl",
        UnitKind::Rockets => "Rkt",
        UnitKind::MdTank => "MdT",
    }
}

/// Where the selected unit can go, when it can still act.
pub fn reach_of(game: &SkirmishSession, selection: &Selection) -> Vec<Reach> {
    let Some(unit) = selection.unit.and_then(|id| game.state.unit(id)) else {
        return Vec::new();
    };
    if unit.acted || game.state.phase != Phase::Orders {
        return Vec::new();
    }
    reachable(&game.state, unit)
}

/// Enemy squares the selected unit could fire on from its chosen square.
pub fn targets_of(game: &SkirmishSession, selection: &Selection) -> Vec<Pos> {
    let (Some(unit), Some(destination)) = (
        selection.unit.and_then(|id| game.state.unit(id)),
        &selection.destination,
    ) else {
        return Vec::new();
    };
    let card = game.state.card(unit.kind);
    if !card.firepower.fires()
        || (card.is_indirect() && !destination.path.is_empty())
        || destination.boards.is_some()
    {
        return Vec::new();
    }
    game.state
        .units
        .iter()
        .filter(|other| other.owner != unit.owner)
        .filter_map(|other| other.square().map(|at| (other, at)))
        .filter(|(other, at)| {
            in_range(&game.state, unit, destination.to, *at)
                && card
                    .firepower
                    .against(game.state.card(other.kind).class)
                    .is_some()
        })
        .map(|(_, at)| at)
        .collect()
}

fn draw_square(painter: &egui::Painter, state: &State, rect: egui::Rect, pos: Pos, lit: bool) {
    let terrain = state.terrain(pos);
    if lit {
        paint_lit_ground(painter, rect, terrain);
    } else {
        paint_ground(painter, rect, terrain);
    }
    let size = rect.width();
    match terrain {
        Terrain::City | Terrain::Factory | Terrain::Hq => {
            let owner = state
                .property_at(pos)
                .and_then(|property| property.owner)
                .map_or(palette::NEUTRAL, |owner| {
                    palette::army(state.players[owner].colour)
                });
            let inner = rect.shrink(size * 0.12);
            painter.rect_filled(inner, size * 0.08, owner);
            let letter = match terrain {
                Terrain::City => "C",
                Terrain::Factory => "F",
                _ => "HQ",
            };
            painter.text(
                inner.left_top() + egui::vec2(size * 0.06, size * 0.02),
                egui::Align2::LEFT_TOP,
                letter,
                egui::FontId::proportional(size * 0.26),
                egui::Color32::from_rgba_premultiplied(255, 255, 255, 200),
            );
        }
        _ => {}
    }
    painter.rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(1.0, egui::Color32::from_rgba_premultiplied(0, 0, 0, 60)),
        egui::StrokeKind::Inside,
    );
}

/// Capture progress on a property, drawn over any unit standing there ("2/4" points left).
fn draw_capture(painter: &egui::Painter, state: &State, rect: egui::Rect, pos: Pos) {
    let Some(property) = state.property_at(pos) else {
        return;
    };
    let Some(capture) = property.capture else {
        return;
    };
    let size = rect.width();
    let badge = egui::Rect::from_min_size(
        rect.right_top() - egui::vec2(size * 0.5, 0.0),
        egui::vec2(size * 0.5, size * 0.3),
    );
    painter.rect_filled(badge, 3.0, egui::Color32::from_rgb(150, 20, 20));
    painter.text(
        badge.center(),
        egui::Align2::CENTER_CENTER,
        format!("{}/{}", capture.points_left, property.capture_points()),
        egui::FontId::proportional(size * 0.22),
        egui::Color32::WHITE,
    );
}

fn draw_unit(painter: &egui::Painter, state: &State, rect: egui::Rect, unit: &Unit) {
    let size = rect.width();
    let colour = palette::army(state.players[unit.owner].colour);
    let body = rect.shrink(size * 0.16);
    // Only the player to act cares which of their units have acted this turn: those are
    // darkened (not made see-through, so the counter stays readable).
    let spent = unit.acted && state.acting() == Some(unit.owner);
    let dim = |colour: egui::Color32| {
        if spent {
            let [r, g, b, _] = colour.to_array();
            let darker = |channel: u8| (f32::from(channel) * 0.5) as u8;
            egui::Color32::from_rgb(darker(r), darker(g), darker(b))
        } else {
            colour
        }
    };
    let (fill, text) = if unit.is_reduced() {
        (egui::Color32::from_rgb(40, 40, 40), colour)
    } else {
        (colour, egui::Color32::WHITE)
    };
    painter.rect_filled(
        body.translate(egui::vec2(2.0, 2.0)),
        size * 0.1,
        egui::Color32::from_black_alpha(90),
    );
    painter.rect_filled(body, size * 0.1, dim(fill));
    painter.rect_stroke(
        body,
        size * 0.1,
        egui::Stroke::new(2.0, dim(colour)),
        egui::StrokeKind::Inside,
    );
    painter.text(
        body.center() - egui::vec2(0.0, size * 0.06),
        egui::Align2::CENTER_CENTER,
        short_name(unit.kind),
        egui::FontId::proportional(size * 0.24),
        dim(text),
    );
    painter.text(
        body.right_bottom() - egui::vec2(size * 0.04, size * 0.01),
        egui::Align2::RIGHT_BOTTOM,
        unit.hp.to_string(),
        egui::FontId::monospace(size * 0.26),
        if unit.is_reduced() {
            egui::Color32::from_rgb(255, 90, 90)
        } else {
            dim(egui::Color32::WHITE)
        },
    );
    let riders = state.passengers(unit.id).count();
    for rider in 0..riders {
        painter.circle_filled(
            body.left_bottom() + egui::vec2(size * (0.1 + 0.13 * rider as f32), -size * 0.1),
            size * 0.05,
            egui::Color32::WHITE,
        );
    }
}

fn draw_board(
    mut contexts: EguiContexts,
    game: Res<SkirmishSession>,
    zoom: Res<UiZoom>,
    camera: Single<(&Camera, &GlobalTransform, &Projection), With<Camera2d>>,
    mut selection: ResMut<Selection>,
    pause: Res<bevy::state::state::State<Pause>>,
    animation: Res<BoardAnimation<SkirmishTurns>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = &game.state;
    let (camera, transform, projection) = *camera;
    let Some(layout) = SquareLayout::through(camera, transform, projection, zoom.0) else {
        return Ok(());
    };
    let size = layout.size;
    let screen = ctx.content_rect();
    let area = crate::app::core::ui::widgets::board_area(screen, PANEL_WIDTH);
    // Painted on the background layer, under every panel and claimed by no egui area: the
    // pointer over the board is the camera's (wheel, drags) and the board's (clicks).
    let on_board = |point: egui::Pos2| {
        let square = layout.square_at(point);
        (area.contains(point) && state.map.contains(square)).then_some(square)
    };
    // The square under the pointer follows it only in play and off the panels.
    let pointer_free = !ctx.is_pointer_over_egui() && !pause.get().0;
    let painter = ctx
        .layer_painter(egui::LayerId::background())
        .with_clip_rect(area);
    painter.rect_filled(area, 0.0, egui::Color32::from_rgb(24, 30, 28));
    let reach = if selection.destination.is_none() {
        reach_of(&game, &selection)
    } else {
        Vec::new()
    };
    // The squares the selected unit can reach: their ground lit, and outlined.
    for pos in state.map.positions() {
        let lit = reach.iter().any(|square| square.to == pos);
        draw_square(&painter, state, layout.rect(pos), pos, lit);
    }
    for square in &reach {
        painter.rect_stroke(
            layout.rect(square.to).shrink(1.0),
            2.0,
            egui::Stroke::new((size * 0.05).clamp(1.5, 3.0), palette::REACH_EDGE),
            egui::StrokeKind::Inside,
        );
    }
    // The square under the pointer; kept while the pointer is off the board (so a
    // target chosen for the screenshot stays highlighted).
    if let Some(point) = ctx.pointer_hover_pos().filter(|_| pointer_free)
        && area.contains(point)
    {
        selection.hovered = on_board(point);
    }
    // The path to the pointer, or to the chosen square.
    let shown = selection.destination.clone().or_else(|| {
        selection
            .hovered
            .and_then(|hovered| reach.iter().find(|square| square.to == hovered).cloned())
    });
    if let (Some(path), Some(start)) = (shown, selection.unit.and_then(|id| state.square_of(id))) {
        let mut points = vec![layout.rect(start).center()];
        points.extend(path.path.iter().map(|step| layout.rect(*step).center()));
        painter.add(egui::Shape::line(
            points,
            egui::Stroke::new(size * 0.08, palette::PATH),
        ));
    }
    let targets = targets_of(&game, &selection);
    // An indirect unit selected and not moved: its fire range.
    if let Some(unit) = selection.unit.and_then(|id| state.unit(id))
        && state.card(unit.kind).is_indirect()
        && selection.destination.is_none()
        && let Some(at) = unit.square()
    {
        for pos in state
            .map
            .positions()
            .filter(|pos| in_range(state, unit, at, *pos))
        {
            painter.rect_filled(layout.rect(pos).shrink(1.0), 0.0, palette::FIRE_RANGE);
        }
    }
    // Units at rest first, then any sliding from square to square over them.
    let (sliding, resting): (Vec<&Unit>, Vec<&Unit>) = state
        .units
        .iter()
        .partition(|unit| animation.slide_of(unit.id).is_some());
    for unit in resting.into_iter().chain(sliding) {
        if let Location::At(pos) = unit.location {
            let rect = match (
                &selection.destination,
                selection.unit,
                animation.slide_of(unit.id),
            ) {
                (Some(destination), Some(id), _) if id == unit.id => layout.rect(destination.to),
                (_, _, Some(slide)) => {
                    let from = layout.rect(slide.from);
                    from.translate(
                        slide.point(|at| layout.rect(*at).min.to_vec2()) - from.min.to_vec2(),
                    )
                }
                _ => layout.rect(pos),
            };
            draw_unit(&painter, state, rect, unit);
        }
    }
    for property in &state.properties {
        draw_capture(&painter, state, layout.rect(property.at), property.at);
    }
    for (at, kind, strength) in animation.flashes() {
        let rect = layout.rect(at);
        painter.rect_filled(rect.shrink(1.0), size * 0.12, flash_colour(kind, strength));
        painter.rect_stroke(
            rect.shrink(1.0),
            size * 0.12,
            egui::Stroke::new(size * 0.06, flash_colour(kind, strength.sqrt())),
            egui::StrokeKind::Inside,
        );
    }
    for target in &targets {
        painter.rect_stroke(
            layout.rect(*target).shrink(2.0),
            4.0,
            egui::Stroke::new(size * 0.07, palette::TARGET),
            egui::StrokeKind::Inside,
        );
    }
    if let Some(at) = selection.unit.and_then(|id| state.square_of(id)) {
        let at = selection
            .destination
            .as_ref()
            .map_or(at, |destination| destination.to);
        painter.rect_stroke(
            layout.rect(at),
            2.0,
            egui::Stroke::new(3.0, palette::PATH),
            egui::StrokeKind::Inside,
        );
    }
    if let Some(factory) = selection.factory {
        painter.rect_stroke(
            layout.rect(factory),
            2.0,
            egui::Stroke::new(3.0, palette::PATH),
            egui::StrokeKind::Inside,
        );
    }
    Ok(())
}
