//! While a link is lost the game is held: the game under the menus pauses (the countdown
//! stops, the computer waits) until every link is back, then it goes on. A command asked
//! meanwhile, on any machine, is refused with the hold's reason ([`held_refusal`]).

use bevy::prelude::*;

use super::LinkHold;
use crate::app::core::screens::Pause;

/// Why a command may not be played now, when the game is held: the hold's reason.
pub fn held_refusal(hold: Option<&LinkHold>) -> Option<String> {
    hold.and_then(|hold| hold.0.as_deref())
        .map(|why| muster_text::t!("app-held-command-refused", why = why))
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, hold_the_game);
}

/// Pause while held; lift only the pause this set.
fn hold_the_game(
    hold: Res<LinkHold>,
    pause: Res<State<Pause>>,
    mut paused_here: Local<bool>,
    mut next: ResMut<NextState<Pause>>,
) {
    match (hold.0.is_some(), *paused_here) {
        (true, _) if !pause.get().0 => {
            next.set(Pause(true));
            *paused_here = true;
        }
        (false, true) => {
            next.set(Pause(false));
            *paused_here = false;
        }
        _ => {}
    }
}
