//! The top layer: the menu, demo mode, the walkthroughs, screenshots and the fit check. It
//! knows the games and drives them through their messages; nothing below imports it.

pub mod demo;
pub mod fit_run;
pub mod menu;
mod pretend_gamepad;
pub mod screenshot;
pub mod seat_choices;
pub mod staged_balance;
pub mod staging_sync;
pub mod walkthrough;
pub mod window_size;
