//! The draft's sides and groups: a side's name and nation; groups added by unit kind from
//! the unit table with a count, removed, recounted, given their own nation and the flags
//! that matter (reserve, may dig in, starts in improved positions, may deploy dismounted);
//! and each group's arrival: deployed in a zone, or arriving on a turn through entry hexes.

use super::ScenarioDraft;
use crate::rules::soldiers::state::Quality;
use crate::rules::soldiers::units::{Nation, UnitKind};
use crate::scenario::soldiers::{Arrival, Group, SoldiersScenario, Zone};

/// A group's yes-or-no rule the editor offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GroupFlag {
    /// The Reserve Unit rule.
    Reserve,
    /// May start in improved positions, at the player's option.
    MayDigIn,
    /// Starts in improved positions, no option.
    StartsImproved,
    /// Mounted cavalry that may deploy dismounted.
    MayDismount,
}

/// How a group comes into play, as the editor offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArrivalKind {
    /// Deployed by its player before play, in a zone.
    Deploy,
    /// Arrives on a turn through entry hexes.
    Arrive,
    /// Set up by the scenario hex by hex (only as a file writes it).
    Placed,
}

impl ArrivalKind {
    pub fn of(arrival: &Arrival) -> Self {
        match arrival {
            Arrival::Deploy(_) => ArrivalKind::Deploy,
            Arrival::Arrive { .. } => ArrivalKind::Arrive,
            Arrival::Placed { .. } => ArrivalKind::Placed,
        }
    }
}

/// The turn a group newly set to arrive arrives on.
const FIRST_REINFORCEMENT_TURN: u32 = 2;

/// The zone the side's last group of `kind` uses, so a side's groups share one zone
/// unless painted apart.
fn side_zone(scenario: &SoldiersScenario, side: usize, kind: ArrivalKind) -> Option<Zone> {
    scenario
        .sides
        .get(side)?
        .forces
        .iter()
        .rev()
        .find_map(|group| match (&group.at, kind) {
            (Arrival::Deploy(zone), ArrivalKind::Deploy) => Some(zone.clone()),
            (Arrival::Arrive { entry, .. }, ArrivalKind::Arrive) => Some(entry.clone()),
            _ => None,
        })
}

fn group_mut(scenario: &mut SoldiersScenario, side: usize, group: usize) -> Option<&mut Group> {
    scenario.sides.get_mut(side)?.forces.get_mut(group)
}

impl ScenarioDraft {
    pub fn set_side_name(&mut self, side: usize, name: &str) {
        self.edit(|scenario| {
            if let Some(spec) = scenario.sides.get_mut(side) {
                spec.name = name.to_string();
            }
        });
    }

    /// The nation of the side's groups that name none.
    pub fn set_side_nation(&mut self, side: usize, nation: Nation) {
        self.edit(|scenario| {
            if let Some(spec) = scenario.sides.get_mut(side) {
                spec.nation = Some(nation);
            }
        });
    }

    /// Add `count` units of `kind` to `side`, deployed in the side's deployment zone (an
    /// empty one, to paint, if it has none yet); the new group's index, or `None` for a
    /// side that does not exist.
    pub fn add_group(&mut self, side: usize, kind: UnitKind, count: u32) -> Option<usize> {
        let mut added = None;
        self.edit(|scenario| {
            let zone = side_zone(scenario, side, ArrivalKind::Deploy)
                .unwrap_or_else(|| Zone::Hexes(Vec::new()));
            if let Some(spec) = scenario.sides.get_mut(side) {
                spec.forces.push(Group {
                    count: count.max(1),
                    kind,
                    nation: None,
                    called: None,
                    reserve: false,
                    quality: Quality::Regular,
                    cossack: false,
                    may_dig_in: false,
                    starts_improved: false,
                    may_dismount: false,
                    may_remount: true,
                    movement: None,
                    range: None,
                    at: Arrival::Deploy(zone),
                });
                added = Some(spec.forces.len() - 1);
            }
        });
        added
    }

    pub fn remove_group(&mut self, side: usize, group: usize) {
        self.edit(|scenario| {
            if let Some(spec) = scenario.sides.get_mut(side)
                && group < spec.forces.len()
            {
                spec.forces.remove(group);
            }
        });
    }

    /// The group's number of units (at least one).
    pub fn set_count(&mut self, side: usize, group: usize, count: u32) {
        self.edit(|scenario| {
            if let Some(found) = group_mut(scenario, side, group) {
                found.count = count.max(1);
            }
        });
    }

    pub fn set_kind(&mut self, side: usize, group: usize, kind: UnitKind) {
        self.edit(|scenario| {
            if let Some(found) = group_mut(scenario, side, group) {
                found.kind = kind;
            }
        });
    }

    /// The group's own nation; `None`: its side's.
    pub fn set_group_nation(&mut self, side: usize, group: usize, nation: Option<Nation>) {
        self.edit(|scenario| {
            if let Some(found) = group_mut(scenario, side, group) {
                found.nation = nation;
            }
        });
    }

    pub fn set_flag(&mut self, side: usize, group: usize, flag: GroupFlag, on: bool) {
        self.edit(|scenario| {
            if let Some(found) = group_mut(scenario, side, group) {
                match flag {
                    GroupFlag::Reserve => found.reserve = on,
                    GroupFlag::MayDigIn => found.may_dig_in = on,
                    GroupFlag::StartsImproved => found.starts_improved = on,
                    GroupFlag::MayDismount => found.may_dismount = on,
                }
            }
        });
    }

    /// Deploy the group, or have it arrive (on turn 2, or the game's last if shorter); its
    /// zone becomes the side's zone of that kind, or an empty one to paint.
    pub fn set_arrival(&mut self, side: usize, group: usize, kind: ArrivalKind) {
        self.edit(|scenario| {
            let turns = scenario.turns;
            let zone = side_zone(scenario, side, kind).unwrap_or_else(|| Zone::Hexes(Vec::new()));
            let Some(found) = group_mut(scenario, side, group) else {
                return;
            };
            if ArrivalKind::of(&found.at) == kind {
                return;
            }
            match kind {
                ArrivalKind::Deploy => found.at = Arrival::Deploy(zone),
                ArrivalKind::Arrive => {
                    found.at = Arrival::Arrive {
                        turn: FIRST_REINFORCEMENT_TURN.min(turns).max(1),
                        entry: zone,
                    }
                }
                ArrivalKind::Placed => {}
            }
        });
    }

    /// The turn an arriving group arrives on (at least 1).
    pub fn set_arrival_turn(&mut self, side: usize, group: usize, turn: u32) {
        self.edit(|scenario| {
            if let Some(Group {
                at: Arrival::Arrive { turn: at, .. },
                ..
            }) = group_mut(scenario, side, group)
            {
                *at = turn.max(1);
            }
        });
    }
}
