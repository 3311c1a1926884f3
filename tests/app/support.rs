//! What the test modules share: scratch folders, the shipped scenarios' paths, a message
//! sent to an app, its screen and its notices. Apps are built with the project's own
//! headless builder, `muster::app::headless::headless_app`.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use muster::app::core::screens::Screen;
use muster::app::core::ui::notices::Notices;

/// Send `message` to `app`, then run two updates: the message read, then what it changed.
pub fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
    app.update();
}

/// The screen `app` shows.
pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The texts of `app`'s notices, oldest first.
pub fn notices(app: &App) -> Vec<String> {
    app.world()
        .resource::<Notices>()
        .all()
        .iter()
        .map(|notice| notice.text.clone())
        .collect()
}

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
