//! What the app opens on: the menu, a mode's page, the settings, or a scenario.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::ruleset::Ruleset;
use crate::scenario::{self, Scenario, ScenarioError};

/// The first screen, chosen on the command line.
#[derive(Resource, Debug, Clone, PartialEq)]
pub enum Launch {
    /// The title menu.
    Menu,
    /// The Companion page of the menu.
    Companion,
    /// The settings page.
    Settings,
    /// The controls page.
    Controls,
    /// The rules reference of a ruleset.
    Rules(Ruleset),
    /// The companion's printable roster sheets.
    Rosters,
    /// A scenario, already loaded and validated.
    Scenario {
        path: PathBuf,
        scenario: Box<Scenario>,
    },
}

impl Launch {
    /// Load and validate a scenario file to open.
    pub fn scenario(path: &Path) -> Result<Self, ScenarioError> {
        Ok(Launch::Scenario {
            path: path.to_path_buf(),
            scenario: Box::new(scenario::load(path)?),
        })
    }

    /// Read the `<what>` of `muster screenshot`: `menu`, `companion`, `settings`,
    /// `controls`, `rules` or a scenario file.
    pub fn parse(what: &str) -> Result<Self, String> {
        match what {
            "menu" => Ok(Launch::Menu),
            "companion" => Ok(Launch::Companion),
            "settings" => Ok(Launch::Settings),
            "controls" => Ok(Launch::Controls),
            "rules" => Ok(Launch::Rules(Ruleset::FreeMove)),
            "rules-soldiers" => Ok(Launch::Rules(Ruleset::Soldiers)),
            "rules-skirmish" => Ok(Launch::Rules(Ruleset::SkirmishWars)),
            "rules-movement" => Ok(Launch::Rules(Ruleset::MovementGame)),
            "rosters" => Ok(Launch::Rosters),
            file if file.ends_with(".ron") => {
                Launch::scenario(Path::new(file)).map_err(|error| error.to_string())
            }
            other => Err(format!(
                "cannot show {other:?}: expected menu, companion, rosters, settings, controls, rules, rules-soldiers, rules-skirmish, rules-movement or a scenario file (*.ron)"
            )),
        }
    }
}
