//! Hexes painted into the draft's zones one by one: a group's deployment zone or entry
//! hexes, a victory condition's hexes, the trenches' hexes. A zone stays as the scenario
//! wrote it ("west of town A") until the player paints it; then it is written as the
//! hexes it now holds (`Zone::Hexes`). Groups of a side that share a zone share the paint.

use super::ScenarioDraft;
use crate::rules::soldiers::map::{ColRow, col_row, hex_at};
use crate::rules::soldiers::victory::Condition;
use crate::scenario::soldiers::{Arrival, SoldiersScenario, Zone};

/// A zone of the draft the pointer paints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PaintTarget {
    /// Where a group deploys.
    Deployment { side: usize, group: usize },
    /// Where an arriving group enters.
    Entry { side: usize, group: usize },
    /// A victory condition's hexes (held, or exited from).
    Victory { win: usize, condition: usize },
    /// The hexes the trenches stand in (or may be placed in).
    Trenches,
}

impl PaintTarget {
    /// The zone this target names in `scenario`, if it names one.
    pub fn zone<'a>(&self, scenario: &'a SoldiersScenario) -> Option<&'a Zone> {
        match *self {
            PaintTarget::Deployment { side, group } => {
                match &scenario.sides.get(side)?.forces.get(group)?.at {
                    Arrival::Deploy(zone) | Arrival::Placed { zone, .. } => Some(zone),
                    Arrival::Arrive { .. } => None,
                }
            }
            PaintTarget::Entry { side, group } => {
                match &scenario.sides.get(side)?.forces.get(group)?.at {
                    Arrival::Arrive { entry, .. } => Some(entry),
                    _ => None,
                }
            }
            PaintTarget::Victory { win, condition } => {
                condition_area(scenario.victory.wins.get(win)?.all.get(condition)?)
            }
            PaintTarget::Trenches => scenario.special.trenches.as_ref().map(|spec| &spec.zone),
        }
    }

    /// The side whose zone it is (a victory condition's: the side that wins by it).
    pub fn side(&self, scenario: &SoldiersScenario) -> Option<usize> {
        match *self {
            PaintTarget::Deployment { side, .. } | PaintTarget::Entry { side, .. } => Some(side),
            PaintTarget::Victory { win, .. } => scenario
                .victory
                .wins
                .get(win)
                .map(|win| usize::from(win.side)),
            PaintTarget::Trenches => scenario
                .special
                .trenches
                .as_ref()
                .and_then(|spec| spec.placed_by)
                .map(usize::from),
        }
    }
}

/// The one area a condition the editor paints has (the first, where it has two).
fn condition_area(condition: &Condition<Zone>) -> Option<&Zone> {
    condition.areas().into_iter().next()
}

fn condition_area_mut(condition: &mut Condition<Zone>) -> Option<&mut Zone> {
    match condition {
        Condition::Exited { from: area, .. }
        | Condition::Returned { now_in: area, .. }
        | Condition::FewerUndisrupted { within: area, .. }
        | Condition::AtLeast { within: area, .. }
        | Condition::Occupies { within: area } => Some(area),
        Condition::Bridgehead { bridges, .. } => Some(bridges),
        Condition::Destroyed { .. } | Condition::LostAtMost { .. } | Condition::MorePoints => None,
    }
}

impl ScenarioDraft {
    /// The hexes (column, row) of the target's zone on the map, sorted; none when the
    /// target names no zone.
    pub fn hexes_of(&self, target: PaintTarget) -> Vec<ColRow> {
        target
            .zone(self.scenario())
            .map(|zone| self.zone_hexes(zone))
            .unwrap_or_default()
    }

    /// A zone's hexes (column, row) on the map, sorted.
    pub fn zone_hexes(&self, zone: &Zone) -> Vec<ColRow> {
        zone.resolve(&self.tables.map)
            .into_iter()
            .map(col_row)
            .collect()
    }

    /// Paint `hexes` into the target's zone (`on`) or out of it, as one change: the zone is
    /// written as the hexes it then holds. Hexes off the map are left out.
    pub fn paint(&mut self, target: PaintTarget, hexes: &[ColRow], on: bool) {
        let Some(before) = target.zone(self.scenario()).cloned() else {
            return;
        };
        let map = &self.tables.map;
        let mut painted = self.zone_hexes(&before);
        for hex in hexes {
            if !map.contains(hex_at(*hex)) {
                continue;
            }
            match (painted.binary_search(hex), on) {
                (Err(at), true) => painted.insert(at, *hex),
                (Ok(at), false) => {
                    painted.remove(at);
                }
                _ => {}
            }
        }
        let after = Zone::Hexes(painted);
        self.edit(|scenario| repaint(scenario, target, &before, after));
    }
}

/// Write `after` into the target's zone, and into every other zone of the side's groups
/// that was the same as it (`before`), so a shared zone stays shared.
fn repaint(scenario: &mut SoldiersScenario, target: PaintTarget, before: &Zone, after: Zone) {
    match target {
        PaintTarget::Deployment { side, .. } | PaintTarget::Entry { side, .. } => {
            let deploying = matches!(target, PaintTarget::Deployment { .. });
            let Some(spec) = scenario.sides.get_mut(side) else {
                return;
            };
            for group in &mut spec.forces {
                let zone = match (&mut group.at, deploying) {
                    (Arrival::Deploy(zone), true) | (Arrival::Placed { zone, .. }, true) => zone,
                    (Arrival::Arrive { entry, .. }, false) => entry,
                    _ => continue,
                };
                if zone == before {
                    *zone = after.clone();
                }
            }
        }
        PaintTarget::Victory { win, condition } => {
            if let Some(area) = scenario
                .victory
                .wins
                .get_mut(win)
                .and_then(|win| win.all.get_mut(condition))
                .and_then(condition_area_mut)
            {
                *area = after;
            }
        }
        PaintTarget::Trenches => {
            if let Some(spec) = scenario.special.trenches.as_mut() {
                spec.zone = after;
            }
        }
    }
}
