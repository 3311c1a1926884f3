//! The seed agreed by both players, by commit and reveal (the design is in the module's
//! parent, [`super`]): the starter's half is committed to before the other half is known,
//! and the seed is a hash of both halves.

/// The commitment to the starter's `half` in game `game`: 64 hex digits.
pub fn commitment(game: &str, half: u64) -> String {
    let mut hasher = blake3::Hasher::new();
    hasher.update(b"muster seed commitment\0");
    hasher.update(&(game.len() as u64).to_le_bytes());
    hasher.update(game.as_bytes());
    hasher.update(&half.to_le_bytes());
    hasher.finalize().to_hex().to_string()
}

/// Whether `half` is the one `commitment` was made to.
pub fn keeps(commitment_made: &str, game: &str, half: u64) -> bool {
    commitment(game, half) == commitment_made
}

/// The game's seed: a hash of both halves (neither alone decides it).
pub fn agreed(starter_half: u64, other_half: u64) -> u64 {
    let mut hasher = blake3::Hasher::new();
    hasher.update(b"muster agreed seed\0");
    hasher.update(&starter_half.to_le_bytes());
    hasher.update(&other_half.to_le_bytes());
    let bytes = hasher.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&bytes.as_bytes()[..8]);
    u64::from_le_bytes(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_revealed_half_keeps_its_commitment_and_another_does_not() {
        let made = commitment("abc", 41);
        assert!(keeps(&made, "abc", 41));
        assert!(!keeps(&made, "abc", 42));
        assert!(!keeps(&made, "abd", 41));
    }

    #[test]
    fn the_seed_changes_with_either_half() {
        let seed = agreed(1, 2);
        assert_eq!(seed, agreed(1, 2));
        assert_ne!(seed, agreed(1, 3));
        assert_ne!(seed, agreed(0, 2));
        assert_ne!(seed, agreed(2, 1));
    }
}
