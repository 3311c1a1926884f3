//! Correspondence play for every [`TurnGame`], written once: a game of two players on two
//! machines, days apart, by turn files (`muster_rules::correspondence`: the file, its hash
//! chain, the seed agreed by commit and reveal). Start writes the invitation; opening a
//! file accepts an invitation, or replays the game it carries and shows the other player's
//! turn through this player's own view ([`ReplaySince`](super::messages::ReplaySince));
//! Send turn writes the next file. The other seat is remote: its commands never come from
//! this machine.

pub mod files;
pub mod messages;
pub mod open;
pub mod panel;
pub mod reading;
pub mod send;
pub mod start;

use bevy::prelude::*;

pub use messages::{OpenTurnFile, SendTurn, StartCorrespondence};

use super::turn_game::{CommandOf, TurnGame};
use crate::correspondence::{Held, TurnFile};

/// The game on screen is played by correspondence: what this machine holds of it.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Correspondence {
    pub held: Held,
    /// The two players' names, by seat.
    pub names: Vec<String>,
    /// The last file this machine wrote, if any.
    pub last_sent: Option<std::path::PathBuf>,
}

impl Correspondence {
    /// Whether `seat` is played on this machine (the other seat is remote).
    pub fn plays_here(&self, seat: usize) -> bool {
        seat == self.held.my_seat
    }
}

/// The last turn file this machine holds of the game on screen (received or sent).
#[derive(Resource)]
pub struct CorrespondenceFile<G: TurnGame>(pub TurnFile<CommandOf<G>>);

/// What the last correspondence action came to: the file written, or the refusal (what the
/// tests and the page read; the player reads the notice).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct CorrespondenceReport {
    pub written: Option<std::path::PathBuf>,
    pub refused: Option<crate::correspondence::TurnFileError>,
}

/// The rulesets played by correspondence in this build (their short names).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct CorrespondenceRulesets(pub Vec<&'static str>);

/// Correspondence play for the game `G` (a two-player ruleset on the grid).
pub fn plugin<G: TurnGame>(app: &mut App) {
    if !app.world().contains_resource::<CorrespondenceRulesets>() {
        files::folder_plugin(app);
        app.init_resource::<CorrespondenceRulesets>()
            .init_resource::<CorrespondenceReport>()
            .add_message::<StartCorrespondence>()
            .add_message::<OpenTurnFile>()
            .add_message::<messages::TurnFileRead>()
            .add_message::<SendTurn>()
            .add_systems(
                Update,
                open::read_turn_files.in_set(crate::app::core::system_sets::AppSystems::Update),
            );
    }
    let name = reading::short_name::<G>();
    app.world_mut()
        .resource_mut::<CorrespondenceRulesets>()
        .0
        .push(name);
    app.add_systems(
        Update,
        (
            start::start_games::<G>,
            open::open_turn_files::<G>.after(open::read_turn_files),
            send::send_turn::<G>,
        )
            .in_set(crate::app::core::system_sets::AppSystems::Update),
    )
    .add_systems(OnExit(G::SCREEN), |mut commands: Commands| {
        commands.remove_resource::<Correspondence>();
        commands.remove_resource::<CorrespondenceFile<G>>();
    });
}
