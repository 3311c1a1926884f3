//! The hosts this machine joined lately, newest first, kept in the data folder so the
//! menu's Join page can offer them.

use std::path::PathBuf;

use bevy::prelude::*;

/// How many hosts are remembered.
pub const KEPT: usize = 8;

/// The recent hosts' file, when the data folder is known.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct RecentHostsFile(pub PathBuf);

/// Where the recent hosts are kept: `MUSTER_DATA_DIR` or the data folder.
pub fn default_file() -> PathBuf {
    crate::files::data_dir().join("recent_hosts.ron")
}

/// The recent hosts in `file`, newest first (none if it is missing or damaged).
pub fn read(file: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|text| ron::from_str::<Vec<String>>(&text).ok())
        .unwrap_or_default()
}

/// `hosts` with `address` first, once, at most [`KEPT`].
pub fn with_newest(mut hosts: Vec<String>, address: &str) -> Vec<String> {
    let address = address.trim().to_string();
    hosts.retain(|known| *known != address);
    hosts.insert(0, address);
    hosts.truncate(KEPT);
    hosts
}

/// Put `address` first in the world's recent hosts file.
pub fn remember(world: &World, address: &str) {
    let file = world
        .get_resource::<RecentHostsFile>()
        .map(|file| file.0.clone())
        .unwrap_or_else(default_file);
    let hosts = with_newest(read(&file), address);
    if let Err(error) = crate::files::write_ron(&file, &hosts) {
        warn!(
            "cannot keep the recent hosts in {}: {error}",
            file.display()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_host_comes_first_once_and_the_list_is_kept_short() {
        let hosts: Vec<String> = (0..KEPT).map(|n| format!("10.0.0.{n}")).collect();
        let hosts = with_newest(hosts, "10.0.0.3");
        assert_eq!(hosts[0], "10.0.0.3");
        assert_eq!(hosts.iter().filter(|host| *host == "10.0.0.3").count(), 1);
        let hosts = with_newest(hosts, "club-laptop:6000");
        assert_eq!(hosts.len(), KEPT);
        assert_eq!(hosts[0], "club-laptop:6000");
    }
}
