//! The "Check balance" section an editor's panel draws: Games, the Check balance button,
//! while running a progress bar and Cancel, then the report with its verdict said plainly.

use bevy_egui::egui;
use muster_text::t;

use super::running::{BalanceCheck, CheckState};
use crate::balance::{
    BalanceReport, Verdict, games_words, mean_length_words, rule_words, share_words, verdict_words,
};
use crate::scenario::Scenario;

/// Draw the check's section: Games and Check balance (which asks `scenario` for the scenario
/// being edited, or why it cannot be played yet), the progress and Cancel while it runs,
/// the report once it is done.
pub fn balance_check_ui(
    ui: &mut egui::Ui,
    check: &mut BalanceCheck,
    scenario: impl FnOnce() -> Result<Scenario, String>,
) {
    ui.label(
        egui::RichText::new(t!("balance-heading"))
            .size(18.0)
            .strong(),
    );
    ui.label(egui::RichText::new(t!("balance-explained")).weak());
    let running = check.is_running();
    let mut start = false;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(t!("balance-games"));
        let range = crate::balance::BalanceSettings::GAMES_OFFERED;
        ui.add_enabled(
            !running,
            egui::DragValue::new(&mut check.games).range(range),
        )
        .labelled_by(label.id);
        start = ui
            .add_enabled(!running, egui::Button::new(t!("balance-check")))
            .on_hover_text(t!("balance-check-hover"))
            .clicked();
    });
    if start {
        match scenario() {
            Ok(scenario) => {
                let settings = check.settings();
                check.start(scenario, settings);
            }
            Err(why) => check.refuse(why),
        }
    }
    let mut cancel = false;
    match &check.state {
        CheckState::Idle => {}
        CheckState::Running(running) => {
            let (done, games) = running.progress();
            ui.add(
                egui::ProgressBar::new(done as f32 / games.max(1) as f32).text(t!(
                    "balance-progress",
                    done = done,
                    games = games
                )),
            );
            if running.cancelling() {
                ui.label(t!("balance-cancelling"));
            } else {
                cancel = ui.button(t!("balance-cancel")).clicked();
            }
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(200));
        }
        CheckState::Done(Ok(report)) => report_ui(ui, report),
        CheckState::Done(Err(why)) => {
            ui.colored_label(ui.visuals().warn_fg_color, why);
        }
    }
    if cancel {
        check.cancel();
    }
    // A new state (the progress, the report, why not) is scrolled into the panel's view
    // once: the section is the last of an editor's panel, often below its fold.
    if std::mem::take(&mut check.bring_into_view) {
        ui.scroll_to_cursor(Some(egui::Align::BOTTOM));
    }
}

/// The report: the verdict first, said plainly, then each seat, the draws and the length.
fn report_ui(ui: &mut egui::Ui, report: &BalanceReport) {
    let verdict = egui::RichText::new(verdict_words(report)).strong();
    let verdict = match report.verdict() {
        Verdict::Favours { .. } => verdict.color(ui.visuals().warn_fg_color),
        Verdict::Balanced | Verdict::TooFewDecided { .. } => verdict,
    };
    ui.add(egui::Label::new(verdict).wrap())
        .on_hover_text(rule_words());
    // Each line wraps as a whole (a label and its figure), so the narrowest panel at the
    // largest UI scale still shows every figure.
    for seat in report.shares() {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                egui::RichText::new(t!(
                    "balance-seat-wins",
                    seat = seat.name.clone(),
                    count = seat.wins
                ))
                .strong(),
            );
            ui.label(share_words(&seat));
        });
    }
    for (label, figure) in [
        (t!("balance-draws-label"), report.draws.to_string()),
        (t!("balance-games-label"), games_words(report)),
        (t!("balance-mean-length-label"), mean_length_words(report)),
    ] {
        ui.horizontal_wrapped(|ui| {
            ui.label(label);
            ui.label(figure);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, harness};
    use crate::balance::LengthUnit;
    use egui_kittest::kittest::Queryable;

    fn report(wins: [u32; 2], draws: u32) -> BalanceReport {
        BalanceReport {
            scenario: "Test".into(),
            seats: vec!["Red".into(), "Blue".into()],
            wins: wins.to_vec(),
            draws,
            games_asked: wins[0] + wins[1] + draws,
            games_played: wins[0] + wins[1] + draws,
            cancelled: false,
            total_length: 100,
            length_unit: LengthUnit::Days,
        }
    }

    fn done(report: BalanceReport) -> BalanceCheck {
        BalanceCheck {
            state: CheckState::Done(Ok(report)),
            ..BalanceCheck::default()
        }
    }

    fn shows(check: BalanceCheck, text: &str) -> bool {
        let harness = harness(check, |ui, check: &mut BalanceCheck| {
            balance_check_ui(ui, check, || Err("unused".into()));
        });
        harness.query_all_by_label(text).next().is_some()
    }

    #[test]
    fn a_new_state_is_brought_into_view_once_and_an_old_one_is_left_where_it_is() {
        let mut fresh = done(report([11, 9], 0));
        fresh.bring_into_view = true;
        let harness = harness(fresh, |ui, check: &mut BalanceCheck| {
            balance_check_ui(ui, check, || Err("unused".into()));
        });
        assert!(
            !harness.state().bring_into_view,
            "scrolled to once, then left"
        );
        let mut refused = BalanceCheck::default();
        assert!(!refused.bring_into_view, "nothing new to show yet");
        refused.refuse("No HQ for Blue Moon".into());
        assert!(refused.bring_into_view, "why not is new: shown");
    }

    #[test]
    fn a_lopsided_report_reads_that_one_side_wins_far_more_often() {
        assert!(shows(
            done(report([18, 0], 2)),
            "Far more wins for Red: 18 of 18 decided games"
        ));
    }

    #[test]
    fn an_even_report_reads_that_no_side_wins_far_more_often() {
        let even = done(report([11, 9], 0));
        assert!(shows(even, "No side wins far more often"));
        assert!(!shows(
            done(report([11, 9], 0)),
            "Far more wins for Red: 11 of 20 decided games"
        ));
    }

    #[test]
    fn pressing_check_balance_asks_for_the_scenario_and_says_why_it_cannot_be_played() {
        let check = click_on(
            "Check balance",
            BalanceCheck::default(),
            |ui, check: &mut BalanceCheck| {
                balance_check_ui(ui, check, || Err("No HQ for Blue Moon".into()));
            },
        );
        assert!(
            matches!(&check.state, CheckState::Done(Err(why)) if why == "No HQ for Blue Moon"),
            "{:?}",
            check.state
        );
    }

    #[test]
    fn cancel_on_a_running_check_asks_it_to_stop_and_every_control_is_named() {
        use crate::app::session::balance_check::StagedCheck;
        let check = click_on(
            "Cancel",
            BalanceCheck::staged(StagedCheck::Running),
            |ui, check: &mut BalanceCheck| {
                balance_check_ui(ui, check, || Err("unused".into()));
            },
        );
        let CheckState::Running(running) = &check.state else {
            panic!(
                "still running until its games under way end: {:?}",
                check.state
            )
        };
        assert!(running.cancelling());
        assert_eq!(running.progress(), (12, 20));
    }

    #[test]
    fn a_running_check_shows_its_progress_in_games() {
        use crate::app::session::balance_check::StagedCheck;
        assert!(shows(
            BalanceCheck::staged(StagedCheck::Running),
            "12 of 20 games"
        ));
    }
}
