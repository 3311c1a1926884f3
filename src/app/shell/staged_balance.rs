//! A screenshot run's staged balance check (`--balance running|report`): the editor on
//! screen shows its Check balance section in that state, so the fit check sees it.

use bevy::prelude::*;

use crate::app::session::balance_check::{BalanceCheck, CheckState, StagedCheck};

/// The state the screenshot's check section is shown in.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StagedBalance(pub StagedCheck);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, stage.run_if(resource_exists::<StagedBalance>));
}

/// Put the staged state in again whenever the check is idle (entering the editor's screen
/// forgets the check).
fn stage(staged: Res<StagedBalance>, mut check: ResMut<BalanceCheck>) {
    if matches!(check.state, CheckState::Idle) {
        *check = BalanceCheck::staged(staged.0);
    }
}
