//! Start: the invitation written (the scenario, the players, the game id and the
//! starter's commitment to a half of the seed), and the starter's record kept.

use bevy::prelude::*;
use muster_text::t;

use super::files::{CorrespondenceFolder, secret, write_turn_file};
use super::messages::StartCorrespondence;
use super::reading::invitation;
use super::{CorrespondenceReport, CorrespondenceRulesets};
use crate::app::core::ui::notices::Notices;
use crate::app::session::turn_game::TurnGame;

/// Write the invitation of each game asked for whose scenario `G` plays.
pub fn start_games<G: TurnGame>(
    mut requests: MessageReader<StartCorrespondence>,
    folder: Res<CorrespondenceFolder>,
    rulesets: Res<CorrespondenceRulesets>,
    mut report: ResMut<CorrespondenceReport>,
    mut notices: ResMut<Notices>,
) {
    for request in requests.read() {
        let scenario = match crate::scenario::load(&request.scenario) {
            Ok(scenario) => scenario,
            Err(why) => {
                // One game says so, not each.
                if rulesets.0.first() == Some(&super::reading::short_name::<G>()) {
                    notices.push(why);
                }
                continue;
            }
        };
        if G::open(&scenario, 0, None).is_none() {
            continue;
        }
        let game = format!("{:016x}", secret());
        let (file, held) =
            match invitation::<G>(&scenario, request.my_seat, &request.names, game, secret()) {
                Ok(made) => made,
                Err(why) => {
                    notices.push(&why);
                    report.refused = Some(why);
                    continue;
                }
            };
        let path = folder.turn_file(&file.game, scenario.name(), file.turn);
        let kept = write_turn_file(&path, &file.to_text())
            .and_then(|()| folder.keep(&held).map_err(|error| error.to_string()));
        match kept {
            Ok(()) => {
                notices.confirm(t!(
                    "correspondence-invitation-written",
                    file = path.display().to_string()
                ));
                report.written = Some(path);
                report.refused = None;
            }
            Err(why) => notices.push(why),
        }
    }
}
