//! Both roster sheets (the Morschauser roster system): each unit's number, type, points,
//! casualties and state, with the side's totals. Each side's sheet is a drawer at the
//! bottom of its own half of the screen, opened and closed from its end of the clock bar.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use crate::app::core::ui::scroll_viewports::show_scrolled;

use crate::app::core::screens::Screen;
use crate::app::core::ui::palette::SidePalette;
use crate::app::games::free_move::game::FreeMoveSession;
use crate::rules::free_move::{Side, State};

/// A roster drawer's width (egui points).
const ROSTER_WIDTH: f32 = 360.0;

/// Whether each side's roster drawer is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RosterDrawers(pub [bool; 2]);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RosterDrawers>().add_systems(
        EguiPrimaryContextPass,
        draw_rosters
            .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

fn draw_rosters(
    mut contexts: EguiContexts,
    game: Res<FreeMoveSession>,
    palette: Res<SidePalette>,
    mut drawers: ResMut<RosterDrawers>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let state = &game.state;
    for side in Side::BOTH {
        if !drawers.0[side.index()] {
            continue;
        }
        let (align, offset) = if side == Side::First {
            (egui::Align2::LEFT_BOTTOM, [8.0, -8.0])
        } else {
            (egui::Align2::RIGHT_BOTTOM, [-8.0, -8.0])
        };
        let title = drawer_title(state, side);
        egui::Window::new(egui::RichText::new(title).color(palette.egui_on_dark(side.index())))
            .id(egui::Id::new(("roster drawer", side.index())))
            .anchor(align, offset)
            .max_width(ROSTER_WIDTH)
            .open(&mut drawers.0[side.index()])
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                show_scrolled(
                    ui,
                    egui::ScrollArea::vertical().max_height(ctx.content_rect().height() * 0.5),
                    |ui| roster_table(ui, state, side),
                );
            });
    }
    Ok(())
}

/// The drawer's title, short as the orders drawer's ("Rome: orders"): the side's points,
/// once in the title, were cut off there ("Roster: Rome · 12/…") and head the list instead.
fn drawer_title(state: &State, side: Side) -> String {
    t!(
        "free-move-roster-title",
        side = state.side_names[side.index()].as_str()
    )
}

/// A side's roster: its points and stands left, then a line per unit.
fn roster_table(ui: &mut egui::Ui, state: &State, side: Side) {
    let totals = state.totals(side);
    ui.label(t!(
        "free-move-roster-totals",
        points = totals.points.to_string(),
        starting_points = totals.starting_points.to_string(),
        stands = totals.stands,
        starting_stands = totals.starting_stands
    ));
    egui::Grid::new(("roster", side.index()))
        .striped(true)
        .show(ui, |ui| {
            for heading in [
                t!("free-move-roster-number"),
                t!("free-move-roster-type"),
                t!("free-move-roster-points"),
                t!("free-move-roster-kills"),
                t!("free-move-roster-state"),
            ] {
                ui.label(egui::RichText::new(heading).small().strong());
            }
            ui.end_row();
            for unit in state.units.iter().filter(|unit| unit.id.side == side) {
                ui.label(unit.id.number.to_string());
                ui.label(unit.unit_type.short_name());
                ui.label(format!("{}/{}", unit.points, unit.starting_points));
                ui.label(unit.casualties().to_string());
                ui.label(unit.describe_state());
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::shows;
    use crate::rules::free_move::UnitType;
    use crate::rules::free_move::builder::Battlefield;

    /// The drawer has no control of its own (its side's Roster toggle opens and closes it,
    /// tested with the clock bar): the test reads it.
    #[test]
    fn a_roster_drawer_lists_its_side_s_units() {
        let state = Battlefield::new()
            .unit(Side::First, 7, UnitType::Archers, (10.0, 10.0), 0.0)
            .unit(
                Side::Second,
                2,
                UnitType::HeavyInfantry,
                (10.0, 30.0),
                180.0,
            )
            .state();
        let short = UnitType::Archers.short_name();
        let totals = state.totals(Side::First);
        let points = format!(
            "{}/{} points · 1 of 1 stands",
            totals.points, totals.starting_points
        );
        for text in [points.as_str(), "7", short.as_str()] {
            assert!(
                shows(text, |ui| roster_table(ui, &state, Side::First)),
                "{text}"
            );
        }
        assert!(!shows(&UnitType::HeavyInfantry.short_name(), |ui| {
            roster_table(ui, &state, Side::First)
        }));
    }

    #[test]
    fn a_roster_drawer_reads_in_german_when_german_is_spoken() {
        use muster_text::{Language, in_language};
        let state = Battlefield::new()
            .unit(Side::First, 7, UnitType::Archers, (10.0, 10.0), 0.0)
            .state();
        let points = state.totals(Side::First).points;
        in_language(Language::German, || {
            assert!(shows(
                &format!("{points}/{points} Punkte · 1 von 1 Base"),
                |ui| { roster_table(ui, &state, Side::First) }
            ));
            assert!(shows("Bogen", |ui| roster_table(ui, &state, Side::First)));
            assert!(drawer_title(&state, Side::First).ends_with(": Liste"));
        });
    }

    #[test]
    fn the_roster_s_title_is_as_short_as_the_orders_and_its_points_head_the_list() {
        let state = Battlefield::new()
            .unit(Side::First, 7, UnitType::Archers, (10.0, 10.0), 0.0)
            .state();
        let title = drawer_title(&state, Side::First);
        let name = &state.side_names[0];
        assert_eq!(title, format!("{name}: roster"));
        // The title is drawn large: no longer than the orders drawer's, which fits.
        assert!(title.len() <= format!("{name}: orders").len());
        let points = state.totals(Side::First).points;
        assert!(shows(
            &format!("{points}/{points} points · 1 of 1 stands"),
            |ui| { roster_table(ui, &state, Side::First) }
        ));
    }
}
