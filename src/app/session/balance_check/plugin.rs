//! The shared check's systems: its resource, a look once a frame whether it has finished,
//! and leaving the screen cancelling it.

use bevy::prelude::*;

use super::running::BalanceCheck;
use crate::app::core::screens::Screen;
use crate::app::session::computer_thinking::WaitForTheComputer;

/// The shared balance check every editor draws (see the module's docs).
pub fn plugin(app: &mut App) {
    app.init_resource::<BalanceCheck>().add_systems(
        Update,
        (forget_on_leaving_the_screen, finish_the_check).chain(),
    );
}

/// Take the check's report once its task has finished (a headless app waits for the next
/// game first).
fn finish_the_check(mut check: ResMut<BalanceCheck>, wait: Option<Res<WaitForTheComputer>>) {
    if check.is_running() {
        check.poll(wait.is_some_and(|wait| wait.0));
    }
}

/// Leaving the screen cancels a check under way and forgets its report.
fn forget_on_leaving_the_screen(
    mut transitions: MessageReader<StateTransitionEvent<Screen>>,
    mut check: ResMut<BalanceCheck>,
) {
    let left = transitions
        .read()
        .any(|transition| transition.exited != transition.entered);
    if left && !matches!(check.state, super::CheckState::Idle) {
        check.forget();
    }
}
