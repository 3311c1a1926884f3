//! Free Move across machines: what it gives the one command relay, and its own live words.

pub mod network_play;
pub mod relayed_battle;
