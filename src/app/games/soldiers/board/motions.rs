//! What Soldiers' events show on the hex board: a unit moving slides hex by hex along its
//! path; a fire attack flashes its target hex, and a unit disrupted or eliminated, or
//! stopped by interdiction, flashes where it stands. A unit concealed from the player at
//! the screen is never drawn, so its slide shows nothing.

use hexx::Hex;

use crate::app::games::soldiers::SoldiersTurns;
use crate::app::session::view::animation::{AnimatedBoard, FlashKind, Motion};
use crate::rules::soldiers::event::Event;
use crate::rules::soldiers::state::{State, UnitId};

impl AnimatedBoard for SoldiersTurns {
    type Piece = UnitId;
    type Cell = Hex;

    fn motions(before: &State, event: &Event) -> Vec<Motion<UnitId, Hex>> {
        let hit = |at: Option<Hex>| {
            at.map(|at| Motion::Flash {
                at,
                kind: FlashKind::Hit,
            })
            .into_iter()
            .collect()
        };
        let standing = |unit: &UnitId| before.unit(*unit).and_then(|unit| unit.hex());
        match event {
            Event::Moved { unit, path, .. } => standing(unit)
                .map(|start| Motion::Slide {
                    piece: *unit,
                    path: std::iter::once(start).chain(path.iter().copied()).collect(),
                })
                .into_iter()
                .collect(),
            Event::Fired(report) => hit(Some(report.target)),
            Event::Disrupted { unit, .. } => hit(standing(unit)),
            Event::Eliminated { hex, .. } | Event::StoppedByInterdiction { hex, .. } => {
                hit(Some(*hex))
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::soldiers::play::test_games::played_until;
    use crate::rules::soldiers::state::Phase;

    #[test]
    fn a_moves_events_slide_the_unit_to_where_the_engine_put_it() {
        let mut game = played_until("01_brunstatt.ron", |state| {
            matches!(state.phase, Phase::Movement { .. })
        });
        for _ in 0..200 {
            let before = game.state.clone();
            let command = game.computer_command().expect("the computer plays on");
            let events = game.execute(command).expect("a legal command");
            for event in &events {
                if let Event::Moved { unit, .. } = event {
                    let motions = SoldiersTurns::motions(&before, event);
                    let Some(Motion::Slide { piece, path }) = motions.first() else {
                        panic!("{motions:?}");
                    };
                    assert_eq!(piece, unit);
                    assert_eq!(path.first().copied(), standing_before(&before, *unit));
                    assert_eq!(
                        path.last().copied(),
                        game.state.unit(*unit).and_then(|unit| unit.hex())
                    );
                    return;
                }
            }
        }
        panic!("no unit moved in 200 commands");
    }

    fn standing_before(state: &State, unit: UnitId) -> Option<Hex> {
        state.unit(unit).and_then(|unit| unit.hex())
    }

    #[test]
    fn an_elimination_flashes_its_hex() {
        let game = played_until("01_brunstatt.ron", |_| true);
        let unit = game.state.units[0].id;
        let hex = Hex::new(2, 3);
        assert_eq!(
            SoldiersTurns::motions(&game.state, &Event::Eliminated { unit, hex }),
            vec![Motion::Flash {
                at: hex,
                kind: FlashKind::Hit
            }]
        );
        assert!(SoldiersTurns::motions(&game.state, &Event::FinishedMoving { unit }).is_empty());
    }
}
