//! Combat step by step: after the engine judges a combat (instantly), its volleys, dice,
//! casualties, melee rounds and retreats are shown one at a time in the clock bar, each
//! with the stands involved ringed on the table, the die shown large and what it meant.

use super::combat_log::log_line;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::games::free_move::countdown::Countdown;
use crate::app::games::free_move::game::{FreeMoveEvent, FreeMoveSession, OpeningCombat};
use crate::rules::free_move::event::Event;
use crate::rules::free_move::geometry::Pose;
use crate::rules::free_move::{Phase, State, UnitId};
use bevy::prelude::*;

mod strip;
pub(super) use strip::review_strip;

/// One step of a combat: what happened, the stands involved, the die if one was rolled,
/// and the stands it moved or took off the table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CombatStep {
    pub text: String,
    pub units: Vec<UnitId>,
    pub die: Option<u8>,
    /// Stands this step moved (a retreat): from where, to where.
    pub moves: Vec<(UnitId, Pose, Pose)>,
    /// Stands this step took off the table.
    pub removed: Vec<UnitId>,
}

/// The combat being reviewed, and the step on show.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct CombatReview {
    pub steps: Vec<CombatStep>,
    pub current: usize,
    pub open: bool,
    /// The move and phase the combat led to: while they last, a review closed early can be
    /// opened again.
    pub after: Option<(u32, Phase)>,
    /// How many commands the game's log held after the combat: once another lands, the
    /// table shows the game going on, not the review's step.
    pub log_length: usize,
}

impl CombatReview {
    /// A review of `steps`, open at the first, for a combat that led to `game`.
    pub fn of(steps: Vec<CombatStep>, game: &FreeMoveSession) -> Self {
        CombatReview {
            steps,
            current: 0,
            open: true,
            after: Some((game.state.move_number, game.state.phase)),
            log_length: game.commands.len(),
        }
    }

    /// Whether the table shows the step on show: the review is on show and nothing has
    /// been played since the combat.
    pub fn on_the_table(&self, game: &FreeMoveSession, countdown_running: bool) -> bool {
        self.on_show(countdown_running) && self.log_length == game.commands.len()
    }

    /// Whether the review is on show (open, with steps, and no countdown running).
    pub fn on_show(&self, countdown_running: bool) -> bool {
        self.open && !self.steps.is_empty() && !countdown_running
    }

    /// The stands of the step on show (ringed on the table).
    pub fn highlighted(&self) -> &[UnitId] {
        match self.steps.get(self.current) {
            Some(step) if self.open => &step.units,
            _ => &[],
        }
    }

    /// Whether a review closed early can be opened again: the combat's phase lasts.
    pub fn can_reopen(&self, state: &State) -> bool {
        !self.open && !self.steps.is_empty() && self.after == Some((state.move_number, state.phase))
    }

    /// Open the review again at its first step.
    pub fn reopen(&mut self) {
        self.open = true;
        self.current = 0;
    }

    /// The steps not yet reached: what they do is not shown on the table yet.
    fn ahead(&self) -> &[CombatStep] {
        self.steps.get(self.current + 1..).unwrap_or(&[])
    }

    /// Where the table shows `unit` at the step on show, standing at `now` after the whole
    /// combat: where it stood before the first step ahead that moves it.
    pub fn shown_pose(&self, unit: UnitId, now: Pose) -> Pose {
        self.ahead()
            .iter()
            .rev()
            .flat_map(|step| step.moves.iter().rev())
            .filter(|(moved, _, _)| *moved == unit)
            .fold(now, |_, (_, from, _)| *from)
    }

    /// Whether `unit`, off the table after the combat, is still on it at the step on show
    /// (a step ahead takes it off).
    pub fn still_on_table(&self, unit: UnitId) -> bool {
        self.ahead().iter().any(|step| step.removed.contains(&unit))
    }
}

/// Which combat is reviewed and the step on show (headless tests read it).
pub(crate) fn logic_plugin(app: &mut App) {
    app.init_resource::<CombatReview>()
        .add_systems(
            OnEnter(Screen::FreeMove),
            |mut review: ResMut<CombatReview>| {
                *review = CombatReview::default();
            },
        )
        .add_systems(
            Update,
            (collect_steps, close_when_the_countdown_starts)
                .chain()
                .in_set(AppSystems::Update)
                .after(crate::app::games::free_move::game::execute_game_commands)
                .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
        );
}

/// A review still open when the next countdown starts closes: the players have moved on to
/// the next timed move, and after its bell the old combat would come back over the clock
/// bar, hiding the rearrangement's instruction, with the table showing the new positions.
fn close_when_the_countdown_starts(
    countdown: Option<Res<Countdown>>,
    mut review: ResMut<CombatReview>,
) {
    if countdown.is_some_and(|countdown| countdown.running) && review.open {
        review.open = false;
    }
}

/// The stands of the step on show ringed on the table.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        ring_highlighted
            .run_if(in_state(Screen::FreeMove).and_then(resource_exists::<FreeMoveSession>)),
    );
}

fn units_of(event: &Event) -> Vec<UnitId> {
    match event {
        Event::Rolled(report) => report.unit.into_iter().collect(),
        Event::VolleyResolved {
            shooter, target, ..
        } => vec![*shooter, *target],
        Event::Casualties { unit, .. }
        | Event::Removed { unit }
        | Event::Retired { unit, .. }
        | Event::MoraleChanged { unit, .. }
        | Event::BonusMoveGranted { unit } => vec![*unit],
        Event::MeleeRound(report) => report
            .sides
            .iter()
            .flat_map(|side| side.units.iter().copied())
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether an event is a step of its own in the review: movement and the phases' own lines
/// belong to the log, not to the combat.
fn is_step(event: &Event) -> bool {
    !matches!(
        event,
        Event::TimedMoveBegan { .. }
            | Event::PhaseBegan { .. }
            | Event::Contact { .. }
            | Event::BellRang
            | Event::FireAndChargeCalled { .. }
            | Event::SquareFormed { .. }
    )
}

/// The steps of a batch of events, if it holds any combat. A stand's retreat or a move made
/// during the combat (a bonus move) belongs to the step that says so, or to the step before
/// it; what happened before the combat's first step is where the combat began.
pub fn steps_of(state: &State, events: &[Event]) -> Vec<CombatStep> {
    let combat = events.iter().any(|event| {
        matches!(
            event,
            Event::Rolled(_) | Event::VolleyResolved { .. } | Event::MeleeRound(_)
        )
    });
    if !combat {
        return Vec::new();
    }
    let mut steps: Vec<CombatStep> = Vec::new();
    for event in events {
        if let Some(text) = log_line(state, event).filter(|_| is_step(event)) {
            let die = match event {
                Event::Rolled(report) => Some(report.roll.value),
                _ => None,
            };
            steps.push(CombatStep {
                text,
                units: units_of(event),
                die,
                ..CombatStep::default()
            });
        }
        let Some(step) = steps.last_mut() else {
            continue;
        };
        match event {
            Event::Retired { unit, from, to, .. } | Event::Stepped { unit, from, to, .. } => {
                step.moves.push((*unit, *from, *to));
            }
            Event::Removed { unit } => step.removed.push(*unit),
            _ => {}
        }
    }
    steps
}

fn collect_steps(
    mut events: MessageReader<FreeMoveEvent>,
    game: Res<FreeMoveSession>,
    opening: Option<Res<OpeningCombat>>,
    mut review: ResMut<CombatReview>,
) {
    let batch: Vec<Event> = events
        .read()
        .map(|FreeMoveEvent(event)| event.clone())
        .collect();
    // The table's opening replays a resumed battle's (or a play-out's) whole log at once:
    // the review belongs to the moment of a combat, not to a save, so it opens on none of
    // it, only on the combat a play-out was asked to stop at.
    let batch = if game.is_added() {
        opening.map(|opening| opening.0.clone()).unwrap_or_default()
    } else {
        batch
    };
    let steps = steps_of(&game.state, &batch);
    if !steps.is_empty() {
        *review = CombatReview::of(steps, &game);
    }
}

fn ring_highlighted(
    mut gizmos: Gizmos,
    review: Res<CombatReview>,
    game: Res<FreeMoveSession>,
    countdown: Res<Countdown>,
) {
    if !review.on_show(countdown.running) {
        return;
    }
    let on_the_table = review.on_the_table(&game, countdown.running);
    for id in review.highlighted() {
        if let Some(unit) = game.state.unit(*id) {
            let radius = game.state.tray().half_extents().length() + 1.0;
            let pose = if on_the_table {
                review.shown_pose(*id, unit.pose)
            } else {
                unit.pose
            };
            gizmos.circle_2d(
                Isometry2d::from_translation(pose.centre()),
                radius,
                Color::srgb(1.0, 0.9, 0.2),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::dice::{Die, DieRoll};
    use crate::rules::free_move::builder::{Battlefield, blue, red};
    use crate::rules::free_move::event::{RollReason, RollReport};
    use crate::rules::free_move::{Phase, Side, UnitType};

    #[test]
    fn a_combat_is_shown_step_by_step_with_its_dice_and_stands() {
        let state = Battlefield::new()
            .unit(Side::First, 9, UnitType::Archers, (10.0, 10.0), 0.0)
            .unit(
                Side::Second,
                3,
                UnitType::HeavyInfantry,
                (10.0, 18.0),
                180.0,
            )
            .at_phase(Phase::MissileFire);
        let events = vec![
            Event::Rolled(RollReport {
                side: Side::First,
                unit: Some(red(9)),
                reason: RollReason::MissileFire,
                why: "Unit 9's arrows at unit 3".into(),
                roll: DieRoll {
                    die: Die::D6,
                    value: 3,
                    sequence: 1,
                },
                outcome: "3: hit".into(),
            }),
            Event::VolleyResolved {
                shooter: red(9),
                target: blue(3),
                hits: 1,
                explanation: "one point killed".into(),
            },
            Event::PhaseBegan {
                phase: Phase::PullOut,
            },
        ];
        let steps = steps_of(&state, &events);
        assert_eq!(steps.len(), 2, "the phase change is no step");
        assert_eq!(steps[0].die, Some(3));
        assert_eq!(steps[0].units, vec![red(9)]);
        assert_eq!(steps[1].units, vec![red(9), blue(3)]);
        assert!(
            steps_of(&state, &[Event::BellRang]).is_empty(),
            "no combat, no review"
        );
    }
}

#[cfg(test)]
mod table {
    use super::*;
    use crate::app::games::free_move::table::stand_sync::shown_on_table;
    use crate::rules::free_move::builder::{Battlefield, blue, red};
    use crate::rules::free_move::{Command, Side, UnitType};

    /// Red 1 and 3 (7 and 1 points) nudged into blue 1 and 3 (5 and 1): the melee after the
    /// bell, red winning on scripted dice, drives both blue stands back three moves. The
    /// game after it, and the events of the command that fought it.
    pub(super) fn a_lost_melee() -> (FreeMoveSession, Vec<Event>) {
        const HI: UnitType = UnitType::HeavyInfantry;
        let battle = Battlefield::new()
            .scenario(|scenario| scenario.victory.army_breaks_at_percent = 0)
            .unit(Side::First, 1, HI, (10.9, 10.0), 0.0)
            .unit(Side::First, 3, HI, (12.9, 10.0), 0.0)
            .unit(Side::Second, 1, HI, (10.0, 11.75), 180.0)
            .unit(Side::Second, 3, HI, (12.0, 11.75), 180.0)
            .points(red(1), 7)
            .points(blue(1), 5)
            .points(blue(3), 1);
        let mut game = FreeMoveSession::new(battle.at_phase(Phase::TimedMove), 1);
        game.dice.script([6, 1]);
        let nudge = |game: &mut FreeMoveSession, unit| {
            let pose = game.state.unit(unit).expect("on the table").pose;
            let to = Pose::new(pose.x + 0.1, pose.y, pose.facing);
            game.execute(Command::Step { unit, to })
                .expect("a legal step");
        };
        nudge(&mut game, red(3));
        nudge(&mut game, red(1));
        let mut combat = game.execute(Command::Bell).expect("the bell");
        while !matches!(game.state.phase, Phase::TimedMove | Phase::GameOver)
            && !combat
                .iter()
                .any(|event| matches!(event, Event::MeleeRound(_)))
        {
            let side = Side::BOTH
                .into_iter()
                .find(|side| !game.state.done[side.index()])
                .expect("a side not done");
            combat = game.execute(Command::Done { side }).expect("done");
        }
        (game, combat)
    }

    #[test]
    fn at_the_first_step_the_table_shows_the_stands_where_the_combat_found_them() {
        let before = Battlefield::new()
            .unit(
                Side::Second,
                1,
                UnitType::HeavyInfantry,
                (10.0, 11.75),
                180.0,
            )
            .state()
            .unit(blue(1))
            .expect("blue 1")
            .pose;
        let (game, events) = a_lost_melee();
        let after = game.state.unit(blue(1)).expect("blue 1").pose;
        assert!(
            after.distance_to(&before) > 10.0,
            "blue 1 was driven back: {before:?} to {after:?}"
        );
        let mut review = CombatReview::of(steps_of(&game.state, &events), &game);
        assert!(review.steps.len() > 2, "{:?}", review.steps);
        assert_eq!(
            shown_on_table(&game, Some(&review), false, blue(1)),
            Some(before),
            "step 1: where the melee found it"
        );
        let retreat = review
            .steps
            .iter()
            .position(|step| step.moves.iter().any(|(unit, _, _)| *unit == blue(1)))
            .expect("a step drives blue 1 back");
        review.current = retreat - 1;
        assert_eq!(
            shown_on_table(&game, Some(&review), false, blue(1)),
            Some(before)
        );
        review.current = retreat;
        assert_eq!(
            shown_on_table(&game, Some(&review), false, blue(1)),
            Some(after),
            "back once the step that retires it is reached"
        );
        review.current = 0;
        review.open = false;
        assert_eq!(
            shown_on_table(&game, Some(&review), false, blue(1)),
            Some(after),
            "the review closed: the table as the engine has it"
        );
        review.open = true;
        let mut going_on = game.clone();
        going_on.commands.push(Command::Done { side: Side::First });
        assert_eq!(
            shown_on_table(&going_on, Some(&review), false, blue(1)),
            Some(after),
            "once play goes on, the table shows the game going on"
        );
    }

    #[test]
    fn a_stand_a_later_step_wipes_out_stays_on_the_table_until_that_step() {
        let state = Battlefield::new()
            .unit(Side::First, 9, UnitType::Archers, (10.0, 10.0), 0.0)
            .unit(
                Side::Second,
                3,
                UnitType::LightInfantry,
                (10.0, 18.0),
                180.0,
            )
            .points(blue(3), 0)
            .at_phase(Phase::PullOut);
        let game = FreeMoveSession::new(state, 1);
        let events = vec![
            Event::VolleyResolved {
                shooter: red(9),
                target: blue(3),
                hits: 1,
                explanation: "one point killed".into(),
            },
            Event::Removed { unit: blue(3) },
        ];
        let mut review = CombatReview::of(steps_of(&game.state, &events), &game);
        let shown = shown_on_table(&game, Some(&review), false, blue(3));
        assert!(shown.is_some(), "still there at the volley");
        review.current = 1;
        assert_eq!(shown_on_table(&game, Some(&review), false, blue(3)), None);
        assert_eq!(shown_on_table(&game, None, false, blue(3)), None);
    }

    #[test]
    fn a_review_closed_early_opens_again_while_its_phase_lasts() {
        let (mut game, events) = a_lost_melee();
        let mut review = CombatReview::of(steps_of(&game.state, &events), &game);
        review.current = 2;
        review.open = false;
        assert!(review.can_reopen(&game.state));
        review.reopen();
        assert!(review.open && review.current == 0);
        review.open = false;
        let phase = (game.state.move_number, game.state.phase);
        for side in Side::BOTH {
            let _ = game.execute(Command::Done { side });
        }
        assert_ne!(
            (game.state.move_number, game.state.phase),
            phase,
            "the phase is over"
        );
        assert!(
            !review.can_reopen(&game.state),
            "the review's moment has passed"
        );
    }
}

#[cfg(test)]
mod closing {
    use super::*;

    fn open_review() -> CombatReview {
        CombatReview {
            steps: vec![CombatStep::default(); 3],
            current: 1,
            open: true,
            after: Some((1, Phase::TimedMove)),
            log_length: 0,
        }
    }

    /// The review after one run of the closing system, the countdown `running` or not.
    fn after_a_frame(running: bool) -> CombatReview {
        let mut app = App::new();
        app.insert_resource(open_review())
            .insert_resource(Countdown {
                running,
                ..Countdown::default()
            });
        app.add_systems(Update, close_when_the_countdown_starts);
        app.update();
        app.world().resource::<CombatReview>().clone()
    }

    #[test]
    fn a_review_left_open_closes_when_the_next_countdown_starts() {
        let review = after_a_frame(true);
        assert!(!review.open);
        assert!(
            !review.on_show(false),
            "after the bell the old combat is not back in the bar"
        );
    }

    #[test]
    fn a_review_stays_open_while_no_countdown_runs() {
        let review = after_a_frame(false);
        assert!(review.open && review.current == 1);
    }
}
