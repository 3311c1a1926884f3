//! The text's own calibration of the time factor, as a row under the companion's time
//! choices: "move all the soldiers in your army one move, and see how long it takes … set
//! your primary moving time at" half of it. A stopwatch in egui's memory times the full move;
//! stopping it sets the primary time ([`TimeSetting::calibrated`]).

use bevy_egui::egui;
use muster_text::t;

use crate::rules::free_move::time_factor::{TimeSetting, clock};

/// Time a full move of an army and make half of it the primary time.
pub fn calibration_row(ui: &mut egui::Ui, time: &mut TimeSetting) {
    let id = egui::Id::new("companion-full-move-stopwatch");
    let now = ui.input(|input| input.time);
    let started: Option<f64> = ui.data(|data| data.get_temp(id));
    ui.horizontal_wrapped(|ui| match started {
        None => {
            if ui.button(t!("companion-calibrate-start")).clicked() {
                ui.data_mut(|data| data.insert_temp(id, now));
            }
            if let TimeSetting::Primary { seconds } = time {
                ui.label(t!(
                    "companion-calibrate-primary",
                    clock = clock(*seconds as f32)
                ));
            }
        }
        Some(start) => {
            let elapsed = (now - start).max(0.0) as f32;
            ui.label(t!("companion-calibrate-full-move", clock = clock(elapsed)));
            if ui.button(t!("companion-calibrate-done")).clicked() {
                *time = TimeSetting::calibrated(elapsed);
                ui.data_mut(|data| data.remove::<f64>(id));
            }
            if ui.button(t!("companion-calibrate-cancel")).clicked() {
                ui.data_mut(|data| data.remove::<f64>(id));
            }
            ui.ctx().request_repaint();
        }
    });
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_button, harness};
    use egui_kittest::kittest::Queryable;

    #[test]
    fn the_stopwatch_starts_and_done_sets_a_primary_time() {
        let mut harness = harness(TimeSetting::Fixed { seconds: 60 }, calibration_row);
        click_button(&mut harness, "Time one full move of your army");
        assert!(
            harness
                .query_by_label("Done: half is the primary time")
                .is_some()
        );
        click_button(&mut harness, "Done: half is the primary time");
        assert!(
            matches!(harness.state(), TimeSetting::Primary { .. }),
            "{:?}",
            harness.state()
        );
    }
}
