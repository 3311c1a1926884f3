//! A watcher's panel during a network game: "Watching <scenario>", each seat and who holds
//! it with "Take this seat" beside an open one (or one whose guest's link is lost), the
//! screen's viewing options for a club's room (captions, the big-screen layout for a
//! projector: `ViewOptions`, which the views implement), and Leave. A watcher has no other
//! acting control: its commands would be refused by the host, and are not sent.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use muster_text::t;

use super::guest::GuestLobby;
use super::seats_panel::{SeatRow, seat_rows, seats_to_take};
use super::wire::ToHost;
use super::{NetAction, NetGame, NetRole};
use crate::app::core::ui::view_options::ViewOptions;

/// What a watcher asked in its panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WatcherAsks {
    TakeSeat(usize),
    Leave,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show_watch_panel.run_if(resource_exists::<NetRole>.and_then(resource_exists::<NetGame>)),
    );
}

/// The panel's contents under its title ("Watching"): the scenario ("Watching <scenario>",
/// wrapped: a scenario's name may be long), the seats, then the viewing options (changed
/// in place) and Leave on one row, so that the panel keeps to a corner of the board (and
/// folds away); what the watcher asked, if anything.
pub fn watch_panel(
    ui: &mut egui::Ui,
    scenario: &str,
    rows: &[SeatRow],
    me: u64,
    options: &mut ViewOptions,
) -> Option<WatcherAsks> {
    let mut asked = None;
    ui.add(
        egui::Label::new(
            egui::RichText::new(t!("watch-panel-heading", scenario = scenario)).strong(),
        )
        .wrap(),
    );
    if let Some(seat) = seats_to_take(ui, rows, me) {
        asked = Some(WatcherAsks::TakeSeat(seat));
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(&mut options.captions, t!("watch-captions"))
            .on_hover_text(t!("watch-captions-hover"));
        ui.checkbox(&mut options.big_screen, t!("watch-big-screen"))
            .on_hover_text(t!("watch-big-screen-hover"));
        if ui.button(t!("app-lobby-leave")).clicked() {
            asked = Some(WatcherAsks::Leave);
        }
    });
    asked
}

fn show_watch_panel(
    mut contexts: EguiContexts,
    game: Res<NetGame>,
    guest_lobby: Option<Res<GuestLobby>>,
    mut options: ResMut<ViewOptions>,
    mut to_host: MessageWriter<ToHost>,
    mut actions: MessageWriter<NetAction>,
) -> Result {
    if !game.watching() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let rows = seat_rows(&game, guest_lobby.as_ref().map(|lobby| &lobby.0));
    let mut asked = None;
    // Only a real change of the options marks them changed (the views redraw on it).
    let mut shown = *options;
    let half_the_screen = ctx.content_rect().width() * 0.5;
    let big_screen = crate::app::core::ui::big_screen::big_screen_on(ctx);
    let corner = if big_screen {
        egui::Align2::LEFT_TOP
    } else {
        egui::Align2::LEFT_BOTTOM
    };
    egui::Window::new(t!("watch-panel-title"))
        .id(egui::Id::new("watcher's panel"))
        .max_width(half_the_screen)
        // The big-screen layout's captions take the bottom of the screen: the panel keeps
        // to the top left there.
        .anchor(corner, [8.0, if big_screen { 8.0 } else { -8.0 }])
        .resizable(false)
        .show(ctx, |ui| {
            asked = watch_panel(ui, game.scenario.name(), &rows, game.me, &mut shown);
        });
    if shown != *options {
        *options = shown;
    }
    match asked {
        Some(WatcherAsks::TakeSeat(seat)) => {
            to_host.write(ToHost::TakeSeat(seat));
        }
        Some(WatcherAsks::Leave) => {
            actions.write(NetAction::Leave);
        }
        None => {}
    }
    Ok(())
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::network::Holder;
    use crate::app::core::ui::panel_test::{click, shows, tick};

    fn rows() -> Vec<SeatRow> {
        vec![
            SeatRow {
                seat: 0,
                name: "Red".into(),
                holder: Holder::Host,
                held_by: "Host".into(),
                takeable: false,
            },
            SeatRow {
                seat: 1,
                name: "Blue".into(),
                holder: Holder::Open,
                held_by: "Open".into(),
                takeable: true,
            },
        ]
    }

    #[test]
    fn a_watcher_takes_an_open_seat_from_its_panel() {
        assert_eq!(
            click("Take this seat", |ui| watch_panel(
                ui,
                "City Race",
                &rows(),
                7,
                &mut ViewOptions::default()
            )),
            vec![WatcherAsks::TakeSeat(1)]
        );
        assert_eq!(
            click("Leave", |ui| watch_panel(
                ui,
                "City Race",
                &rows(),
                7,
                &mut ViewOptions::default()
            )),
            vec![WatcherAsks::Leave]
        );
    }

    #[test]
    fn a_watcher_may_take_no_seat_someone_plays() {
        let mut held = rows();
        held[1].holder = Holder::Guest(3);
        held[1].takeable = false;
        assert!(!shows("Take this seat", |ui| {
            watch_panel(ui, "City Race", &held, 7, &mut ViewOptions::default());
        }));
        assert!(shows("Watching City Race", |ui| {
            watch_panel(ui, "City Race", &held, 7, &mut ViewOptions::default());
        }));
    }

    #[test]
    fn a_watcher_turns_on_the_captions_and_the_big_screen_layout() {
        let draw = |ui: &mut egui::Ui, options: &mut ViewOptions| {
            watch_panel(ui, "City Race", &rows(), 7, options);
        };
        let options = tick("Captions", ViewOptions::default(), draw);
        assert!(options.captions && !options.big_screen);
        let options = tick("Big-screen layout", options, draw);
        assert!(options.captions && options.big_screen);
    }
}
