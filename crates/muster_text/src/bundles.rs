//! The message files of every language, embedded at build time, parsed once into one Fluent
//! bundle per language, and the lookups [`text`] and [`text_with`].

use std::sync::LazyLock;

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;

pub use fluent_bundle::FluentArgs;

use crate::language::{Language, current};

/// One area's file in every language: `i18n/<code>/<area>.ftl`.
macro_rules! area {
    ($area:literal) => {
        (
            $area,
            [
                include_str!(concat!("../i18n/en/", $area, ".ftl")),
                include_str!(concat!("../i18n/de/", $area, ".ftl")),
                include_str!(concat!("../i18n/fr/", $area, ".ftl")),
            ],
        )
    };
}

/// Every area's files, by area: each area's keys begin with its name (the key test holds it),
/// so that areas written apart never give two messages one key. The order of each row is
/// [`Language::ALL`]'s.
const AREAS: [(&str, [&str; 3]); 25] = [
    area!("common"),
    area!("menu"),
    area!("walkthrough"),
    area!("app"),
    area!("session"),
    area!("free-move"),
    area!("companion"),
    area!("soldiers"),
    area!("skirmish"),
    area!("movement"),
    area!("rules-free-move"),
    area!("rules-soldiers"),
    area!("rules-skirmish"),
    area!("rules-movement"),
    area!("scenarios"),
    area!("cli"),
    area!("editor"),
    area!("editor-free-move"),
    area!("editor-soldiers"),
    area!("editor-movement"),
    area!("balance"),
    area!("view"),
    area!("since"),
    area!("watch"),
    area!("correspondence"),
];

/// Every area's name with its file's text in `language` (the key test reads them).
pub fn area_files(language: Language) -> impl Iterator<Item = (&'static str, &'static str)> {
    let column = Language::ALL
        .iter()
        .position(|known| *known == language)
        .unwrap_or(0);
    AREAS
        .iter()
        .map(move |(area, files)| (*area, files[column]))
}

/// One bundle per language, in [`Language::ALL`]'s order.
static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> =
    LazyLock::new(|| Language::ALL.into_iter().map(bundle).collect());

/// A language's bundle. A file that fails to parse keeps the messages that did parse (the
/// key test fails on the error, the player never sees a panic).
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let locale = language
        .code()
        .parse()
        .expect("each language's code is a valid language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    // No Unicode isolation marks around arguments: egui draws them as boxes.
    bundle.set_use_isolating(false);
    for (_, text) in area_files(language) {
        let resource =
            FluentResource::try_new(text.to_owned()).unwrap_or_else(|(parsed, _)| parsed);
        // A key given twice keeps its first message; the key test names the second.
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// The words for `key` in the current language.
pub fn text(key: &str) -> String {
    text_with(key, None)
}

/// The words for `key` in the current language with its arguments; English where the
/// language lacks the message; the key itself where no language has it.
pub fn text_with(key: &str, args: Option<&FluentArgs>) -> String {
    let language = current();
    let spoken = [language, Language::English];
    for language in spoken {
        let bundle = &BUNDLES[Language::ALL
            .iter()
            .position(|known| *known == language)
            .unwrap_or(0)];
        let Some(pattern) = bundle.get_message(key).and_then(|message| message.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        return bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned();
    }
    key.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::in_language;

    #[test]
    fn a_message_reads_in_the_language_of_the_thread() {
        assert_eq!(
            in_language(Language::English, || text("common-back")),
            "Back"
        );
        assert_eq!(
            in_language(Language::German, || text("common-back")),
            "Zurück"
        );
        assert_eq!(
            in_language(Language::French, || text("common-back")),
            "Retour"
        );
    }

    #[test]
    fn arguments_are_set_in_place_without_isolation_marks() {
        let said = in_language(Language::English, || crate::t!("common-side", side = 2));
        assert_eq!(said, "Side 2");
    }

    #[test]
    fn a_key_no_language_has_reads_as_itself() {
        assert_eq!(text("no-such-key-anywhere"), "no-such-key-anywhere");
    }
}
