//! The counters on the map: a square in the nation's colour with a NATO-style symbol and
//! Attack–Range–Movement under it; a stack shows its counters slightly offset with a count
//! badge, and the selected hex's stack fans out so each counter shows. Placements are
//! worked out when the game or the selection changes; painting (egui) follows them.

use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

use super::screen::{BoardView, ScreenMap};
use super::symbols::paint_counter;
use super::{BoardPaint, SelectedHex};
use crate::app::games::soldiers::hex_layout::{HEX_SIZE, hex_centre};
use crate::app::games::soldiers::play::concealment::Concealed;
use crate::app::games::soldiers::{SoldiersSession, SoldiersTurns};
use crate::app::session::view::animation::{BoardAnimation, flash_colour};
use crate::rules::soldiers::state::{State, UnitId};

/// A counter's side, in world units.
pub const COUNTER_SIZE: f32 = HEX_SIZE * 1.24;
/// How far each counter under the top of a stack shows, in world units.
const STACK_STEP: f32 = HEX_SIZE * 0.09;

/// Where one counter lies on the board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    pub unit: UnitId,
    pub hex: Hex,
    pub centre: Vec2,
    /// Its place in the stack from the bottom, and the stack's size.
    pub index: usize,
    pub of: usize,
    /// Whether its stack is fanned out (every counter shown whole).
    pub fanned: bool,
}

impl Placement {
    /// Whether its face shows whole: the top of a stack, or any counter of a fanned one.
    pub fn shows_face(&self) -> bool {
        self.fanned || self.index + 1 == self.of
    }
}

/// Every counter on the map, bottom of each stack first (the order they are painted).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct CounterPlacements(pub Vec<Placement>);

impl CounterPlacements {
    /// The counter under a world point, topmost first.
    pub fn unit_at(&self, world: Vec2) -> Option<UnitId> {
        self.0
            .iter()
            .rev()
            .find(|placed| {
                let offset = (world - placed.centre).abs();
                offset.x <= COUNTER_SIZE / 2.0 && offset.y <= COUNTER_SIZE / 2.0
            })
            .map(|placed| placed.unit)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CounterPlacements>()
        .add_systems(
            Update,
            place_counters.run_if(
                resource_exists::<SoldiersSession>.and_then(
                    resource_changed::<SoldiersSession>
                        .or_else(resource_changed::<SelectedHex>)
                        .or_else(resource_changed::<Concealed>),
                ),
            ),
        )
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            paint_counters
                .in_set(BoardPaint::Counters)
                .run_if(resource_exists::<SoldiersSession>),
        );
}

/// The placements for a state, fanning out the stack in `selected`; `hidden` units
/// (concealed from the player at the screen) are not placed.
pub fn placements(state: &State, selected: Option<Hex>, hidden: &[UnitId]) -> Vec<Placement> {
    let mut stacks: Vec<(Hex, Vec<UnitId>)> = Vec::new();
    for unit in &state.units {
        let Some(hex) = unit.hex() else {
            continue;
        };
        if hidden.contains(&unit.id) {
            continue;
        }
        match stacks.iter_mut().find(|(at, _)| *at == hex) {
            Some((_, ids)) => ids.push(unit.id),
            None => stacks.push((hex, vec![unit.id])),
        }
    }
    // The fanned stack is painted last, over its neighbours.
    stacks.sort_by_key(|(hex, _)| Some(*hex) == selected);
    let mut placed = Vec::new();
    for (hex, ids) in stacks {
        let fanned = Some(hex) == selected && ids.len() > 1;
        let of = ids.len();
        for (index, unit) in ids.into_iter().enumerate() {
            let centre = hex_centre(hex) + offset(index, of, fanned);
            placed.push(Placement {
                unit,
                hex,
                centre,
                index,
                of,
                fanned,
            });
        }
    }
    placed
}

/// A counter's offset from its hex's centre: a little up and right for each one under
/// the top, or its place in a fan of rows of up to four.
fn offset(index: usize, of: usize, fanned: bool) -> Vec2 {
    if !fanned {
        let lift = index as f32 - (of as f32 - 1.0) / 2.0;
        return Vec2::new(STACK_STEP, STACK_STEP) * lift;
    }
    let per_row = of.min(4);
    let rows = of.div_ceil(per_row);
    let (row, column) = (index / per_row, index % per_row);
    let in_row = if row + 1 == rows {
        of - per_row * row
    } else {
        per_row
    };
    let pitch = COUNTER_SIZE * 1.08;
    Vec2::new(
        (column as f32 - (in_row as f32 - 1.0) / 2.0) * pitch,
        ((rows as f32 - 1.0) / 2.0 - row as f32) * pitch,
    )
}

fn place_counters(
    game: Res<SoldiersSession>,
    selected: Res<SelectedHex>,
    concealed: Res<Concealed>,
    mut placements_now: ResMut<CounterPlacements>,
) {
    placements_now.set_if_neq(CounterPlacements(placements(
        &game.state,
        selected.0,
        &concealed.0,
    )));
}

fn paint_counters(
    mut view: BoardView,
    game: Res<SoldiersSession>,
    placed: Res<CounterPlacements>,
    animation: Res<BoardAnimation<SoldiersTurns>>,
) -> Result {
    let Some((painter, screen)) = view.begin()? else {
        return Ok(());
    };
    let state = &game.state;
    let mut backdrop_done = false;
    for placement in &placed.0 {
        if placement.fanned && !backdrop_done {
            backdrop_done = true;
            fan_backdrop(&painter, &screen, &placed.0);
        }
        let Some(unit) = state.unit(placement.unit) else {
            continue;
        };
        if animation.slide_of(unit.id).is_some() {
            continue;
        }
        let Some(at) = screen.in_view(placement.centre) else {
            continue;
        };
        let face_down = state.record.face_down.contains(&unit.id);
        paint_counter(
            &painter,
            state,
            unit,
            at,
            screen.len(COUNTER_SIZE),
            placement.shows_face(),
            face_down,
        );
        if placement.of > 1 && !placement.fanned && placement.shows_face() {
            badge(&painter, at, screen.len(COUNTER_SIZE), placement.of);
        }
    }
    paint_motions(&painter, &screen, state, &placed.0, &animation);
    Ok(())
}

/// Counters sliding from hex to hex, over the others (only those placed: a unit concealed
/// from the player at the screen shows nothing), and the hexes flashing.
fn paint_motions(
    painter: &egui::Painter,
    screen: &ScreenMap,
    state: &State,
    placed: &[Placement],
    animation: &BoardAnimation<SoldiersTurns>,
) {
    for placement in placed {
        let (Some(unit), Some(slide)) = (
            state.unit(placement.unit),
            animation.slide_of(placement.unit),
        ) else {
            continue;
        };
        let Some(at) = screen.in_view(slide.point(|hex| hex_centre(*hex))) else {
            continue;
        };
        let face_down = state.record.face_down.contains(&unit.id);
        paint_counter(
            painter,
            state,
            unit,
            at,
            screen.len(COUNTER_SIZE),
            true,
            face_down,
        );
    }
    for (hex, kind, strength) in animation.flashes() {
        if let Some(at) = screen.in_view(hex_centre(hex)) {
            painter.circle_filled(
                at,
                screen.len(HEX_SIZE) * (0.8 + 0.15 * strength),
                flash_colour(kind, strength),
            );
        }
    }
}

/// A plate behind a fanned stack, so its counters stand apart from their neighbours.
fn fan_backdrop(painter: &egui::Painter, screen: &ScreenMap, placed: &[Placement]) {
    let mut area: Option<egui::Rect> = None;
    for placement in placed.iter().filter(|placement| placement.fanned) {
        if let Some(at) = screen.at(placement.centre) {
            let rect =
                egui::Rect::from_center_size(at, egui::Vec2::splat(screen.len(COUNTER_SIZE)));
            area = Some(area.map_or(rect, |area| area.union(rect)));
        }
    }
    if let Some(area) = area {
        painter.rect(
            area.expand(screen.len(COUNTER_SIZE) * 0.12),
            6.0,
            egui::Color32::from_black_alpha(150),
            egui::Stroke::new(2.0, egui::Color32::from_rgb(255, 220, 90)),
            egui::StrokeKind::Outside,
        );
    }
}

/// The count of a closed stack, on its top counter's upper right corner.
fn badge(painter: &egui::Painter, at: egui::Pos2, size: f32, count: usize) {
    let radius = (size * 0.2).max(6.0);
    let centre = at + egui::vec2(size / 2.0, -size / 2.0);
    painter.circle(
        centre,
        radius,
        egui::Color32::from_rgb(160, 24, 24),
        egui::Stroke::new(1.0, egui::Color32::WHITE),
    );
    painter.text(
        centre,
        egui::Align2::CENTER_CENTER,
        count.to_string(),
        egui::FontId::proportional(radius * 1.5),
        egui::Color32::WHITE,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fan_keeps_counters_apart_and_a_stack_keeps_them_close() {
        for of in 2..=8 {
            let spots: Vec<Vec2> = (0..of).map(|index| offset(index, of, true)).collect();
            for (a, first) in spots.iter().enumerate() {
                for second in &spots[a + 1..] {
                    let gap = (*first - *second).abs();
                    assert!(
                        gap.x >= COUNTER_SIZE || gap.y >= COUNTER_SIZE,
                        "{of}: {gap}"
                    );
                }
            }
            for index in 0..of {
                assert!(offset(index, of, false).length() < HEX_SIZE * 0.5);
            }
        }
    }
}
