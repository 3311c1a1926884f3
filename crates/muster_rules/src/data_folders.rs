//! Where Muster's data lies when the binary runs away from its build tree: beside the
//! executable, as an unpacked folder (`muster`, `scenarios/`, `assets/` side by side) or an
//! installed layout (`bin/muster` with `share/muster/scenarios/`, `share/muster/assets/`).

use std::path::{Path, PathBuf};

/// The folder `name` (`scenarios`, `assets`) beside the running executable, if there is one.
pub fn beside_the_executable(name: &str) -> Option<PathBuf> {
    let executable = std::env::current_exe().ok()?;
    beside(&executable, name)
}

/// The folder `name` next to `executable`, else in `../share/muster/` from it.
fn beside(executable: &Path, name: &str) -> Option<PathBuf> {
    let folder = executable.parent()?;
    [
        folder.join(name),
        folder.join("..").join("share").join("muster").join(name),
    ]
    .into_iter()
    .find(|candidate| candidate.is_dir())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_is_found_beside_an_unpacked_binary_and_in_an_installed_share_folder() {
        let root = std::env::temp_dir().join(format!("muster-beside-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let unpacked = root.join("unpacked");
        std::fs::create_dir_all(unpacked.join("scenarios")).expect("a scratch folder");
        assert_eq!(
            beside(&unpacked.join("muster"), "scenarios"),
            Some(unpacked.join("scenarios"))
        );
        let installed = root.join("usr");
        std::fs::create_dir_all(installed.join("bin")).expect("a scratch folder");
        std::fs::create_dir_all(installed.join("share/muster/assets")).expect("a scratch folder");
        assert_eq!(
            beside(&installed.join("bin/muster"), "assets"),
            Some(installed.join("bin/../share/muster/assets"))
        );
        assert_eq!(
            beside(&installed.join("bin/muster"), "scenarios"),
            None,
            "nothing there: the caller falls back"
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}
