//! Named saves ("Save as…"), written once for every game: a player's name for a save checked
//! and made a safe file name, the folder beside a game's quick save that holds them, the
//! named saves found there (newest first), and when each was written, in words.

use muster_text::t;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The longest name a save may have (characters).
pub const LONGEST_NAME: usize = 80;

/// Why a name typed for a save cannot be used: each says so in words the player reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SaveNameError {
    /// Nothing but spaces.
    #[error("{}", t!("app-save-name-empty"))]
    Empty,
    /// A `/` or `\`, which would name a folder.
    #[error("{}", t!("app-save-name-slash", name = name.as_str()))]
    Slash { name: String },
    /// A `..`, which would point outside the saves folder.
    #[error("{}", t!("app-save-name-parent-folder", name = name.as_str()))]
    ParentFolder { name: String },
    /// A tab, a line break or another control character.
    #[error("{}", t!("app-save-name-control-character"))]
    ControlCharacter,
    /// A leading dot, which would hide the file.
    #[error("{}", t!("app-save-name-leading-dot", name = name.as_str()))]
    LeadingDot { name: String },
    /// Longer than [`LONGEST_NAME`].
    #[error(
        "{}",
        t!("app-save-name-too-long", characters = *characters, most = LONGEST_NAME)
    )]
    TooLong { characters: usize },
}

/// The file name (without `.ron`) a save called `name` is written to, or why that name
/// cannot be used. Letters, digits, spaces and most punctuation are kept; a character some
/// systems refuse in file names (`: * ? " < > |`) becomes `-`. A slash, `..`, a control
/// character, a leading dot or an empty name is refused, in words.
pub fn save_file_name(name: &str) -> Result<String, SaveNameError> {
    let name = name.trim();
    let owned = || name.to_string();
    if name.is_empty() {
        return Err(SaveNameError::Empty);
    }
    if name.contains(['/', '\\']) {
        return Err(SaveNameError::Slash { name: owned() });
    }
    if name.contains("..") {
        return Err(SaveNameError::ParentFolder { name: owned() });
    }
    if name.chars().any(char::is_control) {
        return Err(SaveNameError::ControlCharacter);
    }
    if name.starts_with('.') {
        return Err(SaveNameError::LeadingDot { name: owned() });
    }
    let characters = name.chars().count();
    if characters > LONGEST_NAME {
        return Err(SaveNameError::TooLong { characters });
    }
    Ok(name
        .chars()
        .map(|c| {
            if matches!(c, ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                '-'
            } else {
                c
            }
        })
        .collect())
}

/// The folder of the named saves of the game whose quick save is `quick_save`
/// (`saves/skirmish.ron` → `saves/named/skirmish/`).
pub fn named_folder(quick_save: &Path) -> PathBuf {
    let game = quick_save
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game".to_string());
    quick_save
        .parent()
        .unwrap_or(Path::new("."))
        .join("named")
        .join(game)
}

/// The file of the save called `name` of the game whose quick save is `quick_save`, or why
/// the name cannot be used.
pub fn named_path(quick_save: &Path, name: &str) -> Result<PathBuf, SaveNameError> {
    let stem = save_file_name(name)?;
    Ok(named_folder(quick_save).join(format!("{stem}.ron")))
}

/// One named save on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedSave {
    /// Its name (the file name without `.ron`).
    pub name: String,
    pub path: PathBuf,
    /// When it was written, in words ("27 Nov 2026, 16:40 UTC"), if the system says.
    pub saved_at: Option<String>,
    modified: Option<SystemTime>,
}

/// The named saves of the game whose quick save is `quick_save`, newest first (none when the
/// folder is missing or cannot be read).
pub fn named_saves(quick_save: &Path) -> Vec<NamedSave> {
    let Ok(entries) = std::fs::read_dir(named_folder(quick_save)) else {
        return Vec::new();
    };
    let mut saves: Vec<NamedSave> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .filter_map(|path| {
            let name = path.file_stem()?.to_string_lossy().into_owned();
            let modified = std::fs::metadata(&path)
                .and_then(|meta| meta.modified())
                .ok();
            Some(NamedSave {
                name,
                saved_at: modified.map(when),
                modified,
                path,
            })
        })
        .collect();
    saves.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.name.cmp(&b.name)));
    saves
}

/// A moment in words, in UTC: "27 Nov 2026, 16:40 UTC".
pub fn when(moment: SystemTime) -> String {
    let seconds = moment
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    let days = (seconds / 86_400) as i64;
    let (year, month, day) = civil_date(days);
    let minutes = (seconds % 86_400) / 60;
    t!(
        "app-date-time",
        day = day,
        month = month_words(month),
        year = year.to_string(),
        hour = format!("{:02}", minutes / 60),
        minute = format!("{:02}", minutes % 60)
    )
}

/// A month's short name (1 is January).
fn month_words(month: u32) -> String {
    match month {
        1 => t!("app-month-jan"),
        2 => t!("app-month-feb"),
        3 => t!("app-month-mar"),
        4 => t!("app-month-apr"),
        5 => t!("app-month-may"),
        6 => t!("app-month-jun"),
        7 => t!("app-month-jul"),
        8 => t!("app-month-aug"),
        9 => t!("app-month-sep"),
        10 => t!("app-month-oct"),
        11 => t!("app-month-nov"),
        _ => t!("app-month-dec"),
    }
}

/// The calendar date `days` after 1 January 1970 (Howard Hinnant's `civil_from_days`).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * month_index + 2) / 5 + 1) as u32;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_plain_name_is_kept_and_awkward_characters_become_dashes() {
        assert_eq!(
            save_file_name("  Hill Country, day 4 ").as_deref(),
            Ok("Hill Country, day 4")
        );
        assert_eq!(
            save_file_name("Attack? at: dawn").as_deref(),
            Ok("Attack- at- dawn")
        );
    }

    #[test]
    fn a_hostile_or_empty_name_is_refused_in_words() {
        let named = |name: &str| name.to_string();
        for (name, refused, said) in [
            ("", SaveNameError::Empty, "Give the save a name"),
            ("   ", SaveNameError::Empty, "Give the save a name"),
            (
                "../../etc/passwd",
                SaveNameError::Slash {
                    name: named("../../etc/passwd"),
                },
                "slash",
            ),
            ("a/b", SaveNameError::Slash { name: named("a/b") }, "slash"),
            (
                "a\\b",
                SaveNameError::Slash {
                    name: named("a\\b"),
                },
                "slash",
            ),
            (
                "..",
                SaveNameError::ParentFolder { name: named("..") },
                "\"..\"",
            ),
            (
                "x..y",
                SaveNameError::ParentFolder {
                    name: named("x..y"),
                },
                "\"..\"",
            ),
            (
                "tab\there",
                SaveNameError::ControlCharacter,
                "control character",
            ),
            (
                "line\nbreak",
                SaveNameError::ControlCharacter,
                "control character",
            ),
            (
                ".hidden",
                SaveNameError::LeadingDot {
                    name: named(".hidden"),
                },
                "begins with a dot",
            ),
        ] {
            let why = save_file_name(name).expect_err(name);
            assert_eq!(why, refused, "{name:?}");
            assert!(why.to_string().contains(said), "{name:?}: {why}");
        }
        assert_eq!(
            save_file_name(&"x".repeat(LONGEST_NAME + 1)),
            Err(SaveNameError::TooLong {
                characters: LONGEST_NAME + 1
            })
        );
        assert!(save_file_name(&"x".repeat(LONGEST_NAME)).is_ok());
    }

    #[test]
    fn named_saves_live_in_a_folder_of_their_own_beside_the_quick_save() {
        let quick = Path::new("/data/saves/skirmish.ron");
        assert_eq!(
            named_path(quick, "Before the river"),
            Ok(PathBuf::from(
                "/data/saves/named/skirmish/Before the river.ron"
            ))
        );
        assert_eq!(
            named_path(quick, "../skirmish"),
            Err(SaveNameError::Slash {
                name: "../skirmish".to_string()
            })
        );
    }

    #[test]
    fn a_moment_reads_as_a_date_and_a_time_in_utc() {
        assert_eq!(when(UNIX_EPOCH), "1 Jan 1970, 00:00 UTC");
        let moment = UNIX_EPOCH + Duration::from_secs(1_795_795_200 + 40 * 60);
        assert_eq!(when(moment), "27 Nov 2026, 16:40 UTC");
        let leap = UNIX_EPOCH + Duration::from_secs(951_782_400);
        assert_eq!(when(leap), "29 Feb 2000, 00:00 UTC");
    }

    #[test]
    fn a_refused_name_and_a_moment_read_in_french_and_german() {
        use muster_text::{Language, in_language};
        let refused = SaveNameError::LeadingDot {
            name: ".cachée".to_string(),
        };
        assert_eq!(
            in_language(Language::French, || refused.to_string()),
            "« .cachée » commence par un point, qui cacherait le fichier : commencez par une \
             lettre ou un chiffre."
        );
        let moment = UNIX_EPOCH + Duration::from_secs(1_795_795_200 + 40 * 60);
        assert_eq!(
            in_language(Language::German, || when(moment)),
            "27. Nov. 2026, 16:40 UTC"
        );
    }
}
