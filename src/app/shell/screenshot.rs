//! `muster screenshot`: once the chosen screen has rendered and settled, save the window
//! as a PNG, refuse a blank picture, and exit. Also reports how long after start the
//! picture was taken (with `--settle-frames 0`, the start-to-first-frame time).

use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use crate::app::core::play_until::PlayUntil;
use crate::app::core::table_share::TableShare;

/// Take a screenshot after `settle_frames` frames and write it to `out`.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct ScreenshotRequest {
    pub out: PathBuf,
    pub settle_frames: u32,
    /// The window's size (logical pixels); 1280×800 when not given.
    pub window: Option<(u32, u32)>,
    /// Refuse the picture when the table on screen shows in less of the window than this
    /// (a game with a table measures it into [`TableShare`]).
    pub min_table_share: Option<f32>,
    /// Play the battle on to this point before the picture (the game that has such phases
    /// reads [`PlayUntil`]).
    pub until: Option<PlayUntil>,
    /// Instead of one picture, check the screen fits at each of these sizes (one picture
    /// each).
    pub fit: Option<crate::app::shell::fit_run::FitRequest>,
    /// The title menu shows this many unfinished games to resume (0 to 4; see
    /// [`crate::app::shell::menu::staged_saves`]).
    pub saved_games: usize,
    /// The editor's Check balance section shown in this state (no games played).
    pub balance: Option<crate::app::session::balance_check::StagedCheck>,
    /// Captions and the big-screen layout, as a watcher would turn them on.
    pub view: crate::app::core::ui::view_options::ViewOptions,
}

/// When the process started, for the start-to-picture time.
#[derive(Resource, Debug, Clone, Copy)]
pub struct ProcessStart(pub Instant);

/// The window surface needs a couple of frames to exist; a screenshot asked for before
/// that is never taken.
const FIRST_CAPTURABLE_FRAME: u32 = 2;
/// Give up (and fail) if no picture arrived by then.
const GIVE_UP_AFTER: Duration = Duration::from_secs(120);
/// Fewer distinct colours than this in the picture means nothing was drawn.
const BLANK_BELOW_COLOURS: usize = 4;

#[derive(Resource, Debug, Default)]
struct Progress {
    requested: bool,
}

pub(crate) fn plugin(app: &mut App) {
    if !app.world().contains_resource::<ProcessStart>() {
        app.insert_resource(ProcessStart(Instant::now()));
    }
    if app.world().contains_resource::<ScreenshotRequest>() {
        // Only a screenshot run measures how much of the window a table takes.
        app.init_resource::<TableShare>();
    }
    app.add_plugins((
        super::pretend_gamepad::plugin,
        super::staged_balance::plugin,
    ));
    let staged = app
        .world()
        .get_resource::<ScreenshotRequest>()
        .and_then(|request| request.balance);
    if let Some(stage) = staged {
        app.insert_resource(super::staged_balance::StagedBalance(stage));
    }
    // The viewing options asked for (`--captions`, `--big-screen`), as the keys would set them.
    if let Some(view) = app
        .world()
        .get_resource::<ScreenshotRequest>()
        .map(|request| request.view)
    {
        app.insert_resource(view);
    }
    app.init_resource::<Progress>().add_systems(
        Last,
        request_when_settled.run_if(resource_exists::<ScreenshotRequest>.and_then(not(
            resource_exists::<crate::app::shell::fit_run::FitRequest>,
        ))),
    );
}

fn request_when_settled(
    frames: Res<FrameCount>,
    request: Res<ScreenshotRequest>,
    start: Res<ProcessStart>,
    mut progress: ResMut<Progress>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    if start.0.elapsed() > GIVE_UP_AFTER {
        error!("screenshot: no picture after {GIVE_UP_AFTER:?}; giving up");
        exit.write(AppExit::from_code(2));
        return;
    }
    if progress.requested || frames.0 < FIRST_CAPTURABLE_FRAME + request.settle_frames {
        return;
    }
    progress.requested = true;
    let out = request.out.clone();
    let min_share = request.min_table_share;
    let started = start.0;
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>,
              frames: Res<FrameCount>,
              share: Option<Res<TableShare>>,
              mut exit: MessageWriter<AppExit>| {
            let elapsed = started.elapsed();
            let share = share.and_then(|share| share.0);
            let code = match save_checked(&captured.image, &out) {
                Ok(colours) => {
                    println!(
                        "screenshot: wrote {} ({colours} colours) at frame {}, {} ms after start",
                        out.display(),
                        frames.0,
                        elapsed.as_millis()
                    );
                    if let Some(share) = share {
                        println!("screenshot: the table shows in {:.1}% of the window", share * 100.0);
                    }
                    match (min_share, share) {
                        (Some(min), Some(share)) if share < min => {
                            eprintln!(
                                "screenshot: the table shows in {:.1}% of the window, under the {:.0}% asked",
                                share * 100.0,
                                min * 100.0
                            );
                            AppExit::from_code(4)
                        }
                        (Some(_), None) => {
                            eprintln!("screenshot: no table on screen to measure");
                            AppExit::from_code(4)
                        }
                        _ => AppExit::Success,
                    }
                }
                Err(problem) => {
                    eprintln!("screenshot: {problem}");
                    AppExit::from_code(3)
                }
            };
            exit.write(code);
        },
    );
}

/// Why the picture of a screenshot run was refused.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    /// The captured image could not be read as a picture.
    #[error("cannot read the captured picture: {0}")]
    Unreadable(#[source] bevy::image::IntoDynamicImageError),
    /// The folder for the picture could not be made.
    #[error("cannot create {}: {source}", folder.display())]
    NoFolder {
        folder: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The PNG could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Unwritable {
        path: PathBuf,
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The picture was written but shows (almost) nothing.
    #[error("{} is blank: only {colours} distinct colour(s) were drawn", path.display())]
    Blank { path: PathBuf, colours: usize },
}

/// Write the picture as PNG; refuse (after writing it, for inspection) one that is blank.
fn save_checked(image: &Image, out: &std::path::Path) -> Result<usize, PictureError> {
    let picture = image
        .clone()
        .try_into_dynamic()
        .map_err(PictureError::Unreadable)?
        .to_rgb8();
    if let Some(parent) = out.parent().filter(|parent| !parent.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|source| PictureError::NoFolder {
            folder: parent.to_path_buf(),
            source,
        })?;
    }
    picture
        .save(out)
        .map_err(|source| PictureError::Unwritable {
            path: out.to_path_buf(),
            source: Box::new(source),
        })?;
    let colours = distinct_colours(picture.as_raw());
    if colours < BLANK_BELOW_COLOURS {
        return Err(PictureError::Blank {
            path: out.to_path_buf(),
            colours,
        });
    }
    Ok(colours)
}

/// How many different RGB colours a picture holds (counted up to a few thousand).
pub fn distinct_colours(rgb: &[u8]) -> usize {
    let mut seen = std::collections::HashSet::new();
    for pixel in rgb.chunks_exact(3) {
        seen.insert([pixel[0], pixel[1], pixel[2]]);
        if seen.len() >= 4096 {
            break;
        }
    }
    seen.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::asset::RenderAssetUsages;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

    /// A 16×16 picture: one colour, or with a stripe of `drawn` colours across its top.
    fn picture(drawn: u8) -> Image {
        let size = Extent3d {
            width: 16,
            height: 16,
            depth_or_array_layers: 1,
        };
        let mut image = Image::new_fill(
            size,
            TextureDimension::D2,
            &[30, 30, 30, 255],
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        );
        let data = image.data.as_mut().expect("pixels");
        for pixel in 0..usize::from(drawn) {
            data[pixel * 4..pixel * 4 + 3].copy_from_slice(&[pixel as u8 * 10, 200, 90]);
        }
        image
    }

    fn scratch(name: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("muster-picture-{name}"));
        let _ = std::fs::remove_dir_all(&folder);
        folder
    }

    #[test]
    fn a_drawn_picture_is_written_and_its_colours_counted() {
        let out = scratch("drawn").join("shot.png");
        let colours = save_checked(&picture(12), &out).expect("written");
        assert!(colours >= BLANK_BELOW_COLOURS, "{colours}");
        assert!(out.exists());
    }

    #[test]
    fn a_blank_picture_is_written_for_inspection_and_refused() {
        let out = scratch("blank").join("shot.png");
        let refused = save_checked(&picture(0), &out).expect_err("blank");
        assert!(
            matches!(&refused, PictureError::Blank { path, colours: 1 } if *path == out),
            "{refused:?}"
        );
        assert!(out.exists(), "kept for inspection");
    }

    #[test]
    fn a_picture_whose_folder_cannot_be_made_is_refused_naming_the_folder() {
        let folder = scratch("blocked");
        std::fs::create_dir_all(&folder).expect("scratch");
        let blocker = folder.join("a-file");
        std::fs::write(&blocker, b"not a folder").expect("scratch");
        let refused = save_checked(&picture(12), &blocker.join("shot.png")).expect_err("refused");
        assert!(
            matches!(&refused, PictureError::NoFolder { folder, .. } if *folder == blocker),
            "{refused:?}"
        );
    }

    #[test]
    fn a_one_colour_picture_counts_as_blank() {
        let flat = vec![30u8; 3 * 100];
        assert_eq!(distinct_colours(&flat), 1);
        let mut drawn = flat.clone();
        drawn[0..9].copy_from_slice(&[255, 0, 0, 0, 255, 0, 0, 0, 255]);
        assert_eq!(distinct_colours(&drawn), 4);
    }
}
