//! The language switched live: its own test binary, because the program's language is one
//! for the whole process (the app tests beside it read English words).

use muster::app::Launch;
use muster::app::core::language::SystemLanguage;
use muster::app::core::settings::Settings;
use muster::app::headless::headless_app;
use muster_text::{Language, t};

#[test]
fn choosing_a_language_in_settings_changes_every_word_from_the_next_frame_and_none_goes_back_to_the_systems()
 {
    let scratch = std::env::temp_dir().join(format!("muster-language-{}", std::process::id()));
    let mut app = headless_app(&scratch, Launch::Menu);
    // A headless app never reads the environment's locale: the tests' words are English on a
    // German developer's machine too.
    assert_eq!(
        *app.world().resource::<SystemLanguage>(),
        SystemLanguage(None)
    );
    app.update();
    assert_eq!(t!("common-back"), "Back");

    app.insert_resource(SystemLanguage(Some(Language::French)));
    app.update();
    assert_eq!(muster_text::current(), Language::French);
    assert_eq!(t!("common-back"), "Retour");

    app.world_mut().resource_mut::<Settings>().language = Some(Language::German);
    app.update();
    assert_eq!(muster_text::current(), Language::German);
    assert_eq!(t!("common-back"), "Zurück");

    app.world_mut().resource_mut::<Settings>().language = None;
    app.update();
    assert_eq!(t!("common-back"), "Retour");
    let _ = std::fs::remove_dir_all(scratch);
}
