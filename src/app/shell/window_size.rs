//! A window's size on the command line: `WIDTHxHEIGHT` for `muster screenshot --window`,
//! `WIDTHxHEIGHT@SCALE` for each size of `--fit`; read, or refused naming the text and
//! what was wrong with it.

/// The smallest window a screenshot run opens (logical pixels).
pub const SMALLEST: (u32, u32) = (320, 240);
/// The UI scales a fit check may ask for.
pub const SCALES: std::ops::RangeInclusive<f32> = 0.5..=4.0;

/// Why a size on the command line cannot be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SizeError {
    /// `--window` not written `WIDTHxHEIGHT`.
    #[error("window size {text:?}: expected WIDTHxHEIGHT, such as 1920x1080")]
    NotASize { text: String },
    /// A `--fit` size not written `WIDTHxHEIGHT@SCALE`.
    #[error("fit size {text:?}: expected WIDTHxHEIGHT@SCALE, such as 1280x800@2")]
    NotASizeAtScale { text: String },
    /// A size under [`SMALLEST`].
    #[error("size {text:?}: {width}x{height} is too small, 320x240 at least")]
    TooSmall {
        text: String,
        width: u32,
        height: u32,
    },
    /// A UI scale outside [`SCALES`].
    #[error("fit size {text:?}: the UI scale {scale} is outside 0.5 to 4")]
    Scale { text: String, scale: f32 },
}

/// `1920x1080`: the window's width and height.
pub fn window_size(text: &str) -> Result<(u32, u32), SizeError> {
    let size = width_and_height(text).ok_or_else(|| SizeError::NotASize {
        text: text.to_string(),
    })?;
    big_enough(text, size)
}

/// `1280x800@2`: the window's width and height, then the UI scale.
pub fn size_at_scale(text: &str) -> Result<((u32, u32), f32), SizeError> {
    let not_a_size = || SizeError::NotASizeAtScale {
        text: text.to_string(),
    };
    let (size, scale) = text.split_once('@').ok_or_else(not_a_size)?;
    let size = width_and_height(size).ok_or_else(not_a_size)?;
    let scale: f32 = scale.trim().parse().map_err(|_| not_a_size())?;
    if !SCALES.contains(&scale) {
        return Err(SizeError::Scale {
            text: text.to_string(),
            scale,
        });
    }
    Ok((big_enough(text, size)?, scale))
}

fn width_and_height(text: &str) -> Option<(u32, u32)> {
    let (width, height) = text.split_once('x')?;
    Some((width.trim().parse().ok()?, height.trim().parse().ok()?))
}

fn big_enough(text: &str, (width, height): (u32, u32)) -> Result<(u32, u32), SizeError> {
    if width < SMALLEST.0 || height < SMALLEST.1 {
        return Err(SizeError::TooSmall {
            text: text.to_string(),
            width,
            height,
        });
    }
    Ok((width, height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_size_reads_as_width_and_height() {
        assert_eq!(window_size("1920x1080"), Ok((1920, 1080)));
        assert_eq!(window_size("320x240"), Ok((320, 240)));
    }

    #[test]
    fn a_window_size_not_so_written_or_too_small_is_refused_naming_it() {
        for text in ["1920", "1920x", "axb", "1920*1080", ""] {
            assert_eq!(
                window_size(text),
                Err(SizeError::NotASize {
                    text: text.to_string()
                })
            );
        }
        assert_eq!(
            window_size("300x200"),
            Err(SizeError::TooSmall {
                text: "300x200".to_string(),
                width: 300,
                height: 200
            })
        );
    }

    #[test]
    fn a_fit_size_reads_as_width_height_and_scale() {
        assert_eq!(size_at_scale("1280x800@2"), Ok(((1280, 800), 2.0)));
        assert_eq!(size_at_scale("1920x1080@0.5"), Ok(((1920, 1080), 0.5)));
    }

    #[test]
    fn a_fit_size_without_its_scale_or_with_one_out_of_reach_is_refused() {
        assert_eq!(
            size_at_scale("1280x800"),
            Err(SizeError::NotASizeAtScale {
                text: "1280x800".to_string()
            })
        );
        assert_eq!(
            size_at_scale("1280x800@9"),
            Err(SizeError::Scale {
                text: "1280x800@9".to_string(),
                scale: 9.0
            })
        );
        assert!(matches!(
            size_at_scale("100x100@1"),
            Err(SizeError::TooSmall { width: 100, .. })
        ));
        assert!(matches!(
            size_at_scale("1280x800@NaN"),
            Err(SizeError::Scale { .. })
        ));
    }
}
