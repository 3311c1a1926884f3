//! Free Move across machines.

pub mod network_play;
