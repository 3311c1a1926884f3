//! Check balance, once for every editor: the General against the General in every seat of
//! the scenario being edited, for a number of games, on bevy's `AsyncComputeTaskPool`
//! (never in the frame), with a progress bar and Cancel, then each seat's share of the
//! decided games with its 95% interval, the draws, the mean length and the verdict said
//! plainly. The games and the figures are the rules crate's ([`crate::balance`]).
//!
//! **What an editor does** (three things):
//!
//! 1. reads the shared `ResMut<BalanceCheck>` in the system that draws its panel;
//! 2. calls [`balance_check_ui`]`(ui, &mut check, || scenario)` where its panel has room for
//!    a "Check balance" section — the closure builds the scenario being edited (or says in
//!    words why it cannot be played yet) and is called only when Check balance is pressed;
//! 3. nothing else: [`plugin`] looks once a frame whether the check has finished (a headless
//!    app, [`WaitForTheComputer`](super::computer_thinking::WaitForTheComputer), waits in the
//!    frame for the next game, so a count of updates sees the same progress on any machine),
//!    and leaving the screen (any change of `Screen`) cancels a check under way and forgets
//!    its report.

mod panel;
mod plugin;
mod running;
mod staged;

pub use panel::balance_check_ui;
pub use plugin::plugin;
pub use running::{BalanceCheck, CheckState, Running};
pub use staged::{StagedCheck, UnknownStage};
