//! Colours of the set-up screen's table: the square board's own terrain and army
//! colours, and the marks of the set-up (empty slots, the selection, problems).

use bevy_egui::egui::Color32;

pub use crate::app::games::skirmish::view::palette::{NEUTRAL, army};

/// Behind the table.
pub const BACKDROP: Color32 = Color32::from_rgb(24, 30, 28);
/// An empty slot's outline and plus.
pub const EMPTY_SLOT: Color32 = Color32::from_rgb(85, 95, 90);
/// A laid tile's border.
pub const TILE_EDGE: Color32 = Color32::from_rgb(20, 24, 22);
/// The selected tile and the square or slot under the pointer.
pub const SELECTED: Color32 = Color32::from_rgb(255, 240, 120);
/// Where a problem is.
pub const PROBLEM: Color32 = Color32::from_rgb(235, 50, 40);
/// A problem's text in the panel.
pub const PROBLEM_TEXT: Color32 = Color32::from_rgb(255, 140, 120);
/// "Ready to play" in the panel.
pub const READY_TEXT: Color32 = Color32::from_rgb(140, 220, 140);
