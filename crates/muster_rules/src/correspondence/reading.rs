//! Whether a turn file continues the game this player holds: the checks that need no engine
//! (the game, the seed's halves, the chain, what the player holds, whose commands are new).
//! The app replays the commands on the engine after these pass.

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::error::TurnFileError;
use super::file::TurnFile;
use super::held::Held;
use super::seed;

/// The file, checked against `held` (what this player holds of the game; `None` for an
/// invitation just received): `Ok` or the one refusal that says which way it fails.
pub fn verify<C: Serialize + DeserializeOwned + Clone>(
    file: &TurnFile<C>,
    held: Option<&Held>,
) -> Result<(), TurnFileError> {
    if let Some(held) = held {
        if file.game != held.game {
            return Err(TurnFileError::AnotherGame {
                found: file.game.clone(),
                held: held.game.clone(),
            });
        }
        if file.ruleset != held.ruleset {
            return Err(TurnFileError::OtherRuleset {
                found: file.ruleset.clone(),
                expected: held.ruleset.clone(),
            });
        }
    }
    if file.players.len() != 2 {
        return Err(TurnFileError::StartChanged);
    }
    if let Some(half) = file.starter_half
        && !seed::keeps(&file.seed_commitment, &file.game, half)
    {
        return Err(TurnFileError::SeedNotKept);
    }
    if file.seed().is_none() && !file.commands.is_empty() {
        return Err(TurnFileError::CommandsBeforeSeed);
    }
    check_chain(file)?;
    if let Some(held) = held {
        against_held(file, held)?;
    }
    Ok(())
}

/// The file's own chain: each command numbered in its place and linked to the one before.
fn check_chain<C: Serialize + DeserializeOwned + Clone>(
    file: &TurnFile<C>,
) -> Result<(), TurnFileError> {
    let links = file.links();
    for (index, entry) in file.commands.iter().enumerate() {
        let at = index + 1;
        if entry.n != at {
            let next = file.commands.get(index + 1).map(|next| next.n);
            return Err(if entry.n == at + 1 && next == Some(at) {
                TurnFileError::OrderSwapped { at }
            } else if entry.n > at {
                TurnFileError::CommandRemoved { at }
            } else {
                TurnFileError::CommandAdded { at }
            });
        }
        if links.get(at) != Some(&entry.link) {
            return Err(TurnFileError::CommandChanged { at });
        }
    }
    Ok(())
}

/// The file against what this player holds: not older, not a turn already held, the same
/// start and every command held unchanged, and no new command for this player's own seat.
fn against_held<C: Serialize + DeserializeOwned + Clone>(
    file: &TurnFile<C>,
    held: &Held,
) -> Result<(), TurnFileError> {
    if file.commands.len() < held.commands() {
        return Err(TurnFileError::OlderThanHeld {
            found: file.commands.len(),
            held: held.commands(),
        });
    }
    let opened_again = held.received && file.turn == held.turn && file.links() == held.links;
    if file.turn <= held.turn && !opened_again {
        return Err(TurnFileError::AlreadyHeld { turn: file.turn });
    }
    let my_half_kept = if held.starter {
        seed::keeps(&file.seed_commitment, &file.game, held.my_half)
    } else {
        file.other_half == Some(held.my_half)
    };
    let my_seat_kept = file
        .players
        .iter()
        .any(|player| player.seat == held.my_seat)
        && file
            .starter_seat()
            .is_some_and(|seat| (seat == held.my_seat) == held.starter);
    if !my_half_kept || !my_seat_kept {
        return Err(TurnFileError::StartChanged);
    }
    let links = file.links();
    for (index, mine) in held.links.iter().enumerate() {
        if links.get(index) != Some(mine) {
            return Err(if index == 0 {
                TurnFileError::StartChanged
            } else {
                TurnFileError::ChangedSinceYours { at: index }
            });
        }
    }
    if let Some(index) = file
        .commands
        .iter()
        .enumerate()
        .skip(held.commands())
        .find_map(|(index, entry)| (entry.seat == held.my_seat).then_some(index))
    {
        return Err(TurnFileError::NotTheirTurn { at: index + 1 });
    }
    Ok(())
}
