//! For the screenshot command: the Soldiers game opens with the fire panel aimed at the
//! acting side's best target (highest attack to defense), so the picture shows the odds
//! preview. Only when a screenshot is asked for.

use bevy::prelude::*;
use hexx::Hex;

use super::fire_ui::{FireDraft, OptionsCache, default_aim, target};
use super::selection::SelectedHex;
use crate::app::core::screens::Screen;
use crate::app::core::staging::for_a_screenshot;
use crate::app::games::soldiers::SoldiersSession;
use crate::rules::soldiers::fire::check_fire;
use crate::rules::soldiers::state::UnitId;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        pre_target.after(super::fire_ui::UpdateOptions).run_if(
            in_state(Screen::Soldiers)
                .and_then(resource_exists::<SoldiersSession>)
                .and_then(for_a_screenshot),
        ),
    );
}

/// For the screenshot: open on the acting side's best target, so the odds preview shows.
fn pre_target(
    game: Res<SoldiersSession>,
    cache: Res<OptionsCache>,
    mut draft: ResMut<FireDraft>,
    mut selected: ResMut<SelectedHex>,
    mut done: Local<bool>,
) {
    let Some(side) = game.state.acting_side() else {
        return;
    };
    if *done || cache.options.is_empty() {
        return;
    }
    *done = true;
    let state = &game.state;
    let mut hexes: Vec<Hex> = cache.options.iter().map(|option| option.target).collect();
    hexes.dedup();
    let best = hexes.into_iter().max_by_key(|hex| {
        let firers: Vec<UnitId> = cache
            .options
            .iter()
            .filter(|option| option.target == *hex)
            .map(|option| option.unit)
            .collect();
        check_fire(state, side, *hex, &firers, default_aim(state, *hex))
            .map_or(0, |plan| plan.attack * 100 / plan.defense.max(1))
    });
    if let Some(hex) = best {
        target(state, &mut draft, &cache.options, hex);
        selected.0 = Some(hex);
    }
}
