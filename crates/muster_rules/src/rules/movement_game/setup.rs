//! Set-up: each player places the first token of the player across from them; then
//! everyone rolls and the highest roll goes first, ties rolling again.

use muster_text::t;

use crate::rules::dice::Dice;

use super::board::Pos;
use super::error::RuleError;
use super::event::Event;
use super::outcome::Outcome;
use super::state::{PlayerId, State};
use super::turn;

/// Whether `chooser` may put the first token of the player across on `space`.
pub fn check_choose(state: &State, chooser: PlayerId, space: Pos) -> Result<(), RuleError> {
    let player = state.across(chooser);
    if !state.own_starts(player).contains(&space) {
        return Err(RuleError::CannotPlace {
            space,
            why: t!(
                "rules-movement-refuse-choose-across",
                name = state.players[player].name.as_str()
            ),
        });
    }
    if state.token_at(space).is_some() {
        return Err(RuleError::CannotPlace {
            space,
            why: t!("rules-movement-refuse-token-there"),
        });
    }
    Ok(())
}

/// Place it; after the last choice, roll for the first player.
pub fn choose(out: &mut Outcome, dice: &mut Dice, chooser: PlayerId, space: Pos) {
    let player = out.state().across(chooser);
    out.emit(Event::StartChosen {
        by: chooser,
        player,
        space,
    });
    if chooser.0 + 1 == out.state().players.len() {
        let first = roll_for_first(out, dice);
        out.emit(Event::TurnBegan { player: first });
    }
}

/// Everyone rolls; the highest goes first; the tied highest roll again.
fn roll_for_first(out: &mut Outcome, dice: &mut Dice) -> PlayerId {
    let mut rolling: Vec<PlayerId> = PlayerId::all(out.state().players.len()).collect();
    loop {
        let mut best = 0;
        let mut leaders = Vec::new();
        for player in rolling {
            let (roll, value) = turn::roll(out.state(), dice);
            out.emit(Event::RolledForFirst {
                player,
                roll,
                value,
            });
            if value > best {
                best = value;
                leaders = vec![player];
            } else if value == best {
                leaders.push(player);
            }
        }
        if leaders.len() == 1 {
            return leaders[0];
        }
        rolling = leaders;
    }
}
