//! Following the learner: each command a game executed or refused, as the games report it,
//! moves the walkthrough on (a step done, with the rule that allowed it) or shows the
//! engine's reason for refusing it.

use bevy::prelude::*;

use super::ActiveWalkthrough;
use crate::app::core::command_outcome::CommandOutcome;

/// The learner asks to leave the current step undone and go on.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkipStep;

pub(super) fn plugin(app: &mut App) {
    // After every game's `Update` systems, so a command is followed in the frame it ran.
    app.add_message::<SkipStep>().add_systems(
        PostUpdate,
        (follow_the_learner, skip_steps).run_if(resource_exists::<ActiveWalkthrough>),
    );
}

fn follow_the_learner(
    mut outcomes: MessageReader<CommandOutcome>,
    mut active: ResMut<ActiveWalkthrough>,
) {
    let ActiveWalkthrough { loaded, progress } = active.as_mut();
    let learner = loaded.walkthrough.learner;
    for outcome in outcomes.read() {
        let by_learner = outcome.seat == Some(learner);
        match &outcome.result {
            Ok(kinds) => {
                progress.observe(&loaded.walkthrough, by_learner, kinds);
            }
            Err(why) if by_learner => progress.refused(why.clone()),
            Err(_) => {}
        }
    }
}

fn skip_steps(mut skips: MessageReader<SkipStep>, mut active: ResMut<ActiveWalkthrough>) {
    let ActiveWalkthrough { loaded, progress } = active.as_mut();
    for SkipStep in skips.read() {
        progress.skip(&loaded.walkthrough);
    }
}
