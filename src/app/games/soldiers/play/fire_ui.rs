//! The fire steps: every hex some unit can fire on is outlined; a click picks the target,
//! its possible firers are ticked on and off, the aim is chosen where the hex holds units
//! in and out of improved positions, and before committing the odds are shown: each
//! factor, attack against defense, the CRT column and the chance of each result. In the
//! charge steps the same panel charges with mounted cavalry.

use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;
use muster_text::t;

use super::concealment::Concealed;
use super::odds::plan_chances;
use super::overlay::{outline, path, shade};
use crate::app::core::screens::Screen;
use crate::app::games::soldiers::SoldiersSession;
use crate::rules::soldiers::command::Command;
use crate::rules::soldiers::fire::{
    FireOption, Mode, check_fire, fewest_for_best_column, fire_options,
};
use crate::rules::soldiers::map::label;
use crate::rules::soldiers::state::{Aim, FireStep, Phase, State, UnitId};

/// Where the fire options are worked out (systems that read them run after).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UpdateOptions;

/// The attack being put together.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default)]
pub struct FireDraft {
    pub target: Option<Hex>,
    pub firers: Vec<UnitId>,
    pub aim: Option<Aim>,
    /// Clicks pick interdicted hexes instead of a target.
    pub interdicting: bool,
    pub interdict_hexes: Vec<Hex>,
    pub interdict_firers: Vec<UnitId>,
}

/// The fire options of the side to act, worked out once per game position.
#[derive(Resource, Debug, Default)]
pub struct OptionsCache {
    key: Option<(usize, usize)>,
    pub options: Vec<FireOption>,
}

pub(super) fn plugin(app: &mut App) {
    let on_board = in_state(Screen::Soldiers).and_then(resource_exists::<SoldiersSession>);
    app.init_resource::<FireDraft>()
        .init_resource::<OptionsCache>()
        .add_systems(
            Update,
            (update_options.in_set(UpdateOptions), draw_targets)
                .chain()
                .run_if(on_board),
        );
}

/// The aim a hex needs by default: units outside improved positions where both kinds are
/// there (they are attacked separately), else all of them.
pub fn default_aim(state: &State, hex: Hex) -> Aim {
    let improved = state.units_in(hex).any(|unit| unit.improved);
    let open = state.units_in(hex).any(|unit| !unit.improved);
    if improved && open {
        Aim::Unimproved
    } else {
        Aim::AllUnits
    }
}

/// A click on the board in a fire step: an interdicted hex, or the target (with the fewest
/// units ticked that reach the best odds column all of them would).
pub fn fire_click(state: &State, draft: &mut FireDraft, hex: Hex) {
    if draft.interdicting {
        if let Some(at) = draft.interdict_hexes.iter().position(|known| *known == hex) {
            draft.interdict_hexes.remove(at);
        } else {
            draft.interdict_hexes.push(hex);
        }
        return;
    }
    let Some(side) = state.acting_side() else {
        return;
    };
    let options = fire_options(state, side);
    target(state, draft, &options, hex);
}

/// How many hexes the options fire on: each outlined hex once, however many units can fire
/// on it.
pub fn target_count(options: &[FireOption]) -> usize {
    let hexes: std::collections::HashSet<Hex> =
        options.iter().map(|option| option.target).collect();
    hexes.len()
}

pub fn target(state: &State, draft: &mut FireDraft, options: &[FireOption], hex: Hex) {
    let firers: Vec<UnitId> = options
        .iter()
        .filter(|option| option.target == hex)
        .map(|option| option.unit)
        .collect();
    if firers.is_empty() {
        draft.target = None;
        draft.firers.clear();
        return;
    }
    let aim = default_aim(state, hex);
    draft.target = Some(hex);
    draft.firers = state.acting_side().map_or(firers.clone(), |side| {
        fewest_for_best_column(state, side, hex, &firers, aim)
    });
    draft.aim = Some(aim);
}

fn update_options(game: Res<SoldiersSession>, mut cache: ResMut<OptionsCache>) {
    let key = (game.log.len(), game.commands.len());
    if cache.key == Some(key) {
        return;
    }
    cache.key = Some(key);
    cache.options = game
        .state
        .acting_side()
        .filter(|_| !game.computer_to_act())
        .map(|side| fire_options(&game.state, side))
        .unwrap_or_default();
}

fn draw_targets(
    game: Res<SoldiersSession>,
    cache: Res<OptionsCache>,
    draft: Res<FireDraft>,
    mut gizmos: Gizmos,
) {
    if !matches!(game.state.phase, Phase::Fire { .. }) {
        return;
    }
    let red = Color::srgb(1.0, 0.3, 0.25);
    for option in &cache.options {
        outline(&mut gizmos, option.target, 0.88, red);
    }
    if let Some(target) = draft.target {
        shade(&mut gizmos, target, red.with_alpha(0.5));
        for firer in &draft.firers {
            if let Some(from) = game.state.unit(*firer).and_then(|unit| unit.hex()) {
                outline(&mut gizmos, from, 0.8, Color::srgb(1.0, 0.9, 0.3));
                path(
                    &mut gizmos,
                    &[from, target],
                    Color::srgba(1.0, 0.9, 0.3, 0.7),
                );
            }
        }
    }
    for hex in &draft.interdict_hexes {
        shade(&mut gizmos, *hex, Color::srgba(0.8, 0.4, 1.0, 0.6));
    }
}

/// The fire part of the panel; the fire (or interdiction) asked for goes into `asked`.
pub fn fire_section(
    ui: &mut egui::Ui,
    state: &State,
    cache: &OptionsCache,
    concealed: &Concealed,
    draft: &mut FireDraft,
    asked: &mut Vec<Command>,
) {
    let Phase::Fire { step, .. } = state.phase else {
        return;
    };
    let Some(side) = state.acting_side() else {
        return;
    };
    let charging = matches!(step, FireStep::MoverCharges | FireStep::OtherCharges);
    if step == FireStep::MoverFires && state.record.fired.is_empty() {
        super::interdiction_ui::interdiction_section(ui, state, draft, asked);
    }
    if draft.interdicting {
        return;
    }
    let targets = target_count(&cache.options);
    let Some(target) = draft.target else {
        ui.label(if charging {
            t!("soldiers-fire-targets-charge", count = targets)
        } else {
            t!("soldiers-fire-targets", count = targets)
        });
        return;
    };
    let seen = state
        .units_in(target)
        .filter(|unit| unit.side != side && !concealed.0.contains(&unit.id))
        .count();
    ui.label(
        egui::RichText::new(t!(
            "soldiers-fire-target-seen",
            target = label(target),
            count = seen
        ))
        .strong(),
    );
    let aim = draft.aim.unwrap_or(Aim::AllUnits);
    if default_aim(state, target) != Aim::AllUnits {
        ui.horizontal(|ui| {
            ui.label(t!("soldiers-fire-aim-at"));
            let mut chosen = aim;
            ui.radio_value(&mut chosen, Aim::Unimproved, t!("soldiers-fire-aim-open"));
            ui.radio_value(&mut chosen, Aim::Improved, t!("soldiers-fire-aim-dug-in"));
            draft.aim = Some(chosen);
        });
    }
    // The odds and the Fire button before the firers' list, so they stay in view.
    let explanation = odds_preview(ui, state, side, target, draft, charging, asked);
    ui.label(t!("soldiers-fire-firing"));
    for option in cache
        .options
        .iter()
        .filter(|option| option.target == target)
    {
        let Some(unit) = state.unit(option.unit) else {
            continue;
        };
        let mut ticked = draft.firers.contains(&option.unit);
        let text = match option.mode {
            Mode::Direct => t!(
                "soldiers-fire-firer-direct",
                unit = unit.name.as_str(),
                strength = option.strength
            ),
            Mode::Observed => t!(
                "soldiers-fire-firer-observed",
                unit = unit.name.as_str(),
                strength = option.strength
            ),
        };
        if ui.checkbox(&mut ticked, text).changed() {
            draft.firers.retain(|id| *id != option.unit);
            if ticked {
                draft.firers.push(option.unit);
            }
        }
    }
    for line in &explanation {
        ui.small(line);
    }
}

/// The odds of the attack being put together and its Fire (or Charge) button; the
/// factors in words come back, to show below the firers.
fn odds_preview(
    ui: &mut egui::Ui,
    state: &State,
    side: crate::rules::soldiers::state::Side,
    target: Hex,
    draft: &mut FireDraft,
    charging: bool,
    asked: &mut Vec<Command>,
) -> Vec<String> {
    let aim = draft.aim.unwrap_or(Aim::AllUnits);
    match check_fire(state, side, target, &draft.firers, aim) {
        Ok(plan) => {
            let column = plan
                .column
                .clone()
                .unwrap_or_else(|| t!("soldiers-column-below"));
            ui.label(
                egui::RichText::new(t!(
                    "soldiers-fire-attack-against",
                    attack = plan.attack,
                    defense = plan.defense,
                    column = column
                ))
                .size(17.0)
                .strong(),
            );
            let odds = plan_chances(&state.tables.crt, &plan);
            let chances = if plan.modifier == 0 {
                odds.words()
            } else {
                t!(
                    "soldiers-fire-chances-modified",
                    chances = odds.words(),
                    modifier = format!("{:+}", plan.modifier)
                )
            };
            ui.colored_label(egui::Color32::from_rgb(255, 210, 120), chances);
            let verb = if charging {
                t!("soldiers-fire-charge")
            } else {
                t!("soldiers-fire-fire")
            };
            if ui
                .add_sized([ui.available_width(), 36.0], egui::Button::new(verb))
                .clicked()
            {
                asked.push(Command::Fire {
                    target,
                    firers: std::mem::take(&mut draft.firers),
                    aim,
                });
                draft.target = None;
            }
            ui.separator();
            plan.explanation
        }
        Err(why) => {
            ui.colored_label(egui::Color32::from_rgb(255, 120, 100), why.to_string());
            ui.separator();
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fire_step_counts_each_outlined_hex_once() {
        let option = |unit: u32, target: Hex| FireOption {
            unit: UnitId(unit),
            target,
            mode: Mode::Direct,
            strength: 5,
        };
        let (a, b) = (Hex::new(1, 1), Hex::new(2, 2));
        // Three units on two hexes, not in order: two hexes outlined, two counted.
        let options = [option(1, a), option(2, b), option(3, a)];
        assert_eq!(target_count(&options), 2);
        assert_eq!(target_count(&[]), 0);
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::click_on;
    use crate::app::games::soldiers::play::test_games::played_until;

    #[test]
    fn the_fire_panel_fires_the_ticked_units_when_fire_is_clicked() {
        let game = played_until("01_brunstatt.ron", |state| {
            matches!(
                state.phase,
                Phase::Fire {
                    step: FireStep::MoverFires,
                    ..
                }
            ) && state
                .acting_side()
                .is_some_and(|side| !fire_options(state, side).is_empty())
        });
        let state = &game.state;
        let side = state.acting_side().expect("a side fires");
        let cache = OptionsCache {
            key: None,
            options: fire_options(state, side),
        };
        let mut draft = FireDraft::default();
        let aimed_at = cache.options[0].target;
        target(state, &mut draft, &cache.options, aimed_at);
        let (firers, aim) = (draft.firers.clone(), draft.aim.expect("aimed"));
        let (draft, asked) = click_on("Fire", (draft, Vec::new()), |ui, (draft, asked)| {
            fire_section(ui, state, &cache, &Concealed::default(), draft, asked);
        });
        assert_eq!(
            asked,
            vec![Command::Fire {
                target: aimed_at,
                firers,
                aim,
            }]
        );
        assert_eq!(draft.target, None, "the fire is sent, the target dropped");
    }
}
