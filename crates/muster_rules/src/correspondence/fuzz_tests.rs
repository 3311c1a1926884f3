//! Thousands of random changes to a real turn file: each is refused with a message or reads
//! as the same game (the same scenario, seed and commands); never a panic, never a changed
//! game. `MUSTER_FUZZ_CASES` sets the number of mutations (default 3000).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::tests::played;
use super::*;
use crate::rules::skirmish::command::Command;

fn cases() -> usize {
    std::env::var("MUSTER_FUZZ_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(3000)
}

/// One to three random changes to `text`: a character removed, doubled, replaced, a digit
/// turned, or the text cut short.
fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..4) {
        if chars.is_empty() {
            break;
        }
        let at = rng.random_range(0..chars.len());
        match rng.random_range(0..6) {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, chars[at]),
            2 => chars[at] = ['(', ')', '[', ',', '"', '9', '-', 'Z', ' '][rng.random_range(0..9)],
            3 | 4 => {
                if let Some(digit) = chars[at].to_digit(16) {
                    chars[at] = char::from_digit((digit + 1) % 16, 16).unwrap_or('0');
                }
            }
            _ => chars.truncate(at.max(1)),
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mutated_turn_files_never_panic_and_never_read_as_a_changed_game() {
    let (file, held) = played(40, 20);
    assert!(file.commands.len() > 20, "the sender played");
    assert_eq!(
        reading::verify(&file, Some(&held)),
        Ok(()),
        "the file as written"
    );
    let text = file.to_text();
    let mut rng = ChaCha8Rng::seed_from_u64(37);
    let (mut refused, mut same) = (0, 0);
    for _ in 0..cases() {
        let changed = mutate(&text, &mut rng);
        let read = TurnFile::<Command>::parse(&changed)
            .and_then(|read| reading::verify(&read, Some(&held)).map(|()| read));
        match read {
            Ok(read) => {
                assert_eq!(read.commands(), file.commands(), "a changed game read");
                assert_eq!(read.seed(), file.seed());
                assert_eq!(read.scenario, file.scenario);
                assert_eq!(read.links(), file.links());
                same += 1;
            }
            Err(why) => {
                assert!(!why.to_string().is_empty());
                refused += 1;
            }
        }
    }
    assert!(refused > cases() / 2, "{refused} refused, {same} the same");
}
