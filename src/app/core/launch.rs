//! What the app opens on: the menu, a mode's page, the settings, or a scenario.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::core::network::NetAction;
use crate::rules::ladder::Level;
use crate::ruleset::Ruleset;
use crate::scenario::{self, Scenario, ScenarioError};

/// The first screen, chosen on the command line.
#[derive(Resource, Debug, Clone, PartialEq)]
pub enum Launch {
    /// The title menu.
    Menu,
    /// The Companion page of the menu.
    Companion,
    /// The companion with its melee calculator open and a melee fought (for a picture of
    /// the calculator's answer).
    CompanionMelee,
    /// The settings page.
    Settings,
    /// The controls page.
    Controls,
    /// The rules reference of a ruleset.
    Rules(Ruleset),
    /// The companion's printable roster sheets.
    Rosters,
    /// Demo mode: the computer plays these rulesets on a loop (all four when empty),
    /// beginning with a given scenario if there is one.
    Demo {
        rulesets: Vec<Ruleset>,
        first: Option<PathBuf>,
        /// The computer's level at every seat (Free Move's second side a level below).
        level: Level,
    },
    /// The rules walkthrough of a ruleset.
    Walkthrough(Ruleset),
    /// The Skirmish Wars set-up screen, with a random balanced layout from the seed if given.
    SkirmishSetup(Option<u64>),
    /// A scenario, already loaded and validated.
    Scenario {
        path: PathBuf,
        scenario: Box<Scenario>,
    },
    /// Host a scenario for players on other machines, or join a game hosted on another.
    Network(NetAction),
    /// The menu's Join page: an address to type, or a recent host.
    JoinPage,
}

impl Launch {
    /// Load and validate a scenario file to open.
    pub fn scenario(path: &Path) -> Result<Self, ScenarioError> {
        Ok(Launch::Scenario {
            path: path.to_path_buf(),
            scenario: Box::new(scenario::load(path)?),
        })
    }

    /// Load and validate a scenario file to host on UDP `port` (0: any free port).
    pub fn host(path: &Path, port: u16) -> Result<Self, ScenarioError> {
        Ok(Launch::Network(NetAction::Host {
            path: path.to_path_buf(),
            scenario: Box::new(scenario::load(path)?),
            port,
        }))
    }

    /// Join the game hosted at `address` (`host` or `host:port`) as `name` (the login name
    /// when none is given).
    pub fn join(address: &str, name: Option<String>) -> Self {
        Launch::Network(NetAction::Join {
            address: address.to_string(),
            name,
        })
    }

    /// Demo mode of `rulesets` (all four when empty), the computer at its best.
    pub fn demo(rulesets: Vec<Ruleset>) -> Self {
        Launch::Demo {
            rulesets,
            first: None,
            level: Level::General,
        }
    }

    /// Read the `<what>` of `muster screenshot`: `menu`, `companion`, `settings`,
    /// `controls`, `rules`, `skirmish-setup[:<seed>]` or a scenario file.
    pub fn parse(what: &str) -> Result<Self, String> {
        if let Some(ruleset) = ruleset_after(what, "rules-") {
            return Ok(Launch::Rules(ruleset));
        }
        if let Some(ruleset) = ruleset_after(what, "demo-") {
            return Ok(Launch::demo(vec![ruleset]));
        }
        if let Some(ruleset) = ruleset_after(what, "walkthrough-") {
            return Ok(Launch::Walkthrough(ruleset));
        }
        match what {
            "menu" => Ok(Launch::Menu),
            "companion" => Ok(Launch::Companion),
            "companion-melee" => Ok(Launch::CompanionMelee),
            "settings" => Ok(Launch::Settings),
            "controls" => Ok(Launch::Controls),
            "rules" => Ok(Launch::Rules(Ruleset::FreeMove)),
            "rosters" => Ok(Launch::Rosters),
            "demo" => Ok(Launch::demo(Vec::new())),
            "skirmish-setup" => Ok(Launch::SkirmishSetup(None)),
            "join" => Ok(Launch::JoinPage),
            file if file.starts_with("host:") => Launch::host(Path::new(&file["host:".len()..]), 0)
                .map_err(|error| error.to_string()),
            seeded if seeded.starts_with("skirmish-setup:") => seeded["skirmish-setup:".len()..]
                .parse()
                .map(|seed| Launch::SkirmishSetup(Some(seed)))
                .map_err(|_| format!("cannot show {seeded:?}: expected skirmish-setup:<seed>")),
            file if file.starts_with("demo:") => {
                let path = Path::new(&file["demo:".len()..]);
                let first = scenario::load(path).map_err(|error| error.to_string())?;
                Ok(Launch::Demo {
                    rulesets: first.ruleset().into_iter().collect(),
                    first: Some(path.to_path_buf()),
                    level: Level::General,
                })
            }
            file if file.ends_with(".ron") => {
                Launch::scenario(Path::new(file)).map_err(|error| error.to_string())
            }
            other => Err(format!(
                "cannot show {other:?}: expected menu, companion, companion-melee, rosters, settings, controls, rules, rules-<ruleset>, demo, demo-<ruleset>, walkthrough-<ruleset> (free-move, soldiers, skirmish, movement), skirmish-setup[:<seed>], join (the Join page), host:<scenario file> (its lobby), demo:<scenario file> or a scenario file (*.ron)"
            )),
        }
    }
}

/// The ruleset named after `prefix` in `what` (`demo-skirmish` → Skirmish Wars).
fn ruleset_after(what: &str, prefix: &str) -> Option<Ruleset> {
    what.strip_prefix(prefix).and_then(Ruleset::from_short_name)
}
