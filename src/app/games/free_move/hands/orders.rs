//! Orders for a side's selected stand, as buttons under that side in the game panel: turn,
//! line or column, Fire and Charge, form or give up a square. Each button is greyed out
//! with the rule's reason when the engine would refuse it.

use bevy_egui::egui;
use muster_text::t;

use crate::app::games::free_move::countdown::Countdown;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::{Command, Formation, FreeMove, Phase, Side, State, UnitId, UnitType};

/// How far one press of a turn button turns a stand, degrees.
const TURN_STEP: f32 = 45.0;

/// The command that turns `unit` by `degrees` where it stands.
fn turn(state: &State, unit: UnitId, degrees: f32) -> Option<Command> {
    let pose = state.unit(unit)?.pose;
    let to = Pose::new(pose.x, pose.y, (pose.facing + degrees).rem_euclid(360.0));
    Some(match state.phase {
        Phase::Deployment => Command::Deploy { unit, to },
        _ => Command::Step { unit, to },
    })
}

/// The infantry stands of `unit`'s side standing together with it, free to form a square.
fn square_group(state: &State, unit: UnitId) -> Vec<UnitId> {
    let tray = state.tray();
    let candidates: Vec<_> = state
        .army(unit.side)
        .filter(|other| {
            !other.unit_type.is_cavalry() && other.square.is_none() && other.melee.is_none()
        })
        .collect();
    let mut group = vec![unit];
    let mut index = 0;
    while index < group.len() {
        let Some(current) = state.unit(group[index]) else {
            break;
        };
        for other in &candidates {
            if !group.contains(&other.id) && tray.touching(&current.pose, &other.pose) {
                group.push(other.id);
            }
        }
        index += 1;
    }
    group.sort();
    group
}

/// A button that sends `command` when the engine accepts it, greyed with the reason if not.
fn order_button(
    ui: &mut egui::Ui,
    state: &State,
    label: &str,
    command: Option<Command>,
    orders: &mut Vec<Command>,
) {
    let Some(command) = command else {
        return;
    };
    let verdict = FreeMove::check(state, &command);
    let button = ui.add_enabled(
        verdict.is_ok(),
        egui::Button::new(egui::RichText::new(label).size(17.0)).min_size(egui::vec2(64.0, 40.0)),
    );
    let button = match &verdict {
        Err(error) => button.on_disabled_hover_text(error.to_string()),
        Ok(()) => button,
    };
    if button.clicked() {
        orders.push(command);
    }
}

/// The selected stand's line and its order buttons; returns the commands pressed.
pub fn draw_orders(
    ui: &mut egui::Ui,
    state: &State,
    countdown: &Countdown,
    selected: Option<UnitId>,
    side: Side,
) -> Vec<Command> {
    let mut orders = Vec::new();
    let Some(id) = selected.filter(|id| id.side == side) else {
        return orders;
    };
    let Some(unit) = state.unit(id).filter(|unit| unit.on_table()) else {
        return orders;
    };
    ui.label(t!(
        "free-move-orders-unit",
        number = id.number,
        kind = unit.unit_type.short_name(),
        points = unit.points.to_string(),
        starting = unit.starting_points.to_string(),
        state = unit.describe_state()
    ));
    let moving = state.phase != Phase::TimedMove || countdown.running;
    ui.horizontal_wrapped(|ui| {
        if moving {
            order_button(ui, state, "⟲ 45°", turn(state, id, -TURN_STEP), &mut orders);
            order_button(ui, state, "⟳ 45°", turn(state, id, TURN_STEP), &mut orders);
        }
        let formation = match unit.formation {
            Formation::Line => (t!("free-move-orders-column"), Formation::Column),
            Formation::Column => (t!("free-move-orders-line"), Formation::Line),
        };
        order_button(
            ui,
            state,
            &formation.0,
            Some(Command::SetFormation {
                unit: id,
                formation: formation.1,
            }),
            &mut orders,
        );
        if unit.unit_type == UnitType::HeavyInfantry
            && state.phase == Phase::TimedMove
            && !unit.fire_and_charge
        {
            order_button(
                ui,
                state,
                &t!("free-move-orders-fire-and-charge"),
                Some(Command::CallFireAndCharge { unit: id }),
                &mut orders,
            );
        }
        match unit.square {
            Some(square) => order_button(
                ui,
                state,
                &t!("free-move-orders-give-up-square"),
                Some(Command::DissolveSquare { side, square }),
                &mut orders,
            ),
            None if !unit.unit_type.is_cavalry() => order_button(
                ui,
                state,
                &t!("free-move-orders-form-square"),
                Some(Command::AnnounceSquare {
                    units: square_group(state, id),
                }),
                &mut orders,
            ),
            None => {}
        }
    });
    if unit.fire_and_charge {
        ui.label(t!("free-move-orders-fire-and-charge-called"));
    }
    orders
}
