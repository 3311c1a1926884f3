//! What a click on a square of the Skirmish Wars board means for the player to act (the
//! boards' one input pattern, `session::view::board_click`): pick a unit, choose where it
//! moves, fire on a target, board a transport, open a factory's buy list, or say why the
//! square is out of reach. Pure: the game, the picks and the square in, the command and
//! the picks after out.

use super::board::{reach_of, targets_of};
use super::selection::Selection;
use crate::app::games::skirmish::SkirmishSession;
use crate::app::session::view::board_click::Click;
use crate::rules::seat::PlayerId;
use crate::rules::skirmish::command::{Command, Then};
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::Phase;
use crate::rules::skirmish::terrain::Terrain;
use muster_text::t;

/// Why a click on `square` moves nothing: it is beyond the selected unit's reach.
pub fn out_of_reach(name: &str, movement: u8, square: Pos) -> String {
    t!(
        "skirmish-out-of-reach",
        square = square.to_string(),
        unit = name,
        movement = movement
    )
}

/// A click on `square` with `selection` picked: the order it gives, if any, and the picks
/// after it. A unit clicked is inspected whoever's turn it is; only a person to act picks
/// and orders.
pub fn click_on(
    game: &SkirmishSession,
    selection: &Selection,
    square: Pos,
) -> Click<Command, Selection> {
    let state = &game.state;
    let mut picks = selection.clone();
    picks.refusal = None;
    if let Some(unit) = state.unit_at(square) {
        picks.inspected = Some(unit.id);
    }
    let Some(player) = game.human_to_act() else {
        return Click::picks(picks);
    };
    // Moved, waiting for an action: a target fires, anywhere else takes the move back.
    if let (Some(unit), Some(destination)) = (picks.unit, picks.destination.clone()) {
        if targets_of(game, &picks).contains(&square) {
            let order = Command::Order {
                unit,
                path: destination.path,
                then: Then::Attack { target: square },
            };
            picks.cancel();
            return Click::command(order, picks);
        }
        picks.destination = None;
        picks.drops.clear();
        return Click::picks(picks);
    }
    let reach = reach_of(game, &picks);
    if let Some(chosen) = reach.iter().find(|square_reach| square_reach.to == square)
        && let Some(unit) = picks.unit
    {
        if chosen.boards.is_some() {
            let order = Command::Order {
                unit,
                path: chosen.path.clone(),
                then: Then::Wait,
            };
            picks.cancel();
            return Click::command(order, picks);
        }
        picks.destination = Some(chosen.clone());
        return Click::picks(picks);
    }
    // A square the selected unit cannot reach: say why, and keep the unit selected.
    if let Some(unit) = picks.unit.and_then(|id| state.unit(id))
        && state
            .unit_at(square)
            .is_none_or(|other| other.owner != PlayerId(player))
        && !reach.is_empty()
    {
        let card = state.card(unit.kind);
        picks.refusal = Some(out_of_reach(&card.name, card.movement, square));
        return Click::picks(picks);
    }
    picks.cancel();
    match state.unit_at(square) {
        Some(unit)
            if unit.owner == PlayerId(player) && !unit.acted && state.phase == Phase::Orders =>
        {
            picks.unit = Some(unit.id);
        }
        None if state.property_at(square).is_some_and(|property| {
            property.kind == Terrain::Factory && property.is_friendly_to(PlayerId(player))
        }) =>
        {
            picks.factory = Some(square);
        }
        _ => {}
    }
    Click::picks(picks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::skirmish::SkirmishSeat;
    use crate::app::games::skirmish::view::test_games::{hill_country, river_crossing};

    const TANK: Pos = Pos { x: 3, y: 4 };

    #[test]
    fn a_click_beyond_the_reach_says_why() {
        let words = out_of_reach("Tank", 6, Pos { x: 3, y: 4 });
        assert!(words.contains("out of the Tank's reach"), "{words}");
        assert!(words.contains("6 movement points"), "{words}");
    }

    #[test]
    fn a_click_on_your_unit_picks_it_and_a_lit_square_moves_it_there() {
        let game = hill_country();
        let tank = game.state.unit_at(TANK).expect("Orange's tank").id;
        let picked = click_on(&game, &Selection::default(), TANK);
        assert_eq!((picked.command, picked.picks.unit), (None, Some(tank)));
        let moved = click_on(&game, &picked.picks, Pos::new(5, 4));
        assert_eq!(moved.command, None, "the move waits for Wait / Attack");
        let destination = moved.picks.destination.expect("a square chosen");
        assert_eq!(destination.to, Pos::new(5, 4));
        assert_eq!(destination.path.last(), Some(&Pos::new(5, 4)));
    }

    #[test]
    fn a_click_out_of_reach_keeps_the_unit_and_says_why() {
        let game = hill_country();
        let picked = click_on(&game, &Selection::default(), TANK).picks;
        let far = click_on(&game, &picked, Pos::new(13, 8));
        assert_eq!(far.command, None);
        assert_eq!(far.picks.unit, picked.unit, "still selected");
        assert!(
            far.picks
                .refusal
                .as_deref()
                .is_some_and(|words| words.contains("out of the")),
            "{:?}",
            far.picks.refusal
        );
    }

    #[test]
    fn a_click_on_the_computers_turn_inspects_and_orders_nothing() {
        let game = river_crossing([SkirmishSeat::Veteran, SkirmishSeat::Human]);
        let unit = game
            .state
            .units
            .iter()
            .find(|unit| unit.owner == PlayerId(0))
            .expect("a unit of the computer's");
        let at = unit.square().expect("on the map");
        let click = click_on(&game, &Selection::default(), at);
        assert_eq!(click.command, None);
        assert_eq!(click.picks.unit, None, "not the person's to pick");
        assert_eq!(click.picks.inspected, Some(unit.id), "but its card shows");
    }

    #[test]
    fn a_click_on_a_target_after_moving_gives_the_attack() {
        // Played on by the computer until the side to act has a unit that can move and fire.
        let mut game = hill_country();
        for _ in 0..400 {
            if let Some((moved, target)) = an_attack(&game) {
                let click = click_on(&game, &moved, target);
                assert!(
                    matches!(
                        click.command,
                        Some(Command::Order { then: Then::Attack { target: at }, .. }) if at == target
                    ),
                    "{:?}",
                    click.command
                );
                assert_eq!(click.picks.unit, None, "the order is given: the picks go");
                return;
            }
            let command = game.computer_command().expect("the computer plays on");
            game.execute(command).expect("a legal command");
        }
        panic!("no attack came up in 400 commands");
    }

    /// A unit of the side to act moved next to a target, and the target.
    fn an_attack(game: &SkirmishSession) -> Option<(Selection, Pos)> {
        let player = game.state.acting()?;
        for unit in game.state.units_of(player) {
            let Some(at) = unit.square() else { continue };
            let picked = click_on(game, &Selection::default(), at).picks;
            for reach in reach_of(game, &picked) {
                let moved = Selection {
                    destination: Some(reach.clone()),
                    ..picked.clone()
                };
                if let Some(target) = targets_of(game, &moved).first() {
                    return Some((moved, *target));
                }
            }
        }
        None
    }
}
