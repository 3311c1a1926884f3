//! The language every word is read in: the one chosen on the Settings page, else the
//! system's (or `MUSTER_LANGUAGE`'s), else English; switched live when the setting changes.

use bevy::prelude::*;
use muster_text::Language;

use crate::app::core::settings::Settings;
use crate::app::core::system_sets::AppSystems;

/// The language the system asks for, where the player has not chosen one. A windowed run
/// reads it from the environment ([`SystemLanguage::from_environment`]); a headless app
/// (the tests) speaks English unless told otherwise.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SystemLanguage(pub Option<Language>);

impl SystemLanguage {
    /// `MUSTER_LANGUAGE` (a locale such as `de` or `fr_FR.UTF-8`) where it is set, else the
    /// system's preferred languages (`LANGUAGE`, `LC_ALL`, `LANG` on Linux).
    pub fn from_environment() -> Self {
        let asked = std::env::var("MUSTER_LANGUAGE")
            .ok()
            .and_then(|locale| Language::from_locale(&locale));
        Self(asked.or_else(Language::from_system))
    }
}

/// The language spoken: the player's choice, else the system's, else English.
pub fn spoken_language(chosen: Option<Language>, system: SystemLanguage) -> Language {
    chosen.or(system.0).unwrap_or(Language::English)
}

/// A computer level's name as the player reads it: "Recruit", "Veteran", "General".
pub fn level_words(level: crate::rules::ladder::Level) -> String {
    use crate::rules::ladder::Level;
    match level {
        Level::Recruit => muster_text::t!("app-level-recruit"),
        Level::Veteran => muster_text::t!("app-level-veteran"),
        Level::General => muster_text::t!("app-level-general"),
    }
}

/// Speak the player's language on the command line (`muster check`, `simulate`,
/// `tournament`): the Settings page's choice, else the system's.
pub fn speak_the_players_language() {
    // Read only: a damaged file is the windowed app's to set aside and report.
    let chosen = std::fs::read_to_string(crate::files::config_dir().join("settings.ron"))
        .ok()
        .and_then(|text| ron::from_str::<Settings>(&text).ok())
        .and_then(|settings| settings.language);
    muster_text::select(spoken_language(chosen, SystemLanguage::from_environment()));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SystemLanguage>();
    // At once, so that words read while the app is built (the first notices) are right too.
    let settings = app.world().get_resource::<Settings>().cloned();
    let system = *app.world().resource::<SystemLanguage>();
    muster_text::select(spoken_language(
        settings.and_then(|settings| settings.language),
        system,
    ));
    app.add_systems(
        Update,
        speak_the_chosen_language.in_set(AppSystems::TickTimers),
    );
}

fn speak_the_chosen_language(settings: Res<Settings>, system: Res<SystemLanguage>) {
    if settings.is_changed() || system.is_changed() {
        muster_text::select(spoken_language(settings.language, *system));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_players_choice_is_spoken_before_the_systems_language() {
        let system = SystemLanguage(Some(Language::German));
        assert_eq!(
            spoken_language(Some(Language::French), system),
            Language::French
        );
        assert_eq!(spoken_language(None, system), Language::German);
    }

    #[test]
    fn with_no_choice_and_a_system_language_muster_does_not_speak_english_is_spoken() {
        assert_eq!(
            spoken_language(None, SystemLanguage(None)),
            Language::English
        );
    }
}
