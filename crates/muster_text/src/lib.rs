//! Every word a Muster player reads, in each language: Project Fluent's message files
//! (`i18n/<language>/<area>.ftl`), embedded in the binary, looked up by key with [`t!`].
//!
//! The language is one for the whole program ([`select`]), changed live from Settings: a
//! panel drawn the next frame reads the new words. A message missing in a language falls
//! back to English (the key test keeps every language complete); a key missing everywhere
//! shows as the key itself, never a panic.
//!
//! ```ignore
//! use muster_text::t;
//! let title = t!("menu-title");
//! let line = t!("turn-of-side", side = 2, name = player_name);
//! ```

mod bundles;
mod language;

pub use bundles::{FluentArgs, area_files, text, text_with};
pub use language::{Language, current, in_language, select};

/// The words for `key` in the current language, with Fluent arguments by name:
/// `t!("key")`, `t!("key", count = 3, name = "Ann")`. A value is anything Fluent takes
/// (numbers, `String`, `&str`); give other types as `.to_string()`.
#[macro_export]
macro_rules! t {
    ($key:literal $(,)?) => {
        $crate::text($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($name), $value); )+
        $crate::text_with($key, Some(&args))
    }};
}
