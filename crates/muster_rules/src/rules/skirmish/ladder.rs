//! Skirmish Wars' three levels. The Veteran is the AI the game shipped with, unchanged (the
//! baseline). The Recruit does not look at where the enemy can hit next turn, never uses
//! its CO's powers, moves its units in the order they stand in the list, each to its own
//! best square, and buys only infantry. The General looks ahead with rollouts.
//!
//! Why rollouts: a turn is a sequence of activations, each with dozens of squares and
//! targets, and each attack rolls a die, so a tree is far too wide; what the baseline's
//! one-activation score misses is what comes after (which unit should go first, the reply
//! an attack invites), and that is exactly what playing on with the engine shows. The
//! General weighs the baseline's own choice against the next best activations, plays each
//! on through the rest of its turn and every rival's reply with the baseline in every
//! seat, on dice drawn from its own seeded stream, and takes the one that leaves it best
//! placed: units (price by strength), properties, money and what the victory condition
//! counts (medals, cities), against the strongest rival.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::ai::Ai;
use super::ai::orders::{Choice, Objectives, ranked_orders};
use super::ai::play_out_policy::PlayOutPolicy;
use super::ai::threat::ThreatMap;
use super::command::Command;
use super::engine::Skirmish;
use super::purchase::open_factories;
use super::state::{Phase, PlayerId, State, Victory};
use super::terrain::Terrain;
use super::units::UnitKind;
use crate::rules::dice::Dice;
use crate::rules::engine::RulesEngine;
use crate::rules::ladder::{Budget, Level, TurnClock, best_by_rollouts};

/// The activations the General weighs at each decision, the baseline's included.
const CANDIDATES: usize = 3;
/// Each unit's activations among the candidates, at most.
const ORDERS_A_UNIT: usize = 2;
/// An activation must gain at least this much over standing still (the baseline's bar).
const WORTH_MOVING: f32 = 0.05;
/// Commands a play-out may run before it is judged where it stands.
const PLAY_OUT_COMMANDS: usize = 400;
/// A won play-out against a lost one, in money.
const WON: f64 = 1.0e7;
/// A property held, in money: about a day of its income and a share of the victory.
const PROPERTY: f64 = 2_000.0;
/// A Victory Medal where medals win the game, in money.
const MEDAL: f64 = 4_000.0;
/// A city where cities win the game, in money.
const CITY: f64 = 6_000.0;

/// A computer player of any level, for any seat.
#[derive(Debug, Clone)]
pub struct Computer {
    pub level: Level,
    pub budget: Budget,
    baseline: Ai,
    rng: ChaCha8Rng,
    /// The (day, player) being thought about, and its clock.
    clock: Option<((u32, PlayerId), TurnClock)>,
}

impl Computer {
    /// A player of `level`; `seed` starts its own stream for the look-ahead.
    pub fn new(level: Level, seed: u64) -> Self {
        Computer {
            level,
            budget: Budget::default(),
            baseline: Ai::new(seed),
            rng: ChaCha8Rng::seed_from_u64(seed),
            clock: None,
        }
    }

    /// The same player with another thinking budget.
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.budget = budget;
        self
    }

    /// The next command for the player whose turn it is; always one the engine accepts.
    pub fn next_command(&mut self, state: &State) -> Command {
        let chosen = match self.level {
            Level::Veteran => return self.baseline.next_command(state),
            Level::Recruit => recruit(state),
            Level::General => self.general(state),
        };
        match chosen {
            Some(command) if Skirmish::check(state, &command).is_ok() => command,
            _ => self.baseline.next_command(state),
        }
    }

    fn general(&mut self, state: &State) -> Option<Command> {
        let own = self.baseline.next_command(state);
        let player = state.acting()?;
        if state.phase != Phase::Orders || matches!(own, Command::UsePower { .. }) {
            return Some(own);
        }
        let mut candidates = vec![own];
        for choice in best_activations(state, player, &ThreatMap::against(state, player)) {
            if candidates.len() >= CANDIDATES {
                break;
            }
            if !candidates.contains(&choice.command) {
                candidates.push(choice.command);
            }
        }
        let turn = (state.day, player);
        let clock = match self.clock {
            Some((thinking_of, clock)) if thinking_of == turn => clock,
            _ => {
                let clock = TurnClock::start(self.budget.per_turn);
                self.clock = Some((turn, clock));
                clock
            }
        };
        let waiting = state
            .units_of(player)
            .filter(|unit| !unit.acted && unit.square().is_some())
            .count() as u32;
        let deadline = clock.deadline(waiting + 1);
        let best = best_by_rollouts(
            &candidates,
            self.budget.rollouts,
            deadline,
            &mut self.rng,
            |command, seed| play_out(state, command, player, seed),
        )?;
        Some(candidates[best].clone())
    }
}

/// Every unit's best few activations worth giving, best gain first.
fn best_activations(state: &State, player: PlayerId, threat: &ThreatMap) -> Vec<Choice> {
    let objectives = Objectives::of(state, player);
    let mut all: Vec<Choice> = state
        .units_of(player)
        .filter(|unit| !unit.acted && unit.square().is_some())
        .flat_map(|unit| {
            ranked_orders(state, unit, &objectives, threat)
                .into_iter()
                .filter(|choice| choice.gain > WORTH_MOVING)
                .take(ORDERS_A_UNIT)
        })
        .collect();
    all.sort_by(|a, b| {
        b.gain
            .partial_cmp(&a.gain)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    all
}

/// Give `command`, then play on with the baseline's judgement in every seat (the threat map
/// read once a player-turn: [`PlayOutPolicy`]), on dice from `seed`,
/// until `player`'s next turn begins (or the game ends); the end judged for `player`.
fn play_out(state: &State, command: &Command, player: PlayerId, seed: u64) -> f64 {
    let mut game = state.clone();
    let mut dice = Dice::seeded(seed);
    if Skirmish::execute(&mut game, command.clone(), &mut dice).is_err() {
        return f64::MIN;
    }
    let mut everyone = PlayOutPolicy::default();
    let day = state.day;
    for _ in 0..PLAY_OUT_COMMANDS {
        match game.acting() {
            None => break,
            Some(acting) if acting == player && game.day > day => break,
            Some(_) => {}
        }
        let next = everyone.next_command(&game);
        if Skirmish::execute(&mut game, next, &mut dice).is_err() {
            break;
        }
    }
    judge(&game, player)
}

/// How well `player` stands: won or lost, or its worth less the strongest rival's.
pub fn judge(state: &State, player: PlayerId) -> f64 {
    if let Phase::Over { winner } = state.phase {
        return match winner {
            Some(winner) if winner == player => WON,
            Some(_) => -WON,
            None => 0.0,
        };
    }
    let worth = |seat: PlayerId| -> f64 {
        if state.players[seat].defeated {
            return 0.0;
        }
        let units: f64 = state
            .units_of(seat)
            .map(|unit| f64::from(state.card(unit.kind).price) * f64::from(unit.hp) / 10.0)
            .sum();
        let held = state
            .properties
            .iter()
            .filter(|property| property.owner == Some(seat))
            .count() as f64;
        // What the victory condition counts, on top.
        let toward_victory = match state.victory {
            Victory::Conquest => 0.0,
            Victory::Medals(_) => f64::from(state.players[seat].medals) * MEDAL,
            Victory::Cities(_) => f64::from(state.cities_of(seat)) * CITY,
        };
        // Captures under way, by the share already done.
        let capturing: f64 = state
            .properties
            .iter()
            .filter_map(|property| {
                let capture = property.capture.as_ref()?;
                let by = state.unit(capture.by)?;
                let total = f64::from(property.capture_points());
                (by.owner == seat).then(|| {
                    let done = (total - f64::from(capture.points_left)) / total;
                    let city = matches!(state.victory, Victory::Cities(_))
                        && property.kind == Terrain::City;
                    done * (PROPERTY + if city { CITY } else { 0.0 })
                })
            })
            .sum();
        units + held * PROPERTY + capturing + f64::from(state.players[seat].money) + toward_victory
    };
    let rival = PlayerId::all(state.players.len())
        .filter(|seat| *seat != player)
        .map(worth)
        .fold(0.0, f64::max);
    worth(player) - rival
}

/// The Recruit's choice: no powers, no thought of the enemy's reach, the units in the order
/// they stand, and only infantry bought (the cheapest, whatever the enemy fields).
fn recruit(state: &State) -> Option<Command> {
    let player = state.acting()?;
    let move_one = || {
        let objectives = Objectives::of(state, player);
        let blind = ThreatMap::none(state);
        state
            .units_of(player)
            .filter(|unit| !unit.acted && unit.square().is_some())
            .find_map(|unit| {
                ranked_orders(state, unit, &objectives, &blind)
                    .into_iter()
                    .next()
                    .filter(|choice| choice.gain > WORTH_MOVING)
            })
            .map(|choice| choice.command)
    };
    let buy_infantry = || {
        let factory = open_factories(state, player).into_iter().min()?;
        (state.card(UnitKind::Infantry).price <= state.players[player].money).then_some(
            Command::Buy {
                factory,
                kind: UnitKind::Infantry,
            },
        )
    };
    match state.phase {
        Phase::Orders => move_one().or_else(buy_infantry),
        Phase::Purchase => buy_infantry(),
        Phase::Over { .. } => None,
    }
    .or(Some(Command::EndTurn))
}
