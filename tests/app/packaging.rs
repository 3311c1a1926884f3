//! What the packages are made of (`scripts/package.sh`): every asset Cargo.toml's
//! `[package.metadata.deb]` names is in the checkout, the desktop entry is one a desktop
//! will show (a game that runs `muster`, with an icon), and that icon is a real 256×256 PNG
//! installed where the hicolor theme looks for it.

use std::path::{Path, PathBuf};

fn checkout() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The `assets = [ ["source", "dest", "mode"], … ]` lines of `[package.metadata.deb]`.
fn deb_assets() -> Vec<(String, String)> {
    let manifest = std::fs::read_to_string(checkout().join("Cargo.toml")).expect("Cargo.toml");
    let section = manifest
        .split("[package.metadata.deb]")
        .nth(1)
        .expect("Cargo.toml has a [package.metadata.deb] section");
    let assets = section
        .split("assets = [")
        .nth(1)
        .expect("[package.metadata.deb] names its assets");
    assets
        .lines()
        .map(str::trim)
        .take_while(|line| *line != "]")
        .filter(|line| line.starts_with('['))
        .map(|line| {
            let quoted: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
            assert_eq!(quoted.len(), 3, "an asset is [source, dest, mode]: {line}");
            (quoted[0].to_string(), quoted[1].to_string())
        })
        .collect()
}

/// The `key=value` lines of a desktop file's `[Desktop Entry]` group.
fn desktop_entry(text: &str) -> Vec<(String, String)> {
    let mut lines = text.lines().map(str::trim);
    assert_eq!(
        lines.next(),
        Some("[Desktop Entry]"),
        "the group comes first"
    );
    lines
        .take_while(|line| !line.starts_with('['))
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let (key, value) = line
                .split_once('=')
                .unwrap_or_else(|| panic!("not a key=value line: {line}"));
            (key.trim().to_string(), value.trim().to_string())
        })
        .collect()
}

fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).expect("the icon is there");
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "{} is a PNG",
        path.display()
    );
    assert_eq!(&bytes[12..16], b"IHDR");
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
    (number(16), number(20))
}

#[test]
fn every_asset_the_deb_names_is_in_the_checkout() {
    let assets = deb_assets();
    assert!(
        assets
            .iter()
            .any(|(source, dest)| source == "target/release/muster" && dest == "usr/bin/"),
        "the binary goes to /usr/bin: {assets:?}"
    );
    for (source, _) in &assets {
        if source.starts_with("target/release/") {
            continue;
        }
        match source.strip_suffix("/**/*") {
            Some(folder) => {
                let folder = checkout().join(folder);
                let files = std::fs::read_dir(&folder)
                    .unwrap_or_else(|_| panic!("{} is a folder", folder.display()))
                    .count();
                assert!(files > 0, "{} is empty", folder.display());
            }
            None => assert!(checkout().join(source).is_file(), "{source} is missing"),
        }
    }
    for data in ["scenarios", "assets"] {
        assert!(
            assets
                .iter()
                .any(|(source, dest)| source == &format!("{data}/**/*")
                    && dest == &format!("usr/share/muster/{data}/")),
            "{data}/ goes to /usr/share/muster/{data}/, where the binary looks (../share/muster)"
        );
    }
}

#[test]
fn the_desktop_entry_opens_muster_with_its_icon() {
    let assets = deb_assets();
    let (desktop_source, _) = assets
        .iter()
        .find(|(source, dest)| source.ends_with(".desktop") && dest == "usr/share/applications/")
        .expect("a desktop entry goes to /usr/share/applications/");
    let text = std::fs::read_to_string(checkout().join(desktop_source)).expect("the entry");
    let entry = desktop_entry(&text);
    let value = |key: &str| {
        entry
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("{desktop_source} has no {key}"))
    };
    assert_eq!(value("Type"), "Application");
    assert_eq!(value("Name"), "Muster");
    assert!(!value("Comment").is_empty());
    assert_eq!(value("Exec"), "muster");
    assert_eq!(value("Terminal"), "false");
    let categories: Vec<&str> = value("Categories").split(';').collect();
    assert!(categories.contains(&"Game") && categories.contains(&"StrategyGame"));
    assert!(
        value("Categories").ends_with(';'),
        "a desktop list ends with ;"
    );

    let icon = value("Icon");
    let (icon_source, _) = assets
        .iter()
        .find(|(source, dest)| {
            dest == "usr/share/icons/hicolor/256x256/apps/"
                && Path::new(source).file_stem() == Some(icon.as_ref())
        })
        .unwrap_or_else(|| panic!("the icon {icon} goes to the hicolor theme's 256x256 apps"));
    assert_eq!(png_size(&checkout().join(icon_source)), (256, 256));
}
