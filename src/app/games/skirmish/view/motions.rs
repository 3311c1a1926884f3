//! What Skirmish Wars' events show on the square board: a unit moving or unloaded slides
//! square by square, a shot flashes its target, a unit destroyed flashes where it stood, a
//! property captured flashes in gold.

use crate::app::games::skirmish::SkirmishTurns;
use crate::app::session::view::animation::{AnimatedBoard, FlashKind, Motion};
use crate::rules::skirmish::event::Event;
use crate::rules::skirmish::map::Pos;
use crate::rules::skirmish::state::{State, UnitId};

impl AnimatedBoard for SkirmishTurns {
    type Piece = UnitId;
    type Cell = Pos;

    fn motions(before: &State, event: &Event) -> Vec<Motion<UnitId, Pos>> {
        let hit = |at: Option<Pos>| {
            at.map(|at| Motion::Flash {
                at,
                kind: FlashKind::Hit,
            })
        };
        match event {
            Event::Moved { unit, from, path } => vec![Motion::Slide {
                piece: *unit,
                path: std::iter::once(*from).chain(path.iter().copied()).collect(),
            }],
            Event::Unloaded {
                unit,
                transport,
                to,
            } => before
                .square_of(*transport)
                .map(|from| Motion::Slide {
                    piece: *unit,
                    path: vec![from, *to],
                })
                .into_iter()
                .collect(),
            Event::Fired(shot) => hit(before.square_of(shot.target)).into_iter().collect(),
            Event::Destroyed { unit, .. } => hit(before.square_of(*unit)).into_iter().collect(),
            Event::Captured { at, .. } => vec![Motion::Flash {
                at: *at,
                kind: FlashKind::Arrival,
            }],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::skirmish::view::test_games::hill_country;
    use crate::rules::skirmish::command::{Command, Then};

    #[test]
    fn a_moves_events_slide_the_unit_to_where_the_engine_put_it() {
        let mut game = hill_country();
        let tank = game
            .state
            .unit_at(Pos::new(3, 4))
            .expect("Orange's tank")
            .id;
        let before = game.state.clone();
        let events = game
            .execute(Command::Order {
                unit: tank,
                path: vec![Pos::new(4, 4), Pos::new(5, 4)],
                then: Then::Wait,
            })
            .expect("a legal move");
        let slides: Vec<_> = events
            .iter()
            .flat_map(|event| SkirmishTurns::motions(&before, event))
            .filter_map(|motion| match motion {
                Motion::Slide { piece, path } => Some((piece, path)),
                Motion::Flash { .. } => None,
            })
            .collect();
        assert_eq!(slides.len(), 1, "{events:?}");
        let (piece, path) = &slides[0];
        assert_eq!(*piece, tank);
        assert_eq!(path.first(), Some(&Pos::new(3, 4)), "from where it stood");
        assert_eq!(
            path.last().copied(),
            game.state.square_of(tank),
            "to where it is"
        );
    }

    #[test]
    fn a_shot_flashes_its_target_and_a_wait_flashes_nothing() {
        let game = hill_country();
        let state = &game.state;
        let (attacker, target) = (&state.units[0], &state.units[1]);
        let shot = crate::rules::skirmish::event::Shot {
            attacker: attacker.id,
            target: target.id,
            counter: false,
            firepower: 0,
            defense: 0,
            initial: 0,
            terrain: crate::rules::skirmish::terrain::Terrain::Plain,
            stars: 0,
            hits: 1,
            die: 0,
            roll: None,
            damage: 2,
            hp_after: 8,
        };
        assert_eq!(
            SkirmishTurns::motions(state, &Event::Fired(shot)),
            vec![Motion::Flash {
                at: target.square().expect("on the map"),
                kind: FlashKind::Hit
            }]
        );
        assert!(SkirmishTurns::motions(state, &Event::Done { unit: attacker.id }).is_empty());
    }
}
