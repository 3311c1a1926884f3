//! Opening a turn file: read from disk and its version and ruleset named first (one
//! system for every game), then the game of its ruleset accepts an invitation, or replays
//! the game and puts it on screen with the other player's turn shown through this player's
//! view ([`ReplaySince`]).

use bevy::prelude::*;
use muster_text::t;
use serde::Deserialize;

use super::files::{CorrespondenceFolder, secret, write_turn_file};
use super::messages::{OpenTurnFile, TurnFileRead};
use super::reading::{Reading, accept, read, short_name};
use super::{Correspondence, CorrespondenceFile, CorrespondenceReport, CorrespondenceRulesets};
use crate::app::core::menu_actions::{ActiveScenario, ChosenMode};
use crate::app::core::mode::Mode;
use crate::app::core::screens::{Menu, Screen};
use crate::app::core::ui::notices::Notices;
use crate::app::session::messages::ReplaySince;
use crate::app::session::turn_game::TurnGame;
use crate::correspondence::TurnFileError;
use crate::correspondence::file::check_version;

/// What names the game a file is of.
#[derive(Deserialize)]
struct Heading {
    ruleset: String,
    game: String,
}

/// The file's heading: its ruleset and game, or why it is no turn file this build reads.
fn heading(text: &str, rulesets: &[&str]) -> Result<Heading, TurnFileError> {
    check_version(text)?;
    let heading = ron::from_str::<Heading>(text).map_err(TurnFileError::unreadable)?;
    if !rulesets.contains(&heading.ruleset.as_str()) {
        return Err(TurnFileError::OtherRuleset {
            found: heading.ruleset,
            expected: rulesets.join(", "),
        });
    }
    Ok(heading)
}

/// Read each file asked for and hand it to the game of its ruleset.
pub fn read_turn_files(
    mut requests: MessageReader<OpenTurnFile>,
    rulesets: Res<CorrespondenceRulesets>,
    mut read: MessageWriter<TurnFileRead>,
    mut report: ResMut<CorrespondenceReport>,
    mut notices: ResMut<Notices>,
) {
    for OpenTurnFile(path) in requests.read() {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                notices.push(t!(
                    "correspondence-cannot-read",
                    file = path.display().to_string(),
                    error = error.to_string()
                ));
                continue;
            }
        };
        match heading(&text, &rulesets.0) {
            Ok(heading) => {
                read.write(TurnFileRead {
                    path: path.clone(),
                    ruleset: heading.ruleset,
                    text,
                });
            }
            Err(why) => {
                notices.push(&why);
                report.refused = Some(why);
            }
        }
    }
}

/// Open each file of `G`'s ruleset: an invitation is accepted (the answer written), a turn
/// is replayed and put on screen.
pub fn open_turn_files<G: TurnGame>(
    mut files: MessageReader<TurnFileRead>,
    folder: Res<CorrespondenceFolder>,
    screen: Res<State<Screen>>,
    mut report: ResMut<CorrespondenceReport>,
    mut notices: ResMut<Notices>,
    mut replays: MessageWriter<ReplaySince>,
    mut commands: Commands,
) {
    for file in files.read() {
        if file.ruleset != short_name::<G>() {
            continue;
        }
        let held = ron::from_str::<Heading>(&file.text)
            .ok()
            .and_then(|heading| folder.held(&heading.game));
        match read::<G>(&file.text, held.as_ref()) {
            Err(why) => {
                notices.push(&why);
                report.refused = Some(why);
            }
            Ok(Reading::Invitation(invitation)) => {
                let (answer, held) = accept(invitation, secret());
                let path = folder.turn_file(&answer.game, answer.scenario.name(), answer.turn);
                let kept = write_turn_file(&path, &answer.to_text())
                    .and_then(|()| folder.keep(&held).map_err(|error| error.to_string()));
                match kept {
                    Ok(()) => {
                        notices.confirm(t!(
                            "correspondence-accepted",
                            file = path.display().to_string()
                        ));
                        report.written = Some(path);
                        report.refused = None;
                    }
                    Err(why) => notices.push(why),
                }
            }
            Ok(Reading::Game { session, file }) => {
                let Some(mut held) = held else {
                    continue;
                };
                let from = held.commands();
                held.turn = file.turn;
                held.links = file.links();
                held.received = true;
                let scenario_path = match folder
                    .keep(&held)
                    .and_then(|()| folder.keep_scenario(&held.game, &file.scenario))
                {
                    Ok(path) => path,
                    Err(error) => {
                        notices.push(error);
                        continue;
                    }
                };
                let mut names = vec![String::new(); 2];
                for player in &file.players {
                    if let Some(name) = names.get_mut(player.seat) {
                        name.clone_from(&player.name);
                    }
                }
                notices.confirm(t!(
                    "correspondence-opened",
                    whereabouts = G::whereabouts(&session.state)
                ));
                report.refused = None;
                replays.write(ReplaySince {
                    seat: held.my_seat,
                    from,
                });
                if let Screen::Playing(id) = G::SCREEN {
                    commands.insert_resource(ChosenMode(Mode::Ruleset(id)));
                }
                commands.insert_resource(ActiveScenario {
                    path: scenario_path,
                    scenario: file.scenario.clone(),
                });
                commands.insert_resource(*session);
                commands.insert_resource(CorrespondenceFile::<G>(file));
                commands.insert_resource(Correspondence {
                    held,
                    names,
                    last_sent: None,
                });
                if *screen.get() != G::SCREEN {
                    commands.set_state(G::SCREEN);
                }
                commands.set_state(Menu::None);
            }
        }
    }
}
