//! Measured movement by hand: grab a stand, the measuring stick of its move length appears,
//! the stand goes anywhere within it (stopping where it touches an enemy, never onto a
//! friend), release ends the measure, and laying the next stick takes a short pause.
//!
//! Every pointer drags on its own, so both players (and several fingers) move at once. A
//! mouse or cursor grabs only its player's stands; a touch acts for the side it grabs.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::app::core::input::{
    NamedAction, PlayerActionMessage, PointerId, PointerMessage, PointerPhase,
};
use crate::app::core::menu_actions::ActiveScenario;
use crate::app::core::screens::{PausableSystems, Screen};
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::app::core::ui::palette::SidePalette;
use crate::app::core::wall_clock::WallClock;
use crate::app::games::free_move::countdown::Countdown;
use crate::app::games::free_move::game::{FreeMoveCommand, FreeMoveSession};
use crate::app::games::free_move::table::table_queries::TableQueries;
use crate::rules::engine::RulesEngine;
use crate::rules::free_move::block::{block_limit, block_of, block_steps, check_block};
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::movement::{move_limit, plan_step};
use crate::rules::free_move::{Command, FreeMove, Phase, Side, State, UnitId};
use crate::scenario::Scenario;

/// A stand held by a pointer.
#[derive(Debug, Clone, PartialEq)]
pub struct Grab {
    pub unit: UnitId,
    /// Where the stand stood when the measure began.
    pub start: Pose,
    /// Where it would stand if released now (always a legal end).
    pub preview: Pose,
    /// The grabbed point's offset from the stand's centre.
    offset: Vec2,
    /// The stick's length (0 in deployment: no measure).
    pub limit: f32,
    /// The other stands moving with it as a block (empty for one stand).
    pub block: Vec<UnitId>,
    /// How far the block has been moved so far.
    pub translation: Vec2,
    /// The facing the stand will have at the end of the measure (turned by the turn keys).
    pub facing: f32,
    /// The enemy the held stand (or block) has run into: from then on it stays where it
    /// touched, and rapier's contact event makes the freeze.
    pub touched: Option<UnitId>,
}

impl Grab {
    /// The commands that put the held stand (or block) down where the hand has it: none if
    /// it has neither moved nor turned.
    pub fn put_down(&self, state: &State) -> Vec<Command> {
        let turned = (self.preview.facing - self.start.facing).abs() > 0.01;
        if self.preview.distance_to(&self.start) < 0.02 && !turned {
            return Vec::new();
        }
        if !self.block.is_empty() {
            return block_steps(state, &self.block, self.translation);
        }
        let (unit, to) = (self.unit, self.preview);
        vec![if state.phase == Phase::Deployment {
            Command::Deploy { unit, to }
        } else {
            Command::Step { unit, to }
        }]
    }
}

/// The stands held now, one per pointer.
#[derive(Resource, Debug, Default, Clone)]
pub struct Grabs(pub HashMap<PointerId, Grab>);

/// The stand each side last clicked (pressed and released without moving it): the game
/// panel offers its orders (turn, line or column, Fire and Charge, square).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Selection(pub [Option<UnitId>; 2]);

/// Each side's selected block (double-press a stand: it and the friends standing together
/// with it); grabbing any of its stands moves them all, formation kept.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Blocks(pub [Vec<UnitId>; 2]);

/// Seconds within which a second press on the same stand selects its block.
const DOUBLE_PRESS_SECONDS: f64 = 0.4;

/// Pointers still laying their stick: seconds before they may grab again.
#[derive(Resource, Debug, Default, Clone)]
pub struct StickPauses(pub HashMap<PointerId, f32>);

/// Grabbing, dragging and releasing stands: no window needed (headless tests drive it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.init_resource::<Grabs>()
        .init_resource::<StickPauses>()
        .init_resource::<Selection>()
        .init_resource::<Blocks>()
        .add_message::<PointerMessage>()
        .add_systems(
            OnExit(Screen::FreeMove),
            |mut grabs: ResMut<Grabs>,
             mut selection: ResMut<Selection>,
             mut blocks: ResMut<Blocks>| {
                grabs.0.clear();
                *selection = Selection::default();
                *blocks = Blocks::default();
            },
        )
        .add_systems(
            Update,
            (
                (count_down_pauses.in_set(PausableSystems), cancel_keys)
                    .in_set(AppSystems::TickTimers),
                (drag_stands, turn_keys, start_pauses)
                    .chain()
                    .in_set(AppSystems::Update)
                    .in_set(PausableSystems)
                    .before(crate::app::games::free_move::game::execute_game_commands),
            )
                .run_if(in_state(Screen::FreeMove)),
        );
}

/// The measuring sticks on the table.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_sticks.run_if(in_state(Screen::FreeMove)));
}

/// Whether stands may be moved by hand now, and how.
fn moving_allowed(state: &State, countdown: &Countdown) -> bool {
    match state.phase {
        Phase::TimedMove => countdown.running,
        Phase::Deployment | Phase::Rearrangement | Phase::BonusMoves => true,
        Phase::MissileFire | Phase::PullOut | Phase::GameOver => false,
    }
}

/// The unit whose tray is under `point`.
pub fn unit_at(state: &State, point: Vec2) -> Option<UnitId> {
    let half = state.tray().half_extents();
    state
        .units_on_table()
        .find(|unit| {
            let local = unit.pose.table_to_local(point);
            local.x.abs() <= half.x && local.y.abs() <= half.y
        })
        .map(|unit| unit.id)
}

/// Where a held stand may go if the pointer is at `wanted` (its centre): within the stick,
/// pushed there through rapier (sliding along friends and the table's edge, stopping at
/// the first enemy, which it names), then confirmed by the engine; `None` when the engine
/// refuses it.
fn legal_end(
    state: &State,
    queries: &TableQueries,
    grab: &Grab,
    wanted: Vec2,
) -> Option<(Pose, Option<UnitId>)> {
    let unit = state.unit(grab.unit)?;
    if state.phase == Phase::Deployment {
        // Deployment lifts a stand and sets it down: no path, only a legal place.
        let to = Pose::new(wanted.x, wanted.y, grab.facing);
        return FreeMove::check(
            state,
            &Command::Deploy {
                unit: grab.unit,
                to,
            },
        )
        .ok()
        .map(|()| (to, None));
    }
    let start = grab.start.centre();
    let probe = Pose::new(wanted.x, wanted.y, grab.facing);
    let limit = move_limit(state, unit, &grab.start, &probe);
    let within_stick = |point: Vec2| start + within(point - start, limit);
    let half = state.tray().half_extents();
    let (pushed, touched) = queries.push_stand(
        grab.unit,
        grab.preview,
        half,
        within_stick(wanted),
        grab.facing,
    );
    // A slide along a friend may carry the stand a little past the stick's end.
    let end = within_stick(pushed.centre());
    plan_step(state, grab.unit, Pose::new(end.x, end.y, grab.facing))
        .ok()
        .map(|plan| (plan.to, touched))
}

/// `offset` shortened to the stick's `limit` (a hair inside it, so rounding never makes a
/// measure too long).
fn within(offset: Vec2, limit: f32) -> Vec2 {
    if offset.length() > limit {
        offset.normalize_or_zero() * (limit - 0.0005).max(0.0)
    } else {
        offset
    }
}

/// Where a held block goes if the pointer asks for `wanted` (its translation from where
/// the measure began): pushed there through rapier, formation kept, within the slowest
/// stand's length, and confirmed by the engine step by step; with the enemy it ran into.
fn block_end(
    state: &State,
    queries: &TableQueries,
    grab: &Grab,
    wanted: Vec2,
) -> (Vec2, Option<UnitId>) {
    let limit = block_limit(state, &grab.block, wanted);
    let wanted = within(wanted, limit);
    let stands: Vec<(UnitId, Pose)> = grab
        .block
        .iter()
        .filter_map(|id| state.unit(*id))
        .map(|unit| (unit.id, unit.pose.moved_by(grab.translation)))
        .collect();
    let push = queries.push(
        &stands,
        state.tray().half_extents(),
        wanted - grab.translation,
    );
    let reached = grab.translation + push.moved;
    let reached = within(reached, limit);
    if check_block(state, &grab.block, reached).is_ok() {
        (reached, push.touched)
    } else {
        (grab.translation, None)
    }
}

/// Grab, drag and release stands. Runs before the tape measure, which takes the presses
/// that grab nothing.
#[allow(clippy::too_many_arguments)]
pub fn drag_stands(
    mut pointers: MessageReader<PointerMessage>,
    mut grabs: ResMut<Grabs>,
    pauses: Res<StickPauses>,
    game: Option<Res<FreeMoveSession>>,
    countdown: Res<Countdown>,
    mut commands: MessageWriter<FreeMoveCommand>,
    mut notices: ResMut<Notices>,
    queries: TableQueries,
    mut selection: ResMut<Selection>,
    mut blocks: ResMut<Blocks>,
    time: Res<Time>,
    mut last_press: Local<Option<(PointerId, UnitId, f64)>>,
    here: Res<crate::app::games::free_move::network::network_play::SidesHere>,
) {
    let Some(game) = game else {
        pointers.clear();
        return;
    };
    let state = &game.state;
    for message in pointers.read() {
        match message.phase {
            PointerPhase::Pressed => {
                let Some(id) = unit_at(state, message.world) else {
                    continue;
                };
                // Across machines a machine's hands move its own sides' stands only.
                let foreign = match here.0 {
                    Some(sides) => !sides[id.side.index()],
                    None => message
                        .player
                        .is_some_and(|player| Side::from_index(player.index()) != id.side),
                };
                if foreign {
                    continue;
                }
                let Some(unit) = state.unit(id) else {
                    continue;
                };
                // Pressing a stand selects it for its side's orders, even when it may not
                // move now; a second press on it at once selects its block.
                let side = id.side.index();
                selection.0[side] = Some(id);
                let now = time.elapsed_secs_f64();
                let double = last_press.is_some_and(|(pointer, unit, at)| {
                    pointer == message.pointer && unit == id && now - at <= DOUBLE_PRESS_SECONDS
                });
                *last_press = Some((message.pointer, id, now));
                if double {
                    blocks.0[side] = block_of(state, id);
                } else if !blocks.0[side].contains(&id) {
                    blocks.0[side].clear();
                }
                if !moving_allowed(state, &countdown) || pauses.0.contains_key(&message.pointer) {
                    continue;
                }
                let block: Vec<UnitId> =
                    if state.phase != Phase::Deployment && blocks.0[side].len() > 1 {
                        blocks.0[side].clone()
                    } else {
                        Vec::new()
                    };
                if state.phase != Phase::Deployment
                    && let Err(error) = plan_step(state, id, unit.pose)
                {
                    notices.push(error.to_string());
                    continue;
                }
                let limit = if state.phase == Phase::Deployment {
                    0.0
                } else if !block.is_empty() {
                    block_limit(state, &block, Vec2::ZERO)
                } else {
                    move_limit(state, unit, &unit.pose, &unit.pose)
                };
                grabs.0.insert(
                    message.pointer,
                    Grab {
                        unit: id,
                        start: unit.pose,
                        preview: unit.pose,
                        facing: unit.pose.facing,
                        offset: message.world - unit.pose.centre(),
                        limit,
                        block,
                        translation: Vec2::ZERO,
                        touched: None,
                    },
                );
            }
            PointerPhase::Dragged | PointerPhase::Moved => {
                let Some(grab) = grabs.0.get_mut(&message.pointer) else {
                    continue;
                };
                if grab.touched.is_some() {
                    // Against an enemy: the freeze is coming, the hand cannot pull back.
                    continue;
                }
                if grab.block.is_empty() {
                    if let Some((end, touched)) =
                        legal_end(state, &queries, grab, message.world - grab.offset)
                    {
                        grab.preview = end;
                        grab.touched = touched;
                    }
                } else {
                    let wanted = message.world - grab.offset - grab.start.centre();
                    let (translation, touched) = block_end(state, &queries, grab, wanted);
                    grab.translation = translation;
                    grab.touched = touched;
                    grab.preview = grab.start.moved_by(grab.translation);
                }
            }
            PointerPhase::Released => {
                let Some(grab) = grabs.0.remove(&message.pointer) else {
                    continue;
                };
                commands.write_batch(grab.put_down(state).into_iter().map(FreeMoveCommand));
            }
            PointerPhase::Cancelled => {
                grabs.0.remove(&message.pointer);
            }
        }
    }
    if !moving_allowed(state, &countdown) {
        // The bell: all movement ceases at once; what is held goes back.
        grabs.0.clear();
    }
    // A held stand (or any stand of a held block) that an enemy has run into is frozen
    // where the engine has it: the hand lets go of it all.
    if state.phase != Phase::Deployment {
        grabs.0.retain(|_, grab| {
            std::iter::once(&grab.unit)
                .chain(&grab.block)
                .all(|id| state.unit(*id).is_some_and(|unit| unit.melee.is_none()))
        });
    }
}

/// How far one press of a turn key turns a held stand, degrees (a selected stand not held
/// turns by the order buttons' 45°).
const TURN_HELD: f32 = 15.0;
const TURN_SELECTED: f32 = 45.0;

/// The turn keys: a player's held stand turns as it is dragged; otherwise the side's
/// selected stand turns where it stands (a measure of no distance).
pub fn turn_keys(
    mut actions: MessageReader<PlayerActionMessage>,
    mut grabs: ResMut<Grabs>,
    selection: Res<Selection>,
    game: Option<Res<FreeMoveSession>>,
    countdown: Res<Countdown>,
    mut commands: MessageWriter<FreeMoveCommand>,
    queries: TableQueries,
) {
    let Some(game) = game else {
        actions.clear();
        return;
    };
    let state = &game.state;
    for action in actions.read() {
        let sign = match action.action {
            NamedAction::TurnLeft => -1.0,
            NamedAction::TurnRight => 1.0,
            _ => continue,
        };
        let own_pointer = |pointer: &PointerId| match pointer {
            PointerId::Mouse => action.player.index() == 0,
            PointerId::Cursor(player) => *player == action.player,
            PointerId::Touch(_) => false,
        };
        if let Some(grab) = grabs
            .0
            .iter_mut()
            .find(|(pointer, grab)| own_pointer(pointer) && grab.block.is_empty())
            .map(|(_, grab)| grab)
        {
            let facing = (grab.facing + sign * TURN_HELD).rem_euclid(360.0);
            let turned = Grab {
                facing,
                ..grab.clone()
            };
            let in_place = Pose::new(grab.preview.x, grab.preview.y, facing);
            let half = state.tray().half_extents();
            if !queries.room_at(grab.unit, in_place, half) {
                continue;
            }
            if grab.touched.is_some() {
                continue;
            }
            if let Some((end, touched)) = legal_end(state, &queries, &turned, grab.preview.centre())
            {
                grab.facing = facing;
                grab.preview = end;
                grab.touched = touched;
            }
            continue;
        }
        let side = Side::from_index(action.player.index());
        let Some(unit) = selection.0[side.index()].and_then(|id| state.unit(id)) else {
            continue;
        };
        if !moving_allowed(state, &countdown) {
            continue;
        }
        let to = Pose::new(
            unit.pose.x,
            unit.pose.y,
            (unit.pose.facing + sign * TURN_SELECTED).rem_euclid(360.0),
        );
        let command = if state.phase == Phase::Deployment {
            Command::Deploy { unit: unit.id, to }
        } else {
            Command::Step { unit: unit.id, to }
        };
        commands.write(FreeMoveCommand(command));
    }
}

/// Start the stick-laying pause for pointers that just ended a measure.
pub fn start_pauses(
    grabs: Res<Grabs>,
    mut pauses: ResMut<StickPauses>,
    active: Option<Res<ActiveScenario>>,
    mut previous: Local<Vec<PointerId>>,
) {
    let pause = active.map_or(0.4, |active| {
        let Scenario::FreeMove(scenario) = &active.scenario else {
            return 0.4;
        };
        scenario.stick_pause_seconds
    });
    // A pointer that held a stand last frame and holds none now has just laid its stick.
    for pointer in previous.iter() {
        if !grabs.0.contains_key(pointer) {
            pauses.0.insert(*pointer, pause);
        }
    }
    previous.clear();
    previous.extend(grabs.0.keys().copied());
}

/// The stick pause runs by the wall clock, as the countdown it is part of does.
fn count_down_pauses(time: Res<Time<WallClock>>, mut pauses: ResMut<StickPauses>) {
    let elapsed = time.delta_secs();
    pauses.0.retain(|_, left| {
        *left -= elapsed;
        *left > 0.0
    });
}

/// Cancel puts back what a player holds.
fn cancel_keys(mut actions: MessageReader<PlayerActionMessage>, mut grabs: ResMut<Grabs>) {
    for action in actions.read() {
        if action.action == NamedAction::Cancel {
            grabs.0.retain(|pointer, _| match pointer {
                PointerId::Mouse => action.player.index() != 0,
                PointerId::Cursor(player) => *player != action.player,
                PointerId::Touch(_) => true,
            });
        }
    }
}

/// The measuring stick: the reach of this measure around where it began, and the line
/// laid so far.
fn draw_sticks(mut gizmos: Gizmos, grabs: Res<Grabs>, palette: Res<SidePalette>) {
    for grab in grabs.0.values() {
        let colour = palette.sides[grab.unit.side.index()];
        let start = grab.start.centre();
        if grab.limit > 0.0 {
            gizmos.circle_2d(
                Isometry2d::from_translation(start),
                grab.limit,
                colour.with_alpha(0.8),
            );
            gizmos.line_2d(start, grab.preview.centre(), Color::WHITE);
        }
    }
}
