//! What the app opens on: the menu, a mode's page, the settings, or a scenario.

pub mod form;

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::core::network::NetAction;
use crate::rules::ladder::Level;
use crate::ruleset::Ruleset;
use crate::scenario::{self, Scenario, ScenarioError};

pub use form::{FormError, ShownForm};

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
    /// The Soldiers scenario editor, on a new scenario or the file given (opened by the
    /// editor, which names a broken file's fault in a notice).
    SoldiersEditor(Option<PathBuf>),
    /// The Free Move battle builder, with a scenario file opened in it if given.
    FreeMoveBuilder(Option<PathBuf>),
    /// A ruleset's page: its scenarios, and the club's own.
    ModePage(Ruleset),
    /// The movement game's board editor, on the board of the file if one is named.
    BoardEditor(Option<PathBuf>),
    /// A scenario, already loaded and validated.
    Scenario {
        path: PathBuf,
        scenario: Box<Scenario>,
    },
    /// Host a scenario for players on other machines, or join a game hosted on another.
    Network(NetAction),
    /// The menu's Join page: an address to type, or a recent host.
    JoinPage,
    /// A ruleset's correspondence page: start a game by turn files, or open one.
    CorrespondencePage(Ruleset),
    /// A correspondence turn file opened (`muster open-turn <file>`).
    OpenTurn(PathBuf),
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

    /// Watch the game hosted at `address` as `name`: no seat, the game followed.
    pub fn watch(address: &str, name: Option<String>) -> Self {
        Launch::Network(NetAction::Watch {
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

    /// Read the `<what>` of `muster screenshot` (`menu`, `rules-soldiers`,
    /// `skirmish-setup:7`, `host:<file>`, a scenario file…; every form: [`form::FORMS`]) and
    /// open it: the form refused naming what was wrong, or its scenario file's own error.
    pub fn parse(what: &str) -> Result<Self, LaunchError> {
        Ok(Launch::open(what.parse()?)?)
    }

    /// Open a form already read: its scenario file loaded and checked where it names one.
    pub fn open(form: ShownForm) -> Result<Self, ScenarioError> {
        Ok(match form {
            ShownForm::Menu => Launch::Menu,
            ShownForm::Companion => Launch::Companion,
            ShownForm::CompanionMelee => Launch::CompanionMelee,
            ShownForm::Settings => Launch::Settings,
            ShownForm::Controls => Launch::Controls,
            ShownForm::Rosters => Launch::Rosters,
            ShownForm::JoinPage => Launch::JoinPage,
            ShownForm::Rules(ruleset) => Launch::Rules(ruleset),
            ShownForm::Demo(ruleset) => Launch::demo(ruleset.into_iter().collect()),
            ShownForm::Walkthrough(ruleset) => Launch::Walkthrough(ruleset),
            ShownForm::SkirmishSetup(seed) => Launch::SkirmishSetup(seed),
            ShownForm::SoldiersEditor(file) => Launch::SoldiersEditor(file),
            ShownForm::FreeMoveBuilder(path) => Launch::FreeMoveBuilder(path),
            ShownForm::BoardEditor(file) => Launch::BoardEditor(file),
            ShownForm::ModePage(ruleset) => Launch::ModePage(ruleset),
            ShownForm::CorrespondencePage(ruleset) => Launch::CorrespondencePage(ruleset),
            ShownForm::OpenTurn(path) => Launch::OpenTurn(path),
            ShownForm::Host(path) => Launch::host(&path, 0)?,
            ShownForm::Scenario(path) => Launch::scenario(&path)?,
            ShownForm::DemoOf(path) => {
                let first = scenario::load(&path)?;
                Launch::Demo {
                    rulesets: first.ruleset().into_iter().collect(),
                    first: Some(path),
                    level: Level::General,
                }
            }
        })
    }
}

/// Why `muster screenshot <what>` cannot open.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LaunchError {
    /// `<what>` is no form it takes.
    #[error(transparent)]
    Form(#[from] FormError),
    /// The scenario file it names cannot be used (the error names the file).
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR_CORNERS: &str = "scenarios/skirmish/04_four_corners.ron";

    #[test]
    fn each_form_opens_its_launch() {
        for (what, launch) in [
            ("menu", Launch::Menu),
            ("companion-melee", Launch::CompanionMelee),
            ("rules", Launch::Rules(Ruleset::FreeMove)),
            ("rules-movement", Launch::Rules(Ruleset::MovementGame)),
            ("demo", Launch::demo(Vec::new())),
            ("demo-soldiers", Launch::demo(vec![Ruleset::Soldiers])),
            (
                "walkthrough-skirmish",
                Launch::Walkthrough(Ruleset::Skirmish),
            ),
            ("skirmish-setup", Launch::SkirmishSetup(None)),
            ("skirmish-setup:7", Launch::SkirmishSetup(Some(7))),
            ("join", Launch::JoinPage),
        ] {
            assert_eq!(Launch::parse(what), Ok(launch), "{what}");
        }
    }

    #[test]
    fn a_scenario_file_opens_as_a_game_a_lobby_or_a_demo() {
        let path = Path::new(FOUR_CORNERS);
        assert_eq!(
            Launch::parse(FOUR_CORNERS),
            Launch::scenario(path).map_err(Into::into)
        );
        assert!(matches!(
            Launch::parse(FOUR_CORNERS),
            Ok(Launch::Scenario { .. })
        ));
        assert!(matches!(
            Launch::parse(&format!("host:{FOUR_CORNERS}")),
            Ok(Launch::Network(NetAction::Host { port: 0, .. }))
        ));
        assert_eq!(
            Launch::parse(&format!("demo:{FOUR_CORNERS}")),
            Ok(Launch::Demo {
                rulesets: vec![Ruleset::Skirmish],
                first: Some(path.to_path_buf()),
                level: Level::General,
            })
        );
    }

    #[test]
    fn a_scenario_file_that_cannot_be_read_is_refused_with_the_scenario_s_own_error() {
        for what in ["missing.ron", "host:missing.ron", "demo:missing.ron"] {
            let refused = Launch::parse(what).expect_err(what);
            assert!(
                matches!(
                    &refused,
                    LaunchError::Scenario(ScenarioError::Unreadable { file, .. }) if file.contains("missing.ron")
                ),
                "{what}: {refused:?}"
            );
        }
    }

    #[test]
    fn a_form_refused_before_any_file_is_read_keeps_its_form_error() {
        assert!(matches!(
            Launch::parse("skirmish-setup:x"),
            Err(LaunchError::Form(FormError::Seed { .. }))
        ));
        assert!(matches!(
            Launch::parse("host:"),
            Err(LaunchError::Form(FormError::NoFile {
                prefix: "host:",
                ..
            }))
        ));
    }
}
