//! Undo in the rearrangement after the bell: each side may take back its own rearrangement
//! moves (steps and formation changes), newest first, until it says Done. The timed move
//! itself has no undo: every move there is measured and final.
//!
//! Undo replays the rearrangement from where it began without the side's last move. Nothing
//! in the rearrangement rolls a die, so the dice are unchanged. If a later move (of either
//! side) is no longer legal without the one taken back (a stand stepped into the space it
//! left), the undo is refused and nothing changes.

use bevy::prelude::*;
use muster_text::t;

use super::game::FreeMoveSession;
use crate::app::core::screens::Screen;
use crate::app::core::system_sets::AppSystems;
use crate::app::core::ui::notices::Notices;
use crate::rules::free_move::{Command, Phase, Side};

/// A side takes back its last rearrangement move.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UndoRearrangement(pub Side);

impl FreeMoveSession {
    /// The index in the command log of `side`'s last rearrangement move, if it may be taken
    /// back now.
    pub fn rearrangement_undo(&self, side: Side) -> Result<usize, String> {
        let name = &self.state.side_names[side.index()];
        let Some(start) = self
            .rearrangement
            .as_ref()
            .filter(|_| self.state.phase == Phase::Rearrangement)
        else {
            return Err(t!("free-move-undo-only-rearrangement"));
        };
        if self.state.done[side.index()] {
            return Err(t!("free-move-undo-side-done", side = name.as_str()));
        }
        self.commands
            .iter()
            .enumerate()
            .skip(start.at)
            .rev()
            .find(|(_, command)| moved_by(command) == Some(side))
            .map(|(index, _)| index)
            .ok_or_else(|| t!("free-move-undo-nothing", side = name.as_str()))
    }

    /// Take back `side`'s last rearrangement move, or say why not (nothing changes then).
    pub fn undo_rearrangement(&mut self, side: Side) -> Result<(), String> {
        let dropped = self.rearrangement_undo(side)?;
        let Some(start) = self.rearrangement.clone() else {
            return Err(t!("free-move-undo-only-rearrangement"));
        };
        let kept: Vec<Command> = self.commands[start.at..]
            .iter()
            .enumerate()
            .filter(|(offset, _)| start.at + offset != dropped)
            .map(|(_, command)| command.clone())
            .collect();
        self.command_log
            .replace_from(start.at, (start.state, start.dice), kept)
            .map_err(|refused| t!("free-move-undo-depends", error = refused.error.to_string()))
    }
}

/// The side whose rearrangement move this is (steps and formation changes only).
fn moved_by(command: &Command) -> Option<Side> {
    match command {
        Command::Step { unit, .. } | Command::SetFormation { unit, .. } => Some(unit.side),
        _ => None,
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<UndoRearrangement>().add_systems(
        Update,
        undo_on_request.in_set(AppSystems::Update).run_if(
            in_state(Screen::FreeMove)
                .and_then(resource_exists::<FreeMoveSession>)
                .and_then(crate::app::session::replay::not_replaying::<FreeMoveSession>)
                // Across machines the rearrangement's moves are final (`network/relayed_battle.rs`).
                .and_then(not(crate::app::core::network::networked)),
        ),
    );
}

fn undo_on_request(
    mut requests: MessageReader<UndoRearrangement>,
    mut game: ResMut<FreeMoveSession>,
    mut notices: ResMut<Notices>,
) {
    for UndoRearrangement(side) in requests.read() {
        if let Err(why) = game.undo_rearrangement(*side) {
            notices.push(why);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games::free_move::game::Checkpoint;
    use crate::rules::free_move::UnitType;
    use crate::rules::free_move::builder::{Battlefield, blue, red};
    use crate::rules::free_move::geometry::Pose;

    /// Two red and one blue heavy infantry, far apart, in the rearrangement after the bell.
    fn after_the_bell() -> FreeMoveSession {
        let state = Battlefield::new()
            .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
            .unit(Side::First, 2, UnitType::HeavyInfantry, (30.0, 10.0), 0.0)
            .unit(
                Side::Second,
                1,
                UnitType::HeavyInfantry,
                (20.0, 40.0),
                180.0,
            )
            .at_phase(Phase::Rearrangement);
        let mut game = FreeMoveSession::new(state, 1);
        game.rearrangement = Some(Checkpoint {
            at: 0,
            state: game.state.clone(),
            dice: game.dice.clone(),
        });
        game
    }

    fn step(game: &mut FreeMoveSession, unit: crate::rules::free_move::UnitId, to: Pose) {
        game.execute(Command::Step { unit, to })
            .expect("a legal rearrangement step");
    }

    #[test]
    fn rule_4_rearrangement_undo_takes_back_the_sides_last_move_only() {
        let mut game = after_the_bell();
        let red_two_before = game.state.unit(red(2)).map(|unit| unit.pose);
        step(&mut game, red(1), Pose::new(12.0, 9.0, 0.0));
        step(&mut game, blue(1), Pose::new(22.0, 41.0, 180.0));
        step(&mut game, red(2), Pose::new(32.0, 9.0, 0.0));
        game.undo_rearrangement(Side::First)
            .expect("red's last step");
        let pose = |game: &FreeMoveSession, unit| game.state.unit(unit).map(|unit| unit.pose);
        assert_eq!(
            pose(&game, red(2)),
            red_two_before,
            "red's last step taken back"
        );
        assert_eq!(pose(&game, red(1)), Some(Pose::new(12.0, 9.0, 0.0)));
        assert_eq!(pose(&game, blue(1)), Some(Pose::new(22.0, 41.0, 180.0)));
        assert_eq!(game.commands.len(), 2);
        game.undo_rearrangement(Side::First)
            .expect("red's first step");
        assert_eq!(
            game.undo_rearrangement(Side::First),
            Err("Red has no rearrangement move to undo.".into())
        );
        assert_eq!(game.commands.len(), 1, "blue's step stays");
    }

    #[test]
    fn rule_4_rearrangement_undo_ends_when_the_side_is_done() {
        let mut game = after_the_bell();
        step(&mut game, red(1), Pose::new(12.0, 9.0, 0.0));
        game.execute(Command::Done { side: Side::First })
            .expect("red is done");
        let error = game.undo_rearrangement(Side::First).unwrap_err();
        assert!(error.contains("done"), "{error}");
    }

    /// A heavy infantry stand a side, in the timed move.
    fn in_the_timed_move() -> FreeMoveSession {
        let state = Battlefield::new()
            .unit(Side::First, 1, UnitType::HeavyInfantry, (10.0, 10.0), 0.0)
            .unit(
                Side::Second,
                1,
                UnitType::HeavyInfantry,
                (20.0, 40.0),
                180.0,
            )
            .at_phase(Phase::TimedMove);
        FreeMoveSession::new(state, 1)
    }

    #[test]
    fn rule_4_no_undo_in_the_timed_move() {
        let mut game = in_the_timed_move();
        step(&mut game, red(1), Pose::new(10.0, 12.0, 0.0));
        let error = game.undo_rearrangement(Side::First).unwrap_err();
        assert!(error.contains("only for the rearrangement"), "{error}");
    }

    #[test]
    fn rule_4_the_bell_starts_the_rearrangement_checkpoint() {
        let mut game = in_the_timed_move();
        step(&mut game, red(1), Pose::new(10.0, 12.0, 0.0));
        game.execute(Command::Bell).expect("the bell");
        assert_eq!(game.state.phase, Phase::Rearrangement);
        assert_eq!(game.rearrangement.as_ref().map(|start| start.at), Some(2));
    }
}
