//! Keeps the core's [`Staging`] in step with what the shell runs: the demo, a walkthrough,
//! a screenshot run.

use bevy::prelude::*;

use crate::app::core::staging::Staging;
use crate::app::shell::demo::DemoMode;
use crate::app::shell::screenshot::ScreenshotRequest;
use crate::app::shell::walkthrough::ActiveWalkthrough;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(First, sync_staging);
}

fn sync_staging(
    demo: Option<Res<DemoMode>>,
    walkthrough: Option<Res<ActiveWalkthrough>>,
    screenshot: Option<Res<ScreenshotRequest>>,
    mut staging: ResMut<Staging>,
) {
    let now = Staging {
        demo: demo.is_some(),
        walkthrough: walkthrough.is_some(),
        screenshot: screenshot.is_some(),
    };
    staging.set_if_neq(now);
}
