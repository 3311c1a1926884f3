//! Correspondence play between two headless apps, each with its own folder: a whole Skirmish
//! Wars game played by turn files to its end (each app plays its seat with the computer's
//! choice of commands, sends, the other opens), each tampering with a file refused with its
//! own message while the file as written opens, the other seat refused on this machine, and
//! a Soldiers turn opened showing nothing concealed from the opener.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster::app::core::launch::Launch;
use muster::app::games::movement_game::{MovementGameSession, MovementGameTurns};
use muster::app::games::skirmish::{SkirmishCommand, SkirmishSeat, SkirmishSession, SkirmishTurns};
use muster::app::games::soldiers::play::concealment::{concealed_from, correspondent};
use muster::app::games::soldiers::{SoldiersSession, SoldiersTurns};
use muster::app::session::correspondence::{
    Correspondence, CorrespondenceReport, OpenTurnFile, SendTurn, StartCorrespondence,
};
use muster::app::session::messages::ReplaySince;
use muster::app::session::{Session, SessionCommand, TurnGame};
use muster::correspondence::{TurnFile, TurnFileError};
use muster::rules::skirmish::command::Command;
use muster::rules::soldiers::state::Side;

use super::support::{notices, scenario, scratch};

/// Two apps on the title menu, each with its own scratch folder.
fn pair(name: &str) -> (App, App) {
    let app = |who: &str| {
        let dir = scratch(&format!("correspondence-{name}-{who}"));
        let mut app = muster::app::headless::headless_app(&dir, Launch::Menu);
        app.update();
        app
    };
    (app("ann"), app("bob"))
}

fn report(app: &App) -> CorrespondenceReport {
    app.world().resource::<CorrespondenceReport>().clone()
}

/// Send `message` and let it land (read, then the screen it opens).
fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    for _ in 0..3 {
        app.update();
    }
}

/// The file `app` wrote last.
fn written(app: &App) -> PathBuf {
    report(app).written.expect("a file written")
}

/// Open `path` in `app`: the refusal, if any.
fn open(app: &mut App, path: &Path) -> Option<TurnFileError> {
    send(app, OpenTurnFile(path.to_path_buf()));
    let refused = report(app).refused;
    // The other's turn replays through this side's eyes (Since your last turn) while the
    // game stands still; the player watches it, then goes back to the game.
    send(app, muster::app::session::replay::ReplayControl::Close);
    refused
}

/// Ann (seat 0) invites Bob to `scenario`, Bob accepts, Ann opens his answer: Ann's game is
/// on screen.
fn started(name: &str, scenario: PathBuf) -> (App, App) {
    let (mut ann, mut bob) = pair(name);
    send(
        &mut ann,
        StartCorrespondence {
            scenario,
            my_seat: 0,
            names: ["Ann".into(), "Bob".into()],
        },
    );
    let invitation = written(&ann);
    assert_eq!(open(&mut bob, &invitation), None, "{:?}", notices(&bob));
    let answer = written(&bob);
    assert_ne!(answer, invitation);
    assert_eq!(open(&mut ann, &answer), None, "{:?}", notices(&ann));
    (ann, bob)
}

fn my_seat(app: &App) -> usize {
    app.world().resource::<Correspondence>().held.my_seat
}

/// `app` plays its seat with the computer's choice until the other seat is to act or the
/// game is over, then sends the turn: the file written.
fn play_and_send(app: &mut App) -> PathBuf {
    play_and_send_of::<SkirmishTurns>(app)
}

/// The same for the game `G`.
fn play_and_send_of<G: TurnGame>(app: &mut App) -> PathBuf {
    let seat = my_seat(app);
    for _ in 0..2000 {
        let mut session = app.world_mut().resource_mut::<Session<G>>();
        if session.is_over() || G::acting_seat(&session.state) != Some(seat) {
            break;
        }
        let command = session.computer_command().expect("a command");
        app.world_mut()
            .write_message(SessionCommand::<G>::new(command));
        app.update();
    }
    send(app, SendTurn);
    written(app)
}

fn commands(app: &App) -> Vec<Command> {
    app.world().resource::<SkirmishSession>().commands.clone()
}

#[test]
fn a_whole_skirmish_wars_game_is_played_by_turn_files_to_its_end() {
    let (mut ann, mut bob) = started("whole", scenario("skirmish", "01_river_crossing.ron"));
    let mut files = 0;
    let (mut sender, mut receiver) = (&mut ann, &mut bob);
    loop {
        let file = play_and_send(sender);
        files += 1;
        assert_eq!(open(receiver, &file), None, "{:?}", notices(receiver));
        assert_eq!(
            commands(receiver),
            commands(sender),
            "both hold the same game"
        );
        if receiver.world().resource::<SkirmishSession>().is_over() {
            break;
        }
        assert!(files < 400, "the game ends");
        std::mem::swap(&mut sender, &mut receiver);
    }
    let over = receiver.world().resource::<SkirmishSession>();
    assert!(over.is_over());
    assert!(files > 4, "{files} files");
}

/// After the first turn: Ann's file to Bob, and Bob's app, which holds the game before it.
fn first_turn(name: &str) -> (App, App, PathBuf) {
    let (mut ann, bob) = started(name, scenario("skirmish", "01_river_crossing.ron"));
    let file = play_and_send(&mut ann);
    (ann, bob, file)
}

/// `file` read, changed by `change`, written beside it as `name`.
fn tampered(file: &Path, name: &str, change: impl FnOnce(&mut TurnFile<Command>)) -> PathBuf {
    let mut read = TurnFile::<Command>::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
    change(&mut read);
    let path = file.with_file_name(name);
    std::fs::write(&path, read.to_text()).unwrap();
    path
}

#[test]
fn each_tampering_is_refused_with_its_own_message_and_the_file_as_written_opens() {
    let (_ann, mut bob, file) = first_turn("tamper");
    let (_carl, _dora, another_game) = first_turn("tamper-another");
    let another_id = TurnFile::<Command>::parse(&std::fs::read_to_string(&another_game).unwrap())
        .unwrap()
        .game;
    let text = std::fs::read_to_string(&file).unwrap();
    let truncated = file.with_file_name("truncated.ron");
    std::fs::write(&truncated, &text[..text.len() / 2]).unwrap();
    let other_version = file.with_file_name("other-version.ron");
    std::fs::write(&other_version, text.replace("version: 1,", "version: 2,")).unwrap();
    let cases = [
        (
            tampered(&file, "changed.ron", |file| {
                file.commands[1].command = Command::EndTurn
            }),
            TurnFileError::CommandChanged { at: 2 },
        ),
        (
            tampered(&file, "removed.ron", |file| {
                file.commands.remove(1);
            }),
            TurnFileError::CommandRemoved { at: 2 },
        ),
        (
            tampered(&file, "swapped.ron", |file| file.commands.swap(0, 1)),
            TurnFileError::OrderSwapped { at: 1 },
        ),
        (
            another_game,
            TurnFileError::UnknownGame { found: another_id },
        ),
        (
            other_version,
            TurnFileError::OtherVersion { found: 2, reads: 1 },
        ),
    ];
    let mut words = Vec::new();
    for (path, refusal) in cases {
        assert_eq!(open(&mut bob, &path), Some(refusal), "{}", path.display());
        words.push(notices(&bob).last().cloned().unwrap_or_default());
    }
    let Some(TurnFileError::Unreadable { line, .. }) = open(&mut bob, &truncated) else {
        panic!("a truncated file is unreadable");
    };
    assert!(line > 1);
    words.push(notices(&bob).last().cloned().unwrap_or_default());
    let mut distinct = words.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        words.len(),
        "each its own message: {words:#?}"
    );
    // Nothing refused changed what Bob holds: the file as written opens.
    assert_eq!(open(&mut bob, &file), None, "{:?}", notices(&bob));
    assert!(bob.world().contains_resource::<SkirmishSession>());
}

#[test]
fn the_last_file_received_opens_again_to_take_the_turn_again_and_ones_own_does_not() {
    let (mut ann, mut bob, file) = first_turn("again");
    // Opened: Bob's app asks for Ann's turn to be shown from his last command, as he sees it.
    bob.world_mut().write_message(OpenTurnFile(file.clone()));
    bob.update();
    let asked: Vec<ReplaySince> = bob
        .world()
        .resource::<Messages<ReplaySince>>()
        .get_cursor()
        .read(bob.world().resource::<Messages<ReplaySince>>())
        .copied()
        .collect();
    assert_eq!(asked, vec![ReplaySince { seat: 1, from: 0 }]);
    bob.update();
    let received = commands(&bob);
    // What Ann holds already cannot be taken back on Bob's machine.
    send(&mut bob, muster::app::session::UndoRequest);
    assert_eq!(commands(&bob), received, "undo stops at the file");
    assert!(
        notices(&bob)
            .iter()
            .any(|notice| notice.contains("cannot be taken back")),
        "{:?}",
        notices(&bob)
    );
    let mut session = bob.world_mut().resource_mut::<SkirmishSession>();
    let command = session.computer_command().expect("Bob's command");
    send(&mut bob, SkirmishCommand::new(command));
    assert_eq!(commands(&bob).len(), received.len() + 1);
    // Muster closed in the middle of the turn: the file opens again, the turn from its start.
    assert_eq!(open(&mut bob, &file), None, "{:?}", notices(&bob));
    assert_eq!(commands(&bob), received);
    // Ann's own file, which she sent, is hers already.
    assert!(matches!(
        open(&mut ann, &file),
        Some(TurnFileError::AlreadyHeld { .. })
    ));
}

#[test]
fn the_other_seat_is_refused_on_this_machine_and_this_seat_plays() {
    let (mut ann, _bob) = started("remote", scenario("skirmish", "01_river_crossing.ron"));
    let before = commands(&ann).len();
    let mut session = ann.world_mut().resource_mut::<SkirmishSession>();
    let command = session.computer_command().expect("Ann's command");
    send(&mut ann, SkirmishCommand::new(command));
    assert_eq!(commands(&ann).len(), before + 1, "Ann's own seat plays");
    let file = play_and_send(&mut ann);
    assert!(file.exists());
    let mut session = ann.world_mut().resource_mut::<SkirmishSession>();
    let theirs = session.computer_command().expect("Bob's command");
    let held = commands(&ann).len();
    send(&mut ann, SkirmishCommand::new(theirs));
    assert_eq!(commands(&ann).len(), held, "Bob's seat is not played here");
    assert!(
        notices(&ann)
            .iter()
            .any(|notice| notice.contains("other player's machine")),
        "{:?}",
        notices(&ann)
    );
    // Bob's seat switched to the computer on Ann's machine: it still does not play there.
    ann.world_mut().resource_mut::<SkirmishSession>().seats[1] = SkirmishSeat::Veteran;
    for _ in 0..10 {
        ann.update();
    }
    assert_eq!(
        commands(&ann).len(),
        held,
        "the computer does not play Bob's seat here"
    );
}

#[test]
fn a_soldiers_turn_opened_shows_nothing_concealed_from_the_opener() {
    let (mut ann, mut bob) = started("soldiers", scenario("soldiers", "01_brunstatt.ron"));
    let seat = my_seat(&ann);
    for _ in 0..400 {
        let mut session = ann.world_mut().resource_mut::<SoldiersSession>();
        if session.is_over() || SoldiersTurns::acting_seat(&session.state) != Some(seat) {
            break;
        }
        let command = session.computer_command().expect("a command");
        ann.world_mut()
            .write_message(muster::app::games::soldiers::SoldiersCommand::new(command));
        ann.update();
    }
    send(&mut ann, SendTurn);
    assert_eq!(open(&mut bob, &written(&ann)), None, "{:?}", notices(&bob));
    let by_post = bob.world().resource::<Correspondence>();
    let side = correspondent(Some(by_post)).expect("Bob's side");
    assert_eq!(side, Side(1));
    let state = &bob.world().resource::<SoldiersSession>().state;
    let hidden = concealed_from(state, side);
    let view = SoldiersTurns::view_for(state, 1).expect("Soldiers hides");
    let shown: Vec<_> = state
        .units
        .iter()
        .filter(|unit| !hidden.contains(&unit.id))
        .map(|unit| unit.id)
        .collect();
    let seen: Vec<_> = view.units.iter().map(|unit| unit.id).collect();
    assert_eq!(shown, seen, "the screen shows Bob's view, no more");
}

#[test]
fn a_movement_game_goes_back_and_forth_by_turn_files_whoever_the_dice_put_first() {
    let (mut ann, mut bob) = started(
        "movement",
        scenario("movement_game", "01_twin_gates_two.ron"),
    );
    let (mut sender, mut receiver) = (&mut ann, &mut bob);
    for _ in 0..8 {
        let file = play_and_send_of::<MovementGameTurns>(sender);
        assert_eq!(open(receiver, &file), None, "{:?}", notices(receiver));
        let held = |app: &App| {
            app.world()
                .resource::<MovementGameSession>()
                .commands
                .clone()
        };
        assert_eq!(held(receiver), held(sender), "both hold the same game");
        if receiver.world().resource::<MovementGameSession>().is_over() {
            break;
        }
        std::mem::swap(&mut sender, &mut receiver);
    }
    assert!(
        !ann.world()
            .resource::<MovementGameSession>()
            .commands
            .is_empty()
    );
}
