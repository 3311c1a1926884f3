//! The line-of-sight tool (L): from the selected hex to the hovered one, a line that is
//! green when the viewer sees into the hex, yellow when it sees only to it (observed fire),
//! red when blocked, with the reason beside the pointer.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use hexx::Hex;
use muster_text::t;

use super::overlay::{outline, path};
use super::pointer::HoveredHex;
use super::selection::SelectedHex;
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::SoldiersSession;
use crate::rules::soldiers::los::{Sight, sight};
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::{Side, State};

/// Whether the tool is on.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LosTool {
    pub on: bool,
}

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::Soldiers)
        .and_then(resource_exists::<SoldiersSession>)
        .and_then(|tool: Res<LosTool>| tool.on);
    app.init_resource::<LosTool>()
        // A new game starts with the tool off.
        .add_systems(OnEnter(Screen::Soldiers), |mut tool: ResMut<LosTool>| {
            tool.on = false;
        })
        .add_systems(Update, draw_line.run_if(on_board.clone()))
        .add_systems(EguiPrimaryContextPass, draw_reason.run_if(on_board));
}

/// Who looks from `from`: the side of the units there, else the side to act.
fn viewer(state: &State, from: Hex) -> Side {
    state
        .occupant(from)
        .or(state.acting_side())
        .unwrap_or(Side(0))
}

/// The sight between the selected and hovered hexes, when both are set and differ.
fn current(
    state: &State,
    selected: Option<Hex>,
    hovered: Option<Hex>,
) -> Option<(Hex, Hex, Sight)> {
    let (from, to) = (selected?, hovered?);
    (from != to).then(|| (from, to, sight(state, from, to, viewer(state, from))))
}

/// The line's colour: green into, yellow only to, red blocked.
pub fn sight_colour(seen: &Sight) -> Color {
    if seen.into_hex {
        Color::srgb(0.3, 0.95, 0.35)
    } else if seen.to_hex {
        Color::srgb(1.0, 0.9, 0.2)
    } else {
        Color::srgb(1.0, 0.25, 0.2)
    }
}

fn draw_line(
    game: Res<SoldiersSession>,
    selected: Res<SelectedHex>,
    hovered: Res<HoveredHex>,
    mut gizmos: Gizmos,
) {
    let Some((from, to, seen)) = current(&game.state, selected.0, hovered.0) else {
        return;
    };
    let colour = sight_colour(&seen);
    path(&mut gizmos, &[from, to], colour);
    outline(&mut gizmos, to, 0.75, colour);
}

/// What the Sight tool asks for before it can draw a line.
pub fn how_to_sight(from_chosen: bool) -> String {
    if from_chosen {
        t!("soldiers-sight-point")
    } else {
        t!("soldiers-sight-click")
    }
}

fn draw_reason(
    mut contexts: EguiContexts,
    game: Res<SoldiersSession>,
    selected: Res<SelectedHex>,
    hovered: Res<HoveredHex>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(at) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    let text = match current(&game.state, selected.0, hovered.0) {
        Some((from, to, seen)) => {
            let (from, to, why) = (label(from), label(to), seen.reason.to_string());
            if seen.into_hex {
                t!("soldiers-sight-sees-into", from = from, to = to, why = why)
            } else if seen.to_hex {
                t!(
                    "soldiers-sight-sees-only-to",
                    from = from,
                    to = to,
                    why = why
                )
            } else {
                t!("soldiers-sight-blocked", from = from, to = to, why = why)
            }
        }
        // On, but no line yet: how to use it.
        None => how_to_sight(selected.0.is_some()),
    };
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("sight reason"),
    ));
    let galley = painter.layout(
        text,
        egui::FontId::proportional(14.0),
        egui::Color32::WHITE,
        320.0,
    );
    let rect = egui::Rect::from_min_size(at + egui::vec2(18.0, 12.0), galley.size()).expand(6.0);
    painter.rect_filled(rect, 4.0, egui::Color32::from_black_alpha(210));
    painter.galley(
        rect.min + egui::vec2(6.0, 6.0),
        galley,
        egui::Color32::WHITE,
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::how_to_sight;

    #[test]
    fn the_sight_tool_says_how_to_use_it() {
        assert!(how_to_sight(false).contains("click the hex to look from"));
        assert!(how_to_sight(true).contains("point at any hex"));
    }
}
