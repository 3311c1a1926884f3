//! For the screenshot command: the game opens with the player to act's best attack chosen
//! (a unit moved next to its target), so the picture shows the attack preview; with
//! `--phase reach` a unit selected with its reach lit, with `--phase buy` a factory's buy
//! list open. Only when a screenshot is asked for.

use bevy::prelude::*;

use super::board::targets_of;
use super::selection::Selection;
use crate::app::core::play_until::PlayUntil;
use crate::app::core::screens::Screen;
use crate::app::core::staging::for_a_screenshot;
use crate::app::games::skirmish::SkirmishSession;
use crate::rules::skirmish::combat::preview;
use crate::rules::skirmish::movement::reachable;
use crate::rules::skirmish::state::Location;
use crate::rules::skirmish::terrain::Terrain;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        pre_target.run_if(
            in_state(Screen::Skirmish)
                .and_then(resource_exists::<SkirmishSession>)
                .and_then(for_a_screenshot),
        ),
    );
}

fn pre_target(
    game: Res<SkirmishSession>,
    until: Option<Res<PlayUntil>>,
    mut selection: ResMut<Selection>,
    mut done: Local<bool>,
) {
    if *done || game.human_to_act().is_none() {
        return;
    }
    *done = true;
    let state = &game.state;
    let Some(player) = state.acting() else {
        return;
    };
    match until.as_deref() {
        Some(PlayUntil::UnitReach) => {
            select_widest_reach(&game, &mut selection);
            return;
        }
        Some(PlayUntil::FactoryBuy) => {
            selection.factory = state.map.positions().find(|&at| {
                state.unit_at(at).is_none()
                    && state.property_at(at).is_some_and(|property| {
                        property.kind == Terrain::Factory && property.is_friendly_to(player)
                    })
            });
            return;
        }
        _ => {}
    }
    let mut best = None;
    for unit in state
        .units_of(player)
        .filter(|unit| !unit.acted && unit.square().is_some())
    {
        for reach in reachable(state, unit) {
            let trial = Selection {
                unit: Some(unit.id),
                destination: Some(reach.clone()),
                ..Selection::default()
            };
            let mut moved = unit.clone();
            moved.location = Location::At(reach.to);
            for target in targets_of(&game, &trial) {
                let Some(preview) = preview(state, &moved, reach.to, target) else {
                    continue;
                };
                let score = i64::from(preview.damage.1) * 10 - i64::from(reach.cost);
                if best.as_ref().is_none_or(|(top, _, _)| score > *top) {
                    best = Some((score, trial.clone(), target));
                }
            }
        }
    }
    if let Some((_, trial, target)) = best {
        *selection = trial;
        selection.hovered = Some(target);
        selection.inspected = selection.unit;
    }
}

/// Select the unit of the player to act that reaches the most squares (its reach lit).
fn select_widest_reach(game: &SkirmishSession, selection: &mut Selection) {
    let state = &game.state;
    let Some(player) = state.acting() else {
        return;
    };
    let widest = state
        .units_of(player)
        .filter(|unit| !unit.acted && unit.square().is_some())
        .max_by_key(|unit| reachable(state, unit).len());
    if let Some(unit) = widest {
        selection.unit = Some(unit.id);
        selection.inspected = Some(unit.id);
    }
}
