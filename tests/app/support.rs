//! What the test modules share: scratch folders and the shipped scenarios' paths. Apps are
//! built with the project's own headless builder, `muster::app::headless::headless_app`.

use std::path::{Path, PathBuf};

/// A fresh, empty scratch folder for one test (`name` unique across the test binary: all
/// modules share one process).
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("muster-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// A shipped scenario: `scenarios/<folder>/<file>`.
pub fn scenario(folder: &str, file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("scenarios")
        .join(folder)
        .join(file)
}
