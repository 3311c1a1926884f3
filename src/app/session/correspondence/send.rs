//! Send turn: the game on screen written to the next turn file (the file held, with this
//! player's commands signed on), the path said in a notice, and the player's record kept so
//! the reply can be opened days later.

use bevy::prelude::*;
use muster_text::t;

use super::files::{CorrespondenceFolder, write_turn_file};
use super::messages::SendTurn;
use super::reading::next_file;
use super::{Correspondence, CorrespondenceFile, CorrespondenceReport};
use crate::app::core::ui::notices::Notices;
use crate::app::session::turn_game::TurnGame;
use crate::app::session::turns::Session;

/// Write the next file of the correspondence game of `G` on screen, when asked.
pub fn send_turn<G: TurnGame>(
    mut requests: MessageReader<SendTurn>,
    session: Option<Res<Session<G>>>,
    file: Option<ResMut<CorrespondenceFile<G>>>,
    playing: Option<ResMut<Correspondence>>,
    folder: Res<CorrespondenceFolder>,
    mut report: ResMut<CorrespondenceReport>,
    mut notices: ResMut<Notices>,
) {
    if requests.read().count() == 0 {
        return;
    }
    let (Some(session), Some(mut file), Some(mut playing)) = (session, file, playing) else {
        return;
    };
    let next = match next_file(&file.0, &session, playing.held.my_seat) {
        Ok(next) => next,
        Err(why) => {
            notices.push(why);
            return;
        }
    };
    let path = folder.turn_file(&next.game, next.scenario.name(), next.turn);
    if let Err(why) = write_turn_file(&path, &next.to_text()) {
        notices.push(why);
        return;
    }
    playing.held.turn = next.turn;
    playing.held.links = next.links();
    playing.held.received = false;
    if let Err(error) = folder.keep(&playing.held) {
        notices.push(error);
    }
    playing.last_sent = Some(path.clone());
    file.0 = next;
    notices.confirm(t!("correspondence-sent", file = path.display().to_string()));
    report.written = Some(path);
    report.refused = None;
}
