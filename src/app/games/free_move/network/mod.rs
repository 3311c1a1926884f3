//! Free Move across machines.

pub mod network_play;
pub mod relayed_battle;
