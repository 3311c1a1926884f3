//! A Skirmish Wars game written to turn files and read back: the file as written opens, and
//! each tampering is refused with its own variant.

use super::*;
use crate::rules::engine::execute_in_one_language;
use crate::rules::ladder::Level;
use crate::rules::skirmish::command::Command;
use crate::rules::skirmish::engine::Skirmish;
use crate::rules::skirmish::ladder::Computer;
use crate::scenario::catalogue::scenarios_root;
use crate::scenario::{self, Scenario, Start};

/// The starter's and the other player's halves in these tests.
const STARTER_HALF: u64 = 11;
const OTHER_HALF: u64 = 22;

/// A game of River Crossing after the invitation, the acceptance and the reveal: the
/// computer plays `held_commands` commands, which the receiver holds, then the sender's
/// turn on (up to `commands` in all, while the sender is to act); and the receiver's record
/// (the player not to act after `held_commands`).
pub(super) fn played(commands: usize, held_commands: usize) -> (TurnFile<Command>, Held) {
    let scenario = scenario::load(&scenarios_root().join("skirmish/01_river_crossing.ron"))
        .expect("the shipped scenario");
    let Scenario::Skirmish(skirmish) = &scenario else {
        panic!("a Skirmish Wars scenario");
    };
    let players = vec![
        Player {
            name: "Ann".into(),
            seat: 0,
        },
        Player {
            name: "Bob".into(),
            seat: 1,
        },
    ];
    let mut file = TurnFile::invitation(
        "g1".into(),
        "skirmish",
        scenario.clone(),
        players,
        STARTER_HALF,
    );
    file.other_half = Some(OTHER_HALF);
    file.starter_half = Some(STARTER_HALF);
    let seed = file.seed().expect("both halves");
    let (mut state, mut dice) = Skirmish::start(skirmish, seed).expect("it starts");
    let mut computer = Computer::new(Level::Veteran, 3);
    let mut play = |file: &mut TurnFile<Command>| {
        let seat = state.acting().expect("someone to act").0;
        let command = computer.next_command(&state);
        execute_in_one_language::<Skirmish>(&mut state, command.clone(), &mut dice)
            .expect("the computer's command");
        assert!(file.push(seat, command));
        state.acting().map(|seat| seat.0)
    };
    let mut sender = 0;
    for _ in 0..held_commands {
        sender = play(&mut file).expect("not over");
    }
    let receiver = 1 - sender;
    let held = Held {
        game: "g1".into(),
        ruleset: "skirmish".into(),
        my_seat: receiver,
        starter: receiver == 0,
        my_half: if receiver == 0 {
            STARTER_HALF
        } else {
            OTHER_HALF
        },
        turn: 1,
        links: file.links(),
        received: true,
    };
    while file.commands.len() < commands {
        if play(&mut file) != Some(sender) {
            break;
        }
    }
    file.turn = 2;
    (file, held)
}

/// The same file and record with the two players' parts swapped: the file's new commands are
/// now the receiver's own.
fn seen_by_the_sender(held: &Held) -> Held {
    let sender = 1 - held.my_seat;
    Held {
        my_seat: sender,
        starter: sender == 0,
        my_half: if sender == 0 {
            STARTER_HALF
        } else {
            OTHER_HALF
        },
        ..held.clone()
    }
}

fn reread(file: &TurnFile<Command>) -> Result<TurnFile<Command>, TurnFileError> {
    TurnFile::parse(&file.to_text())
}

#[test]
fn the_file_as_written_opens_and_holds_the_same_game() {
    let (file, held) = played(40, 10);
    let read = reread(&file).expect("it parses");
    assert_eq!(read, file);
    assert_eq!(reading::verify(&read, Some(&held)), Ok(()));
    assert!(file.to_text().starts_with("// Muster turn file"));
}

#[test]
fn a_command_changed_is_refused_where_the_chain_breaks() {
    let (mut file, held) = played(40, 10);
    file.commands[4].command = Command::EndTurn;
    let refused = reading::verify(&reread(&file).unwrap(), Some(&held));
    assert_eq!(refused, Err(TurnFileError::CommandChanged { at: 5 }));
    assert!(refused.unwrap_err().to_string().contains('5'));
}

#[test]
fn a_command_removed_is_refused_as_removed() {
    let (mut file, held) = played(40, 10);
    file.commands.remove(6);
    assert_eq!(
        reading::verify(&reread(&file).unwrap(), Some(&held)),
        Err(TurnFileError::CommandRemoved { at: 7 })
    );
}

#[test]
fn two_commands_swapped_are_refused_as_swapped() {
    let (mut file, held) = played(40, 10);
    file.commands.swap(3, 4);
    assert_eq!(
        reading::verify(&reread(&file).unwrap(), Some(&held)),
        Err(TurnFileError::OrderSwapped { at: 4 })
    );
}

#[test]
fn a_command_added_is_refused_as_added() {
    let (mut file, held) = played(40, 10);
    let copy = file.commands[2].clone();
    file.commands.insert(3, copy);
    assert_eq!(
        reading::verify(&reread(&file).unwrap(), Some(&held)),
        Err(TurnFileError::CommandAdded { at: 4 })
    );
}

#[test]
fn another_games_file_is_refused_with_both_ids() {
    let (mut file, held) = played(4, 0);
    file.game = "g2".into();
    assert_eq!(
        reading::verify(&file, Some(&held)),
        Err(TurnFileError::AnotherGame {
            found: "g2".into(),
            held: "g1".into()
        })
    );
}

#[test]
fn a_truncated_file_is_refused_with_its_line_and_column() {
    let (file, _) = played(4, 0);
    let text = file.to_text();
    let refused = TurnFile::<Command>::parse(&text[..text.len() * 2 / 3]);
    let Err(TurnFileError::Unreadable { line, .. }) = &refused else {
        panic!("not refused as unreadable: {refused:?}");
    };
    assert!(*line > 1);
    assert!(refused.unwrap_err().to_string().contains("line"));
}

#[test]
fn a_file_of_another_version_is_refused_with_both_versions() {
    let (file, _) = played(2, 0);
    let text = file.to_text().replace("version: 1,", "version: 7,");
    let refused = TurnFile::<Command>::parse(&text).unwrap_err();
    assert_eq!(refused, TurnFileError::OtherVersion { found: 7, reads: 1 });
    let words = refused.to_string();
    assert!(words.contains('7') && words.contains('1'), "{words}");
}

#[test]
fn a_chain_rewritten_over_a_held_command_is_refused_at_that_command() {
    let (mut file, held) = played(12, 6);
    // Command 3 changed and every link after it made again: the file's own chain holds, but
    // the receiver holds command 3 as it was.
    let mut commands = file.commands.clone();
    commands[2].command = Command::EndTurn;
    file.commands.clear();
    for entry in commands {
        file.push(entry.seat, entry.command);
    }
    assert_eq!(
        reading::verify(&file, Some(&held)),
        Err(TurnFileError::ChangedSinceYours { at: 3 })
    );
}

#[test]
fn a_file_with_fewer_commands_than_held_is_older_and_the_same_turn_is_held_already() {
    let (file, mut held) = played(8, 8);
    let mut older = file.clone();
    older.commands.truncate(5);
    assert_eq!(
        reading::verify(&older, Some(&held)),
        Err(TurnFileError::OlderThanHeld { found: 5, held: 8 })
    );
    held.turn = 2;
    held.received = false;
    assert_eq!(
        reading::verify(&file, Some(&held)),
        Err(TurnFileError::AlreadyHeld { turn: 2 })
    );
}

#[test]
fn a_new_command_for_the_receivers_own_seat_is_refused_and_the_senders_is_not() {
    let (file, held) = played(40, 10);
    assert!(file.commands.len() > 10, "the sender played");
    assert_eq!(reading::verify(&file, Some(&held)), Ok(()));
    assert_eq!(
        reading::verify(&file, Some(&seen_by_the_sender(&held))),
        Err(TurnFileError::NotTheirTurn { at: 11 })
    );
}

#[test]
fn a_revealed_half_that_breaks_its_commitment_is_refused() {
    let (mut file, held) = played(0, 0);
    assert_eq!(reading::verify(&file, Some(&held)), Ok(()));
    file.starter_half = Some(STARTER_HALF + 1);
    assert_eq!(
        reading::verify(&file, Some(&held)),
        Err(TurnFileError::SeedNotKept)
    );
}

#[test]
fn an_invitation_carries_no_half_and_no_command_can_be_added_to_it() {
    let (file, _) = played(0, 0);
    let mut invitation = TurnFile::<Command>::invitation(
        "g1".into(),
        "skirmish",
        file.scenario.clone(),
        file.players.clone(),
        STARTER_HALF,
    );
    assert_eq!(invitation.seed(), None);
    assert!(
        !invitation
            .to_text()
            .contains(&format!(": Some({STARTER_HALF})"))
    );
    assert!(!invitation.push(0, Command::EndTurn));
    assert_eq!(reading::verify(&invitation, None), Ok(()));
}

#[test]
fn the_last_file_received_opens_again_and_ones_own_sent_file_does_not() {
    let (file, mut held) = played(40, 10);
    held.turn = file.turn;
    held.links = file.links();
    assert_eq!(reading::verify(&file, Some(&held)), Ok(()));
    held.received = false;
    assert_eq!(
        reading::verify(&file, Some(&held)),
        Err(TurnFileError::AlreadyHeld { turn: file.turn })
    );
}
