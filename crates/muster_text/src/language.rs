//! The languages Muster speaks, which one is in use, and how the system's locale maps to one.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

use serde::{Deserialize, Serialize};

/// A language every word is written in (the key test holds each one complete).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[serde(rename = "en")]
    English,
    #[serde(rename = "de")]
    German,
    #[serde(rename = "fr")]
    French,
}

impl Language {
    /// Every language, English (the fallback) first.
    pub const ALL: [Language; 3] = [Language::English, Language::German, Language::French];

    /// The language's code, as its folder under `i18n/` is named.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
        }
    }

    /// The language's name in itself, as a player looking for it expects to read it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
        }
    }

    /// The language a locale names: `de`, `de-DE`, `de_AT.UTF-8`, `FR_ca` all count;
    /// `None` for a language Muster does not speak (or `C`, `POSIX`).
    pub fn from_locale(locale: &str) -> Option<Language> {
        let language = locale
            .split(['-', '_', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|known| known.code() == language)
    }

    /// The first of the system's preferred languages that Muster speaks.
    pub fn from_system() -> Option<Language> {
        sys_locale::get_locales().find_map(|locale| Language::from_locale(&locale))
    }

    fn index(self) -> u8 {
        match self {
            Language::English => 0,
            Language::German => 1,
            Language::French => 2,
        }
    }

    fn from_index(index: u8) -> Language {
        match index {
            1 => Language::German,
            2 => Language::French,
            _ => Language::English,
        }
    }
}

/// The program's language: English until [`select`] says otherwise.
static SELECTED: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A language for this thread alone, set by [`in_language`] (tests in parallel).
    static THIS_THREAD: Cell<Option<Language>> = const { Cell::new(None) };
}

/// Speak `language` from now on, everywhere (the Settings page, the start of the program).
pub fn select(language: Language) {
    SELECTED.store(language.index(), Ordering::Relaxed);
}

/// The language in use on this thread.
pub fn current() -> Language {
    THIS_THREAD
        .with(Cell::get)
        .unwrap_or_else(|| Language::from_index(SELECTED.load(Ordering::Relaxed)))
}

/// Run `speak` with this thread in `language`, whatever the program's language (tests that
/// read German words while other tests run in English on other threads).
pub fn in_language<R>(language: Language, speak: impl FnOnce() -> R) -> R {
    let before = THIS_THREAD.with(|cell| cell.replace(Some(language)));
    let said = speak();
    THIS_THREAD.with(|cell| cell.set(before));
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_its_language_with_or_without_region_and_encoding() {
        assert_eq!(Language::from_locale("de"), Some(Language::German));
        assert_eq!(Language::from_locale("de-AT"), Some(Language::German));
        assert_eq!(Language::from_locale("fr_CA.UTF-8"), Some(Language::French));
        assert_eq!(Language::from_locale("EN_gb"), Some(Language::English));
    }

    #[test]
    fn a_locale_muster_does_not_speak_names_no_language() {
        assert_eq!(Language::from_locale("C"), None);
        assert_eq!(Language::from_locale("POSIX"), None);
        assert_eq!(Language::from_locale("ja_JP.UTF-8"), None);
        assert_eq!(Language::from_locale(""), None);
    }

    #[test]
    fn a_thread_may_speak_another_language_for_a_while_and_returns_to_the_programs() {
        let program = current();
        let inside = in_language(Language::French, current);
        assert_eq!(inside, Language::French);
        assert_eq!(current(), program);
    }

    #[test]
    fn each_language_s_code_reads_back_as_the_same_language() {
        for language in Language::ALL {
            assert_eq!(Language::from_locale(language.code()), Some(language));
            assert_eq!(Language::from_index(language.index()), language);
        }
    }
}
