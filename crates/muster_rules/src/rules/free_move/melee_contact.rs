//! What a contact does to the melees (decided when a move is executed, so that `apply`
//! only records it): the two stands start a melee, or join the one either is in; when
//! both are in melees already, the two merge into the one fought furthest.

use super::event::Event;
use super::outcome::Outcome;
use super::roster::{MeleeId, UnitId};
use super::state::{Charge, State};

/// Emit a contact of `mover` against `struck` and the melee events that follow from it.
pub fn contact(out: &mut Outcome, mover: UnitId, struck: UnitId) {
    out.emit(Event::Contact { mover, struck });
    let state = out.state();
    let mut existing: Vec<MeleeId> = [mover, struck]
        .iter()
        .filter_map(|id| state.unit(*id).and_then(|unit| unit.melee))
        .collect();
    // Merging two melees keeps the one fought furthest (a fresh contact reinforces it).
    existing.sort_by_key(|id| std::cmp::Reverse(progress(state, *id)));
    existing.dedup();
    let melee = match existing.first() {
        Some(id) => *id,
        None => {
            let melee = state.next_melee_id;
            out.emit(Event::MeleeFormed { melee });
            melee
        }
    };
    if let Some(&merged) = existing.get(1)
        && merged != melee
        && out.state().melee(merged).is_some()
    {
        out.emit(Event::MeleesMerged {
            into: melee,
            merged,
        });
    }
    out.emit(Event::MeleeCharged {
        melee,
        charge: Charge {
            attacker: mover,
            target: struck,
        },
    });
}

/// How far a melee has been fought, the older first among equals.
fn progress(state: &State, id: MeleeId) -> (u8, std::cmp::Reverse<MeleeId>) {
    state.melee(id).map_or((0, std::cmp::Reverse(id)), |melee| {
        (melee.rounds_fought, std::cmp::Reverse(id))
    })
}
