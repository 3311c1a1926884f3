//! Where Muster keeps its files (settings, saves) and how it writes them without loss.

use std::io::Write;
use std::path::{Path, PathBuf};

use muster_text::t;

use serde::de::DeserializeOwned;

/// The platform's config folder for Muster (`~/.config/muster` on Linux), or
/// `MUSTER_CONFIG_DIR` when set (tests and portable installs).
pub fn config_dir() -> PathBuf {
    folder("MUSTER_CONFIG_DIR", |dirs| dirs.config_dir().to_path_buf())
}

/// The platform's data folder for Muster's saves (`~/.local/share/muster` on Linux), or
/// `MUSTER_DATA_DIR` when set.
pub fn data_dir() -> PathBuf {
    folder("MUSTER_DATA_DIR", |dirs| dirs.data_dir().to_path_buf())
}

/// The folder a club's own scenarios for one ruleset are saved in and listed from (its
/// `folder`, as in `scenarios/<folder>/`): `data_dir()/scenarios/<folder>`. Every editor
/// saves here; the ruleset's page lists these beside the shipped scenarios.
pub fn club_scenarios_folder(folder: &str) -> PathBuf {
    data_dir().join("scenarios").join(folder)
}

fn folder(variable: &str, pick: impl Fn(&directories::ProjectDirs) -> PathBuf) -> PathBuf {
    if let Some(dir) = std::env::var_os(variable) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("org", "Muster", "muster")
        .map(|dirs| pick(&dirs))
        .unwrap_or_else(|| PathBuf::from(".muster"))
}

/// Write `contents` to `path` atomically: into a temporary file beside it, flushed to disk,
/// then renamed over the old file. A crash leaves either the old file or the new one, never
/// half of one. Creates the parent folder when missing.
pub fn write_atomically(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let parent = path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let file_name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_string());
    let temporary = parent.join(format!(".{file_name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(contents)?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

/// The outcome of reading a RON file the player may have edited by hand.
#[derive(Debug, PartialEq)]
pub enum RonRead<T> {
    /// No file yet.
    Missing,
    Loaded(T),
    /// The file could not be used; the message names it, the line and column, and where
    /// the damaged file was kept (it is moved aside, never overwritten or deleted).
    Damaged(String),
}

/// Read a RON file; a damaged one is renamed to `<name>.broken` so nothing the player
/// wrote is lost when Muster later writes a fresh one.
pub fn read_ron_or_set_aside<T: DeserializeOwned>(path: &Path) -> RonRead<T> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return RonRead::Missing,
        Err(error) => {
            return RonRead::Damaged(t!(
                "cli-cannot-read-file",
                file = path.display().to_string(),
                error = error.to_string()
            ));
        }
    };
    match ron::from_str::<T>(&text) {
        Ok(value) => RonRead::Loaded(value),
        Err(error) => {
            let mut kept = path.as_os_str().to_owned();
            kept.push(".broken");
            let kept = PathBuf::from(kept);
            let where_kept = match std::fs::rename(path, &kept) {
                Ok(()) => t!("cli-file-kept-as", file = kept.display().to_string()),
                Err(_) => String::new(),
            };
            RonRead::Damaged(format!(
                "{}:{}:{}: {}{where_kept}",
                path.display(),
                error.span.start.line,
                error.span.start.col,
                error.code
            ))
        }
    }
}

/// Write a value as pretty RON, atomically.
pub fn write_ron<T: serde::Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    write_atomically(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("muster-files-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn atomic_write_creates_folders_and_replaces_the_old_file() {
        let dir = scratch("replace");
        let path = dir.join("deep/settings.ron");
        write_atomically(&path, b"first").unwrap();
        write_atomically(&path, b"second").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second");
        let leftovers: Vec<_> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter_map(Result::ok)
            .filter(|entry| entry.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "no temporary file is left behind");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = scratch("keep");
        let path = dir.join("save.ron");
        write_atomically(&path, b"precious").unwrap();
        // Renaming a file over a non-empty folder fails: the write must not touch the old file.
        let blocked = dir.join("blocked");
        std::fs::create_dir_all(blocked.join("inside")).unwrap();
        assert!(write_atomically(&blocked, b"new").is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
