//! Fuzzing the scenario loader: every shipped scenario file, mutated at random (characters
//! dropped, doubled, swapped, numbers changed), is either refused with an error that names
//! the file or accepted and then builds a game without a panic.
//! `MUSTER_FUZZ_CASES` sets the mutations per file (default 60).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::catalogue::shipped;
use super::{Scenario, parse};
use crate::rules::dice::Dice;
use crate::ruleset::Ruleset;

fn cases() -> usize {
    std::env::var("MUSTER_FUZZ_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(60)
}

/// One random change to `text`.
fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return String::new();
    }
    for _ in 0..rng.random_range(1..4) {
        let at = rng.random_range(0..chars.len());
        match rng.random_range(0..6) {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, chars[at]),
            2 => {
                let other = rng.random_range(0..chars.len());
                chars.swap(at, other);
            }
            3 => {
                chars[at] = ['(', ')', '[', ']', ',', '"', ':', '9', '-', 'X', '~', '#']
                    [rng.random_range(0..12)]
            }
            4 => {
                if let Some(digit) = chars[at].to_digit(10) {
                    chars[at] =
                        char::from_digit((digit + rng.random_range(1..10)) % 10, 10).unwrap_or('0');
                } else {
                    chars.insert(at, '7');
                }
            }
            _ => chars.truncate(at.max(1)),
        }
        if chars.is_empty() {
            break;
        }
    }
    chars.into_iter().collect()
}

/// An accepted scenario must build its game without a panic.
fn build(scenario: &Scenario) {
    match scenario {
        Scenario::Soldiers(soldiers) => {
            let _ = super::soldiers::build_state(
                soldiers,
                crate::rules::soldiers::tables::Tables::shipped(),
            );
        }
        Scenario::Skirmish(skirmish) => {
            let _ = super::skirmish::build_state(skirmish, None);
        }
        Scenario::MovementGame(movement) => {
            let _ = movement.new_game(&mut Dice::seeded(1));
        }
        // A registered ruleset's game is built by the app.
        Scenario::FreeMove(_) | Scenario::Registered(_) => {}
    }
}

#[test]
fn mutated_scenario_files_are_refused_by_name_or_build_without_a_panic() {
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let mut refused = 0;
    let mut accepted = 0;
    for ruleset in Ruleset::ALL {
        for (path, _) in shipped(ruleset).expect("the shipped scenarios load") {
            let text = std::fs::read_to_string(&path).expect("readable");
            for _ in 0..cases() {
                let mutated = mutate(&text, &mut rng);
                match parse(&mutated, "fuzz.ron") {
                    Ok(scenario) => {
                        accepted += 1;
                        build(&scenario);
                    }
                    Err(error) => {
                        refused += 1;
                        let message = error.to_string();
                        assert!(
                            message.starts_with("fuzz.ron"),
                            "{}: an error that does not name the file: {message}",
                            path.display()
                        );
                    }
                }
            }
        }
    }
    assert!(
        refused > 0 && accepted > 0,
        "the mutations both break and keep files ({refused} refused, {accepted} accepted)"
    );
}
