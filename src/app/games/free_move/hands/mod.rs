//! The players' hands on the table: dragging stands, box selection, aiming missiles, the tape measure and orders.

pub mod box_select;
pub(super) mod missile_aim;
pub(super) mod orders;
pub mod stand_drag;
pub(super) mod tape_measure;
