//! Hot-seat hand-over: when the seat to act passes from one person to another, a cover
//! hides the screen until the next player presses it, so nobody sees what the last one was
//! doing. Whenever the seat to act changes, [`TurnPassed`] tells the game to drop the last
//! player's half-made choices. Where someone else has played since the next player's last
//! turn, the cover offers to show it ("See what happened since your last turn").

use std::marker::PhantomData;

use bevy::prelude::*;
use bevy_egui::egui;
use muster_text::t;

use crate::app::core::network::NetGame;
use crate::app::session::messages::ReplaySince;
use crate::app::session::replay::not_replaying;
use crate::app::session::turn_game::TurnGame;
use crate::app::session::turns::Session;

/// Whether the cover is up over the game `G`, the person who acted last, and the seat that
/// acted last.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandOver<G> {
    pub covered: bool,
    pub last_human: Option<usize>,
    last_acting: Option<usize>,
    /// What the cover offers to replay for the player to act (`since_last_turn` keeps it),
    /// and whether it was asked for (`since_last_turn` sends it).
    pub since: Option<ReplaySince>,
    pub since_asked: bool,
    game: PhantomData<fn() -> G>,
}

impl<G> Default for HandOver<G> {
    fn default() -> Self {
        HandOver {
            covered: false,
            last_human: None,
            last_acting: None,
            since: None,
            since_asked: false,
            game: PhantomData,
        }
    }
}

/// The seat to act changed from another one: the last player's picks go.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnPassed;

pub(super) fn plugin<G: TurnGame>(app: &mut App) {
    app.init_resource::<HandOver<G>>()
        .add_message::<TurnPassed>()
        .add_systems(
            Update,
            // A replay moves the game under the seats: the cover waits for the live game.
            watch_seats::<G>.run_if(
                in_state(G::SCREEN)
                    .and_then(resource_exists::<Session<G>>)
                    .and_then(not_replaying::<Session<G>>),
            ),
        )
        .add_systems(OnExit(G::SCREEN), |mut hand: ResMut<HandOver<G>>| {
            *hand = HandOver::default();
        });
}

/// Whether the turn passing from the person at `before` to the one at `now` needs the
/// cover: two or more people at the table, and another one's turn.
pub fn needs_cover<S: PartialEq>(
    seats: &[S],
    human: &S,
    before: Option<usize>,
    now: Option<usize>,
) -> bool {
    let people = seats.iter().filter(|seat| *seat == human).count();
    people >= 2 && before.is_some() && now.is_some() && before != now
}

fn watch_seats<G: TurnGame>(
    session: Res<Session<G>>,
    net: Option<Res<NetGame>>,
    by_post: Option<Res<crate::app::session::correspondence::Correspondence>>,
    mut hand: ResMut<HandOver<G>>,
    mut passed: MessageWriter<TurnPassed>,
) {
    let acting = G::acting_seat(&session.state);
    if acting != hand.last_acting {
        if hand.last_acting.is_some() {
            passed.write(TurnPassed);
        }
        hand.last_acting = acting;
    }
    let Some(now) = session.human_to_act() else {
        return;
    };
    if Some(now) == hand.last_human {
        return;
    }
    // Across machines only the people at this screen pass it to each other.
    let people_here: Vec<bool> = (0..session.seats.as_ref().len())
        .map(|seat| {
            session.seats.as_ref()[seat] == G::HUMAN
                && net.as_ref().is_none_or(|net| net.plays_here(seat))
                && by_post
                    .as_ref()
                    .is_none_or(|by_post| by_post.plays_here(seat))
        })
        .collect();
    if needs_cover(&people_here, &true, hand.last_human, Some(now)) {
        hand.covered = true;
    }
    hand.last_human = Some(now);
}

/// Draw the cover (if it is up) with `words` in `colour`, and a disc of `badge` above them;
/// pressing it lifts it. Nobody to act lifts it too.
pub fn draw_cover<G: TurnGame>(
    ctx: &egui::Context,
    session: &Session<G>,
    hand: &mut HandOver<G>,
    words: impl FnOnce(usize) -> (String, egui::Color32, Option<egui::Color32>),
) {
    if !hand.covered {
        return;
    }
    let Some(seat) = G::acting_seat(&session.state) else {
        hand.covered = false;
        return;
    };
    let (text, colour, badge) = words(seat);
    let since = hand.since.map(|_| t!("since-on-cover"));
    match cover_offering(ctx, text, colour, badge, since) {
        CoverPressed::Not => {}
        CoverPressed::Lifted => hand.covered = false,
        CoverPressed::SinceLastTurn => {
            hand.covered = false;
            hand.since_asked = true;
        }
    }
}

/// What pressing the cover asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoverPressed {
    Not,
    /// The cover itself: lift it.
    Lifted,
    /// Its button: lift it and replay what happened since the player's last turn.
    SinceLastTurn,
}

/// The cover over the whole screen: `text` in `colour` with a disc of `badge` above it,
/// told to screen readers as a button of those words. Whether it was pressed.
pub fn cover(
    ctx: &egui::Context,
    text: String,
    colour: egui::Color32,
    badge: Option<egui::Color32>,
) -> bool {
    cover_offering(ctx, text, colour, badge, None) == CoverPressed::Lifted
}

/// The cover, with a button of the words `since` under its text when some: what was
/// pressed.
pub fn cover_offering(
    ctx: &egui::Context,
    text: String,
    colour: egui::Color32,
    badge: Option<egui::Color32>,
    since: Option<String>,
) -> CoverPressed {
    let screen = ctx.content_rect();
    egui::Area::new(egui::Id::new("hand over"))
        .order(egui::Order::Foreground)
        .fixed_pos(screen.min)
        .show(ctx, |ui| {
            let (rect, response) = ui.allocate_exact_size(screen.size(), egui::Sense::click());
            response
                .widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &text));
            ui.painter()
                .rect_filled(rect, 0.0, egui::Color32::from_rgb(16, 18, 22));
            if let Some(badge) = badge {
                ui.painter()
                    .circle_filled(rect.center() - egui::vec2(0.0, 70.0), 30.0, badge);
            }
            ui.painter().text(
                rect.center(),
                egui::Align2::CENTER_CENTER,
                text,
                egui::FontId::proportional(34.0),
                colour,
            );
            // Drawn after the cover, so the button takes its own clicks.
            let since_clicked = since.is_some_and(|since| {
                let size = egui::vec2(rect.width().min(620.0), 52.0);
                let place =
                    egui::Rect::from_center_size(rect.center() + egui::vec2(0.0, 90.0), size);
                ui.put(
                    place,
                    egui::Button::new(egui::RichText::new(since).size(22.0)),
                )
                .clicked()
            });
            if since_clicked {
                CoverPressed::SinceLastTurn
            } else if response.clicked() {
                CoverPressed::Lifted
            } else {
                CoverPressed::Not
            }
        })
        .inner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cover_goes_up_only_between_two_people() {
        let (human, computer) = (0, 1);
        assert!(needs_cover(
            &[human, human, computer],
            &human,
            Some(0),
            Some(1)
        ));
        assert!(!needs_cover(&[human, human], &human, Some(0), Some(0)));
        assert!(
            !needs_cover(&[human, human], &human, None, Some(0)),
            "the start"
        );
        assert!(
            !needs_cover(&[human, human], &human, Some(0), None),
            "the end"
        );
        assert!(!needs_cover(&[human, computer], &human, Some(0), Some(1)));
    }
}

#[cfg(test)]
mod panels {
    use super::*;
    use crate::app::core::ui::panel_test::{click_on, shows};

    fn pass_to_blue(ui: &mut egui::Ui, pressed: &mut bool) {
        let text = "Pass to Blue — press to continue".to_string();
        *pressed |= cover(
            ui.ctx(),
            text,
            egui::Color32::WHITE,
            Some(egui::Color32::BLUE),
        );
    }

    fn pass_with_since(ui: &mut egui::Ui, pressed: &mut CoverPressed) {
        let text = "Pass to Blue — press to continue".to_string();
        let since = Some("See what happened since your last turn".to_string());
        let now = cover_offering(ui.ctx(), text, egui::Color32::WHITE, None, since);
        if now != CoverPressed::Not {
            *pressed = now;
        }
    }

    #[test]
    fn the_cover_s_since_button_asks_for_the_replay_and_the_cover_still_lifts() {
        assert_eq!(
            click_on(
                "See what happened since your last turn",
                CoverPressed::Not,
                pass_with_since
            ),
            CoverPressed::SinceLastTurn
        );
        assert_eq!(
            click_on(
                "Pass to Blue — press to continue",
                CoverPressed::Not,
                pass_with_since
            ),
            CoverPressed::Lifted
        );
    }

    #[test]
    fn the_hand_over_cover_names_the_next_player_and_is_pressed_away() {
        assert!(shows("Pass to Blue — press to continue", |ui| {
            pass_to_blue(ui, &mut false);
        }));
        assert!(click_on(
            "Pass to Blue — press to continue",
            false,
            pass_to_blue
        ));
    }
}
