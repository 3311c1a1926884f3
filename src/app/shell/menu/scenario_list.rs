//! The scenarios a mode's page lists, read when the page opens (no window needed, so a
//! headless test sees what the page would show): the shipped ones, and the club's own from
//! its folder ([`ClubFolders`]: every editor saves there). Skirmish Wars' `played/` copies,
//! written afresh each time a laid-out table is played, are not listed: the tables a club
//! keeps are the ones it saved.

use bevy::prelude::*;
use muster_text::t;

use crate::app::core::club_folders::ClubFolders;
use crate::app::core::menu_actions::ChosenMode;
use crate::app::core::registry::GameRegistry;
use crate::app::core::ruleset_door::RulesetEntry;
use crate::app::core::screens::Menu;
use crate::scenario::catalogue::{self, CatalogueEntry};

/// The chosen ruleset's scenario files, each with its title or why it cannot be used.
#[derive(Resource, Debug, Default)]
pub struct ScenarioList {
    pub shipped: Vec<CatalogueEntry>,
    pub club: Vec<CatalogueEntry>,
    /// Where the club's are, for the page to say.
    pub club_folder: String,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScenarioList>()
        .add_systems(OnEnter(Menu::Picker), read_scenario_list);
}

fn read_scenario_list(
    chosen: Res<ChosenMode>,
    registry: Res<GameRegistry>,
    club: Res<ClubFolders>,
    mut list: ResMut<ScenarioList>,
) {
    let entry = chosen
        .0
        .ruleset()
        .and_then(|ruleset| registry.ruleset(ruleset));
    list.shipped = entry
        .map(|entry| scenarios_of(&catalogue::scenarios_root(), entry))
        .unwrap_or_default();
    list.club = entry
        .map(|entry| scenarios_of(&club.root(), entry))
        .unwrap_or_default();
    list.club_folder = entry
        .map(|entry| club.folder(entry.id.folder()).display().to_string())
        .unwrap_or_default();
}

/// The scenario files in the ruleset's folder under `root`, each with its title or why it is
/// not one of the ruleset's.
pub fn scenarios_of(root: &std::path::Path, entry: &RulesetEntry) -> Vec<CatalogueEntry> {
    catalogue::list_folder(&root.join(entry.id.folder()), |scenario| {
        if (entry.plays)(scenario) {
            Ok(())
        } else {
            Err(t!(
                "menu-picker-wrong-folder",
                ruleset = scenario.ruleset_name().to_string(),
                folder = entry.id.title().to_string()
            ))
        }
    })
}
