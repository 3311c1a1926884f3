//! Tournaments between the computer's levels (issue 23, in progress): the figures a table of
//! results is read by. The players and the command come next.

pub mod schedule;
pub mod stats;
