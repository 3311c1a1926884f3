//! The state of a game of Skirmish Wars: the map and its properties, the players with their
//! money and COs, the units, whose turn it is and the phase.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::rules::guarded_state::changed_only_by_apply;

use super::cos::{Boost, Co};
use super::map::{Map, Pos};
use super::tables::Tables;
use super::terrain::Terrain;
use super::units::{UnitCard, UnitKind};

pub use crate::rules::seat::PlayerId;

/// HP of a unit at full strength.
pub const FULL_HP: u8 = 8;
/// Below this HP a unit is reduced (3.4a: "goes below 5").
pub const REDUCED_BELOW: u8 = 5;

/// A unit's number for the whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UnitId(pub u32);

impl std::fmt::Display for UnitId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Where a unit is: on a square, or inside a transport (3.3c).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Location {
    At(Pos),
    Aboard(UnitId),
}

/// One unit on the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    pub id: UnitId,
    pub kind: UnitKind,
    pub owner: PlayerId,
    pub hp: u8,
    pub location: Location,
    /// Its activation is over for this turn (or it was bought or unloaded this turn).
    pub acted: bool,
}

impl Unit {
    /// Below 5 HP: the card's reduced numbers, capture at 1 a turn (3.4a, 3.4b).
    pub fn is_reduced(&self) -> bool {
        self.hp < REDUCED_BELOW
    }

    /// The square, when it is on one.
    pub fn square(&self) -> Option<Pos> {
        match self.location {
            Location::At(pos) => Some(pos),
            Location::Aboard(_) => None,
        }
    }
}

/// A capture under way: the unit on the property and the points still to take (3.4b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Capture {
    pub by: UnitId,
    pub points_left: u8,
}

/// A city, factory or HQ.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Property {
    pub at: Pos,
    pub kind: Terrain,
    pub owner: Option<PlayerId>,
    pub capture: Option<Capture>,
}

impl Property {
    /// Capture points: 4, an HQ 8 (3.4b).
    pub fn capture_points(&self) -> u8 {
        if self.kind == Terrain::Hq { 8 } else { 4 }
    }

    /// Owned by `player` and not in the middle of being captured (3.2).
    pub fn is_friendly_to(&self, player: PlayerId) -> bool {
        self.owner == Some(player) && self.capture.is_none()
    }
}

/// The players' colours, as the four armies of the print-and-play set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    Orange,
    Blue,
    Green,
    Yellow,
}

impl Colour {
    /// The colour's name.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Orange => "Orange",
            Colour::Blue => "Blue",
            Colour::Green => "Green",
            Colour::Yellow => "Yellow",
        }
    }
}

/// A CO power level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PowerLevel {
    Power,
    Super,
}

/// A player's CO card and the counter on its star track.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoTrack {
    pub co: String,
    pub stars: u8,
    /// The power in effect, from its use to the start of the player's next turn.
    pub active: Option<PowerLevel>,
}

/// One player.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub colour: Colour,
    pub money: u32,
    /// Enemy units this player has eliminated (Victory Medals, 4.0).
    pub medals: u32,
    pub co: Option<CoTrack>,
    pub defeated: bool,
}

/// How the game is won (4.0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Victory {
    /// Eliminate every enemy unit on the board or capture the enemy HQ.
    Conquest,
    /// Eliminate this many enemy units.
    Medals(u32),
    /// Own this many cities.
    Cities(u32),
}

/// The part of the turn under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Move and attack, one activation at a time (3.3).
    Orders,
    /// Purchase and place units (3.5).
    Purchase,
    /// The game is over; `None` is a draw.
    Over { winner: Option<PlayerId> },
}

pub mod apply;

changed_only_by_apply! {
    /// The whole game: read through [`StateData`], changed by [`apply::apply`] alone.
    #[derive(Debug, Clone, Serialize, Deserialize)]
    State wraps StateData
}

/// The whole game's data.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StateData {
    #[serde(skip, default = "Tables::shipped")]
    pub tables: Arc<Tables>,
    pub name: String,
    pub map: Map,
    pub properties: Vec<Property>,
    pub players: Vec<Player>,
    pub units: Vec<Unit>,
    pub next_unit: u32,
    /// Day, from 1: every player has one turn a day.
    pub day: u32,
    pub current: PlayerId,
    pub phase: Phase,
    pub victory: Victory,
    /// The game ends after this day, won by the most cities (then medals).
    pub max_days: Option<u32>,
}

impl StateData {
    /// The unit with this id, if still in play.
    pub fn unit(&self, id: UnitId) -> Option<&Unit> {
        self.units.iter().find(|unit| unit.id == id)
    }

    pub(crate) fn unit_mut(&mut self, id: UnitId) -> Option<&mut Unit> {
        self.units.iter_mut().find(|unit| unit.id == id)
    }

    /// The unit standing on `pos` (not those inside it).
    pub fn unit_at(&self, pos: Pos) -> Option<&Unit> {
        self.units
            .iter()
            .find(|unit| unit.location == Location::At(pos))
    }

    /// The square a unit is on, or its transport's square.
    pub fn square_of(&self, id: UnitId) -> Option<Pos> {
        match self.unit(id)?.location {
            Location::At(pos) => Some(pos),
            Location::Aboard(transport) => self.square_of(transport),
        }
    }

    /// The units inside `transport`.
    pub fn passengers(&self, transport: UnitId) -> impl Iterator<Item = &Unit> + '_ {
        self.units
            .iter()
            .filter(move |unit| unit.location == Location::Aboard(transport))
    }

    /// The property on `pos`.
    pub fn property_at(&self, pos: Pos) -> Option<&Property> {
        self.properties.iter().find(|property| property.at == pos)
    }

    pub(crate) fn property_at_mut(&mut self, pos: Pos) -> Option<&mut Property> {
        self.properties
            .iter_mut()
            .find(|property| property.at == pos)
    }

    /// A unit's card.
    pub fn card(&self, kind: UnitKind) -> &UnitCard {
        self.tables.units.card(kind)
    }

    /// The terrain at `pos` (off the map reads as sea, which no ground unit enters).
    pub fn terrain(&self, pos: Pos) -> Terrain {
        self.map.terrain(pos).unwrap_or(Terrain::Sea)
    }

    /// A player's CO card, when the CO rule is in play for them.
    pub fn co_of(&self, player: PlayerId) -> Option<&Co> {
        let track = self.players.get(player.0)?.co.as_ref()?;
        self.tables.cos.find(&track.co)
    }

    /// Everything a player's CO adds to `kind` now: the whole-game effect and the power in
    /// effect, summed.
    pub fn boost(&self, player: PlayerId, kind: UnitKind) -> Boost {
        let mut total = Boost::default();
        let Some(co) = self.co_of(player) else {
            return total;
        };
        let card = self.card(kind);
        let active = self.players[player]
            .co
            .as_ref()
            .and_then(|track| track.active);
        let power = match active {
            Some(PowerLevel::Power) => Some(&co.power),
            Some(PowerLevel::Super) => Some(&co.super_power),
            None => None,
        };
        let boosts = co
            .always
            .iter()
            .chain(power.into_iter().flat_map(|power| power.boosts.iter()));
        for boost in boosts.filter(|boost| boost.applies_to(card)) {
            total.firepower += boost.firepower;
            total.defense += boost.defense;
            total.movement += boost.movement;
            total.range += boost.range;
            total.capture += boost.capture;
        }
        total
    }

    /// Movement points of a unit of `kind` belonging to `player`, with its CO.
    pub fn movement_of(&self, player: PlayerId, kind: UnitKind) -> u32 {
        let base =
            i32::from(self.card(kind).movement) + i32::from(self.boost(player, kind).movement);
        base.max(0) as u32
    }

    /// Shortest and longest range, with the CO (a range boost lengthens indirect fire only).
    pub fn range_of(&self, player: PlayerId, kind: UnitKind) -> (u32, u32) {
        let card = self.card(kind);
        let (low, high) = (u32::from(card.range.0), u32::from(card.range.1));
        if card.is_indirect() {
            let boosted = (high as i32 + i32::from(self.boost(player, kind).range)).max(low as i32);
            (low, boosted as u32)
        } else {
            (low, high)
        }
    }

    /// Players still in the game.
    pub fn players_in(&self) -> impl Iterator<Item = PlayerId> + '_ {
        PlayerId::all(self.players.len()).filter(|player| !self.players[*player].defeated)
    }

    /// Whether `a` and `b` are enemies (every other player is).
    pub fn enemies(&self, a: PlayerId, b: PlayerId) -> bool {
        a != b
    }

    /// The player to act, unless the game is over.
    pub fn acting(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::Over { .. } => None,
            _ => Some(self.current),
        }
    }

    /// Cities a player owns (City Conquest counts cities only).
    pub fn cities_of(&self, player: PlayerId) -> u32 {
        self.properties
            .iter()
            .filter(|property| property.kind == Terrain::City && property.owner == Some(player))
            .count() as u32
    }

    /// Income a player collects at the start of a turn: $5 for each friendly city and the
    /// HQ (3.1); one in the middle of being captured is not friendly (3.2) and pays nothing.
    pub fn income_of(&self, player: PlayerId) -> u32 {
        INCOME_PER_PROPERTY
            * self
                .properties
                .iter()
                .filter(|property| {
                    property.is_friendly_to(player)
                        && matches!(property.kind, Terrain::City | Terrain::Hq)
                })
                .count() as u32
    }

    /// Units of a player, on the board or aboard.
    pub fn units_of(&self, player: PlayerId) -> impl Iterator<Item = &Unit> + '_ {
        self.units.iter().filter(move |unit| unit.owner == player)
    }
}

/// Income for each city and HQ (3.1).
pub const INCOME_PER_PROPERTY: u32 = 5;
/// Money each player starts with (2.5).
pub const STARTING_MONEY: u32 = 5;
