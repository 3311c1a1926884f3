//! The `<what>` of `muster screenshot` read as a typed form before any file is opened (clap
//! reads it through [`ShownForm`]'s `FromStr`), and the command line's ruleset and level
//! names: each refusal names the text and what was wrong with it.

use muster_text::t;
use std::path::PathBuf;
use std::str::FromStr;

use crate::rules::ladder::Level;
use crate::ruleset::Ruleset;

/// Every form `muster screenshot <what>` takes, for the refusal that lists them.
pub const FORMS: &str = "menu, companion, companion-melee, rosters, settings, controls, rules, \
    rules-<ruleset>, demo, demo-<ruleset>, walkthrough-<ruleset> (free-move, soldiers, \
    skirmish, movement), skirmish-setup[:<seed>], \
    soldiers-editor[:<scenario file>], join (the Join page), \
    rules-<ruleset>, demo, demo-<ruleset>, walkthrough-<ruleset>, page-<ruleset> (free-move, soldiers, \
    skirmish, movement), skirmish-setup[:<seed>], board-editor[:<scenario file>], \
    join (the Join page), \
    host:<scenario file> (its lobby), demo:<scenario file> or a scenario file (*.ron), \
    correspondence-<ruleset> (its correspondence page), open-turn:<turn file>";

/// What `muster screenshot` is asked to show, as written: no file has been read yet
/// ([`super::Launch::open`] reads it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShownForm {
    /// `menu`
    Menu,
    /// `companion`
    Companion,
    /// `companion-melee`
    CompanionMelee,
    /// `settings`
    Settings,
    /// `controls`
    Controls,
    /// `rosters`
    Rosters,
    /// `join`: the menu's Join page.
    JoinPage,
    /// `rules` (Free Move's) or `rules-<ruleset>`.
    Rules(Ruleset),
    /// `demo` (every ruleset) or `demo-<ruleset>`.
    Demo(Option<Ruleset>),
    /// `demo:<scenario file>`: demo mode beginning with that scenario.
    DemoOf(PathBuf),
    /// `walkthrough-<ruleset>`
    Walkthrough(Ruleset),
    /// `skirmish-setup` or `skirmish-setup:<seed>`.
    SkirmishSetup(Option<u64>),
    /// `soldiers-editor` or `soldiers-editor:<scenario file>`: the Soldiers scenario editor.
    SoldiersEditor(Option<PathBuf>),
    /// `free-move-builder` or `free-move-builder:<scenario file>` (opened in it).
    FreeMoveBuilder(Option<PathBuf>),
    /// `page-<ruleset>`: the ruleset's page, its scenarios and the club's own listed.
    ModePage(Ruleset),
    /// `board-editor` or `board-editor:<scenario file>`: the movement game's board editor.
    BoardEditor(Option<PathBuf>),
    /// `host:<scenario file>`: its lobby.
    Host(PathBuf),
    /// A scenario file (`*.ron`).
    Scenario(PathBuf),
    /// `correspondence-<ruleset>`: the ruleset's correspondence page.
    CorrespondencePage(Ruleset),
    /// `open-turn:<turn file>`: the turn file opened (the game it carries, on screen).
    OpenTurn(PathBuf),
}

/// A name on the command line that is none of the four rulesets.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", t!("app-launch-no-ruleset", name = format!("{name:?}")))]
pub struct UnknownRuleset {
    pub name: String,
}

/// A name on the command line that is none of the computer's levels.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", t!("app-launch-no-level", name = format!("{name:?}")))]
pub struct UnknownLevel {
    pub name: String,
}

/// Why the `<what>` of `muster screenshot` is no form it takes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormError {
    /// `rules-`, `demo-` or `walkthrough-` followed by no ruleset's name.
    #[error(
        "{}",
        t!(
            "app-launch-bad-ruleset",
            what = format!("{what:?}"),
            prefix = format!("{prefix:?}"),
            why = source.to_string()
        )
    )]
    Ruleset {
        what: String,
        prefix: &'static str,
        #[source]
        source: UnknownRuleset,
    },
    /// `skirmish-setup:` followed by something that is not a seed.
    #[error(
        "{}",
        t!(
            "app-launch-bad-seed",
            what = format!("{what:?}"),
            seed = format!("{seed:?}")
        )
    )]
    Seed { what: String, seed: String },
    /// `host:` or `demo:` followed by no file.
    #[error(
        "{}",
        t!(
            "app-launch-no-file",
            what = format!("{what:?}"),
            quoted = format!("{prefix:?}"),
            prefix = *prefix
        )
    )]
    NoFile { what: String, prefix: &'static str },
    /// Nothing `muster screenshot` shows.
    #[error("{}", t!("app-launch-unknown-form", what = format!("{what:?}"), forms = FORMS))]
    Unknown { what: String },
}

/// The ruleset called `name` on the command line (`free-move`, `soldiers`, `skirmish`,
/// `movement`).
pub fn ruleset_named(name: &str) -> Result<Ruleset, UnknownRuleset> {
    Ruleset::from_short_name(name).ok_or_else(|| UnknownRuleset {
        name: name.to_string(),
    })
}

/// The computer's level called `name` on the command line (`recruit`, `veteran`, `general`).
pub fn level_named(name: &str) -> Result<Level, UnknownLevel> {
    Level::named(name).ok_or_else(|| UnknownLevel {
        name: name.to_string(),
    })
}

/// The forms that end in a file: `host:<file>`, `demo:<file>`.
const FILE_PREFIXES: [&str; 2] = ["host:", "demo:"];
/// The forms that end in a ruleset's name: `rules-<ruleset>`, …
const RULESET_PREFIXES: [&str; 5] = [
    "rules-",
    "demo-",
    "walkthrough-",
    "page-",
    "correspondence-",
];

impl FromStr for ShownForm {
    type Err = FormError;

    fn from_str(what: &str) -> Result<Self, FormError> {
        if let Some(form) = file_form(what)? {
            return Ok(form);
        }
        if let Some(seed) = what.strip_prefix("skirmish-setup:") {
            return seed
                .parse()
                .map(|seed| ShownForm::SkirmishSetup(Some(seed)))
                .map_err(|_| FormError::Seed {
                    what: what.to_string(),
                    seed: seed.to_string(),
                });
        }
        if let Some(file) = what.strip_prefix("soldiers-editor:") {
            return Ok(ShownForm::SoldiersEditor(Some(PathBuf::from(file))));
        }
        if let Some(file) = what.strip_prefix("free-move-builder:") {
            return Ok(ShownForm::FreeMoveBuilder(Some(PathBuf::from(file))));
        }
        if let Some(file) = what.strip_prefix("open-turn:") {
            return Ok(ShownForm::OpenTurn(PathBuf::from(file)));
        }
        if let Some(file) = what.strip_prefix("board-editor:") {
            return Ok(ShownForm::BoardEditor(Some(PathBuf::from(file))));
        }
        if what.ends_with(".ron") {
            return Ok(ShownForm::Scenario(PathBuf::from(what)));
        }
        if let Some(form) = ruleset_form(what)? {
            return Ok(form);
        }
        Ok(match what {
            "menu" => ShownForm::Menu,
            "companion" => ShownForm::Companion,
            "companion-melee" => ShownForm::CompanionMelee,
            "settings" => ShownForm::Settings,
            "controls" => ShownForm::Controls,
            "rules" => ShownForm::Rules(Ruleset::FreeMove),
            "rosters" => ShownForm::Rosters,
            "demo" => ShownForm::Demo(None),
            "skirmish-setup" => ShownForm::SkirmishSetup(None),
            "soldiers-editor" => ShownForm::SoldiersEditor(None),
            "free-move-builder" => ShownForm::FreeMoveBuilder(None),
            "board-editor" => ShownForm::BoardEditor(None),
            "join" => ShownForm::JoinPage,
            other => {
                return Err(FormError::Unknown {
                    what: other.to_string(),
                });
            }
        })
    }
}

/// `host:<file>` or `demo:<file>`, if `what` begins so.
fn file_form(what: &str) -> Result<Option<ShownForm>, FormError> {
    let Some((prefix, file)) = FILE_PREFIXES
        .into_iter()
        .find_map(|prefix| Some((prefix, what.strip_prefix(prefix)?)))
    else {
        return Ok(None);
    };
    if file.trim().is_empty() {
        return Err(FormError::NoFile {
            what: what.to_string(),
            prefix,
        });
    }
    let file = PathBuf::from(file);
    Ok(Some(if prefix == "host:" {
        ShownForm::Host(file)
    } else {
        ShownForm::DemoOf(file)
    }))
}

/// `rules-<ruleset>`, `demo-<ruleset>` or `walkthrough-<ruleset>`, if `what` begins so.
fn ruleset_form(what: &str) -> Result<Option<ShownForm>, FormError> {
    let Some((prefix, name)) = RULESET_PREFIXES
        .into_iter()
        .find_map(|prefix| Some((prefix, what.strip_prefix(prefix)?)))
    else {
        return Ok(None);
    };
    let ruleset = ruleset_named(name).map_err(|source| FormError::Ruleset {
        what: what.to_string(),
        prefix,
        source,
    })?;
    Ok(Some(match prefix {
        "rules-" => ShownForm::Rules(ruleset),
        "demo-" => ShownForm::Demo(Some(ruleset)),
        "page-" => ShownForm::ModePage(ruleset),
        "correspondence-" => ShownForm::CorrespondencePage(ruleset),
        _ => ShownForm::Walkthrough(ruleset),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(what: &str) -> ShownForm {
        what.parse()
            .unwrap_or_else(|error| panic!("{what}: {error}"))
    }

    fn refusal(what: &str) -> FormError {
        what.parse::<ShownForm>().expect_err(what)
    }

    #[test]
    fn every_plain_word_names_its_screen() {
        for (what, shown) in [
            ("menu", ShownForm::Menu),
            ("companion", ShownForm::Companion),
            ("companion-melee", ShownForm::CompanionMelee),
            ("settings", ShownForm::Settings),
            ("controls", ShownForm::Controls),
            ("rosters", ShownForm::Rosters),
            ("join", ShownForm::JoinPage),
            ("rules", ShownForm::Rules(Ruleset::FreeMove)),
            ("demo", ShownForm::Demo(None)),
            ("skirmish-setup", ShownForm::SkirmishSetup(None)),
            ("soldiers-editor", ShownForm::SoldiersEditor(None)),
        ] {
            assert_eq!(form(what), shown, "{what}");
        }
        assert_eq!(
            form("soldiers-editor:scenarios/soldiers/01_brunstatt.ron"),
            ShownForm::SoldiersEditor(Some(PathBuf::from("scenarios/soldiers/01_brunstatt.ron")))
        );
    }

    #[test]
    fn a_word_no_screen_has_is_refused_listing_every_form() {
        for what in ["", "menus", "Menu", "title"] {
            let refused = refusal(what);
            assert_eq!(
                refused,
                FormError::Unknown {
                    what: what.to_string()
                }
            );
            assert!(refused.to_string().contains("host:<scenario file>"));
        }
    }

    #[test]
    fn every_ruleset_follows_rules_demo_and_walkthrough() {
        for ruleset in Ruleset::ALL {
            let name = ruleset.short_name();
            assert_eq!(form(&format!("rules-{name}")), ShownForm::Rules(ruleset));
            assert_eq!(
                form(&format!("demo-{name}")),
                ShownForm::Demo(Some(ruleset))
            );
            assert_eq!(
                form(&format!("walkthrough-{name}")),
                ShownForm::Walkthrough(ruleset)
            );
        }
    }

    #[test]
    fn a_ruleset_that_does_not_exist_is_refused_naming_it_and_its_prefix() {
        for (what, prefix, name) in [
            ("rules-chess", "rules-", "chess"),
            ("demo-", "demo-", ""),
            ("walkthrough-Soldiers", "walkthrough-", "Soldiers"),
        ] {
            let refused = refusal(what);
            assert_eq!(
                refused,
                FormError::Ruleset {
                    what: what.to_string(),
                    prefix,
                    source: UnknownRuleset {
                        name: name.to_string()
                    },
                }
            );
            assert!(
                refused
                    .to_string()
                    .contains(&format!("no ruleset {name:?}")),
                "{refused}"
            );
        }
    }

    #[test]
    fn a_seed_after_skirmish_setup_is_read() {
        assert_eq!(
            form("skirmish-setup:42"),
            ShownForm::SkirmishSetup(Some(42))
        );
    }

    #[test]
    fn a_seed_that_is_no_number_is_refused_naming_it() {
        for seed in ["", "seven", "-1", "4.5"] {
            let what = format!("skirmish-setup:{seed}");
            assert_eq!(
                refusal(&what),
                FormError::Seed {
                    what: what.clone(),
                    seed: seed.to_string(),
                }
            );
        }
    }

    #[test]
    fn a_file_after_host_or_demo_and_a_scenario_file_are_read_as_paths() {
        let file = "scenarios/skirmish/04_four_corners.ron";
        assert_eq!(form(&format!("host:{file}")), ShownForm::Host(file.into()));
        assert_eq!(
            form(&format!("demo:{file}")),
            ShownForm::DemoOf(file.into())
        );
        assert_eq!(form(file), ShownForm::Scenario(file.into()));
        assert_eq!(
            form("rules-soldiers.ron"),
            ShownForm::Scenario("rules-soldiers.ron".into()),
            "a scenario file whose name begins like a form is still a file"
        );
    }

    #[test]
    fn host_or_demo_with_no_file_is_refused_naming_the_prefix() {
        for (what, prefix) in [("host:", "host:"), ("demo:", "demo:"), ("demo:  ", "demo:")] {
            assert_eq!(
                refusal(what),
                FormError::NoFile {
                    what: what.to_string(),
                    prefix,
                }
            );
        }
    }

    #[test]
    fn rulesets_and_levels_are_read_by_their_command_line_names() {
        assert_eq!(ruleset_named("skirmish"), Ok(Ruleset::Skirmish));
        assert_eq!(level_named("veteran"), Ok(Level::Veteran));
    }

    #[test]
    fn a_ruleset_or_level_that_does_not_exist_is_refused_naming_it() {
        assert_eq!(
            ruleset_named("hex"),
            Err(UnknownRuleset {
                name: "hex".to_string()
            })
        );
        assert_eq!(
            level_named("colonel").map_err(|error| error.to_string()),
            Err("no level \"colonel\": expected recruit, veteran or general".to_string())
        );
    }
}
