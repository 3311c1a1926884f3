//! Seeds for new games: every game differs, and its seed is kept with it so it replays.

/// A seed from the clock: every game differs, and the seed is kept with the game.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |since| since.as_nanos() as u64)
}
