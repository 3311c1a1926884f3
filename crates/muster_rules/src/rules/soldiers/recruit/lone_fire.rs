//! A beginner's fire: every unit fires alone at the nearest enemy hex, whatever its cover
//! and whatever the odds, instead of gathering fire on the hexes that matter.

use hexx::Hex;

use super::super::ai::fire_choice::{fire_command, shots};
use super::super::command::Command;
use super::super::map::col_row;
use super::super::state::{FireStep, Side, State, UnitId};

/// One fire command a unit, each on the nearest enemy hex no other unit has fired on yet in
/// this step (a hex is fired on once a step). In a charge step only mounted cavalry charges.
pub fn each_at_the_nearest(state: &State, side: Side, step: FireStep) -> Vec<Command> {
    let charges = matches!(step, FireStep::MoverCharges | FireStep::OtherCharges);
    let shots = shots(state, side);
    let mut firers: Vec<UnitId> = shots.iter().map(|shot| shot.unit).collect();
    firers.sort();
    firers.dedup();
    let mut taken: Vec<Hex> = Vec::new();
    let mut commands = Vec::new();
    for firer in firers {
        let Some(unit) = state.unit(firer) else {
            continue;
        };
        if charges && !unit.is_mounted_cavalry() {
            continue;
        }
        let Some(from) = unit.hex() else {
            continue;
        };
        let nearest = shots
            .iter()
            .filter(|shot| shot.unit == firer && !taken.contains(&shot.target))
            .map(|shot| shot.target)
            .min_by_key(|target| (target.distance_to(from), col_row(*target)));
        if let Some(target) = nearest {
            taken.push(target);
            commands.push(fire_command(target, vec![firer]));
        }
    }
    commands
}
